import type { Money } from "~/lib/reading/company-reading";

/**
 * A fact a policy states: amounts and rates change every year, so each one carries the date it
 * was checked and its source, and phrase templates receive it as a parameter instead of
 * spelling it out.
 */
export interface Sourced<T> {
  value: T;
  /** ISO date the value was last checked against the source. */
  asOf: string;
  /** Where the value comes from (URL or legal reference); "guess: …" marks a judgement. */
  source: string;
}

export function sourced<T>(value: T, asOf: string, source: string): Sourced<T> {
  return { value, asOf, source };
}

/** What an official figure means for a company limit beside it. */
export type ReferenceKind = "taxFree" | "deductible" | "reference";
/** The rows of the travel-limits table (section 3). */
export type TravelItem = "mealsHome" | "mealsAbroad" | "lodgingHome" | "lodgingAbroad" | "perDiemHome" | "perDiemAbroad" | "mileage";

/**
 * An official figure shown next to the company's own limit: a tax-free ceiling for the employee,
 * a deduction cap for the company, or a plain public reference (the US federal per diem).
 */
export interface ReferenceFigure extends Sourced<Money> {
  item: TravelItem;
  kind: ReferenceKind;
  /** The legal reference the policy cites beside the figure ("RIRPF art. 9"). */
  law: string;
  /** Mileage only: the unit the rate is per. */
  unit?: "km" | "mi";
}

/** Values a policy uses when the company's own description does not set them. */
export interface PolicyDefaults {
  /** Receipts are required from this amount on; null means for every expense. */
  receiptsFrom: Sourced<Money | null>;
  submissionDays: Sourced<number>;
  internationalNoticeDays: Sourced<number>;
}

const TEMPLATE_DEADLINES = "guess: 30 days, the most common deadline in published T&E policy templates";
const NOTICE_GUESS = "guess: two weeks, the notice the product's own sample descriptions use";
const RECEIPTS_EVERYWHERE = "guess: receipts for every expense outside the US, as Jeeves's published policy asks";

export function defaultsOutsideUs(): PolicyDefaults {
  return {
    receiptsFrom: sourced(null, "2026-01-01", RECEIPTS_EVERYWHERE),
    submissionDays: sourced(30, "2026-01-01", TEMPLATE_DEADLINES),
    internationalNoticeDays: sourced(14, "2026-01-01", NOTICE_GUESS),
  };
}

export function noticeDefault(): Sourced<number> {
  return sourced(14, "2026-01-01", NOTICE_GUESS);
}

export function money(amount: number, currency: string): Money {
  return { amount, currency };
}
