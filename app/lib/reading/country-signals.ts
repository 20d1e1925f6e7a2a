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
export const CITY_CAPITALISED_ONLY = new Set(
  (
    "natal serra porto santos palmas salvador victoria vitoria lima cabo cerro pilar salinas soledad franca assis colombo " +
    "mesa plano sobral loja latina parral florencia leon merida cuenca manta milagro pasto bello pelotas canoas diadema " +
    "contagem queimados barreiras imperatriz fortaleza corona ensenada nogales matanzas formosa posadas resistencia " +
    "corrientes salta rosario mendoza pereira trujillo toledo granada guadalupe concordia santiago salamanca palma " +
    "cascavel paulista americana camacari cartago esmeraldas armenia aurora hollywood jamaica queens washington " +
    "buenavista buenaventura rio alexandria athens cambridge springfield richmond columbia columbus lafayette " +
    "providence durham amherst hampton westminster burlington windsor kingston georgetown stanley sucre delicias " +
    "reading derby newport sutton bolton preston bedford oxford cork york poole luton wigan"
  ).split(" "),
);
/** Names that mislead more than they help: first names, brands, a demonym that is also a city. */
const CITY_NEVER = new Set(
  (
    "mejicanos delta enterprise surprise paradise independence mobile orange vista concord normal tutamandahostel " +
    "ironville elizabeth regina salem tyler eugene gilbert irving jackson lincoln norman warren milton henderson " +
    "richardson davie edison cary brandon kent allen frisco mission pueblo moron carolina dudley archway saint peters"
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
  return precededBy(all, at, TRAVEL_WORDS, 4);
}

/** One of `words` stands among the `reach` words before position `at` (articles and small words not counted). */
function precededBy(all: Word[], at: number, words: ReadonlySet<string>, reach: number): boolean {
  for (let i = at - 1, seen = 0; i >= 0 && seen < reach; i--) {
    const word = all[i]!.text;
    if (words.has(word)) return true;
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

/**
 * Small words and an address between "office" and its city do not part them: "La oficina está en Av.
 * Brasil 2815 casi Ellauri, en Pocitos, Montevideo" — a street, a number, a neighbourhood (written
 * capitalised) and their prepositions are not counted.
 */
const ADDRESS_WORDS = new Set("con com our nuestra nossa en in em at on no na casi esq esquina corner entre between".split(" "));

function isHeadOffice(text: string, all: Word[], at: number): boolean {
  for (let i = at - 1, seen = 0; i >= 0 && seen < 3; i--) {
    const word = all[i]!;
    if (HEAD_OFFICE_WORDS.has(word.text)) return true;
    if (TRAVEL_WORDS.has(word.text)) return false;
    // A sentence ends between them ("Av." is an abbreviation, not an end).
    const abbreviation = word.capitalised && word.text.length <= 3;
    if (i < at - 1 && !abbreviation && /[.!?\n]/.test(text.slice(word.end, all[i + 1]!.start))) break;
    if (ARTICLES.has(word.text) || ADDRESS_WORDS.has(word.text) || word.capitalised || /^\d/.test(word.text)) continue;
    seen++;
  }
  return introducesCompany(text, all, at);
}

/** Words that open a company's introduction ("we're", "we are", "somos", "es una", "é uma"); not a person's ("sou a Camila, brasileira"). */
const INTRODUCTION = /^(?:somos|estamos|we re|we are|es una|e uma|es un|e um)$/;

/**
 * A place in the sentence that introduces the company, before anything about travel or branches
 * ("Somos Trébol Software, una software factory en Montevideo", "we're Lee Valley Surveying, … based
 * in Cork"), is where it is.
 */
function introducesCompany(text: string, all: Word[], at: number): boolean {
  for (let i = at - 1; i >= 0 && at - i <= 16; i--) {
    const word = all[i]!.text;
    if (TRAVEL_WORDS.has(word) || BRANCH_WORDS.has(word)) return false;
    const pair = i > 0 ? `${all[i - 1]!.text} ${word}` : word;
    // "somos 11 pessoas (8 aqui e 3 no Brasil)" counts people, it does not introduce the company.
    if (INTRODUCTION.test(word) || INTRODUCTION.test(pair)) return !/^\d/.test(all[i + 1]?.text ?? "");
    if (i > 0 && /[.!?\n]/.test(text.slice(all[i - 1]!.end, all[i]!.start))) return false;
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
    // "East London", "West Hartford": a compass word before a city's name makes another town.
    if (COMPASS_BEFORE.test(text.slice(Math.max(0, first.start - 7), first.start))) return undefined;
    return code;
  });
}

const COMPASS_BEFORE = /\b(?:East|West|North|South|Port)\s$/;

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
  [/\b(?:IRPF|AEAT)\b/, "ES"],
  [/\bSAT\b/, "MX"],
  [/\bReceita Federal\b/i, "BR"],
  [/\bHMRC\b/, "GB"],
  [/\bSARS\b/, "ZA"],
  [/\bIRD\b/, "NZ"],
  [/\bATO\b/, "AU"],
  [/\bNUIT\b/, "MZ"],
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

/** Every tax identifier or authority the text names, with its country (a shared one: the site's, else the first user). */
function taxIds(
  text: string,
  siteCountry: string | undefined,
): Array<{ code: string; users: readonly string[]; evidence: string; at: number; shared: boolean }> {
  const found: Array<{ code: string; users: readonly string[]; evidence: string; at: number; shared: boolean }> = [];
  for (const [pattern, country] of TAX_IDS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const shared = typeof country !== "string";
    const code =
      country === "ES|PT"
        ? spainOrPortugal(text)
        : typeof country === "string"
          ? country
          : siteCountry && country.includes(siteCountry)
            ? siteCountry
            : country[0]!;
    found.push({ code, users: shared ? country : [code], evidence: match[0], at: match.index + match[0].length, shared });
  }
  return found;
}

/**
 * A tax identifier several countries use (RUT: Chile, Uruguay, Colombia) counts for the one of them
 * the other clues already point to ("Montevideo … el RUT de la empresa" is Uruguay's RUT); with none,
 * the site's country or its first user.
 */
function sharedBy(found: { code: string; users: readonly string[] }, clues: readonly Clue[]): string {
  let best = found.code;
  let most = 0;
  for (const code of found.users) {
    const weight = clues.reduce((sum, clue) => sum + (clue.code === code ? clue.weight : 0), 0);
    if (weight > most) [best, most] = [code, weight];
  }
  return best;
}

/** Legal forms only one country writes ("S.A. de C.V.", "SAS", "SpA", "Lda", "S.L."). */
const LEGAL_FORMS: ReadonlyArray<readonly [RegExp, string | "ES|PT"]> = [
  [/\bS\.?\s?A\.?\s+de\s+C\.?\s?V\.?/i, "MX"],
  [/\bS\.?\s?de\s+R\.?\s?L\.?\s+de\s+C\.?\s?V\.?/i, "MX"],
  [/\bS\.?A\.?P\.?I\.?\s+de\s+C\.?V\.?/i, "MX"],
  [/\b(?:SAS|S\.A\.S\.)(?![\p{L}])/u, "CO"],
  [/\bSpA\b/, "CL"],
  [/\bE\.?I\.?R\.?L\.?(?![\p{L}])/u, "PE"],
  [/\bS\.?A\.?C\.(?![\p{L}])|\bSAC\b/u, "PE"],
  [/\bLda\.?(?![\p{L}])/u, "PT"],
  [/\bS\.\s?L\.(?:\s?U\.)?|\bSLU?\b(?=[\s,.)]|$)/, "ES"],
  [/\bEIRELI\b|\bLtda\.?\s*-?\s*ME\b/, "BR"],
  [/\b(?:Inc|LLC|Corp)\.?(?![\p{L}])/u, "US"],
  [/\bULC\b|\bLtée\b/, "CA"],
];

function legalForms(text: string): Array<{ code: string; evidence: string; at: number }> {
  const found: Array<{ code: string; evidence: string; at: number }> = [];
  for (const [pattern, code] of LEGAL_FORMS) {
    const match = pattern.exec(text);
    if (match)
      found.push({ code: code === "ES|PT" ? spainOrPortugal(text) : code, evidence: match[0].trim(), at: match.index + match[0].length });
  }
  return found;
}

const PHONE_PREFIXES: Record<string, string> = {
  "52": "MX",
  "57": "CO",
  "55": "BR",
  "34": "ES",
  "351": "PT",
  "56": "CL",
  "54": "AR",
  "51": "PE",
  "593": "EC",
  "502": "GT",
  "503": "SV",
  "504": "HN",
  "505": "NI",
  "506": "CR",
  "507": "PA",
  "591": "BO",
  "595": "PY",
  "598": "UY",
  "58": "VE",
  "53": "CU",
};

/** International phone prefixes ("+57 1 555", "(+52) 55"): the country's own numbers. */
function phonePrefixes(text: string): Array<{ code: string; evidence: string; at: number }> {
  const found: Array<{ code: string; evidence: string; at: number }> = [];
  for (const match of text.matchAll(/\(?\+\s?(\d{1,3})\)?[\s-]?\d/g)) {
    const digits = match[1]!;
    const code = PHONE_PREFIXES[digits] ?? PHONE_PREFIXES[digits.slice(0, 2)];
    if (code) found.push({ code, evidence: match[0].trim(), at: match.index + match[0].length });
  }
  return found;
}

/** Words around an amount that make it a destination's figure ("USD 70 a day in the US", "fuera del país 60 USD"). */
const ABROAD_NEAR =
  /\b(?:abroad|outside|overseas|international|foreign|exterior|extranjero|fuera|afuera|internacional(?:es)?|estrangeiro)\b/i;
const PLACE_FIRST = /^\s*(?:[Ii]n|[Ee][nm]|[Nn][oa])\s+(?:the\s+|el\s+|la\s+|o\s+|a\s+)?\p{Lu}/u;
const PLACE_NEAR = /\b(?:in|en|em|to|a|para|no|na|nos|nas)\s+(?:the\s+|los\s+|las\s+|el\s+|la\s+|os\s+|o\s+|a\s+)?\p{Lu}/u;

/** Every amount in a currency only one country uses, and the currency names that say a country. */
function currencyMentions(text: string, amounts: FoundAmount[]): Mention[] {
  const found: Mention[] = [];
  for (const amount of amounts) {
    if (amount.mark.kind !== "code") continue;
    const code = countryOfCurrency(amount.mark.code);
    if (!code) continue;
    // Only the amount's own clause: "Meals 60 CAD a day; hotels in the United States…" keeps the CAD at home.
    const before = text
      .slice(Math.max(0, amount.start - 40), amount.start)
      .split(/[.;,\n]/)
      .at(-1)!;
    const after = text.slice(amount.end, amount.end + 30).split(/[.;,\n]/)[0]!;
    // "In the UK we pay in sterling: £140 a night": the clause opens on the place the amount is for.
    const destination = ABROAD_NEAR.test(before + after) || PLACE_NEAR.test(after) || PLACE_FIRST.test(before);
    found.push({ code, evidence: text.slice(amount.start, amount.end), destination, end: amount.end });
  }
  return [...found, ...mentions(text, (phrase) => QUALIFIED_CURRENCY_NAMES.get(phrase))];
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
  ["meticais", "MZ"],
  ["rands", "ZA"],
  ["south african rand", "ZA"],
  ["kwanzas", "AO"],
  ["escudos", "CV"],
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
/** A few words and no stop between a place and a marked amount: "canada hotels up to C$240", "USA hotel max USD 250". */
const BEFORE_MARKED_CAP = /^[^.;,:\n\d()]{0,30}:?\s*$/u;
/** A marked amount, then the place it applies in: "£55 a day in the UK", "USD 60 por día en Chile". */
const AFTER_MARKED_CAP = /^[^.;,:\n\d()]{0,20}\b(?:in|en|em|no|na)\s+(?:the\s+|el\s+|la\s+|o\s+|a\s+)?$/iu;

/** A place right before or after an amount is where a cap applies, not where the company is. */
function withCaps(text: string, mentions: Mention[], amounts: FoundAmount[]): Mention[] {
  return mentions.map((mention) => {
    if (mention.destination) return mention;
    const start = mention.end - mention.evidence.length;
    const capped = amounts.some((amount) => {
      if (amount.mark.kind !== "none" && amount.end <= start) return AFTER_MARKED_CAP.test(text.slice(amount.end, start));
      if (amount.start < mention.end) return false;
      const between = text.slice(mention.end, amount.start);
      return BEFORE_CAP.test(between) || (amount.mark.kind !== "none" && BEFORE_MARKED_CAP.test(between));
    });
    return capped ? { ...mention, destination: true } : mention;
  });
}

/**
 * Where the company is, from all the evidence, weighed: every country named or its people, every
 * currency only one country uses, tax identifiers and authorities, legal forms, phone prefixes and
 * cities each add to their country's weight — a place of the head office much more, a destination
 * or a cap's place little, a name inside a street's name nothing. The heaviest country wins; on a
 * tie the site's own, else the first named. A namesake ("Armenia, Colombia", "Lisbon Ave") cannot
 * outweigh the rest. The evidence that decided is returned for the panel.
 */
export function findCountry(text: string, amounts: FoundAmount[], siteCountry?: string): CountryFinding | undefined {
  const explicit = explicitCountry(text);
  if (explicit) return explicit;

  const all = words(text);
  const startOf = (mention: Mention) => all.findIndex((word) => word.start >= mention.end - mention.evidence.length);
  const clues: Clue[] = [];
  const place = (mention: Mention, reason: "named" | "city", home: number, elsewhere: number) => {
    const at = startOf(mention);
    if (inStreetName(all, at)) return;
    const weight = mention.destination ? DESTINATION_WEIGHT : isHeadOffice(text, all, at) ? home : isBranch(all, at) ? 1 : elsewhere;
    clues.push({ code: mention.code, weight, reason, evidence: mention.evidence, at: mention.end });
  };
  // "Lebanon, Tennessee": a country's name followed by a state or another country is a town there.
  const named = withCaps(text, namedCountries(text), amounts).map((mention) => {
    const town = placeAfter(text, mention.end);
    return town && town !== mention.code ? { ...mention, code: town, town: true } : { ...mention, town: false };
  });
  // "pesos argentinos" is a currency, counted as one below, not also a demonym.
  const currencies = currencyMentions(text, amounts);
  const inCurrency = (mention: Mention) =>
    currencies.some((currency) => mention.end <= currency.end && mention.end > currency.end - currency.evidence.length);
  for (const mention of named) if (!inCurrency(mention)) place(mention, mention.town ? "city" : "named", 10, mention.town ? 2 : 4);
  const cities = withCaps(
    text,
    cityMentions(text).map((mention) => ({ ...mention, code: placeAfter(text, mention.end) ?? mention.code })),
    amounts,
  );
  // A province named like its city ("Buenos Aires", "São Paulo") counts once, as the city.
  for (const mention of subdivisionMentions(text)) if (!cities.some((city) => city.end === mention.end)) place(mention, "city", 6, 2);
  for (const mention of cities) place(mention, "city", 8, 2);
  for (const mention of currencies)
    clues.push({
      code: mention.code,
      weight: mention.destination ? 0.5 : 3,
      reason: "currency",
      evidence: mention.evidence,
      at: mention.end,
    });
  for (const found of taxIds(text, siteCountry))
    clues.push({ ...found, code: sharedBy(found, clues), weight: found.shared ? 3 : 5, reason: "taxId" });
  for (const found of legalForms(text)) clues.push({ ...found, weight: 3, reason: "taxId" });
  for (const found of phonePrefixes(text)) clues.push({ ...found, weight: 2, reason: "taxId" });
  // "NOT London in the UK", "não somos brasileiros", "not Hamilton Ontario": a place the writer says they are not.
  const said = clues.filter((clue) => !negated(text, clue.at - clue.evidence.length));
  if (said.length === 0) return undefined;

  const totals = new Map<string, { weight: number; first: number; clues: Clue[] }>();
  for (const clue of said) {
    const entry = totals.get(clue.code) ?? { weight: 0, first: clue.at, clues: [] };
    entry.weight += clue.weight;
    entry.first = Math.min(entry.first, clue.at);
    entry.clues.push(clue);
    totals.set(clue.code, entry);
  }
  const ranked = [...totals.entries()].sort(
    ([codeA, a], [codeB, b]) => b.weight - a.weight || Number(codeB === siteCountry) - Number(codeA === siteCountry) || a.first - b.first,
  );
  const [code, winner] = ranked[0]!;
  const strongest = [...winner.clues].sort((a, b) => b.weight - a.weight || a.at - b.at);
  const evidence = [...new Set(strongest.map((clue) => clue.evidence))].slice(0, 3).join(" · ");
  // The reason shown is the most trusted kind of clue that counted (a name before a currency, a tax id, a city).
  const counted = winner.clues.filter((clue) => clue.weight >= 1);
  const reason = REASON_TRUST.find((kind) => counted.some((clue) => clue.reason === kind)) ?? strongest[0]!.reason;
  return { code, reason, evidence };
}

/** A denial just before a clue, in its own clause: "not (the one in)", "NOT", "no somos", "não somos", "rather than". */
const DENIED_BEFORE =
  /\b(?:not|no somos|nao somos|não somos|no es|nao e|não é|isn'?t|aren'?t|rather than|instead of|nor|ni|nem)\b[^.;:!?()\n–—-]{0,24}$/i;

function negated(text: string, start: number): boolean {
  return DENIED_BEFORE.test(text.slice(Math.max(0, start - 40), start));
}

const REASON_TRUST: ReadonlyArray<CountryFinding["reason"]> = ["explicit", "named", "currency", "taxId", "city"];

/** Words before a place that make it a branch, not the head office ("filial no Brasil", "a branch in Lima"). */
const BRANCH_WORDS = new Set(
  (
    "filial filiais sucursal sucursales branch branches subsidiary subsidiaries subsidiaria subsidiarias representacion representacao " +
    "freelancers freelance freelas contractors contratistas remote remotos remotas"
  ).split(" "),
);

const isBranch = (all: Word[], at: number) => precededBy(all, at, BRANCH_WORDS, 3);

interface Clue {
  code: string;
  weight: number;
  reason: CountryFinding["reason"];
  evidence: string;
  /** Where the clue ends in the text (ties go to the first). */
  at: number;
}

/** A place the company only travels to, or a cap's place, still says a little when nothing else does. */
const DESTINATION_WEIGHT = 0.3;

/** Words before a place that make it part of an address's street ("Calle de Caracas", "Rua Uruguai", "Lisbon Ave"). */
const STREET_BEFORE = new Set(
  "calle carrera cra cl avenida av avda avenue ave rua r estrada rodovia carretera autopista paseo alameda travessa jiron jr boulevard blvd bulevar street st road rd plaza praca pasaje passeig via diagonal transversal".split(
    " ",
  ),
);
const STREET_AFTER = new Set("ave avenue st street rd road blvd boulevard".split(" "));

function inStreetName(all: Word[], at: number): boolean {
  if (at < 0) return false;
  if (precededBy(all, at, STREET_BEFORE, 2)) return true;
  for (let i = at + 1; i < Math.min(all.length, at + 4); i++) if (STREET_AFTER.has(all[i]!.text)) return true;
  return false;
}

/** States and provinces named anywhere ("Portland, Oregon", "sede en Antioquia"): a little evidence each, more at the head office. */
function subdivisionMentions(text: string): Mention[] {
  return mentions(text, (phrase, first) => (phrase.length > 3 && first.capitalised ? SUBDIVISIONS[phrase] : undefined));
}

/** A state, province or country named right after a city (", Quindío", ", Colombia") says whose city it is. */
function placeAfter(text: string, evidenceEnd: number): string | undefined {
  const subdivision = subdivisionAfter(text, evidenceEnd);
  if (subdivision) return subdivision;
  const rest = /^\s*,\s*([\p{L} .]{2,25})/u.exec(text.slice(evidenceEnd))?.[1];
  if (!rest) return undefined;
  const folded = rest.trim().split(/\s+/);
  for (let length = Math.min(3, folded.length); length >= 1; length--) {
    const code = countryCodeFromName(folded.slice(0, length).join(" "));
    if (code) return code;
  }
  return undefined;
}
