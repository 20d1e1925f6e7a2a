/** One of the nine sections of a policy text, as the card controls cite it. */
export type PolicySection = { number: number; heading: string; text: string };

type SectionOf = (heading: string) => number;

/** Where a required section sits in the text's lines: its heading line and the line after its end. */
export type SectionSpan = { number: number; heading: string; headingLine: number; endLine: number };

/** A heading line longer than this is not read as a heading: no section title is that long. */
const MAX_HEADING_LINE = 300;

/**
 * A markdown heading's depth and title, in linear time: the closing `#`s and spaces are trimmed
 * by a scan from the end, not by a lazy pattern before an anchored tail (which backtracks
 * quadratically on "# #" followed by a long run of spaces).
 */
export function headingOf(line: string): { depth: number; title: string } | null {
  if (line.length > MAX_HEADING_LINE) return null;
  const open = /^ {0,3}(#{1,6})(?:[ \t]+|$)/.exec(line);
  if (!open) return null;
  let end = line.length;
  while (end > open[0].length && /[ \t#]/.test(line[end - 1]!)) end -= 1;
  return { depth: open[1]!.length, title: line.slice(open[0].length, end) };
}

/**
 * Finds the required sections (1–9) of a policy. A heading that names no section, or one deeper
 * than the section's own heading, stays inside the current section.
 */
export function sectionSpans(lines: readonly string[], sectionOf: SectionOf): SectionSpan[] {
  const spans: SectionSpan[] = [];
  let level = 0;
  lines.forEach((line, index) => {
    const heading = headingOf(line);
    if (!heading) return;
    const { depth, title } = heading;
    const number = spans.length === 0 || depth <= level ? sectionOf(title) + 1 : 0;
    if (number === 0) return;
    const previous = spans.at(-1);
    if (previous) previous.endLine = index;
    spans.push({ number, heading: title.trim(), headingLine: index, endLine: lines.length });
    level = depth;
  });
  return spans;
}

/** Splits a policy into its required sections (1–9), each with the text under its heading. */
export function splitSections(markdown: string, sectionOf: SectionOf): PolicySection[] {
  const lines = markdown.split(/\r?\n/);
  return sectionSpans(lines, sectionOf).map(({ number, heading, headingLine, endLine }) => ({
    number,
    heading,
    text: lines
      .slice(headingLine + 1, endLine)
      .map((line) => `${line}\n`)
      .join(""),
  }));
}

/** Whether a text is exactly section `number`: it opens with that section's heading and holds no other. */
export function isOneSection(text: string, sectionOf: SectionOf, number: number): boolean {
  const spans = sectionSpans(text.trim().split(/\r?\n/), sectionOf);
  return spans.length === 1 && spans[0]!.headingLine === 0 && spans[0]!.number === number;
}

/** How deep a text's first line is as a heading ("##" → 2); 0 when it is not a heading. */
export function headingDepth(text: string): number {
  return /^ {0,3}(#{1,6})[ \t]/.exec(text.trimStart())?.[1]!.length ?? 0;
}

/** Section `number` with its heading line, as written in the text; null when the text lacks it. */
export function sectionMarkdown(markdown: string, sectionOf: SectionOf, number: number): string | null {
  const lines = markdown.split(/\r?\n/);
  const span = sectionSpans(lines, sectionOf).find((candidate) => candidate.number === number);
  return span ? lines.slice(span.headingLine, span.endLine).join("\n").trimEnd() : null;
}

/** The text with section `number` (heading included) replaced; every other line stays as it was. */
export function replaceSection(markdown: string, sectionOf: SectionOf, number: number, replacement: string): string | null {
  const lines = markdown.split(/\r?\n/);
  const span = sectionSpans(lines, sectionOf).find((candidate) => candidate.number === number);
  if (!span) return null;
  const kept = lines.slice(span.headingLine, span.endLine);
  // The blank lines that separated the section from the next one stay.
  let trailing = 0;
  while (trailing < kept.length - 1 && kept[kept.length - 1 - trailing]!.trim() === "") trailing += 1;
  return [
    ...lines.slice(0, span.headingLine),
    ...replacement.trimEnd().split(/\r?\n/),
    ...Array<string>(trailing).fill(""),
    ...lines.slice(span.endLine),
  ].join("\n");
}

const NUMBER = /\d{1,3}(?:([.,\u00a0\u202f' ])\d{3})(?:\1\d{3})*(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,3})?(?!\d)/g;

/**
 * Every number a text writes, in any of the policy languages' notations ("1,500.50",
 * "1.500,50", "1 500", "0.45"). A token that could be read two ways ("1.500") counts as both.
 */
export function numbersIn(text: string): Set<number> {
  const found = new Set<number>();
  for (const match of text.matchAll(NUMBER)) {
    const token = match[0];
    const lastSeparator = Math.max(token.lastIndexOf("."), token.lastIndexOf(","));
    const digitsAfter = lastSeparator < 0 ? 0 : token.length - lastSeparator - 1;
    // With the last separator as a decimal point (if fewer than three digits follow it, or the only one).
    if (lastSeparator >= 0 && (digitsAfter !== 3 || !match[1])) {
      found.add(round(Number(`${token.slice(0, lastSeparator).replace(/\D/g, "")}.${token.slice(lastSeparator + 1)}`)));
    }
    // With every separator as grouping.
    if (digitsAfter === 3 || lastSeparator < 0) found.add(round(Number(token.replace(/\D/g, ""))));
  }
  return found;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function mentionsNumber(text: string, value: number): boolean {
  return numbersIn(text).has(round(value));
}

/** "3. HOTELS", "APPROVALS", "10. Approvals": a writer's own heading line, with or without markdown's `#`. */
const OWN_HEADING = /^(?:(\d{1,2})(?:\.\d+)*\.?\s+)?(\p{Lu}[\p{Lu}\s&/'’,.()-]{2,70}):?$/u;

/**
 * A policy in its writer's own layout (the owner's "3. HOTELS", a model's "## Our limits"), split
 * at every heading it has: the card controls cite these where the text has none of the nine
 * sections. Numbered headings keep their number; others count in order.
 */
export function writersSections(markdown: string): PolicySection[] {
  const sections: PolicySection[] = [];
  for (const line of markdown.split(/\r?\n/)) {
    const trimmed = line.trim();
    const hashed = headingOf(trimmed);
    const plain = hashed ? null : OWN_HEADING.exec(trimmed);
    if (hashed || plain) {
      const title = hashed ? hashed.title.trim() : plain![2]!.trim();
      const numbered = /^(\d{1,2})[.)]?\s+(.+)$/.exec(title);
      const number = Number(plain?.[1] ?? numbered?.[1] ?? sections.length + 1);
      sections.push({ number, heading: numbered && hashed ? numbered[2]! : title, text: "" });
    } else if (sections.length > 0) sections.at(-1)!.text += `${line}\n`;
    else sections.push({ number: 1, heading: "", text: `${line}\n` });
  }
  return sections;
}
