import { findCountryPack } from "~/lib/composer/country-packs.server";
import { completeRules } from "~/lib/composer/rulebook.server";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { readCompany } from "~/lib/reading/read-company";
import { readRulesFromText } from "~/lib/rules/rules-from-text.server";
import { policyFindings, type Finding } from "./policy-findings.server";
import type { ImportRequest } from "./import-request.server";

export type ImportedPolicy = {
  /** The same shape as POST /api/policies/understand's reading: the panel fills with it. */
  reading: CompanyReading;
  rulebook: ReturnType<typeof completeRules>;
  /** The text read from the document (markdown): what generation takes as `userInput`. */
  sourceText: string;
  findings: Finding[];
};

/**
 * A company's current policy read as the generator reads a description: its country and currency
 * from the text (the site's country when it names none), every rule from its tables, lists and
 * sentences by the policy-text reader, each quoting its line; every line that looks like a rule
 * and was not read is "not used yet". Nothing is stored.
 */
export function importPolicy({ text, language, companyName, country }: ImportRequest, siteCountry: string): ImportedPolicy {
  const company = readCompany(text, { siteCountry: country || siteCountry, language, companyName });
  const notRead: string[] = [];
  const rules = readRulesFromText(text, { language, currency: company.currency.code, country: company.country.code, notRead });
  const reading: CompanyReading = { ...company, rules, unplaced: [...new Set(notRead)] };
  const pack = findCountryPack(reading.country.code, reading.country.name);
  return {
    reading,
    rulebook: completeRules(reading, pack),
    sourceText: text,
    findings: policyFindings(reading, pack, text, language),
  };
}
