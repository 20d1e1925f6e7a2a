/*
 * Fonts for the PDF: Noto Sans in four styles, DejaVu Sans for the symbols Noto lacks (≥, →, ☐).
 * They are static assets (copied into public/fonts by the build), fetched once per isolate, so the
 * Worker bundle carries none of them.
 */

export type FontFile = "regular" | "bold" | "italic" | "boldItalic" | "fallback";

export const FONT_PATHS: Record<FontFile, string> = {
  regular: "/fonts/NotoSans-Regular.ttf",
  bold: "/fonts/NotoSans-Bold.ttf",
  italic: "/fonts/NotoSans-Italic.ttf",
  boldItalic: "/fonts/NotoSans-BoldItalic.ttf",
  fallback: "/fonts/DejaVuSans.ttf",
};

/** Reads a font's bytes: `env.ASSETS.fetch` in the Worker. */
export type FontSource = (file: FontFile) => Promise<ArrayBuffer>;

const cache = new Map<FontFile, Promise<ArrayBuffer>>();

/** The bytes of one font, fetched once per isolate; a failed fetch is retried next time. */
export function fontBytes(source: FontSource, file: FontFile): Promise<ArrayBuffer> {
  let pending = cache.get(file);
  if (!pending) {
    pending = source(file);
    cache.set(file, pending);
    pending.catch(() => cache.delete(file));
  }
  return pending;
}

export function assetFontSource(assets: Fetcher, requestUrl: string): FontSource {
  return async (file) => {
    const response = await assets.fetch(new URL(FONT_PATHS[file], requestUrl));
    if (!response.ok) throw new Error(`font ${FONT_PATHS[file]} answered ${response.status}; run the build, which copies the fonts`);
    return response.arrayBuffer();
  };
}
