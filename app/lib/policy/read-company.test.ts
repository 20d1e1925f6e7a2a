import { describe, expect, it } from "vitest";
import { CompanyReadingSchema } from "./company-reading";
import { READER_CASES } from "./read-company.cases";
import { readCompany } from "./read-company";

describe("readCompany on the table of descriptions", () => {
  it("has at least 80 descriptions in en, es and pt-BR, from at least 25 countries", () => {
    expect(READER_CASES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(READER_CASES.map((entry) => entry.expected.country)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(READER_CASES.map((entry) => entry.language))).toEqual(new Set(["en", "es", "pt-BR"]));
  });

  it.each(READER_CASES.map((entry) => [entry.text.slice(0, 70), entry] as const))("%s", (_, entry) => {
    const reading = readCompany(entry.text, { siteCountry: entry.siteCountry, language: entry.language });
    expect(CompanyReadingSchema.safeParse(reading).success).toBe(true);
    expect({ country: reading.country.code, currency: reading.currency.code }).toEqual({
      country: entry.expected.country,
      currency: entry.expected.currency,
    });
    if (entry.expected.reason) expect(reading.country.reason).toBe(entry.expected.reason);
    if (entry.expected.figures) expect(reading).toMatchObject(entry.expected.figures);
  });
});
