import { describe, expect, it } from "vitest";
import { proposalsFor, rulebookFrom } from "./rule-proposals";
import { emptyRules, fromUser, type PolicyRules } from "../rulebook/policy-rules";

const mxn = (amount: number) => ({ amount, currency: "MXN" });
const proposed = { kind: "proposed", why: "Usual for a firm of 40 in Mexico" } as const;
const sat = { kind: "country", source: "SAT, LISR art. 28", asOf: "2026-01" } as const;

const userRules: PolicyRules = {
  ...emptyRules(),
  meals: [{ amount: mxn(900), place: { kind: "home" }, provenance: fromUser("comidas 900 pesos") }],
  submission: { days: 5, businessDays: true, provenance: { kind: "panel" } },
};
const rulebook: PolicyRules = {
  ...userRules,
  meals: [
    ...userRules.meals,
    { amount: mxn(1500), place: { kind: "abroad" }, provenance: proposed },
    { amount: mxn(750), place: { kind: "home" }, provenance: sat },
  ],
  lodging: [{ amount: mxn(2500), place: { kind: "home" }, provenance: proposed }],
  submission: { days: 30, businessDays: false, provenance: proposed },
  receipts: { above: mxn(2000), provenance: sat },
};

describe("proposed figures beside the user's rules", () => {
  it("offers a figure for every limit the user did not give, and never one over the user's", () => {
    const proposals = proposalsFor(userRules, rulebook);
    expect(proposals.meals.map((limit) => [limit.place.kind, limit.amount.amount])).toEqual([["abroad", 1500]]);
    expect(proposals.lodging).toHaveLength(1);
    expect(proposals.submission).toBeNull();
    expect(proposals.receipts).toEqual({ above: mxn(2000), provenance: sat });
  });

  it("offers nothing without a rulebook, or from an answer that is not one", () => {
    expect(proposalsFor(userRules, null)).toEqual(emptyRules());
    expect(rulebookFrom({ reading: {} })).toBeNull();
    expect(rulebookFrom({ rulebook: { meals: "none" } })).toBeNull();
    expect(rulebookFrom({ rulebook })).toEqual(rulebook);
  });
});
