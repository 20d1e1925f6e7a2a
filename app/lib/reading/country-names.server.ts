import type { Language } from "~/lib/site/languages";
import { normalizeForMatch } from "../site/region-names";

export { normalizeForMatch, regionDisplayName, regionFromCountryName } from "../site/region-names";

/** English country names that take "the" ("in the Netherlands"). */
const ENGLISH_WITH_ARTICLE =
  /^(united |republic of |dominican republic|czech republic|central african republic|netherlands|philippines|bahamas|maldives|gambia|seychelles|comoros|solomon islands|marshall islands)/i;

/**
 * Portuguese contracts "em" with the country's article ("no Chile", "na Argentina", "nos
 * Estados Unidos"); these names take none ("em Portugal").
 */
const PORTUGUESE_WITHOUT_ARTICLE = new Set(
  [
    "portugal",
    "cuba",
    "israel",
    "angola",
    "mocambique",
    "cabo verde",
    "honduras",
    "el salvador",
    "porto rico",
    "singapura",
    "andorra",
    "monaco",
    "malta",
    "timor-leste",
    "macau",
    "hong kong",
    "taiwan",
    "madagascar",
  ].map(normalizeForMatch),
);

/**
 * "in Chile" / "en Chile" / "no Chile": the phrase a sentence uses to place something in a
 * country. Portuguese needs the article, guessed from the name's ending, which holds for the
 * countries a Latin American policy is likely to name.
 */
export function inCountry(name: string, language: Language): string {
  if (language === "es") return `en ${name}`;
  if (language === "en") return ENGLISH_WITH_ARTICLE.test(name) ? `in the ${name}` : `in ${name}`;
  if (PORTUGUESE_WITHOUT_ARTICLE.has(normalizeForMatch(name))) return `em ${name}`;
  const lastWord = name.trim().split(/\s+/).at(-1) ?? name;
  const plural = /s$/.test(lastWord) && lastWord.length > 3;
  const feminine = /a$/.test(lastWord);
  const contraction = feminine ? (plural ? "nas" : "na") : plural ? "nos" : "no";
  return `${contraction} ${name}`;
}
