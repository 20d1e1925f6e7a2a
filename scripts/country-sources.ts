// docs/country-sources.md, written from the packs themselves: every figure a policy states, with
// its value, the date it was checked and its source. `npx tsx scripts/country-sources.ts` rewrites
// it; scripts/country-sources.test.ts fails when a pack changed and the file did not.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { countryDisplayName, KNOWN_PACKS } from "../app/lib/composer/country-packs.server";
import type { Sourced } from "../app/lib/composer/packs/sourced.server";

export const COUNTRY_SOURCES_PATH = "docs/country-sources.md";

const isSourced = (value: unknown): value is Sourced<unknown> =>
  typeof value === "object" && value !== null && "value" in value && "asOf" in value && "source" in value;

/** Every sourced figure in a pack, named by where it sits ("facts.ivaRate", "references.0 (mealsHome)"). */
function sourcedFigures(value: unknown, path: string[] = []): Array<{ name: string; figure: Sourced<unknown> & Record<string, unknown> }> {
  if (isSourced(value)) {
    const figure = value as Sourced<unknown> & Record<string, unknown>;
    const detail = [figure.item, figure.kind, figure.law].filter(Boolean).join(", ");
    return [{ name: `${path.join(".")}${detail ? ` (${detail})` : ""}`, figure }];
  }
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => sourcedFigures(inner, [...path, key]));
}

function shown(value: unknown): string {
  if (value === null) return "—";
  if (typeof value === "object" && value !== null && "amount" in value && "currency" in value)
    return `${(value as { amount: number }).amount} ${(value as { currency: string }).currency}`;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

export function countrySourcesMarkdown(): string {
  const lines = [
    "# Country packs: sources",
    "",
    "Written by `npx tsx scripts/country-sources.ts` from `app/lib/composer/packs/<country>.server.ts`; do not edit by hand.",
    "",
    "Every figure a policy states carries the date it was checked (as of) and its source. A source that",
    "starts with “guess:” is a judgement, and one marked “(unconfirmed)” or “not confirmed in a stored page”",
    "could not be confirmed: the policy then cites the law instead of the figure. Every other country gets",
    "the general pack in its own name, currency and number format, with a plain note that its tax rules",
    "were not localised.",
  ];
  for (const pack of KNOWN_PACKS) {
    lines.push(
      "",
      `## ${countryDisplayName(pack, "en")} (${pack.code})`,
      "",
      "| figure | value | as of | source |",
      "| --- | --- | --- | --- |",
    );
    for (const { name, figure } of sourcedFigures(pack))
      lines.push(`| ${cell(name)} | ${cell(shown(figure.value))} | ${figure.asOf} | ${cell(figure.source)} |`);
  }
  return `${lines.join("\n")}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(COUNTRY_SOURCES_PATH, countrySourcesMarkdown());
  console.log(`Written to ${COUNTRY_SOURCES_PATH}.`);
}
