import type { FoundAmount } from "../money";
import type { Figures, SentenceReading } from "./sentence";
import { plain } from "../text";
import { anyOf, type Vocabulary } from "./shared";

/*
 * Roles and their card limits: "Sales Representative: 2,500,000 monthly, 800,000 per transaction".
 * monthly, perTransaction: what a limit is per; roleHas: the verb after a role's name ("Directors have").
 */

// prettier-ignore
const WORDS: Vocabulary<"monthly" | "perTransaction" | "roleHas"> = {
  en: {
    monthly: ["monthly", "per month", "a month", "each month", "\\/month", "\\/mo\\b"],
    perTransaction: ["per[- ]transaction", "per purchase", "per txn", "each transaction", "a transaction", "\\/transaction", "single transaction",
      "per expense"],
    roleHas: ["have", "has", "get", "gets", "can", "may", "with"],
  },
  es: {
    monthly: ["mensual(?:es)?", "por mes", "al mes", "cada mes", "\\/mes"],
    perTransaction: ["por transaccion", "por compra", "por operacion", "por gasto", "por transacción"],
    roleHas: ["tienen", "tiene", "pueden", "puede", "cuentan", "con"],
  },
  pt: {
    monthly: ["mensal", "mensais", "por mes", "cada mes", "\\/mes", "ao mes"],
    perTransaction: ["por transacao", "por compra", "por despesa"],
    roleHas: ["tem", "têm", "possuem", "podem", "pode", "com"],
  },
};

const MONTHLY = new RegExp(anyOf(WORDS, "monthly"));
const PER_TRANSACTION = new RegExp(anyOf(WORDS, "perTransaction"));
const ROLE_NAME_END = new RegExp(String.raw`\s+(?:${anyOf(WORDS, "roleHas")}|:|-|–|—)\s|:\s|\s[-–—]\s`);

/** Things with a monthly figure that are no role: a phone plan, a card, an allowance. */
const NOT_A_ROLE =
  /\b(?:phones?|cell\w*|mobile|internet|celular\w*|telefono\w*|movil\w*|telefone\w*|cartao|cartoes|tarjetas?|cards?|allowance|auxilio|subsidio|plan|plano|vehicle|car|coche|carro|vehiculo|veiculo|parking|estacionamiento|gym|gimnasio|academia)\b/;

export function readRole(sentence: SentenceReading, figures: Figures, label?: string): boolean {
  const monthlyWord = MONTHLY.exec(sentence.lower);
  const perWord = PER_TRANSACTION.exec(sentence.lower);
  if (!monthlyWord && !perWord) return false;
  const monthly = monthlyWord ? amountBeside(sentence, monthlyWord.index, monthlyWord[0].length) : undefined;
  const perTransaction = perWord ? amountBeside(sentence, perWord.index, perWord[0].length, monthly) : undefined;
  if (!monthly && !perTransaction) return false;
  const name = label ?? roleNameOf(sentence);
  // "no damos adelantos, todos…": a clause, not a role's name.
  if (!name || NOT_A_ROLE.test(plain(name)) || /[,;]|^(?:no|not|nao|we|nosotros)\b/i.test(name)) return false;
  // "Dirección: Mensual …" then "Dirección: Por transacción …": one role, its two limits.
  const known = figures.rules.roles.find(
    (role) =>
      plain(role.role) === plain(name) &&
      (monthly ? role.monthly === null : true) &&
      (perTransaction ? role.perTransaction === null : true),
  );
  if (known) {
    if (monthly) known.monthly = sentence.take(monthly);
    if (perTransaction) known.perTransaction = sentence.take(perTransaction);
    return true;
  }
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
