import type { CountryReason } from "./company-reading";
import { CITY_TABLE } from "./city-table.generated";
import { countryCodeFromName, countryNameIndex, countryOfCurrency, needsCapitals } from "./countries";
import { DEMONYMS } from "./demonyms";
import type { FoundAmount } from "./money";
import { normaliseWords, withoutListMarks, words, type Word } from "./text";

/*
 * Where the company is, from what its user wrote, in the order of trust: an explicit
 * "Country:" line; a country named or a demonym; a currency only one country uses; a tax
 * identifier; a city. A place the company travels to ("viajes a Colombia") counts only when
 * nothing else says where the company is.
 */

export interface CountryFinding {
  code: string;
  reason: Exclude<CountryReason, "siteDefault" | "user">;
  evidence: string;
}

const COUNTRY_LINE = /^(?:country|pa[ií]s)\s*:\s*(.+)$/i;

/** Cities whose names are everyday words, first names or brands: read only when capitalised ("Natal", "Porto"). */
const CITY_CAPITALISED_ONLY = new Set(
  (
    "natal serra porto santos palmas salvador victoria vitoria lima cabo cerro pilar salinas soledad franca assis colombo " +
    "mesa plano sobral loja latina parral florencia leon merida cuenca manta milagro pasto bello pelotas canoas diadema " +
    "contagem queimados barreiras imperatriz fortaleza corona ensenada nogales matanzas formosa posadas resistencia " +
    "corrientes salta rosario mendoza pereira trujillo toledo granada guadalupe concordia santiago salamanca palma " +
    "cascavel paulista americana camacari cartago esmeraldas armenia aurora hollywood jamaica queens washington " +
    "buenavista buenaventura rio alexandria athens cambridge springfield richmond columbia columbus lafayette " +
    "providence durham amherst hampton westminster burlington windsor kingston georgetown stanley sucre delicias"
  ).split(" "),
);
/** Names that mislead more than they help: first names, brands, a demonym that is also a city. */
const CITY_NEVER = new Set(
  (
    "mejicanos delta enterprise surprise paradise independence mobile orange vista concord normal tutamandahostel " +
    "ironville elizabeth regina salem tyler eugene gilbert irving jackson lincoln norman warren milton henderson " +
    "richardson davie edison cary brandon kent allen frisco mission pueblo moron carolina"
  ).split(" "),
);
/** Names the GeoNames table has in one language only, and a few non-capitals people name a country by. */
const CITY_EXTRA: Record<string, string> = {
  lisboa: "PT",
  "ciudad de mexico": "MX",
  cdmx: "MX",
  "nueva york": "US",
  "nova york": "US",
  "new york": "US",
  londres: "GB",
  "la habana": "CU",
  habana: "CU",
  "ciudad de guatemala": "GT",
  "ciudad de panama": "PA",
  "panama city": "PA",
  "cidade do mexico": "MX",
  "a coruna": "ES",
  "la coruna": "ES",
  "sao paulo": "BR",
  "rio de janeiro": "BR",
  ontario: "CA",
  quebec: "CA",
  sydney: "AU",
  melbourne: "AU",
  manchester: "GB",
  birmingham: "GB",
  filadelfia: "US",
  "nueva orleans": "US",
  "nova orleans": "US",
  "washington dc": "US",
  sevilha: "ES",
  saragoca: "ES",
  "bogota dc": "CO",
};

let cities: Map<string, string> | undefined;
function cityIndex(): Map<string, string> {
  if (cities) return cities;
  cities = new Map();
  for (const entry of CITY_TABLE.split("|")) {
    const [name = "", code = ""] = entry.split(":");
    if (!CITY_NEVER.has(name)) cities.set(name, code);
  }
  for (const [name, code] of Object.entries(CITY_EXTRA)) cities.set(name, code);
  return cities;
}

/** The country of a known city ("New York" → US, "São Paulo" → BR), or undefined. */
export function cityCountry(name: string): string | undefined {
  return cityIndex().get(normaliseWords(name));
}

/** Words just before a place that make it a destination rather than the company's home. */
const TRAVEL_WORDS = new Set(
  (
    "to into toward towards visit visits visiting trips trip travel travels traveling travelling flights flight fly flies " +
    "hacia hasta visitar visitamos visitan visita visitas viaje viajes viaja viajan viajamos viajar vuelo vuelos " +
    "viagem viagens viajamos voo voos visitamos clients client customers customer suppliers clientes cliente " +
    "proveedores fornecedores also tambien tambem including incluyendo incluindo abroad exterior extranjero " +
    "export exports exporta exportamos exportar vamos go goes going vao ir rutas rotas routes destinos destinations"
  ).split(" "),
);
const ARTICLES = new Set([
  "the",
  "el",
  "la",
  "los",
  "las",
  "o",
  "os",
  "as",
  "de",
  "do",
  "da",
  "del",
  "en",
  "em",
  "in",
  "a",
  "al",
  "ao",
  "aos",
  "para",
  "y",
  "and",
  "e",
  "frequently",
  "frecuentes",
  "frequentes",
  "often",
  "mucho",
  "muito",
  "regularly",
]);

function isDestination(all: Word[], at: number): boolean {
  for (let i = at - 1, seen = 0; i >= 0 && seen < 4; i--) {
    const word = all[i]!.text;
    if (TRAVEL_WORDS.has(word)) return true;
    if (!ARTICLES.has(word)) seen++;
  }
  return false;
}

/** Words just before a place that make it the company's home: "based in", "con sede en", "escritório em". */
const HEAD_OFFICE_WORDS = new Set(
  (
    "based headquartered hq headquarters located office offices sede sedes ubicada ubicado ubicados ubicadas oficina oficinas " +
    "escritorio escritorios localizada localizado matriz domiciliada domiciliado radicada radicados"
  ).split(" "),
);

function isHeadOffice(all: Word[], at: number): boolean {
  for (let i = at - 1, seen = 0; i >= 0 && seen < 3; i--) {
    const word = all[i]!.text;
    if (HEAD_OFFICE_WORDS.has(word)) return true;
    if (TRAVEL_WORDS.has(word)) return false;
    if (!ARTICLES.has(word) && word !== "con" && word !== "com" && word !== "our" && word !== "nuestra" && word !== "nossa") seen++;
  }
  return false;
}

/**
 * States and provinces that tell apart a city several countries have ("Mérida, Yucatán",
 * "Córdoba, Veracruz", "San José, California", "London, Ontario"), named after the city.
 */
const SUBDIVISIONS: Record<string, string> = Object.fromEntries(
  Object.entries({
    MX: "aguascalientes baja california sur campeche chiapas chihuahua coahuila colima durango guanajuato guerrero hidalgo jalisco michoacan morelos nayarit nuevo leon oaxaca puebla queretaro quintana roo san luis potosi sinaloa sonora tabasco tamaulipas tlaxcala veracruz yucatan zacatecas edomex cdmx",
    US: "california texas florida arizona nevada oregon colorado illinois ohio georgia virginia massachusetts michigan pennsylvania tennessee utah ca tx fl az nv ny wa ma il",
    CA: "ontario quebec alberta manitoba saskatchewan nova scotia british columbia bc on ab qc",
    AR: "buenos aires cordoba santa fe mendoza tucuman neuquen chubut misiones",
    VE: "carabobo zulia lara anzoategui miranda aragua bolivar tachira merida",
    ES: "andalucia cataluna catalunya galicia asturias valencia murcia navarra aragon extremadura castilla cantabria",
    CO: "antioquia cundinamarca valle del cauca atlantico santander bolivar",
    BR: "sp rj mg rs pr sc ba pe ce go df",
    CL: "rm region metropolitana antofagasta valparaiso biobio",
    CR: "guanacaste alajuela heredia cartago",
  }).flatMap(([code, names]) => {
    const list = names.split(" ");
    // Two-word names are listed with their parts joined above; rebuild the known ones.
    const joined = [
      "baja california",
      "baja california sur",
      "nuevo leon",
      "quintana roo",
      "san luis potosi",
      "nova scotia",
      "british columbia",
      "buenos aires",
      "santa fe",
      "valle del cauca",
      "region metropolitana",
    ];
    return [...list, ...joined.filter((name) => names.includes(name))].map((name) => [name, code] as const);
  }),
);

/** The country of the state or province named right after a place (", Yucatán"), if any. */
function subdivisionAfter(text: string, evidenceEnd: number): string | undefined {
  const rest = /^\s*,\s*([\p{L} .]{2,25})/u.exec(text.slice(evidenceEnd))?.[1];
  if (!rest) return undefined;
  const folded = normaliseWords(rest).split(" ");
  for (let length = Math.min(3, folded.length); length >= 1; length--) {
    const code = SUBDIVISIONS[folded.slice(0, length).join(" ")];
    if (code) return code;
  }
  return undefined;
}

interface Mention {
  code: string;
  evidence: string;
  destination: boolean;
  /** Where the mention ends in the text. */
  end: number;
}

/** Longest run of up to four words that the lookup knows, at each position. */
function mentions(text: string, lookup: (phrase: string, first: Word, at: number) => string | undefined): Mention[] {
  const all = words(text);
  const found: Mention[] = [];
  for (let i = 0; i < all.length; i++) {
    for (let length = Math.min(4, all.length - i); length >= 1; length--) {
      const run = all.slice(i, i + length);
      const phrase = run.map((word) => word.text).join(" ");
      const code = lookup(phrase, run[0]!, i);
      if (!code) continue;
      found.push({
        code,
        evidence: text.slice(run[0]!.start, run[run.length - 1]!.end),
        destination: isDestination(all, i),
        end: run[run.length - 1]!.end,
      });
      i += length - 1;
      break;
    }
  }
  return found;
}

export function namedCountries(text: string): Mention[] {
  const index = countryNameIndex();
  const all = words(text);
  return mentions(text, (phrase, first, at) => {
    const raw = text.slice(first.start, first.start + phrase.length + 4);
    if (needsCapitals(phrase) && !/^\p{Lu}/u.test(raw)) return undefined;
    if (needsCapitals(phrase) && raw.slice(0, 3) !== raw.slice(0, 3).toUpperCase()) return undefined;
    // "New Mexico", "Nuevo México": a US state, not the country.
    const previous = all[at - 1]?.text;
    if (phrase === "mexico" && (previous === "new" || previous === "nuevo" || previous === "novo")) return "US";
    // "US$ 70" is a currency; "Ciudad de México", "Panama City" are cities (read as cities).
    if (text[first.start + phrase.length] === "$") return undefined;
    if ((previous === "de" || previous === "do") && /^(?:ciudad|cidade)$/.test(all[at - 2]?.text ?? "")) return undefined;
    if (all[at + 1]?.text === "city") return undefined;
    return index.get(phrase) ?? DEMONYMS.get(phrase);
  });
}

export function cityMentions(text: string): Mention[] {
  const index = cityIndex();
  return mentions(text, (phrase, first) => {
    const code = index.get(phrase);
    if (!code) return undefined;
    if (CITY_CAPITALISED_ONLY.has(phrase) && !first.capitalised) return undefined;
    return code;
  });
}

/**
 * Tax identifiers and authorities, with the countries that use them. A shared one (RUC, NIT, RUT)
 * names the site's country when it is one of them, else the one that uses it most.
 */
const TAX_IDS: ReadonlyArray<readonly [RegExp, string | readonly string[] | "ES|PT"]> = [
  [/\bRUC\b/, ["PE", "EC", "PA", "PY", "NI"]],
  [/\bNIT\b/, ["CO", "GT", "BO", "SV"]],
  [/\bRUT\b/, ["CL", "UY", "CO"]],
  [/\b(?:RFC|CFDI)\b/, "MX"],
  [/\bDIAN\b/, "CO"],
  [/\b(?:CNPJ|CPF)\b|\bnotas? fisca(?:l|is)\b/i, "BR"],
  [/\b(?:CUIT|CUIL|AFIP|ARCA)\b/, "AR"],
  [/\bSII\b/, "CL"],
  [/\bSUNAT\b/, "PE"],
  [/\b(?:EIN|IRS)\b/, "US"],
  [/\b(?:GST\/HST|HST|CRA)\b/, "CA"],
  [/\bNIPC\b/, "PT"],
  [/\b(?:NIF|CIF)\b/, "ES|PT"],
  [/\bSRI\b/, "EC"],
  [/\b(?:DNIT|SIFEN)\b/, "PY"],
  [/\b(?:SENIAT|RIF)\b/, "VE"],
  [/\bFEL\b/, "GT"],
  [/\bRTN\b/, "HN"],
  [/\bNRC\b/, "SV"],
  [/\bc[eé]dula jur[ií]dica\b/i, "CR"],
  [/\bITBMS\b/, "PA"],
  [/\b(?:DGII|RNC|ITBIS|NCF|e-CF)\b/, "DO"],
];

/** NIF is Spain's and Portugal's: the text's own language tells them apart. */
function spainOrPortugal(text: string): string {
  const lower = ` ${normaliseWords(text)} `;
  const count = (pattern: RegExp) => lower.match(pattern)?.length ?? 0;
  const portuguese = count(
    / (?:nao|com|sao|uma|pelo|pela|ate|despesas|empresa e|funcionarios|colaboradores|refeicoes|por dia|obrigatorio) /g,
  );
  const spanish = count(/ (?:los|las|con|una|hasta|gastos|empleados|comidas|por el|del|y) /g);
  return portuguese > spanish ? "PT" : "ES";
}

function taxIdCountry(text: string, siteCountry: string | undefined): CountryFinding | undefined {
  let first: { index: number; finding: CountryFinding } | undefined;
  for (const [pattern, country] of TAX_IDS) {
    const match = pattern.exec(text);
    if (!match || (first && first.index <= match.index)) continue;
    const code =
      country === "ES|PT"
        ? spainOrPortugal(text)
        : typeof country === "string"
          ? country
          : siteCountry && country.includes(siteCountry)
            ? siteCountry
            : country[0]!;
    first = { index: match.index, finding: { code, reason: "taxId", evidence: match[0] } };
  }
  return first?.finding;
}

/** The currency only one country uses, most often named first: "45.000 CLP", "R$ 45", "pesos chilenos". */
function currencyCountry(text: string, amounts: FoundAmount[]): Mention | undefined {
  const counts = new Map<string, { count: number; first: Mention }>();
  const add = (mention: Mention) => {
    const entry = counts.get(mention.code);
    if (entry) entry.count++;
    else counts.set(mention.code, { count: 1, first: mention });
  };
  for (const amount of amounts) {
    if (amount.mark.kind !== "code") continue;
    const code = countryOfCurrency(amount.mark.code);
    if (code) add({ code, evidence: text.slice(amount.start, amount.end), destination: false, end: amount.end });
  }
  for (const mention of mentions(text, (phrase) => QUALIFIED_CURRENCY_NAMES.get(phrase))) add(mention);
  let best: { count: number; first: Mention } | undefined;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.first;
}

/** Currency names that say the country without a number beside them. */
const QUALIFIED_CURRENCY_NAMES = new Map<string, string>([
  ["pesos chilenos", "CL"],
  ["peso chileno", "CL"],
  ["chilean pesos", "CL"],
  ["pesos mexicanos", "MX"],
  ["mexican pesos", "MX"],
  ["pesos colombianos", "CO"],
  ["colombian pesos", "CO"],
  ["pesos argentinos", "AR"],
  ["argentine pesos", "AR"],
  ["pesos uruguayos", "UY"],
  ["reais", "BR"],
  ["reales brasilenos", "BR"],
  ["brazilian reais", "BR"],
  ["soles peruanos", "PE"],
  ["nuevos soles", "PE"],
  ["dolares canadienses", "CA"],
  ["canadian dollars", "CA"],
  ["quetzales", "GT"],
  ["lempiras", "HN"],
  ["guaranies", "PY"],
  ["libras esterlinas", "GB"],
  ["pounds sterling", "GB"],
]);

export function explicitCountry(text: string): CountryFinding | undefined {
  for (const line of text.split("\n")) {
    const value = COUNTRY_LINE.exec(withoutListMarks(line))?.[1]?.trim();
    if (!value) continue;
    const code = countryCodeFromName(value) ?? countryCodeFromName(value.split(/[,(;/]/)[0] ?? "") ?? namedCountries(value)[0]?.code;
    if (code) return { code, reason: "explicit", evidence: value };
  }
  return undefined;
}

/** Only spaces or "up to" between a place and an amount: "en Estados Unidos 200 USD", "in NYC up to $350". */
const BEFORE_CAP = /^\s*(?:hasta|up to|ate|até|max\.?|máx\.?)?\s*$/iu;

/** A place right before an amount is where a cap applies, not where the company is. */
function withCaps(text: string, mentions: Mention[], amounts: FoundAmount[]): Mention[] {
  return mentions.map((mention) =>
    !mention.destination && amounts.some((amount) => amount.start >= mention.end && BEFORE_CAP.test(text.slice(mention.end, amount.start)))
      ? { ...mention, destination: true }
      : mention,
  );
}

export function findCountry(text: string, amounts: FoundAmount[], siteCountry?: string): CountryFinding | undefined {
  const explicit = explicitCountry(text);
  if (explicit) return explicit;

  // The head office beats every destination: "based in Bogotá, people fly to Mexico City".
  const all = words(text);
  const startOf = (mention: Mention) => all.findIndex((word) => text.startsWith(mention.evidence, word.start));
  const cities = cityMentions(text).map((mention) => ({ ...mention, code: subdivisionAfter(text, mention.end) ?? mention.code }));
  const placed = withCaps(text, cities, amounts);
  const named = withCaps(text, namedCountries(text), amounts);
  const headOffice = [...named, ...placed].find((mention) => !mention.destination && isHeadOffice(all, startOf(mention)));
  const namedHome = named.find((mention) => !mention.destination);
  if (headOffice && namedHome?.code === headOffice.code) return { code: namedHome.code, reason: "named", evidence: namedHome.evidence };
  if (headOffice) return { code: headOffice.code, reason: named.includes(headOffice) ? "named" : "city", evidence: headOffice.evidence };

  const home = named.find((mention) => !mention.destination);
  if (home) return { code: home.code, reason: "named", evidence: home.evidence };

  const currency = currencyCountry(text, amounts);
  if (currency) return { code: currency.code, reason: "currency", evidence: currency.evidence };

  const taxId = taxIdCountry(text, siteCountry);
  if (taxId) return taxId;

  const city = placed.find((mention) => !mention.destination);
  if (city) return { code: city.code, reason: "city", evidence: city.evidence };

  // Only places the company travels to: the first still says more than the site's default.
  const destination = named[0] ?? placed[0];
  if (destination) return { code: destination.code, reason: named[0] ? "named" : "city", evidence: destination.evidence };
  return undefined;
}
