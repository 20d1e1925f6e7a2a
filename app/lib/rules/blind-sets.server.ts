import setADescriptions from "~/lib/reading/blind/set-a-descriptions-2026-11-28.json";
import setAPolicies from "~/lib/reading/blind/set-a-policy-texts-2026-11-28.json";
import setB from "~/lib/reading/blind/set-b-2026-11-28.json";
import setC from "~/lib/reading/blind/set-c-check-2026-11-28.json";
import setD from "~/lib/reading/blind/set-d-2026-11-28.json";
import setE from "~/lib/reading/blind/set-e-2026-11-28.json";
import setF from "~/lib/reading/blind/set-f-2026-11-28.json";
import setG from "~/lib/reading/blind/set-g-2026-11-28.json";
import setH from "~/lib/reading/blind/set-h-2026-11-28.json";
import setI from "~/lib/reading/blind/set-i-2026-11-28.json";
import { answerQuestion } from "./expense-answer.server";
import { readCardControls } from "./card-controls.server";
import { readCompany } from "~/lib/reading/read-company";
import { ruleFacts } from "~/lib/reading/rule-facts";
import type { PolicyRules } from "~/lib/rulebook/policy-rules";
import type { Language } from "~/lib/site/languages";
import { readRulesFromText } from "./rules-from-text.server";

/*
 * The blind sets (app/lib/reading/blind/README.md) scored as a controller reads them: every rule the
 * reader states that the text does not is wrong (precision), every rule of the text it misses is
 * missed (recall). Names are compared without accents, and "prohibited businessClass" is the same
 * rule as "class business never".
 */

export interface BlindPolicy {
  id: string;
  language: Language;
  currency: string;
  country: string;
  text: string;
  expected: string[];
}
export interface BlindDescription {
  id: string;
  language: Language;
  siteCountry: string;
  text: string;
  expected: string[];
}

export const BLIND_POLICIES: Record<string, readonly BlindPolicy[]> = {
  "set A": setAPolicies as BlindPolicy[],
  "set B": (setB as { policies: BlindPolicy[] }).policies,
  "set D": (setD as { policies: BlindPolicy[] }).policies,
  "set E": (setE as { policies: BlindPolicy[] }).policies,
  "set F": (setF as { policies: BlindPolicy[] }).policies,
  "set G": (setG as { policies: BlindPolicy[] }).policies,
  "set H": (setH as { policies: BlindPolicy[] }).policies,
  "set I": (setI as { policies: BlindPolicy[] }).policies,
};
export const BLIND_DESCRIPTIONS: Record<string, readonly BlindDescription[]> = {
  "set A": setADescriptions as BlindDescription[],
  "set B": (setB as { descriptions: BlindDescription[] }).descriptions,
  "set D": (setD as { descriptions: BlindDescription[] }).descriptions,
  "set E": (setE as { descriptions: BlindDescription[] }).descriptions,
  "set F": (setF as { descriptions: BlindDescription[] }).descriptions,
  "set G": (setG as { descriptions: BlindDescription[] }).descriptions,
  "set H": (setH as { descriptions: BlindDescription[] }).descriptions,
  "set I": (setI as { descriptions: BlindDescription[] }).descriptions,
};

/** "Can I expense this?" asked of policies the check's authors never saw, with a controller's verdicts (set C). */
export interface BlindCheck {
  /** A composed policy (with the description it came from) or a policy text of its own (country and currency known). */
  policies: ReadonlyArray<
    | { id: string; language: Language; siteCountry: string; description: string; markdown: string }
    | { id: string; language: Language; country: string; currency: string; markdown: string }
  >;
  /** `not_allowed` (set D's word): the policy does not pay it in full, over a limit or not at all. */
  questions: ReadonlyArray<{ policy: string; language: Language; question: string; verdict: string }>;
}
/** A set of policy texts with questions asked of them (sets D and E). */
const textsAsked = (set: unknown): BlindCheck => ({
  policies: (set as { policies: BlindPolicy[] }).policies.map((entry) => ({ ...entry, markdown: entry.text })),
  questions: (set as { questions: BlindCheck["questions"] }).questions,
});

export const BLIND_CHECKS: Record<string, BlindCheck> = {
  "set C": setC as BlindCheck,
  "set D": textsAsked(setD),
  "set E": textsAsked(setE),
  "set F": textsAsked(setF),
  "set G": textsAsked(setG),
  "set H": textsAsked(setH),
  "set I": textsAsked(setI),
};

const sameVerdict = (given: string, expected: string) =>
  given === expected || (expected === "not_allowed" && (given === "over_limit" || given === "not_reimbursable"));

/** Verdicts right, and `cannot_tell` answered where the controller gave a verdict (a needless question). */
export function scoreBlindChecks(set: BlindCheck): { right: number; of: number; needlessAsks: number } {
  const policies = new Map(
    set.policies.map((entry) => {
      const reading =
        "description" in entry
          ? readCompany(entry.description, { siteCountry: entry.siteCountry, language: entry.language })
          : readCompany("", {
              siteCountry: entry.country,
              language: entry.language,
              known: { country: entry.country, currency: entry.currency },
            });
      const facts = { slug: entry.id, companyName: entry.id, language: entry.language, markdown: entry.markdown, reading, revision: 1 };
      const { controls, exchangeRateSource, notRead } = readCardControls({ ...facts, contentHash: "0".repeat(64) });
      return [entry.id, { ...facts, contentHash: "0".repeat(64), controls, exchangeRateSource, notRead }] as const;
    }),
  );
  let right = 0;
  let needlessAsks = 0;
  for (const question of set.questions) {
    const { verdict } = answerQuestion(policies.get(question.policy)!, question.question, question.language);
    if (sameVerdict(verdict, question.verdict)) right++;
    else if (verdict === "cannot_tell") needlessAsks++;
  }
  return { right, of: set.questions.length, needlessAsks };
}

const fold = (fact: string) =>
  fact
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace("prohibited businessClass", "class business never")
    .replace("prohibited firstClass", "class first never");

export interface BlindScore {
  precision: number;
  recall: number;
  /** Cases whose country was read right (descriptions only). */
  countries?: { right: number; of: number };
  wrong: Array<{ id: string; fact: string }>;
  missed: Array<{ id: string; fact: string }>;
}

function score(cases: ReadonlyArray<{ id: string; expected: string[] }>, factsOf: (index: number) => string[]): BlindScore {
  let produced = 0;
  let right = 0;
  let expected = 0;
  const wrong: BlindScore["wrong"] = [];
  const missed: BlindScore["missed"] = [];
  cases.forEach((entry, index) => {
    const facts = [...new Set(factsOf(index).map(fold))];
    const want = entry.expected.map(fold);
    produced += facts.length;
    expected += want.length;
    for (const fact of facts)
      if (want.includes(fact)) right++;
      else wrong.push({ id: entry.id, fact });
    for (const fact of want) if (!facts.includes(fact)) missed.push({ id: entry.id, fact });
  });
  return { precision: produced ? right / produced : 1, recall: expected ? (expected - missed.length) / expected : 1, wrong, missed };
}

const rulesOnly = (rules: PolicyRules) => ruleFacts({ country: { code: "ZZ" } as never, headcount: null, rules }).slice(1);

export function scoreBlindPolicies(cases: readonly BlindPolicy[]): BlindScore {
  return score(cases, (index) => {
    const entry = cases[index]!;
    return rulesOnly(readRulesFromText(entry.text, { language: entry.language, currency: entry.currency, country: entry.country }));
  });
}

export function scoreBlindDescriptions(cases: readonly BlindDescription[]): BlindScore {
  const countries = { right: 0, of: cases.length };
  const result = score(cases, (index) => {
    const entry = cases[index]!;
    const facts = ruleFacts(readCompany(entry.text, { siteCountry: entry.siteCountry, language: entry.language }));
    if (entry.expected.includes(facts[0]!)) countries.right++;
    return facts;
  });
  return { ...result, countries };
}
