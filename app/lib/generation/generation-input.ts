import { z } from "zod";
import { LANGUAGES, type Language } from "~/lib/site/languages";
import { cleanName, hasVisibleCharacter } from "../platform/clean-name";
import { CompanyReadingSchema, type CompanyReading } from "../reading/company-reading";
import { readingFromStructured, readCompany } from "../reading/read-company";
import { StructuredInputSchema, type StructuredInput } from "../reading/structured-input";

export const MODEL_TIERS = ["fast", "balanced", "quality"] as const;
export type ModelTier = (typeof MODEL_TIERS)[number];

export const MAX_COMPANY_NAME = 200;
export const MAX_DESCRIPTION = 8_000;
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * A company's current policy, imported (POST /api/policies/import's `sourceText`), is sent as the
 * description with the reading read from it: up to its 30,000 words, in a body of up to 1 MB.
 */
export const MAX_IMPORTED_TEXT = 400_000;
export const MAX_IMPORTED_BODY_BYTES = 1024 * 1024;

/** Validation messages are translation keys: the server answers them in the caller's language. */
const companyName = z
  .string({ error: "generation.errors.companyNameRequired" })
  .transform(cleanName)
  .pipe(
    z
      .string()
      .refine(hasVisibleCharacter, "generation.errors.companyNameRequired")
      .max(MAX_COMPANY_NAME, "generation.errors.companyNameTooLong"),
  );
const language = z.enum(LANGUAGES, { error: "generation.errors.unsupportedLanguage" });
/**
 * What the user saw under "What we understood", with their corrections: the server trusts it over
 * its own reading. Checked against the shared (zod/mini) schema.
 */
const reading = z
  .unknown()
  .refine((value) => value === undefined || CompanyReadingSchema.safeParse(value).success, "generation.errors.invalidReading")
  .transform((value) => value as CompanyReading | undefined)
  .optional();

/** The legacy body: free text. `country` (the chosen sample) is our optional extra. */
export const LegacyRequestSchema = z
  .object({
    userInput: z
      .string({ error: "generation.errors.descriptionRequired" })
      .trim()
      .min(1, "generation.errors.descriptionRequired")
      .max(MAX_IMPORTED_TEXT, "generation.errors.descriptionTooLong"),
    language,
    companyName,
    country: z.string().trim().max(80).optional(),
    reading,
    modelTier: z.enum(MODEL_TIERS, { error: "generation.errors.invalidTier" }).default("balanced"),
    useCache: z.boolean().default(true),
  })
  .superRefine((body, context) => {
    // Only an imported policy, which comes with its reading, is longer than a description.
    if (!body.reading && body.userInput.length > MAX_DESCRIPTION)
      context.addIssue({ code: "custom", path: ["userInput"], message: "generation.errors.descriptionTooLong" });
  });

/** The structured body, as the form sends it when the text has Country and Currency lines. */
export const StructuredRequestSchema = z.object({
  structuredInput: StructuredInputSchema.extend({
    companyName,
    language,
    currency: z.string().regex(/^[A-Z]{3}$/, "generation.errors.invalidCurrency"),
    additionalRequirements: z.string().max(MAX_DESCRIPTION, "generation.errors.descriptionTooLong").default(""),
  }),
  reading,
  modelTier: z.enum(MODEL_TIERS, { error: "generation.errors.invalidTier" }).default("balanced"),
  useCache: z.boolean().default(true),
});

/** Either body: the structured one when it has `structuredInput`. */
export function parseGenerationBody(json: unknown) {
  const isStructured = typeof json === "object" && json !== null && "structuredInput" in json;
  return isStructured ? StructuredRequestSchema.safeParse(json) : LegacyRequestSchema.safeParse(json);
}

/** The generate and understand bodies' schema: either body, as parseGenerationBody tells them apart. */
export const GenerationBodySchema: { safeParse(json: unknown): z.ZodSafeParseResult<LegacyRequest | StructuredRequest> } = {
  safeParse: parseGenerationBody,
};

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
  /**
   * What we understood of the company (built-in reader, or the user's corrected reading). Inputs
   * stored before the reader existed have none.
   */
  reading?: CompanyReading;
  /** True when `reading` is the user's own (sent with the request), so no model may redo it. */
  readingFromUser?: boolean;
  modelTier: ModelTier;
  useCache: boolean;
};

/**
 * One shape for both bodies, with the reading: the user's when sent, else the built-in reader's
 * (a structured body maps to a reading directly; the text falls back to the sample's country, then
 * the site's).
 */
export function normaliseRequest(
  body: LegacyRequest | StructuredRequest,
  siteCountry: string,
): GenerationInput & { reading: CompanyReading } {
  const input = normaliseBody(body);
  const own = body.reading ? { ...body.reading, company: input.companyName } : undefined;
  const reading =
    own ??
    (input.structured
      ? readingFromStructured(input.structured, siteCountry)
      : readCompany(input.details, {
          siteCountry: input.country || siteCountry,
          language: input.language,
          companyName: input.companyName,
        }));
  return { ...input, reading, readingFromUser: Boolean(own) };
}

function normaliseBody(body: LegacyRequest | StructuredRequest): GenerationInput {
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
