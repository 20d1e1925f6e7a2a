import type { Language } from "~/lib/site/languages";

/**
 * Country names → ISO regions, built from the runtime's own Intl data (Node, Workers and browsers
 * ship full ICU), so "Chile", "España" or "Alemanha" get local number formats and a localised
 * name without us keeping a list of 250 countries in three languages. Isomorphic: the form
 * localises its samples' numbers with it.
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
    const namers = LOOKUP_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: "region", fallback: "none" }));
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
