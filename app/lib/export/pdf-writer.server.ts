import type { PageSize } from "./page-size";
import {
  beginText, endText, PDFHexString, PDFString, popGraphicsState, pushGraphicsState, rgb, setFillingRgbColor, setFontAndSize, setTextMatrix, showText,
  type PDFDocument, type PDFOperator, type PDFPage, type RGB,
} from "pdf-lib";
import { externalHref } from "./export-link";
import { faceOf, glyphRuns, type FontSet, type Glyphs, type PdfFont } from "./pdf-text.server";
import type { Run } from "~/lib/markdown/policy-tokens";

/*
 * A small flowing-text layout for pdf-lib: wraps styled runs into lines, moves to a new page when
 * the next line does not fit, and remembers where headings landed for the outline.
 */

export const PAGE_SIZES: Record<PageSize, readonly [number, number]> = { letter: [612, 792], a4: [595.28, 841.89] };
export type { PageSize };

const MARGIN = { top: 64, bottom: 64, side: 60 };
export const COLORS = { text: rgb(0.12, 0.13, 0.16), muted: rgb(0.42, 0.45, 0.5), link: rgb(0.11, 0.32, 0.72), rule: rgb(0.8, 0.82, 0.86), fill: rgb(0.94, 0.95, 0.97) };

/** A stretch of one font; `href` when it is the text of a link (already checked by the address rule). */
type Span = Glyphs & { size: number; color: RGB; width: number; href?: string };
/** A word or a stretch of spaces, possibly in several fonts. */
type Atom = { spans: Span[]; width: number; space: boolean; newline: boolean };
export type Line = { spans: Span[]; width: number };
export type TextStyle = { size: number; color?: RGB; bold?: boolean; italic?: boolean; lineHeight?: number };

export function measure(font: PdfFont, text: string, size: number): number {
  return font.widthOf(text) * size;
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

  private atoms(runs: Run[], style: TextStyle): Atom[] {
    const atoms: Atom[] = [];
    for (const run of runs) {
      const face = faceOf(Boolean(style.bold) || run.bold, Boolean(style.italic) || run.italic);
      const href = externalHref(run.href);
      const color = href ? COLORS.link : (style.color ?? COLORS.text);
      for (const part of run.text.split(/(\n|[ \t\u00a0]+)/)) {
        if (part === "") continue;
        if (part === "\n") {
          atoms.push({ spans: [], width: 0, space: false, newline: true });
          continue;
        }
        const spans = glyphRuns(part, face, this.fonts).map((glyphs) => ({
          ...glyphs, size: style.size, color, width: measure(glyphs.font, glyphs.text, style.size), ...(href ? { href } : {}),
        }));
        const width = spans.reduce((sum, span) => sum + span.width, 0);
        const space = /^[ \t\u00a0]+$/.test(part);
        // A word glued to the previous one (bold "R$" then "500") stays on the same line.
        const previous = atoms[atoms.length - 1];
        if (!space && previous && !previous.space && !previous.newline) {
          previous.spans.push(...spans);
          previous.width += width;
        } else atoms.push({ spans, width, space, newline: false });
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
          if (last && last.font === span.font && last.color === span.color && last.href === span.href) {
            last.text += char;
            last.width += width;
          } else current.spans.push({ ...span, text: char, width });
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

  /** One text object per line, one `Tj` per stretch of the same font, size and colour. */
  drawLine(line: Line, x: number, baseline: number, page = this.page) {
    const operators: PDFOperator[] = [pushGraphicsState(), beginText()];
    let cursor = x;
    let start = 0;
    let color: RGB | null = null;
    const spans = line.spans;
    while (start < spans.length) {
      const first = spans[start]!;
      let end = start + 1;
      let text = first.text;
      let width = first.width;
      while (end < spans.length && spans[end]!.font === first.font && spans[end]!.size === first.size && spans[end]!.color === first.color) {
        text += spans[end]!.text;
        width += spans[end]!.width;
        end += 1;
      }
      if (text.trim() !== "") {
        if (color !== first.color) operators.push(setFillingRgbColor((color = first.color).red, color.green, color.blue));
        operators.push(
          setFontAndSize(this.fontName(page, first.font), first.size),
          setTextMatrix(1, 0, 0, 1, cursor, baseline),
          showText(PDFHexString.of(first.font.hex(text))),
        );
      }
      cursor += width;
      start = end;
    }
    operators.push(endText(), popGraphicsState());
    if (operators.length > 4) page.pushOperators(...operators);
    this.linkAnnotations(line, x, baseline, page);
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
        Type: "Annot", Subtype: "Link", Rect: rect, Border: [0, 0, 0], F: 4,
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
    this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.right, y: this.y }, thickness, color });
  }
}
