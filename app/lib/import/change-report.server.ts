import type { TFunction } from "i18next";
import { findCountryPack } from "~/lib/composer/country-packs.server";
import { completeRules } from "~/lib/composer/rulebook.server";
import type { GenerationInput } from "~/lib/generation/generation-input";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { RULE_KINDS, ruleChanges, type RuleKind, type RuleOf } from "~/lib/rulebook/rule-changes";
import type { PolicyRules, Provenance } from "~/lib/rulebook/policy-rules";
import { describeRule, type Words } from "~/lib/rules/describe-rule-change";
import { numberLocale } from "~/lib/site/format-money";
import type { Language } from "~/lib/site/languages";
import { importPolicy } from "./import-policy.server";

/*
 * "What changed from your policy": the rules read from the company's old document (its text is kept
 * with the policy it produced) against the rulebook the new policy was written from. Each old rule
 * is kept, changed (with why: the owner's correction, the country's figure and its source, or our
 * proposal) or not carried (quoting its line); each new rule is added, with why; each old line that
 * could not be read as a rule is not carried, quoted, so nothing of the old policy goes unmentioned.
 */

export type ReportStatus = "kept" | "changed" | "added" | "notCarried";

export type ReportEntry = {
  status: ReportStatus;
  /** What the rule is about ("Meals per day (at home)"); null for an old line read as no rule. */
  rule: string | null;
  before: string | null;
  after: string | null;
  /** The old policy's line. */
  quote: string | null;
  why: string | null;
  source: string | null;
  asOf: string | null;
};

export type ChangeReport = { title: string; entries: ReportEntry[]; markdown: string };

type ReportedPolicy = {
  companyName: string;
  language: Language;
  input: GenerationInput | null;
  reading: CompanyReading | null;
};

/** Key order aside, the same rule (its provenance left out). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
const withoutProvenance = (rule: object) => canonical({ ...rule, provenance: undefined });

const listOf = (rules: PolicyRules, kind: RuleKind): Array<RuleOf<RuleKind> & { provenance: Provenance }> => {
  const value = rules[kind] as unknown;
  return (Array.isArray(value) ? value : value ? [value] : []) as Array<RuleOf<RuleKind> & { provenance: Provenance }>;
};

export function changeReport(policy: ReportedPolicy, { t, uiLanguage }: Pick<Words, "t" | "uiLanguage">): ChangeReport | null {
  if (!policy.input?.details || !policy.reading) return null;
  const country = policy.reading.country;
  const original = importPolicy(
    { text: policy.input.details, language: policy.input.language, companyName: policy.companyName, country: country.name },
    country.code,
  ).reading;
  const pack = findCountryPack(country.code, country.name);
  const after = completeRules(policy.reading, pack);
  const words: Words = { t, uiLanguage, locale: numberLocale(policy.language, country.code) };
  const describe = (kind: RuleKind, rule: RuleOf<RuleKind>) => describeRule(kind, rule, words);
  const quoteOf = (provenance: Provenance | undefined) => (provenance?.kind === "user" ? provenance.words : null);
  const provenanceIn = (rules: PolicyRules, kind: RuleKind, rule: RuleOf<RuleKind>) =>
    listOf(rules, kind).find((candidate) => withoutProvenance(candidate) === withoutProvenance(rule))?.provenance;
  const why = (provenance: Provenance | undefined, changed: boolean) => {
    if (!provenance) return { why: null, source: null, asOf: null };
    switch (provenance.kind) {
      case "panel":
        return { why: t("import.changes.whyCorrected"), source: null, asOf: null };
      case "country":
        return {
          why: t("import.changes.whyCountry", { country: country.name, source: provenance.source, date: provenance.asOf }),
          source: provenance.source,
          asOf: provenance.asOf,
        };
      case "proposed":
        return {
          why: t("import.changes.whyProposed", { why: provenance.why }),
          source: provenance.source ?? null,
          asOf: provenance.asOf ?? null,
        };
      default:
        return { why: changed ? t("import.changes.whyChanged") : null, source: null, asOf: null };
    }
  };

  const entries: ReportEntry[] = [];
  const changes = ruleChanges(original.rules, after);
  for (const kind of RULE_KINDS) {
    const touched = new Set(
      changes.filter((change) => change.kind === kind && change.before).map((change) => withoutProvenance(change.before!)),
    );
    for (const rule of listOf(original.rules, kind)) {
      if (touched.has(withoutProvenance(rule))) continue;
      const described = describe(kind, rule);
      entries.push({
        status: "kept",
        rule: described.name,
        before: described.value,
        after: described.value,
        quote: quoteOf(rule.provenance),
        why: null,
        source: null,
        asOf: null,
      });
    }
  }
  for (const change of changes) {
    const before = change.before && describe(change.kind, change.before);
    const now = change.after && describe(change.kind, change.after);
    const oldProvenance = change.before ? provenanceIn(original.rules, change.kind, change.before) : undefined;
    const newProvenance = change.after ? provenanceIn(after, change.kind, change.after) : undefined;
    const status: ReportStatus = change.change === "removed" ? "notCarried" : change.change;
    entries.push({
      status,
      rule: (now ?? before)!.name,
      before: before?.value ?? null,
      after: now?.value ?? null,
      quote: quoteOf(oldProvenance),
      ...(status === "notCarried" ? { why: null, source: null, asOf: null } : why(newProvenance, status === "changed")),
    });
  }
  for (const line of original.unplaced) {
    entries.push({
      status: "notCarried",
      rule: null,
      before: null,
      after: null,
      quote: line,
      why: t("import.changes.whyNotCarried"),
      source: null,
      asOf: null,
    });
  }
  const order: ReportStatus[] = ["changed", "notCarried", "added", "kept"];
  entries.sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status));
  const title = t("import.changes.fileTitle", { company: policy.companyName });
  return { title, entries, markdown: reportMarkdown(title, entries, t) };
}

/** The report as a document to download beside the policy. */
function reportMarkdown(title: string, entries: ReportEntry[], t: TFunction): string {
  const lines = [`# ${title}`, "", t("import.changes.intro")];
  for (const status of ["changed", "notCarried", "added", "kept"] as ReportStatus[]) {
    const group = entries.filter((entry) => entry.status === status);
    if (group.length === 0) continue;
    lines.push("", `## ${t(`import.changes.${status}`)} (${group.length})`, "");
    for (const entry of group) {
      const value =
        entry.before && entry.after && entry.before !== entry.after ? `${entry.before} → ${entry.after}` : (entry.after ?? entry.before);
      const head = entry.rule ? `**${entry.rule}**${value ? `: ${value}` : ""}` : "";
      const parts = [
        head,
        entry.quote ? t("import.changes.yourLine", { line: entry.quote }) : "",
        entry.why ? `${t("import.changes.why")}: ${entry.why}` : "",
      ].filter(Boolean);
      lines.push(`- ${parts.join(" — ")}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
