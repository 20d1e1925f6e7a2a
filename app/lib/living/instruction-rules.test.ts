import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readingFor } from "~/lib/composer/test-readings";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { emptyRules, fromUser, type PolicyRules } from "~/lib/rulebook/policy-rules";
import type { Language } from "~/lib/site/languages";
import { withInstructionFigures } from "./instruction-figures";
import { readRulesFromText } from "../rules/rules-from-text.server";

/*
 * Offline section rewrites change rules, not grammar (issue "The rules follow the text"): each
 * instruction is read into rule changes and applied to the rules read from the policy's text.
 */

const said = fromUser("(test)");
const NOW = new Date("2026-03-05T12:00:00Z");

/** A policy as written for the company, then its rules as the text states them. */
function policyRules(code: string, language: Language, rules: Partial<PolicyRules>): CompanyReading {
  const base = readingFor(code);
  const reading = { ...base, rules: { ...emptyRules(), ...rules } };
  const markdown = composePolicy(reading, { language, companyName: "Acme", now: NOW });
  return { ...reading, rules: readRulesFromText(markdown, { language, currency: base.currency.code }) };
}

const eur = (amount: number) => ({ amount, currency: "EUR" });
const brl = (amount: number) => ({ amount, currency: "BRL" });
const usd = (amount: number) => ({ amount, currency: "USD" });

const SPAIN = policyRules("ES", "es", {
  approvals: [{ above: eur(500), upTo: null, approver: "socio director", scope: { kind: "all" }, provenance: said }],
  lodging: [{ amount: eur(150), place: { kind: "home" }, provenance: said }],
  submission: { days: 30, businessDays: false, provenance: said },
});
const BRAZIL = policyRules("BR", "pt-BR", {
  approvals: [{ above: brl(5000), upTo: null, approver: "CFO", scope: { kind: "all" }, provenance: said }],
  meals: [{ amount: brl(120), place: { kind: "home" }, provenance: said }],
});
const US = policyRules("US", "en", {
  approvals: [{ above: usd(1000), upTo: null, approver: "practice manager", scope: { kind: "all" }, provenance: said }],
  travelClass: [{ cabin: "economy", allowed: true, minHours: null, role: null, provenance: said }],
});

type Case = { reading: CompanyReading; language: Language; instruction: string; expect: (rules: PolicyRules) => void };

const tier = (rules: PolicyRules, approver: string) =>
  rules.approvals.find((candidate) => candidate.approver.toLowerCase() === approver.toLowerCase());
const home = (limits: PolicyRules["meals"]) => limits.find((limit) => limit.place.kind === "home")?.amount;

const CASES: Case[] = [
  // Approval tiers: add, direction ("up to" vs "above"), replace.
  {
    reading: SPAIN,
    language: "es",
    instruction: "segundo tramo sobre 2.000 € al director financiero",
    expect: (r) => expect(tier(r, "director financiero")).toMatchObject({ above: eur(2000) }),
  },
  {
    reading: SPAIN,
    language: "es",
    instruction: "más de 2.000 € los aprueba el director financiero",
    expect: (r) => expect(tier(r, "director financiero")).toMatchObject({ above: eur(2000), upTo: null }),
  },
  {
    reading: SPAIN,
    language: "es",
    instruction: "hasta 500 € aprueba el jefe de área",
    expect: (r) => expect(tier(r, "jefe de área")).toMatchObject({ above: eur(0), upTo: eur(500) }),
  },
  {
    reading: SPAIN,
    language: "es",
    instruction: "gastos mayores a 800 € requieren aprobación del socio director",
    expect: (r) => expect(tier(r, "socio director")).toMatchObject({ above: eur(800) }),
  },
  {
    reading: SPAIN,
    language: "en",
    instruction: "over 3,000 € the managing partner approves",
    expect: (r) => expect(tier(r, "managing partner")).toMatchObject({ above: eur(3000) }),
  },
  {
    reading: SPAIN,
    language: "es",
    instruction: "los viajes internacionales los aprueba el director general",
    expect: (r) => expect(tier(r, "director general")).toMatchObject({ scope: { kind: "international" } }),
  },
  {
    reading: BRAZIL,
    language: "pt-BR",
    instruction: "o gerente da área aprova até R$ 5.000",
    expect: (r) => expect(tier(r, "gerente da área")).toMatchObject({ above: brl(0), upTo: brl(5000) }),
  },
  {
    reading: BRAZIL,
    language: "pt-BR",
    instruction: "acima de R$ 20.000 o CEO aprova",
    expect: (r) => expect(tier(r, "CEO")).toMatchObject({ above: brl(20000) }),
  },
  {
    reading: BRAZIL,
    language: "pt-BR",
    instruction: "despesas acima de R$ 10.000 precisam de aprovação do diretor financeiro",
    expect: (r) => expect(tier(r, "diretor financeiro")).toMatchObject({ above: brl(10000) }),
  },
  {
    reading: BRAZIL,
    language: "pt-BR",
    instruction: "acima de R$ 8.000 o CFO",
    expect: (r) => expect(tier(r, "CFO")).toMatchObject({ above: brl(8000) }),
  },
  {
    reading: US,
    language: "en",
    instruction: "add a second tier over $5,000 for the CFO",
    expect: (r) => expect(tier(r, "CFO")).toMatchObject({ above: usd(5000) }),
  },
  {
    reading: US,
    language: "en",
    instruction: "expenses above $2,500 need the owner's approval",
    expect: (r) => expect(tier(r, "owner")).toMatchObject({ above: usd(2500) }),
  },
  {
    reading: US,
    language: "en",
    instruction: "up to $1,000 the line manager approves",
    expect: (r) => expect(tier(r, "line manager")).toMatchObject({ above: usd(0), upTo: usd(1000) }),
  },
  {
    reading: US,
    language: "en",
    instruction: "Dr. Patel approves anything over $750",
    expect: (r) => expect(tier(r, "Dr. Patel")).toMatchObject({ above: usd(750) }),
  },
  {
    reading: US,
    language: "en",
    instruction: "the practice manager approves over $1,500",
    expect: (r) => expect(tier(r, "practice manager")).toMatchObject({ above: usd(1500) }),
  },
  // Caps.
  { reading: SPAIN, language: "es", instruction: "hotel hasta 140 € la noche", expect: (r) => expect(home(r.lodging)).toEqual(eur(140)) },
  {
    reading: SPAIN,
    language: "es",
    instruction: "alojamiento máximo 180 € por noche en el extranjero",
    expect: (r) => expect(r.lodging.find((limit) => limit.place.kind === "abroad")?.amount).toEqual(eur(180)),
  },
  { reading: SPAIN, language: "es", instruction: "dietas de 60 € al día", expect: (r) => expect(home(r.meals)).toEqual(eur(60)) },
  {
    reading: SPAIN,
    language: "en",
    instruction: "raise the hotel cap to 165 € a night",
    expect: (r) => expect(home(r.lodging)).toEqual(eur(165)),
  },
  {
    reading: BRAZIL,
    language: "pt-BR",
    instruction: "refeições até R$ 150 por dia",
    expect: (r) => expect(home(r.meals)).toEqual(brl(150)),
  },
  {
    reading: BRAZIL,
    language: "pt-BR",
    instruction: "hotel até R$ 500 por noite",
    expect: (r) => expect(home(r.lodging)).toEqual(brl(500)),
  },
  { reading: US, language: "en", instruction: "meals $85 per day", expect: (r) => expect(home(r.meals)).toEqual(usd(85)) },
  {
    reading: US,
    language: "en",
    instruction: "hotels $300/night in NYC",
    expect: (r) => expect(r.lodging.find((limit) => limit.place.kind === "destination")?.amount).toEqual(usd(300)),
  },
  // Deadlines: reimbursement vs submission, business days.
  {
    reading: SPAIN,
    language: "en",
    instruction: "reimbursement within 5 business days",
    expect: (r) => {
      expect(r.reimbursement).toMatchObject({ days: 5, businessDays: true });
      expect(r.submission?.days).toBe(30);
    },
  },
  {
    reading: SPAIN,
    language: "es",
    instruction: "los gastos se reembolsan en 7 días",
    expect: (r) => {
      expect(r.reimbursement).toMatchObject({ days: 7 });
      expect(r.submission?.days).toBe(30);
    },
  },
  {
    reading: SPAIN,
    language: "es",
    instruction: "presentar los gastos dentro de 15 días hábiles",
    expect: (r) => expect(r.submission).toMatchObject({ days: 15, businessDays: true }),
  },
  {
    reading: BRAZIL,
    language: "pt-BR",
    instruction: "reembolso em até 3 dias úteis",
    expect: (r) => expect(r.reimbursement).toMatchObject({ days: 3, businessDays: true }),
  },
  {
    reading: BRAZIL,
    language: "pt-BR",
    instruction: "enviar as despesas em até 10 dias",
    expect: (r) => expect(r.submission).toMatchObject({ days: 10, businessDays: false }),
  },
  {
    reading: US,
    language: "en",
    instruction: "submit expenses within 20 days",
    expect: (r) => expect(r.submission).toMatchObject({ days: 20 }),
  },
  {
    reading: SPAIN,
    language: "es",
    instruction: "los anticipos se rinden dentro de los 10 días",
    expect: (r) => {
      expect(r.advanceSettlement).toMatchObject({ days: 10 });
      expect(r.submission?.days).toBe(30);
    },
  },
  {
    reading: US,
    language: "en",
    instruction: "international trips need 21 days' notice",
    expect: (r) => expect(r.notice.find((notice) => notice.scope === "international")?.days).toBe(21),
  },
  // Prohibitions.
  {
    reading: SPAIN,
    language: "es",
    instruction: "nada de minibar",
    expect: (r) => expect(r.prohibited.map((rule) => rule.item)).toContain("minibar"),
  },
  {
    reading: SPAIN,
    language: "es",
    instruction: "sin alcohol salvo con clientes",
    expect: (r) => expect(r.prohibited.find((rule) => rule.item === "alcohol")?.except).toBe("withClients"),
  },
  {
    reading: BRAZIL,
    language: "pt-BR",
    instruction: "não reembolsamos bebidas alcoólicas",
    expect: (r) => expect(r.prohibited.find((rule) => rule.item === "alcohol")?.except).toBeNull(),
  },
  {
    reading: US,
    language: "en",
    instruction: "no gambling, ever",
    expect: (r) => expect(r.prohibited.map((rule) => rule.item)).toContain("gambling"),
  },
  {
    reading: US,
    language: "en",
    instruction: "laundry is not reimbursed",
    expect: (r) => expect(r.prohibited.map((rule) => rule.item)).toContain("laundry"),
  },
  // Travel class with conditions.
  {
    reading: US,
    language: "en",
    instruction: "Business class only over 10 hours; never first class",
    expect: (r) => {
      expect(r.travelClass).toContainEqual(expect.objectContaining({ cabin: "business", allowed: true, minHours: 10 }));
      expect(r.travelClass).toContainEqual(expect.objectContaining({ cabin: "first", allowed: false }));
      expect(r.travelClass.some((rule) => rule.cabin === "first" && rule.allowed)).toBe(false);
    },
  },
  {
    reading: US,
    language: "en",
    instruction: "premium economy ok over 5 hrs",
    expect: (r) => expect(r.travelClass).toContainEqual(expect.objectContaining({ cabin: "premiumEconomy", allowed: true, minHours: 5 })),
  },
  {
    reading: SPAIN,
    language: "es",
    instruction: "clase ejecutiva en vuelos de más de 8 horas",
    expect: (r) => expect(r.travelClass).toContainEqual(expect.objectContaining({ cabin: "business", minHours: 8 })),
  },
  {
    reading: SPAIN,
    language: "es",
    instruction: "nunca primera clase",
    expect: (r) => expect(r.travelClass).toContainEqual(expect.objectContaining({ cabin: "first", allowed: false })),
  },
  {
    reading: BRAZIL,
    language: "pt-BR",
    instruction: "classe executiva em voos acima de 9 horas",
    expect: (r) => expect(r.travelClass).toContainEqual(expect.objectContaining({ cabin: "business", minHours: 9 })),
  },
  {
    reading: BRAZIL,
    language: "pt-BR",
    instruction: "nunca primeira classe",
    expect: (r) => expect(r.travelClass).toContainEqual(expect.objectContaining({ cabin: "first", allowed: false })),
  },
];

describe("an offline section rewrite reads its instruction into rule changes", () => {
  it("has at least 40 instructions in en, es and pt-BR", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map((entry) => entry.language))).toEqual(new Set(["en", "es", "pt-BR"]));
  });

  it.each(CASES.map((entry) => [entry.instruction, entry] as const))("%s", (_, entry) => {
    const changed = withInstructionFigures(entry.reading, entry.instruction, entry.language).rules;
    entry.expect(changed);
  });

  it("keeps a tier below a new 'up to' tier, so no amount is left without an approver", () => {
    const rules = withInstructionFigures(BRAZIL, "o gerente da área aprova até R$ 5.000", "pt-BR").rules;
    const all = rules.approvals.filter((candidate) => candidate.scope.kind === "all").sort((a, b) => a.above.amount - b.above.amount);
    expect(all[0]).toMatchObject({ above: brl(0), approver: "gerente da área" });
    expect(all.at(-1)).toMatchObject({ above: brl(5000), approver: "CFO" });
  });
});
