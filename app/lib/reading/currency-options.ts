import countryToCurrency from "country-to-currency";
import { INTERFACE_LOCALE as LOCALE, LANGUAGES, type Language } from "~/lib/site/languages";
import { countryName } from "./countries";

/*
 * The currencies a user can choose in "What we understood", each found by its code, its name and
 * plural in the three interface languages ("real brasileño", "reais"), its symbol, and the names of
 * the countries that use it ("Brasil" finds BRL).
 */

export interface CurrencyOption {
  value: string;
  label: string;
  keywords: string[];
}

const made = new Map<Language, CurrencyOption[]>();

function supportedCurrencies(): string[] {
  try {
    return Intl.supportedValuesOf("currency");
  } catch {
    return [...new Set(Object.values(countryToCurrency as Record<string, string>))].sort();
  }
}

/** The currency's name as a number of it reads ("Brazilian reals", "reais brasileiros"), and its symbol. */
function spokenNames(code: string, locale: string): string[] {
  try {
    const named = new Intl.NumberFormat(locale, { style: "currency", currency: code, currencyDisplay: "name" }).formatToParts(2);
    const symbol = new Intl.NumberFormat(locale, { style: "currency", currency: code, currencyDisplay: "narrowSymbol" }).formatToParts(2);
    return [...named, ...symbol].filter((part) => part.type === "currency").map((part) => part.value);
  } catch {
    return [];
  }
}

function displayNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: "currency" });
  } catch {
    return null;
  }
}

/** Every currency as "BRL — Brazilian Real" in the interface language, `current` among them even when the browser does not list it. */
export function currencyOptions(language: Language, current: string): CurrencyOption[] {
  let options = made.get(language);
  if (!options) {
    const users = new Map<string, string[]>();
    for (const [country, code] of Object.entries(countryToCurrency as Record<string, string>)) {
      users.set(code, [...(users.get(code) ?? []), country]);
    }
    const names = LANGUAGES.map((other) => ({ locale: LOCALE[other], names: displayNames(LOCALE[other]), language: other }));
    const own = displayNames(LOCALE[language]);
    options = supportedCurrencies().map((code) => ({
      value: code,
      label: `${code} — ${own?.of(code) ?? code}`,
      keywords: [
        ...names.flatMap(({ locale, names }) => [names?.of(code) ?? "", ...spokenNames(code, locale)]),
        ...(users.get(code) ?? []).flatMap((country) => LANGUAGES.map((other) => countryName(country, other))),
      ],
    }));
    made.set(language, options);
  }
  return options.some((option) => option.value === current) ? options : [{ value: current, label: current, keywords: [] }, ...options];
}
