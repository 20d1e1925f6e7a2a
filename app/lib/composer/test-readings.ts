import countryToCurrency from "country-to-currency";
import type { CompanyReading, Money } from "~/lib/policy/company-reading";

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
    roles: [],
    meals: { home: null, abroad: null },
    lodging: { home: null, abroad: null },
    mileage: null,
    receiptThreshold: null,
    approvals: [],
    alcohol: null,
    travelClass: [],
    advanceBookingDays: null,
    corporateCard: [],
    cashAdvance: null,
    submissionDeadline: null,
    internationalNoticeDays: null,
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
    roles: [
      { name: "Director", monthlyLimit: m(50000), perTransactionLimit: m(10000) },
      { name: "Sales Representative", monthlyLimit: m(8000), perTransactionLimit: m(1500.5) },
    ],
    meals: { home: m(61.5), abroad: m(120) },
    lodging: { home: m(180), abroad: m(310) },
    mileage: { rate: m(0.45), unit: "km" },
    receiptThreshold: m(25),
    approvals: [
      { over: m(5000), approver: "the managing partner", forRole: null },
      { over: null, approver: "the CEO", forRole: "Directors' trips" },
    ],
    alcohol: "never",
    travelClass: [{ cabin: "business", minFlightHours: 6, forRole: null }],
    advanceBookingDays: 21,
    corporateCard: ["All hotel bookings go on the corporate card"],
    cashAdvance: { allowed: true, max: m(2000) },
    submissionDeadline: { days: 15, businessDays: true },
    internationalNoticeDays: 10,
    unplaced: ["Team dinners need a photo of the group"],
  };
}
