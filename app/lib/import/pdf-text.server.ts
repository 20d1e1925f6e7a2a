import { importError } from "./import-error.server";
import { fontReader, operations, type FontReader } from "./pdf-fonts.server";
import { PdfFile, PdfName, PdfString, binaryString, name, type PdfDict, type PdfValue } from "./pdf-objects.server";

/*
 * A PDF's text layer as markdown the policy-text reader understands. The text is placed where the
 * page shows it (the content streams run with their matrices), then read as a person would: lines
 * by baseline, wrapped lines joined into their paragraph, larger type as headings, runs set apart
 * in columns as table rows, and what repeats at the top or bottom of every page (running headers,
 * "Page 2 of 5") left out. A PDF whose pages show no text is a scan: it has nothing to read.
 */

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/** A stretch of text as shown: where it starts and ends on the page, its size and weight. */
type Run = { x0: number; x1: number; y: number; size: number; text: string; bold: boolean };
type Page = { runs: Run[]; height: number };

/** Form XObjects nest at most this deep (a loop of forms would not end). */
const MAX_FORM_DEPTH = 6;

export function pdfToMarkdown(bytes: Uint8Array): string {
  const file = new PdfFile(binaryString(bytes));
  const pages = pageDicts(file);
  if (pages.length === 0) throw importError("corrupt");
  const read = pages.map(({ page, resources }) => readPage(file, page, resources));
  const characters = read.reduce((sum, page) => sum + page.runs.reduce((n, run) => n + run.text.replace(/\s/g, "").length, 0), 0);
  if (characters < 20) throw importError("scanned");
  return layout(read);
}

/** The pages in order, each with the resources it inherits. */
function pageDicts(file: PdfFile): Array<{ page: PdfDict; resources: PdfDict | null }> {
  const root = file.dict(file.trailer.get("Root"));
  const found: Array<{ page: PdfDict; resources: PdfDict | null }> = [];
  const seen = new Set<PdfDict>();
  const walk = (value: PdfValue | undefined, inherited: PdfDict | null, depth: number) => {
    const node = file.dict(value);
    if (!node || seen.has(node) || depth > 64 || found.length > 5_000) return;
    seen.add(node);
    const resources = file.dict(node.get("Resources")) ?? inherited;
    const kids = file.resolve(node.get("Kids"));
    if (Array.isArray(kids)) for (const kid of kids) walk(kid, resources, depth + 1);
    else if (name(file.resolve(node.get("Type"))) === "Page" || node.has("Contents")) found.push({ page: node, resources });
  };
  walk(root?.get("Pages"), null, 0);
  return found;
}

function readPage(file: PdfFile, page: PdfDict, resources: PdfDict | null): Page {
  const box = file.resolve(page.get("MediaBox"));
  const height = Array.isArray(box) ? Math.abs(Number(file.resolve(box[3])) - Number(file.resolve(box[1]))) || 792 : 792;
  const contents = file.resolve(page.get("Contents"));
  const parts = Array.isArray(contents) ? contents : [page.get("Contents")];
  const data = parts
    .map((part) => file.streamOf(part ?? null))
    .map((stream) => (stream ? file.decode(stream) : ""))
    .join("\n");
  const runs: Run[] = [];
  runContent(file, data, resources, IDENTITY, runs, 0);
  return { runs, height };
}

/** Runs one content stream (a page's, or a form's), adding the text it shows to `runs`. */
function runContent(file: PdfFile, data: string, resources: PdfDict | null, start: Matrix, runs: Run[], depth: number): void {
  const fontDicts = file.dict(resources?.get("Font"));
  const xObjects = file.dict(resources?.get("XObject"));
  const fonts = new Map<string, FontReader>();
  const fontOf = (key: string): FontReader | null => {
    if (!fonts.has(key)) {
      const dict = file.dict(fontDicts?.get(key));
      if (!dict) return null;
      fonts.set(key, fontReader(file, dict));
    }
    return fonts.get(key)!;
  };
  let ctm = start;
  const stack: Matrix[] = [];
  let tm = IDENTITY;
  let tlm = IDENTITY;
  let font: FontReader | null = null;
  let size = 0;
  let leading = 0;
  let charSpacing = 0;
  let wordSpacing = 0;
  let scale = 1;
  let rise = 0;
  const num = (value: PdfValue | undefined) => (typeof value === "number" ? value : 0);
  const moveLine = (tx: number, ty: number) => {
    tlm = multiply([1, 0, 0, 1, tx, ty], tlm);
    tm = tlm;
  };
  const show = (string: PdfString) => {
    if (!font) return;
    const origin = multiply(multiply([size * scale, 0, 0, size, 0, rise], tm), ctm);
    let text = "";
    for (const glyph of font.glyphs(string.bytes)) {
      text += glyph.text;
      const advance = ((glyph.width / 1000) * size + charSpacing + (glyph.bytes === 1 && glyph.code === 32 ? wordSpacing : 0)) * scale;
      tm = multiply([1, 0, 0, 1, advance, 0], tm);
    }
    const end = multiply(multiply([size * scale, 0, 0, size, 0, rise], tm), ctm);
    const shown = Math.hypot(origin[2], origin[3]);
    if (text) runs.push({ x0: origin[4], x1: end[4], y: origin[5], size: shown, text, bold: font.bold });
  };
  for (const { op, args } of operations(data)) {
    switch (op) {
      case "q":
        stack.push(ctm);
        break;
      case "Q":
        ctm = stack.pop() ?? ctm;
        break;
      case "cm":
        ctm = multiply(args.map(num) as Matrix, ctm);
        break;
      case "BT":
        tm = tlm = IDENTITY;
        break;
      case "Tf":
        font = args[0] instanceof PdfName ? fontOf(args[0].name) : null;
        size = num(args[1]);
        break;
      case "Td":
        moveLine(num(args[0]), num(args[1]));
        break;
      case "TD":
        leading = -num(args[1]);
        moveLine(num(args[0]), num(args[1]));
        break;
      case "Tm":
        tm = tlm = args.map(num) as Matrix;
        break;
      case "T*":
        moveLine(0, -leading);
        break;
      case "TL":
        leading = num(args[0]);
        break;
      case "Tc":
        charSpacing = num(args[0]);
        break;
      case "Tw":
        wordSpacing = num(args[0]);
        break;
      case "Tz":
        scale = num(args[0]) / 100;
        break;
      case "Ts":
        rise = num(args[0]);
        break;
      case "Tj":
        if (args[0] instanceof PdfString) show(args[0]);
        break;
      case "'":
        moveLine(0, -leading);
        if (args[0] instanceof PdfString) show(args[0]);
        break;
      case '"':
        wordSpacing = num(args[0]);
        charSpacing = num(args[1]);
        moveLine(0, -leading);
        if (args[2] instanceof PdfString) show(args[2]);
        break;
      case "TJ":
        for (const item of Array.isArray(args[0]) ? args[0] : []) {
          if (item instanceof PdfString) show(item);
          else if (typeof item === "number") tm = multiply([1, 0, 0, 1, (-item / 1000) * size * scale, 0], tm);
        }
        break;
      case "Do": {
        const key = args[0] instanceof PdfName ? args[0].name : "";
        const form = file.streamOf(xObjects?.get(key));
        if (!form || name(file.resolve(form.dict.get("Subtype"))) !== "Form" || depth >= MAX_FORM_DEPTH) break;
        const matrix = file.resolve(form.dict.get("Matrix"));
        const own = Array.isArray(matrix) && matrix.length === 6 ? (matrix.map((v) => num(file.resolve(v))) as Matrix) : IDENTITY;
        runContent(file, file.decode(form), file.dict(form.dict.get("Resources")) ?? resources, multiply(own, ctm), runs, depth + 1);
        break;
      }
    }
  }
}

/** One line of a page: its cells (runs set apart by a wide gap), baseline, size and weight. */
type Line = { cells: Array<{ x0: number; x1: number; text: string }>; y: number; size: number; bold: boolean; page: number; top: number };

/** Typographic ligatures a font's ToUnicode map may give as one character ("ﬁscal"). */
const LIGATURES = /[\uFB00-\uFB06]/g;
const BULLET = /^(?:[•◦▪▫●○■□·‣⁃–-]|\d{1,2}[.)]|[a-z][.)])$/;

function pageLines(page: Page, pageIndex: number): Line[] {
  const runs = page.runs.filter((run) => run.text.trim() && run.size > 0).sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const grouped: Run[][] = [];
  for (const run of runs) {
    const line = grouped.at(-1);
    if (line && Math.abs(line[0]!.y - run.y) <= Math.max(line[0]!.size, run.size) * 0.45) line.push(run);
    else grouped.push([run]);
  }
  return grouped.map((group) => {
    group.sort((a, b) => a.x0 - b.x0);
    const cells: Line["cells"] = [];
    for (const run of group) {
      const last = cells.at(-1);
      const gap = last ? run.x0 - last.x1 : 0;
      if (last && gap < run.size * 0.9) {
        const space = gap > run.size * 0.12 && !/\s$/.test(last.text) && !/^\s/.test(run.text) ? " " : "";
        last.text += space + run.text;
        last.x1 = Math.max(last.x1, run.x1);
      } else cells.push({ x0: run.x0, x1: run.x1, text: run.text });
    }
    // A list's mark set apart from its text is still one item.
    if (cells.length > 1 && BULLET.test(cells[0]!.text.trim())) {
      const [mark, item] = cells.splice(0, 2);
      cells.unshift({ x0: mark!.x0, x1: item!.x1, text: `${mark!.text.trim()} ${item!.text}` });
    }
    for (const cell of cells)
      cell.text = cell.text
        .replace(LIGATURES, (ligature) => ligature.normalize("NFKC"))
        .replace(/\s+/g, " ")
        .trim();
    const characters = group.reduce((n, run) => n + run.text.length, 0);
    const size = group.reduce((sum, run) => sum + run.size * run.text.length, 0) / Math.max(1, characters);
    return {
      cells: cells.filter((cell) => cell.text),
      y: group[0]!.y,
      size,
      bold: group.every((run) => run.bold || !run.text.trim()),
      page: pageIndex,
      top: page.height - group[0]!.y,
    };
  });
}

/** A line's words with the figures blanked: "Page 2 of 5" and "Page 3 of 5" are one running footer. */
const PAGE_NUMBER = /\b(?:page|p[aá]gina|p[aá]g\.?)\s*#\s*(?:of|de|\/)\s*#/;
const shape = (line: Line) =>
  line.cells
    .map((cell) => cell.text)
    .join(" ")
    .replace(/\d+/g, "#")
    .toLowerCase();

function layout(pages: Page[]): string {
  let lines = pages.flatMap(pageLines);
  // Running headers and footers: the same words near the top or bottom edge of most pages.
  if (pages.length > 1) {
    const edge = (line: Line) => line.top < pages[line.page]!.height * 0.1 || line.top > pages[line.page]!.height * 0.9;
    const counts = new Map<string, Set<number>>();
    for (const line of lines.filter(edge)) counts.set(shape(line), (counts.get(shape(line)) ?? new Set()).add(line.page));
    lines = lines.filter((line) => !edge(line) || (counts.get(shape(line))?.size ?? 0) < Math.max(2, pages.length / 2));
  }
  // A page number at the foot of a one-page document is no part of the policy either.
  lines = lines.filter((line) => !(line.top > pages[line.page]!.height * 0.9 && PAGE_NUMBER.test(shape(line))));
  lines = lines.filter((line) => line.cells.length > 0);
  const body = mostCommon(lines.map((line) => [Math.round(line.size * 2) / 2, line.cells.reduce((n, cell) => n + cell.text.length, 0)]));
  const spacing =
    mostCommon(
      lines.slice(1).flatMap((line, index) => {
        const previous = lines[index]!;
        const delta = previous.y - line.y;
        return previous.page === line.page && delta > 0 && Math.abs(line.size - body) < 0.6 ? [[Math.round(delta * 2) / 2, 1]] : [];
      }),
    ) || body * 1.3;
  const headingSizes = [...new Set(lines.filter((line) => isHeading(line, body)).map((line) => Math.round(line.size)))].sort(
    (a, b) => b - a,
  );

  // Where a page's body lines end: a line that stops well short of it ended its paragraph.
  const rightEdges = pages.map((_, page) =>
    Math.max(0, ...lines.filter((line) => line.page === page && line.cells.length === 1).map((line) => line.cells[0]!.x1)),
  );
  const out: string[] = [];
  let paragraph: Line | null = null;
  let paragraphText = "";
  const flush = () => {
    if (paragraphText) out.push(paragraphText);
    paragraph = null;
    paragraphText = "";
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1];
    if (line.cells.length > 1 && next && next.cells.length > 1 && next.page === line.page) {
      flush();
      index = table(lines, index, spacing, out) - 1;
      continue;
    }
    const text = line.cells.map((cell) => cell.text).join(" ");
    if (isHeading(line, body)) {
      flush();
      const level = Math.min(3, headingSizes.indexOf(Math.round(line.size)) + 1) || 3;
      const previous = out.at(-1);
      // A heading wrapped over two lines is one heading.
      if (
        previous?.startsWith("#".repeat(level) + " ") &&
        lines[index - 1] &&
        isHeading(lines[index - 1]!, body) &&
        lines[index - 1]!.page === line.page &&
        lines[index - 1]!.y - line.y < line.size * 1.6
      )
        out[out.length - 1] = `${previous} ${text}`;
      else out.push(`${"#".repeat(level)} ${text}`);
      continue;
    }
    const listItem = BULLET.test(text.split(" ")[0] ?? "");
    const boldLead = line.bold && text.length <= 120 && !listItem;
    const continues =
      paragraph !== null &&
      !endsShort(paragraph as Line, paragraphText, rightEdges[(paragraph as Line).page]!) &&
      !listItem &&
      !boldLead &&
      !(paragraph as Line).bold &&
      (paragraph as Line).page === line.page &&
      (paragraph as Line).y - line.y <= spacing * 1.2 &&
      Math.abs((paragraph as Line).size - line.size) < 0.6;
    if (continues) {
      paragraphText = paragraphText.endsWith("-") && /^\p{Ll}/u.test(text) ? paragraphText.slice(0, -1) + text : `${paragraphText} ${text}`;
      paragraph = line;
      continue;
    }
    flush();
    paragraph = line;
    paragraphText = listItem ? `- ${text.replace(/^[•◦▪▫●○■□·‣⁃–-]\s*/, "")}` : boldLead ? `**${text}**` : text;
  }
  flush();
  return out.join("\n\n");
}

/**
 * A line that ended its paragraph: a sentence's end well short of where the page's lines end (ragged
 * lines stop short by a word, so only a sentence's end counts), or a line stopping far shorter still.
 */
const endsShort = (line: Line, text: string, rightEdge: number) => {
  const short = rightEdge - line.cells.at(-1)!.x1;
  return (short > line.size * 3 && /[.:;!?]["”»)]?$/.test(text)) || short > line.size * 15;
};

const isHeading = (line: Line, body: number) => line.cells.length === 1 && line.size >= body * 1.15 && line.cells[0]!.text.length <= 150;

/** The value with the largest total weight. */
function mostCommon(pairs: number[][]): number {
  const totals = new Map<number, number>();
  for (const [value, weight] of pairs) totals.set(value!, (totals.get(value!) ?? 0) + weight!);
  return [...totals].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/**
 * A table from `start`: its columns are where the cells of its widest row begin; a line whose first
 * column is empty continues the row above (a cell's text wrapped). Returns the index after it.
 */
function table(lines: Line[], start: number, spacing: number, out: string[]): number {
  const first = lines[start]!;
  /** Where the block's cells start: a line of fewer cells (a wrapped cell) starts at one of them. */
  const starts = first.cells.map((cell) => cell.x0);
  // A table's line has its header's cells in order (a header may be centred over its column), or
  // starts each of its cells where a cell above did; anything else is another table or text.
  const aligned = (line: Line) =>
    line.cells.length === first.cells.length
      ? line.cells.every(
          (cell, index) => cell.x0 < (first.cells[index + 1]?.x0 ?? Infinity) && cell.x1 > (first.cells[index - 1]?.x1 ?? -Infinity),
        )
      : line.cells.every((cell) => starts.some((x) => Math.abs(x - cell.x0) <= 4));
  let end = start + 1;
  while (
    end < lines.length &&
    lines[end]!.page === first.page &&
    lines[end - 1]!.y - lines[end]!.y <= spacing * 3 &&
    aligned(lines[end]!) &&
    (lines[end]!.cells.length > 1 || lines[end]!.cells[0]!.x0 > first.cells[0]!.x0 + 4)
  ) {
    starts.push(...lines[end]!.cells.map((cell) => cell.x0));
    end++;
  }
  const block = lines.slice(start, end);
  // The columns start where a body row's cells do (the last widest row: a header may be centred).
  const widest = block.reduce((best, line) => (line.cells.length >= best.cells.length ? line : best), block[0]!);
  const columns = widest.cells.map((cell) => cell.x0);
  const columnOf = (x: number) => {
    let column = 0;
    columns.forEach((left, index) => {
      if (x >= left - 4) column = index;
    });
    return column;
  };
  // Rows set apart by padding: a line closer to the one above than any row is to the next wraps a cell.
  const deltas = block.slice(1).map((line, index) => block[index]!.y - line.y);
  const closest = Math.min(...deltas);
  const padded = deltas.some((delta) => delta > closest * 1.3);
  const rows: string[][] = [];
  /** Lines of a cell centred in a taller row, above its first column's text: they open the next row. */
  let pending: string[] | null = null;
  const join = (into: string[], from: string[]) =>
    from.forEach((text, column) => text && (into[column] = into[column] ? `${into[column]} ${text}` : text));
  block.forEach((line, index) => {
    const row = columns.map(() => "");
    for (const cell of line.cells) {
      const column = columnOf(cell.x0);
      row[column] = row[column] ? `${row[column]} ${cell.text}` : cell.text;
    }
    const previous = rows.at(-1);
    const above = index > 0 ? deltas[index - 1]! : Infinity;
    const below = index < deltas.length ? deltas[index]! : Infinity;
    if (!row[0] && (pending || below < above - 1)) {
      if (pending) join(pending, row);
      else pending = row;
      return;
    }
    if (pending && row[0]) {
      join(pending, row);
      rows.push(pending);
      pending = null;
      return;
    }
    const wraps = !row[0] || (padded && index > 0 && above <= closest * 1.1);
    if (previous && wraps) join(previous, row);
    else rows.push(row);
  });
  if (pending) {
    const last = rows.at(-1);
    if (last) join(last, pending);
    else rows.push(pending);
  }
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  const markdownRow = (row: string[]) => `| ${row.map(cell).join(" | ")} |`;
  out.push([markdownRow(rows[0]!), `|${" --- |".repeat(columns.length)}`, ...rows.slice(1).map(markdownRow)].join("\n"));
  return end;
}
