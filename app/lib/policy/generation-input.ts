import { z } from "zod";
import { LANGUAGES, type Language } from "~/lib/site/languages";
import { StructuredInputSchema, type StructuredInput } from "./structured-input";

export const MODEL_TIERS = ["fast", "balanced", "quality"] as const;
export type ModelTier = (typeof MODEL_TIERS)[number];

export const MAX_COMPANY_NAME = 200;
export const MAX_DESCRIPTION = 8_000;
export const MAX_BODY_BYTES = 16 * 1024;

/** Validation messages are translation keys: the server answers them in the caller's language. */
const companyName = z
  .string({ error: "generation.errors.companyNameRequired" })
  .trim()
  .min(1, "generation.errors.companyNameRequired")
  .max(MAX_COMPANY_NAME, "generation.errors.companyNameTooLong");
const language = z.enum(LANGUAGES, { error: "generation.errors.unsupportedLanguage" });

/** The legacy body of spec §3: free text. `country` (the chosen sample) is our optional extra. */
export const LegacyRequestSchema = z.object({
  userInput: z
    .string({ error: "generation.errors.descriptionRequired" })
    .trim()
    .min(1, "generation.errors.descriptionRequired")
    .max(MAX_DESCRIPTION, "generation.errors.descriptionTooLong"),
  language,
  companyName,
  country: z.string().trim().max(80).optional(),
  modelTier: z.enum(MODEL_TIERS, { error: "generation.errors.invalidTier" }).default("balanced"),
  useCache: z.boolean().default(true),
});

/** The structured body of spec §3, as the form sends it when the text has Country and Currency lines. */
export const StructuredRequestSchema = z.object({
  structuredInput: StructuredInputSchema.extend({
    companyName,
    language,
    currency: z.string().regex(/^[A-Z]{3}$/, "generation.errors.invalidCurrency"),
    additionalRequirements: z.string().max(MAX_DESCRIPTION, "generation.errors.descriptionTooLong").default(""),
  }),
  modelTier: z.enum(MODEL_TIERS, { error: "generation.errors.invalidTier" }).default("balanced"),
  useCache: z.boolean().default(true),
});

export type LegacyRequest = z.infer<typeof LegacyRequestSchema>;
export type StructuredRequest = z.infer<typeof StructuredRequestSchema>;

/** One shape for both bodies, as stored with a policy group and handed to the writers. */
export type GenerationInput = {
  companyName: string;
  language: Language;
  /** The description text as the user wrote it. */
  details: string;
  /** The structured reading of the description, when there is one. */
  structured: StructuredInput | null;
  /** The country named by the structured input or the chosen sample; null when unknown. */
  country: string | null;
  modelTier: ModelTier;
  useCache: boolean;
};

export function normaliseRequest(body: LegacyRequest | StructuredRequest): GenerationInput {
  if ("structuredInput" in body) {
    const structured = body.structuredInput;
    return {
      companyName: structured.companyName,
      language: structured.language,
      details: structured.additionalRequirements,
      structured,
      country: structured.country,
      modelTier: body.modelTier,
      useCache: body.useCache,
    };
  }
  return {
    companyName: body.companyName,
    language: body.language,
    details: body.userInput,
    structured: null,
    country: body.country ?? null,
    modelTier: body.modelTier,
    useCache: body.useCache,
  };
}
