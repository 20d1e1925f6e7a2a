import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "public/build/", ".cache/", ".wrangler/", "node_modules/", "worker-configuration.d.ts"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-namespace": "off",
    },
    linterOptions: { reportUnusedDisableDirectives: "off" },
  },
  {
    // Browser-reachable code must never import server-only modules: the classic compiler would
    // silently empty them in the client bundle (STYLE.md).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/routes/**", "app/root.tsx", "app/entry.server.tsx", "app/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "**/*.server.*", "~/db/*"],
              allowTypeImports: true,
              message: "Server-only module: import it from a *.server.ts module or a route's loader/action only.",
            },
          ],
        },
      ],
    },
  },
);
