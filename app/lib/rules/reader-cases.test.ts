import { describe, expect, it } from "vitest";
import { readCompany } from "../reading/read-company";
import { RULE_CASES } from "./reader-cases";
import { scoreReadings } from "./reader-score";

describe("the reader on descriptions typed as office managers type them", () => {
  const score = scoreReadings(RULE_CASES, (entry) => readCompany(entry.text, { siteCountry: entry.siteCountry, language: entry.language }));

  it("has at least 80 descriptions in en, es and pt-BR from at least 14 countries", () => {
    expect(RULE_CASES.length).toBeGreaterThanOrEqual(80);
    for (const language of ["en", "es", "pt-BR"] as const)
      expect(RULE_CASES.filter((entry) => entry.language === language).length).toBeGreaterThanOrEqual(20);
    const countries = new Set(RULE_CASES.flatMap((entry) => entry.expected.filter((fact) => fact.startsWith("country="))));
    expect(countries.size).toBeGreaterThanOrEqual(14);
  });

  it("reads no wrong rule (precision ≥ 98 %) and finds the rules (recall ≥ 95 %)", () => {
    const report = score.cases
      .filter((entry) => entry.wrong.length > 0 || entry.missed.length > 0)
      .map((entry) => `${entry.text.slice(0, 60)}…\n   wrong: ${JSON.stringify(entry.wrong)}\n   missed: ${JSON.stringify(entry.missed)}`)
      .join("\n");
    const summary = `precision ${(score.precision * 100).toFixed(1)} %, recall ${(score.recall * 100).toFixed(1)} %\n${report}`;
    expect(score.precision, summary).toBeGreaterThanOrEqual(0.98);
    expect(score.recall, summary).toBeGreaterThanOrEqual(0.95);
  });
});
