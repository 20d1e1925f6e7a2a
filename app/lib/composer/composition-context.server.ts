import type { Language } from "~/lib/site/languages";
import type { CompanyReading, Money } from "~/lib/policy/company-reading";
import { countryDisplayName, countryLocative, findCountryPack, type CountryPack } from "./country-packs.server";
import { countryText } from "./country-text.server";
import { inlineUserText } from "./markdown.server";
import { policyFormat, type PolicyFormat } from "./policy-format.server";
import { POLICY_PHRASES, type CountryText, type PolicyPhrases } from "./policy-phrases.server";

/** Everything a section needs: the reading, the phrases, the country's pack and formats. */
export interface CompositionContext {
  reading: CompanyReading;
  t: PolicyPhrases;
  format: PolicyFormat;
  /** A figure, or the dash a table shows for a limit the company did not set. */
  money(value: Money | null | undefined): string;
  pack: CountryPack;
  country: CountryText;
  /** "in Chile", "en Chile", "no Chile". */
  countryIn: string;
  countryName: string;
  /** The company name, made safe to place in markdown. */
  company: string;
  now: Date;
}

export function compositionContext(
  reading: CompanyReading,
  language: Language,
  companyName: string,
  now: Date,
): CompositionContext {
  // The pack follows the ISO code; a code Intl does not know keeps the name the reader gave it.
  const pack = findCountryPack(reading.country.code, reading.country.name);
  const format = policyFormat(language, pack.code);
  const company = inlineUserText(companyName.trim() || reading.company || "");
  const countryIn = countryLocative(pack, language);
  return {
    reading,
    t: POLICY_PHRASES[language],
    format,
    money: (value) => (value ? format.money(value) : "—"),
    pack,
    country: countryText(language, { pack, company, countryIn, format }),
    countryIn,
    countryName: countryDisplayName(pack, language),
    company,
    now,
  };
}
