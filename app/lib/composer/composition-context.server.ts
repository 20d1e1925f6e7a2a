import { industryIn, titleIn } from "~/lib/rulebook/company-terms";
import type { Language } from "~/lib/site/languages";
import type { CompanyReading, Money } from "~/lib/reading/company-reading";
import { countryDisplayName, countryLocative, findCountryPack, type CountryPack } from "./country-packs.server";
import { countryText } from "./country-text.server";
import { inlineUserText } from "./markdown.server";
import { policyFormat, type PolicyFormat } from "./policy-format.server";
import { POLICY_PHRASES, type CountryText, type PolicyPhrases } from "./policy-phrases.server";
import type { PolicyRules, Provenance } from "~/lib/rulebook/policy-rules";
import { displayName } from "~/lib/rulebook/default-approvers";
import { completeRules } from "./rulebook.server";
import { RULE_PHRASES, type RulePhrases } from "./rule-phrases.server";
import { chosenVariant, type WritingVariant } from "~/lib/site/writing-variants";
import { unansweredSet, type AnswerTopic } from "~/lib/reading/unanswered-topics";

/** Everything a section needs: the reading, the phrases, the country's pack and formats. */
export interface CompositionContext {
  reading: CompanyReading;
  /** The whole rulebook: the company's rules, then the country's and our proposed defaults. */
  rules: PolicyRules;
  t: PolicyPhrases;
  r: RulePhrases;
  /** A role or approver as the policy writes it: a default or a common title in the language, any other as written; made safe. */
  name(value: string): string;
  /** The company's sector in the policy's language (a common one translated, any other as written), made safe. */
  industry: string | undefined;
  /** A figure marked by where it came from: "(proposed)" or the official reference; the company's own plain. */
  marked(figure: string, provenance: Provenance): string;
  format: PolicyFormat;
  /** Topics the company spoke of in sentences not read into a rule: no default of ours is written for them. */
  unanswered: ReadonlySet<AnswerTopic>;
  /** A figure, or the dash a table shows for a limit the company did not set. */
  money(value: Money | null | undefined): string;
  pack: CountryPack;
  country: CountryText;
  /** "in Chile", "en Chile", "no Chile". */
  countryIn: string;
  countryName: string;
  /** The company name, made safe to place in markdown. */
  company: string;
  /** How the language is written for this company ("es-CO", "pt-PT", "en-US"). */
  variant: WritingVariant;
  now: Date;
}

export function compositionContext(
  reading: CompanyReading,
  language: Language,
  companyName: string,
  now: Date,
  variant?: string | null,
): CompositionContext {
  // The pack follows the ISO code; a code Intl does not know keeps the name the reader gave it.
  const pack = findCountryPack(reading.country.code, reading.country.name);
  const format = policyFormat(language, pack.code);
  const company = inlineUserText(companyName.trim() || reading.company || "");
  const countryIn = countryLocative(pack, language);
  const r = RULE_PHRASES[language];
  return {
    reading,
    rules: completeRules(reading, pack),
    t: POLICY_PHRASES[language],
    r,
    name: (value) => inlineUserText(titleIn(displayName(value, language), language)),
    industry: reading.industry ? inlineUserText(industryIn(reading.industry, language)) : undefined,
    marked: (figure, provenance) =>
      provenance.kind === "proposed"
        ? r.proposed(figure)
        : provenance.kind === "country"
          ? r.official(figure, lawOf(pack, provenance.source))
          : figure,
    format,
    unanswered: unansweredSet(reading),
    money: (value) => (value ? format.money(value) : "—"),
    pack,
    country: countryText(language, { pack, company, countryIn, format }),
    countryIn,
    countryName: countryDisplayName(pack, language),
    company,
    variant: chosenVariant(language, pack.code, variant ?? reading.variant),
    now,
  };
}

/** The short legal reference a pack gives a source ("GSA FY2026"), else the source itself. */
function lawOf(pack: CountryPack, source: string): string {
  return pack.references.find((reference) => reference.source === source)?.law ?? source.split(";")[0]!.trim();
}
