import type { CompanyReading } from "./company-reading";
import { plain } from "./text";

/*
 * Topics the company spoke of in a sentence the reader could not place ("we don't pay per km",
 * "no receipts for meals under the allowance"). For such a topic no default of ours is written —
 * it could say the opposite of the company — and the panel asks the owner: "needs your answer".
 * Runs in the browser (the panel) and on the Worker (the composer, the model's prompt).
 */

export const ANSWER_TOPICS = ["alcohol", "mileage", "receipts", "submission", "cashAdvance"] as const;
export type AnswerTopic = (typeof ANSWER_TOPICS)[number];

const TOPIC_WORDS: Record<AnswerTopic, RegExp> = {
  alcohol: /\b(?:alcohol\w*|booze|liquor|beers?|wine|drinks?|licor\w*|cervez\w*|vinos?|tragos?|copas?|bebidas?|cervej\w*|vinhos?|chopp?)\b/,
  mileage:
    /\b(?:mileage|per (?:km|mile)|kilomet\w*|quilomet\w*|km|kms|miles?|own car|personal (?:car|vehicle)|kilometraje|por km|carro propio|auto propio|vehiculo propio|carro proprio|veiculo proprio|quilometragem)\b/,
  receipts:
    /\b(?:receipts?|reciepts?|recipts?|comprobantes?|recibos?|soportes?|boletas?|facturas?|comprovantes?|notas? fisca\w*|notinhas?)\b/,
  submission:
    /\b(?:submit\w*|claims? (?:in|by|due)|expense reports?|reports? due|deadline|plazo|rendir|rendicion|legaliza\w*|reportes? de gastos|prazo|prestacao de contas|relatorios? de despesas)\b/,
  cashAdvance: /\b(?:advances?|anticipos?|adelantos?|adiantamentos?)\b/,
};

/** Whether the reading already holds the company's own rule on the topic (then there is nothing to ask). */
function answered(rules: CompanyReading["rules"], topic: AnswerTopic): boolean {
  switch (topic) {
    case "alcohol":
      return rules.prohibited.some((rule) => rule.item === "alcohol");
    case "mileage":
      return rules.mileage !== null;
    case "receipts":
      return rules.receipts !== null || rules.documents.length > 0;
    case "submission":
      return rules.submission !== null;
    case "cashAdvance":
      return rules.cashAdvance !== null;
  }
}

export interface UnansweredTopic {
  topic: AnswerTopic;
  /** The company's sentence, verbatim (for the panel and the model's prompt; never the policy). */
  sentence: string;
}

/** Each topic an unplaced sentence speaks of that the company's rules do not answer, with the first such sentence. */
export function unansweredTopics(reading: Pick<CompanyReading, "unplaced" | "rules">): UnansweredTopic[] {
  const found: UnansweredTopic[] = [];
  for (const sentence of reading.unplaced) {
    const lower = plain(sentence);
    for (const topic of ANSWER_TOPICS) {
      if (found.some((entry) => entry.topic === topic) || answered(reading.rules, topic)) continue;
      if (TOPIC_WORDS[topic].test(lower)) found.push({ topic, sentence });
    }
  }
  return found;
}

/** The topics alone, for the writers. */
export function unansweredSet(reading: Pick<CompanyReading, "unplaced" | "rules">): ReadonlySet<AnswerTopic> {
  return new Set(unansweredTopics(reading).map((entry) => entry.topic));
}
