import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { copyFonts } from "./scripts/copy-fonts.mjs";

// Worker tests run inside workerd with the real wrangler.toml bindings (D1, R2, the Durable
// Object) and the real migrations, applied before each file by tests/worker/setup.ts.
export default defineConfig(async () => {
  // The PDF export fetches its fonts as static assets (public/fonts), which the build copies.
  copyFonts();
  return {
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations") },
        },
      }),
    ],
    test: {
      name: "worker",
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["./tests/worker/setup.ts"],
      // One workerd runtime per pool worker for all its files (a runtime per file spent 95 s of 150 s
      // starting up); tests/worker/setup.ts gives each file a freshly migrated database.
      isolate: false,
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: ["@remix-run/cloudflare", "@remix-run/server-runtime", "cookie", "set-cookie-parser"],
          },
        },
      },
    },
  };
});
