import type { NamedPlace } from "~/lib/reading/expense-places";
import { readExpenseQuestion, type QuestionReading } from "~/lib/reading/expense-question";
import type { Language } from "~/lib/site/languages";
import { checkExpense, type CheckablePolicy } from "./expense-check.server";
import type { ExpenseAnswer } from "../rulebook/expense";

export type QuestionAnswer = ExpenseAnswer & { question: Pick<QuestionReading, "language" | "evidence"> };

/**
 * A question in words ("¿Puedo pasar una cena de 90 USD con un cliente en Bogotá?"), read with the
 * description reader's recognisers and answered from the policy's rules, offline. The answer
 * carries what was read and from which words, so a wrong reading shows. It speaks `language` when
 * the caller chose one, else the question's own.
 */
export function answerQuestion(policy: CheckablePolicy, question: string, language?: Language): QuestionAnswer {
  const reading = readExpenseQuestion(question, {
    policyCurrency: policy.controls.policy.currency,
    policyCountry: policy.controls.policy.country,
    places: destinationsOf(policy),
  });
  const answer = checkExpense(policy, reading.query, language ?? reading.language, question);
  return { ...answer, question: { language: reading.language, evidence: reading.evidence } };
}

/** The places the policy's limits name ("NYC", "Estados Unidos", "Punta Cana"), for the question reader to find. */
function destinationsOf(policy: CheckablePolicy): NamedPlace[] {
  return policy.controls.rules.flatMap((rule) =>
    (rule.type === "mealsPerDiem" || rule.type === "lodgingCap") && rule.region === "destination" && rule.city
      ? [{ name: rule.city, country: rule.country ?? null }]
      : [],
  );
}
