import { OVER, UNDER, before, type Figures, type SentenceReading } from "./sentence";
import { anyOf, wordsIn, type Vocabulary } from "./shared";

/*
 * Receipts: from which amount a receipt is needed, or for every expense.
 * receipts: the papers; every: "all", "todo gasto"; needed: stems that ask for them ("requir",
 * "exig", "para"); without, not, notNeeded: "no receipts needed under $25", "recibos no necesarios".
 */

// prettier-ignore
const WORDS: Vocabulary<"receipts" | "every" | "needed" | "without" | "receipt" | "not" | "notNeeded"> = {
  en: {
    receipts: ["receipts?", "invoices?", "supporting documents?"],
    every: ["all", "every", "any", "each", "everything", "always"],
    needed: ["requir", "need", "must", "mandatory", "request", "present", "attach", "keep", "upload", "support", "backed", "for\\b"],
    without: ["no", "not"],
    receipt: ["receipts?"],
    not: ["not", "no"],
    notNeeded: ["needed", "required"],
  },
  es: {
    receipts: ["recibos?", "comprobantes?", "facturas?", "cfdi", "soportes?", "documentos? tributarios?"],
    every: ["todos?", "todas?", "cualquier", "cada", "siempre", "todo"],
    needed: ["requier", "obligatori", "necesari", "exig", "oblig", "debe", "solicit", "present", "adjunt", "anex", "guard", "sub(?:e|ir)",
      "respald", "sustent", "para\\b"],
    without: ["no", "sin"],
    receipt: ["recibos?", "comprobantes?"],
    not: ["no"],
    notNeeded: ["necesari", "exigid"],
  },
  pt: {
    receipts: ["recibos?", "comprovantes?", "notas? fisca(?:l|is)", "cupons? fisca(?:l|is)"],
    every: ["todos?", "todas?", "qualquer", "cada", "sempre", "tudo"],
    needed: ["exig", "oblig", "precis", "deve", "solicit", "present", "anex", "guard", "acompanh", "comprovad", "para\\b"],
    without: ["nao", "sem"],
    receipt: ["recibos?", "comprovantes?"],
    not: ["nao"],
    notNeeded: ["exigid", "necessari"],
  },
};

const RECEIPTS = wordsIn(WORDS, "receipts");
const EVERY = wordsIn(WORDS, "every");
const NEEDED = new RegExp(anyOf(WORDS, "needed"));
const NONE_BELOW = new RegExp(String.raw`\b${anyOf(WORDS, "without")}\b[^.]*\b${anyOf(WORDS, "receipt")}\b`);
const NOT_NEEDED = new RegExp(String.raw`\b${anyOf(WORDS, "receipt")} ${anyOf(WORDS, "not")} ${anyOf(WORDS, "notNeeded")}`);

const overAmounts = (sentence: SentenceReading) => sentence.free().filter((amount) => OVER.test(before(sentence, amount)));

/** "No receipt no money", "sin comprobante no hay reembolso", "sem nota, sem reembolso": a receipt for every expense. */
const NO_RECEIPT_NO_PAY =
  /\bno (?:receipt|reciept|recipt)s?,? no (?:money|reimbursement|refund|pay)\b|\bsin (?:comprobante|recibo|factura|boleta)s?,? no (?:hay |se )?(?:reembols\w*|plata|pag\w*)\b|\bsem (?:nota|recibo|comprovante)s?,? (?:sem|nao ha|nao) (?:reembols\w*|dinheiro)\b/;

/** "Receipts over $30 need the GST/HST number on them": what a receipt must show, not when one is asked for. */
const WHAT_IT_SHOWS =
  /\b(?:need|needs|must (?:show|have|carry|include)|deben? (?:tener|llevar|mostrar|incluir)|devem? (?:ter|trazer|mostrar|conter)|con|com|with)\b[^.]{0,40}\b(?:gst|hst|qst|pst|vat|rfc|rut|nit|cnpj|cpf|nif|cif|ruc|tax (?:id|number)|business number|numero (?:fiscal|de contribuyente)|razon social|razao social)\b/;

/** "Tudo tem que ter fatura com o NIF", "todo gasto debe tener factura": every expense needs one, whatever it must show. */
const EVERYTHING_NEEDS =
  /\b(?:tudo|todo|toda despesa|todo gasto|todos los gastos|everything|every expense|all expenses)\b[^.]{0,20}\b(?:tem (?:que|de|q) ter|precisa (?:de|ter)|debe tener|tiene que tener|lleva|needs?|must have|requires?|con|com|with)\b[^.]{0,12}\b(?:fatura|factura|nota fiscal|recibo|comprovante|comprobante|receipt|invoice)/;

/** "Todo gasto debe comprobarse", "every expense must be documented": a receipt for every expense. */
const EVERYTHING_PROVEN =
  /\b(?:todo gasto|todos los gastos|toda despesa|todas as despesas|every expense|all expenses)\b[^.]{0,20}\b(?:debe(?:n)? (?:comprobarse|ser comprobados?|justificarse|sustentarse|estar (?:respaldad|sustentad|soportad|acompanad)\w*)|deve(?:m)? ser comprovad\w*|must be (?:receipted|supported|documented))/;

const SWORN_SHEET = /\b(?:planillas? de movilidad|declaracion jurada|sworn statement|declaracao de despesa)\b/;

export function readReceipts(sentence: SentenceReading, figures: Figures): boolean {
  const lower = sentence.lower;
  if (
    figures.rules.receipts === null &&
    (((EVERYTHING_NEEDS.test(lower) || EVERYTHING_PROVEN.test(lower)) && !overAmounts(sentence).length) || NO_RECEIPT_NO_PAY.test(lower))
  ) {
    figures.rules.receipts = { above: null, provenance: sentence.words() };
    return true;
  }
  if (WHAT_IT_SHOWS.test(lower)) return false;
  // "sin comprobante … con planilla de movilidad, hasta S/ 40 por día": local transport's sworn sheet, no threshold for all receipts.
  if (SWORN_SHEET.test(lower)) return false;
  // A threshold is the rule where the text also said "receipts for everything" in passing: it is the more precise.
  const earlier = figures.rules.receipts;
  if (earlier !== null && (earlier.above !== null || !overAmounts(sentence).length)) return false;
  const match = RECEIPTS.exec(lower);
  if (!match) return false;
  // "cada gasto cuyo importe, por comprobante, exceda de $20,000 requiere autorización": an approval, not the receipts rule.
  if (
    /\b(?:autoriza\w*|aproba\w*|aprova\w*|approv\w*)\b/.test(lower) &&
    !/\b(?:receipts? (?:are |is )?(?:required|needed)|se (?:requiere|exige)n? (?:el |los )?comprobantes?)\b/.test(lower)
  )
    return false;
  if (!NEEDED.test(lower) && !overAmounts(sentence).some((amount) => amount.start - match.index < 25)) return false;
  // "no receipts needed under $25": the threshold is where they start.
  const noneUnder = NONE_BELOW.test(lower) || NOT_NEEDED.test(lower);
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
