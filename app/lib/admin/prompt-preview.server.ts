import { companyDetails, fillMasterPrompt, promptVariant } from "~/lib/generation/master-prompt.server";
import { LegacyRequestSchema, normaliseRequest, StructuredRequestSchema } from "~/lib/generation/generation-input";
import { extractCompanyName, toStructuredInput } from "~/lib/generation/policy-input";
import { localiseSample } from "~/lib/reading/sample-inputs";
import type { Language } from "~/lib/site/languages";

/**
 * The text the AI model would receive for a prompt and a sample: the sample as the generator
 * would send it in that language (structured when it can be read), filled in by the same
 * functions the AI writer uses.
 */
export function previewPrompt(
  template: string,
  sample: { name: string; content: string },
  language: Language,
  siteCountry: string,
): string {
  const { content } = localiseSample(sample, language);
  const companyName = extractCompanyName(content) || sample.name;
  const structuredInput = toStructuredInput(content, { language, companyName });
  const body = structuredInput
    ? StructuredRequestSchema.safeParse({ structuredInput, modelTier: "balanced", useCache: true })
    : LegacyRequestSchema.safeParse({ userInput: content, language, companyName });
  const input = body.success
    ? normaliseRequest(body.data, siteCountry)
    : normaliseRequest({ userInput: content, language, companyName, modelTier: "balanced", useCache: true }, siteCountry);
  return fillMasterPrompt(template, {
    companyDetails: companyDetails(input, input.reading),
    currency: input.reading.currency.code,
    language: input.language,
    variant: promptVariant(input, input.reading),
  });
}
