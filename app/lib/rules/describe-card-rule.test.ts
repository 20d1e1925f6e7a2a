import { createInstance, type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { fullReadingFor } from "~/lib/composer/test-readings";
import { i18nConfig } from "~/i18n";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { LANGUAGES, type Language } from "~/lib/site/languages";
import { cardControls } from "./card-controls.server";
import type { CardRule } from "./card-rule";
import { describeCardRule } from "./describe-card-rule";

/*
 * The owner's card-controls table names every rule type of schema v2 in the interface's language,
 * with the policy's figures: no raw translation key, no empty cell, no rule shown as another.
 */

const NOW = new Date("2026-03-01T12:00:00Z");
const said = { kind: "user" as const, words: "as the company wrote it" };

/** A Chilean company whose rulebook has a rule of every type the schema knows. */
function everyRuleReading(): CompanyReading {
  const base = fullReadingFor("CL");
  return {
    ...base,
    rules: {
      ...base.rules,
      lodging: [
        ...base.rules.lodging,
        { amount: { amount: 250, currency: "USD" }, place: { kind: "destination", country: "US", city: "New York" }, provenance: said },
      ],
      reimbursement: { days: 5, businessDays: true, provenance: said },
      advanceSettlement: { days: 10, businessDays: false, provenance: said },
      documents: [{ document: "boleta", accepted: false, category: "meals", provenance: said }],
    },
  };
}

const translators = {} as Record<Language, TFunction>;
beforeAll(async () => {
  for (const language of LANGUAGES) {
    const instance = createInstance();
    await instance.init({ ...i18nConfig, lng: language });
    translators[language] = instance.t;
  }
});

describe("the card-controls table", () => {
  for (const policyLanguage of LANGUAGES) {
    it(`names every rule type of a ${policyLanguage} policy in every interface language`, () => {
      const reading = everyRuleReading();
      const markdown = composePolicy(reading, { language: policyLanguage, companyName: "Andes Foods", now: NOW });
      const { rules } = cardControls({
        slug: "andes-foods-0000",
        companyName: "Andes Foods",
        language: policyLanguage,
        markdown,
        reading,
        revision: 1,
        contentHash: "0".repeat(64),
      });
      const types = new Set(rules.map((rule) => rule.type));
      const every: CardRule["type"][] = [
        "roleMonthlyLimit",
        "rolePerTransactionLimit",
        "receiptThreshold",
        "mealsPerDiem",
        "lodgingCap",
        "mileageRate",
        "approvalThreshold",
        "submissionDeadline",
        "reimbursementDeadline",
        "advanceSettlementDeadline",
        "bookingNotice",
        "documentRefused",
        "cashAdvance",
        "travelClass",
        "prohibited",
        "merchantCategory",
      ];
      expect([...types].sort()).toEqual([...every].sort());
      for (const uiLanguage of LANGUAGES) {
        const shown = rules.map((rule) => ({
          rule,
          ...describeCardRule(rule, { t: translators[uiLanguage], uiLanguage, locale: "es-CL" }),
        }));
        for (const { rule, name, value } of shown) {
          expect(name, rule.id).toMatch(/\p{L}/u);
          expect(value, rule.id).toMatch(/[\p{L}\d]/u);
          expect(`${name} ${value}`, rule.id).not.toMatch(/living\.|understanding\.|\{\{/);
        }
        // Two rules never read the same: the table tells them apart.
        const lines = shown.map(({ name, value }) => `${name}: ${value}`);
        expect(new Set(lines).size, lines.join("\n")).toBe(lines.length);
      }
      // The destination cap names its city; the refused document its category.
      const english = rules.map((rule) => describeCardRule(rule, { t: translators.en, uiLanguage: "en", locale: "en-US" }));
      expect(english.map(({ name }) => name)).toEqual(expect.arrayContaining([expect.stringContaining("New York")]));
    });
  }
});
