import type { Language } from "~/lib/site/languages";
import { regionFromCountryName } from "./region-names";

/**
 * The way a policy language is written in a country (a BCP 47 tag): Spain reads "billete" and
 * "coche", Colombia "tiquete" and "legalización", Portugal "comboio" and "telemóvel", the United
 * States "kilometer" and Canada "kilometre". The interface stays en, es or pt-BR; the policy's
 * words, and the `lang` its page, PDF and DOCX declare, follow the company's country.
 */
export type WritingVariant = `${"en" | "es" | "pt"}-${string}`;

/** Spanish-speaking countries: each writes its own `es-XX`. */
const SPANISH_SPEAKING = [
  "ES",
  "MX",
  "CO",
  "AR",
  "CL",
  "PE",
  "EC",
  "UY",
  "PY",
  "BO",
  "VE",
  "GT",
  "HN",
  "SV",
  "NI",
  "CR",
  "PA",
  "DO",
  "CU",
  "PR",
  "GQ",
] as const;
/** Portuguese-speaking countries that write European Portuguese. */
const EUROPEAN_PORTUGUESE = ["PT", "AO", "MZ", "CV", "GW", "ST", "TL", "MO"] as const;
/** The Americas: English there is spelled as in the United States (Canada has its own). */
const AMERICAS = [
  "US",
  "CA",
  "MX",
  "GT",
  "BZ",
  "SV",
  "HN",
  "NI",
  "CR",
  "PA",
  "CU",
  "DO",
  "HT",
  "JM",
  "PR",
  "BS",
  "BB",
  "TT",
  "AG",
  "DM",
  "GD",
  "KN",
  "LC",
  "VC",
  "CO",
  "VE",
  "GY",
  "SR",
  "EC",
  "PE",
  "BO",
  "BR",
  "PY",
  "CL",
  "AR",
  "UY",
] as const;
/** Europe: Spanish there is written as in Spain. */
const EUROPE = [
  "AD",
  "AL",
  "AT",
  "BA",
  "BE",
  "BG",
  "BY",
  "CH",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "FI",
  "FR",
  "GB",
  "GR",
  "HR",
  "HU",
  "IE",
  "IS",
  "IT",
  "LI",
  "LT",
  "LU",
  "LV",
  "MC",
  "MD",
  "ME",
  "MK",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "RS",
  "SE",
  "SI",
  "SK",
  "SM",
  "UA",
  "VA",
] as const;

const has = (list: readonly string[], code: string) => list.includes(code);

/** The variant a company in `country` (ISO code) reads in `language`. */
export function variantFor(language: Language, country: string): WritingVariant {
  const code = country.toUpperCase();
  if (language === "pt-BR") return has(EUROPEAN_PORTUGUESE, code) ? "pt-PT" : "pt-BR";
  if (language === "es") return has(SPANISH_SPEAKING, code) ? `es-${code}` : has(EUROPE, code) ? "es-ES" : "es-419";
  return code === "CA" ? "en-CA" : has(AMERICAS, code) ? "en-US" : "en-GB";
}

/** Every variant the writer knows in `language`, for the panel's choice. */
export function variantsOf(language: Language): WritingVariant[] {
  if (language === "pt-BR") return ["pt-BR", "pt-PT"];
  if (language === "es") return [...SPANISH_SPEAKING.map((code) => `es-${code}` as const), "es-419"];
  return ["en-US", "en-CA", "en-GB"];
}

/** A variant the writer knows for `language`, else the one `country` reads. */
export function chosenVariant(language: Language, country: string, chosen: string | null | undefined): WritingVariant {
  const known = variantsOf(language).find((variant) => variant === chosen);
  return known ?? variantFor(language, country);
}

/** "español (Colombia)", "Portuguese (Portugal)": a variant named in the interface's language. */
export function variantLabel(variant: WritingVariant, interfaceLanguage: Language): string {
  try {
    return new Intl.DisplayNames([interfaceLanguage], { type: "language" }).of(variant) ?? variant;
  } catch {
    return variant;
  }
}

/**
 * The variant a stored policy is written in, for the `lang` its page, PDF and DOCX declare: the
 * one chosen in the panel, else the reading's country's, else the stored country name's.
 */
export function variantOfPolicy(language: Language, reading: unknown, countryName: string | null | undefined): WritingVariant {
  const stored = reading as { country?: { code?: unknown }; variant?: unknown } | null;
  const code = stored?.country?.code;
  const country = typeof code === "string" && code.trim() ? code.trim() : countryName ? (regionFromCountryName(countryName) ?? "") : "";
  return chosenVariant(language, country, typeof stored?.variant === "string" ? stored.variant : null);
}
