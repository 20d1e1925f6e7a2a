import countryToCurrency from "country-to-currency";
import type { CompanyReading, Money } from "~/lib/reading/company-reading";
import { emptyRules, fromUser } from "~/lib/rulebook/policy-rules";

const said = fromUser("(test reading)");

/**
 * Readings built directly, for tests of the composer and the generation pipeline: a country's
 * code and what the company wrote, everything else empty. Test support only.
 */
export function readingFor(code: string, overrides: Partial<CompanyReading> = {}): CompanyReading {
  const currency = (countryToCurrency as Record<string, string>)[code] ?? "USD";
  return {
    company: null,
    country: { code, name: new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code, reason: "explicit", evidence: null },
    currency: { code: currency, reason: "country" },
    headcount: null,
    industry: null,
    rules: emptyRules(),
    unplaced: [],
    ...overrides,
  };
}

/** A reading with every field the company can set, in the country's currency. */
export function fullReadingFor(code: string): CompanyReading {
  const base = readingFor(code);
  const m = (amount: number): Money => ({ amount, currency: base.currency.code });
  return {
    ...base,
    company: "Andes Foods",
    headcount: 1250,
    industry: "Food distribution",
    rules: {
      ...emptyRules(),
      roles: [
        { role: "Director", monthly: m(50000), perTransaction: m(10000), provenance: said },
        { role: "Sales Representative", monthly: m(8000), perTransaction: m(1500.5), provenance: said },
      ],
      meals: [
        { amount: m(61.5), place: { kind: "home" }, provenance: said },
        { amount: m(120), place: { kind: "abroad" }, provenance: said },
      ],
      lodging: [
        { amount: m(180), place: { kind: "home" }, provenance: said },
        { amount: m(310), place: { kind: "abroad" }, provenance: said },
      ],
      mileage: { unit: "km", basis: "fixed", rate: m(0.45), official: null, provenance: said },
      receipts: { above: m(25), provenance: said },
      approvals: [
        { above: m(5000), upTo: null, approver: "the managing partner", scope: { kind: "all" }, provenance: said },
        { above: m(0), upTo: null, approver: "the CEO", scope: { kind: "role", role: "Directors" }, provenance: said },
      ],
      prohibited: [{ item: "alcohol", except: null, provenance: said }],
      travelClass: [{ cabin: "business", allowed: true, minHours: 6, role: null, provenance: said }],
      notice: [
        { days: 21, scope: "all", provenance: said },
        { days: 30, scope: "international", provenance: said },
      ],
      cashAdvance: { allowed: true, max: m(2000), provenance: said },
      submission: { days: 15, businessDays: true, provenance: said },
    },
    unplaced: [],
  };
}
