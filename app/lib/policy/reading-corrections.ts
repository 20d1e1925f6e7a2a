import type { CompanyReading } from "./company-reading";
import { countryName, currencyOfCountry } from "./reading/countries";
import { withCurrency } from "./reading-currency";

/** What the user changed under "What we understood": laid over each fresh reading as they type. */
export interface Corrections {
  country?: string;
  currency?: string;
  /** Whole fields the user edited (a figure, a role's limits). */
  fields?: Partial<Omit<CompanyReading, "country" | "currency">>;
}

/**
 * The reading with the user's corrections. A new country brings its currency unless the user
 * chose one; a new currency relabels the figures written in the old one.
 */
export function applyCorrections(reading: CompanyReading, corrections: Corrections): CompanyReading {
  let corrected: CompanyReading = { ...reading, ...corrections.fields };
  if (corrections.country && corrections.country !== reading.country.code) {
    corrected = { ...corrected, country: { code: corrections.country, name: countryName(corrections.country), reason: "user", evidence: null } };
    if (!corrections.currency) corrected = withCurrency(corrected, currencyOfCountry(corrections.country), "country");
  }
  if (corrections.currency && corrections.currency !== corrected.currency.code) corrected = withCurrency(corrected, corrections.currency, "user");
  return corrected;
}
