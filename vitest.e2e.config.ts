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
