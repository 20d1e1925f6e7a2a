import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { inflateSync } from "node:zlib";
import fontkit from "@pdf-lib/fontkit";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFonts } from "../../../scripts/copy-fonts.mjs";
import type { ExportDocument } from "./export-document";
import { fontData, FONT_PATHS, type FontFile, type FontSource } from "./export-fonts.server";
import { pageSizeFor } from "./page-size";
import { renderPolicyDocx } from "./render-docx.server";
import { renderPolicyPdf } from "./render-pdf.server";
import { glyphRuns, PdfFont } from "./pdf-text.server";

/* The PDF and DOCX renderers on hostile input, in Node with the font files the build writes. */

const fonts: FontSource = async (file) => JSON.parse(readFileSync(join(process.cwd(), "public", FONT_PATHS[file]), "utf8"));
const workDir = mkdtempSync(join(tmpdir(), "policysmith-pdf-"));

beforeAll(() => copyFonts(), 120_000);
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** A real reader's view of the PDF: pdftotext's text (after qpdf --check has passed it). */
function readPdf(bytes: Uint8Array): string {
  const file = join(workDir, `policy-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const check = spawnSync("qpdf", ["--check", file], { encoding: "utf8" });
  expect(check.status, check.stdout + check.stderr).toBe(0);
  const text = spawnSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  expect(text.status, text.stderr).toBe(0);
  return text.stdout;
}

/** The /URI of every link annotation, page by page, as pdf-lib reads them back. */
async function linkTargets(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().flatMap((page) => {
    const annotations = page.node.Annots();
    if (!annotations) return [];
    return Array.from({ length: annotations.size() }, (_, index) => {
      const annotation = annotations.lookup(index, PDFDict);
      const action = annotation.lookup(PDFName.of("A"), PDFDict);
      expect(annotation.lookup(PDFName.of("Subtype"))).toBe(PDFName.of("Link"));
      expect(annotation.lookup(PDFName.of("Rect"), PDFArray).size()).toBe(4);
      return action.lookup(PDFName.of("URI"), PDFString).decodeText();
    });
  });
}

const documentFor = (markdown: string): ExportDocument => ({
  markdown,
  companyName: "Acme",
  title: "Travel and Expense Policy",
  language: "en",
  lang: "en-GB",
  author: "Policysmith",
  generatedOn: "Generated on November 23, 2026",
  generatedAt: new Date("2026-11-23T00:00:00Z"),
  pageLabel: (page, total) => `Page ${page} of ${total}`,
  pageSize: "a4",
});

const REDOS = join(process.cwd(), "..", "shared", "corpora", "markdown", "marked-redos");
const hasCorpus = existsSync(REDOS);
if (!hasCorpus) console.warn(`Skipping the marked ReDoS inputs: ${REDOS} is absent (third-party material, read in place).`);

describe.skipIf(!hasCorpus)("marked's ReDoS inputs as policies", () => {
  it("render to PDF and DOCX without error", { timeout: 120_000 }, async () => {
    for (const file of readdirSync(REDOS)) {
      const document = documentFor(readFileSync(join(REDOS, file), "utf8"));
      const pdf = await PDFDocument.load(await renderPolicyPdf(document, fonts));
      expect(pdf.getPageCount(), file).toBeGreaterThan(0);
      expect((await renderPolicyDocx(document)).byteLength, file).toBeGreaterThan(1000);
    }
  });
});

describe("adversarial lines of 100 KB as policies", () => {
  // Each renders in under 200 ms here: the budget fails on a 10× blow-up (quadratic layout or parsing), not on a slow machine.
  const BUDGET_MS = 2_000;
  const LINES = [
    `# #${" ".repeat(100_000)}a`,
    `| ${"1 ".repeat(50_000)} |`,
    `- ${"over $1,000 ".repeat(8_000)}`,
    `${"a".repeat(100_000)}|`,
    `${"**a".repeat(30_000)}`,
  ];
  it("render to PDF and DOCX within budget", { timeout: 120_000 }, async () => {
    const slow: string[] = [];
    for (const [index, line] of LINES.entries()) {
      const document = documentFor(`# Policy\n\n## 1. Purpose\n\n${line}\n`);
      let started = performance.now();
      const pdf = await PDFDocument.load(await renderPolicyPdf(document, fonts));
      const pdfMs = performance.now() - started;
      started = performance.now();
      const docx = await renderPolicyDocx(document);
      const docxMs = performance.now() - started;
      expect(pdf.getPageCount()).toBeGreaterThan(0);
      expect(docx.byteLength).toBeGreaterThan(1000);
      if (pdfMs > BUDGET_MS || docxMs > BUDGET_MS) slow.push(`line ${index + 1}: PDF ${pdfMs.toFixed(0)} ms, DOCX ${docxMs.toFixed(0)} ms`);
    }
    expect(slow).toEqual([]);
  });
});

describe("characters in the PDF", () => {
  it("Noto draws accents and currency signs, DejaVu the symbols Noto lacks, and the rest becomes a visible �", async () => {
    const doc = await PDFDocument.create();
    const regular = new PdfFont(await fontData(fonts, "regular"), doc, PDFName.of("F1"), "AAAAAA");
    const fallback = new PdfFont(await fontData(fonts, "fallback"), doc, PDFName.of("F2"), "AAAAAB");
    const set = { faces: { regular, bold: regular, italic: regular, boldItalic: regular }, fallback };
    const runs = glyphRuns("á é í ó ú ñ ç ã õ R$ € ₡ ₲ ≥ → 中", "regular", set);
    expect(runs.map((run) => [run.text, run.font === regular ? "noto" : "dejavu"])).toEqual([
      ["á é í ó ú ñ ç ã õ R$ € ₡ ₲ ", "noto"],
      ["≥", "dejavu"],
      [" ", "noto"],
      ["→", "dejavu"],
      [" ", "noto"],
      ["\ufffd", "dejavu"],
    ]);
  });

  it("the embedded subset fonts are read back as text: accents, € and R$, and the replacement for what no font has", async () => {
    const markdown =
      "# Política de Viáticos\n\nAção, coração, señal, niño, São Paulo: R$ 1.500 ou € 300, ₲ 90.000; límite ≥ 2 → aprobación. **Negrita ñandú** e *itálico açaí* e ***ambos çãé***.\n\nNome: 山田 Ltda.";
    const text = readPdf(await renderPolicyPdf(documentFor(markdown), fonts));
    for (const word of [
      "Política de Viáticos",
      "Ação",
      "coração",
      "señal",
      "niño",
      "São Paulo",
      "R$ 1.500",
      "€ 300",
      "₲ 90.000",
      "≥ 2 → aprobación",
      "Negrita ñandú",
      "itálico açaí",
      "ambos çãé",
    ]) {
      expect(text).toContain(word);
    }
    // Each CJK character becomes one visible replacement character, never nothing.
    expect(text).toContain("Nome: \ufffd\ufffd Ltda.");
  });

  it("a policy full of symbols, emoji and CJK still renders", async () => {
    const pdf = await renderPolicyPdf(documentFor("# Límites ≥ 3 → ✓\n\nEmoji 😀👍🏽 and 中文 日本語 한국어 \u0000\u0007 text."), fonts);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    expect(readPdf(pdf)).toMatch(/Emoji \ufffd+ and \ufffd\ufffd/);
  });
});

describe("the build's font subsets", () => {
  const sources: Partial<Record<FontFile, string>> = {
    regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
    boldItalic: "@expo-google-fonts/noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf",
    fallback: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  };
  it.each(Object.entries(sources))("%s: every glyph keeps the outline and advance it has in the original font", async (file, source) => {
    const data = await fontData(fonts, file as FontFile);
    const subset = fontkit.create(Buffer.from(inflateSync(data.fontFile)));
    const original = fontkit.create(readFileSync(createRequire(import.meta.url).resolve(source)));
    expect(subset.numGlyphs).toBe(data.widths.length);
    for (const [code, glyph] of data.glyphs) {
      const before = original.glyphForCodePoint(code);
      const after = subset.getGlyph(glyph);
      expect([String.fromCodePoint(code), after.path.toSVG(), after.advanceWidth]).toEqual([
        String.fromCodePoint(code),
        before.path.toSVG(),
        before.advanceWidth,
      ]);
    }
  });
});

describe("links in the PDF", () => {
  it("a markdown link is a clickable URI annotation; javascript:, data: and relative links get none", async () => {
    const markdown = [
      "Read the [tax office's guide](https://www.dian.gov.co/normatividad?año=2025) or write to [finance](mailto:finanzas@example.com).",
      "",
      "Never [click me](javascript:alert(1)), [this](data:text/html,<script>alert(1)</script>), [that](jav&#x09;ascript:alert(2)) or [home](/policies).",
      "",
      "| Role | Rule |\n| --- | --- |\n| Sales | See [limits](https://example.com/limits) |",
    ].join("\n");
    const pdf = await renderPolicyPdf(documentFor(markdown), fonts);
    expect(await linkTargets(pdf)).toEqual([
      "https://www.dian.gov.co/normatividad?a%C3%B1o=2025",
      "mailto:finanzas@example.com",
      "https://example.com/limits",
    ]);
    // The unsafe links keep their text, as plain text.
    expect(readPdf(pdf)).toContain("Never click me, this, that or home.");
  });
});

describe("paper size", () => {
  it("Letter for the United States, Canada, Mexico and other Letter countries of the Americas; A4 elsewhere or unknown", () => {
    expect(pageSizeFor({ country: { code: "us" } }, null)).toBe("letter");
    expect(pageSizeFor({ country: { code: "CO" } }, "Brazil")).toBe("letter");
    expect(pageSizeFor({ country: { code: "BR" } }, "Mexico")).toBe("a4");
    expect(pageSizeFor(null, "México")).toBe("letter");
    expect(pageSizeFor(null, "Estados Unidos")).toBe("letter");
    expect(pageSizeFor(null, "Argentina")).toBe("a4");
    expect(pageSizeFor(null, null)).toBe("a4");
  });
});

describe("any code point in the policy text", () => {
  // A lone surrogate (raw and as a character reference), U+FFFF, U+FFFE, NUL and a C0 control, in text and in link targets.
  const hostile = [
    "# Policy \uD800 title\u0000",
    "",
    "Text with a lone \uDC00 surrogate, \uFFFF, \uFFFE and \u0001 control, and as references: &#xD800; &#xFFFF; &#1; &#0;.",
    "",
    "A [link](https://example.com/a&#xD800;b) with a surrogate reference, [another](https://example.com/\uFFFF) with U+FFFF and [a third](https://example.com/\uD800x).",
  ].join("\n");

  it("the PDF renders: qpdf checks it, pdftotext reads it, and the links survive as valid URIs", async () => {
    const bytes = await renderPolicyPdf(documentFor(hostile), fonts);
    const text = readPdf(bytes);
    expect(text).toContain("Text with a lone");
    for (const target of await linkTargets(bytes)) expect(() => decodeURI(target)).not.toThrow();
  });

  it("the DOCX holds only characters XML allows, in every part (rels included), and pandoc reads it", async () => {
    const bytes = await renderPolicyDocx(documentFor(hostile));
    const parts = unzipSync(bytes);
    for (const [name, content] of Object.entries(parts).filter(([name]) => /\.(xml|rels)$/.test(name))) {
      const xml = strFromU8(content);
      expect(
        /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udfff]/u.test(xml.replace(/[\ud800-\udbff][\udc00-\udfff]/g, "")),
        name,
      ).toBe(false);
      expect(/&#x?0*(?:[0-8bcef]|1[0-9a-f]|d[89a-f][0-9a-f]{2}|fff[ef]);/i.test(xml), name).toBe(false);
    }
    const file = join(workDir, `hostile-${Date.now()}.docx`);
    writeFileSync(file, bytes);
    const pandoc = spawnSync("pandoc", ["-f", "docx", "-t", "plain", file], { encoding: "utf8" });
    expect(pandoc.status, pandoc.stderr).toBe(0);
    expect(pandoc.stdout).toContain("Text with a lone");
  });
});

describe("a version behind another", () => {
  it("carries the out-of-date line under its title in the PDF and the DOCX", async () => {
    const behind = "The Spanish version was changed on 12 March 2027; this English version may not include those changes.";
    const document = { ...documentFor("# Policy\n\n## 1. Purpose\n\nText."), behind };
    const text = readPdf(await renderPolicyPdf(document, fonts)).replace(/\s+/g, " ");
    expect(text).toContain(behind);
    expect(text.indexOf(behind)).toBeLessThan(text.indexOf("Purpose"));
    const xml = strFromU8(unzipSync(await renderPolicyDocx(document))["word/document.xml"]!);
    expect(xml).toContain(behind);
    expect(readPdf(await renderPolicyPdf(documentFor("# Policy\n\nText."), fonts))).not.toContain("may not include");
  });
});

describe("entity references written in the markdown", () => {
  // A browser shows é for &eacute;; the PDF and the DOCX must show the same characters, in a
  // paragraph, a heading, a table cell and code alike.
  const markdown = [
    "# Pol&iacute;tica",
    "",
    "## 1. Prop&oacute;sito",
    "",
    "Caf&eacute; con el equipo de Espa&ntilde;a en Cura&ccedil;ao: hasta 40 &#x20AC; por d&iacute;a &mdash; `&eacute;` incluido.",
    "",
    "| Concepto | L&iacute;mite |",
    "| --- | --- |",
    "| Alojamiento en Bras&iacute;lia | 350 &euro; |",
  ].join("\n");
  const expected = [
    "Política",
    "Propósito",
    "Café con el equipo de España en Curaçao: hasta 40 € por día — é incluido.",
    "Alojamiento en Brasília",
    "350 €",
  ];

  it("pdftotext reads é, ñ, ç and € back from the PDF", async () => {
    const text = readPdf(await renderPolicyPdf(documentFor(markdown), fonts)).replace(/\s+/g, " ");
    for (const phrase of expected) expect(text).toContain(phrase);
    expect(text).not.toMatch(/&\w+;|&#x?[0-9a-f]+;/i);
  });

  it("pandoc reads é, ñ, ç and € back from the DOCX", async () => {
    const file = join(workDir, `entities-${Date.now()}.docx`);
    writeFileSync(file, await renderPolicyDocx(documentFor(markdown)));
    const pandoc = spawnSync("pandoc", ["-f", "docx", "-t", "plain", "--wrap=none", file], { encoding: "utf8" });
    expect(pandoc.status, pandoc.stderr).toBe(0);
    for (const phrase of expected) expect(pandoc.stdout).toContain(phrase);
    expect(pandoc.stdout).not.toMatch(/&\w+;|&#x?[0-9a-f]+;/i);
  });
});

describe("the DOCX's structure, as a reader sees it", () => {
  // render-docx.server.ts writes the body's WordprocessingML itself: pandoc must read back the
  // headings, styled runs, lists (their numbers, nesting and bullets), tables and links.
  const markdown = [
    '# Travel & "expenses" <policy>',
    "",
    "Book with **a [bold link](https://travel.example/book?a=1&b=2) here** and *care*.",
    "Second line.",
    "",
    "- receipts kept",
    "- bullet",
    "  - nested bullet",
    "    1. nested number",
    "    2. nested number two",
    "",
    "3. third",
    "4. fourth",
    "",
    "| Role | Limit |",
    "| --- | --: |",
    "| **Director** | 5,000 |",
    "| Analyst | [table link](https://limits.example) |",
    "",
    "---",
    "",
    "## Afterwards",
  ].join("\n");

  it("pandoc reads its headings, emphasis, links, numbered and nested lists and table", async () => {
    const file = join(workDir, `structure-${Date.now()}.docx`);
    writeFileSync(file, await renderPolicyDocx(documentFor(markdown)));
    const pandoc = spawnSync("pandoc", ["-f", "docx", "-t", "gfm", "--wrap=none", file], { encoding: "utf8" });
    expect(pandoc.status, pandoc.stderr).toBe(0);
    const gfm = pandoc.stdout;
    expect(gfm).toContain('# Travel & "expenses" \\<policy\\>');
    expect(gfm).toContain("## Afterwards");
    expect(gfm).toContain("**a [bold link](https://travel.example/book?a=1&b=2) here** and *care*.  \nSecond line.");
    expect(gfm).toMatch(/- {3}receipts kept\s+- {3}bullet\s+- {3}nested bullet\s+1\. {2}nested number\s+2\. {2}nested number two/);
    expect(gfm).toMatch(/3\. {2}third\s+4\. {2}fourth/);
    expect(gfm).toMatch(/\| \*\*Role\*\* +\| \*\*Limit\*\* +\|/);
    expect(gfm).toMatch(/\| \*\*Director\*\* +\| 5,000 +\|/);
    expect(gfm).toContain("[table link](https://limits.example)");
  });
});

describe("the title on page 1", () => {
  const occurrences = (text: string, phrase: string) => text.replace(/\s+/g, " ").split(phrase).length - 1;
  const docxText = async (markdown: string) => {
    const file = join(workDir, `title-${Date.now()}-${Math.random().toString(36).slice(2)}.docx`);
    writeFileSync(file, await renderPolicyDocx(documentFor(markdown)));
    const pandoc = spawnSync("pandoc", ["-f", "docx", "-t", "plain", "--wrap=none", file], { encoding: "utf8" });
    expect(pandoc.status, pandoc.stderr).toBe(0);
    return pandoc.stdout;
  };
  const policy = "# Acme Travel and Expense Policy\n\n## 1. Purpose\n\nThis policy explains how Acme pays for travel.\n";

  it("prints the policy's opening heading once in the PDF and the DOCX, before the first section", async () => {
    const pdf = readPdf(await renderPolicyPdf(documentFor(policy), fonts));
    expect(occurrences(pdf, "Travel and Expense Policy")).toBe(1);
    expect(occurrences(pdf, "Acme Travel and Expense Policy")).toBe(1);
    expect(pdf.indexOf("Acme Travel and Expense Policy")).toBeLessThan(pdf.indexOf("1. Purpose"));
    const docx = await docxText(policy);
    expect(occurrences(docx, "Travel and Expense Policy")).toBe(1);
    expect(docx.indexOf("Acme Travel and Expense Policy")).toBeLessThan(docx.indexOf("1. Purpose"));
  });

  it("without an opening heading, names the company and the document once", async () => {
    const untitled = "## 1. Purpose\n\nThis policy explains how Acme pays for travel.\n";
    const pdf = readPdf(await renderPolicyPdf(documentFor(untitled), fonts));
    expect(occurrences(pdf, "Travel and Expense Policy")).toBe(1);
    const docx = strFromU8(unzipSync(await renderPolicyDocx(documentFor(untitled)))["word/document.xml"]!);
    expect(occurrences(docx, "Travel and Expense Policy")).toBe(1);
  });
});
