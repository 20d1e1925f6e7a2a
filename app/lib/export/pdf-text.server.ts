import type { PDFFont } from "pdf-lib";

/*
 * Text → glyph runs for the PDF. Each character is drawn with the style's Noto font when it has
 * the glyph, else with DejaVu Sans, else as a visible "?": nothing is silently dropped and no
 * character can make pdf-lib throw.
 */

export type Face = "regular" | "bold" | "italic" | "boldItalic";

export type FontSet = {
  faces: Record<Face, PDFFont>;
  fallback: PDFFont | null;
  /** Code points each font can draw (pdf-lib's `getCharacterSet`). */
  coverage: Map<PDFFont, Set<number>>;
};

export type Glyphs = { text: string; font: PDFFont };

export function faceOf(bold: boolean, italic: boolean): Face {
  if (bold && italic) return "boldItalic";
  return bold ? "bold" : italic ? "italic" : "regular";
}

type FontkitGlyph = { id: number; advanceWidth: number };
type FontkitFont = { glyphsForString(text: string): FontkitGlyph[]; layout: unknown };

/**
 * Replaces fontkit's full OpenType shaping (GSUB/GPOS lookups, about 2 ms per call with Noto) by a
 * plain character → glyph mapping. Latin, Greek and Cyrillic policy text needs no shaping once it
 * is NFC-normalised; the cost of a long policy drops from over a second to a few milliseconds.
 */
/** The parsed font behind a PDFFont: the same object for every document of this isolate (see `cachingFontkit`). */
export function fontkitOf(font: PDFFont): object {
  return (font as unknown as { embedder?: { font?: object } }).embedder?.font ?? font;
}

/**
 * fontkit for `registerFontkit` that parses each font file once per isolate: parsing four 600 KB
 * TTFs was most of a PDF's cold time. pdf-lib wraps the bytes in a new Uint8Array each time, so
 * the cache is keyed by the underlying buffer (the one `fontBytes` keeps).
 */
export function cachingFontkit(fontkit: { create(data: Uint8Array): unknown }) {
  const parsed = new WeakMap<ArrayBufferLike, unknown>();
  return {
    create(data: Uint8Array) {
      let font = parsed.get(data.buffer);
      if (!font) parsed.set(data.buffer, (font = fontkit.create(data)));
      return font;
    },
  };
}

export function simplifyLayout(font: PDFFont) {
  const fontkitFont = (font as unknown as { embedder?: { font?: FontkitFont } }).embedder?.font;
  if (!fontkitFont || (fontkitFont as { simplified?: boolean }).simplified) return;
  (fontkitFont as { simplified?: boolean }).simplified = true;
  fontkitFont.layout = (text: string) => {
    const glyphs = fontkitFont.glyphsForString(text);
    return { glyphs, positions: glyphs.map((glyph) => ({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 })) };
  };
}

const coverages = new WeakMap<object, Set<number>>();

export function coverageOf(font: PDFFont): Set<number> {
  const key = fontkitOf(font);
  let coverage = coverages.get(key);
  if (!coverage) coverages.set(key, (coverage = new Set(font.getCharacterSet())));
  return coverage;
}

/** Whether any character of the text needs a font other than Noto (to fetch DejaVu only then). */
export function needsFallback(text: string, noto: Set<number>): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && !noto.has(code)) return true;
  }
  return false;
}

/** Splits text into runs of one font each; tabs become spaces, other control characters are not text. */
export function glyphRuns(text: string, face: Face, fonts: FontSet): Glyphs[] {
  const primary = fonts.faces[face];
  const primaryCoverage = fonts.coverage.get(primary);
  const fallbackCoverage = fonts.fallback ? fonts.coverage.get(fonts.fallback) : undefined;
  const runs: Glyphs[] = [];
  const push = (char: string, font: PDFFont) => {
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  };
  for (const raw of text.normalize("NFC")) {
    const char = raw === "\t" || raw === "\u00a0" ? " " : raw;
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0xfe0f || code === 0x200d) continue;
    if (primaryCoverage?.has(code)) push(char, primary);
    else if (fonts.fallback && fallbackCoverage?.has(code)) push(char, fonts.fallback);
    else push("?", primary);
  }
  return runs;
}
