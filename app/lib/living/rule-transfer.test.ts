import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readingFor } from "~/lib/composer/test-readings";
import { emptyRules, fromUser, type PolicyRules } from "~/lib/rulebook/policy-rules";
import { carryRules } from "./rule-transfer.server";
import { readRulesFromText } from "../rules/rules-from-text.server";

const said = fromUser("(test)");
const NOW = new Date("2026-03-05T12:00:00Z");
const eur = (amount: number) => ({ amount, currency: "EUR" });
const base = readingFor("ES");
const rulesA: PolicyRules = {
  ...emptyRules(),
  approvals: [{ above: eur(500), upTo: null, approver: "socio director", scope: { kind: "all" }, provenance: said }],
  lodging: [{ amount: eur(150), place: { kind: "home" }, provenance: said }],
};
const write = (rules: PolicyRules, language: "es" | "en") => composePolicy({ ...base, rules }, { language, companyName: "Acme", now: NOW });

describe("carrying a language version's rules into another", () => {
  it("writes a new approval tier and a changed cap of the Spanish version into the English one", () => {
    const rulesB: PolicyRules = {
      ...rulesA,
      approvals: [
        ...rulesA.approvals,
        { above: eur(2000), upTo: null, approver: "director financiero", scope: { kind: "all" }, provenance: said },
      ],
      lodging: [{ amount: eur(140), place: { kind: "home" }, provenance: said }],
    };
    const english = write(rulesA, "en");
    const carried = carryRules(
      base,
      "Acme",
      { before: { markdown: write(rulesA, "es"), language: "es" }, now: { markdown: write(rulesB, "es"), language: "es" } },
      { markdown: english, language: "en" },
    );
    expect(carried.sections).toEqual(expect.arrayContaining([3, 5]));
    const read = readRulesFromText(carried.markdown, { language: "en", currency: "EUR" });
    // In English words: the Spanish title is the English version's "finance director".
    expect(read.approvals).toContainEqual(expect.objectContaining({ above: eur(2000), approver: "finance director" }));
    expect(read.lodging.find((limit) => limit.place.kind === "home")?.amount).toEqual(eur(140));
    // The English text stays English: the tier's band is written in English.
    expect(carried.markdown).toContain("| Over €2,000.00 | finance director | All expenses |");
  });

  it("leaves a section alone when the source changed its words, not its rules", () => {
    const spanish = write(rulesA, "es");
    const reworded = spanish.replace("Nadie aprueba sus propios gastos.", "Ninguna persona aprueba sus propios gastos, nunca.");
    expect(reworded).not.toBe(spanish);
    const english = write(rulesA, "en");
    const carried = carryRules(
      base,
      "Acme",
      { before: { markdown: spanish, language: "es" }, now: { markdown: reworded, language: "es" } },
      { markdown: english, language: "en" },
    );
    expect(carried).toEqual({ markdown: english, sections: [] });
  });
});
