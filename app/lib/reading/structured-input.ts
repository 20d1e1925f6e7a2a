import { z } from "zod";
import { LANGUAGES } from "~/lib/site/languages";

/**
 * The structured form of a generation request. Built in the browser from the
 * description text by `toStructuredInput`, validated again on the server.
 */
export const RoleLimitSchema = z.object({
  name: z.string().trim().min(1).max(120),
  monthlyLimit: z.number().nonnegative().finite(),
  perTransactionLimit: z.number().nonnegative().finite(),
});

export const StructuredInputSchema = z.object({
  companyName: z.string().trim().min(1).max(200),
  country: z.string().trim().min(1).max(80),
  currency: z.string().regex(/^[A-Z]{3}$/),
  language: z.enum(LANGUAGES),
  industry: z.string().trim().max(200).optional(),
  employeeCount: z.number().int().nonnegative().optional(),
  roles: z.array(RoleLimitSchema).max(50).default([]),
  travelCategories: z
    .object({
      mealsPerDay: z.number().nonnegative().finite().optional(),
      lodgingPerNight: z.number().nonnegative().finite().optional(),
    })
    .default({}),
  /** The original description text, so nothing the user wrote is lost. */
  additionalRequirements: z.string().max(8000).default(""),
});

export type RoleLimit = z.infer<typeof RoleLimitSchema>;
export type StructuredInput = z.infer<typeof StructuredInputSchema>;
