import type { Language } from "~/lib/site/languages";
import type { Money } from "~/lib/reading/company-reading";
import { regionDisplayName } from "~/lib/reading/country-names.server";
import { formatMoney, formatNumber, numberLocale } from "~/lib/site/format-money";

/**
 * Numbers, money and dates as a reader in the company's country expects them in the policy's
 * language: a Colombian policy in Spanish writes "$ 1.500.000", a Brazilian one "R$ 1.500,00".
 * Money goes through the isomorphic formatter the form uses too.
 */
export interface PolicyFormat {
  locale: string;
  money(money: Money): string;
  number(value: number): string;
  percent(share: number): string;
  /** Long date in UTC, so the same instant reads the same in every runtime. */
  date(date: Date): string;
  currencyName(currency: string): string;
  /** A country's name in the policy's language ("Estados Unidos"). */
  regionName(code: string): string;
}

export function policyFormat(language: Language, countryCode: string | undefined): PolicyFormat {
  const locale = numberLocale(language, countryCode);
  return {
    locale,
    money: (value) => formatMoney(value, locale),
    number: (value) => formatNumber(value, locale),
    percent: (share) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(share),
    date: (date) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date),
    regionName: (code) => regionDisplayName(code, language) ?? code,
    currencyName: (currency) => {
      const name = safeCurrencyName(locale, currency);
      // Spanish and Portuguese write currency names in lower case inside a sentence.
      return language === "en" ? name : name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);
    },
  };
}

function safeCurrencyName(locale: string, currency: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "currency" }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

/**
 * Lower-cases an industry's first letter for use mid-sentence ("Technology" → "technology")
 * but leaves acronyms and brand-like words alone ("SaaS", "IT services").
 */
export function industryInSentence(industry: string): string {
  // The composer marks user text with a private-use character: look past it to the first letter.
  const start = industry.search(/\p{L}/u);
  if (start < 0) return industry;
  const [first = "", second = ""] = industry.slice(start);
  return second && second === second.toLowerCase() ? industry.slice(0, start) + first.toLowerCase() + industry.slice(start + 1) : industry;
}
