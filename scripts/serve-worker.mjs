// The Worker as it is deployed, served locally by Miniflare alone: the bundle `wrangler deploy
// --dry-run` writes, run by one workerd with the bindings wrangler.toml declares (read by wrangler's
// own reader: vars, local D1, R2, the Durable Object, the static assets) and the state
// `wrangler --persist-to DIR` keeps. The bench's and the e2e suite's server (decision 041).
// `wrangler dev` puts a second workerd in front as a proxy (about 40 % of the server's CPU for a
// page load) and always enables the devtools inspector's Network domain (decision 030); neither
// is here, nor its dev-only wrappers around each request (request-body draining, JSON errors).
// `node scripts/serve-worker.mjs --bundle DIR --port N --persist-to DIR [--var NAME:VALUE ...]`
import path from "node:path";
import { parseArgs } from "node:util";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";

const { values } = parseArgs({
  options: {
    bundle: { type: "string" },
    port: { type: "string" },
    "persist-to": { type: "string" },
    var: { type: "string", multiple: true, default: [] },
  },
});
if (!values.bundle || !values.port || !values["persist-to"]) {
  console.error("usage: node scripts/serve-worker.mjs --bundle DIR --port N --persist-to DIR [--var NAME:VALUE ...]");
  console.error("(DIR of --bundle: `npx wrangler deploy --dry-run --outdir DIR`)");
  process.exit(2);
}
const vars = Object.fromEntries(
  values.var.map((pair) => {
    const colon = pair.indexOf(":");
    return [pair.slice(0, colon), pair.slice(colon + 1)];
  }),
);
const config = unstable_readConfig({ config: "wrangler.toml" });
// The bundle is one module that imports only the runtime's own (node:*, cloudflare:*): no rules apply.
const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
const { modulesRules: _unused, ...bindingOptions } = workerOptions;

const miniflare = new Miniflare({
  host: "127.0.0.1",
  port: Number(values.port),
  // Where `wrangler ... --local --persist-to DIR` keeps D1, R2 and Durable Object state.
  defaultPersistRoot: path.join(values["persist-to"], "v3"),
  // One line per request and the assets' notices, as `wrangler dev` logs them.
  log: new Log(LogLevel.INFO),
  // As `wrangler dev`: /cdn-cgi/handler/scheduled runs the cron sweep.
  unsafeTriggerHandlers: true,
  workers: [
    {
      // The Durable Object's state is kept under the Worker's name.
      name: config.name,
      ...bindingOptions,
      bindings: { ...bindingOptions.bindings, ...vars },
      modulesRoot: path.resolve(values.bundle),
      modules: [{ type: "ESModule", path: path.resolve(values.bundle, `${path.parse(config.main).name}.js`) }],
    },
  ],
});
const url = await miniflare.ready;
console.log(`Ready on ${url.href}`);
const stop = async () => {
  await miniflare.dispose();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
