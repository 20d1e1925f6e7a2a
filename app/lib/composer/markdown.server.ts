import { markUserText } from "./variants/in-variant.server";

/** Markdown building for the composer; user text is made safe to place in each position. */

export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

export function table(header: readonly string[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const alignment = header.map((_, index) => (index === 0 ? "---" : "---:"));
  return [line(header), line(alignment), ...rows.map(line)].join("\n");
}

/**
 * Text the user typed, placed inside a sentence: one line; markdown's inline syntax escaped so a
 * company called `![](https://tracker…)` or `**Acme**` reads as written and is never an image, a
 * link or emphasis; and a `{{…}}` the user wrote escaped so it is not mistaken for a leftover
 * template placeholder. Marked as the user's, so the writing variant never changes its words.
 */
export function inlineUserText(text: string): string {
  return markUserText(escapedInline(text));
}

const escapedInline = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\`*_[\]<>~&:]/g, "\\$&")
    .replace(/\{\{/g, "{\\{");

/** A rule the user wrote, as a list item: markdown that would start a heading or quote is escaped. */
export function blockUserText(text: string): string {
  return markUserText(escapedInline(text).replace(/^([#>])/, "\\$1"));
}

/** User text already made safe (`inlineUserText`), in a table cell: a pipe would split the cell. */
export function cell(safeText: string): string {
  return safeText.replace(/\|/g, "\\|");
}
