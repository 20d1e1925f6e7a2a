import { defaultsOutsideUs, money, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * The CRA's reasonable per-kilometre allowance is the rate of Income Tax Regulations s. 7306,
 * published each year. For 2025: 72 ¢/km for the first 5,000 km, 66 ¢ after, +4 ¢ in the
 * territories. Stored pages disagree on 2026 (quilometragem.com: 72/66;
 * mileagepilot.com: 73/67), so the pack keeps the 2025 figure, labelled as such, and the policy
 * cites the regulation. GST, HST, the 50 % meals rule and the six-year retention are legal
 * references not confirmed in a stored page.
 */
export interface CanadaPack {
  id: "ca";
  code: "CA";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    gstRate: Sourced<number>;
    hstLowestRate: Sourced<number>;
    hstHighestRate: Sourced<number>;
    mealsDeductibleShare: Sourced<number>;
    retentionYears: Sourced<number>;
    mileageFirstKm: Sourced<number>;
    mileageRateYear: Sourced<number>;
  };
}

export const CANADA: CanadaPack = {
  id: "ca",
  code: "CA",
  defaults: defaultsOutsideUs(),
  references: [
    {
      ...sourced(
        money(0.72, "CAD"),
        "2025-01-01",
        "Income Tax Regulations s. 7306; https://quilometragem.com/glossary/cra-reasonable-allowance.md",
      ),
      item: "mileage",
      kind: "taxFree",
      law: "ITR s. 7306 (2025, first 5,000 km)",
      unit: "km",
    },
  ],
  facts: {
    gstRate: sourced(0.05, "2026-01-01", "Excise Tax Act, Part IX"),
    hstLowestRate: sourced(0.13, "2026-01-01", "Excise Tax Act, Schedule VIII (not confirmed in a stored page)"),
    hstHighestRate: sourced(0.15, "2026-01-01", "Excise Tax Act, Schedule VIII (not confirmed in a stored page)"),
    mealsDeductibleShare: sourced(0.5, "2026-01-01", "Income Tax Act s. 67.1"),
    retentionYears: sourced(6, "2026-01-01", "Income Tax Act s. 230(4)"),
    mileageFirstKm: sourced(5000, "2025-01-01", "Income Tax Regulations s. 7306"),
    mileageRateYear: sourced(2025, "2025-01-01", "Income Tax Regulations s. 7306"),
  },
};
