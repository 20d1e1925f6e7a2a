import type { Money } from "../company-reading";
import type { FoundAmount } from "../money";
import { plain } from "../text";
import { emptyRules, fromUser, type PolicyRules } from "~/lib/rulebook/policy-rules";
import { anyOf, type Clause, type Vocabulary } from "./shared";

/*
 * A sentence and its amounts. Precise before complete: a number is money only with a currency
 * sign, code or word, or in an unambiguous money phrase ("150 a night"); durations, headcounts,
 * hours and percentages never are. Each reader takes the amounts it uses, so a sentence with two
 * rules gives each its own figure; a sentence with a money amount no rule used stays "not used yet".
 */

/*
 * counted: what a number counts when it is not money ("3 days", "40 people", "15%"), after a
 * countedKind ("5 business days"); perSlash and perUnit: "150/night", "150 a night", a bare number
 * before them is money; threshold: "over 500" beside a marked amount makes the bare one money too;
 * over and under: the words before a rule's floor ("over $500", "a partir de") or ceiling ("hasta").
 */
// prettier-ignore
const WORDS: Vocabulary<"counted" | "countedKind" | "perSlash" | "perUnit" | "threshold" | "over" | "under"> = {
  en: {
    counted: ["days?", "d\\b", "hours?", "hrs?", "h\\b", "weeks?", "months?", "years?", "people", "ppl", "person", "persons", "pax\\b", "participants?", "attendees?", "guests?",
      "employees", "staff", "%", "percent", "glass(?:es)?", "drinks?", "bottles?", "km", "kms", "kilometers?", "miles?", "nights?", "o'clock", "am\\b", "pm\\b", "th\\b", "st\\b",
      "nd\\b", "rd\\b", "(?:of )?(?:january|february|march|april|may|june|july|august|september|october|november|december)\\b"],
    countedKind: ["business ", "working ", "calendar ", "full ", "straight "],
    perSlash: ["night", "day", "month", "mo\\b", "km", "mi\\b"],
    perUnit: ["a night", "per night", "a day", "per day", "each day", "daily", "nightly", "per month", "a month", "monthly", "per km",
      "per mile", "a mile", "per transaction", "per purchase"],
    threshold: ["over", "above", "exceeding", "more than", "greater than", "in excess of", "up to", "upto", "under", "below", "less than",
      "max\\.?", "cap(?:ped)? (?:at|of)", "limit(?:e|ed to)?(?: of| de)?"],
    over: ["over", "above", "exceeding", "more than", "greater than", "in excess of", "from", "starting at", ">"],
    under: ["up to", "upto", "under", "below", "less than", "<"],
  },
  es: {
    counted: ["dias?", "d\\b", "horas?", "h\\b", "semanas?", "meses", "mes\\b", "anos?", "personas", "pax\\b", "empleados", "funcionarios", "participantes", "asistentes", "invitados",
      "colaboradores", "trabajadores", "%", "por ?ciento", "copas?", "vasos?", "botellas?", "tragos?", "bebidas?", "km", "kms", "kilometros?", "millas?", "noches?", "habiles", "laborables",
      "corridos", "de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|se?ptiembre|octubre|noviembre|diciembre)\\b"],
    countedKind: [],
    perSlash: ["noche", "dia", "mes", "km"],
    perUnit: ["(?:por|x) noche", "la noche", "(?:por|x) dia", "al dia", "(?:por|x) (?:trayecto|carrera)", "x (?:viaje|persona)", "diarios?", "diarias?", "por mes", "al mes", "mensual\\w*", "por km",
      "por milla", "por transacci[oó]n", "por compra", "por operacion"],
    threshold: ["superior(?:es)? a", "mayor(?:es)? (?:a|de)", "mas de", "arriba de", "(?:por )?encima de", "que superen", "que excedan", "sobre",
      "pasa(?:n)? de", "pasar de",
      "hasta", "menos de", "por debajo de", "inferior(?:es)? a", "max(?:imo)?", "limit(?:e|ed to)?(?: of| de)?", "tope(?: de)?"],
    over: ["superior(?:es)? a", "mayor(?:es)? (?:a|de)", "mas de", "arriba de", "(?:por )?encima de", "que superen", "que excedan", "sobre",
      "pasa(?:n)? de", "pasar de",
      "a partir de", "desde", "exceda", "exceder", "excedan", "supere", "superen", "supera"],
    under: ["hasta", "menos de", "por debajo de", "inferior(?:es)? a", "menor(?:es)? (?:a|de|que)"],
  },
  pt: {
    counted: ["dias?", "horas?", "semanas?", "meses", "anos?", "pessoas", "funcionarios", "colaboradores", "participantes", "convidados", "%", "tacas?", "copos?", "garrafas?", "bebidas?", "drinks?", "por ?cento", "km",
      "quilometros?", "milhas?", "noites?", "pernoites?", "uteis", "corridos",
      "de (?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\\b"],
    countedKind: [],
    perSlash: ["noite", "dia", "mes", "km"],
    perUnit: ["por noite", "a noite", "por dia", "(?:por|x) (?:corrida|trajeto)", "x pessoa", "diarias?", "por mes", "mensais?", "por km", "por transacao", "por compra"],
    threshold: ["acima de", "maior(?:es)? (?:que|de)", "mais de", "superior(?:es)? a", "ate", "abaixo de", "max(?:imo)?", "passa(?:r)? de",
      "limit(?:e|ed to)?(?: of| de)?", "teto(?: de)?"],
    over: ["acima de", "maior(?:es)? (?:que|de)", "mais de", "superior(?:es)? a", "a partir de", "passar de", "passa de", "ultrapassar"],
    under: ["ate", "abaixo de", "menor(?:es)? (?:a|de|que)"],
  },
};

export const NOT_MONEY_AFTER = new RegExp(
  String.raw`^\s*[- ]?(?:\+\s*)?${anyOf(WORDS, "countedKind")}?${anyOf(WORDS, "counted")}(?![a-z])`,
);
/** "150 a night", "50/day", "2.000 al mes": a per-unit phrase makes a bare number money. */
const PER_UNIT_AFTER = new RegExp(String.raw`^\s*(?:\/\s*${anyOf(WORDS, "perSlash")}|${anyOf(WORDS, "perUnit")})`);
/** The verbs of approving, in the three languages: a threshold in their sentence is an amount of money. */
const APPROVING =
  /\b(?:approv(?:e|es|ed|al|als)|sign(?:s|ed)?(?: off)?|goes to|comes? to me|me (?:lo|la|los|las) traen|aprueba\w*|aprobaciones|autoriza\w*|aprobaci[oó]n|firma\w*|aprova\w*|aprovac\w*|assina\w*)\b/;
/** "between 1000 and 5000", "750 to 3k", "de 1.000 a 5.000": both ends of a range read like a threshold. */
const RANGE_BEFORE = /(?:\b(?:between|entre)\s*|\d\s*(?:k|mil)?\s*(?:-|–|to|and|a|y|e|ate|hasta)\s*)$/;
const RANGE_AFTER = /^\s*(?:k|mil)?\s*(?:-|–|to|a|y|and|e|ate|hasta)\s*(?:\$|usd|r\$)?\s*\d/;
/** Two or more approvers named beside thresholds make a ladder of approvals: "team lead up to 1000, over 5k the president". */
const APPROVER_NOUNS =
  /\b(?:manager|director|lead|ceo|cfo|coo|president|owner|founders?|controller|head|supervisor|gerente|directora?|jef[ae]|presidente|duen[oa]|socio|diretora?|gestora?|chefe|encarregad[oa])\b/g;
const THRESHOLD_BEFORE = new RegExp(String.raw`${anyOf(WORDS, "threshold")}\s*(?:de\s+|los\s+|las\s+|a\s+|the\s+|r\$\s*)?$`);
/** The words before an amount that make it the floor of a rule: "over $500", "a partir de 1.000". */
export const OVER = new RegExp(String.raw`${anyOf(WORDS, "over")}\s*(?:de\s+|los\s+|las\s+|a\s+|the\s+)?$`);
/** The words before an amount that make it a ceiling: "up to $500", "hasta 1.000". */
export const UNDER = new RegExp(String.raw`${anyOf(WORDS, "under")}\s*(?:de\s+|los\s+|las\s+|a\s+|the\s+)?$`);

/** A year: "2024–25", "FY 2026", "en 2025" are dates, not money. */
const YEAR = /^(?:19|20)\d{2}$/;
const YEAR_RANGE_AFTER = /^\s*[–-]\s*(?:\d{2}|\d{4})\b|^\/(?:\d{2}|\d{4})\b/;
const YEAR_RANGE_BEFORE = /\b(?:19|20)\d{2}\s*[–-]\s*$|\b(?:19|20)\d{2}\/$/;
const YEAR_BEFORE = /\b(?:for|in|since|fy|year|from|en|em|desde|del|do|ano|año|ejercicio|exercicio)\s*$/;

/** A number that refers to a part of a document or a version: "section 4", "artículo 11.º", "Rev. 3". */
const REFERENCE_BEFORE =
  /\b(?:sections?|sec|seccion(?:es)?|secao|secoes|articles?|art|articulos?|artigos?|paragraphs?|parrafos?|paragrafos?|clauses?|clausulas?|chapters?|capitulos?|rev|revision|revisao|version|versao|no|n\.?o|numero|minute|acta|ata|item|annex|anexo|appendix|apendice|tabla|table|tabela|policy|cfdi|regimen|regime)\.?\s*$|§\s*$/;

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
  /** The writer's own role ("I'm Luis, CEO", "I'm the owner"): who "comes to me" means. */
  writer?: string;
}

export function emptyFigures(home: string, currency: string): Figures {
  return { headcount: null, industry: null, rules: emptyRules(), unplaced: [], home, currency };
}

export class SentenceReading {
  /** Lower case, no accents; same indices as `text`. */
  readonly lower: string;
  private readonly used = new Set<FoundAmount>();
  /** Each amount's verdict, decided once: a sentence of thousands of numbers stays linear. */
  private readonly money = new Map<FoundAmount, boolean>();
  private marked: boolean | undefined;
  private marksCurrency: string | null | undefined;

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
    let verdict = this.money.get(amount);
    if (verdict === undefined) this.money.set(amount, (verdict = this.decideMoney(amount)));
    return verdict;
  }
  private decideMoney(amount: FoundAmount): boolean {
    if (amount.mark.kind !== "none") return true;
    const after = this.lower.slice(amount.end, amount.end + 24);
    if (NOT_MONEY_AFTER.test(after)) return false;
    const before = this.lower.slice(Math.max(0, amount.start - 30), amount.start);
    if (/\d[.:/-]$|\b(?:at|a las|as)\s*$/.test(before) || /^[.:/-]\d/.test(after)) return false; // a date or a time
    if (REFERENCE_BEFORE.test(before)) return false; // "see section 4", "artículo 11", "Rev. 3"
    if (YEAR.test(this.text.slice(amount.start, amount.end)) && (YEAR_RANGE_AFTER.test(after) || YEAR_BEFORE.test(before))) return false; // "for 2024–25"
    if (YEAR_RANGE_BEFORE.test(before)) return false; // the "25" of "2024–25"
    // A labelled line's bare numbers are money after its label, not in it ("Táxi ou aplicativo (Uber, 99): até R$ 90").
    if (PER_UNIT_AFTER.test(after) || (this.bareIsMoney && amount.start > this.text.indexOf(":"))) return true;
    if (!THRESHOLD_BEFORE.test(before) && !RANGE_BEFORE.test(before) && !RANGE_AFTER.test(after)) return false;
    this.marked ??=
      this.afterMarked ||
      this.amounts.some((other) => other.mark.kind !== "none") ||
      APPROVING.test(this.lower) ||
      (this.lower.match(APPROVER_NOUNS)?.length ?? 0) >= 2;
    // "Gastos mayores a 3.000.000 los aprueba el gerente": a threshold somebody approves is money.
    return this.marked;
  }
  free(): FoundAmount[] {
    return this.amounts.filter((amount) => !this.used.has(amount) && this.isMoney(amount));
  }
  /** The free amounts that start in [start, end): found by bisection, as amounts come in text order. */
  freeBetween(start: number, end: number): FoundAmount[] {
    const found: FoundAmount[] = [];
    for (let index = firstAtOrAfter(this.amounts, start); index < this.amounts.length; index++) {
      const amount = this.amounts[index]!;
      if (amount.start >= end) break;
      if (!this.used.has(amount) && this.isMoney(amount)) found.push(amount);
    }
    return found;
  }
  /**
   * The amount as money. `likeTheOthers`: a bare figure among figures all in one currency is in
   * theirs ("hasta USD 500 …, entre 500 y 3.000 dólares …, arriba de 3 mil los socios").
   */
  take(amount: FoundAmount, likeTheOthers = false): Money {
    this.used.add(amount);
    const money = this.moneyOf(amount);
    if (!likeTheOthers || amount.mark.kind !== "none") return money;
    const theirs = this.markedCurrency();
    return theirs ? { ...money, currency: theirs } : money;
  }
  /** The one currency every marked figure of the sentence is in, worked out once; null when none or several. */
  private markedCurrency(): string | null {
    if (this.marksCurrency === undefined) {
      const currencies = new Set(this.amounts.filter((other) => other.mark.kind !== "none").map((other) => this.moneyOf(other).currency));
      this.marksCurrency = currencies.size === 1 ? [...currencies][0]! : null;
    }
    return this.marksCurrency;
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

/** The free amounts that start inside a clause. */
export const amountsIn = (sentence: SentenceReading, clause: Clause) => sentence.freeBetween(clause.start, clause.end);

/** The index of the first amount starting at or after `index` (amounts in text order). */
function firstAtOrAfter(amounts: readonly FoundAmount[], index: number): number {
  let low = 0;
  let high = amounts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (amounts[middle]!.start < index) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The 30 characters before an amount, where "over" or "up to" stand. */
export const before = (sentence: SentenceReading, amount: FoundAmount) =>
  sentence.lower.slice(Math.max(0, amount.start - 30), amount.start);
