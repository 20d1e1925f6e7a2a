// The public page's budget (take-away issue): /p/{slug} throughput at 10 connections next to a
// static asset of the same `wrangler dev` server, measured in the same run with autocannon.
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import type { WorkerServer } from "../tests/e2e/support/worker-server";

const CONNECTIONS = 10;
const DURATION_SECONDS = 8;
const BUDGET = { repeatRatio: 0.7, uncachedRatio: 0.3 };

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

async function anonymousPolicy(server: WorkerServer): Promise<string> {
  const response = await fetch(`${server.origin}/api/policies/generate?mode=anonymous`, {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/json" },
    body: JSON.stringify({
      userInput: "País: Colombia\nMoneda: COP\nEmpleados: 250\nIndustria: Logística\n- Ventas: 5.000.000 mensuales, 1.000.000 por transacción\n- Comidas por día: 120.000",
      language: "es",
      companyName: `Bench Página ${Date.now()}`,
    }),
  });
  const policy = (await response.json()) as { slug?: string };
  if (!response.ok || !policy.slug) throw new Error(`generation failed: ${response.status} ${JSON.stringify(policy)}`);
  return policy.slug;
}

/** Prints the three throughputs and the two ratios; false when a ratio misses its budget. */
export async function benchPublicPage(server: WorkerServer): Promise<boolean> {
  const slug = await anonymousPolicy(server);
  const page = `${server.origin}/p/${slug}`;
  // A query string keeps a request out of the page cache: every one is rendered from D1.
  const uncachedPage = `${page}?bench=uncached`;
  const asset = `${server.origin}/favicon.svg`;
  for (const url of [asset, page, uncachedPage]) for (let index = 0; index < 20; index++) await (await fetch(url)).text();
  if ((await fetch(page)).headers.get("X-Page-Cache") !== "HIT") throw new Error("the public page was not served from the edge cache");

  const staticRate = await requestsPerSecond(asset);
  const repeatRate = await requestsPerSecond(page);
  const uncachedRate = await requestsPerSecond(uncachedPage);
  const line = (name: string, rate: number, budget?: number) => {
    const ratio = rate / staticRate;
    const verdict = budget === undefined ? "" : ` = ${ratio.toFixed(2)}× static (budget ≥ ${budget}×: ${ratio >= budget ? "within budget" : "OVER BUDGET"})`;
    console.log(`${name}: ${rate.toFixed(0)} req/s at ${CONNECTIONS} connections${verdict}`);
    return budget === undefined || ratio >= budget;
  };
  line("Static asset /favicon.svg", staticRate);
  const repeatOk = line("Public page /p/{slug}, repeat view (edge cache hit)", repeatRate, BUDGET.repeatRatio);
  const uncachedOk = line("Public page /p/{slug}, uncached (rendered from D1)", uncachedRate, BUDGET.uncachedRatio);
  return repeatOk && uncachedOk;
}

// `npx tsx scripts/bench-public-page.ts [port]`: this measurement alone, on its own `wrangler dev`
// (after `npx remix build`), when the whole `npm run bench` is more than the question needs.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { startWorkerServer } = await import("../tests/e2e/support/worker-server");
  const server = await startWorkerServer({ port: Number(process.argv[2] ?? 8795), vars: { GENERATIONS_PER_MINUTE_PER_IP: "100000", GENERATIONS_PER_DAY_PER_IP: "100000", ANONYMOUS_GENERATIONS_PER_DAY_PER_IP: "100000" } });
  let ok = false;
  try {
    ok = await benchPublicPage(server);
  } finally {
    await server.stop();
  }
  process.exit(ok ? 0 : 1);
}
