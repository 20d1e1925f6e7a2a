import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const serverOnly = {
  group: ["**/*.server", "**/*.server.*", "~/db/*"],
  allowTypeImports: true,
  message: "Server-only module: import it from a *.server.ts module or a route's loader/action only.",
};
const layering = {
  group: ["~/routes/*", "~/components/*", "**/routes/**", "**/components/**"],
  message: "app/lib is below routes and components: move what both need into app/lib.",
};

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
          patterns: [serverOnly],
        },
      ],
    },
  },
  // Layering runs one way: routes → components → lib; nothing in lib reaches up. The browser-reachable
  // part of lib keeps the server-only rule above too (a later block replaces a rule's options).
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverOnly, layering] }] },
  },
  {
    files: ["app/lib/**/*.server.{ts,tsx}", "app/lib/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [layering] }] },
  },
);
