import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The production configuration bundles and declares its bindings (no account needed for --dry-run).
describe("wrangler deploy --dry-run --env production", () => {
  it("bundles the Worker with D1, R2, the Durable Object and Workers AI, within our 1.0 MiB gzip budget", () => {
    const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--env", "production", "--outdir", ".cache/dry-run"], {
      encoding: "utf8",
      // Vitest sets NODE_ENV=test, which would bundle React's development build: measure what deploys.
      env: { ...process.env, CI: "true", NODE_ENV: "production" },
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(0);
    for (const binding of ["env.DB", "env.EXPORTS", "env.GENERATION_JOB (GenerationJob)", "env.AI ", "env.ASSETS"])
      expect(output).toContain(binding);
    expect(output).toContain('env.AUTH_MODE ("oidc")');
    const gzipKiB = Number(/gzip: ([\d.]+) KiB/.exec(output)?.[1]);
    // Our budget is 1.0 MiB gzip (Workers allow 3 MiB on the free plan): one heavy dependency too many fails here.
    expect(gzipKiB).toBeGreaterThan(100);
    expect(gzipKiB).toBeLessThanOrEqual(1024);
  }, 60_000);
});
