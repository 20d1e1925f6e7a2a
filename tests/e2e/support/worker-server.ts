import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { localOriginVars, varArgs, wranglerEnv } from "../../../scripts/setup.mjs";

/** `persistTo` is the server's local state folder (for `wrangler d1 execute --local --persist-to`). */
export type WorkerServer = { origin: string; port: number; persistTo: string; stop: () => Promise<void> };

/**
 * The real Worker (workerd, local D1/R2/Durable Object) with its own persisted state, migrated
 * from scratch, so a test run never touches the `npm start` data.
 */
export async function startWorkerServer({
  port,
  vars = {},
  inspector = process.env.E2E_INSPECTOR === "1",
  seed,
}: {
  port: number;
  vars?: Record<string, string>;
  /**
   * false (the default): the deployed bundle served by Miniflare alone (scripts/serve-worker.mjs,
   * decision 041): one workerd, without `wrangler dev`'s proxy in front and its inspector's Network
   * events for every subrequest, as the bench measures; the suite spends less CPU in the server.
   * true (or E2E_INSPECTOR=1): under `wrangler dev`, to attach devtools while debugging a test.
   */
  inspector?: boolean;
  /** Writes into the server's fresh local state (its `persistTo` folder) before the server starts. */
  seed?: (persistTo: string) => void;
}): Promise<WorkerServer> {
  await refuseTakenPort(port);
  // Bundled while the state is copied and seeded.
  const bundling = inspector ? undefined : workerBundle();
  const persistTo = mkdtempSync(path.join(tmpdir(), "policysmith-e2e-"));
  cpSync(migratedState(), persistTo, { recursive: true });
  seed?.(persistTo);

  const serverArgs = ["--port", String(port), "--persist-to", persistTo, ...varArgs({ ...localOriginVars(port), ...vars })];
  const [command, args] = inspector
    ? [
        "npx",
        [
          "wrangler",
          "dev",
          "--ip",
          "127.0.0.1",
          "--show-interactive-dev-session=false",
          // Two runs on one machine (another checkout's) would both take the inspector's default port:
          // with E2E_INSPECTOR_OFFSET, each server's inspector listens at its own port plus the offset.
          ...(process.env.E2E_INSPECTOR_OFFSET ? ["--inspector-port", String(port + Number(process.env.E2E_INSPECTOR_OFFSET))] : []),
          ...serverArgs,
        ],
      ]
    : ["node", ["scripts/serve-worker.mjs", "--bundle", await bundling!, ...serverArgs]];
  const child = spawn(command, args, { env: { ...wranglerEnv(), CI: "true" }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  // The server's whole log is kept for a failed run: test-results/wrangler-<port>.log.
  mkdirSync("test-results", { recursive: true });
  const log = createWriteStream(`test-results/wrangler-${port}.log`);
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (!log.writableEnded) log.write(chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  // The log ends when the server's output does (a line may still come after stop() kills it).
  child.on("close", () => log.end());

  const origin = `http://localhost:${port}`;
  await waitForServer(origin, child, () => output);
  return {
    origin,
    port,
    persistTo,
    stop: async () => {
      await killGroup(child);
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
}

let bundling: Promise<string> | undefined;

/**
 * The Worker bundled as `wrangler deploy` bundles it (wrangler.toml's alias and minify, React's
 * production build), once per process for every server it starts; removed when the process exits.
 */
function workerBundle(): Promise<string> {
  bundling ??= new Promise((resolve, reject) => {
    const outdir = mkdtempSync(path.join(tmpdir(), "policysmith-bundle-"));
    process.once("exit", () => rmSync(outdir, { recursive: true, force: true }));
    const child = spawn("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
      env: { ...wranglerEnv(), CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", reject);
    child.on("close", (status) => (status === 0 ? resolve(outdir) : reject(new Error(`bundling the Worker failed:\n${output}`))));
  });
  return bundling;
}

/**
 * Local state with every migration applied, made once per set of migrations and copied for each
 * server: applying them spawns wrangler and a workerd (about 12 s of CPU), once per server before.
 */
function migratedState(): string {
  const hash = createHash("sha256");
  for (const name of readdirSync("migrations")
    .filter((name) => name.endsWith(".sql"))
    .sort())
    hash.update(name).update(readFileSync(path.join("migrations", name)));
  const folder = path.join(".cache", `e2e-migrated-${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(folder)) return folder;
  mkdirSync(".cache", { recursive: true });
  const making = mkdtempSync(path.join(".cache", "e2e-migrating-"));
  const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", making], {
    env: { ...process.env, CI: "true" },
    encoding: "utf8",
  });
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
  // Another process may have made it meanwhile: theirs is the same, keep whichever landed first.
  try {
    renameSync(making, folder);
  } catch {
    rmSync(making, { recursive: true, force: true });
  }
  return folder;
}

/** A server left over on the port would answer in place of the one under test: stop early instead. */
async function refuseTakenPort(port: number) {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Port ${port} is already in use: stop the server there or set E2E_PORT.`);
}

async function waitForServer(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the Worker's server exited early:\n${output()}`);
    try {
      const response = await fetch(`${origin}/api/sample-inputs`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the Worker's server did not answer within 60 s:\n${output()}`);
}

async function killGroup(child: ChildProcess) {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
}
