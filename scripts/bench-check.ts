// The budgets of "Can I expense this?" (issue 25): one check ≤ 2 ms median and a 1,000-row batch
// ≤ 300 ms. In process: checkExpense over the check table's queries, against the table's policies
// (22 packs, three languages, composed and read back as the product does), and checkTransactions
// over 1,000 varied card transactions. Through the Worker: POST /api/policies/{slug}/check, one
// expense and a 1,000-row JSON batch, each request followed by a static asset of the same server.
import { pathToFileURL } from "node:url";
import { composePolicy } from "../app/lib/composer/compose-policy.server";
import { HOURLY_BUDGETS } from "../app/lib/platform/budgets.server";
import { readCompany } from "../app/lib/reading/read-company";
import type { Language } from "../app/lib/site/languages";
import { cardControls } from "../app/lib/rules/card-controls.server";
import { checkTransactions, type Transaction } from "../app/lib/rules/expense-batch.server";
import { CHECK_CASES, CHECK_POLICIES, type CheckCase } from "../app/lib/rules/expense-check.cases";
import { checkExpense, type CheckablePolicy } from "../app/lib/rules/expense-check.server";
import type { WorkerServer } from "../tests/e2e/support/worker-server";
import { BenchTable } from "./bench-table";
import { benchFetch } from "./bench-fetch";

const BUDGET = { checkMedianMs: 2, batchMedianMs: 300 };
const CHECK_ROUNDS = 20;
const BATCH_ROWS = 1000;
const BATCH_RUNS = 21;
const WORKER = { warmUp: 10, checks: 200, batchWarmUp: 2, batches: 20 };
const NOW = new Date("2026-03-01T12:00:00Z");
const HASH = "0".repeat(64);
/** The policies the batch is judged against, one per language. */
const BATCH_POLICIES = ["us-austin", "co-medellin", "br-sao-paulo"] as const;
/** The policy the Worker is asked about: its table cases are the single checks sent. */
const WORKER_POLICY = "us-austin";

/** A check table's policy composed and read back, as expense-check.test.ts builds it. */
function checkablePolicy(id: string): CheckablePolicy {
  const entry = CHECK_POLICIES.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no check policy ${id}`);
  const reading = readCompany(entry.description, { siteCountry: entry.siteCountry, language: entry.language });
  let markdown = composePolicy(reading, { language: entry.language, companyName: "Acme", now: NOW });
  for (const [from, to] of entry.edits ?? []) markdown = markdown.replace(from, to);
  const slug = `${id}-policy`;
  const controls = cardControls({ slug, companyName: "Acme", language: entry.language, markdown, reading, revision: 2, contentHash: HASH });
  return { slug, revision: 2, contentHash: HASH, language: entry.language, markdown, controls };
}

/** The table's query with its amount moved by `step` thousandths: each round formats new figures. */
const varied = (entry: CheckCase, step: number) =>
  entry.query.amount === undefined ? entry.query : { ...entry.query, amount: Math.round(entry.query.amount * (1000 + step)) / 1000 };

/**
 * Milliseconds per checkExpense call over every table case, after three warm-up rounds: a warm
 * isolate, whose policy text was already prepared by an earlier check (checkExpense keeps it per
 * revision), as a card platform's stream of questions meets it.
 */
export function checkTimes(rounds = CHECK_ROUNDS): number[] {
  const policies = new Map(CHECK_POLICIES.map((entry) => [entry.id, checkablePolicy(entry.id)]));
  const cases = CHECK_CASES.map((entry) => ({ entry, policy: policies.get(entry.policy)! }));
  const round = (step: number) =>
    cases.map(({ entry, policy }) => {
      const query = varied(entry, step);
      const started = performance.now();
      checkExpense(policy, query, entry.language);
      return performance.now() - started;
    });
  for (let index = 0; index < 3; index++) round(-1 - index);
  return Array.from({ length: rounds }, (_, index) => round(index)).flat();
}

/**
 * Milliseconds of the first check of a revision: its text split and keyed, then the question
 * judged (what the first question after an edit costs). Each policy with its first table query,
 * under a revision number never seen before.
 */
export function firstCheckTimes(rounds = CHECK_ROUNDS): number[] {
  const firsts = CHECK_POLICIES.map((entry) => ({
    policy: checkablePolicy(entry.id),
    entry: CHECK_CASES.find((candidate) => candidate.policy === entry.id)!,
  }));
  let revision = 1000;
  const round = () =>
    firsts.map(({ policy, entry }) => {
      const fresh = { ...policy, revision: ++revision };
      const started = performance.now();
      checkExpense(fresh, entry.query, entry.language);
      return performance.now() - started;
    });
  round();
  return Array.from({ length: rounds }, round).flat();
}

/* ——— A month of card transactions ——— */

/** mulberry32: the same "random" batch on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Merchants as card feeds name them, with their MCC and the range of a usual amount in USD. */
const MERCHANTS: ReadonlyArray<{ name: string; mcc?: string; low: number; high: number }> = [
  { name: "Crepes & Waffles", mcc: "5812", low: 12, high: 160 },
  { name: "STARBUCKS #1234", mcc: "5814", low: 4, high: 25 },
  { name: "McDonald's", mcc: "5814", low: 6, high: 30 },
  { name: "Andrés Carne de Res", mcc: "5812", low: 30, high: 260 },
  { name: "The Dubliner Pub", mcc: "5813", low: 10, high: 120 },
  { name: "Licorera La 70", mcc: "5921", low: 15, high: 90 },
  { name: "Marriott", mcc: "3509", low: 90, high: 900 },
  { name: "Hotel Estelar", mcc: "7011", low: 70, high: 600 },
  { name: "Hilton Garden Inn", mcc: "3504", low: 110, high: 700 },
  { name: "LATAM Airlines", mcc: "3052", low: 90, high: 1800 },
  { name: "Avianca", mcc: "4511", low: 80, high: 1500 },
  { name: "American Airlines", mcc: "3001", low: 120, high: 2400 },
  { name: "Hertz", mcc: "3357", low: 40, high: 420 },
  { name: "Localiza", mcc: "7512", low: 35, high: 380 },
  { name: "Uber", mcc: "4121", low: 5, high: 70 },
  { name: "Taxi Libre", mcc: "4121", low: 4, high: 40 },
  { name: "Shell", mcc: "5541", low: 20, high: 110 },
  { name: "Terpel", mcc: "5542", low: 15, high: 90 },
  { name: "Casino Royal", mcc: "7995", low: 20, high: 300 },
  { name: "ATM Bancolombia", mcc: "6011", low: 40, high: 400 },
  { name: "Western Union", mcc: "4829", low: 50, high: 600 },
  { name: "Office Depot", mcc: "5943", low: 5, high: 700 },
  { name: "AWS", mcc: "5734", low: 10, high: 2500 },
  { name: "Amazon", mcc: "5942", low: 8, high: 400 },
  { name: "Papelería Panamericana", low: 5, high: 150 },
];
/** Policy-currency units per US dollar, roughly: the amounts stay plausible in each currency. */
const PER_USD: Record<string, number> = { USD: 1, COP: 4000, BRL: 5, MXN: 18, EUR: 0.92 };
const WITHOUT_CENTS = new Set(["COP", "CLP", "PYG", "ARS"]);
const ROLES: Record<Language, string[]> = {
  en: ["Employee", "Manager", "Director", "Sales Representative"],
  es: ["Empleado", "Gerente", "Director", "Vendedor"],
  "pt-BR": ["Colaborador", "Gerente", "Diretor", "Vendedor"],
};
const NOTES: Record<Language, string[]> = {
  en: ["client dinner, 4 people", "2 nights", "business class", "team lunch for 6 people", "trip to the plant"],
  es: ["cena con cliente, 4 personas", "2 noches", "clase ejecutiva", "almuerzo de equipo 6 personas", "visita a la planta"],
  "pt-BR": ["jantar com cliente, 4 pessoas", "2 diárias", "classe executiva", "almoço da equipe 6 pessoas", "visita à fábrica"],
};
/** Where merchants are: unsaid most of the time (else the policy's own country), abroad now and then. */
const PLACES: Array<{ country?: string; city?: string }> = [
  {},
  {},
  {},
  { country: "US", city: "Miami" },
  { country: "ES", city: "Madrid" },
];

/**
 * `count` transactions for a policy: its currency mostly, another with or without a rate now and
 * then, roles and notes on some rows, and every 40th row paid again to the same merchant on the same
 * day by the same cardholder (a split purchase when the two cross a limit together).
 */
export function transactionsFor(policy: CheckablePolicy, count = BATCH_ROWS, seed = 25): Transaction[] {
  const random = seeded(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const currency = policy.controls.policy.currency ?? "USD";
  const home = policy.controls.policy.country ?? undefined;
  const language = policy.language;
  const rows: Transaction[] = [];
  for (let index = 0; index < count; index++) {
    const previous = rows[index - 1];
    if (previous && index % 40 === 0) {
      rows.push({ ...previous, id: `tx-${index}`, amount: previous.amount });
      continue;
    }
    const merchant = pick(MERCHANTS);
    const foreign = random() < 0.12;
    const rowCurrency = foreign ? pick(["USD", "EUR"].filter((code) => code !== currency)) : currency;
    const usd = merchant.low * Math.pow(merchant.high / merchant.low, random());
    const raw = usd * (PER_USD[rowCurrency] ?? 1);
    const amount = WITHOUT_CENTS.has(rowCurrency) ? Math.round(raw / 100) * 100 : Math.round(raw * 100) / 100;
    const place = pick(PLACES);
    const row: Transaction = {
      id: `tx-${index}`,
      date: `2026-03-${String(1 + Math.floor(random() * 28)).padStart(2, "0")}`,
      merchant: merchant.name,
      amount,
      currency: rowCurrency,
      cardholder: `Cardholder ${1 + Math.floor(random() * 25)}`,
    };
    if (merchant.mcc) row.mcc = merchant.mcc;
    if (random() < 0.6) row.role = pick(ROLES[language]);
    if (random() < 0.25) row.note = pick(NOTES[language]);
    if (place.country && place.country !== home) Object.assign(row, place);
    else if (random() < 0.3) row.country = home;
    if (foreign && random() < 0.7) row.exchangeRate = (PER_USD[currency] ?? 1) / (PER_USD[rowCurrency] ?? 1);
    rows.push(row);
  }
  return rows;
}

/** Milliseconds per 1,000-row checkTransactions, the policies in turn, after one warm-up each. */
export function batchTimes(runs = BATCH_RUNS): number[] {
  const batches = BATCH_POLICIES.map((id) => {
    const policy = checkablePolicy(id);
    return { policy, rows: transactionsFor(policy) };
  });
  for (const { policy, rows } of batches) checkTransactions(policy, rows, policy.language);
  return Array.from({ length: runs }, (_, index) => {
    const { policy, rows } = batches[index % batches.length]!;
    const started = performance.now();
    const answered = checkTransactions(policy, rows, policy.language).rows;
    const elapsed = performance.now() - started;
    if (answered.length !== rows.length) throw new Error(`${policy.slug}: ${answered.length} verdicts for ${rows.length} rows`);
    return elapsed;
  });
}

/** The in-process rows: one check and a 1,000-row batch, against their budgets. */
export function benchCheck(table: BenchTable): void {
  const perCheck = checkTimes();
  table.times(
    `Can I expense this?, one check in process (${CHECK_CASES.length} table queries, ${CHECK_POLICIES.length} policies × ${CHECK_ROUNDS})`,
    perCheck,
    BUDGET.checkMedianMs,
  );
  table.times(
    `Can I expense this?, first check of a revision in process (text prepared; ${CHECK_POLICIES.length} policies × ${CHECK_ROUNDS})`,
    firstCheckTimes(),
    null,
  );
  table.times(
    `Can I expense this?, ${BATCH_ROWS.toLocaleString("en")}-row batch in process (${BATCH_POLICIES.length} languages, ${BATCH_RUNS} runs)`,
    batchTimes(),
    BUDGET.batchMedianMs,
  );
}

/* ——— Through the Worker ——— */

/** A public policy of the table's company, generated without signing in (its link is live at once). */
async function publicPolicy(server: WorkerServer, id: string): Promise<string> {
  const entry = CHECK_POLICIES.find((candidate) => candidate.id === id)!;
  const response = await benchFetch(`${server.origin}/api/policies/generate?mode=anonymous`, {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/json" },
    body: JSON.stringify({ userInput: entry.description, language: entry.language, companyName: `Bench Check ${Date.now()}` }),
  });
  const policy = (await response.json()) as { slug?: string };
  if (!response.ok || !policy.slug) throw new Error(`generation failed: ${response.status} ${JSON.stringify(policy)}`);
  return policy.slug;
}

/** Milliseconds of one request, body read; the answer's text for checking outside the timing. */
async function timed(url: string, init?: RequestInit): Promise<{ ms: number; text: string; status: number }> {
  const started = performance.now();
  const response = await benchFetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status === 429)
    throw new Error(`${url}: the check budget stopped the bench (Retry-After ${response.headers.get("Retry-After")} s)`);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`);
  return { ms, text, status: response.status };
}

/**
 * POST /api/policies/{slug}/check as a card platform's server sends it (no Origin): one expense at a
 * time, sequentially, then 1,000-row JSON batches, each request followed by the static asset. The
 * check surface is metered per network (HOURLY_BUDGETS.check × 2 an hour): the bench sends fewer
 * calls than that, so it never waits and the budget stays as it is.
 */
export async function benchCheckWorker(server: WorkerServer, table: BenchTable): Promise<void> {
  const calls = WORKER.warmUp + WORKER.checks + WORKER.batchWarmUp + WORKER.batches;
  if (calls > HOURLY_BUDGETS.check * 2)
    throw new Error(`${calls} checks would pass the network's hourly budget of ${HOURLY_BUDGETS.check * 2}`);
  const slug = await publicPolicy(server, WORKER_POLICY);
  const url = `${server.origin}/api/policies/${slug}/check`;
  const asset = `${server.origin}/favicon.svg`;
  const cases: CheckCase[] = CHECK_CASES.filter((entry) => entry.policy === WORKER_POLICY);
  const ask = (entry: CheckCase) =>
    timed(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": entry.language },
      // A case asked in words goes as the question (its query may lack what one expense must carry).
      body: JSON.stringify(entry.question ? { question: entry.question } : entry.query),
    });
  for (let index = 0; index < WORKER.warmUp; index++) {
    await ask(cases[index % cases.length]!);
    await timed(asset);
  }
  const checks: number[] = [];
  const checkAsset: number[] = [];
  for (let index = 0; index < WORKER.checks; index++) {
    const answer = await ask(cases[index % cases.length]!);
    if (!(JSON.parse(answer.text) as { verdict?: string }).verdict) throw new Error(`no verdict: ${answer.text.slice(0, 300)}`);
    checks.push(answer.ms);
    checkAsset.push((await timed(asset)).ms);
  }

  const entry = CHECK_POLICIES.find((candidate) => candidate.id === WORKER_POLICY)!;
  const local = checkablePolicy(WORKER_POLICY);
  const body = JSON.stringify({ transactions: transactionsFor(local) });
  const batch = () =>
    timed(url, { method: "POST", headers: { "Content-Type": "application/json", "Accept-Language": entry.language }, body });
  for (let index = 0; index < WORKER.batchWarmUp; index++) await batch();
  const batches: number[] = [];
  const batchAsset: number[] = [];
  for (let index = 0; index < WORKER.batches; index++) {
    const answer = await batch();
    const rows = (JSON.parse(answer.text) as { rows?: unknown[] }).rows?.length;
    if (rows !== BATCH_ROWS) throw new Error(`the batch answered ${rows} rows`);
    batches.push(answer.ms);
    batchAsset.push((await timed(asset)).ms);
  }

  table.times(`Can I expense this?, one check via POST …/check (local workerd, sequential)`, checks, null, {
    name: "static asset",
    times: checkAsset,
  });
  table.times(
    `Can I expense this?, ${BATCH_ROWS.toLocaleString("en")}-row JSON batch via POST …/check (${(body.length / 1024).toFixed(0)} KB)`,
    batches,
    BUDGET.batchMedianMs,
    { name: "static asset", times: batchAsset },
  );
}

// `npx tsx scripts/bench-check.ts [port]`: these figures alone — in process, then through the Worker
// on its own local server (scripts/serve-worker.mjs, after `npx remix build`); `--no-worker` skips the server.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const table = new BenchTable();
  benchCheck(table);
  if (!process.argv.includes("--no-worker")) {
    const { startWorkerServer } = await import("../tests/e2e/support/worker-server");
    const port = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 8813);
    const server = await startWorkerServer({ port, inspector: false, vars: { ANONYMOUS_GENERATIONS_PER_DAY_PER_IP: "100000" } });
    try {
      await benchCheckWorker(server, table);
    } finally {
      await server.stop();
    }
  }
  table.print();
  process.exit(table.ok ? 0 : 1);
}
