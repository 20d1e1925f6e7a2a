import { readRequirements } from "~/lib/composer/read-requirements.server";
import type { CompanyReading } from "~/lib/policy/company-reading";
import { regionFromCountryName } from "~/lib/policy/country-names.server";
import type { StructuredInput } from "~/lib/policy/structured-input";

/**
 * INTERIM, until the reader's `readCompany()` (app/lib/policy/read-company.ts) is wired into
 * `run-generation.server.ts`: a CompanyReading built from the structured input so the composer,
 * which now writes from a reading, keeps working. It still uses the old `readRequirements`;
 * both go away when the caller passes the real reading (no two parsers).
 */
export function interimReading(structured: StructuredInput): CompanyReading {
  const currency = structured.currency;
  const money = (amount: number | undefined) => (amount === undefined ? null : { amount, currency });
  const requirements = readRequirements(structured.additionalRequirements, structured);
  const code = regionFromCountryName(structured.country);
  const notice = requirements.internationalNotice;
  return {
    company: structured.companyName,
    country: { code: code ?? "ZZ", name: structured.country, reason: "explicit", evidence: structured.country },
    currency: { code: currency, reason: "stated" },
    headcount: structured.employeeCount ?? null,
    industry: structured.industry ?? null,
    roles: structured.roles.map((role) => ({
      name: role.name,
      monthlyLimit: money(role.monthlyLimit),
      perTransactionLimit: money(role.perTransactionLimit),
    })),
    meals: { home: money(structured.travelCategories.mealsPerDay), abroad: null },
    lodging: { home: money(structured.travelCategories.lodgingPerNight), abroad: null },
    mileage: null,
    receiptThreshold: requirements.receiptsOver ?? null,
    approvals: [],
    alcohol: null,
    travelClass: [],
    advanceBookingDays: null,
    corporateCard: [],
    cashAdvance: null,
    submissionDeadline: requirements.submission ?? null,
    internationalNoticeDays: notice ? notice.count * (notice.unit === "week" ? 7 : 1) : null,
    unplaced: requirements.extraRules,
  };
}
