import type { Money } from "./company-reading";
import {
  emptyRules,
  fromUser,
  type ApprovalScope,
  type ApprovalTier,
  type Cabin,
  type DocumentType,
  type ExpenseCategory,
  type Place,
  type PolicyRules,
  type ProhibitedItem,
  type Prohibition,
} from "../rules/policy-rules";
import { countryCodeFromName } from "./countries";
import { cityCountry } from "./country-signals";
import type { FoundAmount } from "./money";
import { plain } from "./text";

/*
 * The company's rules, one sentence at a time, in en, es and pt, into the rulebook. Precise before
 * complete: a number is money only with a currency sign, code or word, or in an
 * unambiguous money phrase ("150 a night"); durations, headcounts, hours and percentages never
 * are. Each reader takes the amounts it uses, so a sentence with two rules gives each its own
 * figure; a sentence with a money amount no rule used stays "not used yet".
 */

export interface Figures {
  headcount: number | null;
  industry: string | null;
  rules: PolicyRules;
  unplaced: string[];
  /** The company's country (ISO code): a limit "in" it is the home limit. */
  home: string;
  /** The company's currency, for a tier that covers every amount ("all trips need the CEO"). */
  currency: string;
  /** The kind of limit the previous sentence set: "Hotel 350 a night; in São Paulo 550." */
  lastLimit?: "meals" | "lodging";
}

export function emptyFigures(home: string, currency: string): Figures {
  return { headcount: null, industry: null, rules: emptyRules(), unplaced: [], home, currency };
}

export const NOT_MONEY_AFTER =
  /^\s*[- ]?(?:\+\s*)?(?:business |working |calendar |full |straight )?(?:days?|dias?|d\b|hours?|hrs?|h\b|horas?|weeks?|semanas?|months?|meses|mes\b|years?|anos?|people|person|persons|personas|pessoas|pax\b|employees|empleados|funcionarios|colaboradores|trabajadores|staff|%|por ?ciento|por ?cento|percent|km|kms|kilometers?|kilometros?|quilometros?|miles?|millas?|milhas?|nights?|noches?|noites?|o'clock|am\b|pm\b|th\b|st\b|nd\b|rd\b|habiles|uteis|laborables|corridos)(?![a-z])/;
/** "150 a night", "50/day", "2.000 al mes": a per-unit phrase makes a bare number money. */
const PER_UNIT_AFTER =
  /^\s*(?:\/\s*(?:night|day|noche|dia|noite|month|mes|mo\b|km|mi\b)|a night|per night|a day|per day|each day|daily|nightly|por noche|la noche|por dia|al dia|diarios?|diarias?|por noite|a noite|por mes|al mes|per month|a month|monthly|mensual\w*|mensais?|por km|per km|per mile|a mile|por milla|per transaction|per purchase|por transacci[oó]n|por transacao|por compra|por operacion)/;
const THRESHOLD_BEFORE =
  /(?:over|above|exceeding|more than|greater than|in excess of|up to|upto|under|below|less than|superior(?:es)? a|mayor(?:es)? (?:a|de)|mas de|arriba de|por encima de|que superen|que excedan|sobre|hasta|menos de|por debajo de|inferior(?:es)? a|acima de|maior(?:es)? (?:que|de)|mais de|superior(?:es)? a|ate|abaixo de|max(?:imo)?|max\.?|cap(?:ped)? (?:at|of)|limit(?:e|ed to)?(?: of| de)?|tope(?: de)?|teto(?: de)?)\s*(?:de\s+|los\s+|las\s+|a\s+|the\s+|r\$\s*)?$/;

export class SentenceReading {
  /** Lower case, no accents; same indices as `text`. */
  readonly lower: string;
  private readonly used = new Set<FoundAmount>();

  constructor(
    readonly text: string,
    readonly amounts: FoundAmount[],
    private readonly moneyOf: (amount: FoundAmount) => Money,
    /** A labelled line ("Meals per day: 75") names what its bare numbers are. */
    private readonly bareIsMoney = false,
    /** The sentence before wrote its figures with a currency ("over 500.000 CLP …; over 2.000.000 …"). */
    private readonly afterMarked = false,
  ) {
    this.lower = plain(text);
  }

  /** True when the amount is money: a currency mark, or a bare number in an unambiguous money phrase. */
  isMoney(amount: FoundAmount): boolean {
    if (amount.mark.kind !== "none") return true;
    const after = this.lower.slice(amount.end, amount.end + 24);
    if (NOT_MONEY_AFTER.test(after)) return false;
    const before = this.lower.slice(Math.max(0, amount.start - 30), amount.start);
    if (/\d[.:/-]$|\b(?:at|a las|as)\s*$/.test(before) || /^[.:/-]\d/.test(after)) return false; // a date or a time
    if (PER_UNIT_AFTER.test(after) || this.bareIsMoney) return true;
    const marked = this.afterMarked || this.amounts.some((other) => other.mark.kind !== "none");
    return marked && THRESHOLD_BEFORE.test(before);
  }
  free(): FoundAmount[] {
    return this.amounts.filter((amount) => !this.used.has(amount) && this.isMoney(amount));
  }
  take(amount: FoundAmount): Money {
    this.used.add(amount);
    return this.moneyOf(amount);
  }
  takeAll(): void {
    for (const amount of this.amounts) this.used.add(amount);
  }
  /** Every money amount found a place (numbers of days, hours or people are not money). */
  allUsed(): boolean {
    return this.free().length === 0;
  }
  /** The free amount nearest after `index` (or before it when none follows). */
  nearest(index: number, within: FoundAmount[] = this.free()): FoundAmount | undefined {
    const after = within.filter((amount) => amount.start >= index);
    return after[0] ?? within.filter((amount) => amount.end <= index).at(-1);
  }
  words(): ReturnType<typeof fromUser> {
    return fromUser(this.text);
  }
}

const test = (pattern: RegExp, text: string) => pattern.test(text);

export interface Clause {
  start: number;
  end: number;
  text: string;
}

/** Clauses: after ", ", ";", " - ", brackets and the words "and", "y", "e", "but", "pero", "while" (not "mas": Spanish "más de 8 horas" reads the same). */
export function clausesOf(lower: string): Clause[] {
  const found: Clause[] = [];
  let start = 0;
  for (const cut of lower.matchAll(/,\s|;|\(|\)|\s[-–—]\s|\s(?:and|y|e|but|pero|while|mientras|otherwise|de lo contrario|senao)\s/g)) {
    found.push({ start, end: cut.index, text: lower.slice(start, cut.index) });
    start = cut.index + cut[0].length;
  }
  found.push({ start, end: lower.length, text: lower.slice(start) });
  return found.filter((clause) => clause.text.trim().length > 0);
}

const amountsIn = (sentence: SentenceReading, clause: Clause) =>
  sentence.free().filter((amount) => amount.start >= clause.start && amount.start < clause.end);

// ——— Headcount and industry ———

const PEOPLE =
  /(\d[\d.,]*)\s*[- ]?\s*(?:(?:full[- ]time|fte)\s+)?(?:people|persons?|employees|staff|workers|team members|colleagues|empleados|empleadas|personas|trabajadores|colaboradores|colaboradoras|funcionarios|funcionarias|pessoas|trabalhadores|empregados|socios|headcount|lawyers|attorneys|abogados|advogados|consultants|consultores|engineers|ingenieros|engenheiros|doctors|medicos|agents|agentes|ppl|devs|developers|desarrolladores|desenvolvedores|designers|disenadores|auditores|auditors|arquitetos|arquitectos|architects|investigadores|researchers|cooperados)\b/;
const TEAM_OF =
  /\b(?:team of|equipo de|equipe de|plantilla de|somos|we are|we're|were|son|sao|somos uns|somos unos|headcount(?: is| of)?:?)\s+(?:about |around |unos |unas |cerca de |uns |umas |approx\.? )?(\d[\d.,]*)\b(?!\s*(?:%|years|anos|dias|days|k\b))/;

export function readHeadcount(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.headcount !== null) return false;
  const match = PEOPLE.exec(sentence.lower) ?? TEAM_OF.exec(sentence.lower);
  const count = match ? Number((match[1] ?? "").replace(/[.,]/g, "")) : NaN;
  if (!Number.isInteger(count) || count <= 0 || count > 1_000_000) return false;
  figures.headcount = count;
  return true;
}

const INDUSTRIES =
  /\b(mining contractor|mining|minera|minero|mineria|mineracao|consultancy|consulting|consultora|consultoria|engineering|ingenieria|engenharia|software|technology|tech|tecnologia|fintech|construction|construccion|construtora|construcao|retail|logistics|logistica|transporte|transport|healthcare|health|salud|saude|manufacturing|manufactura|manufatura|fabrica|agriculture|agricola|agro|agronegocio|education|educacion|educacao|law firm|despacho de abogados|estudio juridico|escritorio de advocacia|advocacia|marketing|advertising|publicidad|pharmaceutical|farmaceutica|energy|energia|hospitality|hoteleria|turismo|tourism|tour operator|operador turistico|finance|financial services|servicios financieros|servicos financeiros|nonprofit|ong|ngo|real estate|inmobiliaria|imobiliaria|architecture|arquitectura|arquitetura|media|design|diseno|food|alimentos|restaurants?|restaurantes?|accounting|contabilidad|contabilidade|auditoria|audit|telecom|telecomunicaciones|telecomunicacoes|insurance|seguros|automotive|automotriz|automotiva|oil and gas|petroleo|textil|textile|dental|clinic|clinica|veterinary|veterinaria)\b/;

export function readIndustry(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.industry !== null) return false;
  const match = INDUSTRIES.exec(sentence.lower);
  if (!match) return false;
  figures.industry = sentence.text.slice(match.index, match.index + match[0].length);
  return false; // the industry alone does not place a sentence: it usually says more
}

// ——— Limits per day and per night, at home, abroad or per destination ———

export const MEALS =
  /\b(?:meals?|food|per[- ]diems?|comidas?|alimentacion|alimentos|almuerzos?|cenas?|dietas?|viaticos?|manutencion|refeicao|refeicoes|alimentacao|ajudas? de custo|breakfast|lunch|dinner|desayunos?|cafe da manha|almoco|m&ie)\b/;
export const LODGING =
  /\b(?:hotel(?:es|s)?|lodging|accommodations?|alojamientos?|hospedajes?|hospedagem|hospedagens|alojamento|pernoites?|per night|a night|nightly|por noche|la noche|a noche|por noite|a noite|each night|por diaria|diaria de hotel)\b|\/\s*(?:night|noche|noite)/;
export const ABROAD =
  /\b(?:abroad|international(?:ly)?|overseas|foreign|outside|internacional(?:es)?|internacionais|extranjero|exterior|estrangeiro|fuera del pais|fora do pais|afuera)\b/;
const HOME =
  /\b(?:domestic(?:ally)?|national(?:ly)?|nacional(?:es|is)?|local(?:es|mente)?|at home|dentro del pais|no pais|en el pais|within the country|in country|in-country)\b/;
const PLACE_NAME =
  /\b(?:in|en|em|no|na|nos|nas|para|to|for|within)\s+((?:the |el |los |la |las |o |os |a )?[a-z][a-z.]*(?:\s[a-z.]+){0,3})/g;

/** A country named in a clause as where a limit applies ("in the US", "en México"). */
function destinationIn(clause: string): string | undefined {
  for (const match of clause.matchAll(PLACE_NAME)) {
    const words = (match[1] ?? "").replace(/^(?:the|el|los|la|las|o|os|a)\s/, "").split(/\s+/);
    for (let length = Math.min(words.length, 4); length >= 1; length -= 1) {
      const code = countryCodeFromName(words.slice(0, length).join(" ").replace(/\.$/, ""));
      if (code) return code;
    }
  }
  return undefined;
}

/** A city named as where a limit applies, as written: "in NYC", "en Ciudad de México", "em São Paulo". */
const CITY_NAME = /\b(?:in|en|em|no|na)\s+((?:[A-Z]{2,5}|\p{Lu}[\p{L}.'-]+)(?:\s(?:de\s|do\s|da\s)?\p{Lu}[\p{L}.'-]+){0,2})/u;

/** A known city a trip goes to: "trips to New York ($300 USD/night there)", "viajes a Lima". */
const CITY_AFTER_TRAVEL = /\b(?:to|a|para|hacia)\s+((?:[A-Z]{2,5}|\p{Lu}[\p{L}.'-]+)(?:\s(?:de\s|do\s|da\s)?\p{Lu}[\p{L}.'-]+){0,2})/gu;

function cityIn(original: string): string | undefined {
  const match = CITY_NAME.exec(original);
  const name = match?.[1]?.replace(/[.]$/, "");
  if (name && !countryCodeFromName(name)) return name;
  for (const after of original.matchAll(CITY_AFTER_TRAVEL)) {
    const city = after[1]!.replace(/[.]$/, "");
    if (cityCountry(city) && !countryCodeFromName(city)) return city;
  }
  return undefined;
}

function placeOf(clause: string, original: string, sentenceAbroad: boolean, abroadElsewhere: boolean, home: string): Place {
  const destination = destinationIn(clause);
  if (destination) return destination === home ? { kind: "home" } : { kind: "destination", country: destination, city: null };
  const city = cityIn(original);
  if (city) return { kind: "destination", country: null, city };
  if (test(ABROAD, clause)) return { kind: "abroad" };
  if (test(HOME, clause) || abroadElsewhere) return { kind: "home" };
  return sentenceAbroad ? { kind: "abroad" } : { kind: "home" };
}

/** Words that point back to a place named earlier in the sentence ("there", "allí", "ali"). */
const BACK_REFERENCE = /\b(?:there|alli|alla|ahi|ali)\b/;

const samePlace = (a: Place, b: Place) =>
  a.kind === b.kind && (a.kind !== "destination" || (b.kind === "destination" && a.country === b.country && a.city === b.city));

/** Meals per day and lodging per night, clause by clause. */
export function readDailyLimits(sentence: SentenceReading, figures: Figures, label?: "meals" | "lodging"): boolean {
  const previous = figures.lastLimit;
  figures.lastLimit = undefined;
  // A sentence that only names another place goes on with the previous sentence's limit.
  const placeOnly =
    !MEALS.test(sentence.lower) &&
    !LODGING.test(sentence.lower) &&
    (destinationIn(sentence.lower) !== undefined || cityIn(sentence.text) !== undefined || test(ABROAD, sentence.lower));
  let kind: "meals" | "lodging" | undefined = label ?? (placeOnly && sentence.text.length < 80 ? previous : undefined);
  let placed = false;
  const parts = clausesOf(sentence.lower);
  const sentenceAbroad = test(ABROAD, sentence.lower) && !test(HOME, sentence.lower);
  // "60 USD at home, 90 abroad": a clause without a place is at home when another clause is abroad.
  const abroadElsewhere =
    parts.length > 1 &&
    parts.some((part) => test(ABROAD, part.text) || destinationIn(part.text) || cityIn(sentence.text.slice(part.start, part.end)));
  for (const clause of parts) {
    const meals = MEALS.exec(clause.text);
    const lodging = LODGING.exec(clause.text);
    if (meals && lodging) kind = meals.index < lodging.index ? "meals" : "lodging";
    else if (meals) kind = "meals";
    else if (lodging) kind = "lodging";
    if (!kind) continue;
    if (/\b(?:per diem|viaticos?|diarias?)\b/.test(clause.text) && /\b(?:gsa|official|oficial|federal)\b/.test(clause.text)) continue;
    const amounts = amountsIn(sentence, clause);
    if (amounts.length === 0) continue;
    const original = sentence.text.slice(clause.start, clause.end);
    const own = test(ABROAD, clause.text) || destinationIn(clause.text) || test(HOME, clause.text) || cityIn(original);
    // "trips to New York ($300 USD/night there)": a clause that points back takes the place named before it.
    const before =
      !own && BACK_REFERENCE.test(clause.text)
        ? { lower: sentence.lower.slice(0, clause.start), text: sentence.text.slice(0, clause.start) }
        : null;
    const referred = before && (destinationIn(before.lower) || cityIn(before.text)) ? before : null;
    const place = referred
      ? placeOf(referred.lower, referred.text, false, false, figures.home)
      : placeOf(clause.text, original, sentenceAbroad, abroadElsewhere && !own, figures.home);
    const list = figures.rules[kind];
    if (list.some((limit) => samePlace(limit.place, place))) continue;
    list.push({ amount: sentence.take(amounts[0]!), place, provenance: sentence.words() });
    figures.lastLimit = kind;
    placed = true;
  }
  return placed;
}

// ——— Mileage and per diem ———

export const MILEAGE =
  /\b(?:mileage|kilometraje|quilometragem|kilometragem|kilometros?|quilometros?|km|miles?|millas?|milhas?|per mile|por milla|por km|mile rate|own car|personal car|vehiculo propio|carro proprio|auto propio|coche propio|veiculo proprio)\b|\/km|\/mi\b/;
const OFFICIAL_RATE =
  /\b(irs|cra|gsa|hacienda|sat|official|oficial|federal|standard mileage rate|tarifa oficial|taxa oficial|government|gobierno|governo)\b/;
/** The authority whose rate applies, as a proper noun; null for "the official rate" of no named body. */
const OFFICIAL_NAMES: Record<string, string | null> = {
  irs: "IRS",
  cra: "CRA",
  hacienda: "Hacienda",
  sat: "SAT",
  gsa: "GSA",
  "standard mileage rate": "IRS",
  federal: null,
  official: null,
  oficial: null,
  "tarifa oficial": null,
  "taxa oficial": null,
  government: null,
  gobierno: null,
  governo: null,
};

export function readMileage(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.rules.mileage !== null) return false;
  const match = MILEAGE.exec(sentence.lower);
  if (!match) return false;
  if (/\b(?:car rentals?|rental cars?|alquiler de (?:autos?|coches?)|aluguel de carros?)\b/.test(sentence.lower)) return false;
  const official = OFFICIAL_RATE.exec(sentence.lower);
  const amount = sentence.nearest(match.index);
  if (!amount && !official) return false;
  const unit = /\bkm\b|\/km|kilomet|quilomet|\bcra\b/.test(sentence.lower)
    ? "km"
    : /\bmi\b|\/mi\b|mile|milla|milha|\birs\b/.test(sentence.lower)
      ? "mi"
      : figures.home === "US"
        ? "mi"
        : "km";
  figures.rules.mileage = {
    unit,
    basis: official ? "official" : "fixed",
    rate: amount ? sentence.take(amount) : null,
    official: official ? (OFFICIAL_NAMES[official[1] ?? ""] ?? null) : null,
    provenance: sentence.words(),
  };
  return true;
}

export function readPerDiem(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.rules.perDiem !== null) return false;
  const lower = sentence.lower;
  if (/\bgsa\b/.test(lower) && /\b(?:per diem|m&ie|rates?|meals?|lodging)\b/.test(lower)) {
    figures.rules.perDiem = { basis: "official", table: "GSA", provenance: sentence.words() };
    return true;
  }
  if (
    /\b(?:actual (?:costs?|expenses)|actuals|at cost|gastos reales|costo real|a rendir|contra (?:comprobante|factura)|despesas reais|custo real|mediante comprovante|conforme comprovantes?)\b/.test(
      lower,
    )
  ) {
    figures.rules.perDiem = { basis: "actuals", table: null, provenance: sentence.words() };
    return true;
  }
  return false;
}

// ——— Receipts and documents ———

const RECEIPTS =
  /\b(?:receipts?|invoices?|recibos?|comprobantes?|facturas?|comprovantes?|notas? fisca(?:l|is)|cupons? fisca(?:l|is)|cfdi|supporting documents?|soportes?)\b/;
const OVER =
  /(?:over|above|exceeding|more than|greater than|in excess of|superior(?:es)? a|mayor(?:es)? (?:a|de)|mas de|arriba de|por encima de|que superen|que excedan|sobre|acima de|maior(?:es)? (?:que|de)|mais de|superior(?:es)? a|a partir de|from|starting at|desde|exceda|exceder|excedan|supere|superen|supera|>)\s*(?:de\s+|los\s+|las\s+|a\s+|the\s+)?$/;
const UNDER =
  /(?:up to|upto|under|below|less than|hasta|menos de|por debajo de|inferior(?:es)? a|ate|abaixo de|menor(?:es)? (?:a|de|que)|<)\s*(?:de\s+|los\s+|las\s+|a\s+|the\s+)?$/;
const EVERY = /\b(?:all|every|any|each|everything|todos?|todas?|cualquier|qualquer|cada|siempre|sempre|always|tudo|todo)\b/;
const NEEDED =
  /requir|requier|need|must|mandatory|obligatori|necesari|exig|oblig|precis|deve|debe|request|solicit|present|attach|adjunt|anex|keep|guard|upload|sub(?:e|ir)|for\b|para\b/;

const before = (sentence: SentenceReading, amount: FoundAmount) => sentence.lower.slice(Math.max(0, amount.start - 30), amount.start);
const overAmounts = (sentence: SentenceReading) => sentence.free().filter((amount) => OVER.test(before(sentence, amount)));

export function readReceipts(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.rules.receipts !== null) return false;
  const lower = sentence.lower;
  const match = RECEIPTS.exec(lower);
  if (!match) return false;
  if (!NEEDED.test(lower) && !overAmounts(sentence).some((amount) => amount.start - match.index < 25)) return false;
  // "no receipts needed under $25": the threshold is where they start.
  const noneUnder =
    /\b(?:no|not|nao|sin|sem)\b[^.]*\b(?:receipts?|recibos?|comprobantes?|comprovantes?)\b/.test(lower) ||
    /\b(?:receipts?|recibos?|comprobantes?|comprovantes?) (?:not|no|nao) (?:needed|required|necesari|exigid|necessari)/.test(lower);
  const under = sentence.free().find((amount) => UNDER.test(before(sentence, amount)));
  if (noneUnder && under) {
    figures.rules.receipts = { above: sentence.take(under), provenance: sentence.words() };
    return true;
  }
  if (noneUnder) return false;
  const over = sentence.nearest(match.index, overAmounts(sentence));
  if (over) {
    figures.rules.receipts = { above: sentence.take(over), provenance: sentence.words() };
    return true;
  }
  if (EVERY.test(lower) && sentence.free().length === 0) {
    figures.rules.receipts = { above: null, provenance: sentence.words() };
    return true;
  }
  return false;
}

export const DOCUMENT_WORDS: ReadonlyArray<readonly [RegExp, DocumentType]> = [
  [/\bboletas?\b/, "boleta"],
  [/\b(?:tickets? pos|tiquetes? pos|pos tickets?|tiquetes? de maquina)\b/, "posTicket"],
  [/\bfacturas? simplificadas?\b/, "simplifiedInvoice"],
  [/\b(?:cash receipts?|recibos? de caja|recibos? simples|recibo manual)\b/, "cashReceipt"],
  [/\b(?:cupo(?:m|ns) fisca(?:l|is))\b/, "posTicket"],
];
export const CATEGORY_WORDS: ReadonlyArray<readonly [RegExp, ExpenseCategory]> = [
  [/\b(?:hotel\w*|lodging|hospedaje\w*|alojamiento\w*|hospedage\w*|alojamento\w*)\b/, "lodging"],
  [/\b(?:meals?|comidas?|alimentacion|refeicoes?|alimentacao|restaurant\w*)\b/, "meals"],
  [/\b(?:flights?|airfare|vuelos?|pasajes?|boletos? aereos?|passagens?|voos?)\b/, "airfare"],
  [/\b(?:taxis?|uber|ground transport\w*|transporte terrestre|remis\w*)\b/, "groundTransport"],
  [/\b(?:client (?:dinners?|meals?|entertainment)|entertainment|representacion|atencion a clientes|entretenimiento)\b/, "entertainment"],
];
const REFUSED =
  /\b(?:no|not|never|nunca|nao|sin|sem)\b|\bno se aceptan?\b|\bnot accepted\b|\bnao (?:sao|serao) aceit|\bno (?:son|seran) validas?\b|\bno valen\b|\brechaz|\brecus/;

export function readDocuments(sentence: SentenceReading, figures: Figures): boolean {
  let placed = false;
  for (const clause of clausesOf(sentence.lower)) {
    const found = DOCUMENT_WORDS.find(([pattern]) => pattern.test(clause.text));
    if (!found) continue;
    const category = CATEGORY_WORDS.find(([pattern]) => pattern.test(clause.text) || pattern.test(sentence.lower))?.[1] ?? null;
    const accepted = !REFUSED.test(clause.text);
    if (accepted && !/\b(?:accept\w*|valid\w*|ok|okay|fine|sirve|sirven|aceit\w*|vale|valen|allowed|permitid\w*)\b/.test(clause.text))
      continue;
    if (figures.rules.documents.some((rule) => rule.document === found[1] && rule.category === category)) continue;
    figures.rules.documents.push({ document: found[1], accepted, category, provenance: sentence.words() });
    placed = true;
  }
  return placed;
}

// ——— Approvals ———

const APPROVAL =
  /\b(?:approv\w*|aprob\w*|aprueb\w*|aprov\w*|autoriz\w*|authori[sz]\w*|sign[- ]?offs?|signs? off|visto bueno|ok from|ok d[oa]|ok del?|the ok|el ok|o ok|valida\w*|firma\w*|assina\w*)\b/;
/** Nouns that name who approves: a role ("practice manager", "socio director") or a person ("Dr. Patel"). */
export const ROLE_NOUN =
  /\b(?:managers?|directors?|directora?|directores|owners?|ceo|cfo|coo|cto|vp|vice president|president[ae]?|partners?|controller|head|supervisor[ae]?s?|vice ?president[ae]?s?|vicepresident[ae]?s?|lead|boss|founders?|finance|accounting|principal|gerentes?|jef[ae]s?|socios?|socias?|duen[oa]s?|administrador[ae]?s?|contralor|finanzas|coordinador[ae]?s?|responsables?|fundador[ae]?s?|contador[ae]?s?|diretor[ae]?s?|donos?|donas?|financeiro|coordenador[ae]?s?|gestor[ae]?s?|lider|chefe|diretoria|directorio|gerencia|board|junta|consejo|comites?|comite|conselho|comissao|tesorer[oa]|tesoureiro)\b/;
const PERSON = /\b(?:[Dd]ra?|[Mm]rs?|[Mm]s|[Ss]ra?)\.?\s+[A-Z][a-z]+|\b[A-Z][a-z]+ [A-Z][a-z]+\b/;
const APPROVER_STOP =
  /^(?:approves?|aprueba\w*|aprova\w*|autoriza\w*|must|has|have|needs?|should|will|signs?|debe|deve|tiene|tem|precisa|los|las|lo|la|le|them|it|any|all|anything|everything|expenses?|gastos?|despesas?|trips?|viajes?|viagens?|over|above|up|below|under|hasta|ate|acima|abaixo|mas|mais|sobre|de|del|da|do|and|y|e|or|o|ou|is|are|es|son|sao|for|para|approval|aprobacion|aprovacao|autorizacion|autorizacao|sign|off|ok|okay|prior|previa|previo|written|por|escrito|needed|required|requerida|necesaria|necessaria|obrigatoria|required\.|that|eso|isso|disso|then|entonces|entao)$/;
const ROLE_SUFFIX =
  /^(?:-[a-z]+|finance|operations|sales|hr|direct[oa]|diret[oa]|inmediat[oa]|imediat[oa]|medic[oa]|tecnic[oa]|de area|da area|del area|de la area|financier[oa]|financeir[oa]|general|geral|comercial|ejecutiv[oa]|executiv[oa]|de finanzas|de financas|de operaciones|de operacoes|of finance|of operations|de administracion|administrativ[oa]|de proyecto|do projeto|del proyecto|regional|de ventas|de vendas|senior|juridic[oa]|de rrhh|de rh|directiv[oa]|diretiv[oa]|de accionistas|de socios|de administracion|(?:de|da|do|del) (?!(?:los|las|la|el|mas|mais|hasta|ate|sobre|ese|esa|eso|esse|essa|isso|cada|todo|todos|toda|todas|un|una|um|uma|area)\b)[a-z]{4,})\b/;

/** Who approves within a clause: the role noun with the words that qualify it, as the user wrote them. */
function approverIn(sentence: SentenceReading, clause: Clause): string | undefined {
  const original = sentence.text.slice(clause.start, clause.end);
  const person = PERSON.exec(original);
  if (person && !/^(?:Over|Above|Hasta|Acima|Up|Below|All|Every|Todos|Todas)\b/.test(person[0])) return person[0].trim();
  const noun = ROLE_NOUN.exec(clause.text);
  if (!noun) return undefined;
  let start = noun.index;
  let end = noun.index + noun[0].length;
  // Up to two qualifying words before ("practice manager", "line manager", "managing partner").
  for (let count = 0; count < 2; count += 1) {
    const previous = /([a-z&]+)\s+$/.exec(clause.text.slice(0, start));
    if (
      !previous?.[1] ||
      APPROVER_STOP.test(previous[1]) ||
      /^(?:the|el|la|los|las|o|a|os|as|our|nuestro|nuestra|nosso|nossa|su|seu|sua|an?|their|your|by|from|of|con|com|pelo|pela|al|ao|who|que|\d+k?)$/.test(
        previous[1],
      )
    )
      break;
    start = previous.index;
  }
  // Qualifying words after ("socio director", "gerente da área", "director financiero").
  for (let count = 0; count < 2; count += 1) {
    const rest = clause.text.slice(end).replace(/^\s+/, "");
    const gap = clause.text.length - end - rest.length;
    const suffix = ROLE_SUFFIX.exec(rest) ?? /^(?:director[a]?|diretor[a]?|general|partner|manager|officer)\b/.exec(rest);
    if (!suffix) break;
    end += gap + suffix[0].length;
  }
  const words = original
    .slice(start - 0, end)
    .trim()
    .replace(/'s$/, "");
  if (/^(?:finance|finanzas|financeiro)$/i.test(words) && /\b(?:team|equipo|equipe|department|departamento|area)\b/.test(clause.text)) {
    return words;
  }
  return words.length >= 2 && words.length <= 60 ? words : undefined;
}

const INTERNATIONAL = /\b(?:international\w*|internaciona(?:l|is|les)\w*|abroad|overseas|exterior|extranjero|estrangeiro|foreign)\b/;

function scopeOf(text: string): ApprovalScope {
  if (INTERNATIONAL.test(text)) return { kind: "international" };
  if (
    /\b(?:client (?:dinners?|meals?|entertainment)|entertainment|representacion|entretenimiento|atencion a clientes|(?:comidas|cenas|almuerzos|refeicoes|jantares|almocos) co[mn] clientes)\b/.test(
      text,
    )
  )
    return { kind: "category", category: "entertainment" };
  if (/\b(?:hotel\w*|lodging|hospedaje\w*|alojamiento\w*|hospedage\w*)\b/.test(text)) return { kind: "category", category: "lodging" };
  if (/\b(?:flights?|airfare|vuelos?|passagens? aereas?|pasajes? aereos?|voos?)\b/.test(text))
    return { kind: "category", category: "airfare" };
  return { kind: "all" };
}

const ABOVE_THAT =
  /\b(?:above that|over that|beyond that|acima disso|acima desse valor|por encima de eso|arriba de eso|arriba de ese monto|mas alla de eso|sobre ese monto|more than that)\b|\b(?:acima|arriba|above|beyond|por encima)[.!]?\s*$/;
const BELOW_THAT =
  /\b(?:below that|under that|otherwise|abaixo disso|abaixo desse valor|abaixo disto|por debajo de eso|debajo de eso|menos que eso|bajo ese monto|below this|under this|ate esse valor|hasta ese monto)\b/;

export function readApproval(sentence: SentenceReading, figures: Figures): boolean {
  const lower = sentence.lower;
  const approvalWord = test(APPROVAL, lower);
  const parts = clausesOf(lower);
  const tiers: ApprovalTier[] = [];
  const scope = scopeOf(lower);
  let pendingAbove: { money: Money } | undefined;
  let pendingAboveThat = false;
  for (const clause of parts) {
    const amounts = amountsIn(sentence, clause);
    const over = amounts.find((amount) => OVER.test(before(sentence, amount)));
    const upTo = amounts.find((amount) => UNDER.test(before(sentence, amount)));
    const approver = approverIn(sentence, clause);
    if (!approver) {
      // "over $1,000, the practice manager" / "acima disso, o sócio" put the approver in the next clause.
      if (over && (approvalWord || parts.length > 1)) pendingAbove = { money: sentence.take(over) };
      if (ABOVE_THAT.test(clause.text)) pendingAboveThat = true;
      continue;
    }
    if (over) {
      tiers.push({ above: sentence.take(over), upTo: null, approver, scope, provenance: sentence.words() });
    } else if (upTo) {
      const ceiling = sentence.take(upTo);
      tiers.push({ above: { amount: 0, currency: ceiling.currency }, upTo: ceiling, approver, scope, provenance: sentence.words() });
    } else if (pendingAbove) {
      tiers.push({ above: pendingAbove.money, upTo: null, approver, scope, provenance: sentence.words() });
      pendingAbove = undefined;
    } else if ((ABOVE_THAT.test(clause.text) || pendingAboveThat) && [...tiers, ...figures.rules.approvals].some((tier) => tier.upTo)) {
      // "Até R$ 3.000 o gestor aprova; acima disso, o sócio": "that" is the last ceiling, in this sentence or the one before.
      pendingAboveThat = false;
      const ceiling = [...tiers, ...figures.rules.approvals]
        .filter((tier) => tier.upTo)
        .reduce((high, tier) => (tier.upTo!.amount > high.upTo!.amount ? tier : high));
      tiers.push({ above: ceiling.upTo!, upTo: null, approver, scope, provenance: sentence.words() });
    } else if (BELOW_THAT.test(clause.text) && tiers.length > 0) {
      const lowest = tiers.reduce((low, tier) => (tier.above.amount < low.above.amount ? tier : low));
      tiers.push({
        above: { amount: 0, currency: lowest.above.currency },
        upTo: lowest.above,
        approver,
        scope,
        provenance: sentence.words(),
      });
    } else if (approvalWord && amounts.length === 0 && sentence.free().length === 0 && tiers.length === 0 && parts.length <= 3) {
      // "All international trips need the CEO's approval": every amount of the scope.
      const roleScope =
        /^(?:the |los |las |os |as )?([a-z][a-z ]{2,30}?)(?:'s?)?\s+(?:trips|travel|expenses|spend|gastos|viajes|despesas|viagens)\b/.exec(
          clause.text,
        );
      tiers.push({
        above: { amount: 0, currency: figures.currency },
        upTo: null,
        approver,
        scope: roleScope?.[1] && ROLE_NOUN.test(roleScope[1]) && scope.kind === "all" ? { kind: "role", role: roleScope[1] } : scope,
        provenance: sentence.words(),
      });
    }
  }
  if (tiers.length === 0 || (!approvalWord && tiers.every((tier) => tier.above.amount === 0 && tier.upTo === null))) return false;
  if (!approvalWord && !tiers.some((tier) => tier.above.amount > 0 || tier.upTo)) return false;
  figures.rules.approvals.push(...tiers);
  return true;
}

/** Tiers in ascending order per scope, each ending where the next of its scope starts. */
export function orderApprovals(tiers: ApprovalTier[]): ApprovalTier[] {
  const key = (scope: ApprovalScope) => JSON.stringify(scope);
  const sorted = [...tiers].sort((a, b) => key(a.scope).localeCompare(key(b.scope)) || a.above.amount - b.above.amount);
  return sorted.map((tier, index) => {
    const next = sorted[index + 1];
    if (tier.upTo || !next || key(next.scope) !== key(tier.scope) || next.above.amount <= tier.above.amount) return tier;
    return { ...tier, upTo: next.above };
  });
}

// ——— Prohibitions ———

export const ITEM_WORDS: ReadonlyArray<readonly [RegExp, ProhibitedItem]> = [
  [
    /\b(?:alcohol\w*|alcool\w*|wine|vino|vinho|beer|cerveza|cerveja|liquor|licores?|bebidas alcoh\w*|booze|drinks|tragos|copas)\b/,
    "alcohol",
  ],
  [/\bminibar\w*|\bfrigobar\b/, "minibar"],
  [/\b(?:spa|massages?|masajes?|massagens?)\b/, "spa"],
  [/\b(?:gambling|casinos?|betting|apuestas?|juegos? de azar|jogos? de azar|apostas?|cassinos?)\b/, "gambling"],
  [/\b(?:tobacco|cigarettes?|tabaco|cigarrillos?|cigarros?)\b/, "tobacco"],
  [/\b(?:traffic fines?|parking tickets?|fines|multas?|infracciones|infracoes)\b/, "fines"],
  [/\bupgrades?\b/, "upgrades"],
  [/\b(?:gift cards?|tarjetas? de regalo|vales? presente|cartoes? presente)\b/, "giftCards"],
  [/\b(?:laundry|lavanderia)\b/, "laundry"],
  [/\b(?:in-room movies?|pay[- ]per[- ]view|peliculas? en (?:la )?habitacion|filmes? no quarto)\b/, "inRoomMovies"],
  [/\b(?:cash withdrawals?|atm|retiros? de efectivo|saques?)\b/, "cashWithdrawals"],
];
const NEVER =
  /\b(?:no|not|never|nunca|nao|sin|sem|nada de|ni|nor|nem|nobody|nadie|ninguem|ningun\w*|nenhum\w*|prohibid\w*|proibid\w*|forbidden|banned|excluded|exclu\w*|non[- ]reimbursable|not reimbursable|not reimbursed|no (?:se )?reembols\w*|nao (?:e |sao )?reembols\w*|nao reembolsave\w*|no reembolsable\w*|we don'?t pay|no pagamos|nao pagamos|not covered|no cubr\w*|nao cobr\w*|zero)\b/;
const WITH_CLIENTS =
  /\b(?:except|salvo|excepto|exceto|menos|unless|a menos que|a no ser|only|solo|solamente|apenas|somente|but)\b[^.;]*\b(?:client\w*|customer\w*|cliente\w*|entertain\w*|representacion)\b|\bwith (?:clients|customers)\b|\bcon clientes\b|\bcom clientes\b/;
const WITH_MEALS = /\b(?:with (?:a |the )?meals?|con (?:la |las )?comidas?|com (?:as |a )?refeic\w*|at dinner|en la cena|no jantar)\b/;

export function readProhibitions(sentence: SentenceReading, figures: Figures): boolean {
  let placed = false;
  for (const clause of clausesOf(sentence.lower)) {
    for (const [pattern, item] of ITEM_WORDS) {
      const match = pattern.exec(clause.text);
      if (!match) continue;
      const except = WITH_CLIENTS.test(sentence.lower) ? "withClients" : WITH_MEALS.test(sentence.lower) ? "withMeals" : null;
      const refused = NEVER.test(clause.text) || NEVER.test(sentence.lower);
      const onlyWith = item === "alcohol" && except !== null && /\b(?:only|solo|solamente|apenas|somente|just)\b/.test(sentence.lower);
      if (!refused && !onlyWith) continue;
      if (figures.rules.prohibited.some((rule) => rule.item === item)) continue;
      const rule: Prohibition = { item, except: item === "alcohol" ? except : null, provenance: sentence.words() };
      figures.rules.prohibited.push(rule);
      placed = true;
    }
  }
  return placed;
}

// ——— Class of travel ———

const FLIGHT =
  /\b(?:class|clase|classe|fly|flies|flights?|vuelos?|vuelan|voos?|voam|voar|volar|cabin|cabina|air ?travel|aereos?|aerea|economy|coach|business|premium|first|ejecutiva|executiva|turista|economica)\b/;
export const CABIN_WORDS: ReadonlyArray<readonly [RegExp, Cabin]> = [
  [/\b(?:premium economy|premium eco|turista premium|economica premium|premium)\b/, "premiumEconomy"],
  [/\b(?:first class|first|primera clase|primera|primeira classe|primeira)\b/, "first"],
  [
    /\b(?:business(?! trips?| travel| purpose| meals?| expenses?| days?| hours?)|ejecutiva|executiva|clase business|classe business)\b/,
    "business",
  ],
  [/\b(?:economy|coach|turista|economica|clase economica|classe economica)\b/, "economy"],
];
const HOURS_OVER =
  /(?:over|more than|longer than|above|exceeding|at least|\+|de mas de|mas de|superior(?:es)? a|mayor(?:es)? a|acima de|mais de|com mais de|por encima de|>)\s*(\d{1,2})\s*\+?\s*(?:hours|hour|hrs?|h|horas?)\b|(\d{1,2})\s*\+\s*(?:hours|hrs?|h|horas)\b|(\d{1,2})\s*(?:hours|hrs?|h|horas)\s*(?:or more|o mas|ou mais|\+|and up)/;
const HOURS_UNDER =
  /(?:under|less than|shorter than|up to|menos de|hasta|ate|inferior(?:es)? a|below)\s*(\d{1,2})\s*(?:hours|hrs?|h|horas)\b/;
const ROLE_FOR =
  /\b(?:for|para)\s+(?:the |los |las |os |as |o |a |our |nuestros |nossos )?([a-z][a-z -]{2,30}?)(?=[,.;]|$| on | en | em | in | and | y | e | only| solo| apenas)/;
const ROLE_FLIES =
  /^(?:the |los |las |os |as |our |nuestros |nossos )?([a-z][a-z -]{2,30}?)\s+(?:fly|flies|vuelan|viajan|voam|viajam|may fly|can fly|pueden volar|podem voar|travel|get)\b/;

export function readTravelClass(sentence: SentenceReading, figures: Figures): boolean {
  if (
    !FLIGHT.test(sentence.lower) ||
    !/\b(?:class|clase|classe|economy|coach|business|premium|first|ejecutiva|executiva|turista|economica|primera|primeira)\b/.test(
      sentence.lower,
    )
  )
    return false;
  if (/\bbusiness (?:trips?|travel|purpose)\b/.test(sentence.lower) && !/\b(?:class|clase|classe|economy|first)\b/.test(sentence.lower))
    return false;
  let placed = false;
  for (const clause of clausesOf(sentence.lower)) {
    const cabins = CABIN_WORDS.filter(([pattern]) => pattern.test(clause.text));
    // "premium economy" is one cabin, not two.
    const cabin = cabins[0]?.[1];
    if (!cabin) continue;
    // "directora ejecutiva" is a person; "ejecutiva" is a cabin only beside a flight or class word.
    if (
      !/\b(?:class|clase|classe|fly|flies|flights?|vuel\w*|voos?|voa\w*|volar|cabin|cabina|air|aere\w*|tiquetes?|pasajes?|passagens?|premium|economy|coach|business class|first class)\b/.test(
        sentence.lower,
      )
    )
      continue;
    if (cabin === "first" && !/\b(?:first class|primera clase|primeira classe|first)\b/.test(clause.text)) continue;
    const match = CABIN_WORDS.find(([, value]) => value === cabin)![0].exec(clause.text)!;
    const head = clause.text.slice(0, match.index);
    const allowed = !(
      NEVER.test(head) ||
      /\b(?:not allowed|not permitted|no permitid\w*|nao permitid\w*|prohibid\w*|proibid\w*|never|nunca|not reimbursed|not covered)\b/.test(
        clause.text.slice(match.index),
      )
    );
    const hours = HOURS_OVER.exec(clause.text);
    const role = ROLE_FLIES.exec(clause.text) ?? ROLE_FOR.exec(clause.text);
    const roleText = role?.[1]?.trim();
    const roleOk = roleText && ROLE_NOUN.test(roleText) && !CABIN_WORDS.some(([pattern]) => pattern.test(roleText));
    const roleStart = roleOk ? clause.start + role!.index + role![0].indexOf(roleText!) : -1;
    const rule = {
      cabin,
      allowed,
      minHours: hours ? Number(hours[1] ?? hours[2] ?? hours[3]) : null,
      role: roleOk ? sentence.text.slice(roleStart, roleStart + roleText!.length) : null,
      provenance: sentence.words(),
    };
    if (figures.rules.travelClass.some((other) => other.cabin === rule.cabin && other.allowed === rule.allowed && other.role === rule.role))
      continue;
    figures.rules.travelClass.push(rule);
    placed = true;
  }
  // "economy under 6 hours, business for longer flights": the bound is the upper cabin's condition.
  const under = HOURS_UNDER.exec(sentence.lower);
  if (placed && under && /\b(?:longer|longos?|largos?|mas largos|mais longos)\b/.test(sentence.lower)) {
    const upper = figures.rules.travelClass.find(
      (rule) => rule.cabin !== "economy" && rule.allowed && rule.minHours === null && rule.role === null,
    );
    if (upper) upper.minHours = Number(under[1]);
  }
  return placed;
}

// ——— Notice, deadlines, settlement, reimbursement ———

const DAYS_AHEAD =
  /(\d{1,3})\s*[- ]?\s*(days?|dias?|weeks?|semanas?)(?:'|’)?(?:\s+(?:de|of|in|ahead|prior|before|antes|notice|aviso))?\s*(?:in advance|ahead|prior notice|notice|advance notice|de anticipacion|de antelacion|de antecedencia|de aviso|antes|before|beforehand|previos?|previa|de anticipo)/;
const NOTICE_AFTER =
  /(?:notice|aviso|anticipacion|antelacion|antecedencia|in advance|ahead)\D{0,25}?(\d{1,3})\s*[- ]?\s*(days?|dias?|weeks?|semanas?)/;

function daysOf(count: string | undefined, unit: string | undefined): number {
  return Number(count) * (/^(?:weeks?|semanas?)$/.test(unit ?? "") ? 7 : 1);
}

export function readNotice(sentence: SentenceReading, figures: Figures): boolean {
  const found = DAYS_AHEAD.exec(sentence.lower) ?? NOTICE_AFTER.exec(sentence.lower);
  if (!found) return false;
  if (
    /\b(?:submit|enviar|presentar|lancar|report)\w*\b/.test(sentence.lower) &&
    !/\b(?:book|reserv|request|solicit|trip|viaje|viagem|travel)\w*/.test(sentence.lower)
  )
    return false;
  const days = daysOf(found[1], found[2]);
  if (days <= 0) return false;
  const scope = INTERNATIONAL.test(sentence.lower) ? "international" : "all";
  if (figures.rules.notice.some((notice) => notice.scope === scope)) return false;
  figures.rules.notice.push({ days, scope, provenance: sentence.words() });
  return true;
}

const WITHIN =
  /\b(?:within|in|no later than|plazo[a-z ]{0,20}:|prazo[a-z ]{0,20}:|deadline[a-z ]{0,20}:|plazo de|prazo de|dentro de(?: los| las)?|en un plazo(?: maximo)? de|en|em ate|no prazo de|ate|em|maximo|max|before|antes de|after|despues de|apos|en los|nos)\s+(\d{1,3})\s+(business |working |calendar )?(days|dias|weeks|semanas)( habiles| uteis| laborables| corridos| naturales)?\b/;
const SETTLEMENT =
  /\b(?:anticipos?|adelantos?|advances?|adiantamentos?)\b[^;]{0,80}?\b(?:rinden|rendir\w*|rendicion|legaliza\w*|settle\w*|account\w* for|reconcil\w*|justifica\w*|prestar? contas|prestacao de contas|comprova\w*|liquida\w*|devolver|return\w*)\b|\b(?:rendir|legalizar|settle|prestar contas d[eo]s?|prestar contas d[ao]s?|justificar)\b[^;]{0,40}?\b(?:anticipos?|advances?|adiantamentos?)\b/;
const REIMBURSE = /\b(?:reimburs\w*|paid back|pay (?:you |them )?back|reembols\w*|ressarci\w*|devolvemos|pagamos)\b/;
const SUBMIT =
  /\b(?:submit\w*|report\w*|file|claims?|enviar|envia\w*|presenta\w*|reporta\w*|rendi\w*|legaliza\w*|cargar|carga\w*|subir|sube\w*|lanca\w*|lancamento|apresenta\w*|registr\w*|upload\w*|turn in|hand in|entregar|entreg\w*|prestar contas|prestacao de contas)\b/;

function within(lower: string): { days: number; businessDays: boolean } | undefined {
  const match = WITHIN.exec(lower);
  if (!match) return undefined;
  const days = daysOf(match[1], match[3]);
  if (days <= 0) return undefined;
  return {
    days,
    businessDays:
      Boolean(match[2] && match[2] !== "calendar ") || Boolean(match[4] && match[4] !== " corridos" && match[4] !== " naturales"),
  };
}

export function readDeadlines(sentence: SentenceReading, figures: Figures): boolean {
  const lower = sentence.lower;
  if (/notice|aviso|anticipacion|antelacion|antecedencia|in advance|ahead/.test(lower)) return false;
  let placed = false;
  for (const clause of clausesOf(lower)) {
    const found = within(clause.text);
    if (!found) continue;
    const provenance = sentence.words();
    if (
      test(SETTLEMENT, clause.text) ||
      (test(SETTLEMENT, lower) &&
        !test(SUBMIT, clause.text.replace(/rinden|rendir\w*|legaliza\w*|prestacao de contas|prestar contas/g, "")))
    ) {
      if (figures.rules.advanceSettlement) continue;
      figures.rules.advanceSettlement = { ...found, provenance };
    } else if (test(REIMBURSE, clause.text) && !test(SUBMIT, clause.text)) {
      if (figures.rules.reimbursement) continue;
      figures.rules.reimbursement = { ...found, provenance };
    } else if (
      test(SUBMIT, clause.text) ||
      test(SUBMIT, lower) ||
      /\b(?:expenses?|gastos|despesas|receipts?|recibos|comprovantes|comprobantes|facturas|notas)\b/.test(clause.text)
    ) {
      if (figures.rules.submission) continue;
      figures.rules.submission = { ...found, provenance };
    } else continue;
    placed = true;
  }
  return placed;
}

// ——— Cash advances ———

const CASH_ADVANCE =
  /\b(?:cash advances?|travel advances?|advances?(?: of cash| in cash)?|anticipos?(?: de viaticos)?|adelantos?(?: de efectivo)?|avances? de efectivo|adiantamentos?(?: de viagem)?)\b/;

export function readCashAdvance(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.rules.cashAdvance !== null) return false;
  const lower = sentence.lower;
  const match = CASH_ADVANCE.exec(lower);
  if (!match || /\bin advance\b/.test(lower.slice(match.index, match.index + 12))) return false;
  const refused =
    /\b(?:no|not|never|nunca|sin|sem|nao)\b[^.]{0,20}\b(?:cash advances?|advances?|anticipos?|adelantos?|adiantamentos?)\b|\b(?:advances?|anticipos?|adelantos?|adiantamentos?)\b[^.]{0,25}\b(?:not (?:allowed|given|available)|no se (?:dan|otorgan|entregan|permiten)|no permitid\w*|no autorizad\w*|nao (?:sao )?(?:permitidos|concedidos|dados)|prohibid\w*|proibid\w*)/.test(
      lower,
    );
  const max = refused ? undefined : sentence.free().find((amount) => amount.start > match.index - 40);
  const allowedWords =
    /\b(?:allowed|available|up to|max\w*|hasta|ate|permitid\w*|disponibles?|se (?:dan|otorgan|entregan)|damos|concedemos|can (?:get|request|ask)|pueden (?:pedir|solicitar)|podem (?:pedir|solicitar))\b/.test(
      lower,
    );
  if (!refused && !max && !allowedWords) return false;
  figures.rules.cashAdvance = { allowed: !refused, max: max ? sentence.take(max) : null, provenance: sentence.words() };
  return true;
}

// ——— Roles ———

const MONTHLY =
  /(?:monthly|per month|a month|each month|\/month|\/mo\b|mensual(?:es)?|por mes|al mes|cada mes|\/mes|mensal|mensais|ao mes)/;
const PER_TRANSACTION =
  /(?:per transaction|per purchase|each transaction|a transaction|\/transaction|por transaccion|por compra|por operacion|por transacao|por gasto|por despesa|single transaction|per expense|por transacción)/;
const ROLE_NAME_END =
  /\s+(?:have|has|get|gets|can|may|tienen|tiene|pueden|puede|cuentan|tem|têm|possuem|podem|pode|:|-|–|—|with|con|com)\s|:\s|\s[-–—]\s/;

export function readRole(sentence: SentenceReading, figures: Figures, label?: string): boolean {
  const monthlyWord = MONTHLY.exec(sentence.lower);
  const perWord = PER_TRANSACTION.exec(sentence.lower);
  if (!monthlyWord && !perWord) return false;
  const monthly = monthlyWord ? amountBeside(sentence, monthlyWord.index, monthlyWord[0].length) : undefined;
  const perTransaction = perWord ? amountBeside(sentence, perWord.index, perWord[0].length, monthly) : undefined;
  if (!monthly && !perTransaction) return false;
  const name = label ?? roleNameOf(sentence);
  if (!name) return false;
  figures.rules.roles.push({
    role: name,
    monthly: monthly ? sentence.take(monthly) : null,
    perTransaction: perTransaction ? sentence.take(perTransaction) : null,
    provenance: sentence.words(),
  });
  return true;
}

/** "2,500 monthly" or "monthly: 2,500" / "al mes hasta 3.000 €". */
function amountBeside(sentence: SentenceReading, at: number, length: number, not?: FoundAmount): FoundAmount | undefined {
  const free = sentence.free().filter((amount) => amount !== not);
  const previous = free.filter((amount) => amount.end <= at && sentence.lower.slice(amount.end, at).trim().length <= 12).at(-1);
  return (
    previous ?? free.find((amount) => amount.start >= at + length && sentence.lower.slice(at + length, amount.start).trim().length <= 25)
  );
}

function roleNameOf(sentence: SentenceReading): string | undefined {
  const end = ROLE_NAME_END.exec(sentence.text);
  const raw = (end ? sentence.text.slice(0, end.index) : "").trim();
  const name = raw.replace(/^(?:the|los|las|el|la|os|as|o|a)\s+/i, "").trim();
  if (!name || name.length > 60 || /\d/.test(name) || name.split(/\s+/).length > 5) return undefined;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Greetings, thanks and apologies: nothing of the policy, never shown as a rule to place. */
export const CHATTER =
  /^(?:hi|hello|hey|hola|ola|oi|buenas|buenos dias|bom dia|boa tarde|thanks|thank you|thx|gracias|obrigad[oa]|cheers|saludos|abracos?|sorry|perdon|disculpa\w*|desculpa\w*|lol|ok|okay|p\.?s\.?)\b|\b(?:sorry for (?:the )?typos|perdon por (?:los )?errores|no accents|sin acentos|sem acentos|let me know|avisame|me avisa|any questions|cualquier duda|qualquer duvida|hope this helps|espero que sirva|thanks in advance|gracias de antemano|desde ya gracias|obrigad[oa] desde ja)\b/;
