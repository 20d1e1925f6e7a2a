// Export budgets of the "taking the policy away" issue, part of `npm run bench`: PDF and DOCX
// cold renders and R2 hits on the local Worker (no devtools inspector), next to headless Chromium printing the same
// policy's HTML to PDF and pandoc turning the same markdown into DOCX, measured in the same run.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderPolicyHtml } from "../app/lib/markdown/render-html";
import { pathToFileURL } from "node:url";
import { launchBrowser } from "../tests/e2e/support/browser";
import { startWorkerServer, type WorkerServer } from "../tests/e2e/support/worker-server";
import { BenchTable } from "./bench-table";
import { benchFetch } from "./bench-fetch";

const COLD_RUNS = 12;
const HIT_RUNS = 20;
const WARM_UP = 2;
export const EXPORT_BUDGET = { pdfColdMs: 25, docxColdMs: 30, hitMs: 10 };

type Policy = { slug: string; policyMarkdown: string };

/** A Spanish policy with a limits table (the composer writes one per role). */
async function generateSpanishPolicy(server: WorkerServer, cookie: string, index: number): Promise<Policy> {
  const roles = Array.from(
    { length: 8 },
    (_, role) => `- Rol ${role + 1} de operaciones: ${(role + 2) * 1_000_000} mensual, ${(role + 1) * 300_000} por transacción`,
  ).join("\n");
  const response = await benchFetch(`${server.origin}/api/policies/generate`, {
    method: "POST",
    headers: { Origin: server.origin, Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({
      language: "es",
      companyName: `Compañía Andina de Logística ${index} ${Date.now()}`,
      userInput: `País: Colombia\nMoneda: COP\nEmpleados: 480\nIndustria: Logística\n\nRoles y límites:\n${roles}\n\nCategorías de viaje:\n- Comidas por día: 150.000\n- Alojamiento por noche: 400.000\n\nReglas:\n- Factura electrónica a nombre de la compañía con NIT\n- Reportar los gastos en 30 días\n- Viajes internacionales con dos semanas de aviso`,
    }),
  });
  if (!response.ok) throw new Error(`generation failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Policy;
}

async function timedDownload(server: WorkerServer, slug: string, format: "pdf" | "docx", expected: "HIT" | "MISS") {
  const started = performance.now();
  const response = await benchFetch(`${server.origin}/api/policies/${slug}/${format}`);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.headers.get("x-export-cache") !== expected)
    throw new Error(`${format} ${slug}: expected ${expected}, got ${response.headers.get("x-export-cache")}`);
  return elapsed;
}

async function chromiumPrintTimes(markdown: string): Promise<number[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const html = `<!doctype html><html lang="es"><meta charset="utf-8"><style>body{font-family:"Noto Sans",sans-serif;font-size:11pt;margin:0}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px}</style><body>${renderPolicyHtml(markdown)}</body></html>`;
    const times: number[] = [];
    for (let run = 0; run < COLD_RUNS + WARM_UP; run++) {
      const started = performance.now();
      await page.setContent(html);
      await page.pdf({ format: "A4", printBackground: true, displayHeaderFooter: true });
      if (run >= WARM_UP) times.push(performance.now() - started);
    }
    return times;
  } finally {
    await browser.close();
  }
}

/** One run of a command, to its exit: asynchronous, so the event loop (and the HTTP client's sockets) keeps running. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr}`))));
  });
}

/**
 * pandoc's time per DOCX, the process started and awaited like the Worker's requests. Not
 * spawnSync: a loop of them blocked the event loop for seconds, the idle keep-alive socket to the
 * Worker was closed by the server meanwhile, and the bench's next request failed on it.
 */
async function pandocTimes(markdown: string): Promise<number[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "policysmith-bench-"));
  try {
    writeFileSync(path.join(dir, "policy.md"), markdown);
    const times: number[] = [];
    for (let index = 0; index < COLD_RUNS + WARM_UP; index++) {
      const started = performance.now();
      await run("pandoc", ["-f", "markdown", "-t", "docx", "-o", path.join(dir, "policy.docx"), path.join(dir, "policy.md")]);
      if (index >= WARM_UP) times.push(performance.now() - started);
    }
    return times;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the export measurements against a started server and adds them to the table. */
export async function benchExports(server: WorkerServer, cookie: string, table: BenchTable): Promise<void> {
  const policies: Policy[] = [];
  for (let index = 0; index < COLD_RUNS + WARM_UP; index++) policies.push(await generateSpanishPolicy(server, cookie, index));
  const words = policies[0]!.policyMarkdown.split(/\s+/).filter(Boolean).length;

  const cold = { pdf: [] as number[], docx: [] as number[] };
  const hits = { pdf: [] as number[], docx: [] as number[] };
  // Each policy's PDF then its DOCX, both absent from R2: the isolate is warmed for both formats
  // alike (measured one after the other, the first format paid the whole warm-up).
  for (const [index, policy] of policies.entries()) {
    for (const format of ["pdf", "docx"] as const) {
      const elapsed = await timedDownload(server, policy.slug, format, "MISS");
      if (index >= WARM_UP) cold[format].push(elapsed); // the first ones load fonts and warm the isolate
    }
  }
  for (const format of ["pdf", "docx"] as const) {
    for (let run = 0; run < HIT_RUNS; run++)
      hits[format].push(await timedDownload(server, policies[run % policies.length]!.slug, format, "HIT"));
  }
  const chromium = await chromiumPrintTimes(policies[0]!.policyMarkdown);
  const pandoc = await pandocTimes(policies[0]!.policyMarkdown);
  const policy = `${words}-word Spanish policy`;
  table.times(`PDF cold render, ${policy}`, cold.pdf, EXPORT_BUDGET.pdfColdMs, { name: "Chromium print", times: chromium });
  table.times(`DOCX cold render, ${policy}`, cold.docx, EXPORT_BUDGET.docxColdMs, { name: "pandoc", times: pandoc });
  table.times("PDF from R2 (hit)", hits.pdf, EXPORT_BUDGET.hitMs);
  table.times("DOCX from R2 (hit)", hits.docx, EXPORT_BUDGET.hitMs);
}

/** `npx tsx scripts/bench-exports.ts` (after a build): only these measurements, on BENCH_PORT (default 8796). */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const unlimited = "100000";
  const server = await startWorkerServer({
    port: Number(process.env.BENCH_PORT ?? 8796),
    inspector: false,
    vars: {
      GENERATIONS_PER_MINUTE_PER_IP: unlimited,
      GENERATIONS_PER_DAY_PER_IP: unlimited,
      GENERATIONS_PER_DAY_PER_USER: unlimited,
      AI_MODE: "composer",
    },
  });
  const table = new BenchTable();
  try {
    const login = await benchFetch(`${server.origin}/api/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "bench@example.com", firstName: "Bench" }),
    });
    await benchExports(server, login.headers.get("set-cookie")!.split(";")[0]!, table);
  } finally {
    await server.stop();
  }
  table.print();
  process.exit(table.ok ? 0 : 1);
}
