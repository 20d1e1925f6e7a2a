import type { CompanyReading } from "./company-reading";
import { countryName, currencyOfCountry } from "./countries";
import { withCurrency } from "./reading-currency";
import type { PolicyRules } from "../rulebook/policy-rules";

/**
 * What the user changed under "What we understood", laid over each fresh reading as they keep
 * typing (the text is read again on every pause). Rules are corrected per group: a group the user
 * edited (its tiers, its meal limits, its deadline…) replaces the group as read, whole; sentences
 * of "Not used yet" the user dismissed or turned into a rule are removed by their text.
 */
export interface Corrections {
  country?: string;
  currency?: string;
  headcount?: number | null;
  /** The writing variant chosen in the panel ("es-ES"). */
  variant?: string;
  /** The rule groups the user edited, each as the user left it. */
  rules?: Partial<PolicyRules>;
  /** "Not used yet" sentences the user dismissed or turned into a rule, as they were written. */
  placed?: string[];
}

export type RuleGroup = keyof PolicyRules;

/**
 * The reading with the user's corrections. A new country brings its currency unless the user
 * chose one; a new currency relabels the figures written in the old one (the edited groups too).
 */
export function applyCorrections(reading: CompanyReading, corrections: Corrections): CompanyReading {
  const placed = new Set((corrections.placed ?? []).map(sentenceKey));
  let corrected: CompanyReading = {
    ...reading,
    ...(corrections.headcount !== undefined ? { headcount: corrections.headcount } : {}),
    ...(corrections.variant ? { variant: corrections.variant } : {}),
    rules: { ...reading.rules, ...corrections.rules },
    unplaced: placed.size > 0 ? reading.unplaced.filter((sentence) => !placed.has(sentenceKey(sentence))) : reading.unplaced,
  };
  if (corrections.country && corrections.country !== reading.country.code) {
    corrected = {
      ...corrected,
      country: { code: corrections.country, name: countryName(corrections.country), reason: "user", evidence: null },
    };
    if (!corrections.currency) corrected = withCurrency(corrected, currencyOfCountry(corrections.country), "country");
  }
  if (corrections.currency && corrections.currency !== corrected.currency.code)
    corrected = withCurrency(corrected, corrections.currency, "user");
  return corrected;
}

/** True when the user changed anything (the form then sends the reading as theirs). */
export function isCorrected(corrections: Corrections): boolean {
  return Boolean(
    corrections.country ||
    corrections.currency ||
    corrections.headcount !== undefined ||
    Boolean(corrections.variant) ||
    Object.keys(corrections.rules ?? {}).length > 0 ||
    (corrections.placed ?? []).length > 0,
  );
}

/** The corrections with one rule group as the user left it. */
export function withGroup<G extends RuleGroup>(corrections: Corrections, group: G, value: PolicyRules[G]): Corrections {
  return { ...corrections, rules: { ...corrections.rules, [group]: value } };
}

/** The corrections with a "Not used yet" sentence taken off the list (dismissed, or now a rule). */
export function withPlaced(corrections: Corrections, sentence: string): Corrections {
  const placed = corrections.placed ?? [];
  return placed.some((other) => sentenceKey(other) === sentenceKey(sentence))
    ? corrections
    : { ...corrections, placed: [...placed, sentence] };
}

/** The same sentence, however the spaces around and inside it moved while the user typed. */
const sentenceKey = (sentence: string) => sentence.trim().replace(/\s+/g, " ");
