import { describe, expect, it } from "vitest";
import { MAX_DESCRIPTION } from "~/lib/generation/generation-input";
import { MAX_POLICY_BYTES } from "~/lib/generation/policy-check.server";
import { readCompany } from "~/lib/reading/read-company";
import { readExpenseQuestion } from "~/lib/reading/expense-question";
import { LANGUAGES } from "~/lib/site/languages";
import { readRulesFromText } from "./rules-from-text.server";
import { MAX_BATCH_BYTES, readTransactionsCsv } from "./expense-batch.server";
import { WORST_SHAPES, fill } from "../../../tests/vectors/worst-shapes";

/*
 * Every reader stays linear on any input: the worst shapes anybody can type or post (digits and
 * separators, a thousand amounts, conjunction chains, one 8,000-character sentence, nested quotes,
 * 100 KB lines), each at the reader's size limit. One anonymous request once took 30 s of CPU here
 * ("1, 2, " repeated: every clause rescanned every amount). The best of five runs must stay under
 * 100 ms, so a busy machine does not fail it but a quadratic reader does (it takes seconds).
 */

const LIMIT_MS = 100;
const QUESTION_CHARS = 1000;

function bestOfFive(read: () => unknown): number {
  read(); // the first run builds each module's indexes once per isolate
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    read();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe("every reader is linear on its worst shapes, at its size limit", () => {
  for (const [name, unit] of Object.entries(WORST_SHAPES)) {
    it(`the description reader: ${name}`, () => {
      for (const language of LANGUAGES)
        expect(bestOfFive(() => readCompany(fill(unit, MAX_DESCRIPTION), { siteCountry: "Mexico", language }))).toBeLessThan(LIMIT_MS);
    });
    it(`the question reader: ${name}`, () => {
      for (const language of LANGUAGES)
        expect(bestOfFive(() => readExpenseQuestion(fill(unit, QUESTION_CHARS), { language }))).toBeLessThan(LIMIT_MS);
    });
    it(`the policy-text reader: ${name}`, () => {
      for (const language of LANGUAGES) {
        const text = `## Limits\n\n${fill(unit, MAX_POLICY_BYTES)}`;
        expect(bestOfFive(() => readRulesFromText(text, { language, currency: "USD" }))).toBeLessThan(LIMIT_MS);
      }
    });
  }

  it("the card-transactions CSV reader: 2 MB of rows, one 100 KB line, a field of quotes", () => {
    const header = "date,merchant,amount,currency\n";
    for (const body of [
      fill('2026-01-01,"Caf""e ;=1",1,USD\n', MAX_BATCH_BYTES - header.length),
      "x".repeat(100 * 1024),
      '"'.repeat(100 * 1024),
      fill("1,", 100 * 1024),
    ])
      expect(bestOfFive(() => readTransactionsCsv(header + body))).toBeLessThan(LIMIT_MS);
  });
});
