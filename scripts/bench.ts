// `npm run bench`: the generation budgets of the generation issue, measured on this machine
// against the real Worker as `wrangler deploy` bundles it, served by Miniflare alone, without
// `wrangler dev`'s proxy and devtools inspector (scripts/serve-worker.mjs says why), and the export
// budgets (scripts/bench-exports.ts).
// Prints medians and exits 1 when over budget.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { cpus, platform, release, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { readCompany } from "../app/lib/reading/read-company";
import { READER_CASES } from "../app/lib/reading/read-company.cases";
import { RULE_CASES } from "../app/lib/rules/reader-cases";
import { blindScores, controlsEndpointTimes, longPolicyTimes, readerScore, rulesReaderTimes, worstShapeTimes } from "./bench-rules";
import { startWorkerServer, type WorkerServer } from "../tests/e2e/support/worker-server";
import { benchPublicPage } from "./bench-public-page";
import { benchCheck, benchCheckWorker } from "./bench-check";
import { benchLighthouse } from "./bench-lighthouse";
import { copyFonts } from "./copy-fonts.mjs";
import { benchExports } from "./bench-exports";
import { generatorPageScriptKB } from "./browser-js";
import { BenchTable } from "./bench-table";
import { benchFetch } from "./bench-fetch";

const COMPOSER_RUNS = 66; // three rounds of the 22 packs
const WARM_UP_RUNS = 15;
const FIRST_EVENT_RUNS = 15;
const BUDGET = { composerMedianMs: 50, firstProgressMedianMs: 200, readerMedianMs: 5, bundleGzipMiB: 1.0, generatorPageScriptKB: 150 };
const READER_ROUNDS = 20;
const NO_LIMITS = { GENERATIONS_PER_MINUTE_PER_IP: "100000", GENERATIONS_PER_DAY_PER_IP: "100000", GENERATIONS_PER_DAY_PER_USER: "100000" };

async function signIn(server: WorkerServer) {
  const response = await benchFetch(`${server.origin}/api/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "bench@example.com", firstName: "Bench" }),
  });
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

/** Every country pack, each in the language (and so the variant) its companies write. */
const PACK_COUNTRIES: Array<[country: string, language: "en" | "es" | "pt-BR"]> = [
  ["Mexico", "es"],
  ["Colombia", "es"],
  ["Brazil", "pt-BR"],
  ["United States", "en"],
  ["Spain", "es"],
  ["Portugal", "pt-BR"],
  ["Argentina", "es"],
  ["Chile", "es"],
  ["Peru", "es"],
  ["Canada", "en"],
  ["Ecuador", "es"],
  ["Uruguay", "es"],
  ["Paraguay", "es"],
  ["Bolivia", "es"],
  ["Venezuela", "es"],
  ["Guatemala", "es"],
  ["Honduras", "es"],
  ["El Salvador", "es"],
  ["Nicaragua", "es"],
  ["Costa Rica", "es"],
  ["Panama", "es"],
  ["Dominican Republic", "es"],
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
  for (let index = 0; index < WARM_UP_RUNS; index++)
    await (await benchFetch(`${server.origin}/api/policies/generate`, { method: "POST", headers, body: body(-index) })).text();
  const times: number[] = [];
  for (let index = 0; index < COMPOSER_RUNS; index++) {
    const started = performance.now();
    const response = await benchFetch(`${server.origin}/api/policies/generate`, { method: "POST", headers, body: body(index) });
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
    const response = await benchFetch(`${server.origin}/api/policies/generate`, {
      method: "POST",
      headers,
      body: body(1000 + index),
      signal: controller.signal,
    });
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
    const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir, "--env", "production"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (result.status !== 0) throw new Error("wrangler deploy --dry-run failed");
    const files = readdirSync(outdir, { recursive: true })
      .map(String)
      .filter((file) => /\.(m?js|wasm)$/.test(file) && statSync(join(outdir, file)).isFile());
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outdir, file)), { level: 9 }).byteLength, 0);
    return bytes / 1024 / 1024;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** The latest full `npm test` on this machine (scripts/test.mjs writes it), if there is one. */
function lastTestRun(): { seconds: number; passed: number; at: string; freshClone?: boolean } | null {
  try {
    return JSON.parse(readFileSync(".cache/test-run.json", "utf8")) as {
      seconds: number;
      passed: number;
      at: string;
      freshClone?: boolean;
    };
  } catch {
    return null;
  }
}

/**
 * Where the figures were measured, read before the bench builds anything: the machine, Node, the
 * commit, and whether the checkout is a fresh clone (HEAD only ever cloned, no commit, checkout or
 * local change since), which is how a newcomer first meets the bench.
 */
function whereItRuns() {
  const git = (...args: string[]) => spawnSync("git", args, { encoding: "utf8" }).stdout?.trim() ?? "";
  const moves = git("reflog", "--format=%gs", "HEAD").split("\n").filter(Boolean);
  return {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? "",
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${platform()} ${release()}`,
    commit: git("rev-parse", "HEAD"),
    freshClone: moves.length === 1 && moves[0]!.startsWith("clone:") && git("status", "--porcelain") === "",
  };
}

const machine = whereItRuns();
console.log(
  `bench: ${machine.cpus} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.freshClone ? "a fresh clone" : "not a fresh clone"} at ${machine.commit.slice(0, 7)}`,
);
copyFonts();
spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
const table = new BenchTable();
table.times(`Built-in reader, per description (${READER_CASES.length} × ${READER_ROUNDS})`, readerTimes(), BUDGET.readerMedianMs);
const score = readerScore();
table.value(
  `Reader precision on the rule table (${RULE_CASES.length} descriptions)`,
  "%",
  score.precision * 100,
  "≥ 98 %",
  score.precision >= 0.98,
);
table.value(`Reader recall on the rule table (${RULE_CASES.length} descriptions)`, "%", score.recall * 100, "≥ 95 %", score.recall >= 0.95);
table.times(`Rules reader, per policy (${RULE_CASES.length} × ${READER_ROUNDS})`, rulesReaderTimes(READER_ROUNDS), 5);
table.times("Policy-text reader, a 2,500–3,000-word policy not written by the composer", longPolicyTimes(READER_ROUNDS), 10);
const blind = blindScores();
for (const set of blind.policies) {
  table.value(`Blind ${set.name}: rule precision on ${set.count} policies`, "%", set.precision * 100, "≥ 98 %", set.precision >= 0.98);
  table.value(`Blind ${set.name}: rule recall on ${set.count} policies`, "%", set.recall * 100, "≥ 95 %", set.recall >= 0.95);
}
for (const set of blind.checks) {
  const share = set.right / set.of;
  table.value(`Blind ${set.name}: "Can I expense this?" verdicts right (${set.of} questions)`, "%", share * 100, "≥ 98 %", share >= 0.98);
  table.value(
    `Blind ${set.name}: needless questions (cannot_tell where a verdict was due)`,
    "count",
    set.needlessAsks,
    "0",
    set.needlessAsks === 0,
  );
}
for (const set of blind.descriptions) {
  table.value(`Blind ${set.name}: rule precision on ${set.count} descriptions`, "%", set.precision * 100, "≥ 98 %", set.precision >= 0.98);
  table.value(`Blind ${set.name}: rule recall on ${set.count} descriptions`, "%", set.recall * 100, "≥ 95 %", set.recall >= 0.95);
  const countries = set.countries!;
  table.value(`Blind ${set.name}: countries right`, "%", (countries.right / countries.of) * 100, "100 %", countries.right === countries.of);
}
const worst = worstShapeTimes();
for (const [name, times] of [
  [`Description reader, slowest of ${worst.description.length} worst shapes at 8,000 characters`, worst.description],
  [`Policy-text reader, slowest of ${worst.policy.length} worst shapes at 100 KB`, worst.policy],
] as const)
  table.value(name, "ms", Math.max(...times), "≤ 100 ms", Math.max(...times) <= 100);
benchCheck(table);
const gzipMiB = bundleGzipMiB();
table.value(
  "Worker bundle, gzip (wrangler deploy --dry-run)",
  "MiB",
  gzipMiB,
  `≤ ${BUDGET.bundleGzipMiB} MiB`,
  gzipMiB <= BUDGET.bundleGzipMiB,
);
const pageScript = generatorPageScriptKB();
table.value(
  `Browser JavaScript for /, gzip (${pageScript.sizes.length} scripts)`,
  "KB",
  pageScript.totalKB,
  `≤ ${BUDGET.generatorPageScriptKB} KB`,
  pageScript.totalKB <= BUDGET.generatorPageScriptKB,
);
const testRun = lastTestRun();
// The budget is a fresh clone's (it installs the packages and Chromium first): a run in a warm checkout
// is shown, but judged only when it was a fresh clone's.
if (testRun)
  table.value(
    testRun.freshClone
      ? `npm test on a fresh clone, install included (${testRun.passed} tests, ${testRun.at.slice(0, 10)})`
      : `npm test in this checkout, not a fresh clone (${testRun.passed} tests, ${testRun.at.slice(0, 10)}): not judged`,
    "s",
    testRun.seconds,
    "≤ 300 s (fresh clone)",
    testRun.freshClone ? testRun.seconds <= 300 : null,
  );
// One server at a time, so each measurement has the machine to itself.
const composer = await startWorkerServer({ port: 8793, inspector: false, vars: { ...NO_LIMITS, AI_MODE: "composer" } });
try {
  const cookie = await signIn(composer);
  table.times(
    "Composer generation, 22 packs, POST → saved (local workerd)",
    await composerRoundTrips(composer, cookie),
    BUDGET.composerMedianMs,
  );
  await benchExports(composer, cookie, table);
  const { controls, asset } = await controlsEndpointTimes(composer, cookie, 31);
  table.times("Card controls endpoint, cold (first controls.json)", controls, 20, { name: "static asset", times: asset });
} finally {
  await composer.stop();
}
const mock = await startWorkerServer({
  port: 8794,
  inspector: false,
  vars: { ...NO_LIMITS, AI_MODE: "mock", MOCK_AI_TOKENS_PER_SECOND: "40" },
});
try {
  table.times(
    "First progress event, mock model at 40 tokens/s",
    await firstProgressTimes(mock, await signIn(mock)),
    BUDGET.firstProgressMedianMs,
  );
} finally {
  await mock.stop();
}
const pages = await startWorkerServer({ port: 8795, inspector: false, vars: NO_LIMITS });
try {
  const sharedPage = await benchPublicPage(pages, table);
  await benchLighthouse(
    [
      { name: "/", url: `${pages.origin}/` },
      { name: "/p/{slug}", url: sharedPage },
    ],
    table,
  );
  await benchCheckWorker(pages, table);
} finally {
  await pages.stop();
}
table.print();
table.write("bench/results.json", machine);
console.log("Written to bench/results.json.");
process.exit(table.ok ? 0 : 1);
