import * as z from "zod/mini";
import { PolicyRulesSchema } from "../rulebook/policy-rules";

export { MoneySchema, type Money } from "../rulebook/policy-rules";

/**
 * What we understood of a company from what its user wrote: one shape for the built-in reader
 * (in the browser and on the server) and for Workers AI's structured output. Every figure keeps
 * its currency; the company's rules are a `PolicyRules` rulebook with the words each came from;
 * every sentence that fits no rule is kept verbatim in `unplaced`, so nothing the user wrote is lost. The browser imports this module, hence `zod/mini`.
 */

/** Why the country was chosen, in the order of trust of the reader. */
export const COUNTRY_REASONS = ["explicit", "named", "currency", "taxId", "city", "siteDefault", "user"] as const;
export const CURRENCY_REASONS = ["stated", "country", "user"] as const;

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
  /** The writing variant the user chose in the panel ("es-ES", "pt-PT"); absent: the country's own. */
  variant: z.optional(z.string().check(z.regex(/^(?:en|es|pt)-(?:[A-Z]{2}|419)$/))),
  industry: z.nullable(z.string().check(z.maxLength(200))),
  /** The company's own rules, as read (provenance `user`) or set in the panel (`panel`). */
  rules: PolicyRulesSchema,
  /**
   * "Not used yet": every sentence the reader could not place, verbatim, for the panel only — the
   * user turns it into a rule or dismisses it; it never reaches the policy.
   */
  unplaced: z.array(z.string()),
});

export type CountryReason = (typeof COUNTRY_REASONS)[number];
export type CompanyReading = z.infer<typeof CompanyReadingSchema>;
