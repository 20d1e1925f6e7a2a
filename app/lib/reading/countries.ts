import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";
import es from "i18n-iso-countries/langs/es.json";
import pt from "i18n-iso-countries/langs/pt.json";
import countryToCurrency from "country-to-currency";
import type { Language } from "~/lib/site/languages";
import { normaliseWords } from "./text";

/*
 * Country names and currencies from maintained data: names in en/es/pt from i18n-iso-countries,
 * each country's currency from country-to-currency.
 */

countries.registerLocale(en);
countries.registerLocale(es);
countries.registerLocale(pt);

const LOCALES = ["en", "es", "pt"] as const;

/**
 * Names that are more often something else in a company description: US states ("Georgia",
 * "New Jersey"), first names ("Chad", "Jordan"), and Spain's city of Granada (Grenada in es/pt).
 */
const NOT_A_COUNTRY_HERE = new Set(["georgia", "jersey", "chad", "jordan", "granada", "man", "niue"]);
/** Short forms only read in capitals: "us", "usa" (es "uses") and "eua" are everyday words in lower case. */
const CAPITALS_ONLY = new Set(["us", "usa", "u s", "u s a", "uk", "eua", "ee uu", "eeuu", "rd", "nz", "rsa"]);
/** Everyday names the data lacks. */
const EXTRA_NAMES: Record<string, string> = {
  "ee uu": "US",
  eeuu: "US",
  eua: "US",
  "estados unidos de america": "US",
  "united states of america": "US",
  america: "",
  inglaterra: "GB",
  england: "GB",
  "gran bretana": "GB",
  "gra bretanha": "GB",
  holanda: "NL",
  mejico: "MX",
  "republica dominicana": "DO",
  rd: "DO",
  nz: "NZ",
  aotearoa: "NZ",
  rsa: "ZA",
  "puerto rico": "PR",
  "porto rico": "PR",
};

let index: Map<string, string> | undefined;

/** Normalised name → ISO code, every name the three locales know plus a few everyday ones. */
export function countryNameIndex(): Map<string, string> {
  if (index) return index;
  index = new Map();
  for (const locale of LOCALES) {
    for (const [code, names] of Object.entries(countries.getNames(locale, { select: "all" }))) {
      for (const name of names) {
        const key = normaliseWords(name);
        if (key && !NOT_A_COUNTRY_HERE.has(key) && !index.has(key)) index.set(key, code);
      }
    }
  }
  for (const [name, code] of Object.entries(EXTRA_NAMES)) {
    if (code) index.set(name, code);
    else index.delete(name);
  }
  return index;
}

export function needsCapitals(name: string): boolean {
  return CAPITALS_ONLY.has(name);
}

/** "CL" from "Chile", "chile", "CL", "Chili"…; undefined when the words name no country. */
export function countryCodeFromName(name: string): string | undefined {
  const trimmed = name.trim();
  if (/^[A-Z]{2}$/.test(trimmed) && countries.isValid(trimmed)) return trimmed;
  return countryNameIndex().get(normaliseWords(trimmed));
}

const LANGUAGE_LOCALE: Record<Language, (typeof LOCALES)[number]> = { en: "en", es: "es", "pt-BR": "pt" };

export function countryName(code: string, language: Language = "en"): string {
  return countries.getName(code, LANGUAGE_LOCALE[language]) ?? code;
}

/**
 * Every country for a searchable choice: its name in the language, found by its ISO codes and its
 * names in the three languages too ("BRA", "Brasil", "Brazil").
 */
export function countrySearchOptions(language: Language): Array<{ value: string; label: string; keywords: string[] }> {
  const all = LOCALES.map((locale) => countries.getNames(locale, { select: "all" }));
  return countryOptions(language).map(({ code, name }) => ({
    value: code,
    label: name,
    keywords: [countries.alpha2ToAlpha3(code) ?? "", ...all.flatMap((names) => names[code] ?? [])],
  }));
}

/** Every country with its name in the language, sorted for a select. */
export function countryOptions(language: Language): Array<{ code: string; name: string }> {
  const names = countries.getNames(LANGUAGE_LOCALE[language], { select: "official" });
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** Currencies people use in practice where the data lists the official one (Panama's balboa is pegged; the dollar circulates). */
const IN_PRACTICE: Record<string, string> = { PA: "USD" };

export function currencyOfCountry(code: string): string {
  return IN_PRACTICE[code] ?? (countryToCurrency as Record<string, string>)[code] ?? "USD";
}

/** Countries whose own "$" is a peso or dollar: "$ 500" there is the local currency. */
export function usesDollarSign(code: string): boolean {
  return /^(USD|CAD|MXN|COP|CLP|ARS|UYU|DOP|CUP|AUD|NZD|BSD|BBD|BZD|JMD|TTD|XCD|GYD|SRD|HKD|SGD|TWD)$/.test(currencyOfCountry(code));
}

/**
 * The one country a currency belongs to, or undefined for a currency many use (USD, EUR, XCD).
 * The pound, the franc and the rupee stand for their issuer though dependencies share them.
 */
const ISSUERS: Record<string, string> = { GBP: "GB", AUD: "AU", NZD: "NZ", CHF: "CH", INR: "IN", ZAR: "ZA", NOK: "NO", DKK: "DK" };
let owners: Map<string, string[]> | undefined;
export function countryOfCurrency(currency: string): string | undefined {
  if (currency === "USD" || currency === "EUR") return undefined;
  if (ISSUERS[currency]) return ISSUERS[currency];
  if (!owners) {
    owners = new Map();
    for (const [country, code] of Object.entries(countryToCurrency as Record<string, string>)) {
      owners.set(code, [...(owners.get(code) ?? []), country]);
    }
  }
  const users = owners.get(currency);
  return users && users.length === 1 ? users[0] : undefined;
}
