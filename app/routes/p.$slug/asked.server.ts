import type { TFunction } from "i18next";
import { summaryAfterVerdict, type ExpenseQuery, type Verdict } from "~/lib/rulebook/expense";
import type { QuestionAnswer } from "~/lib/rules/expense-answer.server";
import { EXPENSE_PHRASES } from "~/lib/rules/expense-phrases.server";
import { formatMoney, numberLocale } from "~/lib/site/format-money";
import type { Language } from "~/lib/site/languages";

/** What the page's action answers: the question asked, and its answer or the translated reason there is none. */
export type Asked = { question: string; answer?: ShownAnswer; error?: string };

/** An answer as the box shows it, every word already in the visitor's language (the page ships no phrase tables). */
export type ShownAnswer = {
  verdict: Verdict;
  verdictLabel: string;
  summary: string;
  clauses: QuestionAnswer["clauses"];
  policyLanguage: string;
  /** The expense as it was read, one line a field, so a wrong reading shows. */
  understood: [string, string][];
};

/** `country`: the policy's, whose way of writing money the answer's sentence uses ("$ 200.000" in Colombia). */
export function shownAnswer(answer: QuestionAnswer, language: Language, t: TFunction, country: string | null): ShownAnswer {
  const labels = t("policies.check.fields", { returnObjects: true }) as unknown as Labels;
  const verdictLabel = EXPENSE_PHRASES[language].verdicts[answer.verdict];
  return {
    verdict: answer.verdict,
    verdictLabel,
    // The label opens the box: the sentence after it does not say the verdict again ("Yes Yes — …").
    summary: summaryAfterVerdict(answer.summary, verdictLabel),
    clauses: answer.clauses,
    policyLanguage: answer.provenance.language,
    understood: understoodRows(answer, language, labels, t("policies.check.yes") as string, numberLocale(language, country)),
  };
}

type Labels = Record<
  | "amount"
  | "category"
  | "place"
  | "attendees"
  | "nights"
  | "withClients"
  | "cabin"
  | "flightHours"
  | "distance"
  | "role"
  | "date"
  | "submittedAfterDays"
  | "items"
  | "document",
  string
>;

/**
 * One row a field; a value the answer took for granted says so ("Mexico (assumed)"), and a fact the
 * answer did not need shows as any ("Place: any (the answer is the same)").
 */
function understoodRows(answer: QuestionAnswer, language: Language, labels: Labels, yes: string, locale: string): [string, string][] {
  const query: Partial<ExpenseQuery> = answer.understood;
  const phrases = EXPENSE_PHRASES[language];
  const rows: [string, string][] = [];
  const assumed = (field: keyof ExpenseQuery | "place", value: string) =>
    (answer.assumed ?? []).includes(field as never) ? `${value} (${phrases.assumed})` : value;
  if (query.amount !== undefined && query.currency)
    rows.push([labels.amount, formatMoney({ amount: query.amount, currency: query.currency }, locale)]);
  if (query.category) rows.push([labels.category, phrases.categories[query.category]]);
  const place = [query.city, query.country ? new Intl.DisplayNames([language], { type: "region" }).of(query.country) : undefined];
  if (place.some(Boolean)) rows.push([labels.place, assumed("place", place.filter(Boolean).join(", "))]);
  if (query.attendees) rows.push([labels.attendees, String(query.attendees)]);
  if (query.nights) rows.push([labels.nights, String(query.nights)]);
  if (query.withClients) rows.push([labels.withClients, yes]);
  if (query.cabin) rows.push([labels.cabin, assumed("cabin", phrases.cabins[query.cabin])]);
  if (query.flightHours) rows.push([labels.flightHours, String(query.flightHours)]);
  if (query.distance) rows.push([labels.distance, String(query.distance)]);
  if (query.role) rows.push([labels.role, query.role]);
  if (query.date) rows.push([labels.date, query.date]);
  if (query.submittedAfterDays !== undefined) rows.push([labels.submittedAfterDays, String(query.submittedAfterDays)]);
  if (query.items?.length) rows.push([labels.items, phrases.list(query.items.map((item) => phrases.items[item]))]);
  if (query.document) rows.push([labels.document, phrases.documents[query.document]]);
  for (const field of answer.unneeded ?? [])
    if (!rows.some(([label]) => label === labels[field])) rows.push([labels[field], phrases.anyLabel]);
  return rows;
}
