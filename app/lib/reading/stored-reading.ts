import type { CompanyReading, Money } from "./company-reading";
import { emptyRules, type PolicyRules, type Provenance } from "../rulebook/policy-rules";

/**
 * A reading as stored with a policy group: today's shape, or the flat one stored before the
 * rulebook (meals.home, approvals[].over, …), turned into today's so older policies keep their
 * card controls and rewrites. Its rules came from the description: provenance `user`, words unknown.
 */
export function storedReading(value: unknown): CompanyReading | null {
  if (!value || typeof value !== "object") return null;
  const stored = value as Partial<CompanyReading> & LegacyFields;
  // A rulebook stored before a kind existed has none of it.
  if (stored.rules) return { ...(stored as CompanyReading), rules: { ...emptyRules(), ...stored.rules } };
  const user: Provenance = { kind: "user", words: "" };
  const rules: PolicyRules = emptyRules();
  const place = (kind: "home" | "abroad") => ({ kind });
  for (const kind of ["home", "abroad"] as const) {
    const meals = stored.meals?.[kind];
    if (meals) rules.meals.push({ amount: meals, place: place(kind), provenance: user });
    const lodging = stored.lodging?.[kind];
    if (lodging) rules.lodging.push({ amount: lodging, place: place(kind), provenance: user });
  }
  rules.roles = (stored.roles ?? []).map((role) => ({
    role: role.name,
    monthly: role.monthlyLimit,
    perTransaction: role.perTransactionLimit,
    provenance: user,
  }));
  rules.approvals = (stored.approvals ?? [])
    .filter((rule) => rule.over && rule.approver)
    .map((rule) => ({
      above: rule.over!,
      upTo: null,
      approver: rule.approver,
      scope: rule.forRole ? { kind: "role", role: rule.forRole } : { kind: "all" },
      provenance: user,
    }));
  if (stored.mileage)
    rules.mileage = { unit: stored.mileage.unit, basis: "fixed", rate: stored.mileage.rate, official: null, provenance: user };
  if (stored.receiptThreshold)
    rules.receipts = { above: stored.receiptThreshold.amount > 0 ? stored.receiptThreshold : null, provenance: user };
  if (stored.submissionDeadline) rules.submission = { ...stored.submissionDeadline, provenance: user };
  if (stored.internationalNoticeDays) rules.notice.push({ days: stored.internationalNoticeDays, scope: "international", provenance: user });
  if (stored.advanceBookingDays) rules.notice.push({ days: stored.advanceBookingDays, scope: "all", provenance: user });
  if (stored.cashAdvance) rules.cashAdvance = { ...stored.cashAdvance, provenance: user };
  if (stored.alcohol && stored.alcohol !== "allowed") {
    const except = stored.alcohol === "clientEntertainmentOnly" ? "withClients" : stored.alcohol === "withMealsOnly" ? "withMeals" : null;
    rules.prohibited.push({ item: "alcohol", except, provenance: user });
  }
  rules.travelClass = (stored.travelClass ?? []).map((rule) => ({
    cabin: rule.cabin,
    allowed: true,
    minHours: rule.minFlightHours,
    role: rule.forRole,
    provenance: user,
  }));
  return {
    company: stored.company ?? null,
    country: stored.country!,
    currency: stored.currency!,
    headcount: stored.headcount ?? null,
    industry: stored.industry ?? null,
    rules,
    unplaced: stored.unplaced ?? [],
  };
}

/** The reading's fields as stored before the rulebook (read by `storedReading`, and by the older tests' expectations). */
export interface LegacyFields {
  company?: string | null;
  roles?: Array<{ name: string; monthlyLimit: Money | null; perTransactionLimit: Money | null }>;
  meals?: { home: Money | null; abroad: Money | null };
  lodging?: { home: Money | null; abroad: Money | null };
  mileage?: { rate: Money; unit: "km" | "mi" } | null;
  receiptThreshold?: Money | null;
  approvals?: Array<{ over: Money | null; approver: string; forRole: string | null }>;
  alcohol?: "never" | "withMealsOnly" | "clientEntertainmentOnly" | "allowed" | null;
  travelClass?: Array<{
    cabin: "economy" | "premiumEconomy" | "business" | "first";
    minFlightHours: number | null;
    forRole: string | null;
  }>;
  advanceBookingDays?: number | null;
  cashAdvance?: { allowed: boolean; max: Money | null } | null;
  submissionDeadline?: { days: number; businessDays: boolean } | null;
  internationalNoticeDays?: number | null;
  headcount?: number | null;
  industry?: string | null;
  corporateCard?: string[];
  unplaced?: string[];
}
