// The public page's budget (take-away issue): /p/{slug} throughput at 10 connections next to a
// static asset of the same local server (scripts/serve-worker.mjs), measured in the same run with autocannon.
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import type { WorkerServer } from "../tests/e2e/support/worker-server";
import { BenchTable, median } from "./bench-table";
import { benchFetch } from "./bench-fetch";

const CONNECTIONS = 10;
const DURATION_SECONDS = 5;
// Rounds of all four addresses in turn: a page is compared with the static asset of its own round,
// so a slower minute of a shared machine moves both, and the median of the rounds is reported.
const ROUNDS = 3;
const BUDGET = { repeatRatio: 0.7, uncachedRatio: 0.3 };

/**
 * Requests per second at `url`; a run with an answer other than 2xx is measured again (a loaded 2-core
 * machine once gave 2 of ~2,000), and only a third failing run stops the bench, naming the status codes.
 */
async function requestsPerSecond(url: string, attempt = 1): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx === 0 && result.errors === 0) return result.requests.average;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, stats]) => `${code} ×${stats.count}`)
    .join(", ");
  const failure = `${url}: ${result.non2xx} non-2xx answers (${codes || "no status"}), ${result.errors} errors`;
  if (attempt >= 3) throw new Error(failure);
  console.warn(`${failure}; measured again`);
  return requestsPerSecond(url, attempt + 1);
}

async function anonymousPolicy(server: WorkerServer): Promise<string> {
  const response = await benchFetch(`${server.origin}/api/policies/generate?mode=anonymous`, {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/json" },
    body: JSON.stringify({
      userInput:
        "País: Colombia\nMoneda: COP\nEmpleados: 250\nIndustria: Logística\n- Ventas: 5.000.000 mensuales, 1.000.000 por transacción\n- Comidas por día: 120.000",
      language: "es",
      companyName: `Bench Página ${Date.now()}`,
    }),
  });
  const policy = (await response.json()) as { slug?: string };
  if (!response.ok || !policy.slug) throw new Error(`generation failed: ${response.status} ${JSON.stringify(policy)}`);
  return policy.slug;
}

/** The throughputs, each page as a ratio of the static asset's; returns the shared page's address. */
export async function benchPublicPage(server: WorkerServer, table: BenchTable): Promise<string> {
  const slug = await anonymousPolicy(server);
  const page = `${server.origin}/p/${slug}`;
  // A query string keeps a request out of the page cache: every one is rendered from D1.
  const uncachedPage = `${page}?bench=uncached`;
  const asset = `${server.origin}/favicon.svg`;
  // The generator page is rendered for every request (its samples and reader come from D1 and the build).
  const generator = `${server.origin}/`;
  for (const url of [asset, page, uncachedPage, generator]) for (let index = 0; index < 20; index++) await (await benchFetch(url)).text();
  if ((await benchFetch(page)).headers.get("X-Page-Cache") !== "HIT") throw new Error("the public page was not served from the edge cache");

  const figures = [
    { name: "/p/{slug} repeat view (cache hit)", url: page, budget: BUDGET.repeatRatio },
    { name: "/p/{slug} uncached (rendered from D1)", url: uncachedPage, budget: BUDGET.uncachedRatio },
    { name: "/ (the generator, rendered each time)", url: generator, budget: BUDGET.uncachedRatio },
  ].map((figure) => ({ ...figure, rates: [] as number[], ratios: [] as number[] }));
  const staticRates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const staticRate = await requestsPerSecond(asset);
    staticRates.push(staticRate);
    for (const figure of figures) {
      const rate = await requestsPerSecond(figure.url);
      figure.rates.push(rate);
      figure.ratios.push(rate / staticRate);
    }
  }
  const baseline = { name: "static asset", median: median(staticRates) };
  table.value(`Static asset /favicon.svg, ${CONNECTIONS} connections (median of ${ROUNDS} rounds)`, "req/s", baseline.median, "—", null);
  for (const { name, rates, ratios, budget } of figures) {
    const ratio = median(ratios);
    table.value(`${name}, ${CONNECTIONS} connections`, "req/s", median(rates), `≥ ${budget}× static`, ratio >= budget, baseline, ratio);
  }
  return page;
}

// `npx tsx scripts/bench-public-page.ts [port]`: this measurement alone, on its own local server
// (after `npx remix build`), when the whole `npm run bench` is more than the question needs.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { startWorkerServer } = await import("../tests/e2e/support/worker-server");
  const server = await startWorkerServer({
    port: Number(process.argv[2] ?? 8795),
    inspector: false,
    vars: { GENERATIONS_PER_MINUTE_PER_IP: "100000", GENERATIONS_PER_DAY_PER_IP: "100000", ANONYMOUS_GENERATIONS_PER_DAY_PER_IP: "100000" },
  });
  const table = new BenchTable();
  try {
    await benchPublicPage(server, table);
  } finally {
    await server.stop();
  }
  table.print();
  process.exit(table.ok ? 0 : 1);
}
