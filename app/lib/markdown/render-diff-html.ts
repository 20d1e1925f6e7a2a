import { diffArrays, diffWords } from "diff";
import { renderPolicyHtml } from "./render-html";

/*
 * Two versions of a policy (or of one section) as one formatted text with the changed words marked:
 * what the owner reads in History and in a rewrite's proposal. The two markdown texts are merged
 * into one, block by block and line by line, with the changes wrapped in private-use characters;
 * the merged markdown goes through the one HTML renderer (so a table stays a table, a heading a
 * heading), and the characters become <ins> and <del>, closed and opened again around every tag so
 * the marks always nest. Plain TS with no DOM: the browser renders it, a unit test reads it.
 */

const INS = ["\uE000", "\uE001"] as const;
const DEL = ["\uE002", "\uE003"] as const;
const FOLD = "\uE004";
const MARKS = /[\uE000-\uE004]/g;

type Mark = typeof INS | typeof DEL;
type Labels = { added: string; removed: string };
/** With `fold`, unchanged stretches further than `context` blocks from a change shrink to one line. */
type Fold = { context: number; label: (lines: number) => string };

/** Blocks of markdown: the text between blank lines. */
const blocksOf = (markdown: string) =>
  markdown
    .replace(/\r\n?/g, "\n")
    .replace(MARKS, "")
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ""))
    .filter((block) => block.trim() !== "");

const TABLE_ROW = /^\s*\|.*\|\s*$/;
const DELIMITER_ROW = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
/** What opens a line and is not its words: a heading's #s, a list marker, a quote's >. */
const PREFIX = /^(\s*(?:#{1,6}\s+|(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?|>\s*)?)(.*)$/s;

const cellsOf = (row: string) => row.trim().replace(/^\|/, "").replace(/\|$/, "").split("|");
const rowOf = (cells: string[]) => `|${cells.join("|")}|`;

/** Words wrapped in a mark, the spaces around them left outside (markdown reads `** x**` as text). */
function wrap(text: string, [open, close]: Mark): string {
  const match = /^(\s*)(.*?)(\s*)$/s.exec(text)!;
  return match[2] ? `${match[1]}${open}${match[2]}${close}${match[3]}` : text;
}

/** A line added or removed whole: its words marked, its structure (prefix, table cells) kept. */
function markLine(line: string, mark: Mark): string {
  if (DELIMITER_ROW.test(line)) return line;
  if (TABLE_ROW.test(line)) return rowOf(cellsOf(line).map((cell) => wrap(cell, mark)));
  const [, prefix = "", words = ""] = PREFIX.exec(line) ?? [];
  return `${prefix}${wrap(words, mark)}`;
}

/** The words of two versions of a text, each change marked. */
function mergeWords(before: string, after: string): string {
  return diffWords(before, after)
    .map((part) => (part.added ? wrap(part.value, INS) : part.removed ? wrap(part.value, DEL) : part.value))
    .join("");
}

/** One line changed into another: word by word when they are the same kind of line, else one removed and one added. */
function mergeLine(before: string, after: string): string[] {
  if (DELIMITER_ROW.test(before) && DELIMITER_ROW.test(after)) return [after];
  if (TABLE_ROW.test(before) && TABLE_ROW.test(after)) {
    const [old, now] = [cellsOf(before), cellsOf(after)];
    if (old.length === now.length) return [rowOf(now.map((cell, index) => mergeWords(old[index]!, cell)))];
    return [markLine(before, DEL), markLine(after, INS)];
  }
  const [, oldPrefix = "", oldWords = ""] = PREFIX.exec(before) ?? [];
  const [, newPrefix = "", newWords = ""] = PREFIX.exec(after) ?? [];
  const kind = (prefix: string) =>
    prefix
      .trim()
      .replace(/\d+/, "1")
      .replace(/\[[ xX]\]/, "");
  if (kind(oldPrefix) !== kind(newPrefix) || TABLE_ROW.test(before) !== TABLE_ROW.test(after))
    return [markLine(before, DEL), markLine(after, INS)];
  return [`${newPrefix}${mergeWords(oldWords, newWords)}`];
}

/** Removed items paired with the added ones that follow them; the rest stand alone. */
function pairUp<T>(removed: T[], added: T[], pair: (before: T, after: T) => string[], alone: (item: T, mark: Mark) => string): string[] {
  const merged: string[] = [];
  const shared = Math.min(removed.length, added.length);
  for (let index = 0; index < shared; index += 1) merged.push(...pair(removed[index]!, added[index]!));
  for (const item of removed.slice(shared)) merged.push(alone(item, DEL));
  for (const item of added.slice(shared)) merged.push(alone(item, INS));
  return merged;
}

/** A sequence's diff as runs: unchanged items, or the items one side removed and the other added there. */
function runs<T>(before: T[], after: T[]): ({ same: T[] } | { removed: T[]; added: T[] })[] {
  const result: ({ same: T[] } | { removed: T[]; added: T[] })[] = [];
  for (const part of diffArrays(before, after)) {
    const last = result[result.length - 1];
    if (!part.added && !part.removed) result.push({ same: part.value });
    else if (last && "removed" in last) (part.added ? last.added : last.removed).push(...part.value);
    else result.push(part.added ? { removed: [], added: [...part.value] } : { removed: [...part.value], added: [] });
  }
  return result;
}

function mergeBlock(before: string, after: string): string[] {
  const lines: string[] = [];
  for (const run of runs(before.split("\n"), after.split("\n"))) {
    if ("same" in run) lines.push(...run.same);
    else lines.push(...pairUp(run.removed, run.added, mergeLine, markLine));
  }
  return [lines.join("\n")];
}

const markBlock = (block: string, mark: Mark) =>
  block
    .split("\n")
    .map((line) => markLine(line, mark))
    .join("\n");

/** The marks as tags: closed before and opened after every tag inside them, so they always nest; none inside a tag. */
function marksToTags(html: string, labels: Labels): string {
  const tag = { [INS[0]]: `<ins title="${labels.added}">`, [DEL[0]]: `<del title="${labels.removed}">` } as Record<string, string>;
  const closing = { [INS[0]]: "</ins>", [DEL[0]]: "</del>" } as Record<string, string>;
  let open: string | null = null;
  let out = "";
  for (let index = 0; index < html.length; index += 1) {
    const char = html[index]!;
    if (char === "<") {
      const end = html.indexOf(">", index);
      // Inside a tag (a link's address), the new version's characters only.
      const element = html
        .slice(index, end < 0 ? html.length : end + 1)
        .replace(/\uE002[^\uE003]*\uE003/g, "")
        .replace(MARKS, "");
      out += open ? `${closing[open]}${element}${tag[open]}` : element;
      index = end < 0 ? html.length : end;
    } else if (char === INS[0] || char === DEL[0]) {
      if (open) out += closing[open];
      open = char;
      out += tag[char];
    } else if (char === INS[1] || char === DEL[1]) {
      if (open) out += closing[open];
      open = null;
    } else out += char;
  }
  if (open) out += closing[open];
  // A mark closed at once around nothing but a tag says nothing.
  return out.replace(/<ins title="[^"]*"><\/ins>|<del title="[^"]*"><\/del>/g, "");
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The HTML of `after` with what changed since `before` marked: added words in <ins>, removed ones
 * in <del>, both as the policy shows them (headings, lists, tables). Null when nothing changed.
 */
export function renderDiffHtml(before: string, after: string, { labels, fold }: { labels: Labels; fold?: Fold }): string | null {
  const merged: { text: string; changed: boolean }[] = [];
  for (const run of runs(blocksOf(before), blocksOf(after))) {
    if ("same" in run) merged.push(...run.same.map((text) => ({ text, changed: false })));
    else merged.push(...pairUp(run.removed, run.added, mergeBlock, markBlock).map((text) => ({ text, changed: true })));
  }
  if (!merged.some((block) => block.changed)) return null;
  const shown: string[] = [];
  const near = (index: number) =>
    !fold || merged.slice(Math.max(0, index - fold.context), index + fold.context + 1).some((block) => block.changed);
  let folded = 0;
  merged.forEach((block, index) => {
    if (near(index)) {
      if (folded > 0) shown.push(`${FOLD}${folded}`);
      folded = 0;
      shown.push(block.text);
    } else folded += block.text.split("\n").length;
  });
  if (folded > 0) shown.push(`${FOLD}${folded}`);
  const html = marksToTags(renderPolicyHtml(shown.join("\n\n")), { added: escape(labels.added), removed: escape(labels.removed) });
  return html.replace(
    new RegExp(`<p>${FOLD}(\\d+)</p>`, "g"),
    (_, lines: string) => `<p class="diff-fold">⋯ ${escape(fold?.label(Number(lines)) ?? "")}</p>`,
  );
}
