import type { CompanyReading } from "~/lib/reading/company-reading";
import type { RuleCase } from "./reader-cases";
import { ruleFacts } from "~/lib/reading/rule-facts";

export interface CaseScore {
  text: string;
  /** Facts the reader produced that the case does not expect: wrong rules. */
  wrong: string[];
  /** Facts the case expects that the reader did not produce. */
  missed: string[];
}

export interface ReaderScore {
  cases: CaseScore[];
  /** Correct facts over facts produced (ignored ones left out). */
  precision: number;
  /** Expected facts found over facts expected. */
  recall: number;
}

/** How well a reader reads the table: no wrong rule (precision), every rule found (recall). */
export function scoreReadings(cases: readonly RuleCase[], read: (entry: RuleCase) => CompanyReading): ReaderScore {
  let produced = 0;
  let correct = 0;
  let expected = 0;
  let found = 0;
  const scores = cases.map((entry): CaseScore => {
    const facts = ruleFacts(read(entry));
    const ignored = new Set(entry.ignore ?? []);
    const counted = facts.filter((fact) => !ignored.has(fact));
    const wrong = counted.filter((fact) => !entry.expected.includes(fact));
    const missed = entry.expected.filter((fact) => !facts.includes(fact));
    produced += counted.length;
    correct += counted.length - wrong.length;
    expected += entry.expected.length;
    found += entry.expected.length - missed.length;
    return { text: entry.text, wrong, missed };
  });
  return { cases: scores, precision: produced === 0 ? 1 : correct / produced, recall: expected === 0 ? 1 : found / expected };
}
