import type { DocumentType, ExpenseCategory } from "~/lib/rulebook/policy-rules";
import type { Figures, SentenceReading } from "./sentence";
import { anyOf, clausesOf, wordsIn, type Vocabulary } from "./shared";

/*
 * Which documents count, for which expense: "boletas no son válidas para hotel", "cash receipts OK".
 * The documents and categories each have their list; refused and accepted: what the clause says of them.
 */

type Document = "boleta" | "posTicket" | "simplifiedInvoice" | "cashReceipt" | "fiscalCoupon" | "taxInvoice";
type Category = Extract<ExpenseCategory, "lodging" | "meals" | "airfare" | "groundTransport" | "entertainment">;
type Said = "refused" | "refusedStart" | "accepted";

// prettier-ignore
const WORDS: Vocabulary<Document | Category | Said> = {
  en: {
    boleta: ["boletas?"],
    posTicket: ["tickets? pos", "pos tickets?", "(?:credit )?card (?:slips?|vouchers?)", "terminal slips?", "card terminal slips?", "voucher"],
    simplifiedInvoice: ["simplified invoices?"],
    cashReceipt: ["cash receipts?", "handwritten receipts?"],
    fiscalCoupon: [],
    taxInvoice: ["tax invoices?", "vat invoices?", "cfdis?", "electronic invoices?", "e-invoices?", "fiscal invoices?", "facturas? electronicas?",
      "notas? fisca(?:l|is)", "facturas? with (?:a )?credito fiscal", "ncf",
      "(?:facturas?|invoices?) with (?:our |the company'?s? )?(?:rnc|nit|ruc|rut|nif|rfc|vat number)"],
    lodging: ["hotel\\w*", "lodging"],
    meals: ["meals?", "restaurant\\w*"],
    airfare: ["flights?", "airfare"],
    groundTransport: ["taxis?", "uber", "ground transport\\w*"],
    entertainment: ["client (?:dinners?|meals?|entertainment)", "entertainment"],
    refused: ["no(?! (?:cnpj|cpf|nif|nome|nit|ruc|rut|rfc|brasil|exterior|hotel|valor|mesmo|dia|mes|ano|caso|cartao)\\b)", "not", "never"],
    refusedStart: ["not accepted\\b", "(?:is|are) not (?:enough|sufficient|valid)", "will not be accepted", "cannot be used"],
    accepted: ["accept\\w*", "valid\\w*", "ok", "okay", "fine", "allowed", "required", "must", "mandatory", "needs?", "always", "only take", "only (?:with|against)",
      "ha(?:ve|s) to"],
  },
  es: {
    boleta: ["boletas?"],
    posTicket: ["tickets? pos", "tiquetes? pos", "tiquetes? de maquina", "tickets? (?:del? (?:la )?)?(?:datafono|terminal|tarjeta|pos)\\b"],
    simplifiedInvoice: ["facturas? simplificadas?", "tiques?", "tickets? de caja", "e-?tickets?",
      "(?<!(?:traffic|parking|speeding|plane|train|bus|flight|air|movie|lottery|event) )tickets?(?! (?:de |del )?(?:avion|vuelo|bus|autobus|tren|metro|estacionamiento|parking|aereos?|transito|datafono|terminal|tarjeta|pos)\\b)"],
    cashReceipt: ["recibos? de caja", "recibos? manual(?:es)?", "recibos? (?:escritos? )?a mano"],
    fiscalCoupon: [],
    taxInvoice: ["facturas? electronicas?", "cfdis?", "comprobantes? fiscal(?:es)?", "facturas? (?:fiscal(?:es)?|completas?|a nombre)", "dte",
      "facturas? con (?:el |la )?(?:nit|ruc|rut|nif|cuit|rfc|rnc|ncf)", "e-?facturas?", "facturas? fel", "facturas? (?:con|de) credito fiscal",
      "ncf"],
    lodging: ["hotel\\w*", "hospedaje\\w*", "alojamiento\\w*"],
    meals: ["comidas?", "alimentacion", "restaurant\\w*"],
    airfare: ["vuelos?", "pasajes?", "boletos? aereos?"],
    groundTransport: ["taxis?", "uber", "transporte terrestre", "remis\\w*"],
    entertainment: ["representacion", "atencion a clientes", "entretenimiento"],
    refused: ["no(?! (?:cnpj|cpf|nif|nome|nit|ruc|rut|rfc|brasil|exterior|hotel|valor|mesmo|dia|mes|ano|caso|cartao)\\b)", "nunca", "sin"],
    refusedStart: ["no se aceptan?\\b", "no se admit\\w*", "no (?:son|seran) validas?\\b", "no valen\\b", "no sirven?\\b", "no bastan?\\b", "rechaz"],
    accepted: ["valid\\w*", "acept\\w*", "ok", "sirve", "sirven", "vale", "valen", "permitid\\w*", "obligatori\\w*", "requerid\\w*", "exig\\w*", "debe", "deben",
      "necesari\\w*", "siempre", "(?:solo|solamente|unicamente) (?:con|contra)", "tienen? que", "hay que",
      "(?:con|a nombre de) (?:el |la )?(?:nit|ruc|rut|nif|cuit|rfc|rnc) de la empresa"],
  },
  pt: {
    boleta: [],
    posTicket: [],
    simplifiedInvoice: ["faturas? simplificadas?", "facturas? simplificadas?"],
    cashReceipt: ["recibos? simples", "recibos? (?:escritos? )?(?:a|à) mao"],
    fiscalCoupon: ["cupo(?:m|ns) fisca(?:l|is)", "taloes? (?:do )?multibanco", "comprovantes? d[oa] (?:cartao|maquininha)"],
    taxInvoice: ["notas? fisca(?:l|is)", "nf-?e", "nfs-?e", "fa(?:c)?turas? com (?:o )?nif", "faturas? eletronicas?"],
    lodging: ["hotel\\w*", "hospedage\\w*", "alojamento\\w*"],
    meals: ["refeicoes?", "alimentacao", "restaurant\\w*"],
    airfare: ["passagens?", "voos?"],
    groundTransport: ["taxis?", "uber", "transporte terrestre"],
    entertainment: [],
    refused: ["nao", "nunca", "sem"],
    refusedStart: ["nao (?:sao|serao) aceit", "nao (?:serve|servem|basta|bastam)\\b", "recus"],
    accepted: ["aceit\\w*", "valid\\w*", "ok", "vale", "permitid\\w*", "obrigatori\\w*", "exig\\w*", "deve", "devem", "precisa\\w*",
      "necessari\\w*", "sempre", "(?:so|somente|apenas) (?:com|mediante)", "tem (?:que|de)",
      "(?:no|com o) (?:cnpj|nif) da empresa"],
  },
};

export const DOCUMENT_WORDS: ReadonlyArray<readonly [RegExp, DocumentType]> = (
  [
    ["boleta", "boleta"],
    ["posTicket", "posTicket"],
    ["simplifiedInvoice", "simplifiedInvoice"],
    ["cashReceipt", "cashReceipt"],
    ["fiscalCoupon", "posTicket"],
    ["taxInvoice", "taxInvoice"],
  ] as const
).map(([list, document]) => [wordsIn(WORDS, list), document] as const);
export const CATEGORY_WORDS: ReadonlyArray<readonly [RegExp, ExpenseCategory]> = (
  ["lodging", "meals", "airfare", "groundTransport", "entertainment"] as const
).map((category) => [wordsIn(WORDS, category), category] as const);
/** "Casetas y estacionamiento: ticket o CFDI": the road's costs take a document rule as ground transport. */
const ROAD_COSTS = /\b(?:parking|tolls?|estacionamientos?|casetas?|peajes?|parqueos?|estacionamentos?|pedagios?)\b/;
const DOCUMENT_CATEGORY_WORDS = [...CATEGORY_WORDS, [ROAD_COSTS, "groundTransport"] as const];
const REFUSED = new RegExp(String.raw`\b${anyOf(WORDS, "refused")}\b|\b${anyOf(WORDS, "refusedStart")}`);
const ACCEPTED = wordsIn(WORDS, "accepted");

const WITHOUT_IT_NOTHING =
  /\b(?:sin|sem|without|no)\s+(?:\S+\s+){0,2}?(?:no|nao|nothing|no) (?:se )?(?:paga|reembolsa|reconoce|pagamos|reembolsamos|money|pay|reimbursement|e reembolsad\w*)\b/;

export function readDocuments(sentence: SentenceReading, figures: Figures): boolean {
  let placed = false;
  // "Hospedaje No se acepta: Ticket, nota de venta": a label that refuses or accepts says it of every document after it.
  const colon = sentence.lower.indexOf(":");
  const label = colon > 0 && colon <= 60 ? sentence.lower.slice(0, colon) : "";
  const labelRefuses = label !== "" && REFUSED.test(label) && !DOCUMENT_WORDS.some(([pattern]) => pattern.test(label));
  const labelAccepts = label !== "" && !labelRefuses && ACCEPTED.test(label);
  for (const clause of clausesOf(sentence.lower, sentence.text)) {
    const found = DOCUMENT_WORDS.find(([pattern]) => pattern.test(clause.text));
    if (!found) continue;
    // "CFDI emitidos en un mes posterior", "establecimientos que no emitan CFDI": which ones, or who issues none, refuses no document.
    if (
      /\b(?:emitid\w*|issued|emitidas?) (?:en|in|after|despues|posterior|em|apos)\b|\bque (?:no|nao) (?:emit|emiten|emitan|emitem)\w*|\bthat (?:do not|don'?t) issue\b|\b(?:incluid[ao]s? (?:en|n[oa])|included (?:in|on))\b/.test(
        clause.text,
      )
    )
      continue;
    // "Alimentación, taxis y peajes: la boleta sí sirve": a document after a label is for every category the label names.
    const named = afterColon(clause, colon) && label ? DOCUMENT_CATEGORY_WORDS.filter(([pattern]) => pattern.test(label)) : [];
    const inClause = (named.length ? named : DOCUMENT_CATEGORY_WORDS.filter(([pattern]) => pattern.test(clause.text))).map(
      ([, category]) => category,
    );
    const afterLabel = label !== "" && clause.start > colon;
    // "sin NCF no se paga", "no receipt, no money": without the document nothing is paid — it is required.
    const required = WITHOUT_IT_NOTHING.test(clause.text);
    const accepted = required || (!REFUSED.test(clause.text) && !(afterLabel && labelRefuses));
    if (accepted && !required && !ACCEPTED.test(clause.text) && !(afterLabel && labelAccepts)) continue;
    // "boletas no aceptamos para nada, ni para comida": "not even for meals" stresses every expense, it names no category.
    const everyExpense = /\b(?:para nada|ni para|not even for|nem para|nem pra)\b/.test(clause.text);
    for (const category of everyExpense ? [null] : inClause.length ? inClause : sentenceCategories(sentence.lower)) {
      if (figures.rules.documents.some((rule) => rule.document === found[1] && rule.category === category)) continue;
      figures.rules.documents.push({ document: found[1], accepted, category, provenance: sentence.words() });
      placed = true;
    }
  }
  return placed;
}

/** The clause's document stands after the sentence's label. */
const afterColon = (clause: { start: number; text: string }, colon: number) =>
  colon > 0 && clause.start + Math.max(0, clause.text.indexOf(":")) >= colon;

/**
 * The categories a sentence's rule is for: each one it lists ("Alimentación, taxis y peajes: la
 * boleta sí sirve"), or every expense when it names none or adds the rest ("Para hotel, transporte
 * e as demais despesas").
 */
function sentenceCategories(lower: string): Array<ExpenseCategory | null> {
  if (/\b(?:other expenses|any other|otros gastos|demas gastos|demais despesas|outras despesas)\b/.test(lower)) return [null];
  const named = DOCUMENT_CATEGORY_WORDS.filter(([pattern]) => pattern.test(lower)).map(([, category]) => category);
  return named.length ? named : [null];
}
