import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { fullReadingFor } from "~/lib/composer/test-readings";
import { numberLocale } from "~/lib/site/format-money";
import { sectionOfHeading } from "~/lib/generation/policy-check.server";
import type { Language } from "~/lib/site/languages";
import { carryFigures, figuresIn, notationOf } from "./figure-transfer";
import { sectionMarkdown, splitSections } from "../markdown/policy-sections";

const options = { companyName: "Andes Foods", now: new Date("2026-01-15T00:00:00Z") };

function version(language: Language, country: string, markdown = composePolicy(fullReadingFor(country), { ...options, language })) {
  return { markdown, sectionOf: (heading: string) => sectionOfHeading(heading, language), locale: numberLocale(language, country) };
}

describe("reading figures in a language's notation", () => {
  it("reads 1.500,50 in Brazilian Portuguese and 1,500.50 in English as the same value", () => {
    const read = (text: string, locale: string) => figuresIn(text, notationOf(text, locale)).map((figure) => figure.value);
    expect(read("R$ 1.500,50 e 25", "pt-BR")).toEqual([1500.5, 25]);
    expect(read("$1,500.50 and 25", "en-US")).toEqual([1500.5, 25]);
    expect(read("1.500,00 € y 0,45 €/km", "es-ES")).toEqual([1500, 0.45]);
    // The amounts decide: ICU writes plain numbers "1.500" for en-ES but money "€1,500.00".
    expect(read("€1,500.00 and €61.50", "en-ES")).toEqual([1500, 61.5]);
  });
});

describe("carrying a changed figure into another language (built-in writer)", () => {
  it("the English meals cap changed → the Spanish version's cap changes, written the Spanish way, and nothing else moves", () => {
    const english = version("en", "ES");
    const spanish = version("es", "ES");
    const edited = { ...english, markdown: english.markdown.replaceAll("61.50", "75.25") };
    expect(edited.markdown).not.toBe(english.markdown);
    const result = carryFigures(english, edited, spanish);
    // The cap and the sentence that repeats it.
    expect(result.carried).toEqual([
      expect.objectContaining({ from: 61.5, to: 75.25 }),
      expect.objectContaining({ from: 61.5, to: 75.25 }),
    ]);
    expect(result.notCarried).toEqual([]);
    expect(result.markdown).toContain("75,25");
    expect(result.markdown).not.toContain("61,50");
    // Only the section holding the figure changed.
    const sectionOf = spanish.sectionOf;
    const changed = splitSections(result.markdown, sectionOf).filter(
      (section, index) => section.text !== splitSections(spanish.markdown, sectionOf)[index]!.text,
    );
    expect(changed.map((section) => section.number)).toEqual([result.carried[0]!.section]);
  });

  it("a figure changed in one place only (the table, not the sentence that repeats it) changes in that place only", () => {
    const english = version("en", "ES");
    const spanish = version("es", "ES");
    const occurrences = (text: string, figure: string) => text.split(figure).length - 1;
    expect(occurrences(spanish.markdown, "61,50")).toBe(2);
    const result = carryFigures(english, { ...english, markdown: english.markdown.replace("€61.50", "€75.25") }, spanish);
    expect(occurrences(result.markdown, "61,50")).toBe(1);
    expect(occurrences(result.markdown, "75,25")).toBe(1);
    expect(result.markdown.indexOf("75,25")).toBe(spanish.markdown.indexOf("61,50"));
  });

  it("a Brazilian version takes a changed role limit from the English one with thousands grouped the Brazilian way", () => {
    const english = version("en", "BR");
    const portuguese = version("pt-BR", "BR");
    const edited = { ...english, markdown: english.markdown.replaceAll("8,000.00", "9,250.00") };
    const result = carryFigures(english, edited, portuguese);
    expect(result.carried.map(({ from, to }) => [from, to])).toContainEqual([8000, 9250]);
    expect(result.markdown).toContain("9.250,00");
    expect(result.markdown).not.toContain("8.000,00");
  });

  it("a sentence added in English is not translated: its section is named as not carried and the text stays as it was", () => {
    const english = version("en", "MX");
    const spanish = version("es", "MX");
    const sixth = sectionMarkdown(english.markdown, english.sectionOf, 6)!;
    const edited = { ...english, markdown: english.markdown.replace(sixth, `${sixth}\n\nNo first-class upgrades, ever.`) };
    const result = carryFigures(english, edited, spanish);
    expect(result.notCarried).toEqual([6]);
    expect(result.carried).toEqual([]);
    expect(result.markdown).toBe(spanish.markdown);
  });

  it("a figure the other version does not write is not invented: its section is reported instead", () => {
    const english = version("en", "MX");
    const spanish = { ...version("es", "MX"), markdown: version("es", "MX").markdown.replaceAll("61.50", "sesenta") };
    const edited = { ...english, markdown: english.markdown.replace("61.50", "70.00") };
    const result = carryFigures(english, edited, spanish);
    expect(result.carried).toEqual([]);
    expect(result.notCarried).toHaveLength(1);
    expect(result.markdown).toBe(spanish.markdown);
  });

  it("a value the owner also wrote elsewhere in the other version is not changed with it: the section is reported instead", () => {
    const sectionOf = (language: Language) => (heading: string) => sectionOfHeading(heading, language);
    const english = (meals: string) => ({
      markdown: `## 3. Spending Limits\n\nMeals up to USD ${meals} per day.\n`,
      sectionOf: sectionOf("en"),
      locale: "en-US",
    });
    const spanish = {
      markdown: "## 3. Límites de gasto\n\nComidas hasta USD 50 por día. Recibo obligatorio desde USD 50.\n",
      sectionOf: sectionOf("es"),
      locale: "es-MX",
    };
    const result = carryFigures(english("50"), english("65"), spanish);
    expect(result.markdown).toBe(spanish.markdown);
    expect(result.carried).toEqual([]);
    expect(result.notCarried).toEqual([3]);
  });
});
