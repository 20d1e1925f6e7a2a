// The Worker served as `wrangler dev` serves it (the same bundle, workerd, local D1, R2 and
// Durable Objects), with no devtools inspector attached: the bench's server. `wrangler dev` always
// enables the inspector's Network domain, and then every subrequest (each D1 query) sends four
// events through a second workerd to the wrangler process, a cost no deployed Worker pays.
// `node scripts/serve-worker.mjs --port N --persist-to DIR [--var NAME:VALUE ...]`
import { parseArgs } from "node:util";
import { unstable_startWorker } from "wrangler";

const { values } = parseArgs({
  options: { port: { type: "string" }, "persist-to": { type: "string" }, var: { type: "string", multiple: true, default: [] } },
});
const bindings = Object.fromEntries(
  values.var.map((pair) => {
    const colon = pair.indexOf(":");
    return [pair.slice(0, colon), { type: "plain_text", value: pair.slice(colon + 1) }];
  }),
);
const worker = await unstable_startWorker({
  config: "wrangler.toml",
  bindings,
  dev: {
    server: { hostname: "127.0.0.1", port: Number(values.port) },
    persist: values["persist-to"],
    inspector: false,
    watch: false,
    liveReload: false,
  },
});
await worker.ready;
console.log(`Ready on ${(await worker.url).href}`);
const stop = async () => {
  await worker.dispose();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
