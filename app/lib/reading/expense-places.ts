import { countryCodeFromName } from "./countries";
import { cityCountry } from "./country-signals";
import { normaliseWords } from "./text";

/*
 * Where an expense was spent, as employees write it: every city of the city table, with or
 * without accents, plus the everyday and local names the table lacks ("NYC", "Cuzco", "Floripa",
 * "Ginebra", "Querétaro"), the airports they ride from ("Heathrow", "Ezeiza"), and the
 * destinations a policy names itself. Shared by the question
 * reader (to find the place in words) and the checker (to place a city a caller sends).
 */

type City = { country: string; names: readonly string[]; capitals?: readonly string[] };

/**
 * One city's names, folded (lower case, no accents, words only); `capitals`: abbreviations read
 * only when written in capitals ("NY", "DC", "SP"), as in lower case they are other words.
 */
const CITIES: readonly City[] = [
  { country: "US", names: ["new york", "new york city", "nyc", "nueva york", "nova york", "nova iorque"], capitals: ["ny"] },
  { country: "US", names: ["washington", "washington dc", "washington d c"], capitals: ["dc"] },
  { country: "US", names: ["san francisco"], capitals: ["sf"] },
  { country: "US", names: ["los angeles"] },
  { country: "US", names: ["philadelphia", "philly"] },
  { country: "US", names: ["las vegas", "vegas"] },
  { country: "MX", names: ["mexico city", "ciudad de mexico", "cdmx", "cidade do mexico"], capitals: ["df"] },
  { country: "MX", names: ["santiago de queretaro", "queretaro"] },
  { country: "MX", names: ["cancun"] },
  { country: "MX", names: ["los cabos", "cabo san lucas"] },
  { country: "BR", names: ["sao paulo", "sampa", "san pablo"], capitals: ["sp"] },
  { country: "BR", names: ["rio de janeiro"], capitals: ["rio"] },
  { country: "BR", names: ["florianopolis", "floripa"] },
  { country: "BR", names: ["belo horizonte", "beaga"], capitals: ["bh"] },
  { country: "CO", names: ["bogota", "bogota dc", "bogota d c", "santa fe de bogota"] },
  { country: "CO", names: ["cartagena", "cartagena de indias"] },
  { country: "PE", names: ["cusco", "cuzco"] },
  { country: "AR", names: ["buenos aires", "baires", "bs as", "bsas"], capitals: ["caba"] },
  { country: "CL", names: ["antofagasta", "antofa"] },
  { country: "CL", names: ["concepcion", "conce"] },
  { country: "CL", names: ["santiago de chile", "stgo"] },
  { country: "UY", names: ["punta del este"] },
  { country: "PA", names: ["panama city", "ciudad de panama", "cidade do panama"] },
  { country: "GT", names: ["guatemala city", "ciudad de guatemala"] },
  { country: "DO", names: ["punta cana"] },
  { country: "CH", names: ["zurich", "zurique"] },
  { country: "CH", names: ["geneva", "ginebra", "genebra", "geneve"] },
  { country: "DE", names: ["munich", "munchen", "munique"] },
  { country: "DE", names: ["frankfurt", "francfort", "frankfurt am main"] },
  { country: "CN", names: ["beijing", "pekin", "pequim"] },
  { country: "JP", names: ["tokyo", "tokio", "toquio"] },
  { country: "GB", names: ["london", "londres"] },
  { country: "IT", names: ["rome", "roma"] },
  { country: "IT", names: ["milan", "milano", "milao"] },
  { country: "PT", names: ["lisbon", "lisboa"] },
  { country: "PT", names: ["porto", "oporto"] },
  { country: "ES", names: ["seville", "sevilla", "sevilha"] },
  // Airports people name instead of the city: a ride "from Heathrow" was spent where the airport is.
  { country: "GB", names: ["heathrow", "gatwick", "stansted"] },
  { country: "US", names: ["jfk", "laguardia", "o hare", "newark airport"] },
  { country: "AR", names: ["ezeiza", "aeroparque"] },
  { country: "BR", names: ["guarulhos", "congonhas", "galeao", "viracopos"] },
  { country: "ES", names: ["barajas", "el prat"] },
  { country: "FR", names: ["charles de gaulle", "orly"] },
];

const BY_NAME = new Map<string, City>();
for (const city of CITIES) for (const name of [...city.names, ...(city.capitals ?? [])]) BY_NAME.set(name, city);

/** The country of a place a caller names: a city of the table, a local name, or a country. */
export function placeCountry(name: string): string | undefined {
  return cityCountry(name) ?? BY_NAME.get(normaliseWords(name))?.country ?? countryCodeFromName(name);
}

/** "NYC" and "Nueva York", "Bogotá D.C." and "Bogota": one city. */
export function sameCity(a: string, b: string): boolean {
  const [x, y] = [normaliseWords(a), normaliseWords(b)];
  if (x === y) return true;
  const city = BY_NAME.get(x);
  return city !== undefined && city === BY_NAME.get(y);
}

/** A place the policy names (a destination of its limits), with its country when known. */
export type NamedPlace = { name: string; country: string | null };

export type PlaceMention = { start: number; end: number; country: string };

/**
 * The local names of the table above and the policy's own destinations, as a question writes
 * them: whole words of `lower` (the question as `plain` text, same length as `text`), an
 * abbreviation only in capitals.
 */
export function localPlaceMentions(text: string, lower: string, destinations: readonly NamedPlace[] = []): PlaceMention[] {
  const found: PlaceMention[] = [];
  const look = ({ pattern, country, capitals }: Pattern) => {
    for (const match of lower.matchAll(pattern)) {
      const written = text.slice(match.index, match.index + match[0].length);
      // "fiquei 2 noites no rio": Rio after a word of going or staying is the city, whatever its case.
      const travelled =
        /^rio$/i.test(written) &&
        /\b(?:no|pro|pra|para o|ao|em|in|to|en|al)\s+$/.test(lower.slice(Math.max(0, match.index - 8), match.index));
      if (capitals && !writtenInCapitals(written) && !travelled) continue;
      found.push({ start: match.index, end: match.index + match[0].length, country });
    }
  };
  for (const place of destinations) {
    const country = place.country ?? placeCountry(place.name);
    const name = normaliseWords(place.name);
    // A policy's "NYC" is the one city whatever case it is typed in; its other names come from the table.
    if (country) for (const alias of BY_NAME.get(name)?.names ?? [name]) look(patternOf(alias, country, false));
  }
  for (const pattern of LOCAL_PATTERNS) look(pattern);
  return found;
}

type Pattern = { pattern: RegExp; country: string; capitals: boolean };

function patternOf(name: string, country: string, capitals: boolean): Pattern {
  const words = name.split(" ").map((word) => word.replace(/[^a-z0-9]/g, ""));
  return { pattern: new RegExp(String.raw`(?<![a-z0-9])${words.join("[\\s.,-]+")}(?![a-z0-9])`, "g"), country, capitals };
}

const LOCAL_PATTERNS: readonly Pattern[] = CITIES.flatMap((city) => [
  ...city.names.map((name) => patternOf(name, city.country, false)),
  ...(city.capitals ?? []).map((name) => patternOf(name, city.country, true)),
]);

/** An abbreviation ("NY", "DC", "CABA") counts in capitals; "Rio" capitalised ("río" is a river). */
function writtenInCapitals(written: string): boolean {
  const letters = written.replace(/[^\p{L}]/gu, "");
  return /^rio$/i.test(letters) ? /^\p{Lu}/u.test(letters) : letters === letters.toUpperCase();
}
