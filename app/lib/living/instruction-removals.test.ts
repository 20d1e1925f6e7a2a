import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readingFor } from "~/lib/composer/test-readings";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { emptyRules, fromUser, type PolicyRules } from "~/lib/rulebook/policy-rules";
import type { Language } from "~/lib/site/languages";
import { readRulesFromText } from "../rules/rules-from-text.server";
import { withInstructionFigures } from "./instruction-figures";
import { namedAfterInstruction, removalAsked, removalKept } from "./instruction-removals";

/* "Drop the role tiers": an instruction that takes rules out removes them, and never becomes a rule itself. */

const said = fromUser("(test)");
const usd = (amount: number) => ({ amount, currency: "USD" });

/** A policy as the composer writes it for the company, then its rules as the text states them. */
function policyRules(code: string, language: Language, rules: Partial<PolicyRules>): CompanyReading {
  const base = readingFor(code);
  const reading = { ...base, rules: { ...emptyRules(), ...rules } };
  const markdown = composePolicy(reading, { language, companyName: "Acme", now: new Date("2026-03-05T12:00:00Z") });
  return { ...reading, rules: readRulesFromText(markdown, { language, currency: base.currency.code }) };
}

const US = policyRules("US", "en", {
  roles: [
    { role: "Analyst", monthly: usd(1500), perTransaction: usd(500), provenance: said },
    { role: "Director", monthly: usd(8000), perTransaction: usd(3000), provenance: said },
  ],
  approvals: [
    { above: usd(1000), upTo: usd(5000), approver: "practice manager", scope: { kind: "all" }, provenance: said },
    { above: usd(5000), upTo: null, approver: "CFO", scope: { kind: "all" }, provenance: said },
  ],
  meals: [{ amount: usd(80), place: { kind: "home" }, provenance: said }],
  prohibited: [{ item: "alcohol", except: null, provenance: said }],
});

const roleNames = (rules: PolicyRules) => rules.roles.map((role) => role.role);

describe("removalAsked", () => {
  it.each([
    ["drop the role tiers", "en", { kinds: ["roles"] }],
    ["Remove the approval tiers", "en", { kinds: ["approvals"] }],
    ["quita los niveles de aprobación", "es", { kinds: ["approvals"] }],
    ["elimina los límites por rol", "es", { kinds: ["roles"] }],
    ["remova o limite de refeições", "pt-BR", { kinds: ["meals"] }],
    ["remove the Director role", "en", { kinds: [], roles: ["Director"] }],
    ["drop the CFO tier", "en", { kinds: [], approvers: ["CFO"] }],
    ["remove the alcohol ban", "en", { kinds: [], items: ["alcohol"] }],
  ] as const)("“%s” (%s) takes out %o", (instruction, language, expected) => {
    expect(removalAsked(instruction, language, US.rules)).toMatchObject(expected);
  });

  it.each([["meals 45 per day"], ["no alcohol"], ["over 2,000 the CFO approves"], ["make it friendlier"]])(
    "“%s” takes nothing out",
    (instruction) => {
      expect(removalAsked(instruction, "en", US.rules)).toBeNull();
    },
  );
});

describe("withInstructionFigures with an instruction that takes rules out", () => {
  it("“drop the role tiers” leaves no role, and adds none named after the instruction", () => {
    const rules = withInstructionFigures(US, "drop the role tiers", "en").rules;
    expect(rules.roles).toEqual([]);
    expect(rules.approvals.length).toBe(US.rules.approvals.length);
  });

  it("“remove the Director role” keeps the other roles; “drop the CFO tier” keeps the other tiers", () => {
    expect(roleNames(withInstructionFigures(US, "remove the Director role", "en").rules)).toEqual(
      roleNames(US.rules).filter((name) => name !== "Director"),
    );
    const tiers = withInstructionFigures(US, "drop the CFO tier", "en").rules.approvals.map((tier) => tier.approver);
    expect(tiers).not.toContain("CFO");
    expect(tiers).toContain("practice manager");
  });

  it("“remove the alcohol ban” lifts it rather than adding it", () => {
    expect(US.rules.prohibited.map((rule) => rule.item)).toContain("alcohol");
    expect(withInstructionFigures(US, "remove the alcohol ban", "en").rules.prohibited.map((rule) => rule.item)).not.toContain("alcohol");
  });

  it("a removal the written text still states is named, so the rewrite is refused rather than proposed", () => {
    const removal = removalAsked("drop the role tiers", "en", US.rules)!;
    expect(removalKept(US.rules, removal)).toEqual(["roles"]);
    expect(removalKept(withInstructionFigures(US, "drop the role tiers", "en").rules, removal)).toEqual([]);
  });

  it("a name made of the instruction's words is the instruction misread", () => {
    expect(namedAfterInstruction("drop the role tiers", "drop the role tiers")).toBe(true);
    expect(namedAfterInstruction("Director", "remove the Director role")).toBe(false);
    expect(namedAfterInstruction("Sales representative", "sales representative 2,000 per month")).toBe(false);
  });
});
