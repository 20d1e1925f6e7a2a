/** One of the nine sections of a policy text, as the card controls cite it. */
export type PolicySection = { number: number; heading: string; text: string };

type SectionOf = (heading: string) => number;

/**
 * Splits a policy into its required sections (1–9). A heading that names no section, or one
 * deeper than the section's own heading, stays inside the current section.
 */
export function splitSections(markdown: string, sectionOf: SectionOf): PolicySection[] {
  const sections: PolicySection[] = [];
  let current: (PolicySection & { level: number }) | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      const index: number = !current || level <= current.level ? sectionOf(heading[2]!) : -1;
      if (index >= 0) {
        current = { number: index + 1, heading: heading[2]!.trim(), text: "", level };
        sections.push(current);
        continue;
      }
    }
    if (current) current.text += `${line}\n`;
  }
  return sections.map(({ number, heading, text }) => ({ number, heading, text }));
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
