// `npm start`: everything a fresh clone needs, then the product on http://localhost:8787.
import { spawn } from "node:child_process";
import { build, ensureDependencies, localOriginVars, migrateLocal, varArgs, wranglerEnv } from "./setup.mjs";

const port = process.env.PORT || "8787";
const watch = process.argv.includes("--watch");
const persistTo = ".wrangler/state";

try {
  ensureDependencies();
  migrateLocal(persistTo);
  build();
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

console.log(`
  Policysmith on http://localhost:${port}
    English site    http://localhost:${port}
    Spanish site    http://es.localhost:${port}
    Portuguese site http://pt.localhost:${port}
  Sign in locally with any email; admin@example.com is an admin.
    Embedding example http://embed.localhost:${port}/embed-example
`);

const children = [
  spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--port",
      port,
      "--ip",
      "127.0.0.1",
      "--persist-to",
      persistTo,
      "--show-interactive-dev-session=false",
      ...varArgs(localOriginVars(port)),
    ],
    { stdio: "inherit", env: wranglerEnv({ development: watch }) },
  ),
];
if (watch) children.push(spawn("npx", ["remix", "watch"], { stdio: "inherit" }));

const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children[0].on("exit", (code) => {
  stop();
  process.exit(code ?? 0);
});
