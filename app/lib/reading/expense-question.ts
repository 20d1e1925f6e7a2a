import type { ExpenseQuery } from "~/lib/rulebook/expense";
import { TITLES } from "~/lib/rulebook/company-terms";
import type { Cabin, DocumentType, ExpenseCategory, ProhibitedItem } from "~/lib/rulebook/policy-rules";
import type { Language } from "~/lib/site/languages";
import { countryCodeFromName, usesDollarSign, currencyOfCountry } from "./countries";
import { CITY_CAPITALISED_ONLY, cityMentions, namedCountries } from "./country-signals";
import { localPlaceMentions, type NamedPlace } from "./expense-places";
import {
  CASH_ADVANCE,
  COUNTED_DRINKS,
  EVERYDAY_CATEGORY_WORDS,
  EVERYDAY_ITEM_WORDS,
  FIRST_IN_FLIGHT,
  NOT_APPROVED,
  APPROVAL_ASKED,
  APPROVAL_GIVEN,
  NUMBERED_FIRST,
  WITHOUT_DOCUMENT,
} from "./expense-words";
import { findAmounts, parseNumber, type FoundAmount } from "./money";
import { CABIN_WORDS, CATEGORY_WORDS, DOCUMENT_WORDS, ITEM_WORDS, LODGING, MEALS, MILEAGE, NOT_MONEY_AFTER, ROLE_NOUN } from "./rules";
import { NUMBER_WORDS } from "./number-words";
import { normaliseWords, plain } from "./text";

/*
 * "Can I expense this?" in words: one employee's question, in en, es or pt, as the fields of an
 * expense. It reuses the description reader's recognisers (amounts, countries, cities, job titles,
 * the rulebook's vocabularies) and adds only what a question says and a policy does not ("2
 * diárias", "for 4 people", "a 9-hour flight", "on 12 March"; employees' own words for what they
 * spend on, `expense-words.ts`, and for places, `expense-places.ts`). An amount "per night", "a
 * diária", "por noche" is one night's. Precise before complete: a field the question does not
 * state stays out, so the checker can answer "cannot tell" and ask for it when it matters.
 */

export type QuestionReading = {
  query: Partial<ExpenseQuery>;
  language: Language;
  /**
   * Words of the question that set each field, for "what we understood". When the question has
   * more than one amount the first is read and the others follow in brackets: "350 (+ 90)".
   */
  evidence: Partial<Record<keyof ExpenseQuery, string>>;
};

export type QuestionOptions = {
  /** The question's language when the caller knows it; guessed from its words otherwise. */
  language?: Language;
  /** An amount without a currency mark is in it; so is "$" where the policy's country writes "$". */
  policyCurrency?: string | null;
  /** ISO code: whose "$" a bare "$" is, day/month order, and the policy's distance unit. */
  policyCountry?: string | null;
  /** YYYY-MM-DD: the year of a date written without one ("on 12 March"); today when absent. */
  today?: string;
  /** The destinations the policy names (its limits'), found in the question however they are typed. */
  places?: readonly NamedPlace[];
};

type Span = { start: number; end: number };
type Found<T> = Span & { value: T };

export function readExpenseQuestion(question: string, options: QuestionOptions): QuestionReading {
  const text = question.slice(0, 1000);
  const lower = plain(text);
  const language = options.language ?? guessLanguage(text, lower);
  const query: Partial<ExpenseQuery> = {};
  const evidence: QuestionReading["evidence"] = {};
  const taken: Span[] = [];
  const said = (span: Span) => text.slice(span.start, span.end).trim();
  const take = <T>(found: Found<T> | undefined): Found<T> | undefined => {
    if (found) taken.push(found);
    return found;
  };

  // Numbers that count days, nights, people, hours or distance go first: what is left is money.
  const date = take(readDate(lower, language, options));
  if (date) set("date", date.value, said(date));
  // "a trip that ended 45 days ago", "viaje el 27 de marzo, hoy 7 de abril presento": when it is submitted.
  const elapsed = take(readElapsed(lower, language, options, date));
  if (elapsed) set("submittedAfterDays", elapsed.value, said(elapsed));
  const rate = readRate(text, lower);
  if (rate) taken.push(rate);
  const nights = take(readCount(lower, NIGHTS));
  if (nights) set("nights", nights.value, said(nights));
  // "took 2 ppl from Hydro Ottawa … for the 3 of us": everyone at the table is the count.
  // "client lunch for 5 (3 from the council + 2 of us)": the table's count before its parts.
  const attendees = take(readCount(lower, MEAL_FOR) ?? readCount(lower, ALL_OF_US) ?? readCount(lower, PEOPLE) ?? clientsAndMe(lower));
  if (attendees) set("attendees", attendees.value, said(attendees));
  const flight = AIRFARE_CONTEXT.test(lower);
  const hours = flight ? take(readHours(lower)) : undefined;
  if (hours) set("flightHours", hours.value, said(hours));
  const distance = take(readDistance(lower, language));
  if (distance) set("distance", toPolicyUnit(distance.value, options.policyCountry), said(distance));
  // "1ª classe", "1st class": a cabin, not an amount of 1.
  const numberedClass = NUMBERED_FIRST.exec(lower);
  if (numberedClass) taken.push({ start: numberedClass.index, end: numberedClass.index + numberedClass[0].length });

  const amounts = joinSpacedThousands(text, findAmounts(text)).filter((amount) => !overlaps(amount, taken) && isMoney(lower, amount));
  // "my card limit is 10k/mo right? can I put the $3,400 booth on it": the amount with a currency is the expense's.
  const first = amounts.find((amount) => amount.mark.kind !== "none") ?? amounts[0];
  if (first) {
    const per = perUnitOf(lower, first, { nights: Boolean(nights), people: Boolean(attendees) });
    const perUnit = per?.unit;
    const times =
      perUnit === "night"
        ? (nights?.value ?? 1)
        : perUnit === "person"
          ? (attendees?.value ?? 1)
          : perUnit === "distance"
            ? (query.distance ?? 1)
            : 1;
    // "$230 a night", "R$ 450 a diária": one night's price, so one night.
    if (per && perUnit === "night" && !nights) set("nights", 1, said(per));
    // "a diária do hotel foi R$ 380", "the nightly rate was $200": a night's price said away from the figure.
    // "2 noites no rio, a diária do hotel foi R$ 580": the price named a night's is one night's, however long the stay.
    const nightly = per ? null : ONE_NIGHT.exec(lower);
    if (nightly) set("nights", 1, text.slice(nightly.index, nightly.index + nightly[0].length).trim());
    // "0,30 €/km" with no distance: one unit's worth, compared with the policy's rate.
    if (per && perUnit === "distance" && !distance) set("distance", 1, said(per));
    const others = amounts.filter((amount) => amount !== first).map(said);
    set(
      "amount",
      times === 1 ? first.amount : round(first.amount * times),
      others.length > 0 ? `${said(first)} (+ ${others.join(", ")})` : said(first),
    );
    const currency = currencyOf(first, lower, options) ?? pesosOfPlace(first, text, lower, language, options);
    if (currency) query.currency = currency;
    if (currency && first.mark.kind !== "none") evidence.currency = said(first);
  }
  if (rate && query.currency) {
    const value = rate.rate(query.currency, policyCurrencyOf(options));
    if (value) set("exchangeRate", value, said(rate));
  }

  const category = readCategory(lower, query.distance !== undefined);
  if (category) set("category", category.value, said(category));
  // "a first class upgrade to London": a cabin says the expense is a flight.
  const cabin = readCabin(lower);
  if (cabin) set("cabin", cabin.value, said(cabin));
  if (cabin && !category) set("category", "airfare", said(cabin));
  const clients = readClients(lower);
  if (clients) set("withClients", clients.value, said(clients));
  const items = readItems(lower, language);
  if (items.length > 0) set("items", [...new Set(items.map((item) => item.value))], items.map(said).join(", "));
  const document = readDocument(lower);
  if (document) set("document", document.value, said(document));
  const role = readRole(lower);
  if (role) set("role", said(role), text.slice(role.frame, role.end).trim());
  const place = readPlace(text, lower, language, options.places);
  if (place?.city) set("city", place.city.value, said(place.city));
  if (place?.country) set("country", place.country.value, said(place.country));

  return { query, language, evidence };

  function set<K extends keyof ExpenseQuery>(key: K, value: ExpenseQuery[K], words: string) {
    query[key] = value;
    evidence[key] = words;
  }
}

/** What a note adds to an expense: never its amount, category or place (the expense's own fields say them). */
export type NoteFacts = Pick<Partial<ExpenseQuery>, "items" | "withClients" | "attendees" | "nights" | "cabin">;

/**
 * A free-text note, read as a question is (the same recognisers, in en, es or pt): a card row's
 * memo ("cena con cliente, 4 personas", "2 diárias", "voo executiva") and one expense's
 * `description`. It adds the items in it (wine, the minibar, a tip; "sin alcohol" adds none), a
 * client among the guests, how many people and nights, and the cabin.
 */
export function readExpenseNote(note: string | undefined): NoteFacts {
  if (!note) return {};
  const text = note.slice(0, 1000);
  const lower = plain(text);
  const facts: NoteFacts = {};
  const attendees = readCount(lower, PEOPLE) ?? readCount(lower, MEAL_FOR);
  if (attendees) facts.attendees = attendees.value;
  const nights = readCount(lower, NIGHTS);
  if (nights) facts.nights = nights.value;
  const clients = readClients(lower);
  if (clients?.value) facts.withClients = true;
  const items = readItems(lower, guessLanguage(text, lower)).map((item) => item.value);
  if (items.length > 0) facts.items = [...new Set(items)];
  const cabin = readCabin(lower);
  if (cabin) facts.cabin = cabin.value;
  return facts;
}

/**
 * What a question says beside the expense's fields: the spender has no document for it, asks for
 * a cash advance, or did not get the approval in advance it needed.
 */
export type ExpenseSigns = {
  withoutDocument?: true;
  advance?: true;
  notApproved?: true;
  approvalAsked?: true;
  /** Someone already approved it: whether a higher band needs another approver is the question. */
  approvalGiven?: true;
  /** The expense is a taxi or ride-hailing fare (a cap per ride applies to it). */
  ride?: true;
};

/** "só tenho o bilhete", "I only have the invoice": another document stands in for the missing one. */
const HAS_OTHER_DOCUMENT =
  /\b(?:only have|just have|i have|only got|tengo|solo tengo|so tenho|tenho|me dieron|me deu|me deram|gave me)\s+(?:(?:the|a|an|el|la|una|un|o|a|um|uma)\s+)?(?:\w+\s+)?(?:e-?tickets?|tickets?|bilhetes?|boletos?|pasajes?|boarding pass|tarjeta de embarque|cartao de embarque|invoices?|facturas?|faturas?|notas?|boletas?|recibos?|receipts?|cupons?|cupom|tiques?)\b/;

/** The signs in a question's or a note's words (`lower`: `plain` text). */
export function readExpenseSigns(lower: string): ExpenseSigns {
  const signs: ExpenseSigns = {};
  // "no receipt needed?" asks about the rule; "lost the receipt" says there is none.
  const without = WITHOUT_DOCUMENT.exec(lower);
  if (without && !ASKED_FOR.test(lower.slice(Math.max(0, without.index - 30), without.index)) && !HAS_OTHER_DOCUMENT.test(lower))
    signs.withoutDocument = true;
  if (CASH_ADVANCE.test(lower)) signs.advance = true;
  if (NOT_APPROVED.test(lower)) signs.notApproved = true;
  else if (APPROVAL_ASKED.test(lower)) signs.approvalAsked = true;
  else if (APPROVAL_GIVEN.test(lower)) signs.approvalGiven = true;
  return signs;
}

// ——— Language ———

/** Words of a question that only one of the three languages uses (accents folded; shared ones cancel out). */
const LANGUAGE_WORDS: Record<Language, Set<string>> = {
  en: new Set(
    "can could i is it ok okay the an with for my our to of and at on expense expensed claim reimbursed get how much what about dinner lunch breakfast night nights flight people client clients customer tip tips receipt invoice wine beer own car drove miles business class this that was were be allowed am do does".split(
      " ",
    ),
  ),
  es: new Set(
    "hace pagan volvi rendicion todavia puedo puede podria pasar rendir cargar un una con el los las del al cena almuerzo desayuno comida noche noches vuelo personas propina boleta factura mi es y que cuanto hasta pague gaste gasto gastos reembolsan clase ejecutiva primera vino cerveza auto coche manejo maneje kilometraje tengo sin aeropuerto remis estacionamiento pasaje habitacion viaje fueron fue sirve hay entretenimiento concierto".split(
      " ",
    ),
  ),
  "pt-BR": new Set(
    "posso pode poderia lancar pedir com um uma na nos nas do da dos das em e ao pelo pela num numa pro pra nao jantar almoco refeicao diaria diarias voo pessoas gorjeta nota meu minha quanto paguei gastei deixei foi isso voce despesa despesas classe executiva primeira vinho cerveja tenho sem passagem onibus trem hospedagem aeroporto estacionamento reais viagem quarto manha".split(
      " ",
    ),
  ),
};

function guessLanguage(text: string, lower: string): Language {
  // Marks only one language writes: "¿", "ñ" in Spanish; "ã", "õ", "ç", "ê" in Portuguese.
  const score: Record<Language, number> = {
    en: 0,
    es: 2 * (text.match(/[¿¡ñ]/giu)?.length ?? 0),
    "pt-BR": 2 * (text.match(/[ãõçêô]/giu)?.length ?? 0),
  };
  for (const word of lower.split(/[^a-z0-9']+/)) {
    for (const language of ["en", "es", "pt-BR"] as const) if (LANGUAGE_WORDS[language].has(word)) score[language] += 1;
  }
  return score["pt-BR"] > score.es && score["pt-BR"] >= score.en ? "pt-BR" : score.es >= score.en && score.es > 0 ? "es" : "en";
}

// ——— Counts: nights, people, hours, distance ———

const COUNT = String.raw`(\d{1,3}|${Object.keys(NUMBER_WORDS).join("|")})`;
const NIGHTS = new RegExp(String.raw`\b${COUNT}\s*[- ]?\s*(?:nights?|noches?|noites?|diarias?|pernoites?|overnights?)\b`);
const PEOPLE = new RegExp(
  String.raw`\b${COUNT}\s*(?:people|ppl|persons?|pax|guests|attendees|diners|personas|comensales|invitados|pessoas|convidados)\b|\b(?:the\s+)?${COUNT}\s+of\s+us\b|\b(?:nosotros|nosotras|nos)\s+${COUNT}\b`,
);
/** "dinner for 4", "cena para 3": a small number after a meal and "for" is how many ate. */
const MEAL_FOR = new RegExp(
  String.raw`\b(?:dinner|lunch|breakfast|meal|table|cena|almuerzo|comida|mesa|jantar|almoco|refeicao)\s+(?:for|para)\s+${COUNT}(?=\s*(?:$|[,.?!;(]|\s(?:at|in|en|em|with|con|com|and|y|e|on|el|no|na)\b))`,
);

const ALL_OF_US = new RegExp(
  String.raw`\b(?:the\s+|all\s+)?${COUNT}\s+of\s+us\b|\b(?:los|las|nos|os|as)\s+${COUNT}\b(?=\s*(?:$|[,.?!]))|` +
    // "éramos 3 con migo", "(4 con nosotros)", "we were 5", "éramos 4", "fomos 3".
    String.raw`\b(?:eramos|fuimos|fomos|we were|there were)\s+${COUNT}\b|\b${COUNT}\s+(?:con ?migo|con nosotros|con nosotras|contando(?:me| conmigo)|including me|incl\.? me|with me|comigo|com a gente|conosco|en total|in total|in all|all told|ao todo|no total)\b`,
);
/** "jantar com 3 clientes da Braskem + eu", "2 clients and me": the guests and the one asking. */
const CLIENTS_AND_ME = new RegExp(
  String.raw`\b${COUNT}\s+(?:clients?|customers?|clientes?|guests?|invitados?|convidados?)\b[^.?!,]{0,30}?(?:\+\s*|\b(?:and|y|e)\s+)(?:me|myself|i|yo|eu|mim)\b`,
);
function clientsAndMe(lower: string): Found<number> | undefined {
  const guests = readCount(lower, CLIENTS_AND_ME);
  return guests && { ...guests, value: guests.value + 1 };
}

function readCount(lower: string, pattern: RegExp): Found<number> | undefined {
  const match = pattern.exec(lower);
  if (!match) return undefined;
  const token = match.slice(1).find(Boolean)!;
  const value = NUMBER_WORDS[token] ?? Number(token);
  if (!Number.isInteger(value) || value <= 0 || value > 365) return undefined;
  return { start: match.index, end: match.index + match[0].length, value };
}

const DECIMAL = String.raw`(\d{1,2}(?:[.,]\d)?)`;
/** Any word that puts the question on a plane: only then are hours a flight's and classes a cabin. */
const AIRFARE_CONTEXT =
  /\b(?:flights?|fly|flying|flew|airfare|plane|airline|nonstop|non-stop|layover|(?:business|economy|first|premium) class|clase (?:ejecutiva|turista|economica)|classe (?:executiva|economica)|vuelos?|volar|vuelo|pasajes? aereos?|boletos? aereos?|tiquetes? aereos?|avion|voos?|voar|passagens? aereas?|passagem aerea|bilhetes? aereos?|aviao)\b/;
const HOURS = new RegExp(String.raw`\b${DECIMAL}\s*[- ]?\s*(?:hours?|hrs?|h|horas?)\b`);
/** "9h30", "7h45", "10 h 15": hours and minutes. */
const HOURS_MINUTES = /\b(\d{1,2})\s*h\s*([0-5]\d)(?:\s*(?:m|min|mins|minutos?|minutes?))?\b/;

function readHours(lower: string): Found<number> | undefined {
  const minutes = HOURS_MINUTES.exec(lower);
  if (minutes) {
    const value = Number(minutes[1]) + Number(minutes[2]) / 60;
    if (value > 0 && value <= 40) return { start: minutes.index, end: minutes.index + minutes[0].length, value: round(value) };
  }
  const match = HOURS.exec(lower);
  const value = match ? parseNumber(match[1]!) : undefined;
  if (!match || value === undefined || value <= 0 || value > 40) return undefined;
  return { start: match.index, end: match.index + match[0].length, value };
}

const DISTANCE =
  /\b(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)\s*(km|kms|kilomet(?:er|re)s?|kilometros?|quilometros?|miles|millas|milhas|mi)\b/;

/** "660 no total", "600 km in total": the whole distance, when a leg's was given first. */
const TOTAL_DISTANCE =
  /\b(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)\s*(?:km|kms|kilomet(?:er|re)s?|kilometros?|quilometros?|miles|millas|milhas)?\s*(?:no total|en total|in total|in all|total|ao todo|en suma)\b/;
/** "330 km each way", "200 km cada trecho": one leg of a trip there and back. */
const EACH_WAY = /^\s*(?:each way|one way|cada (?:trayecto|perna|trecho|lado|sentido|via)|por (?:trayecto|trecho|perna|sentido)|de ida)\b/;

function readDistance(lower: string, language: Language): Found<{ amount: number; unit: "km" | "mi" }> | undefined {
  const match = DISTANCE.exec(lower);
  // Spanish "mi" is "my": "320 mi auto".
  if (!match || (match[2] === "mi" && language !== "en")) return undefined;
  const amount = parseNumber(match[1]!);
  if (amount === undefined || amount <= 0 || amount > 100_000) return undefined;
  const unit = /^k|^q/.test(match[2]!) ? "km" : "mi";
  const end = match.index + match[0].length;
  const total = TOTAL_DISTANCE.exec(lower.slice(end));
  const whole = total ? parseNumber(total[1]!) : undefined;
  if (total && whole !== undefined && whole > amount && whole <= 100_000)
    return { start: match.index, end: end + total.index + total[0].length, value: { amount: whole, unit } };
  const leg = EACH_WAY.exec(lower.slice(end));
  if (leg && /\b(?:round trip|return trip|there and back|ida y vuelta|ida e volta|e voltei|y volvi|and back)\b/.test(lower))
    return { start: match.index, end: end + leg[0].length, value: { amount: amount * 2, unit } };
  return { start: match.index, end, value: { amount, unit } };
}

/** Mileage is paid in miles in these countries, in kilometres elsewhere. */
const MILE_COUNTRIES = new Set(["US", "GB", "LR", "MM"]);

function toPolicyUnit(distance: { amount: number; unit: "km" | "mi" }, country: string | null | undefined): number {
  if (!country) return distance.amount;
  const unit = MILE_COUNTRIES.has(country) ? "mi" : "km";
  if (unit === distance.unit) return distance.amount;
  return round(unit === "mi" ? distance.amount / 1.609344 : distance.amount * 1.609344);
}

// ——— Dates ———

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  enero: 1,
  ene: 1,
  janeiro: 1,
  february: 2,
  feb: 2,
  febrero: 2,
  fevereiro: 2,
  fev: 2,
  march: 3,
  mar: 3,
  marzo: 3,
  marco: 3,
  april: 4,
  apr: 4,
  abril: 4,
  abr: 4,
  may: 5,
  mayo: 5,
  maio: 5,
  mai: 5,
  june: 6,
  jun: 6,
  junio: 6,
  junho: 6,
  july: 7,
  jul: 7,
  julio: 7,
  julho: 7,
  august: 8,
  aug: 8,
  agosto: 8,
  ago: 8,
  september: 9,
  sep: 9,
  sept: 9,
  septiembre: 9,
  setiembre: 9,
  setembro: 9,
  set: 9,
  october: 10,
  oct: 10,
  octubre: 10,
  outubro: 10,
  out: 10,
  november: 11,
  nov: 11,
  noviembre: 11,
  novembro: 11,
  december: 12,
  dec: 12,
  diciembre: 12,
  dezembro: 12,
  dic: 12,
  dez: 12,
};
const MONTH = String.raw`(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|")})\.?`;
const YEAR = String.raw`(?:,?\s*(?:de\s+|del\s+)?(\d{4}))?`;
// Every form needs a day number beside the month: "may" alone is a verb, "mar" and "set" words.
const DAY_MONTH = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th|º|°)?\s+(?:of\s+|de\s+)?${MONTH}(?![a-z])${YEAR}`);
const MONTH_DAY = new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?(?![\d.,])${YEAR}`);
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/;
const NUMERIC_DATE = /\b(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{4}|\d{2}))?\b(?![.,]?\d)/;

function readDate(lower: string, language: Language, options: QuestionOptions): Found<string> | undefined {
  const found = (match: RegExpExecArray, year: string | undefined, month: number, day: number) => {
    const value = dateOf(year, month, day, options.today);
    return value ? { start: match.index, end: match.index + match[0].length, value } : undefined;
  };
  const iso = ISO_DATE.exec(lower);
  if (iso) return found(iso, iso[1], Number(iso[2]), Number(iso[3]));
  const dayMonth = DAY_MONTH.exec(lower);
  if (dayMonth) return found(dayMonth, dayMonth[3], MONTHS[dayMonth[2]!]!, Number(dayMonth[1]));
  const monthDay = MONTH_DAY.exec(lower);
  if (monthDay) return found(monthDay, monthDay[3], MONTHS[monthDay[1]!]!, Number(monthDay[2]));
  // "12/03" is day first but in the US; a slash date needs a year or a slash ("12.50" is money).
  const numeric = NUMERIC_DATE.exec(lower);
  if (!numeric || (!numeric[3] && !/^\d{1,2}\/\d/.test(numeric[0]))) return undefined;
  const [a, b] = [Number(numeric[1]), Number(numeric[2])];
  const monthFirst = b > 12 || (a <= 12 && language === "en" && options.policyCountry === "US");
  const year = numeric[3] && numeric[3].length === 2 ? `20${numeric[3]}` : numeric[3];
  return found(numeric, year, monthFirst ? a : b, monthFirst ? b : a);
}

const UNIT = String.raw`(days?|dias?|weeks?|semanas?|months?|mes|meses)`;
/** "45 days ago", "3 semanas atrás", "hace 3 semanas", "há 2 meses", "faz 20 dias". */
const AGO = new RegExp(
  String.raw`\b(an?|${COUNT.slice(1, -1)})\s+${UNIT}\s+(?:ago|atras)\b|\b(?:hace|ha|faz)\s+(?:(?:mas de|unos|unas|mais de|uns|umas)\s+)?${COUNT}\s+${UNIT}\b`,
);
const TODAY = /\b(?:hoy|today|hoje)\b(?:\s+(?:es|is|e|el|the))?\s*/g;

/** How many days ago the expense was, by the question's words or by its date and "today"'s. */
function readElapsed(
  lower: string,
  language: Language,
  options: QuestionOptions,
  date: Found<string> | undefined,
): Found<number> | undefined {
  const ago = AGO.exec(lower);
  if (ago) {
    const count = ago[1] ?? ago[3]!;
    const unit = ago[2] ?? ago[4]!;
    const n = count === "a" || count === "an" ? 1 : (NUMBER_WORDS[count] ?? Number(count));
    const days = n * (/^(?:weeks?|semanas?)$/.test(unit) ? 7 : /^(?:months?|mes|meses)$/.test(unit) ? 30 : 1);
    return { start: ago.index, end: ago.index + ago[0].length, value: days };
  }
  if (!date) return undefined;
  for (const today of lower.matchAll(TODAY)) {
    const at = today.index + today[0].length;
    const when = readDate(lower.slice(at, at + 30), language, options);
    if (!when || when.start !== 0) continue;
    const days = (Date.parse(`${when.value}T00:00:00Z`) - Date.parse(`${date.value}T00:00:00Z`)) / 86_400_000;
    if (days >= 0) return { start: today.index, end: at + when.end, value: days };
  }
  return undefined;
}

/** A date without a year is the one nearest to today: asked in March, "12 December" is last December. */
function dateOf(year: string | undefined, month: number, day: number, today: string | undefined): string | undefined {
  const pad = (value: number) => String(value).padStart(2, "0");
  const valid = (y: number) => {
    const date = new Date(Date.UTC(y, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${y}-${pad(month)}-${pad(day)}` : undefined;
  };
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  if (year) return valid(Number(year));
  const now = today ? new Date(`${today}T00:00:00Z`) : new Date();
  const candidates = [-1, 0, 1].map((offset) => valid(now.getUTCFullYear() + offset)).filter((value): value is string => Boolean(value));
  const distance = (value: string) => Math.abs(new Date(`${value}T00:00:00Z`).getTime() - now.getTime());
  return candidates.sort((a, b) => distance(a) - distance(b))[0];
}

// ——— Money ———

/** Who or what a bare number counts when it is no money: "6 colleagues", "2 botellas", "3 x". */
const COUNTED_AFTER =
  /^\s*(?:x\b|:\d|(?:clients?|customers?|colleagues?|coworkers?|co-workers?|guests?|friends?|bottles?|items?|tickets?|clientes?|colegas?|companeros?|invitados?|amigos?|botellas?|convidados?|garrafas?|ingressos?|boletos?|entradas?)\b)/;

/** A bare number is money unless a unit, a time or a count follows it ("9 hours", "3 pm"). */
function isMoney(lower: string, amount: FoundAmount): boolean {
  if (amount.mark.kind !== "none") return true;
  const after = lower.slice(amount.end, amount.end + 24);
  const before = lower.slice(Math.max(0, amount.start - 8), amount.start);
  if (
    NOT_MONEY_AFTER.test(after) ||
    COUNTED_AFTER.test(after) ||
    COUNTED_DRINKS.test(after) ||
    /\b(?:a las|as|with|con|com)\s*$/.test(before)
  )
    return false;
  return !/[\p{L}]$/u.test(before);
}

/** "R$ 350 por noite", "30 USD each": an amount per night or per person, to be counted, with the words that say so. */
function perUnitOf(
  lower: string,
  amount: FoundAmount,
  counted: { nights: boolean; people: boolean },
): (Span & { unit: "night" | "person" | "distance" }) | undefined {
  const after = lower.slice(amount.end, amount.end + 30);
  const before = lower.slice(Math.max(0, amount.start - 40), amount.start);
  const afterIt = (match: RegExpExecArray | null, unit: "night" | "person" | "distance") =>
    match
      ? { start: amount.end + match.index + (match[0].length - match[0].trimStart().length), end: amount.end + match[0].length, unit }
      : undefined;
  // "$230 a night", "$230 hotel a night", "350.000 la noche de hotel".
  const night =
    /^\s*(?:(?:hotel|room|habitacion|cuarto|quarto|hospedaje|hospedagem|alojamiento)\s+)?(?:\/\s*|a |per |por |la |each |cada )(?:night|nite|nt\b|noche|noite|diaria)/.exec(
      after,
    );
  if (night) return afterIt(night, "night");
  const person = /^\s*(?:\/\s*|a |per |por |each |cada )(?:person|head|persona|cabeza|pessoa|cabeca)/.exec(after);
  if (person) return afterIt(person, "person");
  // "$0.85 a mile", "0,30 €/km", "R$ 1,50 por km": a rate per distance, not a total.
  const distance =
    /^\s*(?:€|\$|eur|euros?|usd|dollars?|reais|pesos)?\s*(?:\/\s*|an? |per |por |el |o |each |cada )(?:km|kms|kilomet(?:er|re|ro)s?|quilometros?|miles?|millas?|milhas?)\b/.exec(
      after,
    );
  if (distance) return afterIt(distance, "distance");
  // "90 euros cada", "30 USD each": each of whatever the question counted.
  const each = /^\s*(?:each|cada(?: uno| una| um| uma)?)\b/.exec(after);
  if (each && (counted.people || counted.nights)) return afterIt(each, counted.people ? "person" : "night");
  // "2 diárias de hotel de R$ 350", "3 nights at $150", "a diária de 250": the figure is each night's.
  const nights =
    /\b(?:nights?|noches?|noites?|diarias?|pernoites?)(?:\s+(?:de|en|no|at|in)\s+(?:un |o |el |the |a )?hotel)?\s+(?:de|at|a|@)\s*$/.exec(
      before,
    );
  if (nights) {
    const start = amount.start - before.length + nights.index;
    return { start, end: start + nights[0].trimEnd().replace(/\s+(?:de|at|a|@)$/, "").length, unit: "night" };
  }
  return undefined;
}

function policyCurrencyOf(options: QuestionOptions): string | undefined {
  return options.policyCurrency ?? (options.policyCountry ? currencyOfCountry(options.policyCountry) : undefined);
}

const DOLLARS = new Set(["USD", "CAD", "AUD", "NZD", "BSD", "BBD", "BZD", "JMD", "TTD", "XCD", "GYD", "SRD", "HKD", "SGD", "TWD"]);
const PESOS = new Set(["MXN", "COP", "CLP", "ARS", "UYU", "DOP", "CUP", "PHP"]);

/**
 * The currency of an amount: its code; "$" is the policy's own where its country writes "$" and
 * the US dollar elsewhere; "dollars" the policy's own dollar or the US one; "pesos" only the
 * policy's own peso; no mark at all, the policy's currency.
 */
function currencyOf(amount: FoundAmount, lower: string, options: QuestionOptions): string | undefined {
  const policy = policyCurrencyOf(options);
  if (amount.mark.kind === "code") return amount.mark.code;
  if (amount.mark.kind === "none") return policy;
  const written = lower.slice(amount.start, amount.end);
  if (/\bpesos?\b/.test(written)) return policy && PESOS.has(policy) ? policy : undefined;
  if (/\bdol/.test(written)) return policy && DOLLARS.has(policy) ? policy : "USD";
  if (/cent/.test(written)) return policy;
  const dollarCountry = options.policyCountry
    ? usesDollarSign(options.policyCountry)
    : policy !== undefined && (DOLLARS.has(policy) || PESOS.has(policy));
  return dollarCountry && policy ? policy : "USD";
}

type RateFound = Span & { rate: (currency: string, policy: string | undefined) => number | undefined };

/** Words that name an exchange rate, not a price: a room "rate" or an airport "tasa"/"taxa" is money. */
const RATE_BEFORE =
  /\b(?:exchange rate|fx rate|fx|tipo de cambio|tasa de cambio|cambio|cotizacion|taxa de cambio|cotacao)\s*(?:of|de|do|del|a|at|:|=)?\s*$/;
const PER_CURRENCY = /^\s*(?:per|por|\/|a|each|cada)\s+(?:one |un |uno |um |1 )?([a-z$€£]{1,8}\$?)/;

/**
 * A rate the employee gives: "1 USD = 4.100 COP", "at 4,000 COP per USD", "tipo de cambio 950".
 * Its value waits for the expense's currency: policy units per unit of it.
 */
function readRate(text: string, lower: string): RateFound | undefined {
  const amounts = findAmounts(text);
  for (const [index, amount] of amounts.entries()) {
    const next = amounts[index + 1];
    // "1 USD = 4.100 COP": 4.100 COP per USD.
    if (amount.amount === 1 && next && /^\s*=\s*$/.test(lower.slice(amount.end, next.start))) {
      return { start: amount.start, end: next.end, rate: ratio(next.amount, codeOf(next), codeOf(amount)) };
    }
    // "4.000 COP per USD", "5,20 reais por dólar": the currency after "per" read as an amount's mark.
    const per = PER_CURRENCY.exec(lower.slice(amount.end));
    const end = per ? amount.end + per[0].length : amount.end;
    const perCode = per ? codeOf(findAmounts(`1 ${text.slice(end - per[1]!.length, end)}`)[0]) : undefined;
    if (perCode && amount.mark.kind !== "none") return { start: amount.start, end, rate: ratio(amount.amount, codeOf(amount), perCode) };
    // "tipo de cambio 950", "câmbio de 5,20".
    const before = RATE_BEFORE.exec(lower.slice(0, amount.start));
    if (before) return { start: before.index, end: amount.end, rate: ratio(amount.amount, codeOf(amount), undefined) };
  }
  return undefined;
}

/** `value` units of `unit` per one `per`, as policy units per one unit of the expense's currency. */
function ratio(value: number, unit: string | undefined, per: string | undefined): RateFound["rate"] {
  return (currency, policy) => {
    if (currency === policy || value <= 0) return undefined;
    // Without units, as the contract reads a rate: policy units per unit of the expense's currency.
    if ((!unit || unit === policy) && (!per || per === currency)) return value;
    if (unit === currency && (!per || per === policy)) return round(1 / value, 6);
    return undefined;
  };
}

function codeOf(amount: FoundAmount | undefined): string | undefined {
  return amount?.mark.kind === "code" ? amount.mark.code : undefined;
}

// ——— Category ———

/** Words a question uses that the description reader's vocabularies lack, by category. */
const QUESTION_CATEGORY_WORDS: ReadonlyArray<readonly [RegExp, ExpenseCategory]> = [
  [/\b(?:jantar(?:es)?|janta|lanches?|brunch|snacks?|coffee|cafe|merienda|room service)\b/, "meals"],
  [
    /\b(?:diarias?|hostel|motel|airbnb|posada|pousada|estadia|estancia|marriott|hilton|hyatt|sheraton|westin|ibis|novotel|holiday inn|hampton inn|best western|radisson|accor)\b/,
    "lodging",
  ],
  [
    /\b(?:plane tickets?|air tickets?|airline tickets?|passagem(?: aerea)?|bilhetes? aereos?|tiquetes? aereos?|boletos? de avion|baggage|checked bags?|equipaje|bagagem|fly|flying|flew|volar|voar)\b/,
    "airfare",
  ],
  [
    /\b(?:trains?|tren(?:es)?|trem|bus(?:es)?|autobus(?:es)?|omnibus|onibus|colectivos?|metro|subway|subte|lyft|cabify|didi|shuttle|transfer|traslados?|ferry|car rentals?|rental cars?|rent a car|alquiler de (?:autos?|coches?|carros?)|aluguel de (?:carros?|veiculos?)|carro alugado|parking|estacionamientos?|estacionamento|tolls?|peajes?|pedagios?|fuel|gas|gasolina|nafta|combustivel|combustible)\b/,
    "groundTransport",
  ],
  [/\b(?:drove|driven|drive|driving|manej\w*|conduj\w*|dirig\w*|rodei|rodados|recorr\w*)\b/, "mileage"],
  [/\b(?:gifts?|regalos?|obsequios?|brindes?|concerts?|conciertos?|golf)\b/, "entertainment"],
  [
    /\b(?:phone|mobile|internet|wifi|wi-fi|roaming|passports?|pasaportes?|passaportes?|vaccines?|vacunas?|vacinas?|office supplies|material de oficina|papeleria|papelaria|books?|libros?|livros?|subscriptions?|suscripcion\w*|assinaturas?|conference fees?|registration|inscripcion\w*|inscricao|inscricoes|cursos?|training|capacitacion|treinamento|coworking|gym|gimnasio)\b/,
    "other",
  ],
];

/** "passage", "pasaje", "boleto" say a ticket, not which vehicle: a train or bus word beside them wins. */
const WEAK_AIRFARE = /^(?:pasajes?|passagens?|passagem|boletos?)$/;
/** "km" or "miles" alone: mileage only when nothing else names the expense. */
const WEAK_MILEAGE = /^(?:km|kms|miles?|millas?|milhas?|kilometros?|quilometros?|\/km|\/mi)$/;

const global = (pattern: RegExp) => new RegExp(pattern.source, "g");
/** Every category vocabulary, the description reader's first, then the question's own words. */
const CATEGORY_PATTERNS = (
  [
    [MEALS, "meals"],
    [LODGING, "lodging"],
    ...CATEGORY_WORDS,
    [MILEAGE, "mileage"],
    [/\b(?:my|mi|meu) (?:own )?(?:car|auto|coche|carro)\b/, "mileage"],
    ...QUESTION_CATEGORY_WORDS,
    ...EVERYDAY_CATEGORY_WORDS,
  ] satisfies ReadonlyArray<readonly [RegExp, ExpenseCategory]>
).map(([pattern, category]) => [global(pattern), category] as const);

function readCategory(lower: string, distance: boolean): Found<ExpenseCategory> | undefined {
  const candidates: Array<Found<ExpenseCategory> & { weak: boolean }> = [];
  const add = (pattern: RegExp, category: ExpenseCategory) => {
    for (const match of lower.matchAll(pattern)) {
      const words = match[0].trim();
      const weak =
        (category === "airfare" && WEAK_AIRFARE.test(words)) ||
        (category === "mileage" && (WEAK_MILEAGE.test(words) || (!distance && !/own|propio|proprio|personal|particular/.test(words))));
      candidates.push({ start: match.index, end: match.index + match[0].length, value: category, weak });
    }
  };
  for (const [pattern, category] of CATEGORY_PATTERNS) add(pattern, category);
  // "night" alone is when, not where: only a count of nights ("3 nights") says lodging.
  const night = NIGHTS.exec(lower);
  if (night) candidates.push({ start: night.index, end: night.index + night[0].length, value: "lodging", weak: false });
  const strong = candidates.filter((candidate) => !candidate.weak);
  const pool = strong.length > 0 ? strong : candidates;
  // Mileage is driving one's own car: with a distance it beats the fuel or toll beside it.
  const mileage = distance ? pool.find((candidate) => candidate.value === "mileage") : undefined;
  const chosen = mileage ?? pool.sort((a, b) => a.start - b.start || b.end - a.end)[0];
  if (!chosen) return undefined;
  // A client dinner is a meal with clients: "client entertainment" alone is entertainment.
  if (chosen.value === "entertainment" && MEALS.test(lower.slice(chosen.start, chosen.end))) return { ...chosen, value: "meals" };
  return { start: chosen.start, end: chosen.end, value: chosen.value };
}

// ——— With clients, items, documents, cabin ———

const CLIENT = String.raw`(?:clients?|customers?|prospects?|clientes?|prospectos?)`;
const DETERMINER = String.raw`(?:(?:a|an|the|my|our|some|two|three|\d+|un|una|unos|unas|el|la|los|las|mi|mis|nuestros?|dos|tres|um|uma|uns|umas|o|os|as|meu|meus|nossos?|dois|duas|potential|potencial|potenciais|potenciales|nuevos?|novos?|new|important|importantes?)\s+){0,2}`;
const WITH_CLIENTS = new RegExp(
  String.raw`\b(?:with|con|com|junto con|junto com|invit\w*|convid\w*|took|llev\w*|levei|entertain\w*|entreten\w*|atencion a|atendimento a|para)\s+${DETERMINER}${CLIENT}\b|\b${CLIENT}\s+(?:dinners?|lunch(?:es)?|meals?|breakfasts?|entertainment|drinks?|meetings?)\b|\b(?:cenas?|almuerzos?|comidas?|jantar(?:es)?|almocos?|refeicoes?|refeicao|cafes?)\s+(?:de|con|com|del|do|da|dos|das)\s+${DETERMINER}${CLIENT}\b` +
    // "invite a almorzar a 3 clientes", "took to dinner two clients": the meal between the invitation and its guests.
    String.raw`|\b(?:invit\w*|convid\w*|llev\w*|levei|took|treated)\s+(?:(?:a|ao?|to|para)\s+)?(?:almorzar|almuerzo|cenar|cena|comer|desayunar|almocar|almoco|jantar|lunch|dinner|breakfast|drinks)\s+${DETERMINER}${CLIENT}\b` +
    // "took 2 ppl from Hydro Ottawa to dinner", "invité a 3 de Pemex": guests from another organisation are clients.
    String.raw`|\b(?:took|hosted|invited|treated)\s+(?:\d+|two|three|four|five)\s+(?:ppl|people|guests|folks)\s+from\s+(?!(?:my|our|the)\s+(?:team|office|staff|department|crew)\b)`,
);
const WITHOUT_CLIENTS = new RegExp(String.raw`\b(?:without|sin|sem|no)\s+${DETERMINER}${CLIENT}\b`);

function readClients(lower: string): Found<boolean> | undefined {
  const without = WITHOUT_CLIENTS.exec(lower);
  if (without) return { start: without.index, end: without.index + without[0].length, value: false };
  const match = WITH_CLIENTS.exec(lower);
  return match ? { start: match.index, end: match.index + match[0].length, value: true } : undefined;
}

/** "without alcohol", "sin propina", "sem gorjeta": the item is not in the expense. */
const NEGATED =
  /\b(?:without|no|not|excluding|except|sin|sem|excepto|salvo|exceto|menos)\s+(?:(?:any|the|la|el|a|o|de|incluir|incluindo|including)\s+)?$/;
/** In Portuguese "no" is "in the" ("no frigobar do hotel"): only "sem", "exceto", "menos" negate. */
const NEGATED_PT = /\b(?:sem|exceto|menos|salvo)\s+(?:(?:a|o|de|incluir|incluindo)\s+)?$/;

const ITEM_PATTERNS = [...ITEM_WORDS, ...EVERYDAY_ITEM_WORDS].map(([pattern, item]) => [global(pattern), item] as const);

function readItems(lower: string, language: Language): Found<ProhibitedItem>[] {
  const negated = language === "pt-BR" ? NEGATED_PT : NEGATED;
  const found: Found<ProhibitedItem>[] = [];
  for (const [pattern, item] of ITEM_PATTERNS) {
    for (const match of lower.matchAll(pattern)) {
      if (negated.test(lower.slice(Math.max(0, match.index - 24), match.index))) continue;
      found.push({ start: match.index, end: match.index + match[0].length, value: item });
    }
  }
  // One item found twice (the policy's word and the employee's) is one finding: the first words.
  return found
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((finding, index, all) => !all.slice(0, index).some((other) => other.value === finding.value && other.end > finding.start));
}

/** Documents the description reader has no words for: the everyday receipt and invoice names. */
const QUESTION_DOCUMENT_WORDS: ReadonlyArray<readonly [RegExp, DocumentType]> = [
  [/\b(?:tickets? de (?:caja|compra)|tiquetes? de caja|cupom|cupons)\b/, "posTicket"],
  [/\b(?:tax invoices?|vat invoices?|notas? fisca(?:l|is)|nf-?e|cfdi|facturas? (?:electronicas?|fiscal(?:es)?)|nota)\b/, "taxInvoice"],
  [/\b(?:invoices?|facturas?|faturas?)\b/, "invoice"],
  [/\b(?:receipts?|recibos?|comprobantes?|comprovantes?)\b/, "receipt"],
];
/** "do I need a receipt?", "¿necesito boleta?": a document asked about, not one the spender has. */
const ASKED_FOR =
  /\b(?:need|needs|required|require|requires|necesito|necesita|necesario|preciso|precisa|exige|hace falta|have to|tengo que|tenho que|debo|devo)\b[^.?!]{0,20}$/;

function readDocument(lower: string): Found<DocumentType> | undefined {
  for (const [pattern, document] of [...DOCUMENT_WORDS, ...QUESTION_DOCUMENT_WORDS]) {
    const match = pattern.exec(lower);
    if (!match) continue;
    const before = lower.slice(Math.max(0, match.index - 30), match.index);
    // A document refused or missing ("sin boleta", "lost the receipt") is not the one the spender has.
    if (NEGATED.test(before) || ASKED_FOR.test(before) || /\b(?:lost|perdi|perdio|extravi\w*)\b[^.?!]{0,12}$/.test(before))
      return undefined;
    return { start: match.index, end: match.index + match[0].length, value: document };
  }
  return undefined;
}

/** "first" and "primera" alone are no cabin ("my first trip"): only with their class word. */
const BARE_FIRST = /^(?:first|primera|primeira)$/;

function readCabin(lower: string): Found<Cabin> | undefined {
  // "1ª classe", "1st class"; "en primera", "na primeira" on a flight.
  const numbered = NUMBERED_FIRST.exec(lower) ?? (AIRFARE_CONTEXT.test(lower) ? FIRST_IN_FLIGHT.exec(lower) : null);
  if (numbered) {
    const start = numbered.index + (/^(?:en|em|na|in)\s/.test(numbered[0]) ? numbered[0].indexOf(" ") + 1 : 0);
    return { start, end: numbered.index + numbered[0].length, value: "first" };
  }
  for (const [pattern, cabin] of CABIN_WORDS) {
    const match = pattern.exec(lower);
    if (!match) continue;
    if (BARE_FIRST.test(match[0]) && !/^\s+(?:class|clase|classe)\b/.test(lower.slice(match.index + match[0].length))) continue;
    // "clase ejecutiva", "business class": the class word belongs to the evidence.
    const before = /\b(?:(?:en |in |na |de |em )?(?:clase|classe))\s+$/.exec(lower.slice(Math.max(0, match.index - 12), match.index));
    const after = /^\s+(?:class|clase|classe)\b/.exec(lower.slice(match.index + match[0].length));
    const start = before ? match.index - before[0].length + (before[0].length - before[0].trimStart().length) : match.index;
    return { start, end: match.index + match[0].length + (after?.[0].length ?? 0), value: cabin };
  }
  return undefined;
}

// ——— Role ———

/** Every job title the three languages know, singular and plural, longest first. */
const TITLE_FORMS = [
  ...new Set(
    TITLES.flatMap((term) => [term.en, term.es, term["pt-BR"], ...Object.values(term.also ?? {}).flat()])
      .map((title) => plain(title).replace(/-/g, " "))
      .flatMap((title) => [title, title.replace(/es$/, ""), title.replace(/s$/, "")]),
  ),
]
  .filter((title) => title.length >= 3)
  .sort((a, b) => b.length - a.length);
const ROLE_FRAME =
  /\b(?:as|como|soy|sou|i'?m|im|i am|being|siendo|sendo|estoy como|trabajo como|trabalho como)\s+(?:an?\s+|the\s+|un\s+|una\s+|um\s+|uma\s+|el\s+|la\s+|o\s+|a\s+)?/g;
const ROLE_ASKED =
  /^[\s¿¡]*(?:can|could|may|is|puede|podria|pode|poderia|un|una|um|uma|el|la|o|a|an?|the)\s+(?:an?\s+|the\s+|un\s+|una\s+|um\s+|uma\s+|el\s+|la\s+|o\s+|a\s+)?/;

/** "senior manager", "gerente regional": up to two words before the role's noun are part of the role. */
const ROLE_NOUN_AT_START = new RegExp(
  `^(?:(?:senior|junior|regional|area|general|field|sales|project|account)\\s+){0,2}(?:${ROLE_NOUN.source})`,
);

function readRole(lower: string): (Span & { frame: number }) | undefined {
  const at = (start: number, frame: number) => {
    const rest = lower.slice(start);
    const title = TITLE_FORMS.find((form) => rest.startsWith(form) && !/[a-z]/.test(rest.charAt(form.length)));
    const noun = title ? undefined : ROLE_NOUN_AT_START.exec(rest);
    const length = title?.length ?? noun?.[0].length;
    return length ? { start, end: start + length, frame } : undefined;
  };
  for (const match of lower.matchAll(ROLE_FRAME)) {
    const found = at(match.index + match[0].length, match.index);
    if (found) return found;
  }
  const asked = ROLE_ASKED.exec(lower);
  return asked ? at(asked.index + asked[0].length, asked.index + asked[0].length) : undefined;
}

// ——— Place ———

/** Words before a place that say the expense happened there (or the trip went there). */
const PLACE_BEFORE =
  /\b(?:in|at|to|near|en|a|hacia|para|pra|pro|em|no|na|nos|nas|ao|desde|from|de|do|da)\s+(?:the\s+|el\s+|la\s+|o\s+|a\s+)?$/;
/** Where a trip left from is not where the expense was: "flight from Bogotá", "vuelo desde Lima". */
const FROM_BEFORE = /\b(?:from|desde)\s+(?:the\s+|el\s+|la\s+)?$/;
/** Where the spender works or comes from is not where the expense was: "jefe de la planta Piura", "based in Lima", "sou de Recife". */
const WORKPLACE_BEFORE =
  /\b(?:planta|sede|oficina|filial|sucursal|fabrica|escritorio|unidade|office|branch|plant|site office|based (?:in|at|out of)|i work (?:in|at|out of)|trabajo en|trabalho em|soy de|sou de|i'?m from|vengo de|venho de)\s+(?:(?:de|do|da|del|en|em|in|at|la|el|the|o|a)\s+){0,2}$/;
/** "de Lima a Cusco": "de" may be the origin, or only "of" ("hotel de São Paulo"); a place after it comes last. */
const OF_BEFORE = /\b(?:de|do|da)\s+(?:la\s+|o\s+|a\s+)?$/;

/** Prepositions that put the next words in a place, per language: Portuguese "a" and Spanish "no" are not. */
const PLACE_PREPOSITIONS: Record<Language, RegExp> = {
  en: /(\b(?:in|at|to|from|near)\s+)(\p{Ll})/gu,
  es: /(\b(?:in|at|to|en|a|hacia|para|desde)\s+)(\p{Ll})/gu,
  "pt-BR": /(\b(?:in|at|to|em|no|na|nos|nas|para|pra|ao)\s+)(\p{Ll})/gu,
};

/** Before a city typed in lower case that opens the question ("london hotel…", "my montreal hotel…"). */
const LEADS_QUESTION = /^[\s"'¿¡]*(?:(?:my|the|our|mi|el|la|o|a|meu|minha)\s+)?$/;
/** After a city typed in lower case: what was spent there ("seattle hotel", "mexico city dinner"). */
const EXPENSE_AFTER =
  /^\s+(?:hotel|hostel|motel|airbnb|stay|lodging|trip|dinner|lunch|breakfast|meals?|taxi|cab|uber|lyft|parking|conference|hotel room)\b/;
/** A capitalised name after "in"/"en"/"em" that no table knows: one to three capitalised words. */
const UNPLACED: Record<Language, RegExp> = {
  en: /(\b(?:in|at|near)\s+)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/u,
  es: /(\b(?:en|in)\s+)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/u,
  "pt-BR": /(\b(?:em|in)\s+)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/u,
};
/**
 * A town typed in lower case after "en"/"in"/"em", when what follows says the sentence moved on to
 * the price: "hotel en coban Q720", "hotel in boquete was $165". One or two words.
 */
const PRICE_AFTER = String.raw`(?=\s*(?:[$€£]|[a-z]{1,3}\$|q\s?\d|s\/|\d|,|(?:was|were|cost|came to|fue|salio|costo|estaba|foi|saiu|custou|deu|ficou)\b))`;
const LOWER_UNPLACED: Record<Language, RegExp> = {
  en: new RegExp(String.raw`(\b(?:in|at)\s+)([a-z][a-z'-]{2,}(?:\s+[a-z][a-z'-]{2,})??)${PRICE_AFTER}`),
  es: new RegExp(String.raw`(\b(?:en)\s+)([a-z][a-z'-]{2,}(?:\s+[a-z][a-z'-]{2,})??)${PRICE_AFTER}`),
  "pt-BR": new RegExp(String.raw`(\b(?:em)\s+)([a-z][a-z'-]{2,}(?:\s+[a-z][a-z'-]{2,})??)${PRICE_AFTER}`),
};
/** Lower-case words after "in"/"en"/"em" that say how or what, not where. */
const NOT_LOWER_PLACES =
  /^(?:the|my|our|his|her|one|all|total|cash|advance|person|advance|tips?|food|meals?|dinner|lunch|taxi|uber|hotel|parking|fuel|gas|una?|el|la|los|las|mi|mis|su|efectivo|total|comidas?|cenas?|almuerzos?|hotel(?:es)?|taxis?|propinas?|gasolina|combustible|estacionamiento|peajes?|dolares|pesos|soles|quetzales|euros|reais|um|uma|meu|minha|dinheiro|especie|comida|refeic\w*|gorjetas?|estacionamento|pedagios?|total|media|promedio|cuotas|parcelas|credito|debito|tarjeta|cartao|card|dollars|euros)(?:\s|$)/;
/** Capitalised words after "in" that are no place: a cabin, a way to pay, a ride app, a weekday or month. */
const NOT_PLACES =
  /^(?:business|economy|premium|first|primera|primeira|executiva|ejecutiva|economica|cash|efectivo|dinheiro|especie|uber|lyft|cabify|didi|airbnb|booking|amazon|total|usd|eur|mxn|brl|cop|clp|pen|ars|gtq|cad|q|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo|segunda|terca|quarta|quinta|sexta|january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|marco|maio|junho|julho|setembro|outubro|novembro|dezembro)(?:\s|$)/;

function readPlace(
  text: string,
  lower: string,
  language: Language,
  destinations: readonly NamedPlace[] = [],
): { city?: Found<string>; country?: Found<string> } | undefined {
  // Cities that are also words ("Lima", "Natal") are read capitalised; after "in"/"en"/"em" they are
  // places however they were typed, so the word after such a preposition is capitalised first.
  const capitalised = text.replace(
    PLACE_PREPOSITIONS[language],
    (_, lead: string, letter: string) => lead + (letter.toUpperCase().length === 1 ? letter.toUpperCase() : letter),
  );
  const local = localPlaceMentions(text, lower, destinations).map((mention) => ({
    start: mention.start,
    end: mention.end,
    code: mention.country,
    evidence: text.slice(mention.start, mention.end),
    destination: false,
    kind: "city" as const,
  }));
  const mentions = [
    ...cityMentions(capitalised).map((mention) => ({ ...mention, kind: "city" as const })),
    ...namedCountries(text).map((mention) => ({ ...mention, kind: "country" as const })),
  ]
    .map((mention) => ({ ...mention, start: mention.end - mention.evidence.length }))
    .concat(local)
    // The table's name and a local one for the same words: the longer one, else the table's.
    .filter(
      (mention, index, all) => !all.some((other, at) => at !== index && covers(other, mention) && (!covers(mention, other) || at < index)),
    )
    .filter((mention) => {
      const before = lower.slice(Math.max(0, mention.start - 16), mention.start);
      // "london hotel was $290", "mexico city dinner": a city typed in lower case opens the question or names a stay or a meal.
      const leads =
        mention.kind === "city" &&
        !CITY_CAPITALISED_ONLY.has(normaliseWords(mention.evidence)) &&
        (LEADS_QUESTION.test(lower.slice(0, mention.start)) || EXPENSE_AFTER.test(lower.slice(mention.end)));
      const placed = PLACE_BEFORE.test(before) || leads || (mention.kind === "city" && /^\p{Lu}/u.test(text.slice(mention.start)));
      // A demonym ("comida china", "Mexican restaurant") is no place: only a country's name is.
      const named = mention.kind === "city" || countryCodeFromName(mention.evidence) === mention.code;
      return (
        placed &&
        named &&
        !(FROM_BEFORE.test(before) && AIRFARE_CONTEXT.test(lower)) &&
        !WORKPLACE_BEFORE.test(lower.slice(Math.max(0, mention.start - 30), mention.start))
      );
    })
    // Where the trip went, not where it left from: "vuelo de Lima a Madrid" is Madrid's.
    .sort((a, b) => origin(a.start) - origin(b.start) || a.start - b.start);
  const city = mentions.find((mention) => mention.kind === "city" && !countryCodeFromName(mention.evidence));
  function origin(start: number): number {
    // A ride "from Heathrow to the hotel" was spent there, but a place it went to comes first.
    const before = lower.slice(0, start);
    return OF_BEFORE.test(before) || FROM_BEFORE.test(before) ? 1 : 0;
  }
  const named = mentions.find((mention) => mention.kind === "country");
  const span = (mention: { start: number; end: number }) => ({ start: mention.start, end: mention.end });
  if (!city && !named) {
    // "hotel in David", "em Faro": a capitalised name after "in" that no table places is still the place
    // named (its country is asked for when it matters, never the city again).
    const unplaced = UNPLACED[language].exec(text) ?? LOWER_UNPLACED[language].exec(lower);
    if (!unplaced || NOT_PLACES.test(normaliseWords(unplaced[2]!)) || NOT_LOWER_PLACES.test(unplaced[2]!)) return undefined;
    if (WORKPLACE_BEFORE.test(lower.slice(Math.max(0, unplaced.index - 30), unplaced.index + unplaced[1]!.length))) return undefined;
    const start = unplaced.index + unplaced[1]!.length;
    return { city: { start, end: start + unplaced[2]!.length, value: unplaced[2]! } };
  }
  return {
    city: city ? { ...span(city), value: text.slice(city.start, city.end) } : undefined,
    country: named ? { ...span(named), value: named.code } : city ? { ...span(city), value: city.code } : undefined,
  };
}

/** A night's price said apart from its figure: "a diária", "the nightly rate", "por noche". */
const ONE_NIGHT =
  /\b(?:(?:a|uma|da|na|por|cada) diaria|nightly rate|room rate|per night|a night|each night|por noche|la noche|cada noche|por noite|a noite|cada noite)\b/;

/**
 * "3.400 pesos" where the policy's currency is no peso: the peso of the place the question names
 * ("hotel na cidade do México 3.400 pesos" is MXN); undefined when no place, or a place of no peso.
 */
function pesosOfPlace(amount: FoundAmount, text: string, lower: string, language: Language, options: QuestionOptions): string | undefined {
  if (!/\bpesos?\b/.test(lower.slice(amount.start, amount.end))) return undefined;
  const place = readPlace(text, lower, language, options.places);
  const country = place?.country?.value;
  const currency = country ? currencyOfCountry(country) : undefined;
  return currency && PESOS.has(currency) ? currency : undefined;
}

/**
 * "1 850 €", "6 800 €": a figure grouped by a space (Portugal, France), which the amount reader
 * takes for two; joined when a bare 1–3-digit number is followed, one space apart, by a group of
 * three digits with the currency mark.
 */
function joinSpacedThousands(text: string, amounts: FoundAmount[]): FoundAmount[] {
  const joined: FoundAmount[] = [];
  for (let index = 0; index < amounts.length; index++) {
    const head = amounts[index]!;
    const tail = amounts[index + 1];
    const headDigits = text.slice(head.start, head.end);
    const between = tail ? text.slice(head.end, tail.start) : "";
    if (
      tail &&
      head.mark.kind === "none" &&
      /^\d{1,3}$/.test(headDigits) &&
      /^[ \u00a0\u202f]$/.test(between) &&
      /^\d{3}(?![\d])/.test(text.slice(tail.start)) &&
      tail.amount < 1000
    ) {
      joined.push({ ...tail, start: head.start, amount: head.amount * 1000 + tail.amount });
      index++;
    } else joined.push(head);
  }
  return joined;
}

// ——— Helpers ———

function covers(outer: Span, inner: Span): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}

function overlaps(span: Span, taken: Span[]): boolean {
  return taken.some((other) => span.start < other.end && other.start < span.end);
}

function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
