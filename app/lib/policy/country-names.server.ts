import type { Language } from "~/lib/site/languages";

/**
 * Country names → ISO regions, built from the runtime's own Intl data (Node and Workers both
 * ship full ICU), so "Chile", "España" or "Alemanha" get local number formats and a localised
 * name without us keeping a list of 250 countries in three languages.
 */

const LOOKUP_LANGUAGES = ["en", "es", "pt"] as const;
/** "ZZ" is ICU's "Unknown Region", not a country. */
const NOT_A_COUNTRY = new Set(["ZZ"]);

let nameToRegion: Map<string, string> | undefined;

/** Lower case, accents and everything but letters and digits removed: "EE. UU." → "eeuu". */
export function normalizeForMatch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export function regionFromCountryName(country: string): string | undefined {
  const trimmed = country.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && regionDisplayName(trimmed.toUpperCase(), "en")) {
    return trimmed.toUpperCase();
  }
  return regionIndex().get(normalizeForMatch(trimmed));
}

export function regionDisplayName(region: string, language: Language): string | undefined {
  if (NOT_A_COUNTRY.has(region)) return undefined;
  try {
    return new Intl.DisplayNames([language], { type: "region", fallback: "none" }).of(region);
  } catch {
    return undefined;
  }
}

function regionIndex(): Map<string, string> {
  if (nameToRegion) return nameToRegion;
  nameToRegion = new Map();
  try {
    const namers = LOOKUP_LANGUAGES.map(
      (language) => new Intl.DisplayNames([language], { type: "region", fallback: "none" }),
    );
    for (const region of allTwoLetterCodes()) {
      if (NOT_A_COUNTRY.has(region)) continue;
      for (const namer of namers) {
        const name = namer.of(region);
        if (name) nameToRegion.set(normalizeForMatch(name), region);
      }
    }
  } catch {
    // A runtime without Intl.DisplayNames still composes policies, with the generic formats.
  }
  return nameToRegion;
}

function* allTwoLetterCodes(): Generator<string> {
  const A = "A".charCodeAt(0);
  for (let first = 0; first < 26; first++) {
    for (let second = 0; second < 26; second++) yield String.fromCharCode(A + first, A + second);
  }
}

/** English country names that take "the" ("in the Netherlands"). */
const ENGLISH_WITH_ARTICLE =
  /^(united |republic of |dominican republic|czech republic|central african republic|netherlands|philippines|bahamas|maldives|gambia|seychelles|comoros|solomon islands|marshall islands)/i;

/**
 * Portuguese contracts "em" with the country's article ("no Chile", "na Argentina", "nos
 * Estados Unidos"); these names take none ("em Portugal").
 */
const PORTUGUESE_WITHOUT_ARTICLE = new Set(
  [
    "portugal", "cuba", "israel", "angola", "mocambique", "cabo verde", "honduras", "el salvador", "porto rico",
    "singapura", "andorra", "monaco", "malta", "timor-leste", "macau", "hong kong", "taiwan", "madagascar",
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
