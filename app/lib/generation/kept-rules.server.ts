import { compositionContext } from "~/lib/composer/composition-context.server";
import { ruleBlocks, type RuleBlock } from "~/lib/composer/rule-blocks.server";
import { sectionOfHeading } from "~/lib/composer/section-of-heading.server";
import { headingOf, sectionSpans } from "~/lib/markdown/policy-sections";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { TITLES } from "~/lib/rulebook/company-terms";
import { displayName } from "~/lib/rulebook/default-approvers";
import type { ApprovalScope, Money, PolicyRules, Provenance } from "~/lib/rulebook/policy-rules";
import { RULE_KINDS, type RuleKind } from "~/lib/rulebook/rule-changes";
import { readRulesFromText } from "~/lib/rules/rules-from-text.server";
import type { Language } from "~/lib/site/languages";
import { WriterError } from "./writer.server";

/*
 * Every writer keeps the rules (DESIGN §9–§10): the text a model wrote — a policy, a translation, a
 * section rewrite — is read back with the rules reader and compared with the rulebook it was
 * written from. A rule it lost or changed is restored from the rulebook in the composer's own
 * notation, in the section that states it (the model's own table of those rules gives way to it);
 * what cannot be restored is reported, so the caller retries the model or refuses the text.
 */

/** The rules a writer must keep: the company's own and the country's; our proposed defaults may be left out. */
export function rulesToKeep(rules: PolicyRules, { except = [] }: { except?: readonly RuleKind[] } = {}): PolicyRules {
  const kept = (provenance: Provenance) => provenance.kind !== "proposed";
  const result: PolicyRules = { ...rules };
  for (const kind of RULE_KINDS) {
    const value = rules[kind] as unknown;
    const keep = !except.includes(kind);
    if (Array.isArray(value))
      (result as Record<string, unknown>)[kind] = keep ? value.filter((rule: { provenance: Provenance }) => kept(rule.provenance)) : [];
    else if (value)
      (result as Record<string, unknown>)[kind] = keep && kept((value as { provenance: Provenance }).provenance) ? value : null;
  }
  return result;
}

/** A rule of the rulebook the text does not state as it should: missing (`found` null) or changed (`found`: what the text says). */
export type LostRule = { kind: RuleKind; want: unknown; found: { provenance: Provenance } | null };

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/^(?:the|el|la|los|las|o|a|os|as) /, "");

/** Every spelling of a common title, in any language, to one key ("Jefe directo", "direct manager" → "line manager"). */
const TITLE_KEYS = new Map<string, string>(
  TITLES.flatMap((term) =>
    (["en", "es", "pt-BR"] as const).flatMap((language) =>
      [term[language], ...(term.also?.[language] ?? [])].map((form) => [fold(form), term.en]),
    ),
  ),
);

/** A role or approver as one key whatever the language or spelling: the product's defaults, common titles, anything else folded. */
function nameKey(name: string): string {
  const written = fold(displayName(name, "en"));
  return TITLE_KEYS.get(written) ?? written;
}

const sameMoney = (a: Money | null | undefined, b: Money | null | undefined) =>
  (!a && !b) || (!!a && !!b && a.currency === b.currency && Math.abs(a.amount - b.amount) < 0.005);

const sameScope = (a: ApprovalScope, b: ApprovalScope) =>
  a.kind === b.kind &&
  (a.kind !== "category" || (b.kind === "category" && a.category === b.category)) &&
  (a.kind !== "role" || (b.kind === "role" && nameKey(a.role) === nameKey(b.role)));

type Rule<Kind extends RuleKind> = Extract<
  NonNullable<PolicyRules[Kind]> extends Array<infer Item> ? Item : NonNullable<PolicyRules[Kind]>,
  object
>;

/**
 * How a kind's rule is matched in the text: `same` finds the text's rule of the same place, band,
 * item…; `equal` says whether it states the same value.
 */
const MATCH: {
  [Kind in RuleKind]: { same(want: Rule<Kind>, found: Rule<Kind>): boolean; equal(want: Rule<Kind>, found: Rule<Kind>): boolean };
} = {
  meals: { same: (a, b) => samePlace(a.place, b.place), equal: (a, b) => sameMoney(a.amount, b.amount) },
  lodging: { same: (a, b) => samePlace(a.place, b.place), equal: (a, b) => sameMoney(a.amount, b.amount) },
  roles: {
    same: (a, b) => nameKey(a.role) === nameKey(b.role),
    equal: (a, b) =>
      (!a.monthly || sameMoney(a.monthly, b.monthly)) && (!a.perTransaction || sameMoney(a.perTransaction, b.perTransaction)),
  },
  approvals: {
    same: (a, b) => sameScope(a.scope, b.scope) && sameMoney(a.above, b.above),
    equal: (a, b) => sameMoney(a.upTo, b.upTo) && nameKey(a.approver) === nameKey(b.approver),
  },
  submission: { same: () => true, equal: (a, b) => a.days === b.days && a.businessDays === b.businessDays },
  lateClaims: {
    same: () => true,
    equal: (a, b) =>
      a.outcome === b.outcome &&
      nameKey(a.approver ?? "") === nameKey(b.approver ?? "") &&
      a.afterDays === b.afterDays &&
      a.dayOfNextMonth === b.dayOfNextMonth,
  },
  reimbursement: { same: () => true, equal: (a, b) => a.days === b.days && a.businessDays === b.businessDays },
  advanceSettlement: { same: () => true, equal: (a, b) => a.days === b.days && a.businessDays === b.businessDays },
  notice: { same: (a, b) => a.scope === b.scope, equal: (a, b) => a.days === b.days },
  receipts: { same: () => true, equal: (a, b) => sameMoney(a.above, b.above) },
  documents: { same: (a, b) => a.document === b.document && a.category === b.category, equal: (a, b) => a.accepted === b.accepted },
  mileage: {
    same: () => true,
    equal: (a, b) => (a.rate ? sameMoney(a.rate, b.rate) && a.unit === b.unit : a.basis === b.basis),
  },
  travelClass: {
    same: (a, b) => a.cabin === b.cabin && nameKey(a.role ?? "") === nameKey(b.role ?? ""),
    equal: (a, b) => a.allowed === b.allowed && a.minHours === b.minHours,
  },
  prohibited: { same: (a, b) => a.item === b.item, equal: (a, b) => a.except === b.except },
  cashAdvance: { same: () => true, equal: (a, b) => a.allowed === b.allowed && sameMoney(a.max, b.max) },
  caps: { same: (a, b) => a.item === b.item && a.per === b.per, equal: (a, b) => sameMoney(a.amount, b.amount) && a.percent === b.percent },
};

function samePlace(a: PolicyRules["meals"][number]["place"], b: PolicyRules["meals"][number]["place"]): boolean {
  if (a.kind !== "destination" || b.kind !== "destination") return a.kind === b.kind;
  if (a.city && b.city) return fold(a.city) === fold(b.city);
  return !a.city && !b.city ? a.country === b.country : !!a.country && a.country === b.country;
}

const listOf = (rules: PolicyRules, kind: RuleKind): Array<{ provenance: Provenance }> => {
  const value = rules[kind] as unknown;
  return (Array.isArray(value) ? value : value ? [value] : []) as Array<{ provenance: Provenance }>;
};

/** The rules of `keep` that `read` (what the text states) lacks or states otherwise. */
export function lostRules(keep: PolicyRules, read: PolicyRules): LostRule[] {
  const lost: LostRule[] = [];
  for (const kind of RULE_KINDS) {
    const match = MATCH[kind] as { same(a: unknown, b: unknown): boolean; equal(a: unknown, b: unknown): boolean };
    const found = listOf(read, kind);
    for (const want of listOf(keep, kind)) {
      const same = found.filter((rule) => match.same(want, rule));
      if (same.some((rule) => match.equal(want, rule))) continue;
      lost.push({ kind, want, found: same[0] ?? null });
    }
  }
  return lost;
}

export interface RulebookToKeep {
  /** The company as the composer writes it; its rules are the rulebook the text was written from. */
  reading: CompanyReading;
  companyName: string;
  language: Language;
  /** The rules the text must state; by default the rulebook's own and the country's (`rulesToKeep`). */
  keep?: PolicyRules;
  /** Only these sections may be written into (a section rewrite); every section by default. */
  sections?: readonly number[];
  now?: Date;
}

export type KeptRules = {
  markdown: string;
  /** The kinds of rules restored from the rulebook. */
  restored: RuleKind[];
  /** What the text still lacks after the repair: empty when it states every rule it was given. */
  lost: LostRule[];
};

/** The text, with every rule it lost or changed restored from the rulebook; what could not be restored is in `lost`. */
export function keepRules(markdown: string, book: RulebookToKeep): KeptRules {
  const { reading, language } = book;
  const read = (text: string) =>
    readRulesFromText(text, { language, currency: reading.currency.code, country: reading.country.code || undefined });
  const context = compositionContext(reading, language, book.companyName, book.now ?? new Date());
  const keep = book.keep ?? rulesToKeep(context.rules);
  let text = markdown;
  let lost = lostRules(keep, read(text));
  const restored = new Set<RuleKind>();
  const placed = new Set<string>();
  // Restoring a composer table makes the reader read the text by the composer's notation: a kind it
  // read from the model's sentences before may then need its own lines too, hence a few rounds.
  for (let round = 0; round < RULE_KINDS.length && lost.length > 0; round++) {
    const kinds = [...new Set(lost.map((rule) => rule.kind))];
    const blocks = ruleBlocks(context, language, kinds).filter(
      (block) => !placed.has(block.markdown) && (!book.sections || book.sections.includes(block.section)),
    );
    if (blocks.length === 0) break;
    for (const block of blocks) {
      const next = placeBlock(text, block, language, lost);
      placed.add(block.markdown);
      if (next === null) continue;
      text = next;
      for (const kind of block.kinds) if (kinds.includes(kind)) restored.add(kind);
    }
    lost = lostRules(keep, read(text));
  }
  return { markdown: text, restored: [...restored], lost };
}

const TABLE_LINE = /^\s*\|.*\|\s*$/;
const BULLET = /^\s*(?:[-*+•]|\d+[.)])\s+/;
const plainLine = (line: string) => fold(line.replace(BULLET, "").replace(/\*\*|__/g, ""));

/**
 * Puts a block into its section. A table block takes the place of the model's tables of figures in
 * that section (and, for approvals, of its list of bands); every block drops the lines the text's
 * changed rules came from, so the text never states two figures for one rule. Null when the text
 * has no such section.
 */
function placeBlock(markdown: string, block: RuleBlock, language: Language, lost: LostRule[]): string | null {
  const lines = markdown.split("\n");
  const span = sectionSpans(lines, (heading) => sectionOfHeading(heading, language)).find(
    (candidate) => candidate.number === block.section,
  );
  if (!span) return null;
  const depth = headingOf(lines[span.headingLine]!)?.depth ?? 2;
  const body = lines.slice(span.headingLine + 1, span.endLine);

  const changedSources = new Set(
    lost
      .filter((rule) => block.kinds.includes(rule.kind) && rule.found?.provenance.kind === "user")
      .map((rule) => fold((rule.found!.provenance as { words: string }).words)),
  );
  const drop = new Array<boolean>(body.length).fill(false);
  if (block.table) {
    // The model's tables of figures in this section state the rules the block states.
    let start = -1;
    for (let index = 0; index <= body.length; index++) {
      const inTable = index < body.length && TABLE_LINE.test(body[index]!);
      if (inTable && start < 0) start = index;
      if (!inTable && start >= 0) {
        const rows = body.slice(start, index);
        if (rows.slice(1).some((row) => /\d/.test(row))) for (let row = start; row < index; row++) drop[row] = true;
        start = -1;
      }
    }
  }
  body.forEach((line, index) => {
    if (drop[index] || TABLE_LINE.test(line) || !line.trim()) return;
    const plain = plainLine(line);
    const bandLine = block.kinds.includes("approvals") && BULLET.test(line) && /\d/.test(line) && line.includes(":");
    if (bandLine || [...changedSources].some((source) => source === plain || (plain.length > 12 && source.endsWith(plain))))
      drop[index] = true;
  });

  // Subheadings one level below the section's heading; in place of what it replaces, without its own heading.
  const at = drop.indexOf(true);
  const blockLines = block.markdown
    .split("\n")
    .map((line) => line.replace(/^###(?=\s)/, "#".repeat(Math.min(6, depth + 1))))
    .filter((line, index) => !(at >= 0 && index === 0 && headingOf(line)));
  while (at >= 0 && blockLines[0] !== undefined && !blockLines[0].trim()) blockLines.shift();

  const kept: string[] = [];
  body.forEach((line, index) => {
    if (index === at) kept.push(...blockLines);
    if (!drop[index]) kept.push(line);
  });
  if (at < 0) {
    let end = kept.length;
    while (end > 0 && !kept[end - 1]!.trim()) end -= 1;
    kept.splice(end, 0, "", ...blockLines);
  }
  const tidied = withoutEmptySubheadings(kept, depth)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd();
  const after = lines.slice(span.endLine);
  return [...lines.slice(0, span.headingLine + 1), ...tidied.split("\n"), ...(after.length > 0 ? ["", ...after] : [""])].join("\n");
}

/** A subheading whose text the repair moved away (nothing under it before the next heading) goes too. */
function withoutEmptySubheadings(lines: string[], sectionDepth: number): string[] {
  return lines.filter((line, index) => {
    const heading = headingOf(line);
    if (!heading || heading.depth <= sectionDepth) return true;
    const next = lines.slice(index + 1).find((candidate) => candidate.trim());
    return next !== undefined && !(headingOf(next) && headingOf(next)!.depth <= heading.depth);
  });
}

/**
 * The rules tables and lines a model must keep, as the composer writes them in `language` from the
 * rulebook, section by section: what the prompt gives the model to copy into its text.
 */
export function rulesForPrompt(
  reading: CompanyReading,
  companyName: string,
  language: Language,
  now = new Date(),
  sections?: readonly number[],
): string {
  const context = compositionContext(reading, language, companyName, now);
  const blocks = ruleBlocks(context, language, RULE_KINDS)
    .filter((block) => !sections || sections.includes(block.section))
    .map((block) => `In section ${block.section}:\n${block.markdown}`);
  if (blocks.length === 0) return "";
  return [
    "Rules to keep: every rule below must be in your text, in the section named, with the same figures and approvers. Copy these tables and lines as they are; write the sentences around them in your own words.",
    ...blocks,
  ]
    .join("\n\n")
    .replaceAll("<<<", "‹‹‹")
    .replaceAll(">>>", "›››");
}

/**
 * A model's text with every rule it was given: repaired when it lost some; when the repair cannot
 * restore them, the model writes once more (`writeAgain`, checked like the first text); a second
 * text that still lacks a rule is refused — a policy is never saved with fewer rules than it was given.
 */
export async function withRulesKept(
  first: string,
  book: RulebookToKeep,
  writeAgain: () => Promise<string>,
): Promise<KeptRules & { retried: boolean }> {
  const kept = keepRules(first, book);
  if (kept.lost.length === 0) return { ...kept, retried: false };
  console.warn(`the model's text lost rules the repair could not restore (${lostKinds(kept.lost)}): the model writes it once more`);
  const second = keepRules(await writeAgain(), book);
  if (second.lost.length === 0) return { ...second, retried: true };
  console.warn(`the model's second text lost rules too (${lostKinds(second.lost)}): refused`);
  throw new WriterError("check_failed", "The written policy lost rules it was given.");
}

const lostKinds = (lost: LostRule[]) => [...new Set(lost.map((rule) => rule.kind))].join(", ");
