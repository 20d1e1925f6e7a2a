import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { cardControls } from "~/lib/rules/card-controls.server";
import { readRulesFromText } from "~/lib/rules/rules-from-text.server";
import { IMPORTED_POLICIES } from "../../../tests/support/imported-policies";
import { holdsRule } from "../../../tests/support/expected-rules";
import { importPolicy } from "./import-policy.server";

const NOW = new Date("2026-11-28T12:00:00Z");
const HASH = "0".repeat(64);

/*
 * "The modern policy keeps the company's rules": each of the twelve current policies imported, the
 * modern policy written from its reading (the built-in composer, as generation does offline), and
 * that policy's own text read back as its card controls read it. Every rule read from the old
 * document is in the new one, unless the country's rules changed it (then the change report says so).
 */
describe("the modern policy written from an imported one keeps its rules", () => {
  for (const policy of IMPORTED_POLICIES) {
    it(`${policy.name} (${policy.language}, ${policy.shape})`, () => {
      const imported = importPolicy({ text: policy.markdown, language: policy.language, companyName: policy.name, country: "" }, "");
      const read = policy.rules.filter((rule) => holdsRule(imported.reading.rules, rule, policy.country));
      const markdown = composePolicy(imported.reading, { language: policy.language, companyName: policy.name, now: NOW });
      const modern = readRulesFromText(markdown, {
        language: policy.language,
        currency: imported.reading.currency.code,
        country: imported.reading.country.code,
      });
      const lost = read.filter((rule) => !holdsRule(modern, rule, policy.country));
      expect(lost).toEqual([]);
      // …and the card platform gets them: each cap of the old document is a control of the new one.
      const controls = cardControls({
        slug: "imported-0000",
        companyName: policy.name,
        language: policy.language,
        markdown,
        reading: imported.reading,
        revision: 1,
        contentHash: HASH,
      });
      const caps = controls.rules.flatMap((rule) =>
        rule.type === "mealsPerDiem" || rule.type === "lodgingCap" ? [`${rule.type}:${rule.amount.value} ${rule.amount.currency}`] : [],
      );
      const written = [
        ...imported.reading.rules.meals.map((limit) => `mealsPerDiem:${limit.amount.amount} ${limit.amount.currency}`),
        ...imported.reading.rules.lodging.map((limit) => `lodgingCap:${limit.amount.amount} ${limit.amount.currency}`),
      ];
      expect(written.filter((cap) => !caps.includes(cap))).toEqual([]);
    });
  }
});
