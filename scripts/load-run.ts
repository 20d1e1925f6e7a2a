// A bounded load run on loopback (issue "Proving it holds", item 8): 50 composer generations, each
// posted twice at once by the same owner (a double click), while 20 connections read public pages
// for 30 s on the same `wrangler dev`. It passes with 0 errors and 0 duplicates and prints its
// figures. `npm run load` (builds first); not part of `npm test` (it runs for about a minute).
import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { startWorkerServer } from "../tests/e2e/support/worker-server";

const GENERATIONS = 50;
const PAGE_CONNECTIONS = 20;
const PAGE_SECONDS = 30;
const UNLIMITED = "1000000";

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
const server = await startWorkerServer({
  port: Number(process.argv[2] ?? 8796),
  vars: {
    GENERATIONS_PER_MINUTE_PER_IP: UNLIMITED,
    GENERATIONS_PER_DAY_PER_IP: UNLIMITED,
    ANONYMOUS_GENERATIONS_PER_DAY_PER_IP: UNLIMITED,
  },
});
let failed = true;
try {
  const run = `Load ${Date.now()}`;
  const post = (companyName: string, cookie?: string) =>
    fetch(`${server.origin}/api/policies/generate?mode=anonymous`, {
      method: "POST",
      headers: { Origin: server.origin, "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({
        userInput:
          "País: Colombia\nMoneda: COP\nEmpleados: 80\nIndustria: Logística\n- Comidas por día: 120.000\n- Hotel por noche: 350.000",
        language: "es",
        companyName,
      }),
    });
  // One owner for the whole run: its token, from a first generation.
  const first = await post(`${run} seed`);
  const cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const { slug: seedSlug } = (await first.json()) as { slug: string };

  const pages = autocannon({ url: `${server.origin}/p/${seedSlug}`, connections: PAGE_CONNECTIONS, duration: PAGE_SECONDS });
  const started = Date.now();
  const timings: number[] = [];
  let errors = 0;
  const answers = await Promise.all(
    Array.from({ length: GENERATIONS }, (_, index) => `${run} ${index + 1}`).flatMap((name) =>
      [0, 1].map(async () => {
        const at = Date.now();
        const response = await post(name, cookie).catch(() => null);
        timings.push(Date.now() - at);
        const body = response?.ok ? ((await response.json()) as { slug?: string }) : null;
        if (!body?.slug) errors += 1;
        return { name, slug: body?.slug };
      }),
    ),
  );
  const generationSeconds = (Date.now() - started) / 1000;
  const pageResult = await pages;

  // Each company once: both posts of a pair answered with one policy, and one group each in the owner's list.
  const slugsByName = new Map<string, Set<string>>();
  for (const { name, slug } of answers) if (slug) slugsByName.set(name, (slugsByName.get(name) ?? new Set()).add(slug));
  const pairDuplicates = [...slugsByName.values()].filter((slugs) => slugs.size > 1).length;
  // And in D1 itself: one policy per company of the run, one generation row per pair.
  const query = (sql: string) => {
    const result = spawnSync(
      "npx",
      ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", server.persistTo, "--json", "--command", sql],
      { encoding: "utf8", env: { ...process.env, CI: "true" } },
    );
    return (JSON.parse(result.stdout) as Array<{ results: Array<Record<string, number>> }>)[0]!.results[0]!;
  };
  const stored = query(
    `SELECT COUNT(*) AS policies, COUNT(DISTINCT company_name) AS companies FROM policies WHERE company_name LIKE '${run} %' AND company_name != '${run} seed'`,
  );
  const listed = { total: stored.policies!, distinct: stored.companies! };
  const listedDuplicates = listed.total - listed.distinct;

  console.log(
    `Generations: ${GENERATIONS} companies × 2 simultaneous posts in ${generationSeconds.toFixed(1)} s; latency median ${percentile(timings, 0.5)} ms, p95 ${percentile(timings, 0.95)} ms, max ${Math.max(...timings)} ms; errors ${errors}`,
  );
  console.log(
    `Duplicates: ${pairDuplicates} pairs answered with two policies; D1 holds ${listed.total} policies for ${listed.distinct} companies of ${GENERATIONS} (${listedDuplicates} saved twice)`,
  );
  console.log(
    `Public page /p/{slug} at ${PAGE_CONNECTIONS} connections for ${PAGE_SECONDS} s alongside: ${pageResult.requests.average.toFixed(0)} req/s, p99 ${pageResult.latency.p99} ms, ${pageResult.errors} errors, ${pageResult.non2xx} non-2xx`,
  );
  failed =
    errors > 0 ||
    pairDuplicates > 0 ||
    listedDuplicates > 0 ||
    listed.distinct !== GENERATIONS ||
    pageResult.errors > 0 ||
    pageResult.non2xx > 0;
  console.log(failed ? "Load run: FAILED" : "Load run: 0 errors, 0 duplicates");
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
