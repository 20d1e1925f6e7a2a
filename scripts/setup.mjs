// Shared steps of `npm start` and `npm test`: install what is missing, build, migrate.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { copyFonts } from "./copy-fonts.mjs";

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/**
 * `npm ci` when node_modules is missing or older than the lock or a patch (a fresh clone, a pull):
 * the tree the lock names, the same on every machine, and a failure when the lock and package.json
 * disagree (the lock holds every platform's optional packages, so it installs anywhere). `npm ci`
 * applies `patches/` (patch-package, decision 029).
 */
export function ensureDependencies() {
  const marker = "node_modules/.package-lock.json";
  const patches = existsSync("patches") ? readdirSync("patches").map((name) => `patches/${name}`) : [];
  if (["package-lock.json", "package.json", ...patches].every((path) => mtime(marker) >= mtime(path))) return false;
  // Never installed here before: a fresh clone (the run the bench's test-suite figure must come from).
  const fresh = !existsSync(marker);
  console.log("› Installing npm packages from the lock (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
  return fresh;
}

export function build() {
  console.log("› Building…");
  run("node", ["scripts/build-city-table.mjs"]);
  copyFonts();
  run("npx", ["remix", "build"]);
}

/** Applies migrations (schema and seed) to the local D1 kept in `persistTo`. */
export function migrateLocal(persistTo) {
  console.log(`› Applying local D1 migrations (${persistTo})…`);
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
    env: { ...process.env, CI: "true" },
  });
}

/**
 * The environment for `wrangler dev` here: no fetch of the `Request.cf` placeholder (offline it
 * fails with a stack trace; miniflare's own switch turns it off), and the Worker bundled as it is
 * deployed (wrangler replaces `process.env.NODE_ENV` with this; left unset, or "test" under Vitest,
 * React renders with its development build, about twice as slow). `npm run dev` keeps development.
 */
export const wranglerEnv = ({ development = false } = {}) => ({
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NODE_ENV: development ? "development" : "production",
});

/** Vars that depend on the port the server really listens on: canonical links and the embed example. */
export function localOriginVars(port) {
  return {
    CANONICAL_ORIGINS: `en=http://localhost:${port},es=http://es.localhost:${port},pt-BR=http://pt.localhost:${port}`,
    // A wildcard entry too: any subdomain of hosts.localhost may frame the generator.
    EMBED_ORIGINS: `http://embed.localhost:${port},http://*.hosts.localhost:${port}`,
  };
}

/** `--var NAME:value` arguments for `wrangler dev`. */
export const varArgs = (vars) => Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
