import type { Figures, SentenceReading } from "./sentence";
import { WITHOUT_ADVANCE } from "./deadlines";
import { anyOf, wordsIn, type Vocabulary } from "./shared";

/*
 * Cash advances: given or not, and up to how much.
 * cashAdvance: the names of an advance; advance, no, refused: "no cash advances", "anticipos no se
 * otorgan"; allowed: "advances up to $500 are available".
 */

// prettier-ignore
const WORDS: Vocabulary<"cashAdvance" | "advance" | "no" | "refused" | "allowed"> = {
  en: {
    cashAdvance: ["cash advances?", "travel advances?", "advances?(?: of cash| in cash)?"],
    advance: ["cash advances?", "advances?"],
    no: ["no", "not", "never"],
    refused: ["not (?:allowed|given|available|provided|offered)", "nope", "none", "we don'?t (?:give|do|offer)"],
    allowed: ["allowed", "available", "up to", "max\\w*", "can (?:get|request|ask)"],
  },
  es: {
    cashAdvance: ["anticipos?(?: de viaticos)?", "adelantos?(?: de efectivo)?", "avances? de efectivo", "fondos (?:por|a) rendir"],
    advance: ["anticipos?", "adelantos?", "fondos (?:por|a) rendir"],
    no: ["no", "nunca", "sin"],
    refused: ["no se (?:dan|otorgan|entregan|permiten)", "no permitid\\w*", "no autorizad\\w*", "prohibid\\w*", "no (?:damos|hay|otorgamos|entregamos)"],
    allowed: ["max\\w*", "hasta", "permitid\\w*", "disponibles?", "se (?:dan|otorgan|entregan)", "damos", "concedemos",
      "pueden (?:pedir|solicitar)"],
  },
  pt: {
    cashAdvance: ["adiantamentos?(?: de viagem)?"],
    advance: ["adiantamentos?"],
    no: ["nao", "nunca", "sem"],
    refused: ["nao (?:sao )?(?:permitidos|concedidos|dados|fornecidos)", "proibid\\w*", "nao (?:damos|ha|concedemos|fazemos|faz|da)\\b"],
    allowed: ["max\\w*", "ate", "permitid\\w*", "concedemos", "podem (?:pedir|solicitar)"],
  },
};

const CASH_ADVANCE = wordsIn(WORDS, "cashAdvance");
const REFUSED = new RegExp(
  [
    String.raw`\b${anyOf(WORDS, "no")}\b[^.]{0,20}\b${anyOf(WORDS, "advance")}\b`,
    String.raw`\b${anyOf(WORDS, "advance")}\b[^.]{0,25}\b${anyOf(WORDS, "refused")}`,
  ].join("|"),
);
const ALLOWED = wordsIn(WORDS, "allowed");

const PAID_WITH_ADVANCE =
  /\b(?:paid|pagad[oa]s?|pago|pagos) (?:with|through|in|via|as|con|en|como|com|no|pelo) (?:the |a |el |la |o |um )?(?:travel |cash |de viaje |de viagem )?(?:advances?|anticipos?|adiantamentos?)\b/;

export function readCashAdvance(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.rules.cashAdvance !== null) return false;
  const lower = sentence.lower.replace(WITHOUT_ADVANCE, (words) => " ".repeat(words.length));
  const match = CASH_ADVANCE.exec(lower);
  // "approve a higher rate in advance": beforehand, not a cash advance.
  if (!match || /\bin $/.test(lower.slice(Math.max(0, match.index - 3), match.index))) return false;
  // "fixed per diem of ₱1,800 per day, paid with the travel advance": how something is paid, no rule of advances.
  if (PAID_WITH_ADVANCE.test(lower)) return false;
  const refused = REFUSED.test(lower);
  const max = refused ? undefined : sentence.free().find((amount) => amount.start > match.index - 40);
  const allowedWords = ALLOWED.test(lower);
  if (!refused && !max && !allowedWords) return false;
  figures.rules.cashAdvance = { allowed: !refused, max: max ? sentence.take(max) : null, provenance: sentence.words() };
  return true;
}
