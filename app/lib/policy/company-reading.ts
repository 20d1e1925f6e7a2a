import * as z from "zod/mini";

/**
 * What we understood of a company from what its user wrote: one shape for the built-in reader
 * (in the browser and on the server) and for Workers AI's structured output. Every figure keeps
 * its currency; every sentence that fits no field is kept verbatim in `unplaced`, so nothing the
 * user wrote is lost. The browser imports this module, hence `zod/mini`.
 */
export const MoneySchema = z.object({
  amount: z.number().check(z.nonnegative()),
  /** ISO 4217 code. */
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
});

/** Why the country was chosen, in the order of trust of the reader. */
export const COUNTRY_REASONS = ["explicit", "named", "currency", "taxId", "city", "siteDefault", "user"] as const;
export const CURRENCY_REASONS = ["stated", "country", "user"] as const;

export const RoleRuleSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  monthlyLimit: z.nullable(MoneySchema),
  perTransactionLimit: z.nullable(MoneySchema),
});

export const ApprovalRuleSchema = z.object({
  /** Spend above this amount needs the approver; null when the rule is by role only. */
  over: z.nullable(MoneySchema),
  /** Who approves, in the user's words ("managing partner", "CFO"). */
  approver: z.string().check(z.maxLength(120)),
  /** The role the rule applies to, when it is by role ("directors' trips"). */
  forRole: z.nullable(z.string().check(z.maxLength(120))),
});

export const TravelClassRuleSchema = z.object({
  cabin: z.enum(["economy", "premiumEconomy", "business", "first"]),
  /** The rule applies to flights of at least this many hours; null when not by length. */
  minFlightHours: z.nullable(z.number().check(z.nonnegative())),
  /** The rule applies to this role only; null when for everyone. */
  forRole: z.nullable(z.string().check(z.maxLength(120))),
});

export const CompanyReadingSchema = z.object({
  company: z.nullable(z.string().check(z.maxLength(200))),
  country: z.object({
    /** ISO 3166-1 alpha-2 code, e.g. "CL". */
    code: z.string().check(z.regex(/^[A-Z]{2}$/)),
    /** The English short name, e.g. "Chile". */
    name: z.string(),
    reason: z.enum(COUNTRY_REASONS),
    /** The words of the text that decided it ("Antofagasta", "pesos chilenos"); null for the site default. */
    evidence: z.nullable(z.string()),
  }),
  currency: z.object({
    code: z.string().check(z.regex(/^[A-Z]{3}$/)),
    reason: z.enum(CURRENCY_REASONS),
  }),
  headcount: z.nullable(z.number().check(z.int(), z.nonnegative())),
  industry: z.nullable(z.string().check(z.maxLength(200))),
  roles: z.array(RoleRuleSchema),
  /** Meals per day, at home and abroad. */
  meals: z.object({ home: z.nullable(MoneySchema), abroad: z.nullable(MoneySchema) }),
  /** Lodging per night, at home and abroad. */
  lodging: z.object({ home: z.nullable(MoneySchema), abroad: z.nullable(MoneySchema) }),
  mileage: z.nullable(z.object({ rate: MoneySchema, unit: z.enum(["km", "mi"]) })),
  /** Receipts are required above this amount (0: for every expense). */
  receiptThreshold: z.nullable(MoneySchema),
  approvals: z.array(ApprovalRuleSchema),
  alcohol: z.nullable(z.enum(["never", "withMealsOnly", "clientEntertainmentOnly", "allowed"])),
  travelClass: z.array(TravelClassRuleSchema),
  advanceBookingDays: z.nullable(z.number().check(z.int(), z.nonnegative())),
  /** Corporate-card rules in the user's words ("all travel on the corporate card"). */
  corporateCard: z.array(z.string()),
  cashAdvance: z.nullable(z.object({ allowed: z.boolean(), max: z.nullable(MoneySchema) })),
  submissionDeadline: z.nullable(z.object({ days: z.number().check(z.int(), z.positive()), businessDays: z.boolean() })),
  internationalNoticeDays: z.nullable(z.number().check(z.int(), z.nonnegative())),
  /** Every sentence the reader could not place, verbatim. */
  unplaced: z.array(z.string()),
});

export type Money = z.infer<typeof MoneySchema>;
export type RoleRule = z.infer<typeof RoleRuleSchema>;
export type ApprovalRule = z.infer<typeof ApprovalRuleSchema>;
export type TravelClassRule = z.infer<typeof TravelClassRuleSchema>;
export type CountryReason = (typeof COUNTRY_REASONS)[number];
export type CompanyReading = z.infer<typeof CompanyReadingSchema>;
