import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// `wrangler dev` warns "Your types might be out of date" when wrangler.toml changed without
// `npm run typegen`: fail here instead, where the fix is obvious.
it("worker-configuration.d.ts matches wrangler.toml (npm run typegen)", () => {
  const root = path.resolve(__dirname, "..");
  // Beside the real file: the generated module paths (and so the hash) depend on where it is written.
  const out = path.join(root, `.typegen-check-${process.pid}.d.ts`);
  try {
    const result = spawnSync("npx", ["wrangler", "types", out, "--include-runtime=false", "--strict-vars=false"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    const hash = (file: string) => /\(hash: ([0-9a-f]+)\)/.exec(readFileSync(file, "utf8"))?.[1];
    expect(hash(path.join(root, "worker-configuration.d.ts"))).toBe(hash(out));
  } finally {
    rmSync(out, { force: true });
  }
}, 60_000);
