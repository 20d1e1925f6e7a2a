import countryToCurrency from "country-to-currency";
import { regionFromCountryName } from "~/lib/policy/country-names.server";
import type { GenerationInput } from "~/lib/policy/generation-input";
import { toStructuredInput } from "~/lib/policy/policy-input";
import type { StructuredInput } from "~/lib/policy/structured-input";

/**
 * A structured input for any request: the structured body as it is; for the legacy text, what
 * the text says, with the chosen sample's country (or the site's) and its currency filling gaps.
 */
export function structuredFor(input: GenerationInput, siteCountry: string): StructuredInput {
  if (input.structured) return { ...input.structured, language: input.language };
  const parsed = toStructuredInput(input.details, { language: input.language, companyName: input.companyName });
  if (parsed) return parsed;
  const country = input.country || siteCountry;
  const currency =
    /\b(?:currency|moneda|moeda)\s*:\s*([A-Za-z]{3})\b/i.exec(input.details)?.[1]?.toUpperCase() ??
    (countryToCurrency as Record<string, string>)[regionFromCountryName(country) ?? ""] ??
    "USD";
  return {
    companyName: input.companyName,
    country,
    currency,
    language: input.language,
    roles: [],
    travelCategories: {},
    additionalRequirements: input.details,
  };
}
