import type { Tokens } from "~/lib/markdown/policy-tokens";
import { inlineRuns } from "./inline-runs.server";
import { COLORS, type Line, type PdfWriter, type TextStyle } from "./pdf-writer.server";

/*
 * Tables (the role limits): columns sized by their content, cells wrapped, and a table that
 * reaches the bottom of a page continues on the next one under a repeated header row.
 */

const PADDING = 4;
const CELL: TextStyle = { size: 9.5, lineHeight: 1.35 };

type Cell = { lines: Line[]; align: "left" | "center" | "right" | null };

function columnWidths(writer: PdfWriter, table: Tokens.Table, available: number): number[] {
  const rows = [table.header, ...table.rows];
  const natural = table.header.map((_, column) =>
    Math.max(
      24,
      ...rows.map((row) => {
        const cell = row[column];
        return cell
          ? Math.min(writer.wrap(inlineRuns(cell.tokens), { ...CELL, bold: row === table.header }, 10_000)[0]!.width, available)
          : 0;
      }),
    ),
  );
  const total = natural.reduce((sum, width) => sum + width + 2 * PADDING, 0);
  // Narrow tables keep their natural widths; wide ones share the page in proportion, with a floor.
  if (total <= available) return natural.map((width) => width + 2 * PADDING + (available - total) / natural.length);
  const floor = Math.min(48, available / natural.length);
  const share = natural.map((width) => Math.max(floor, (available * width) / (total - 2 * PADDING * natural.length)));
  const scale = available / share.reduce((sum, width) => sum + width, 0);
  return share.map((width) => width * scale);
}

export function drawTable(writer: PdfWriter, table: Tokens.Table) {
  const available = writer.right - writer.left;
  const widths = columnWidths(writer, table, available);
  const lineHeight = writer.lineHeight(CELL);
  const layout = (row: Tokens.TableCell[], bold: boolean): Cell[] =>
    widths.map((width, column) => ({
      lines: writer.wrap(inlineRuns(row[column]?.tokens), { ...CELL, bold }, width - 2 * PADDING),
      align: table.align[column] ?? null,
    }));
  const heightOf = (cells: Cell[]) => Math.max(...cells.map((cell) => cell.lines.length)) * lineHeight + 2 * PADDING;

  const drawRow = (cells: Cell[], header: boolean) => {
    const height = heightOf(cells);
    const top = writer.y;
    if (header) writer.fillRect(writer.left, top - height, available, height, COLORS.fill);
    let x = writer.left;
    cells.forEach((cell, column) => {
      const width = widths[column]!;
      cell.lines.forEach((line, index) => {
        const free = width - 2 * PADDING - line.width;
        const offset = cell.align === "right" ? free : cell.align === "center" ? free / 2 : 0;
        writer.drawLine(line, x + PADDING + Math.max(0, offset), top - PADDING - CELL.size - index * lineHeight);
      });
      x += width;
    });
    writer.strokeLine([writer.left, top - height], [writer.right, top - height], header ? 1 : 0.5, COLORS.rule);
    writer.y -= height;
  };

  const header = layout(table.header, true);
  const rows = table.rows.map((row) => layout(row, false));
  // The header never stands alone at the bottom of a page.
  writer.ensure(heightOf(header) + (rows[0] ? heightOf(rows[0]) : 0));
  drawRow(header, true);
  writer.onNewPage = () => drawRow(header, true);
  for (const cells of rows) {
    writer.ensure(heightOf(cells));
    drawRow(cells, false);
  }
  writer.onNewPage = null;
}
