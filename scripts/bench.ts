// `npm run bench`: the generation budgets of the generation issue, measured on this machine
// against the real Worker under `wrangler dev` (and the export budgets, scripts/bench-exports.ts).
// Prints medians and exits 1 when over budget.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { readCompany } from "../app/lib/policy/read-company";
import { READER_CASES } from "../app/lib/policy/read-company.cases";
import { RULE_CASES } from "../app/lib/policy/rules/reader-cases";
import { controlsEndpointTimes, readerScore, rulesReaderTimes } from "./bench-rules";
import { startWorkerServer, type WorkerServer } from "../tests/e2e/support/worker-server";
import { benchPublicPage } from "./bench-public-page";
import { copyFonts } from "./copy-fonts.mjs";
import { benchExports } from "./bench-exports";
import { generatorPageScriptKB } from "./browser-js";

const COMPOSER_RUNS = 66; // three rounds of the 22 packs
const WARM_UP_RUNS = 15;
const FIRST_EVENT_RUNS = 15;
const BUDGET = { composerMedianMs: 50, firstProgressMedianMs: 200, readerMedianMs: 5, bundleGzipMiB: 1.0, generatorPageScriptKB: 150 };
const READER_ROUNDS = 20;
const NO_LIMITS = { GENERATIONS_PER_MINUTE_PER_IP: "100000", GENERATIONS_PER_DAY_PER_IP: "100000", GENERATIONS_PER_DAY_PER_USER: "100000" };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function signIn(server: WorkerServer) {
  const response = await fetch(`${server.origin}/api/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "bench@example.com", firstName: "Bench" }),
  });
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

/** Every country pack, each in the language (and so the variant) its companies write. */
const PACK_COUNTRIES: Array<[country: string, language: "en" | "es" | "pt-BR"]> = [
  ["Mexico", "es"], ["Colombia", "es"], ["Brazil", "pt-BR"], ["United States", "en"], ["Spain", "es"], ["Portugal", "pt-BR"],
  ["Argentina", "es"], ["Chile", "es"], ["Peru", "es"], ["Canada", "en"], ["Ecuador", "es"], ["Uruguay", "es"], ["Paraguay", "es"],
  ["Bolivia", "es"], ["Venezuela", "es"], ["Guatemala", "es"], ["Honduras", "es"], ["El Salvador", "es"], ["Nicaragua", "es"],
  ["Costa Rica", "es"], ["Panama", "es"], ["Dominican Republic", "es"],
];

/** The composer's round trip for a company of each pack's country in turn. */
const body = (index: number) => {
  const [country, language] = PACK_COUNTRIES[Math.abs(index) % PACK_COUNTRIES.length]!;
  return JSON.stringify({
    userInput: `Country: ${country}\nEmployees: 120\nIndustry: Retail\n- Sales: 10,000 monthly, 2,000 per transaction\n- Meals per day: 600`,
    language,
    companyName: `Bench Company ${index} ${Date.now()}`,
  });
};

async function composerRoundTrips(server: WorkerServer, cookie: string) {
  const headers = { Origin: server.origin, Cookie: cookie, "Content-Type": "application/json" };
  for (let index = 0; index < WARM_UP_RUNS; index++) await (await fetch(`${server.origin}/api/policies/generate`, { method: "POST", headers, body: body(-index) })).text();
  const times: number[] = [];
  for (let index = 0; index < COMPOSER_RUNS; index++) {
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/policies/generate`, { method: "POST", headers, body: body(index) });
    const policy = (await response.json()) as { slug?: string };
    times.push(performance.now() - started);
    if (!response.ok || !policy.slug) throw new Error(`generation failed: ${response.status} ${JSON.stringify(policy)}`);
  }
  return times;
}

async function firstProgressTimes(server: WorkerServer, cookie: string) {
  const headers = { Origin: server.origin, Cookie: cookie, "Content-Type": "application/json", Accept: "text/event-stream" };
  const times: number[] = [];
  for (let index = 0; index < FIRST_EVENT_RUNS + 2; index++) {
    const controller = new AbortController();
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/policies/generate`, { method: "POST", headers, body: body(1000 + index), signal: controller.signal });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let seen = "";
    while (!seen.includes("event: progress")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before a progress event: ${seen}`);
      seen += decoder.decode(value, { stream: true });
    }
    if (index >= 2) times.push(performance.now() - started); // the first two warm the Worker up
    controller.abort();
  }
  return times;
}

function report(name: string, times: number[], budget: number) {
  const value = median(times);
  const verdict = value <= budget ? "within budget" : "OVER BUDGET";
  console.log(`${name}: median ${value.toFixed(1)} ms, p90 ${percentile(times, 0.9).toFixed(1)} ms, n=${times.length} (budget ≤ ${budget} ms: ${verdict})`);
  return value <= budget;
}

/** The built-in reader's time per description over the test table (after one warm-up round). */
function readerTimes() {
  const read = () =>
    READER_CASES.map((entry) => {
      const started = performance.now();
      readCompany(entry.text, { siteCountry: entry.siteCountry, language: entry.language });
      return performance.now() - started;
    });
  read();
  return Array.from({ length: READER_ROUNDS }, read).flat();
}

/** The Worker bundle as deployed (`wrangler deploy --dry-run`), gzipped. */
function bundleGzipMiB(): number {
  const outdir = mkdtempSync(join(tmpdir(), "policysmith-bundle-"));
  try {
    const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir, "--env", "production"], { stdio: ["ignore", "ignore", "inherit"] });
    if (result.status !== 0) throw new Error("wrangler deploy --dry-run failed");
    const files = readdirSync(outdir, { recursive: true }).map(String).filter((file) => /\.(m?js|wasm)$/.test(file) && statSync(join(outdir, file)).isFile());
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outdir, file)), { level: 9 }).byteLength, 0);
    return bytes / 1024 / 1024;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

copyFonts();
spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
let ok = true;
ok = report(`Built-in reader, per description (${READER_CASES.length} descriptions × ${READER_ROUNDS})`, readerTimes(), BUDGET.readerMedianMs) && ok;
const score = readerScore();
const scoreOk = score.precision >= 0.98 && score.recall >= 0.95;
console.log(`Reader on the rule table (${RULE_CASES.length} descriptions): precision ${(score.precision * 100).toFixed(1)} %, recall ${(score.recall * 100).toFixed(1)} % (budget ≥ 98 % / ≥ 95 %: ${scoreOk ? "within budget" : "OVER BUDGET"})`);
ok = scoreOk && ok;
ok = report(`Rules reader, per policy (${RULE_CASES.length} policies × ${READER_ROUNDS})`, rulesReaderTimes(READER_ROUNDS), 5) && ok;
const gzipMiB = bundleGzipMiB();
const bundleOk = gzipMiB <= BUDGET.bundleGzipMiB;
console.log(`Worker bundle, gzip: ${gzipMiB.toFixed(3)} MiB (budget ≤ ${BUDGET.bundleGzipMiB} MiB: ${bundleOk ? "within budget" : "OVER BUDGET"})`);
ok = bundleOk && ok;
const pageScript = generatorPageScriptKB();
const pageScriptOk = pageScript.totalKB <= BUDGET.generatorPageScriptKB;
console.log(
  `Browser JavaScript for /, gzip: ${pageScript.totalKB.toFixed(1)} KB in ${pageScript.sizes.length} scripts (budget ≤ ${BUDGET.generatorPageScriptKB} KB: ${pageScriptOk ? "within budget" : "OVER BUDGET"})`,
);
ok = pageScriptOk && ok;
// One server at a time, so each measurement has the machine to itself.
const composer = await startWorkerServer({ port: 8793, vars: { ...NO_LIMITS, AI_MODE: "composer" } });
try {
  const cookie = await signIn(composer);
  ok = report("Composer generation across the 22 packs, POST → saved policy (wrangler dev)", await composerRoundTrips(composer, cookie), BUDGET.composerMedianMs) && ok;
  ok = (await benchExports(composer, cookie)) && ok;
  const { controls, asset } = await controlsEndpointTimes(composer, cookie, 31);
  ok = report("Card controls endpoint, cold (first controls.json of a new policy, wrangler dev)", controls, 20) && ok;
  console.log(`  next to a static asset (/favicon.svg) in the same run: median ${median(asset).toFixed(1)} ms`);
} finally {
  await composer.stop();
}
const mock = await startWorkerServer({ port: 8794, vars: { ...NO_LIMITS, AI_MODE: "mock", MOCK_AI_TOKENS_PER_SECOND: "40" } });
try {
  ok = report("First progress event, mock Workers AI model at 40 tokens/s", await firstProgressTimes(mock, await signIn(mock)), BUDGET.firstProgressMedianMs) && ok;
} finally {
  await mock.stop();
}
const pages = await startWorkerServer({ port: 8795, vars: NO_LIMITS });
try {
  ok = (await benchPublicPage(pages)) && ok;
} finally {
  await pages.stop();
}
process.exit(ok ? 0 : 1);
