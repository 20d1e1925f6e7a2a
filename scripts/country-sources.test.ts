import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COUNTRY_SOURCES_PATH, countrySourcesMarkdown } from "./country-sources";

describe(COUNTRY_SOURCES_PATH, () => {
  it("is what the packs say today (run `npx tsx scripts/country-sources.ts` after changing a pack)", () => {
    expect(readFileSync(COUNTRY_SOURCES_PATH, "utf8")).toBe(countrySourcesMarkdown());
  });

  it("names a date and a source for every figure", () => {
    const rows = countrySourcesMarkdown()
      .split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| figure") && !line.startsWith("| ---"));
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) expect(row).toMatch(/\| \d{4}-\d{2}-\d{2} \| \S[^|]* \|$/);
  });
});
