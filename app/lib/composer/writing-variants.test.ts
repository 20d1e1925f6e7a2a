import { describe, expect, it } from "vitest";
import { checkPolicyText } from "~/lib/generation/policy-check.server";
import { variantFor, variantsOf } from "~/lib/site/writing-variants";
import { LANGUAGES } from "~/lib/site/languages";
import { composePolicy } from "./compose-policy.server";
import { KNOWN_PACKS } from "./country-packs.server";
import { fullReadingFor, readingFor } from "./test-readings";
import { toBaseVocabulary } from "./variants/in-variant.server";
import { LEGAL_TERMS, REFUSED, vocabularyKey } from "./variants/vocabulary.server";

const NOW = new Date("2026-11-25T12:00:00Z");
const fold = (text: string) => text.normalize("NFC").toLowerCase();
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu");

/** The lines of `markdown` holding a word `variant` must never show. */
function refusedIn(markdown: string, variant: string): string[] {
  const refused = REFUSED[vocabularyKey(variant)] ?? [];
  const own = LEGAL_TERMS.reduce((text, term) => text.replace(new RegExp(term, "gi"), "§"), markdown);
  return refused.flatMap((word) => {
    const line = own.split("\n").find((candidate) => wholeWord(word).test(candidate));
    return line ? [`"${word}" in ${line.slice(0, 140)}`] : [];
  });
}

describe("each country reads its own variant of the language", () => {
  it.each([
    ["ES", "es", "es-ES"],
    ["MX", "es", "es-MX"],
    ["AR", "es", "es-AR"],
    ["UY", "es", "es-UY"],
    ["CO", "es", "es-CO"],
    ["DE", "es", "es-ES"],
    ["BR", "es", "es-419"],
    ["PT", "pt-BR", "pt-PT"],
    ["AO", "pt-BR", "pt-PT"],
    ["BR", "pt-BR", "pt-BR"],
    ["ES", "pt-BR", "pt-BR"],
    ["US", "en", "en-US"],
    ["CA", "en", "en-CA"],
    ["MX", "en", "en-US"],
    ["ES", "en", "en-GB"],
  ] as const)("a company in %s writing %s reads %s", (country, language, variant) => {
    expect(variantFor(language, country)).toBe(variant);
  });

  it("a Madrid consultancy reads Spain's words, a Bogotá one Colombia's, a Buenos Aires one the River Plate's", () => {
    const spain = composePolicy(readingFor("ES"), { language: "es", companyName: "Consultora Norte", now: NOW });
    expect(spain).toContain("billetes de tren y autobús");
    expect(spain).toContain("coche de alquiler");
    expect(spain).toContain("aparcamiento");
    const colombia = composePolicy(readingFor("CO"), { language: "es", companyName: "Consultora Norte", now: NOW });
    expect(colombia).toContain("tiquetes de tren y bus");
    expect(colombia).toContain("legalizaciones de gastos");
    expect(colombia).toContain("carro de alquiler");
    const argentina = composePolicy(readingFor("AR"), { language: "es", companyName: "Consultora Norte", now: NOW });
    expect(argentina).toContain("pasajes de tren y ómnibus");
    expect(argentina).toContain("rendiciones de gastos");
    // The pronoun that refers back to the report agrees with the region's noun.
    expect(argentina).toContain("antes de aprobarlas");
  });

  it("a Lisbon firm reads European Portuguese, and a company name in Brazilian words stays as written", () => {
    const lisbon = composePolicy(readingFor("PT"), { language: "pt-BR", companyName: "Trem Bom Engenharia", now: NOW });
    expect(lisbon).toContain("bilhetes de comboio e autocarro");
    expect(lisbon).toContain("telemóvel");
    expect(lisbon).toContain("equipa");
    expect(lisbon).toContain("Trem Bom Engenharia");
    expect(refusedIn(lisbon.replaceAll("Trem Bom Engenharia", "Acme"), "pt-PT")).toEqual([]);
  });

  it("the United States spells kilometer and pays per mile; Canada spells kilometre and pays per kilometre", () => {
    const us = composePolicy(fullReadingFor("US"), { language: "en", companyName: "Acme", now: NOW });
    expect(us).toMatch(/per mile/);
    expect(refusedIn(us, "en-US")).toEqual([]);
    const canada = composePolicy(readingFor("CA"), { language: "en", companyName: "Acme", now: NOW });
    expect(canada).toContain("per-kilometre");
    expect(refusedIn(canada, "en-CA")).toEqual([]);
  });

  it("the owner's choice of variant wins over the country's", () => {
    const chosen = composePolicy(readingFor("CO"), { language: "es", companyName: "Acme", variant: "es-ES", now: NOW });
    expect(chosen).toContain("coche de alquiler");
    const unknown = composePolicy(readingFor("CO"), { language: "es", companyName: "Acme", variant: "xx-YY", now: NOW });
    expect(unknown).toContain("carro de alquiler");
  });
});

describe("every pack in every language and variant", () => {
  for (const pack of KNOWN_PACKS) {
    for (const language of LANGUAGES) {
      it(`${pack.code} in ${language}: each variant passes the output check and shows no other variant's word`, () => {
        const problems: string[] = [];
        for (const variant of variantsOf(language)) {
          const markdown = composePolicy(fullReadingFor(pack.code), { language, companyName: "Acme", variant, now: NOW });
          const check = checkPolicyText(markdown, language, { country: pack.code });
          if (!check.ok) problems.push(`${variant}: output check ${JSON.stringify(check)}`);
          problems.push(...refusedIn(markdown, variant).map((line) => `${variant}: ${line}`));
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

describe("the reader's view of a variant", () => {
  it("maps every variant's words back to the phrase files' own", () => {
    expect(toBaseVocabulary("Las legalizaciones de gastos y el coche de alquiler", "es")).toBe(
      "Los informes de gastos y el automóvil de alquiler",
    );
    expect(fold(toBaseVocabulary("O alojamento e bilhetes de comboio e autocarro", "pt-BR"))).toBe(
      "a hospedagem e passagens de trem e ônibus",
    );
    expect(toBaseVocabulary("kilometers traveled", "en")).toBe("kilometres travelled");
  });
});
