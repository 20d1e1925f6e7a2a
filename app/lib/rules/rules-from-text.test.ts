import { describe, expect, it } from "vitest";
import { titleIn } from "~/lib/rulebook/company-terms";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { findCountryPack } from "~/lib/composer/country-packs.server";
import { completeRules } from "~/lib/composer/rulebook.server";
import { readingFor } from "~/lib/composer/test-readings";
import {
  CABINS,
  DOCUMENT_TYPES,
  emptyRules,
  fromUser,
  PROHIBITED_ITEMS,
  type ApprovalTier,
  type Limit,
  type PolicyRules,
} from "~/lib/rulebook/policy-rules";
import { variantsOf } from "~/lib/site/writing-variants";
import { LANGUAGES, type Language } from "~/lib/site/languages";
import { readRulesFromText } from "./rules-from-text.server";

const NOW = new Date("2026-03-05T12:00:00Z");
const said = fromUser("(generated)");

/** A small seeded generator, so a failure names the rulebook that caused it. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const chance = (share: number) => next() < share;
  return { int, pick, chance };
}

const COUNTRIES = ["US", "MX", "CO", "BR", "ES", "PT", "AR", "CL", "PE", "CA", "UY"];
const ROLES = ["Directors", "Sales team", "Field engineers", "Socios", "Gerentes de área", "R&D_team"];
const APPROVERS = ["CFO", "practice manager", "socio director", "gerente da área", "Dr. Patel", "Head of <Ops>: *EU*"];

function randomRules(seed: number, currency: string): PolicyRules {
  const { int, pick, chance } = random(seed);
  const money = (low: number, high: number) => ({ amount: int(low, high) * 10, currency });
  const rules = emptyRules();
  const limits = (): Limit[] => [
    ...(chance(0.8) ? [{ amount: money(3, 30), place: { kind: "home" as const }, provenance: said }] : []),
    ...(chance(0.6) ? [{ amount: money(5, 50), place: { kind: "abroad" as const }, provenance: said }] : []),
    ...(chance(0.4)
      ? [
          {
            amount: money(10, 60),
            place: { kind: "destination" as const, country: pick(["US", "FR", "JP"]), city: null },
            provenance: said,
          },
        ]
      : []),
  ];
  rules.meals = limits();
  rules.lodging = limits();
  const roles = [...new Set(Array.from({ length: int(0, 3) }, () => pick(ROLES)))];
  rules.roles = roles.map((role) => ({ role, monthly: money(100, 900), perTransaction: money(10, 90), provenance: said }));
  const thresholds = [...new Set(Array.from({ length: int(1, 3) }, () => int(1, 50) * 100))].sort((a, b) => a - b);
  rules.approvals = thresholds.map((above, index): ApprovalTier => ({
    above: { amount: above, currency },
    upTo: thresholds[index + 1] ? { amount: thresholds[index + 1]!, currency } : null,
    approver: pick(APPROVERS),
    scope: { kind: "all" },
    provenance: said,
  }));
  if (chance(0.5))
    rules.approvals.push({
      above: { amount: 0, currency },
      upTo: null,
      approver: "CEO",
      scope: { kind: "international" },
      provenance: said,
    });
  rules.submission = { days: int(5, 60), businessDays: chance(0.5), provenance: said };
  if (chance(0.6)) rules.reimbursement = { days: int(2, 20), businessDays: chance(0.5), provenance: said };
  rules.notice = [{ days: int(3, 30), scope: "international", provenance: said }];
  if (chance(0.5)) {
    const cutOff = int(0, 2);
    rules.lateClaims = {
      outcome: chance(0.5) ? "forfeited" : "approval",
      approver: null,
      afterDays: cutOff === 1 ? int(31, 120) : null,
      dayOfNextMonth: cutOff === 2 ? int(1, 28) : null,
      provenance: said,
    };
    if (rules.lateClaims.outcome === "approval") rules.lateClaims.approver = pick(APPROVERS);
  }
  if (chance(0.5)) rules.notice.push({ days: int(2, 20), scope: "all", provenance: said });
  rules.receipts = { above: chance(0.5) ? money(1, 10) : null, provenance: said };
  if (chance(0.5))
    rules.documents = [
      { document: pick(DOCUMENT_TYPES), accepted: false, category: pick([null, "lodging", "meals"] as const), provenance: said },
    ];
  const cabins = [...new Set(Array.from({ length: int(0, 2) }, () => pick(CABINS)))];
  rules.travelClass = cabins.map((cabin) => ({
    cabin,
    allowed: cabin !== "first" || chance(0.2),
    minHours: cabin === "business" && chance(0.5) ? int(4, 12) : null,
    role: null,
    provenance: said,
  }));
  const items = [...new Set(Array.from({ length: int(0, 3) }, () => pick(PROHIBITED_ITEMS)))];
  rules.prohibited = items.map((item) => ({
    item,
    except: item === "alcohol" ? pick([null, "withClients", "withMeals"] as const) : null,
    provenance: said,
  }));
  if (chance(0.5))
    rules.cashAdvance = chance(0.5)
      ? { allowed: true, max: money(10, 90), provenance: said }
      : { allowed: false, max: null, provenance: said };
  if (rules.cashAdvance?.allowed !== false && chance(0.5))
    rules.advanceSettlement = { days: int(3, 30), businessDays: chance(0.5), provenance: said };
  return rules;
}

/** What the text can say of a rule: its values, not the words it came from; a common title as the language writes it. */
function values(rules: PolicyRules, language: Language) {
  const title = (name: string | null) => (name === null ? null : titleIn(name, language));
  const strip = <T extends { provenance: unknown }>(rule: T) => {
    const named = rule as T & { role?: string | null; approver?: string; scope?: { kind: string; role?: string } };
    return {
      ...rule,
      ...("role" in named ? { role: title(named.role ?? null) } : {}),
      ...("approver" in named ? { approver: title(named.approver!) } : {}),
      ...(named.scope?.kind === "role" ? { scope: { ...named.scope, role: title(named.scope.role!) } } : {}),
      provenance: undefined,
    };
  };
  const sorted = <T>(items: T[]) => items.map((item) => JSON.stringify(item)).sort();
  return {
    meals: sorted(rules.meals.map(strip)),
    lodging: sorted(rules.lodging.map(strip)),
    roles: sorted(rules.roles.map(strip)),
    approvals: sorted(rules.approvals.map(strip)),
    submission: rules.submission && strip(rules.submission),
    reimbursement: rules.reimbursement && strip(rules.reimbursement),
    lateClaims: rules.lateClaims && { ...rules.lateClaims, approver: title(rules.lateClaims.approver), provenance: undefined },
    notice: sorted(rules.notice.map(strip)),
    advanceSettlement: rules.advanceSettlement && strip(rules.advanceSettlement),
    receipts: rules.receipts && strip(rules.receipts),
    documents: sorted(rules.documents.map(strip)),
    travelClass: sorted(rules.travelClass.map(strip)),
    prohibited: sorted(rules.prohibited.map(strip)),
    cashAdvance: rules.cashAdvance && strip(rules.cashAdvance),
  };
}

describe("the rules reader is the writer's inverse", () => {
  for (const language of LANGUAGES) {
    it(`reads back 60 random rulebooks written in ${language}`, () => {
      for (let seed = 1; seed <= 60; seed += 1) {
        const country = COUNTRIES[seed % COUNTRIES.length]!;
        const base = readingFor(country);
        const reading = { ...base, rules: randomRules(seed, base.currency.code) };
        const markdown = composePolicy(reading, { language, companyName: "Roundtrip", now: NOW });
        const written = completeRules(reading, findCountryPack(country));
        const unreadable: string[] = [];
        const read = readRulesFromText(markdown, { language, currency: base.currency.code, unreadable });
        expect(values(read, language), `seed ${seed}, ${country}, ${language}`).toEqual(values(written, language));
        // Every rule row the writer renders reads back: the editor never asks about a row it wrote.
        expect(unreadable, `seed ${seed}, ${country}, ${language}`).toEqual([]);
      }
    });
  }

  for (const language of LANGUAGES) {
    it(`reads back rulebooks written in every variant of ${language} (billete, rendición, comboio, kilometer)`, () => {
      variantsOf(language).forEach((variant, index) => {
        for (const seed of [100 + index, 200 + index, 300 + index]) {
          const country = COUNTRIES[seed % COUNTRIES.length]!;
          const base = readingFor(country);
          const reading = { ...base, rules: randomRules(seed, base.currency.code) };
          const markdown = composePolicy(reading, { language, companyName: "Roundtrip", now: NOW, variant });
          const unreadable: string[] = [];
          const read = readRulesFromText(markdown, { language, currency: base.currency.code, unreadable });
          const written = completeRules(reading, findCountryPack(country));
          expect(values(read, language), `seed ${seed}, ${country}, ${variant}`).toEqual(values(written, language));
          expect(unreadable, `seed ${seed}, ${country}, ${variant}`).toEqual([]);
        }
      });
    });
  }

  it("reads a Spanish policy written with tú before the writer spoke with usted, and keeps a company's own words in its tables", () => {
    const base = readingFor("CO");
    const reading = { ...base, rules: randomRules(7, base.currency.code) };
    reading.rules.receipts = { above: { amount: 50, currency: base.currency.code }, provenance: said };
    reading.rules.cashAdvance = { allowed: false, max: null, provenance: said };
    reading.rules.notice.push({ days: 9, scope: "all", provenance: said });
    reading.rules.roles.push({
      role: "Jefe de estacionamiento",
      monthly: { amount: 900, currency: "COP" },
      perTransaction: null,
      provenance: said,
    });
    const markdown = composePolicy(reading, { language: "es", companyName: "Roundtrip", now: NOW });
    const tu = markdown
      .replace(/^- Suba /gm, "- Sube ")
      .replace(/^- Registre /gm, "- Registra ")
      .replace(/^Solicite /gm, "Solicita ")
      .replace(/^- Reserve /gm, "- Reserva ")
      .replace("use la tarjeta corporativa, o pague y solicite el reembolso", "usa la tarjeta corporativa, o paga y solicita el reembolso");
    expect(tu).toContain("- Sube un comprobante");
    expect(tu).toContain("- Registra cada gasto");
    expect(tu).toContain("- Reserva los vuelos");
    expect(tu).toContain("usa la tarjeta corporativa");
    const read = readRulesFromText(tu, { language: "es", currency: base.currency.code });
    expect(values(read, "es")).toEqual(values(readRulesFromText(markdown, { language: "es", currency: base.currency.code }), "es"));
    expect(read.roles.map((role) => role.role)).toContain("Jefe de estacionamiento");
  });

  it("reads an owner's edits: a changed figure, a removed row, another notation of the same number", () => {
    const base = readingFor("ES");
    const reading = {
      ...base,
      rules: {
        ...emptyRules(),
        lodging: [{ amount: { amount: 150, currency: "EUR" }, place: { kind: "home" as const }, provenance: said }],
      },
    };
    const markdown = composePolicy(reading, { language: "es", companyName: "Edita", now: NOW });
    // Intl writes "150,00 €" with a no-break space; the owner types a plain one.
    const edited = markdown.replace(/\| 150,00\s€ \|/u, "| 140 € |");
    expect(edited).not.toBe(markdown);
    const home = readRulesFromText(edited, { language: "es", currency: "EUR" }).lodging.find((limit) => limit.place.kind === "home");
    expect(home?.amount).toEqual({ amount: 140, currency: "EUR" });
    expect(home?.provenance.kind).toBe("user");
    const removed = markdown
      .split("\n")
      .filter((line) => !line.startsWith("| Alojamiento, por noche (en el país)"))
      .join("\n");
    expect(readRulesFromText(removed, { language: "es", currency: "EUR" }).lodging.some((limit) => limit.place.kind === "home")).toBe(
      false,
    );
  });
});
