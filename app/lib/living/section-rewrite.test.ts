import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { fullReadingFor } from "~/lib/composer/test-readings";
import { sectionOfHeading } from "~/lib/generation/policy-check.server";
import { withInstructionFigures } from "./instruction-figures";
import { isOneSection, replaceSection, sectionMarkdown, splitSections } from "../markdown/policy-sections";

const sectionOf = (language: "en" | "es") => (heading: string) => sectionOfHeading(heading, language);
const options = { companyName: "Ribera Co", now: new Date("2026-01-15T00:00:00Z") };

describe("replacing one section", () => {
  const policy = composePolicy(fullReadingFor("MX"), { ...options, language: "en" });

  it("changes only that section: every other line stays byte for byte", () => {
    const third = sectionMarkdown(policy, sectionOf("en"), 3)!;
    const replaced = replaceSection(policy, sectionOf("en"), 3, `${third.split("\n")[0]}\n\nMeals up to MXN 45 per day.`)!;
    expect(sectionMarkdown(replaced, sectionOf("en"), 3)).toBe(`${third.split("\n")[0]}\n\nMeals up to MXN 45 per day.`);
    const before = splitSections(policy, sectionOf("en"));
    const after = splitSections(replaced, sectionOf("en"));
    for (const number of [1, 2, 4, 5, 6, 7, 8, 9]) expect(after[number - 1]).toEqual(before[number - 1]);
    // Putting the old text back gives the original exactly.
    expect(replaceSection(replaced, sectionOf("en"), 3, third)).toBe(policy);
  });

  it("tells a section text from another section or from two", () => {
    const sixth = sectionMarkdown(policy, sectionOf("en"), 6)!;
    expect(isOneSection(sixth, sectionOf("en"), 6)).toBe(true);
    expect(isOneSection(sixth, sectionOf("en"), 3)).toBe(false);
    expect(isOneSection(`${sixth}\n\n${sectionMarkdown(policy, sectionOf("en"), 7)}`, sectionOf("en"), 6)).toBe(false);
    expect(isOneSection("Just a sentence.", sectionOf("en"), 6)).toBe(false);
  });
});

describe("an instruction's figures", () => {
  const reading = fullReadingFor("MX");

  it("replace the figure the instruction names, in the policy's currency, and keep the rest", () => {
    const adjusted = withInstructionFigures(reading, "Stricter on meals: meals 45 per day", "en");
    const home = (limits: typeof reading.rules.meals) => limits.find((limit) => limit.place.kind === "home")?.amount;
    expect(home(adjusted.rules.meals)).toEqual({ amount: 45, currency: reading.currency.code });
    expect(adjusted.rules.lodging).toEqual(reading.rules.lodging);
    expect(adjusted.rules.roles).toEqual(reading.rules.roles);
    expect(home(withInstructionFigures(reading, "comidas 60 por día", "es").rules.meals)?.amount).toBe(60);
  });

  it("change nothing when the instruction names no figure", () => {
    expect(withInstructionFigures(reading, "make it friendlier", "en")).toEqual(reading);
    expect(withInstructionFigures(reading, "", "en")).toBe(reading);
  });
});
