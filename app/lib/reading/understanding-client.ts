/*
 * What the "What we understood" panel loads on demand (a dynamic import), so the page's first
 * JavaScript does not carry the reader, its country names and its city table.
 */
import type { CompanyReading } from "./company-reading";
import { rulebookFrom } from "./rule-proposals";
import type { PolicyRules } from "../rulebook/policy-rules";

export { readCompany } from "./read-company";
export { countryName, countrySearchOptions, currencyOfCountry } from "./countries";
export { currencyOptions } from "./currency-options";
export { parseNumber } from "./money";
export { withCurrency } from "./reading-currency";
export { applyCorrections, isCorrected, type Corrections } from "./reading-corrections";

/** The server refuses bodies over 16 KB: a longer one is not worth sending. */
const MAX_BODY = 16 * 1024;

/**
 * The full rulebook for what the user sees (their corrected reading), with the country's figures
 * and our proposed ones where they gave none; null when the server does not give one (a refused,
 * rate-limited or failed request, or an older server): the panel then shows only the user's rules.
 */
export async function fetchRulebook(
  input: { description: string; companyName: string; language: string; reading: CompanyReading },
  signal: AbortSignal,
): Promise<PolicyRules | null> {
  const body = JSON.stringify({
    userInput: input.description,
    companyName: input.companyName,
    language: input.language,
    reading: input.reading,
  });
  if (new TextEncoder().encode(body).length > MAX_BODY) return null;
  try {
    const response = await fetch("/api/policies/understand", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body,
      signal,
    });
    return response.ok ? rulebookFrom(await response.json()) : null;
  } catch {
    return null;
  }
}
