import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Pure modules (parsing, composing, markdown, localisation) run in Node: fast, no workerd needed.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    name: "unit",
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // The modules under test keep no state between files: one module graph per worker, not per file.
    isolate: false,
  },
});
