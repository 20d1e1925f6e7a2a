import type { Language } from "~/lib/site/languages";

/*
 * Figures we proposed where the company gave none (decision 035). The writers mark each one in
 * its table cell, "$2,000.00 (proposed)", so the owner sees them; employees never do. Until the
 * owner confirms a figure, every reader-facing copy of the policy (the public page, the PDF and
 * DOCX, the public API, "Can I expense this?" and the card controls) reads "Not set yet" in its
 * place; confirming writes the figure, as kept or changed, without the mark.
 */

/** The mark a writer puts after a figure it proposed (rule-phrases.server.ts writes it). */
export const PROPOSED_MARK: Record<Language, string> = { en: " (proposed)", es: " (propuesto)", "pt-BR": " (proposto)" };

/** What employees read where an unconfirmed figure stands. */
export const NOT_SET_YET: Record<Language, string> = {
  en: "Not set yet (ask the finance team)",
  es: "Sin definir aún (consulte al equipo de finanzas)",
  "pt-BR": "Ainda não definido (consulte a equipe financeira)",
};

/** One proposed figure: where it stands, what it is for, and the figure as written. */
export type ProposedFigure = {
  /** `{line}:{cell}` of the table cell, stable for one text. */
  key: string;
  /** The row it belongs to: its first cell, or for a row that is a proposal whole, its other cells. */
  row: string;
  /** The column's heading. */
  column: string;
  /** The figure as written, without the mark ("$2,000.00", "Up to $1,000.00"). */
  figure: string;
};

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());
const isRow = (line: string) => line.trimStart().startsWith("|");
const isDivider = (line: string) => /^\s*\|?\s*:?-{3,}/.test(line);
const rowLine = (cells: string[]) => `| ${cells.join(" | ")} |`;

/** The heading cells of the table a row belongs to (the first row above its divider). */
function headingOf(lines: string[], index: number): string[] {
  let start = index;
  while (start > 0 && isRow(lines[start - 1]!)) start--;
  return cellsOf(lines[start]!);
}

/** Every proposed figure of a text, in reading order. */
export function proposedFigures(markdown: string, language: Language): ProposedFigure[] {
  const mark = PROPOSED_MARK[language];
  const lines = markdown.split("\n");
  const found: ProposedFigure[] = [];
  lines.forEach((line, index) => {
    if (!isRow(line) || isDivider(line) || !line.includes(mark)) return;
    const cells = cellsOf(line);
    const heading = headingOf(lines, index);
    cells.forEach((cell, column) => {
      if (!cell.endsWith(mark)) return;
      const whole = column === 0;
      found.push({
        key: `${index}:${column}`,
        row: whole ? cells.slice(1).join(" · ") : cells[0]!,
        column: heading[column] ?? "",
        figure: cell.slice(0, -mark.length).trim(),
      });
    });
  });
  return found;
}

/** The text with the owner's figures in place of the proposed ones (the figure as given, without the mark). */
export function withFiguresConfirmed(markdown: string, language: Language, figures: Record<string, string>): string {
  const mark = PROPOSED_MARK[language];
  const lines = markdown.split("\n");
  for (const [key, value] of Object.entries(figures)) {
    const [index, column] = key.split(":").map(Number) as [number, number];
    const line = lines[index];
    if (line === undefined || !isRow(line)) continue;
    const cells = cellsOf(line);
    const cell = cells[column];
    if (cell === undefined || !cell.endsWith(mark)) continue;
    // A value the owner left empty keeps ours; a table cell cannot hold a pipe or a new line.
    cells[column] = value.replace(/[|\n\r]+/g, " ").trim() || cell.slice(0, -mark.length).trim();
    lines[index] = rowLine(cells);
  }
  return lines.join("\n");
}

/**
 * The text as employees read it: each unconfirmed figure reads "Not set yet". A row whose first
 * cell is proposed is a proposal whole (a default approval tier with our approver): its cells but
 * the last (what it applies to) read so too.
 */
export function withoutProposals(markdown: string, language: Language): string {
  const mark = PROPOSED_MARK[language];
  if (!markdown.includes(mark)) return markdown;
  const notSet = NOT_SET_YET[language];
  return markdown
    .split("\n")
    .map((line) => {
      if (!isRow(line) || isDivider(line) || !line.includes(mark)) return line;
      const cells = cellsOf(line);
      const whole = cells[0]!.endsWith(mark);
      return rowLine(cells.map((cell, column) => (cell.endsWith(mark) || (whole && column < cells.length - 1) ? notSet : cell)));
    })
    .join("\n");
}
