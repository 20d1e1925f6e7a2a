import { approverOf } from "../approval-bands";
import { INTERNATIONAL } from "./places";
import type { Figures, SentenceReading } from "./sentence";
import { anyOf, clausesOf, test, wordsIn, type Vocabulary } from "./shared";

/*
 * Days: notice before a trip, and the deadlines to submit expenses, settle an advance and reimburse.
 * ahead, aheadOf, notice: "15 days' notice", "con 2 semanas de anticipación", "aviso de 7 dias";
 * submitted and booked: a deadline to submit is no notice; within, dayKind, dayKindAfter: "within
 * 30 business days", "en un plazo de 5 días hábiles"; advance, settle…: settling a cash advance;
 * reimburse, submit, expenses: who does what by the deadline.
 */

// prettier-ignore
const WORDS: Vocabulary<
  | "ahead" | "aheadOf" | "notice" | "submitted" | "booked" | "within" | "dayKind" | "dayKindAfter" | "advance" | "advanceAfterVerb"
  | "settled" | "settle" | "accounted" | "reimburse" | "submit" | "expenses"
> = {
  en: {
    ahead: ["in advance", "ahead", "prior notice", "notice", "advance notice", "before", "beforehand", "out", "of anticipation"],
    aheadOf: ["of", "in", "ahead", "prior", "before", "notice"],
    notice: ["notice", "in advance", "ahead", "anticipation"],
    submitted: ["submit", "report"],
    booked: ["book", "request", "trip", "travel"],
    within: ["within", "in", "no later than", "deadline[a-z ]{0,20}:", "max", "before", "after"],
    // "natural days": a model's translation of "días naturales", calendar days.
    dayKind: ["business", "working", "calendar", "natural"],
    dayKindAfter: [],
    advance: ["advances?"],
    advanceAfterVerb: ["advances?"],
    settled: ["settle\\w*", "account\\w* for", "reconcil\\w*", "return\\w*"],
    settle: ["settle"],
    accounted: [],
    reimburse: ["reimburs\\w*", "paid back", "pay (?:you |them )?back", "we pay(?: (?:you|them|out|it))?(?: (?:on|by|via) [\\w-]+)?"],
    submit: ["submit\\w*", "report\\w*", "file", "claims?", "upload\\w*", "turn in", "hand in"],
    expenses: ["expenses?", "receipts?"],
  },
  es: {
    ahead: ["de anticipacion", "de antelacion", "de aviso", "antes", "previos?", "previa", "de anticipo"],
    aheadOf: ["de", "antes", "aviso"],
    notice: ["aviso", "anticipacion", "antelacion"],
    submitted: ["enviar", "presentar"],
    booked: ["reserv", "solicit", "viaje"],
    within: ["plazo[a-z ]{0,20}:", "plazo de", "plazo[a-z ]{0,40}? es de", "dentro de(?: los| las)?", "en un plazo(?: maximo)? de", "en", "maximo",
      "max", "antes de", "despues de", "en los", "hasta(?: los)?", "tienen?", "tienes"],
    dayKind: [],
    dayKindAfter: ["habiles", "laborables", "corridos", "naturales"],
    advance: ["anticipos?", "adelantos?", "fondos (?:por|a) rendir"],
    advanceAfterVerb: ["anticipos?"],
    settled: ["rinden?", "rendir\\w*", "rendicion", "legaliza\\w*", "justifica\\w*", "liquida\\w*", "devolver", "comprob\\w*", "comprueb\\w*"],
    settle: ["rendir", "legalizar", "justificar", "rendicion de(?:l| los)?", "legalizacion de(?:l| los)?", "comprobacion de(?:l| los)?"],
    accounted: ["rinden?", "rendir\\w*", "legaliza\\w*"],
    reimburse: ["reembols\\w*", "devolvemos", "pagamos", "(?:les|le|te|se les) paga\\w*"],
    submit: ["enviar", "envia\\w*", "present\\w*", "reporta\\w*", "rendi\\w*", "legaliza\\w*", "cargar", "carga\\w*", "subir", "sube\\w*",
      "registr\\w*", "entregar", "entreg\\w*", "comprobar", "comprueb\\w*", "comprobacion de gastos", "manda\\w*", "reportes?",
      "informes? de gastos"],
    expenses: ["gastos?", "recibos", "comprobantes", "facturas", "notas"],
  },
  pt: {
    ahead: ["de antecedencia", "de aviso", "antes", "previa"],
    aheadOf: ["de", "antes", "aviso"],
    notice: ["aviso", "antecedencia"],
    submitted: ["enviar", "lancar"],
    booked: ["reserv", "solicit", "viagem"],
    within: ["prazo[a-z ]{0,20}:", "prazo de", "prazo[a-z ]{0,40}? e de", "em ate", "no prazo de", "ate", "em", "maximo", "max", "antes de",
      "apos", "nos"],
    dayKind: [],
    dayKindAfter: ["uteis", "corridos"],
    advance: ["adiantamentos?"],
    advanceAfterVerb: ["adiantamentos?"],
    settled: ["presta\\w* contas?", "prestacao de contas", "comprova\\w*", "justifica\\w*", "liquida\\w*", "devolver"],
    settle: ["presta\\w* contas?", "prestar contas d[eo]s?", "prestar contas d[ao]s?", "prestacao de contas d[eo]s?", "prestacao de contas d[ao]s?", "justificar"],
    accounted: ["prestacao de contas", "prestar contas"],
    reimburse: ["reembols\\w*", "ressarci\\w*", "devolvemos", "pagamos"],
    submit: ["enviar", "envia\\w*", "lanca\\w*", "lance\\w*", "lancamento", "apresent\\w*", "registr\\w*", "entregar", "entreg\\w*",
      "prestar contas", "prestacao de contas", "manda\\w*"],
    expenses: ["despesas?", "recibos", "comprovantes", "notas", "relatorios?"],
  },
};

const DAYS_AHEAD = new RegExp(
  String.raw`(\d{1,3})\s*[- ]?\s*(days?|dias?|weeks?|semanas?)(?:'|’)?(?:\s+(?:naturales|calendario|habiles|corridos|uteis|calendar|business|working))?(?:\s+${anyOf(WORDS, "aheadOf")})?\s*${anyOf(WORDS, "ahead")}`,
);
/** "Fill in the advance form at least 3 days before": notice for a cash advance, not for the trip. */
const ADVANCE_REQUEST =
  /\b(?:advance (?:form|request)|cash advance|solicitud de anticipo|formulario de anticipo|pedido de adiantamento|formulario de adiantamento)\b/;
const NOTICE = new RegExp(anyOf(WORDS, "notice"));
const NOTICE_AFTER = new RegExp(String.raw`${anyOf(WORDS, "notice")}\D{0,50}?(\d{1,3})\s*[- ]?\s*(days?|dias?|weeks?|semanas?)`);
const SUBMITTED = new RegExp(String.raw`\b${anyOf(WORDS, "submitted")}\w*\b`);
const BOOKED = new RegExp(String.raw`\b${anyOf(WORDS, "booked")}\w*`);

function daysOf(count: string | undefined, unit: string | undefined): number {
  return Number(count) * (/^(?:weeks?|semanas?)$/.test(unit ?? "") ? 7 : 1);
}

const DOMESTIC = /\b(?:domestic|national|nacional(?:es)?|dentro de(?:l| la)? (?:pais|[a-z]+)|no pais|em territorio nacional|en el pais)\b/;

export function readNotice(sentence: SentenceReading, figures: Figures): boolean {
  const found = DAYS_AHEAD.exec(sentence.lower) ?? NOTICE_AFTER.exec(sentence.lower);
  if (!found) return false;
  if (SUBMITTED.test(sentence.lower) && !BOOKED.test(sentence.lower)) return false;
  if (ADVANCE_REQUEST.test(sentence.lower)) return false;
  const days = daysOf(found[1], found[2]);
  if (days <= 0) return false;
  const both =
    /\b(?:nacional(?:es)? (?:o|y) internacional(?:es)?|nacionais (?:ou|e) internacionais|domestic (?:or|and) international|all trips|todos los viajes|todas las|todas as viagens|todas as|todos os)\b/.test(
      sentence.lower,
    );
  const scope = INTERNATIONAL.test(sentence.lower) && !both ? "international" : "all";
  // Notice for domestic trips only is no rule the rulebook can state (its scopes are every trip or international ones).
  if (scope === "all" && DOMESTIC.test(sentence.lower)) return false;
  if (figures.rules.notice.some((notice) => notice.scope === scope)) return false;
  figures.rules.notice.push({ days, scope, provenance: sentence.words() });
  return true;
}

const WITHIN = new RegExp(
  // "Comprobación de anticipo: 8 días naturales": a label's colon before the days says by when.
  String.raw`(?:\b${anyOf(WORDS, "within")}|:)\s+(\d{1,3})\s+` +
    String.raw`(${anyOf(WORDS, "dayKind")} )?(days|dias|weeks|semanas)( ${anyOf(WORDS, "dayKindAfter")})?\b`,
);
const SETTLEMENT = new RegExp(
  [
    String.raw`\b${anyOf(WORDS, "advance")}\b[^;]{0,80}?\b${anyOf(WORDS, "settled")}\b`,
    String.raw`\b${anyOf(WORDS, "settle")}\b[^;]{0,40}?\b${anyOf(WORDS, "advanceAfterVerb")}\b`,
  ].join("|"),
);
/** The settling words a clause about an advance may share with submitting. */
const ACCOUNTED = new RegExp(anyOf(WORDS, "accounted"), "g");
const REIMBURSE = wordsIn(WORDS, "reimburse");
const SUBMIT = wordsIn(WORDS, "submit");
const EXPENSES = wordsIn(WORDS, "expenses");

function within(lower: string): { days: number; businessDays: boolean } | undefined {
  const match = WITHIN.exec(lower);
  if (!match) return undefined;
  const days = daysOf(match[1], match[3]);
  if (days <= 0) return undefined;
  return {
    days,
    businessDays:
      Boolean(match[2] && match[2] !== "calendar " && match[2] !== "natural ") ||
      Boolean(match[4] && match[4] !== " corridos" && match[4] !== " naturales"),
  };
}

/** "gastos sin anticipo", "despesas sem adiantamento", "expenses without an advance": expenses no advance paid for. */
export const WITHOUT_ADVANCE =
  /(?<=\b(?:gastos|despesas|expenses|claims)\s+)(?:sin|sem|without(?: an?| a)?)\s+(?:anticipos?|adelantos?|adiantamentos?|(?:cash )?advances?)\b/g;

/** "within 10 days after your report is approved", "en 5 días desde que Contabilidad aprueba": when it is paid back. */
const PAID_AFTER_APPROVAL =
  /\b(?:after|of|from|following)\b[^.;]{0,30}\b(?:approv\w*|approval)\b|\b(?:desde que|despues de que|tras|luego de)\b[^.;]{0,30}\baprue\w*|\b(?:despues de|desde|siguientes a|posteriores a) (?:la )?aprobacion\b|\b(?:seguintes|posteriores) a aprovacao\b|\b(?:apos|depois d[ae]|a partir d[ae]) (?:a )?aprovacao\b|\b(?:by|por|via) (?:bank )?(?:transfer|deposit|transferencia|deposito)\b/;

export function readDeadlines(sentence: SentenceReading, figures: Figures): boolean {
  // "Comprobación de gastos sin anticipo": expenses with no advance, not the advance's settling.
  const lower = sentence.lower.replace(WITHOUT_ADVANCE, (words) => " ".repeat(words.length));
  if (NOTICE.test(lower)) return false;
  let placed = false;
  for (const clause of clausesOf(lower, sentence.text)) {
    const found = within(clause.text);
    if (!found) continue;
    const provenance = sentence.words();
    if (test(SETTLEMENT, clause.text) || (test(SETTLEMENT, lower) && !test(SUBMIT, clause.text.replace(ACCOUNTED, "")))) {
      if (figures.rules.advanceSettlement) continue;
      figures.rules.advanceSettlement = { ...found, provenance };
    } else if ((test(REIMBURSE, clause.text) && !test(SUBMIT, clause.text)) || PAID_AFTER_APPROVAL.test(lower)) {
      if (figures.rules.reimbursement) continue;
      figures.rules.reimbursement = { ...found, provenance };
    } else if (test(SUBMIT, clause.text) || test(SUBMIT, lower) || EXPENSES.test(clause.text)) {
      if (figures.rules.submission) continue;
      figures.rules.submission = { ...found, provenance };
    } else continue;
    placed = true;
  }
  return placed;
}

/** A claim submitted late: "late claims", "fuera de plazo", "presentado después del…", "com mais de 60 dias". */
export const LATE_CLAIM =
  /\b(?:late (?:claims?|reports?|submissions?|expense reports?|expenses)|(?:submitted|received|filed|lodged|presented|sent|turned in|handed in) (?:after|past|beyond|later than|more than)|after (?:the|this|that) (?:\d+[- ]day )?deadline|past (?:the|this) deadline|more than \d+ days (?:old|late|after)|older than \d+ days|fuera (?:de|del) plazo|despues del plazo|pasado el plazo|vencido el plazo|(?:presentad|entregad|rendid|enviad|recibid)\w* (?:despues|fuera|con atraso|tarde|con mas de)|con mas de \d+ dias de (?:atraso|retraso)|(?:despesas?|gastos?|comprovantes?|comprobantes?|notas?|facturas?) (?:com|con) mais de \d+ dias|(?:despesas?|gastos?|comprovantes?|comprobantes?|notas?|facturas?) (?:com|con) mas de \d+ dias|fora do prazo|(?:apos|depois d)o prazo|(?:apresentad|entregue|enviad|lancad)\w* (?:apos|depois|fora|com atraso|com mais de)|em atraso|or (?:they|it|you|we|else)\b[^.;]{0,12}\b(?:don'?t|won'?t|will not|do not|does not|doesn'?t) (?:get )?(?:paid|reimbursed|pay|reimburse)|si no,? no (?:se )?(?:pagan?|reembolsan?|pagamos|reembolsamos)|senao nao (?:se )?(?:paga|reembolsa)\w*)\b/;
/** "except as set out in Section 10", "salvo lo dispuesto en…": an exception stated elsewhere, which the rule cannot carry. */
const EXCEPTION_ELSEWHERE =
  /\b(?:except (?:as|where|in|for|when)|unless|salvo (?:lo|en|que|cuando|los|las)|excepto (?:lo|en|cuando|los|las)|exceto (?:o|em|quando|nos?|as?|os)|a menos que|a nao ser que)\b/;
/** Late fees and interest on a card are no late claims. */
const LATE_FEES = /\b(?:late (?:fees?|payment|charges?)|interest|intereses|juros|mora|recargos?)\b/;
const FORFEITED =
  /\b(?:(?:will|shall|would|do|does|are|is|may) not be (?:paid|reimbursed|accepted|refunded|processed)|won'?t be (?:paid|reimbursed|accepted|processed)|(?:don'?t|doesn'?t|do not|does not|will not|won'?t) get (?:paid|reimbursed)|(?:are|is) not (?:paid|reimbursed|accepted|refunded)|not (?:be )?eligible|forfeit\w*|(?:are|is|will be) rejected|no (?:se )?(?:reembolsa|reintegra|paga|acepta|reconoce|recibe)\w*|no (?:seran|sera|son|es) (?:reembolsad|pagad|aceptad|reintegrad|reconocid)\w*|se pierde\w*|pierden? el (?:derecho|reembolso)|(?:se rechaza|seran rechazad)\w*|nao (?:serao|sera|sao|e) (?:reembolsad|pag|aceit|ressarcid|processad)\w*|perdem? o direito|nao pago|no pago|perdeu|perdio|serao recusad\w*)/;
/** Who signs a late claim off: "only with the CFO's approval", "con autorización del Director General". */
const LATE_APPROVER = [
  /\bwith (?:the )?(?:prior |written |express |explicit )?(?:approval|authori[sz]ation|sign-?off|consent|agreement) (?:of|from|by) (?<who>[^.;,()]{2,60})/d,
  /\bwith (?<who>[^.;,()]{2,40})['’]s (?:prior |written )?(?:approval|authori[sz]ation|sign-?off|consent|agreement)/d,
  /\b(?:needs?|requires?|must have) (?:the )?(?:prior |written )?(?:approval|authori[sz]ation|sign-?off) (?:of|from) (?<who>[^.;,()]{2,60})/d,
  /\b(?:needs?|requires?) (?<who>[^.;,()]{2,40})['’]s (?:approval|authori[sz]ation|sign-?off)/d,
  /\bcon (?:la )?(?:autorizacion|aprobacion|firma|visto bueno) (?:previa |expresa |escrita )?(?:del|de la|de) (?<who>[^.;,()]{2,60})/d,
  /\b(?:requieren?|necesitan?) (?:la )?(?:autorizacion|aprobacion) (?:previa )?(?:del|de la|de) (?<who>[^.;,()]{2,60})/d,
  /\bcom (?:a )?(?:aprovacao|autorizacao|assinatura|anuencia) (?:previa |expressa )?(?:d[oa]s?|de) (?<who>[^.;,()]{2,60})/d,
  /\b(?:exigem?|requerem?|precisam? de) (?:a )?(?:aprovacao|autorizacao) (?:previa )?(?:d[oa]|de) (?<who>[^.;,()]{2,60})/d,
];
/** The late claim's own cut-off: "more than 90 days old", "después del día 5 del mes siguiente". */
const AFTER_DAYS =
  /\b(?:more than|over|older than|after|mas de|despues de|mais de|apos|depois de) (\d{1,3})(?:[- ]day| (?:calendar )?(?:days|dias))\b/;
const DAY_OF_NEXT_MONTH =
  /\b(?:after|despues del?|apos o|depois do) (?:the )?(?:dia |day )?(\d{1,2})(?:st|nd|rd|th|º|°)? (?:del|of the|do) (?:mes siguiente|following month|next month|mes seguinte)\b/;

/**
 * What becomes of a late claim: not paid ("Late claims don't get paid", "No se reembolsa nada
 * presentado después del día 5 del mes siguiente") or paid only with someone's sign-off ("Fuera de
 * plazo: solo se reintegra con autorización del Director General"). The first such sentence decides.
 */
export function readLateClaims(sentence: SentenceReading, figures: Figures): boolean {
  const { lower } = sentence;
  if (figures.rules.lateClaims || !LATE_CLAIM.test(lower) || LATE_FEES.test(lower)) return false;
  let outcome: "forfeited" | "approval" | null = null;
  let approver: string | null = null;
  for (const pattern of LATE_APPROVER) {
    const who = pattern.exec(lower)?.indices?.groups?.who;
    approver = who ? approverOf(sentence.text.slice(who[0], who[1])) : null;
    if (approver) {
      outcome = "approval";
      break;
    }
  }
  // A forfeiture with an exception elsewhere is no rule to enforce as it stands: missing beats wrong.
  if (!outcome && FORFEITED.test(lower) && !EXCEPTION_ELSEWHERE.test(lower)) outcome = "forfeited";
  if (!outcome) return false;
  const cut = AFTER_DAYS.exec(lower);
  let afterDays = Number(cut?.[1] ?? 0);
  // "con más de 60 días de atraso": days past the deadline, counted here from the expense.
  const submission = figures.rules.submission;
  if (cut && submission && /^\s*(?:de )?(?:atraso|retraso|late|overdue)\b/.test(lower.slice(cut.index + cut[0].length)))
    afterDays += submission.businessDays ? Math.ceil((submission.days * 7) / 5) : submission.days;
  const day = Number(DAY_OF_NEXT_MONTH.exec(lower)?.[1] ?? 0);
  figures.rules.lateClaims = {
    outcome,
    approver,
    // "after the 30-day deadline" is the submission deadline itself, no cut-off of its own.
    afterDays: afterDays > 0 && afterDays !== figures.rules.submission?.days ? afterDays : null,
    dayOfNextMonth: day >= 1 && day <= 31 ? day : null,
    provenance: sentence.words(),
  };
  return true;
}
