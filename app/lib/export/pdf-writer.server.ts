import type { PageSize } from "./page-size";
import { PDFName, PDFRawStream, PDFString, rgb, type PDFDocument, type PDFPage, type RGB } from "pdf-lib";
import { externalHref } from "./export-link";
import { faceOf, glyphFor, type FontSet, type Glyphs, type PdfFont } from "./pdf-text.server";
import type { Run } from "./inline-runs.server";
import { deflateSync } from "node:zlib";

/*
 * A small flowing-text layout for pdf-lib: wraps styled runs into lines, moves to a new page when
 * the next line does not fit, and remembers where headings landed for the outline.
 */

export const PAGE_SIZES: Record<PageSize, readonly [number, number]> = { letter: [612, 792], a4: [595.28, 841.89] };
export type { PageSize };

const MARGIN = { top: 64, bottom: 64, side: 60 };
export const COLORS = {
  text: rgb(0.12, 0.13, 0.16),
  muted: rgb(0.42, 0.45, 0.5),
  link: rgb(0.11, 0.32, 0.72),
  rule: rgb(0.8, 0.82, 0.86),
  fill: rgb(0.94, 0.95, 0.97),
};

/**
 * A stretch of one font with its glyphs as the hex a `Tj` shows (found once, while measuring);
 * `href` when it is the text of a link (already checked by the address rule).
 */
type Span = Glyphs & { hex: string; size: number; color: RGB; width: number; href?: string };
/** A word or a stretch of spaces, possibly in several fonts. */
type Atom = { spans: Span[]; width: number; space: boolean; newline: boolean };
export type Line = { spans: Span[]; width: number };
export type TextStyle = { size: number; color?: RGB; bold?: boolean; italic?: boolean; lineHeight?: number };

export function measure(font: PdfFont, text: string, size: number): number {
  return font.widthOf(text) * size;
}

/** A number as a content stream operand: at most two decimals, no exponent. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function colorOperands(color: RGB): string {
  return `${num(color.red)} ${num(color.green)} ${num(color.blue)}`;
}

/** A link's address as PDF text: 7-bit ASCII (PDF 32000-1 §12.6.4.7), anything else percent-encoded. */
function uriString(href: string): PDFString {
  return PDFString.of(href.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char)).replace(/[()\\]/g, (char) => `\\${char}`));
}

export class PdfWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  readonly width: number;
  readonly height: number;
  readonly left = MARGIN.side;
  readonly right: number;
  readonly bottom = MARGIN.bottom;
  /** Called after a page break inside a table, to repeat its header row. */
  onNewPage: (() => void) | null = null;

  constructor(
    readonly doc: PDFDocument,
    size: PageSize,
    readonly fonts: FontSet,
  ) {
    [this.width, this.height] = PAGE_SIZES[size];
    this.right = this.width - MARGIN.side;
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([this.width, this.height]);
    this.pages.push(this.page);
    this.y = this.height - MARGIN.top;
    this.onNewPage?.();
  }

  /** Moves to a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number) {
    if (this.y - height < this.bottom && this.y < this.height - MARGIN.top) this.newPage();
  }

  space(points: number) {
    this.y -= points;
  }

  /**
   * Words and stretches of spaces, in one pass over the characters. A word glued to the previous
   * run (bold "R$" then "500") stays one word, so the line never breaks inside it.
   */
  private atoms(runs: Run[], style: TextStyle): Atom[] {
    const atoms: Atom[] = [];
    let atom: Atom | null = null;
    for (const run of runs) {
      const primary = this.fonts.faces[faceOf(Boolean(style.bold) || run.bold, Boolean(style.italic) || run.italic)];
      const href = externalHref(run.href) || undefined;
      const color = href ? COLORS.link : (style.color ?? COLORS.text);
      for (const raw of run.text.normalize("NFC")) {
        if (raw === "\n") {
          atoms.push({ spans: [], width: 0, space: false, newline: true });
          atom = null;
          continue;
        }
        let code = raw.codePointAt(0)!;
        let font = primary;
        let text = raw;
        // The common case, a letter of the style's face, without building a glyph object.
        if (!(((code > 0x20 && code < 0x7f) || (code > 0xa0 && code < 0x2000)) && primary.has(code))) {
          const glyph = glyphFor(raw, primary, this.fonts.fallback);
          if (!glyph) continue;
          ({ font, text } = glyph);
          code = text.codePointAt(0)!;
        }
        const space = text === " ";
        if (!atom || atom.space !== space) atoms.push((atom = { spans: [], width: 0, space, newline: false }));
        const glyph = font.glyph(code);
        const width = font.glyphAdvance(glyph) * style.size;
        const hex = font.glyphHex(glyph);
        const last = atom.spans[atom.spans.length - 1];
        if (last && last.font === font && last.color === color && last.href === href) {
          last.text += text;
          last.hex += hex;
          last.width += width;
        } else atom.spans.push({ text, hex, font, size: style.size, color, width, href });
        atom.width += width;
      }
    }
    return atoms;
  }

  /** Wraps runs to lines no wider than `maxWidth`; a word longer than a line is cut by characters. */
  wrap(runs: Run[], style: TextStyle, maxWidth: number): Line[] {
    const lines: Line[] = [];
    let current: Line = { spans: [], width: 0 };
    let pendingSpace: Atom | null = null;
    const finish = () => {
      lines.push(current);
      current = { spans: [], width: 0 };
      pendingSpace = null;
    };
    for (const atom of this.atoms(runs, style)) {
      if (atom.newline) {
        finish();
        continue;
      }
      if (atom.space) {
        if (current.spans.length) pendingSpace = atom;
        continue;
      }
      const spaceWidth: number = pendingSpace ? (pendingSpace as Atom).width : 0;
      if (current.spans.length && current.width + spaceWidth + atom.width > maxWidth) finish();
      if (pendingSpace && current.spans.length) {
        current.spans.push(...(pendingSpace as Atom).spans);
        current.width += spaceWidth;
      }
      pendingSpace = null;
      if (atom.width <= maxWidth) {
        current.spans.push(...atom.spans);
        current.width += atom.width;
        continue;
      }
      for (const span of atom.spans) {
        for (const char of span.text) {
          const width = measure(span.font, char, span.size);
          if (current.spans.length && current.width + width > maxWidth) finish();
          const last = current.spans[current.spans.length - 1];
          const hex = span.font.hex(char);
          if (last && last.font === span.font && last.color === span.color && last.href === span.href) {
            last.text += char;
            last.hex += hex;
            last.width += width;
          } else current.spans.push({ ...span, text: char, hex, width });
          current.width += width;
        }
      }
    }
    if (current.spans.length || lines.length === 0) lines.push(current);
    return lines;
  }

  lineHeight(style: TextStyle) {
    return style.size * (style.lineHeight ?? 1.45);
  }

  private readonly pageFonts = new WeakMap<PDFPage, Set<PdfFont>>();

  /** The font's resource name on this page, added to the page's resources on first use. */
  private fontName(page: PDFPage, font: PdfFont) {
    let fonts = this.pageFonts.get(page);
    if (!fonts) this.pageFonts.set(page, (fonts = new Set()));
    if (!fonts.has(font)) {
      page.node.setFontDictionary(font.name, font.reference());
      fonts.add(font);
    }
    return font.name;
  }

  /**
   * Each page's content stream as PDF operators in text, written by the methods below and
   * compressed by `finish` with the platform's native zlib, synchronously (a CompressionStream per
   * page cost more in stream hops than in compressing): pdf-lib's operator objects and its
   * JavaScript deflate were most of a PDF's render time.
   */
  private readonly contents = new Map<PDFPage, string[]>();

  private emit(page: PDFPage, operators: string) {
    let content = this.contents.get(page);
    if (!content) this.contents.set(page, (content = []));
    content.push(operators);
  }

  /** One text object per line, one `Tj` per stretch of the same font, size and colour. */
  drawLine(line: Line, x: number, baseline: number, page = this.page) {
    let operators = "";
    let cursor = x;
    let start = 0;
    let color: RGB | null = null;
    const spans = line.spans;
    while (start < spans.length) {
      const first = spans[start]!;
      let end = start + 1;
      let text = first.text;
      let hex = first.hex;
      let width = first.width;
      while (
        end < spans.length &&
        spans[end]!.font === first.font &&
        spans[end]!.size === first.size &&
        spans[end]!.color === first.color
      ) {
        text += spans[end]!.text;
        hex += spans[end]!.hex;
        width += spans[end]!.width;
        end += 1;
      }
      if (text.trim() !== "") {
        if (color !== first.color) operators += `${colorOperands((color = first.color))} rg `;
        operators += `/${this.fontName(page, first.font).asString().slice(1)} ${num(first.size)} Tf 1 0 0 1 ${num(cursor)} ${num(baseline)} Tm <${hex}> Tj `;
      }
      cursor += width;
      start = end;
    }
    if (operators) this.emit(page, `q BT ${operators}ET Q\n`);
    this.linkAnnotations(line, x, baseline, page);
  }

  fillRect(x: number, y: number, width: number, height: number, color: RGB, page = this.page) {
    this.emit(page, `q ${colorOperands(color)} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f Q\n`);
  }

  strokeLine(from: readonly [number, number], to: readonly [number, number], thickness: number, color: RGB, page = this.page) {
    this.emit(
      page,
      `q ${colorOperands(color)} RG ${num(thickness)} w ${num(from[0])} ${num(from[1])} m ${num(to[0])} ${num(to[1])} l S Q\n`,
    );
  }

  /**
   * Writes every page's content stream, deflated (FlateDecode) at zlib's fastest level: in a third
   * of the default level's time, for 3.9 KB more on the 122 KB Spanish policy (its embedded fonts,
   * compressed at build time, are most of the file).
   */
  finish() {
    const { context } = this.doc;
    const encoder = new TextEncoder();
    for (const page of this.pages) {
      const bytes = deflateSync(encoder.encode((this.contents.get(page) ?? []).join("")), { level: 1 });
      const stream = PDFRawStream.of(context.obj({ Filter: "FlateDecode", Length: bytes.length }), bytes);
      page.node.set(PDFName.of("Contents"), context.register(stream));
    }
  }

  /** A URI link annotation over each link's text on the line (a link cut by the wrap gets one per line). */
  private linkAnnotations(line: Line, x: number, baseline: number, page: PDFPage) {
    let cursor = x;
    let open: { href: string; from: number; to: number; size: number } | null = null;
    const close = () => {
      if (!open) return;
      const { context } = this.doc;
      const rect = [open.from, baseline - open.size * 0.3, open.to, baseline + open.size * 0.95];
      const annotation = context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: rect,
        Border: [0, 0, 0],
        F: 4,
        A: { Type: "Action", S: "URI", URI: uriString(open.href) },
      });
      page.node.addAnnot(context.register(annotation));
      open = null;
    };
    for (const span of line.spans) {
      if (span.href && open?.href === span.href) {
        open.to = cursor + span.width;
        open.size = Math.max(open.size, span.size);
      } else if (span.href && span.text.trim() === "" && !open) {
        // A leading space is not part of the link's clickable area.
      } else {
        close();
        if (span.href) open = { href: span.href, from: cursor, to: cursor + span.width, size: span.size };
      }
      cursor += span.width;
    }
    close();
  }

  /** Flowing text from `indent`; `marker` (a bullet or number) hangs left of the first line. */
  paragraph(runs: Run[], style: TextStyle, { indent = 0, marker }: { indent?: number; marker?: string } = {}) {
    const lineHeight = this.lineHeight(style);
    const lines = this.wrap(runs, style, this.right - this.left - indent);
    lines.forEach((line, index) => {
      this.ensure(lineHeight);
      const baseline = this.y - style.size;
      if (index === 0 && marker) {
        const markerLine = this.wrap([{ text: marker, bold: false, italic: false }], style, 200)[0]!;
        this.drawLine(markerLine, this.left + indent - markerLine.width - 6, baseline);
      }
      this.drawLine(line, this.left + indent, baseline);
      this.y -= lineHeight;
    });
  }

  rule(color = COLORS.rule, thickness = 0.8) {
    this.strokeLine([this.left, this.y], [this.right, this.y], thickness, color);
  }
}
