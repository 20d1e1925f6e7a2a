import { PDFContext, PDFName, PDFNumber, PDFObject, PDFRawStream, PDFString, type PDFDocument, type PDFRef } from "pdf-lib";
import type { FontData } from "./export-fonts.server";

/**
 * A PDF object already serialised: pdf-lib writes its bytes as they are (one copy), so what is
 * the same in every document (a font's file, its ToUnicode map, its widths) is built once.
 */
class SerialisedObject extends PDFObject {
  constructor(private readonly bytes: Uint8Array) {
    super();
  }

  static of(object: PDFObject): SerialisedObject {
    const bytes = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(bytes, 0);
    return new SerialisedObject(bytes);
  }

  clone(): SerialisedObject {
    return this;
  }

  toString(): string {
    return Array.from(this.bytes, (byte) => String.fromCharCode(byte)).join("");
  }

  sizeInBytes(): number {
    return this.bytes.length;
  }

  copyBytesInto(buffer: Uint8Array, offset: number): number {
    buffer.set(this.bytes, offset);
    return this.bytes.length;
  }
}

/** A face's objects that do not depend on the document, serialised once per isolate (FontData is cached per isolate). */
type FontParts = { fontFile: SerialisedObject; toUnicode: SerialisedObject; widths: SerialisedObject };
const fontParts = new WeakMap<FontData, FontParts>();

function partsOf(data: FontData): FontParts {
  let parts = fontParts.get(data);
  if (!parts) {
    const context = PDFContext.create();
    const stream = (bytes: Uint8Array, extra: Record<string, number> = {}) =>
      SerialisedObject.of(PDFRawStream.of(context.obj({ Filter: "FlateDecode", Length: bytes.length, ...extra }), bytes));
    parts = {
      fontFile: stream(data.fontFile, { Length1: data.fontFileLength }),
      toUnicode: stream(data.toUnicode),
      widths: SerialisedObject.of(context.obj(data.widths.map((width) => PDFNumber.of(width)))),
    };
    fontParts.set(data, parts);
  }
  return parts;
}

/**
 * A face's lookups for the layout, built once per isolate: the glyph of each code point of the
 * Basic Multilingual Plane (glyph + 1, 0 when the face has none; the rest is read from the map),
 * and each glyph's advance at size 1 and its id as the four hex digits a `Tj` shows.
 */
type FontTables = { bmp: Uint16Array; advances: Float64Array; hex: string[] };
const fontTables = new WeakMap<FontData, FontTables>();

function tablesOf(data: FontData): FontTables {
  let tables = fontTables.get(data);
  if (!tables) {
    const bmp = new Uint16Array(0x10000);
    let glyphs = data.widths.length;
    for (const [code, glyph] of data.glyphs) {
      if (code < 0x10000) bmp[code] = glyph + 1;
      glyphs = Math.max(glyphs, glyph + 1);
    }
    const advances = new Float64Array(glyphs);
    const hex: string[] = [];
    for (let glyph = 0; glyph < glyphs; glyph += 1) {
      advances[glyph] = (data.widths[glyph] ?? 0) / 1000;
      hex.push(glyph.toString(16).padStart(4, "0"));
    }
    fontTables.set(data, (tables = { bmp, advances, hex }));
  }
  return tables;
}

/*
 * Text → glyph runs for the PDF. Each character is drawn with the style's Noto font when it has
 * the glyph, else with DejaVu Sans, else as a visible replacement (� in DejaVu): nothing is
 * silently dropped and no character can make the renderer throw.
 */

export type Face = "regular" | "bold" | "italic" | "boldItalic";

/**
 * One prebuilt font subset in one document: a Type0 font with an Identity-H encoding over a
 * CIDFontType2 whose CIDs are the subset's glyph ids, written into the PDF on first use.
 * Layout needs no shaping: policy text is NFC-normalised Latin, one glyph per character.
 */
export class PdfFont {
  private ref: PDFRef | null = null;
  private readonly tables: FontTables;

  constructor(
    readonly data: FontData,
    private readonly doc: PDFDocument,
    /** The resource name pages use for it (/F1 …). */
    readonly name: PDFName,
    /** Six capital letters, the subset prefix of its /BaseFont (PDF 32000-1 §9.6.4). */
    private readonly tag: string,
  ) {
    this.tables = tablesOf(data);
  }

  /** The glyph of a code point, -1 when the face has none. */
  glyph(code: number): number {
    return code < 0x10000 ? this.tables.bmp[code]! - 1 : (this.data.glyphs.get(code) ?? -1);
  }

  has(code: number): boolean {
    return this.glyph(code) >= 0;
  }

  /** Advance of a glyph at size 1. */
  glyphAdvance(glyph: number): number {
    return glyph < 0 ? 0 : this.tables.advances[glyph]!;
  }

  /** A glyph's id as the four hex digits a `Tj` shows (two bytes per glyph, Identity-H); nothing for none. */
  glyphHex(glyph: number): string {
    return glyph < 0 ? "" : this.tables.hex[glyph]!;
  }

  /** Advance of one character at size 1. */
  advance(code: number): number {
    return this.glyphAdvance(this.glyph(code));
  }

  /** Width of a string at size 1, from per-character advances (kerning ignored: a fraction of a point per line). */
  widthOf(text: string): number {
    let total = 0;
    for (const char of text) {
      const glyph = this.glyph(char.codePointAt(0)!);
      total += glyph < 0 ? 0 : (this.data.widths[glyph] ?? 0);
    }
    return total / 1000;
  }

  /** The string's glyph ids as the hex string a `Tj` shows. */
  hex(text: string): string {
    let hex = "";
    for (const char of text) hex += this.glyphHex(this.glyph(char.codePointAt(0)!));
    return hex;
  }

  /** The font dictionary, written into the document the first time a page uses the font. */
  reference(): PDFRef {
    if (!this.ref) this.ref = this.embed();
    return this.ref;
  }

  private embed(): PDFRef {
    const { context } = this.doc;
    const data = this.data;
    const parts = partsOf(data);
    const baseFont = `${this.tag}+${data.postScriptName}`;
    // Symbolic (bit 3), as a subset with its own glyph ids is; italic (bit 7).
    const flags = 4 | (data.italic ? 64 : 0);
    const descriptor = context.register(
      context.obj({
        Type: "FontDescriptor",
        FontName: baseFont,
        Flags: flags,
        FontBBox: data.bbox,
        ItalicAngle: data.italicAngle,
        Ascent: data.ascent,
        Descent: data.descent,
        CapHeight: data.capHeight,
        XHeight: data.xHeight,
        StemV: 0,
        FontFile2: context.register(parts.fontFile),
      }),
    );
    const cidFont = context.register(
      context.obj({
        Type: "Font",
        Subtype: "CIDFontType2",
        BaseFont: baseFont,
        CIDToGIDMap: "Identity",
        CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
        FontDescriptor: descriptor,
        W: [0, parts.widths],
      }),
    );
    return context.register(
      context.obj({
        Type: "Font",
        Subtype: "Type0",
        BaseFont: baseFont,
        Encoding: "Identity-H",
        DescendantFonts: [cidFont],
        ToUnicode: context.register(parts.toUnicode),
      }),
    );
  }
}

export type FontSet = { faces: Record<Face, PdfFont>; fallback: PdfFont | null };

export type Glyphs = { text: string; font: PdfFont };

export function faceOf(bold: boolean, italic: boolean): Face {
  if (bold && italic) return "boldItalic";
  return bold ? "bold" : italic ? "italic" : "regular";
}

const REPLACEMENT = "\ufffd";
const REPLACEMENT_CODE = 0xfffd;

/** Whether any character of the text needs a font other than Noto (to fetch DejaVu only then). */
export function needsFallback(text: string, noto: FontData): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code > 0x20 && !noto.glyphs.has(code)) return true;
  }
  return false;
}

/**
 * The character and font that draw `raw`: the style's Noto face, else DejaVu, else a visible
 * replacement; null for what is not text (control characters, emoji joiners and selectors).
 * Tabs and no-break spaces are drawn as spaces.
 */
export function glyphFor(raw: string, primary: PdfFont, fallback: PdfFont | null): Glyphs | null {
  const char = raw === "\t" || raw === "\u00a0" ? " " : raw;
  const code = char.codePointAt(0)!;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0xfe0f || code === 0x200d) return null;
  if (primary.has(code)) return { text: char, font: primary };
  if (fallback?.has(code)) return { text: char, font: fallback };
  if (fallback?.has(REPLACEMENT_CODE)) return { text: REPLACEMENT, font: fallback };
  return { text: "?", font: primary };
}

/** Splits text into runs of one font each (see `glyphFor`). */
export function glyphRuns(text: string, face: Face, fonts: FontSet): Glyphs[] {
  const runs: Glyphs[] = [];
  for (const raw of text.normalize("NFC")) {
    const glyph = glyphFor(raw, fonts.faces[face], fonts.fallback);
    if (!glyph) continue;
    const last = runs[runs.length - 1];
    if (last && last.font === glyph.font) last.text += glyph.text;
    else runs.push(glyph);
  }
  return runs;
}
