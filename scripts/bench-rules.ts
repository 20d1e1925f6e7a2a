// Bench figures of the rulebook (issues "Faithful to what the company wrote" and "The rules follow the
// text"): the reader's precision and recall over its table, and the rules reader's time per policy.
import { composePolicy } from "../app/lib/composer/compose-policy.server";
import { readRulesFromText } from "../app/lib/living/rules-from-text.server";
import { readCompany } from "../app/lib/policy/read-company";
import { RULE_CASES } from "../app/lib/policy/rules/reader-cases";
import { scoreReadings } from "../app/lib/policy/rules/reader-score";

export function readerScore() {
  return scoreReadings(RULE_CASES, (entry) => readCompany(entry.text, { siteCountry: entry.siteCountry, language: entry.language }));
}

/** Milliseconds to read the rules back from each table policy's text (after one warm-up round). */
export function rulesReaderTimes(rounds: number): number[] {
  const policies = RULE_CASES.map((entry) => {
    const reading = readCompany(entry.text, { siteCountry: entry.siteCountry, language: entry.language });
    return { markdown: composePolicy(reading, { language: entry.language, companyName: "Bench" }), language: entry.language, currency: reading.currency.code };
  });
  const read = () =>
    policies.map(({ markdown, language, currency }) => {
      const started = performance.now();
      readRulesFromText(markdown, { language, currency });
      return performance.now() - started;
    });
  read();
  return Array.from({ length: rounds }, read).flat();
}
