import type { Language } from "~/lib/site/languages";

/**
 * Money and numbers as a reader in the company's country expects them in the policy's language:
 * "R$ 1.500,00", "$ 1.500.000" (COP), "1.500,00 €", "$1,500.00". Isomorphic: the form formats its
 * samples and its "What we understood" panel with the same code as the policy. Workers and
 * browsers ship full ICU, so Intl gives the same output everywhere.
 */
export interface MoneyAmount {
  amount: number;
  /** ISO 4217 code. */
  currency: string;
}

const LANGUAGE_LOCALE: Record<Language, string> = { en: "en", es: "es", "pt-BR": "pt" };
const FALLBACK_LOCALE: Record<Language, string> = { en: "en-US", es: "es-419", "pt-BR": "pt-BR" };
/** Portuguese-speaking countries whose own locale a pt policy should use; elsewhere, Brazil's. */
const PORTUGUESE_REGIONS = new Set(["BR", "PT", "AO", "MZ", "CV", "GW", "ST", "TL", "MO"]);
/** Currencies whose cents nobody writes, though ISO 4217 gives them two decimals. */
const WHOLE_UNITS_IN_PRACTICE = new Set(["COP", "CLP", "PYG", "UGX", "ISK", "HUF", "IDR"]);

/** "es-CO", "pt-BR", "pt-PT", "en-CA": the policy's language written the country's way. */
export function numberLocale(language: Language, countryCode: string | null | undefined): string {
  const region = countryCode?.toUpperCase();
  if (!region || !/^[A-Z]{2}$/.test(region)) return FALLBACK_LOCALE[language];
  if (language === "pt-BR" && !PORTUGUESE_REGIONS.has(region)) return "pt-BR";
  const candidate = `${LANGUAGE_LOCALE[language]}-${region}`;
  try {
    return Intl.NumberFormat.supportedLocalesOf([candidate]).length > 0 ? candidate : FALLBACK_LOCALE[language];
  } catch {
    return FALLBACK_LOCALE[language];
  }
}

/** A currency written without cents, by ISO 4217 (JPY, CLP) or in practice (COP, HUF). */
export function writtenWithoutCents(currency: string): boolean {
  if (WHOLE_UNITS_IN_PRACTICE.has(currency)) return true;
  try {
    return formatter("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits === 0;
  } catch {
    return false;
  }
}

/**
 * The amount with the currency's usual decimals ("R$ 1.500,00"), more only when the amount has
 * them (a mileage rate of $0.725), and thousands always grouped ("1.500,00 €", which es-ES and
 * pt-PT would otherwise write "1500,00 €").
 */
export function formatMoney({ amount, currency }: MoneyAmount, locale: string): string {
  // Chile's Unidad de Fomento is written as people write it ("UF 2,5"), not "CLF 2,5000".
  if (currency === "CLF") return `UF ${formatNumber(amount, locale)}`;
  try {
    const usual = formatter(locale, { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    const base = WHOLE_UNITS_IN_PRACTICE.has(currency) ? 0 : usual;
    const digits = Math.min(4, Math.max(base, decimalsOf(amount)));
    const options = { style: "currency", currency, minimumFractionDigits: base, maximumFractionDigits: digits, useGrouping: "always" };
    return tidySpaces(formatter(locale, options as Intl.NumberFormatOptions).format(amount));
  } catch {
    return `${currency} ${formatNumber(amount, locale)}`;
  }
}

export function formatNumber(value: number, locale: string): string {
  return tidySpaces(formatter(locale, { maximumFractionDigits: 4, useGrouping: "always" } as Intl.NumberFormatOptions).format(value));
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Making an Intl.NumberFormat costs far more than using one (a 1,000-row check made 2,000): each is made once. */
function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${options.style}|${options.currency}|${options.minimumFractionDigits}|${options.maximumFractionDigits}|${options.useGrouping}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.NumberFormat(locale, options)));
  return made;
}

function decimalsOf(amount: number): number {
  const text = String(amount);
  const point = text.indexOf(".");
  return point < 0 || /e/i.test(text) ? 0 : text.length - point - 1;
}

/** ICU's narrow no-break space (fr-CA, pt-PT) is missing from many PDF fonts; a no-break space reads the same. */
function tidySpaces(text: string): string {
  return text.replace(/\u202f/g, "\u00a0");
}

/**
 * Rewrites numbers written the English way ("1,500", "2,500,000", "0.26") in the locale's way
 * ("1.500", "2.500.000", "0,26"), for text localised from English. Plain integers ("30", "2026")
 * are left alone: they read the same everywhere.
 */
export function localiseEnglishNumbers(text: string, locale: string): string {
  return text.replace(/(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d.,]?\d)|(?<![\d.,])\d+\.\d+(?![\d.,]?\d)/g, (match) =>
    formatNumber(Number(match.replace(/,/g, "")), locale),
  );
}
