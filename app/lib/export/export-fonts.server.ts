/*
 * Fonts for the PDF: Noto Sans in four styles, DejaVu Sans for the symbols Noto lacks (≥, →, ☐)
 * and the visible replacement character. The build (scripts/copy-fonts.mjs) subsets them and
 * writes one JSON file per face into public/fonts; the Worker fetches those static assets once
 * per isolate, so its bundle carries neither the fonts nor a font parser.
 */

export type FontFile = "regular" | "bold" | "italic" | "boldItalic" | "fallback";

export const FONT_PATHS: Record<FontFile, string> = {
  regular: "/fonts/pdf-regular.json",
  bold: "/fonts/pdf-bold.json",
  italic: "/fonts/pdf-italic.json",
  boldItalic: "/fonts/pdf-boldItalic.json",
  fallback: "/fonts/pdf-fallback.json",
};

/** The file the build writes; widths and metrics in thousandths of an em. */
export type FontFileJson = {
  format: number;
  postScriptName: string;
  italic: boolean;
  italicAngle: number;
  ascent: number;
  descent: number;
  capHeight: number;
  xHeight: number;
  bbox: number[];
  /** Code point → glyph id of the subset (which is also the CID: CIDToGIDMap Identity). */
  cmap: Record<string, number>;
  widths: number[];
  /** The TrueType subset, deflated (a ready FontFile2 stream), base64. */
  fontFile: { length: number; deflated: string };
  /** The ToUnicode CMap, deflated, base64. */
  toUnicode: string;
};

export type FontData = Omit<FontFileJson, "cmap" | "fontFile" | "toUnicode" | "format"> & {
  glyphs: Map<number, number>;
  fontFile: Uint8Array;
  fontFileLength: number;
  toUnicode: Uint8Array;
};

/** Reads a face's JSON: `env.ASSETS.fetch` in the Worker, the file system in tests. */
export type FontSource = (file: FontFile) => Promise<FontFileJson>;

const FORMAT = 1;

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function decode(file: FontFile, json: FontFileJson): FontData {
  if (json.format !== FORMAT) throw new Error(`font ${FONT_PATHS[file]} has format ${json.format}, expected ${FORMAT}; run the build`);
  const { cmap, fontFile, toUnicode, format: _format, ...metrics } = json;
  return {
    ...metrics,
    glyphs: new Map(Object.entries(cmap).map(([code, glyph]) => [Number(code), glyph])),
    fontFile: base64Bytes(fontFile.deflated),
    fontFileLength: fontFile.length,
    toUnicode: base64Bytes(toUnicode),
  };
}

const cache = new Map<FontFile, Promise<FontData>>();

/** One face, fetched and decoded once per isolate; a failed fetch is retried next time. */
export function fontData(source: FontSource, file: FontFile): Promise<FontData> {
  let pending = cache.get(file);
  if (!pending) {
    pending = source(file).then((json) => decode(file, json));
    cache.set(file, pending);
    pending.catch(() => cache.delete(file));
  }
  return pending;
}

export function assetFontSource(assets: Fetcher, requestUrl: string): FontSource {
  return async (file) => {
    const response = await assets.fetch(new URL(FONT_PATHS[file], requestUrl));
    if (!response.ok) throw new Error(`font ${FONT_PATHS[file]} answered ${response.status}; run the build, which writes the fonts`);
    return response.json();
  };
}
