import type { Language } from "~/lib/site/languages";
import type { Cabin, CappedItem, CapUnit } from "~/lib/rulebook/policy-rules";
import type { ReferenceKind, TravelItem } from "./packs/sourced.server";
import type { PolicyFormat } from "./policy-format.server";

/**
 * The sentences of a composed policy, one implementation per language. Templates take every
 * amount, rate and date as an argument (already formatted), so a figure lives once, in its
 * country pack with its source, and never in prose.
 */
export interface PolicyPhrases {
  title(company: string): string;
  summary(args: { countryIn: string; currency: string; currencyName: string; effective: string }): string;

  // 1. Purpose and scope
  companyDescription(profile: CompanyProfile): string;
  purpose(description: string, company: string): string;
  goals(company: string, countryIn: string): string;
  amountsIn(currencyName: string, currency: string): string;

  // 2. Allowable expenses
  allowableIntro(company: string): string;
  /** `mileage` null: the company spoke of it and has not answered yet, so the policy says nothing of it. */
  transport(mileage: string | null): string;
  lodging: string;
  travelMeals: string;
  businessMeals: string;
  otherExpenses: string;
  /** Completes the transport bullet when the company set its own mileage rate. */
  mileageAtCompanyRate(rate: string): string;
  airTravelHeading: string;
  cabins: Record<Cabin, string>;
  economyByDefault: string;
  bookAhead(days: number): string;

  // 3. Spending limits
  limitsIntro: string;
  roleTableHeader: readonly [role: string, monthly: string, perTransaction: string];
  travelCategoriesHeading: string;
  travelTableHeader: readonly [item: string, company: string, official: string];
  travelItems: Record<TravelItem, string>;
  perUnit(rate: string, unit: "km" | "mi"): string;
  capsHeading: string;
  capItems: Record<CappedItem, string>;
  /** "Taxis and rides: up to $60.00 per ride." or "Tips: up to 15% of the bill." */
  capLine(item: string, cap: { amount: string; per: CapUnit } | { percent: string }): string;
  noReference: string;
  referenceCell(amount: string, kind: ReferenceKind, law: string): string;
  overTaxFree(item: string, limit: string, reference: string): string;
  overDeductible(item: string, limit: string, reference: string): string;
  underReference(item: string, limit: string, reference: string): string;
  limitIsCeiling: string;
  monthlyReset: string;

  // 4. Corporate cards and platform usage
  platformIntro(company: string): string;
  virtualCards: string;
  spendControls: string;
  receiptCapture: string;
  realTimeTracking: string;
  approvalWorkflows: string;
  cardRulesHeading: string;
  cardRules: readonly string[];
  cashAdvance(allowed: boolean, max: string | undefined): string;

  // 5. Expense submission and approval
  documentsHeading: string;
  receiptsForEvery: string;
  receiptsOver(amount: string): string;
  receiptsFrom(amount: string): string;
  lodgingAlwaysReceipt: string;
  expenseDetails: string;
  deadlineHeading: string;
  submitWithin(days: number, businessDays: boolean): string;
  reimbursementTiming: string;
  approvalHeading: string;
  noSelfApproval(topRole: string | undefined): string;
  internationalHeading: string;
  internationalNotice(notice: string): string;
  noticeLength(days: number): string;
  /** Where tax law asks for receipts from a lower amount than the company's threshold. */
  receiptsStatutory(amount: string): string;

  // 6. Non-reimbursable expenses
  nonReimbursableIntro(company: string): string;
  nonReimbursableItems: readonly string[];
  alcohol: Record<"default" | "never" | "withMealsOnly" | "clientEntertainmentOnly" | "allowed", string>;

  // 7. Compliance and audit
  auditIntro(company: string): string;
  auditItems: readonly string[];
  taxRulesHeading(countryIn: string): string;
  figuresAsOf(date: string): string;
  /** The general pack's plain statement of what it could not localise. */
  notLocalised(country: string): string;

  // 8. Policy violations and consequences
  violationsIntro(company: string): string;
  violationSteps: readonly string[];
  payrollDeduction(countryIn: string): string;
  goodFaith: string;

  // 9. Effective date and review schedule
  effectiveOn(date: string, company: string): string;
  reviewCycle(triggers: string): string;
  nextReview(date: string): string;
  acknowledgement: string;
  questions: string;
}

export interface CompanyProfile {
  company: string;
  industry?: string;
  employees?: number;
  /** The count formatted for the locale ("1,200"); `employees` picks singular or plural. */
  employeesText?: string;
  /** Where the company is, as a sentence says it: "in Mexico", "en México", "no México". */
  countryIn: string;
}

/** What the country adds to each section, already written in the policy's language. */
export interface CountryText {
  /** Completes the transport bullet: how personal-car use is reimbursed. */
  mileage: string;
  allowable: string[];
  limits: string[];
  cards: string[];
  documents: string[];
  nonReimbursable: string[];
  taxRules: string[];
  retention: string;
  /** Completes "…sooner when …": what typically changes in this country. */
  reviewTriggers: string;
  /**
   * Where expenses substantiated late are taxed as pay (the IRS accountable plan): the law's window
   * in days, and the warning section 5 gives when the company's deadline is longer.
   */
  lateSubstantiation?: { days: number; warning: string };
}

export interface CountryTextArgs<Pack> {
  pack: Pack;
  company: string;
  /** "in Chile", "en Chile", "no Chile". */
  countryIn: string;
  format: PolicyFormat;
}

/** One country's additions in every policy language: `texts/<country>.server.ts`. */
export type CountryTexts<Pack> = Record<Language, (args: CountryTextArgs<Pack>) => CountryText>;
