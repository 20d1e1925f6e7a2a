import { applyPatch, diffArrays, structuredPatch } from "diff";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { sectionOfHeading } from "~/lib/generation/policy-check.server";
import type { PolicyRules } from "~/lib/rulebook/policy-rules";
import type { Language } from "~/lib/site/languages";
import { replaceSection, sectionMarkdown } from "../markdown/policy-sections";
import { readRulesFromText } from "../rules/rules-from-text.server";

/*
 * Carrying a changed language version's rules into another version, without a model:
 * the rules both versions state are read from their texts; each kind of rule the source changed
 * (a new approval tier, a cap, a deadline, a class rule, a prohibition) replaces this version's,
 * and the sections that write them are written again in this version's language. A section is
 * carried whole only when its change in the source is exactly the rules' change; the owner's own
 * wording in this version is kept where the rewritten lines leave it alone.
 */

export type RuleTransfer = { markdown: string; sections: number[] };

type Version = { markdown: string; language: Language };

const KINDS = [
  "meals",
  "lodging",
  "roles",
  "approvals",
  "submission",
  "reimbursement",
  "notice",
  "advanceSettlement",
  "receipts",
  "documents",
  "travelClass",
  "prohibited",
  "cashAdvance",
] as const satisfies ReadonlyArray<keyof PolicyRules>;

/** A rule kind's values, whatever their provenance or order. */
function valuesOf(rules: PolicyRules, kind: (typeof KINDS)[number]): string {
  const value = rules[kind];
  const strip = (rule: unknown) => JSON.stringify({ ...(rule as object), provenance: null });
  return Array.isArray(value) ? value.map(strip).sort().join("\n") : value ? strip(value) : "";
}

/** The lines a change adds and removes, trailing spaces ignored. */
function changedLines(before: string, after: string): { added: string[]; removed: string[] } {
  const added: string[] = [];
  const removed: string[] = [];
  for (const part of diffArrays(
    before.split("\n").map((line) => line.trimEnd()),
    after.split("\n").map((line) => line.trimEnd()),
  )) {
    if (part.added) added.push(...part.value.filter((line) => line.trim()));
    else if (part.removed) removed.push(...part.value.filter((line) => line.trim()));
  }
  return { added, removed };
}

export function carryRules(
  reading: CompanyReading,
  companyName: string,
  source: { before: Version; now: Version },
  target: Version,
): RuleTransfer {
  const currency = reading.currency.code;
  const read = (version: Version) => readRulesFromText(version.markdown, { language: version.language, currency });
  const sourceBefore = read(source.before);
  const sourceNow = read(source.now);
  const changed = KINDS.filter((kind) => valuesOf(sourceBefore, kind) !== valuesOf(sourceNow, kind));
  if (changed.length === 0) return { markdown: target.markdown, sections: [] };

  const targetRules = read(target);
  const updated: PolicyRules = { ...targetRules };
  for (const kind of changed) (updated as Record<string, unknown>)[kind] = sourceNow[kind];

  const now = new Date();
  const write = (language: Language, rules: PolicyRules) => composePolicy({ ...reading, rules }, { language, companyName, now });
  const section = (markdown: string, language: Language, number: number) =>
    sectionMarkdown(markdown, (heading) => sectionOfHeading(heading, language), number) ?? "";
  // The source's own change must be the rules' change, section by section, to be carried.
  const sourceLanguage = source.now.language;
  const composedBefore = write(sourceLanguage, sourceBefore);
  const composedNow = write(sourceLanguage, sourceNow);
  const beforeHere = write(target.language, targetRules);
  const afterHere = write(target.language, updated);

  let markdown = target.markdown;
  const sections: number[] = [];
  for (let number = 1; number <= 9; number += 1) {
    const sourceChange = changedLines(
      section(source.before.markdown, sourceLanguage, number),
      section(source.now.markdown, sourceLanguage, number),
    );
    if (sourceChange.added.length + sourceChange.removed.length === 0) continue;
    // Every line the owner changed in the source is a line the rules' change writes (the writer may
    // also rewrite a sentence derived from them, such as who approves when there is no manager).
    const rulesChange = changedLines(section(composedBefore, sourceLanguage, number), section(composedNow, sourceLanguage, number));
    const explained =
      sourceChange.added.every((line) => rulesChange.added.includes(line)) &&
      sourceChange.removed.every((line) => rulesChange.removed.includes(line));
    if (!explained) continue;
    const current = section(markdown, target.language, number);
    const written = section(beforeHere, target.language, number);
    const rewritten = section(afterHere, target.language, number);
    const next =
      current.trim() === written.trim()
        ? rewritten
        : applyPatch(current, structuredPatch("s", "s", written, rewritten, undefined, undefined, { context: 2 }));
    if (next === false) continue;
    const replaced = replaceSection(markdown, (heading) => sectionOfHeading(heading, target.language), number, next);
    if (replaced === null) continue;
    markdown = replaced;
    sections.push(number);
  }
  return { markdown, sections };
}
