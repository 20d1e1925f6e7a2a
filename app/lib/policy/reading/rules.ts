import type { ApprovalRule, CompanyReading, Money, RoleRule, TravelClassRule } from "../company-reading";
import type { FoundAmount } from "./money";
import { plain } from "./text";

/*
 * The company's figures and rules, one sentence at a time, in en, es and pt. Each reader takes the
 * amounts it uses, so a sentence with two rules ("receipts over 25; over 500 the CFO approves")
 * gives each its own figure, and a sentence keeps its place under the company's own rules
 * whenever one of its amounts was not used.
 */

export type Figures = Omit<CompanyReading, "company" | "country" | "currency">;

export function emptyFigures(): Figures {
  return {
    headcount: null, industry: null, roles: [], meals: { home: null, abroad: null }, lodging: { home: null, abroad: null },
    mileage: null, receiptThreshold: null, approvals: [], alcohol: null, travelClass: [], advanceBookingDays: null,
    corporateCard: [], cashAdvance: null, submissionDeadline: null, internationalNoticeDays: null, unplaced: [],
  };
}

const NOT_MONEY_AFTER =
  /^\s*[- ]?(?:business |working |calendar )?(?:days?|dias?|hours?|hrs?|h\b|horas?|weeks?|semanas?|months?|meses|years?|anos?|people|persons|personas|pessoas|employees|empleados|funcionarios|colaboradores|trabajadores|staff|%|km|kms|miles?|millas?|nights?|noches?|noites?|o'clock|am\b|pm\b|th\b|st\b|nd\b|rd\b)/;

export class SentenceReading {
  /** Lower case, no accents; same indices as `text`. */
  readonly lower: string;
  private readonly used = new Set<FoundAmount>();

  constructor(
    readonly text: string,
    readonly amounts: FoundAmount[],
    readonly money: (amount: FoundAmount) => Money,
  ) {
    this.lower = plain(text);
  }

  free(): FoundAmount[] {
    return this.amounts.filter((amount) => !this.used.has(amount));
  }
  take(amount: FoundAmount): Money {
    this.used.add(amount);
    return this.money(amount);
  }
  takeAll(): void {
    for (const amount of this.amounts) this.used.add(amount);
  }
  /** Every amount found a place; numbers of days, hours or people are not amounts. */
  allUsed(): boolean {
    return this.free().every(
      (amount) => amount.mark.kind === "none" && NOT_MONEY_AFTER.test(this.lower.slice(amount.end, amount.end + 20)),
    );
  }
  /** The free amount nearest after `index` (or before it when none follows). */
  nearest(index: number, within: FoundAmount[] = this.free()): FoundAmount | undefined {
    const after = within.filter((amount) => amount.start >= index);
    return after[0] ?? within.filter((amount) => amount.end <= index).at(-1);
  }
}

const test = (pattern: RegExp, text: string) => pattern.test(text);

// ——— Headcount and industry ———

const PEOPLE =
  /(\d[\d.,]*)\s+(?:(?:full[- ]time|fte)\s+)?(?:people|persons|employees|staff|workers|team members|colleagues|empleados|empleadas|personas|trabajadores|colaboradores|colaboradoras|funcionarios|funcionarias|pessoas|trabalhadores|empregados|socios)\b/;
const TEAM_OF = /\b(?:team of|equipo de|equipe de|plantilla de|somos|we are|we're|son|sao)\s+(\d[\d.,]*)\b(?!\s*(?:%|years|anos|dias|days))/;

export function readHeadcount(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.headcount !== null) return false;
  const match = PEOPLE.exec(sentence.lower) ?? TEAM_OF.exec(sentence.lower);
  const count = match ? Number((match[1] ?? "").replace(/[.,]/g, "")) : NaN;
  if (!Number.isInteger(count)) return false;
  figures.headcount = count;
  return true;
}

const INDUSTRIES =
  /\b(mining contractor|mining|minera|minero|mineria|mineracao|consultancy|consulting|consultora|consultoria|engineering|ingenieria|engenharia|software|technology|tech|tecnologia|fintech|construction|construccion|construtora|construcao|retail|logistics|logistica|transporte|transport|healthcare|health|salud|saude|manufacturing|manufactura|manufatura|fabrica|agriculture|agricola|agro|agronegocio|education|educacion|educacao|law firm|despacho de abogados|estudio juridico|escritorio de advocacia|advocacia|marketing|advertising|publicidad|pharmaceutical|farmaceutica|energy|energia|hospitality|hoteleria|turismo|tourism|finance|financial services|servicios financieros|servicos financeiros|nonprofit|ong|ngo|real estate|inmobiliaria|imobiliaria|architecture|arquitectura|arquitetura|media|design|diseno|food|alimentos|restaurants?|restaurantes?|accounting|contabilidad|contabilidade|auditoria|audit|telecom|telecomunicaciones|telecomunicacoes|insurance|seguros|automotive|automotriz|automotiva|oil and gas|petroleo|textil|textile)\b/;

export function readIndustry(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.industry !== null) return false;
  const match = INDUSTRIES.exec(sentence.lower);
  if (!match) return false;
  figures.industry = sentence.text.slice(match.index, match.index + match[0].length);
  return false; // the industry alone does not place a sentence: it usually says more
}

// ——— Limits per day and per night ———

const MEALS =
  /\b(?:meals?|food|per[- ]diems?|comidas?|alimentacion|alimentos|almuerzos?|cenas?|dietas?|viaticos?|manutencion|refeicao|refeicoes|alimentacao|breakfast|lunch|dinner|desayunos?|cafe da manha|almoco)\b/;
const LODGING =
  /\b(?:hotel(?:es|s)?|lodging|accommodations?|alojamientos?|hospedajes?|hospedagem|hospedagens|alojamento|pernoites?|per night|nightly|por noche|la noche|a noche|por noite|a noite|each night|por diaria)\b/;
export const ABROAD =
  /\b(?:abroad|international(?:ly)?|overseas|foreign|outside|internacional(?:es|is)?|extranjero|exterior|fuera del pais|fora do pais|afuera)\b/;
const HOME = /\b(?:domestic(?:ally)?|national(?:ly)?|nacional(?:es|is)?|local(?:es|mente)?|at home|dentro del pais|no pais|en el pais|within the country)\b/;

/** Clauses: after ", ", ";", "(" and the words "and", "y", "e", "but", "pero", "mas". */
function clauses(sentence: SentenceReading): Array<{ start: number; end: number; text: string }> {
  const found: Array<{ start: number; end: number; text: string }> = [];
  let start = 0;
  for (const cut of sentence.lower.matchAll(/,\s|;|\(|\)|\s(?:and|y|e|but|pero|mas|while|mientras)\s/g)) {
    found.push({ start, end: cut.index, text: sentence.lower.slice(start, cut.index) });
    start = cut.index + cut[0].length;
  }
  found.push({ start, end: sentence.lower.length, text: sentence.lower.slice(start) });
  return found;
}

/** Meals per day and lodging per night, at home and abroad, clause by clause. */
export function readDailyLimits(sentence: SentenceReading, figures: Figures, label?: "meals" | "lodging"): boolean {
  let kind: "meals" | "lodging" | undefined = label;
  let placed = false;
  const parts = clauses(sentence);
  const sentenceAbroad = test(ABROAD, sentence.lower) && !test(HOME, sentence.lower);
  // "60 USD at home, 90 abroad" / "hasta 60 USD en el extranjero y 25.000 CLP en Chile": a clause
  // without a place is at home when another clause of the sentence is abroad.
  const abroadElsewhere = parts.filter((part) => test(ABROAD, part.text)).length > 0 && parts.length > 1;
  for (const clause of parts) {
    const meals = MEALS.exec(clause.text);
    const lodging = LODGING.exec(clause.text);
    if (meals && lodging) kind = meals.index < lodging.index ? "meals" : "lodging";
    else if (meals) kind = "meals";
    else if (lodging) kind = "lodging";
    if (!kind) continue;
    const amounts = sentence.free().filter((amount) => amount.start >= clause.start && amount.start < clause.end);
    if (amounts.length === 0) continue;
    const abroad = test(ABROAD, clause.text) ? true : test(HOME, clause.text) ? false : abroadElsewhere ? false : sentenceAbroad;
    const slot = figures[kind];
    const where = abroad ? "abroad" : "home";
    if (slot[where] !== null) continue;
    slot[where] = sentence.take(amounts[0]!);
    placed = true;
  }
  return placed;
}

// ——— Mileage ———

const MILEAGE =
  /\b(?:mileage|kilometraje|quilometragem|kilometragem|kilometros?|quilometros?|km|miles?|millas?|milhas?|per mile|por milla|por km|mile rate)\b|\/km|\/mi\b/;

export function readMileage(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.mileage !== null) return false;
  const match = MILEAGE.exec(sentence.lower);
  if (!match) return false;
  const amount = sentence.nearest(match.index) ?? sentence.free()[0];
  if (!amount) return false;
  const unit = /km|kilomet|quilomet/.test(sentence.lower) ? "km" : "mi";
  figures.mileage = { rate: sentence.take(amount), unit };
  return true;
}

// ——— Receipts ———

const RECEIPTS =
  /\b(?:receipts?|invoices?|recibos?|comprobantes?|facturas?|boletas?|comprovantes?|notas? fisca(?:l|is)|cupons? fisca(?:l|is)|tickets?|cfdi|supporting documents?|soportes?)\b/;
const OVER = /(?:over|above|exceeding|more than|greater than|in excess of|superiores? a|mayores? (?:a|de)|mas de|por encima de|que superen|que excedan|acima de|maiores? (?:que|de)|mais de|superior(?:es)? a|a partir de|from|starting at|desde|de mais de|exceda|exceder|excedan|supere|superen|supera)\s*(?:de\s+|los\s+|las\s+|a\s+|the\s+)?$/;
const EVERY = /\b(?:all|every|any|each|todos?|todas?|cualquier|qualquer|cada|siempre|sempre|always)\b/;

/** Amounts that follow an "over" phrase: "over $25", "más de 500 €", "acima de R$ 50". */
function overAmounts(sentence: SentenceReading): FoundAmount[] {
  return sentence.free().filter((amount) => OVER.test(sentence.lower.slice(Math.max(0, amount.start - 30), amount.start)));
}

export function readReceipts(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.receiptThreshold !== null) return false;
  const match = RECEIPTS.exec(sentence.lower);
  if (!match || /\bnot accepted|no se aceptan|nao (?:sao|serao) aceit/.test(sentence.lower)) return false;
  if (!/requir|requier|need|must|mandatory|obligatori|necesari|exig|oblig|precis|deve|debe|request|solicit|present|attach|adjunt|anex|keep|guard/.test(sentence.lower)) {
    return false;
  }
  const over = sentence.nearest(match.index, overAmounts(sentence));
  if (over) {
    figures.receiptThreshold = sentence.take(over);
    return true;
  }
  if (EVERY.test(sentence.lower) && sentence.free().length === 0) {
    figures.receiptThreshold = sentence.money({ amount: 0, mark: { kind: "none" }, start: 0, end: 0 });
    return true;
  }
  return false;
}

// ——— Approvals ———

const APPROVAL = /\b(?:approv\w*|aprob\w*|aprueb\w*|aprov\w*|autoriz\w*|authori[sz]\w*|sign[- ]off|visto bueno|valida\w*)\b/;
/** Who approves: "approved by the CFO", "los aprueba el socio director", "aprovação do diretor financeiro". */
const APPROVER_PATTERNS: readonly RegExp[] = [
  /\b(?:approved|authori[sz]ed|signed off) by (?:the |an? |their |your )?(.+)$/,
  /\b(?:approval|authori[sz]ation|sign[- ]off) (?:from|of|by) (?:the |an? |their |your )?(.+)$/,
  /\b(?:aprobad[oa]s?|autorizad[oa]s?|validad[oa]s?) por (?:el |la |los |las |un |una |su )?(.+)$/,
  /\b(?:aprobacion|autorizacion|visto bueno|validacion) (?:del |de la |de los |de las |de un |de una |de |por el |por la )?(.+)$/,
  /\b(?:l[oa]s? |l[oa] |le |les )?(?:aprueba|aprueban|autoriza|autorizan|valida) (?:el |la |los |las |un |una |su )?(.+)$/,
  /\b(?:aprovad[oa]s?|autorizad[oa]s?|validad[oa]s?) (?:pel[oa]s? |por (?:o |a |um |uma )?)(.+)$/,
  /\b(?:aprovacao|autorizacao|validacao) (?:d[oa]s? |de (?:um |uma )?|pel[oa] )?(.+)$/,
  /\b(?:aprova|aprovam|autoriza|autorizam) (?:o |a |os |as )?(.+)$/,
  /\b(?:need|needs|require|requires|requiring|with)(?: (?:the|an?|their|your|prior|written))? (.+?) (?:approval|sign[- ]off|authori[sz]ation)\b/,
  /^(?:the |an? )?(.+?) (?:must |has to |needs to |will |shall )?(?:approve|approves|sign off)\b/,
];
const APPROVER_END = /\s*(?:\bbefore\b|\bprior\b|\bin advance\b|\bantes\b|\bcon anticipacion\b|\bpreviamente\b|\bfor\b|\bpara\b|\bif\b|\bsi\b|\bse\b|\bwhen\b|\bcuando\b|\bquando\b|\bwithin\b|\bdentro\b|\bem ate\b|\bby email\b|\bpor escrito\b|\bin writing\b|\bque\b|\bwho\b|[.,;:(]|\d).*$/;

function approverOf(sentence: SentenceReading): string | undefined {
  for (const pattern of APPROVER_PATTERNS) {
    const match = pattern.exec(sentence.lower);
    if (!match?.[1]) continue;
    const start = match.index + match[0].lastIndexOf(match[1]);
    const lower = match[1].replace(APPROVER_END, "").trim();
    const words = lower.split(/\s+/);
    if (!lower || words.length > 5 || /^(?:expenses?|gastos?|despesas?|it|them|all|todos?)$/.test(lower)) continue;
    return sentence.text.slice(start, start + lower.length).trim();
  }
  return undefined;
}

const ROLE_SUBJECT = /^(?:the |los |las |os |as )?(.{3,40}?)(?:'s?)?\s+(?:trips|travel|expenses|spend|gastos|viajes|despesas|viagens)\b/;

export function readApproval(sentence: SentenceReading, figures: Figures): boolean {
  if (!APPROVAL.test(sentence.lower)) return false;
  const approver = approverOf(sentence);
  if (!approver) return false;
  const over = overAmounts(sentence)[0] ?? sentence.free()[0];
  const rule: ApprovalRule = { over: over ? sentence.take(over) : null, approver, forRole: null };
  if (!over) {
    const subject = ROLE_SUBJECT.exec(sentence.lower);
    if (subject?.[1] && !/\b(?:all|every|any|international|domestic|todos|todas|internacionales|nacionales)\b/.test(subject[1])) {
      rule.forRole = sentence.text.slice(sentence.lower.indexOf(subject[1]), sentence.lower.indexOf(subject[1]) + subject[1].length);
    }
  }
  figures.approvals.push(rule);
  return true;
}

// ——— Alcohol ———

const ALCOHOL = /\b(?:alcohol\w*|alcool\w*|wine|vino|vinho|beer|cerveza|cerveja|liquor|licores?|bebidas alcoh\w*|drinks|tragos|copas)\b/;

export function readAlcohol(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.alcohol !== null || !ALCOHOL.test(sentence.lower)) return false;
  const lower = sentence.lower;
  const negated = /\b(?:no|not|never|nunca|sin|sem|nao|prohibid\w*|proibid\w*|exclu\w*|non[- ]reimbursable|no reembolsable\w*|nao reembolsave\w*)\b/.test(lower);
  if (/\b(?:client|clients|customer|customers|cliente|clientes|entertain\w*|representacion|hospitality)\b/.test(lower)) {
    figures.alcohol = "clientEntertainmentOnly";
  } else if (/\bwith (?:a |the )?meals?\b|\bcon (?:la |las )?comidas?\b|\bcom (?:as |a )?refeic/.test(lower)) {
    figures.alcohol = "withMealsOnly";
  } else {
    figures.alcohol = negated ? "never" : "allowed";
  }
  return true;
}

// ——— Class of travel ———

const FLIGHT = /\b(?:class|clase|classe|fly|flies|flights?|vuelos?|vuelan|voos?|voam|voar|volar|cabin|cabina|air ?travel|aereos?|aerea)\b/;
const CABINS: ReadonlyArray<readonly [RegExp, TravelClassRule["cabin"]]> = [
  [/\bpremium economy|turista premium|economica premium|premium\b/, "premiumEconomy"],
  [/\bfirst class|primera clase|primeira classe\b/, "first"],
  [/\bbusiness(?! trips?| travel)|ejecutiva|executiva\b/, "business"],
  [/\beconomy|coach|turista|economica\b/, "economy"],
];
const HOURS_OVER = /(?:over|more than|longer than|above|exceeding|at least|\+|de mas de|mas de|superiores? a|mayores? a|de|acima de|mais de|com mais de|por encima de)\s*(\d{1,2})\s*(?:hours|hrs?|h|horas)\b/;
const HOURS_UNDER = /(?:under|less than|shorter than|up to|menos de|hasta|ate|inferiores? a|below)\s*(\d{1,2})\s*(?:hours|hrs?|h|horas)\b/;
const FOR_ROLE = /\b(?:for|para)\s+(?:the |los |las |os |as |o |a )?([a-z][a-z -]{2,30}?)(?=[,.;]|$| on | en | em | in | and | y | e )/;
const ROLE_FLIES = /^(?:the |los |las |os |as )?([a-z][a-z -]{2,30}?)\s+(?:fly|flies|vuelan|viajan|voam|viajam|may fly|can fly|pueden volar|podem voar|travel)\b/;
const NOT_A_ROLE = /\b(?:flights?|vuelos?|voos?|trips?|viajes?|viagens?|everyone|everybody|todos|todas|all|staff|employees|empleados|funcionarios|colaboradores|longer|shorter|international|internacional\w*|domestic|nacional\w*|routes?|rutas?|rotas?|others?|los demas|os demais)\b/;

export function readTravelClass(sentence: SentenceReading, figures: Figures): boolean {
  if (!FLIGHT.test(sentence.lower)) return false;
  let placed = false;
  for (const clause of clauses(sentence)) {
    const cabin = CABINS.find(([pattern]) => pattern.test(clause.text))?.[1];
    if (!cabin) continue;
    const over = HOURS_OVER.exec(clause.text);
    const role = FOR_ROLE.exec(clause.text) ?? ROLE_FLIES.exec(clause.text);
    const roleText = role?.[1]?.trim();
    const forRole = roleText && !NOT_A_ROLE.test(roleText) && !CABINS.some(([pattern]) => pattern.test(roleText))
      ? sentence.text.slice(clause.start + role!.index + role![0].indexOf(roleText), clause.start + role!.index + role![0].indexOf(roleText) + roleText.length)
      : null;
    figures.travelClass.push({ cabin, minFlightHours: over ? Number(over[1]) : null, forRole });
    placed = true;
  }
  // "under 6 hours" only bounds the cheaper cabin; the figure is the other rule's.
  if (placed && HOURS_UNDER.test(sentence.lower) && !figures.travelClass.some((rule) => rule.minFlightHours !== null)) {
    const hours = Number(HOURS_UNDER.exec(sentence.lower)?.[1]);
    const upper = figures.travelClass.find((rule) => rule.cabin !== "economy" && rule.minFlightHours === null && rule.forRole === null);
    if (upper) upper.minFlightHours = hours;
  }
  return placed;
}

// ——— Booking ahead, notice, deadline ———

const DAYS_AHEAD =
  /(\d{1,3})\s*[- ]?\s*(days?|dias?|weeks?|semanas?)(?:\s+(?:de|of|in|ahead|prior|before|antes|notice|aviso))?\s*(?:in advance|ahead|prior notice|notice|advance notice|de anticipacion|de antelacion|de antecedencia|de aviso|antes|before|beforehand|previos?|previa)/;
const NOTICE_AFTER = /(?:notice|aviso|anticipacion|antelacion|antecedencia|in advance)\D{0,25}?(\d{1,3})\s*[- ]?\s*(days?|dias?|weeks?|semanas?)/;
const INTERNATIONAL = /\b(?:international\w*|internacional\w*|abroad|overseas|exterior|extranjero|foreign)\b/;

function daysOf(count: string | undefined, unit: string | undefined): number {
  return Number(count) * (/^(?:weeks?|semanas?)$/.test(unit ?? "") ? 7 : 1);
}

export function readAdvance(sentence: SentenceReading, figures: Figures): boolean {
  const match = DAYS_AHEAD.exec(sentence.lower) ?? NOTICE_AFTER.exec(sentence.lower);
  const notice = /(\d{1,3})\s*[- ]?\s*(weeks?|semanas?|days?|dias?)[- ]\s*(?:notice|aviso)/.exec(sentence.lower);
  const found = match ?? notice;
  if (!found) return false;
  const days = daysOf(found[1], found[2]);
  if (INTERNATIONAL.test(sentence.lower)) {
    if (figures.internationalNoticeDays !== null) return false;
    figures.internationalNoticeDays = days;
  } else {
    if (figures.advanceBookingDays !== null) return false;
    figures.advanceBookingDays = days;
  }
  return true;
}

const DEADLINE =
  /\b(?:within|in|no later than|dentro de(?: los| las)?|en un plazo(?: maximo)? de|en|em ate|no prazo de|ate|em|maximo|max|before|antes de)\s+(\d{1,3})\s+(business |working |calendar )?(days|dias)( habiles| uteis| laborables| corridos)?\b/;
const DEADLINE_CONTEXT =
  /\b(?:submit\w*|report\w*|expenses?|claims?|reimburs\w*|enviar|envia\w*|presenta\w*|reporta\w*|gastos|rendi\w*|rendicion|legaliza\w*|comprueb\w*|comprobantes|despesas|prestar contas|prestacao de contas|apresenta\w*|lanca\w*|informes?|relatorios?|reembolso\w*|receipts?|recibos|comprovantes|notas)\b/;

export function readDeadline(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.submissionDeadline !== null || !DEADLINE_CONTEXT.test(sentence.lower)) return false;
  if (/notice|aviso|anticipacion|antelacion|antecedencia|in advance/.test(sentence.lower)) return false;
  const match = DEADLINE.exec(sentence.lower);
  if (!match) return false;
  const days = Number(match[1]);
  if (days <= 0) return false;
  figures.submissionDeadline = { days, businessDays: Boolean(match[2] && match[2] !== "calendar ") || Boolean(match[4] && match[4] !== " corridos") };
  return true;
}

// ——— Corporate card and cash advances ———

const CORPORATE_CARD =
  /\b(?:corporate (?:credit )?cards?|company (?:credit )?cards?|business cards?|tarjetas? (?:de credito )?(?:corporativas?|de la empresa|empresariales?|de la compania)|cartao (?:de credito )?(?:corporativo|da empresa|empresarial)|cartoes (?:corporativos|da empresa|empresariais))\b/;

export function readCorporateCard(sentence: SentenceReading, figures: Figures): boolean {
  if (!CORPORATE_CARD.test(sentence.lower)) return false;
  if (sentence.free().length > 0 && !/\blimit|limite|tope|maximo|up to|hasta|ate\b/.test(sentence.lower)) return false;
  figures.corporateCard.push(sentence.text);
  sentence.takeAll();
  return true;
}

const CASH_ADVANCE =
  /\b(?:cash advances?|advances?(?: of cash| in cash)?|travel advances?|anticipos?|adelantos?(?: de efectivo)?|avances? de efectivo|anticipos? de viaticos|adiantamentos?|adiantamento de viagem)\b/;

export function readCashAdvance(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.cashAdvance !== null) return false;
  const match = CASH_ADVANCE.exec(sentence.lower);
  if (!match || /\bin advance\b/.test(sentence.lower.slice(match.index, match.index + 12))) return false;
  if (!/cash|efectivo|dinheiro|especie|anticipo|adiantamento|adelanto|travel advance|advances? (?:are|is|up|of)/.test(sentence.lower)) return false;
  const refused = /\b(?:no|not|never|nunca|sin|sem|nao|prohibid\w*|proibid\w*|no se (?:dan|otorgan|entregan)|nao (?:ha|damos|concedemos))\b/.test(sentence.lower);
  const max = refused ? undefined : sentence.nearest(match.index);
  figures.cashAdvance = { allowed: !refused, max: max ? sentence.take(max) : null };
  return true;
}

// ——— Roles ———

const MONTHLY = /(?:monthly|per month|a month|each month|\/month|\/mo\b|mensual(?:es)?|por mes|al mes|cada mes|\/mes|mensal|mensais|por mes|ao mes|\/mes)/;
const PER_TRANSACTION = /(?:per transaction|per purchase|each transaction|a transaction|\/transaction|por transaccion|por compra|por operacion|por transacao|por gasto|por despesa|single transaction|per expense)/;
const ROLE_NAME_END = /\s+(?:have|has|get|gets|can|may|tienen|tiene|pueden|puede|cuentan|tem|têm|possuem|podem|pode|:|-|–|—|with|con|com)\s|:\s|\s[-–—]\s/;

export function readRole(sentence: SentenceReading, figures: Figures, label?: string): boolean {
  const monthlyWord = MONTHLY.exec(sentence.lower);
  const perWord = PER_TRANSACTION.exec(sentence.lower);
  if (!monthlyWord && !perWord) return false;
  const monthly = monthlyWord ? amountBeside(sentence, monthlyWord.index, monthlyWord[0].length) : undefined;
  const perTransaction = perWord ? amountBeside(sentence, perWord.index, perWord[0].length, monthly) : undefined;
  if (!monthly && !perTransaction) return false;
  const name = label ?? roleNameOf(sentence);
  if (!name) return false;
  const role: RoleRule = {
    name,
    monthlyLimit: monthly ? sentence.take(monthly) : null,
    perTransactionLimit: perTransaction ? sentence.take(perTransaction) : null,
  };
  figures.roles.push(role);
  return true;
}

/** "2,500 monthly" or "monthly: 2,500" / "al mes hasta 3.000 €". */
function amountBeside(sentence: SentenceReading, at: number, length: number, not?: FoundAmount): FoundAmount | undefined {
  const free = sentence.free().filter((amount) => amount !== not);
  const before = free.filter((amount) => amount.end <= at && sentence.lower.slice(amount.end, at).trim().length <= 12).at(-1);
  return before ?? free.find((amount) => amount.start >= at + length && sentence.lower.slice(at + length, amount.start).trim().length <= 25);
}

function roleNameOf(sentence: SentenceReading): string | undefined {
  const end = ROLE_NAME_END.exec(sentence.text);
  const raw = (end ? sentence.text.slice(0, end.index) : "").trim();
  const name = raw.replace(/^(?:the|los|las|el|la|os|as|o|a)\s+/i, "").trim();
  if (!name || name.length > 60 || /\d/.test(name) || name.split(/\s+/).length > 5) return undefined;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
