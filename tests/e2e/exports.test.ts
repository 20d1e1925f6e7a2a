import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withoutProposals } from "../../app/lib/rulebook/proposed-figures";

/*
 * The exports read back by real readers: a policy generated through the API by a signed-in user,
 * downloaded over HTTP from `wrangler dev`, checked with qpdf, pdftotext and pandoc.
 */

const origin = inject("origin");
const workDir = mkdtempSync(path.join(tmpdir(), "policysmith-exports-"));
let session = "";

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

beforeAll(async () => {
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "exports-e2e@example.com", firstName: "Eva", returnTo: "/" }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  session = /(?:^|,\s*)(session=[^;]+)/.exec(response.headers.get("set-cookie") ?? "")![1]!;
});

/**
 * fetch, asked again once when the server closed a kept-alive connection just as it was reused
 * (the reader runs between requests leave it idle past wrangler's keep-alive): the request never
 * reached the Worker, so sending it again changes nothing.
 */
async function call(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
    return fetch(url, init);
  }
}

const POLICY_INPUTS = {
  es: {
    companyName: "Peña & Ñandú Logística S.A.S.",
    userInput: `Nombre de la empresa: Peña & Ñandú Logística S.A.S.
País: Colombia
Moneda: COP
Empleados: 140
Industria: Logística

Roles y límites:
- Representante de ventas: 2.500.000 mensual, 800.000 por transacción
- Gerente de operaciones: 4.500.000 mensual, 1.500.000 por transacción
- Dirección: 9.000.000 mensual, 3.000.000 por transacción

Categorías de viaje:
- Comidas por día: 150.000
- Alojamiento por noche: 400.000

Reglas:
- Facturas electrónicas a nombre de la compañía con NIT
- Reportar gastos en 30 días`,
  },
  "pt-BR": {
    companyName: "Açaí São João Comércio Ltda.",
    userInput: `Nome da empresa: Açaí São João Comércio Ltda.
País: Brasil
Moeda: BRL
Funcionários: 45
Indústria: Alimentação

Funções e limites:
- Analista: 1.500 mensal, 500 por transação
- Coordenação: 2.500 mensal, 800 por transação
- Diretoria: 8.000 mensal, 3.000 por transação

Categorias de viagem:
- Refeições por dia: 120
- Hospedagem por noite: 450

Regras:
- Toda despesa exige nota fiscal emitida para o CNPJ da empresa
- Prestar contas em até 30 dias`,
  },
} as const;

type Policy = { slug: string; policyMarkdown: string };

async function generate(language: keyof typeof POLICY_INPUTS): Promise<Policy> {
  const response = await call(`${origin}/api/policies/generate`, {
    method: "POST",
    headers: { Origin: origin, Cookie: session, "Content-Type": "application/json" },
    body: JSON.stringify({ ...POLICY_INPUTS[language], language }),
  });
  expect(response.status).toBe(200);
  return response.json() as Promise<Policy>;
}

const downloaded = new Map<string, Promise<string>>();

/** Each file is downloaded once and read by every test that needs it. */
function download(slug: string, format: "pdf" | "docx"): Promise<string> {
  const key = `${slug}.${format}`;
  if (!downloaded.has(key)) downloaded.set(key, fetchFile(slug, format));
  return downloaded.get(key)!;
}

async function fetchFile(slug: string, format: "pdf" | "docx"): Promise<string> {
  const response = await call(`${origin}/api/policies/${slug}/${format}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; /);
  const file = path.join(workDir, `${slug}.${format}`);
  writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
  return file;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 32 * 1024 * 1024 });
  if (result.error) throw new Error(`${command} is not installed (npm test installs it): ${result.error.message}`);
  return result;
}

/** What a reader sees of a markdown line: link text, no emphasis marks, escaped characters as written (`\&` reads `&`). */
function shown(text: string): string {
  const escaped: string[] = [];
  const marked = text.replace(/\\([!-\/:-@[-`{-~])/g, (_, character: string) => `\u{F0000}${escaped.push(character) - 1}\u{F0001}`);
  const plain = marked
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return plain.replace(/\u{F0000}(\d+)\u{F0001}/gu, (_, index: string) => escaped[Number(index)] ?? "");
}

const flat = (text: string) => text.replace(/\s+/g, " ");

function headings(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => shown(line.replace(/^#+ /, "")));
}

function accentedWords(markdown: string): string[] {
  return [...new Set(shown(markdown).match(/[\p{L}]*[^\x00-\x7f\p{P}\p{S}\s][\p{L}]*/gu) ?? [])];
}

function listItems(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => /^\s*(?:[-*+]|\d+\.) /.test(line))
    .map((line) => shown(line.replace(/^\s*(?:[-*+]|\d+\.) /, "")));
}

function tableCells(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => /^\|.*\|\s*$/.test(line) && !/^\|[\s:|-]+\|\s*$/.test(line))
    .flatMap((line) =>
      line
        .trim()
        .slice(1, -1)
        .split("|")
        .map((cell) => shown(cell)),
    )
    .filter(Boolean);
}

/** The text of every Plain or Para block inside pandoc's tables: one per cell. */
function pandocTableCells(json: unknown): string[] {
  const inline = (node: unknown): string => {
    if (Array.isArray(node)) return node.map(inline).join("");
    if (!node || typeof node !== "object") return "";
    const { t, c } = node as { t?: string; c?: unknown };
    if (t === "Str") return String(c);
    if (t === "Space" || t === "SoftBreak" || t === "LineBreak") return " ";
    return inline(c);
  };
  const cells: string[] = [];
  const walk = (node: unknown, inTable: boolean) => {
    if (Array.isArray(node)) return node.forEach((child) => walk(child, inTable));
    if (!node || typeof node !== "object") return;
    const { t, c } = node as { t?: string; c?: unknown };
    if (inTable && (t === "Plain" || t === "Para")) cells.push(flat(inline(c)).trim());
    else walk(c, inTable || t === "Table");
  };
  walk((json as { blocks: unknown }).blocks, false);
  return cells;
}

describe.each(Object.keys(POLICY_INPUTS) as Array<keyof typeof POLICY_INPUTS>)(
  "exports of a policy in %s, read by real readers",
  (language) => {
    let policy: Policy;
    beforeAll(async () => {
      const generated = await generate(language);
      // The files carry what employees read: a figure the owner has not confirmed is "not set yet" (decision 035).
      policy = { ...generated, policyMarkdown: withoutProposals(generated.policyMarkdown, language) };
    });

    it("the PDF passes qpdf --check and pdftotext finds every heading and every accented word", async () => {
      const file = await download(policy.slug, "pdf");
      const check = run("qpdf", ["--check", file]);
      expect(check.status, check.stdout + check.stderr).toBe(0);
      const text = flat(run("pdftotext", ["-enc", "UTF-8", file, "-"]).stdout);
      const expectedHeadings = headings(policy.policyMarkdown);
      expect(expectedHeadings.length).toBeGreaterThan(5);
      expect(expectedHeadings.filter((heading) => !text.includes(heading))).toEqual([]);
      const words = accentedWords(policy.policyMarkdown);
      expect(words.length).toBeGreaterThan(5);
      expect(words.filter((word) => !text.includes(word))).toEqual([]);
    });

    it("page 1 of the PDF and the DOCX names the policy once: its title, then the first section", async () => {
      const [title, firstSection] = headings(policy.policyMarkdown);
      const company = POLICY_INPUTS[language].companyName;
      expect(title).toContain(company);
      const pdf = await download(policy.slug, "pdf");
      const pageOne = flat(run("pdftotext", ["-enc", "UTF-8", "-f", "1", "-l", "1", pdf, "-"]).stdout);
      const docx = await download(policy.slug, "docx");
      const docxText = flat(run("pandoc", ["-f", "docx", "-t", "plain", "--wrap=none", docx]).stdout);
      for (const text of [pageOne, docxText]) {
        const opening = text.slice(0, text.indexOf(firstSection!));
        expect(opening.split(title!).length - 1).toBe(1);
        expect(opening.split(company).length - 1).toBe(1);
      }
    });

    it("pandoc reads the DOCX back with its headings, list items and table cells", async () => {
      const file = await download(policy.slug, "docx");
      const plain = run("pandoc", ["-f", "docx", "-t", "plain", "--wrap=none", file]);
      expect(plain.status, plain.stderr).toBe(0);
      const text = flat(plain.stdout);
      expect(headings(policy.policyMarkdown).filter((heading) => !text.includes(heading))).toEqual([]);
      const items = listItems(policy.policyMarkdown);
      expect(items.length).toBeGreaterThan(3);
      expect(items.filter((item) => !text.includes(item))).toEqual([]);

      const json = JSON.parse(run("pandoc", ["-f", "docx", "-t", "json", file]).stdout) as unknown;
      const expectedCells = tableCells(policy.policyMarkdown);
      expect(expectedCells.length).toBeGreaterThan(3);
      expect(pandocTableCells(json)).toEqual(expect.arrayContaining(expectedCells));
    });
  },
);
