import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// End-to-end journeys: Playwright drives Debian's Chromium against the Worker under wrangler dev.
export default defineConfig({
  // The import test reads files with the app's own modules, in Node.
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    setupFiles: ["./tests/e2e/support/setup.ts"],
    // One process, module graph and Chromium per worker for all its files (tests/e2e/support/browser.ts),
    // not per file: a file's process, its imports and its Chromium launch cost about 3 s of CPU each.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time against the one Worker: each test makes its own data, and on two cores the
    // journeys wait on the page about as much as they compute.
    fileParallelism: true,
    maxWorkers: 2,
    // Pages hydrate and stream on a loaded 2-core machine: give polled assertions room.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
