import { lexPolicy, type Token, type Tokens } from "./policy-tokens";
import { headingOf } from "./policy-sections";

/*
 * One policy section as blocks the owner edits in a form: headings, paragraphs, lists and tables
 * (a grid of cells), and whatever else as its own markdown. Read with the one markdown pipeline
 * (lexPolicy), written back line by line: a line whose text the owner did not change is written as
 * it was, so opening and saving a section changes nothing, and a change touches only its own line.
 * Cell and paragraph text stays text: the renderers show any HTML in it as characters.
 */

/** A list item's line: its indent, its marker ("-", "1.") and its text. */
export type ListItem = { indent: string; marker: string; text: string; origin: { text: string; line: string } | null };
/** A table row: its cells as the owner reads them (`|` unescaped), and the line it was read from. */
export type TableRow = { cells: string[]; origin: { cells: string[]; line: string } | null };

export type SectionBlock = { id: number; before: string } & (
  | { kind: "heading"; depth: number; text: string; origin: { text: string; line: string } }
  | { kind: "paragraph"; text: string; origin: string }
  | { kind: "list"; ordered: boolean; items: ListItem[] }
  | { kind: "table"; header: TableRow; delimiter: string; rows: TableRow[] }
  | { kind: "markdown"; text: string }
);

export type SectionModel = { blocks: SectionBlock[]; trailing: string };

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ITEM = /^( {0,3})([-*+]|\d{1,9}[.)]) (.*)$/;

/** The section's text in runs of non-blank lines (a code fence stays whole), each with the exact text before it. */
function chunks(body: string): { before: string; text: string }[] {
  const result: { before: string; text: string }[] = [];
  let blanks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (current.length === 0) return;
    const gap = blanks.map((line) => `${line}\n`).join("");
    result.push({ before: result.length === 0 ? gap : `\n${gap}`, text: current.join("\n") });
    current = [];
    blanks = [];
  };
  for (const line of body.split("\n")) {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence === null ? marker : null;
    if (fence === null && line.trim() === "" && !marker) {
      flush();
      blanks.push(line);
    } else {
      current.push(line);
    }
  }
  flush();
  return result;
}

let nextId = 0;
const id = () => ++nextId;

function listBlock(source: string, list: Tokens.List): SectionBlock | null {
  const items: ListItem[] = [];
  for (const line of source.split("\n")) {
    const match = ITEM.exec(line);
    if (!match || /^\[[ xX]\] /.test(match[3]!)) return null;
    items.push({ indent: match[1]!, marker: match[2]!, text: match[3]!, origin: { text: match[3]!, line } });
  }
  // A line read as something else (a continuation, a nested list) leaves the list as markdown.
  if (items.length !== list.items.length) return null;
  return { id: id(), before: "", kind: "list", ordered: list.ordered, items };
}

function tableBlock(source: string, table: Tokens.Table): SectionBlock | null {
  const lines = source.split("\n");
  if (lines.length !== table.rows.length + 2) return null;
  const row = (cells: Tokens.TableCell[], line: string): TableRow => {
    const texts = cells.map((cell) => cell.text);
    return { cells: texts, origin: { cells: [...texts], line } };
  };
  return {
    id: id(),
    before: "",
    kind: "table",
    header: row(table.header, lines[0]!),
    delimiter: lines[1]!,
    rows: table.rows.map((cells, index) => row(cells, lines[index + 2]!)),
  };
}

function blockOf(token: Token, source: string): SectionBlock {
  if (token.type === "heading" && !source.includes("\n")) {
    const heading = headingOf(source);
    if (heading)
      return {
        id: id(),
        before: "",
        kind: "heading",
        depth: heading.depth,
        text: heading.title,
        origin: { text: heading.title, line: source },
      };
  }
  if (token.type === "paragraph" && !/^\s/.test(source)) return { id: id(), before: "", kind: "paragraph", text: source, origin: source };
  const structured =
    token.type === "list"
      ? listBlock(source, token as Tokens.List)
      : token.type === "table"
        ? tableBlock(source, token as Tokens.Table)
        : null;
  return structured ?? { id: id(), before: "", kind: "markdown", text: source };
}

/** The blocks of a run of lines: one per token when the tokens cover the run exactly, else one markdown block. */
function runBlocks(text: string): SectionBlock[] {
  const tokens = /^\s/.test(text) ? [] : lexPolicy(text);
  const blocks: SectionBlock[] = [];
  let rest = text;
  let before = "";
  for (const token of tokens) {
    const source = token.raw.replace(/\n+$/, "");
    if (!source || !rest.startsWith(source)) return [{ id: id(), before: "", kind: "markdown", text }];
    blocks.push({ ...blockOf(token, source), before });
    rest = rest.slice(source.length);
    before = /^\n*/.exec(rest)![0];
    rest = rest.slice(before.length);
  }
  if (rest !== "" || blocks.length === 0) return [{ id: id(), before: "", kind: "markdown", text }];
  return blocks;
}

/** A section's markdown as blocks; `sectionText(sectionBlocks(text))` is `text`. */
export function sectionBlocks(markdown: string): SectionModel {
  const trailing = /\s*$/.exec(markdown)![0];
  const body = markdown.slice(0, markdown.length - trailing.length);
  const blocks: SectionBlock[] = [];
  for (const chunk of chunks(body)) {
    const run = runBlocks(chunk.text);
    run[0] = { ...run[0]!, before: chunk.before };
    blocks.push(...run);
  }
  return { blocks, trailing };
}

/** Text on one line: each line break (`\r` alone too, which markdown also reads as one) becomes a space. */
const oneLine = (text: string) => text.replace(/\s*[\r\n\u2028\u2029]\s*/g, " ").trim();

/**
 * A cell's text as a table row writes it: on one line, each `|` escaped (after an even run of
 * backslashes, which would otherwise end the cell, one more), so the cell stays one cell.
 */
export function escapeCell(text: string): string {
  return oneLine(text).replace(/(\\*)\|/g, (_, slashes: string) => `${slashes}${slashes.length % 2 === 0 ? "\\" : "\\\\"}|`);
}

export function rowLine(cells: readonly string[]): string {
  return `| ${cells.map(escapeCell).join(" | ")} |`;
}

const sameCells = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((cell, index) => cell === b[index]);
const rowText = (row: TableRow) => (row.origin && sameCells(row.cells, row.origin.cells) ? row.origin.line : rowLine(row.cells));

// A line of a changed paragraph that markdown would read as another block starts with a backslash.
const BLOCK_START = /^( {0,3})(#{1,6}(?=\s|$)|>|[-+*](?=\s)|`{3}|~{3}|(?:=+|-+|_+|\*+)\s*$)/;
const NUMBERED = /^( {0,3}\d{1,9})([.)])(?=\s|$)/;

/** A paragraph's text as the owner wrote it, kept a paragraph: no line turns into a heading, list or rule. */
export function paragraphText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .trim()
    .split("\n")
    .map((line) => line.replace(BLOCK_START, (_, indent: string, start: string) => `${indent}\\${start}`).replace(NUMBERED, "$1\\$2"))
    .join("\n");
}

function blockText(block: SectionBlock): string {
  switch (block.kind) {
    case "heading":
      return block.text === block.origin.text ? block.origin.line : `${"#".repeat(block.depth)} ${oneLine(block.text)}`;
    case "paragraph":
      return block.text === block.origin ? block.origin : paragraphText(block.text);
    case "list":
      return block.items
        .filter((item) => (item.origin && item.text === item.origin.text) || oneLine(item.text) !== "")
        .map((item) =>
          item.origin && item.text === item.origin.text ? item.origin.line : `${item.indent}${item.marker} ${oneLine(item.text)}`,
        )
        .join("\n");
    case "table":
      return [rowText(block.header), block.delimiter, ...block.rows.map(rowText)].join("\n");
    case "markdown":
      return block.text.replace(/\n+$/, "");
  }
}

/** The section's markdown from its blocks: every line the owner did not change, as it was. */
export function sectionText(model: SectionModel): string {
  const parts = model.blocks
    .map((block, index) => ({ index, before: block.before || "\n\n", text: blockText(block) }))
    .filter((part) => part.text !== "");
  // The first block keeps what stood before it; a block that becomes first when those before it are emptied starts the text.
  const joined = parts.map((part, index) => (index > 0 ? part.before : part.index === 0 ? model.blocks[0]!.before : "") + part.text);
  return joined.join("") + model.trailing;
}

/** A row of empty cells, as many as the header has. */
export function emptyRow(columns: number): TableRow {
  return { cells: Array<string>(columns).fill(""), origin: null };
}

/** The marker of an item added after `item`: the same bullet, or the next number. */
export function nextMarker(item: ListItem): string {
  const numbered = /^(\d+)([.)])$/.exec(item.marker);
  return numbered ? `${Number(numbered[1]) + 1}${numbered[2]}` : item.marker;
}
