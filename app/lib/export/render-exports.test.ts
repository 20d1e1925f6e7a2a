import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { ExportDocument } from "./export-document";
import type { FontFile, FontSource } from "./export-fonts.server";
import { pageSizeFor } from "./page-size";
import { renderPolicyDocx } from "./render-docx.server";
import { renderPolicyPdf } from "./render-pdf.server";
import { glyphRuns } from "./pdf-text.server";
import fontkit from "@pdf-lib/fontkit";

/* The PDF and DOCX renderers on hostile input, in Node with the same font files the build copies. */

const require = createRequire(import.meta.url);
const FONT_FILES: Record<FontFile, string> = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  italic: "@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf",
  boldItalic: "@expo-google-fonts/noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf",
  fallback: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
};
const fonts: FontSource = async (file) => {
  const bytes = readFileSync(require.resolve(FONT_FILES[file]));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

const documentFor = (markdown: string): ExportDocument => ({
  markdown, companyName: "Acme", title: "Travel and Expense Policy", language: "en", author: "Policysmith",
  generatedOn: "Generated on November 23, 2026", generatedAt: new Date("2026-11-23T00:00:00Z"), pageLabel: (page, total) => `Page ${page} of ${total}`, pageSize: "a4",
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

describe("characters in the PDF", () => {
  it("Noto draws accents and currency signs, DejaVu the symbols Noto lacks, and the rest becomes a visible ?", async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const regular = await doc.embedFont(await fonts("regular"), { subset: true });
    const fallback = await doc.embedFont(await fonts("fallback"), { subset: true });
    const set = {
      faces: { regular, bold: regular, italic: regular, boldItalic: regular }, fallback,
      coverage: new Map([regular, fallback].map((font) => [font, new Set(font.getCharacterSet())])),
    };
    const runs = glyphRuns("á é í ó ú ñ ç ã õ R$ € ≥ → 中", "regular", set);
    expect(runs.map((run) => [run.text, run.font === regular ? "noto" : "dejavu"])).toEqual([
      ["á é í ó ú ñ ç ã õ R$ € ", "noto"], ["≥", "dejavu"], [" ", "noto"], ["→", "dejavu"], [" ?", "noto"],
    ]);
  });

  it("a policy full of symbols, emoji and CJK still renders", async () => {
    const pdf = await renderPolicyPdf(documentFor("# Límites ≥ 3 → ✓\n\nEmoji 😀👍🏽 and 中文 日本語 한국어 \u0000\u0007 text."), fonts);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
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
