import type { CompanyReading } from "~/lib/policy/company-reading";
import { readCompany } from "~/lib/policy/read-company";
import type { Language } from "~/lib/site/languages";

const same = (a: string | null, b: string | null) => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/**
 * The reading with the figures an owner's instruction states ("meals 45 per day", "lodging 150
 * per night abroad", "directors 3000 per month") put in place of the stored ones, read by the
 * same reader as a description, in the policy's country and currency. What the instruction does
 * not state stays as it was; its words that name no figure change nothing here (only a model
 * can follow them).
 */
export function withInstructionFigures(reading: CompanyReading, instruction: string, language: Language): CompanyReading {
  if (!instruction.trim()) return reading;
  const asked = readCompany(instruction, { siteCountry: reading.country.code, language });
  const roles = reading.roles.map((role) => {
    const change = asked.roles.find((candidate) => same(candidate.name, role.name));
    return change ? { ...role, monthlyLimit: change.monthlyLimit ?? role.monthlyLimit, perTransactionLimit: change.perTransactionLimit ?? role.perTransactionLimit } : role;
  });
  const newRoles = asked.roles.filter((role) => !reading.roles.some((known) => same(known.name, role.name)));
  const approvals = [...reading.approvals.filter((rule) => !asked.approvals.some((change) => same(change.approver, rule.approver) && same(change.forRole, rule.forRole))), ...asked.approvals];
  const travelClass = [
    ...reading.travelClass.filter((rule) => !asked.travelClass.some((change) => same(change.forRole, rule.forRole) && change.minFlightHours === rule.minFlightHours)),
    ...asked.travelClass,
  ];
  return {
    ...reading,
    roles: [...roles, ...newRoles],
    meals: { home: asked.meals.home ?? reading.meals.home, abroad: asked.meals.abroad ?? reading.meals.abroad },
    lodging: { home: asked.lodging.home ?? reading.lodging.home, abroad: asked.lodging.abroad ?? reading.lodging.abroad },
    mileage: asked.mileage ?? reading.mileage,
    receiptThreshold: asked.receiptThreshold ?? reading.receiptThreshold,
    approvals,
    alcohol: asked.alcohol ?? reading.alcohol,
    travelClass,
    advanceBookingDays: asked.advanceBookingDays ?? reading.advanceBookingDays,
    corporateCard: [...reading.corporateCard, ...asked.corporateCard.filter((rule) => !reading.corporateCard.includes(rule))],
    cashAdvance: asked.cashAdvance ?? reading.cashAdvance,
    submissionDeadline: asked.submissionDeadline ?? reading.submissionDeadline,
    internationalNoticeDays: asked.internationalNoticeDays ?? reading.internationalNoticeDays,
  };
}
