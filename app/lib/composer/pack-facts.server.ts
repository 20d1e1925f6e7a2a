import type { Money } from "~/lib/reading/company-reading";
import { countryDisplayName, type CountryPack } from "./country-packs.server";
import type { Sourced } from "./packs/sourced.server";

/*
 * A country pack's facts as a model reads them: each with its value, source and "as of" date, so
 * a model-written policy states the same sourced figures as the composer's, and a country without
 * a pack is told so instead of being left to guess another country's law.
 */

const isMoney = (value: unknown): value is Money => typeof value === "object" && value !== null && "amount" in value && "currency" in value;

function valueText(value: unknown): string {
  if (value === null) return "none (every expense)";
  if (isMoney(value)) return `${value.amount} ${value.currency}`;
  return String(value);
}

/** "ivaRate" → "iva rate". */
const spaced = (name: string) => name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

const line = (name: string, fact: Sourced<unknown>) => `- ${name}: ${valueText(fact.value)} (source: ${fact.source}; as of ${fact.asOf})`;

export function factsForPrompt(pack: CountryPack): string {
  const country = countryDisplayName(pack, "en");
  if (pack.id === "generic") {
    return `We have no sourced tax facts for ${country}: write general rules, say plainly that they are not ${country}'s law and that the local rules must be confirmed, and never cite another country's authority, tax ID or documents.`;
  }
  const facts = Object.entries(pack.facts as Record<string, Sourced<unknown>>).map(([name, fact]) => line(spaced(name), fact));
  const references = pack.references.map((reference) =>
    line(`official ${spaced(reference.item)} (${reference.kind}, ${reference.law})`, reference),
  );
  const defaults = Object.entries(pack.defaults).map(([name, fact]) => line(`default ${spaced(name)}`, fact));
  return [
    `Facts for ${country} (state the figures you use with their source; rates are fractions, 0.19 = 19 %):`,
    ...facts,
    ...references,
    ...defaults,
  ].join("\n");
}
