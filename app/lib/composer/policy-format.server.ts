import type { Language } from "~/lib/site/languages";
import type { Money } from "./country-packs.server";

/**
 * Numbers, money and dates as a reader in the company's country expects them in the policy's
 * language: a Colombian policy in Spanish writes "$ 5.000.000", a Brazilian one "R$ 5.000,00".
 * Workers ship full ICU, so Intl gives the same output there as in Node.
 */
export interface PolicyFormat {
  locale: string;
  money(money: Money): string;
  number(value: number): string;
  percent(share: number): string;
  /** Long date in UTC, so the same instant reads the same in every runtime. */
  date(date: Date): string;
  currencyName(currency: string): string;
}

const FALLBACK_LOCALE: Record<Language, string> = { en: "en-US", es: "es-419", "pt-BR": "pt-BR" };

export function policyFormat(language: Language, region: string | undefined): PolicyFormat {
  const locale = localeFor(language, region);
  return {
    locale,
    money: ({ amount, currency }) => {
      const digits = Number.isInteger(amount) ? 0 : 2;
      return new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount);
    },
    number: (value) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value),
    percent: (share) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(share),
    date: (date) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date),
    currencyName: (currency) => {
      const name = safeCurrencyName(locale, currency);
      // Spanish and Portuguese write currency names in lower case inside a sentence.
      return language === "en" ? name : name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);
    },
  };
}

function localeFor(language: Language, region: string | undefined): string {
  if (language === "pt-BR") return "pt-BR";
  if (!region) return FALLBACK_LOCALE[language];
  const candidate = `${language}-${region}`;
  try {
    return Intl.NumberFormat.supportedLocalesOf([candidate]).length > 0 ? candidate : FALLBACK_LOCALE[language];
  } catch {
    return FALLBACK_LOCALE[language];
  }
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
  const [first = "", second = ""] = industry;
  return second && second === second.toLowerCase() ? first.toLowerCase() + industry.slice(1) : industry;
}
