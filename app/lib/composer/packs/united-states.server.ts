import type { Money } from "~/lib/reading/company-reading";
import { money, noticeDefault, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

const ACCOUNTABLE_PLAN = "https://gleasontaxadvisory.com/tax-free-reimbursements-of-business-expenses/amp";
const GSA_FY2026 = "https://www.fedweek.com/fedweek/per-diem-rates-to-be-unchanged-for-fiscal-2026/amp";
const IRS_MILEAGE = "https://www.cpapracticeadvisor.com/tag/business-standard-mileage-rate";
const RECEIPT_RULE = "https://legalclarity.org/what-is-the-irs-75-receipt-rule-for-expenses";

const gsaLodging = sourced(money(110, "USD"), "2025-10-01", GSA_FY2026);
const gsaMeals = sourced(money(68, "USD"), "2025-10-01", GSA_FY2026);
const mileageRate = sourced(money(0.725, "USD"), "2025-12-29", IRS_MILEAGE);

export interface UnitedStatesPack {
  id: "us";
  code: "US";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    advanceMaxDaysBefore: Sourced<number>;
    substantiationDays: Sourced<number>;
    returnExcessDays: Sourced<number>;
    receiptThreshold: Sourced<Money>;
    mealsDeductibleShare: Sourced<number>;
    /** US dollars per mile, for the year in `mileageRateYear`. */
    mileageRatePerMile: Sourced<number>;
    mileageRateYear: Sourced<number>;
    gsaLodgingPerNight: Sourced<Money>;
    gsaMealsPerDay: Sourced<Money>;
    gsaFiscalYear: Sourced<number>;
  };
}

export const UNITED_STATES: UnitedStatesPack = {
  id: "us",
  code: "US",
  defaults: {
    receiptsFrom: sourced(money(75, "USD"), "2026-01-01", RECEIPT_RULE),
    submissionDays: sourced(60, "2026-01-01", ACCOUNTABLE_PLAN),
    internationalNoticeDays: noticeDefault(),
  },
  references: [
    { ...gsaMeals, item: "mealsHome", kind: "reference", law: "GSA FY2026" },
    { ...gsaLodging, item: "lodgingHome", kind: "reference", law: "GSA FY2026" },
    { ...mileageRate, item: "mileage", kind: "taxFree", law: "IRS standard mileage rate 2026", unit: "mi" },
  ],
  facts: {
    advanceMaxDaysBefore: sourced(30, "2026-01-01", ACCOUNTABLE_PLAN),
    substantiationDays: sourced(60, "2026-01-01", ACCOUNTABLE_PLAN),
    returnExcessDays: sourced(120, "2026-01-01", ACCOUNTABLE_PLAN),
    receiptThreshold: sourced(money(75, "USD"), "2026-01-01", RECEIPT_RULE),
    mealsDeductibleShare: sourced(0.5, "2026-01-01", "https://support.taxslayer.com/hc/en-us/articles/360015971152"),
    mileageRatePerMile: sourced(mileageRate.value.amount, mileageRate.asOf, IRS_MILEAGE),
    mileageRateYear: sourced(2026, "2025-12-29", IRS_MILEAGE),
    gsaLodgingPerNight: gsaLodging,
    gsaMealsPerDay: gsaMeals,
    gsaFiscalYear: sourced(2026, "2025-10-01", GSA_FY2026),
  },
};
