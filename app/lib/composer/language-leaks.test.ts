import { describe, expect, it } from "vitest";
import { readCompany } from "~/lib/reading/read-company";
import { RULE_CASES } from "~/lib/rules/reader-cases";
import { LANGUAGES, type Language } from "~/lib/site/languages";
import { composePolicy } from "./compose-policy.server";
import { readingFor } from "./test-readings";
import { POLICY_PHRASES } from "./policy-phrases.server";
import { RULE_PHRASES } from "./rule-phrases.server";

/*
 * Every version reads as if written in its own language: a policy written from any description of
 * the reader's table, in each of the three languages, holds no word of the other two languages'
 * rule vocabulary (the words the writers themselves use for rules, approvers and limits) — a
 * Spanish description's "socio director" or "consultora" must not reach an English policy.
 */

const NOW = new Date("2026-11-24T12:00:00Z");
// Accents kept: "sócios" is Portuguese, "socios" Spanish.
const fold = (text: string) => text.normalize("NFC").toLowerCase();

/** Every string a language's writers can render, probed with sample values. */
function phrasesOf(language: Language): string {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (typeof value === "function") {
      try {
        texts.push(String((value as (...args: unknown[]) => unknown)("X", "Y", "Z")));
      } catch {
        // a phrase that needs other arguments adds nothing here
      }
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(POLICY_PHRASES[language]);
  walk(RULE_PHRASES[language]);
  return fold(texts.join(" "));
}

const wordsOf = (text: string) => new Set(text.split(/[^\p{L}]+/u).filter((word) => word.length >= 6));
const VOCABULARY = Object.fromEntries(LANGUAGES.map((language) => [language, wordsOf(phrasesOf(language))])) as Record<
  Language,
  Set<string>
>;
/** Words only that language's writers use (never the others'): a sure sign of that language. */
const OWN_WORDS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Set([...VOCABULARY[language]].filter((word) => LANGUAGES.every((other) => other === language || !VOCABULARY[other].has(word)))),
  ]),
) as Record<Language, Set<string>>;

/** Words the writers of one language happen to use that are as much words of the others. */
const COGNATES = new Set(["general"]);

describe("no other language's words in a version", () => {
  it("the vocabularies are large enough to tell the languages apart", () => {
    for (const language of LANGUAGES) expect(OWN_WORDS[language].size).toBeGreaterThan(150);
  });

  for (const language of LANGUAGES) {
    it(`every description of the table, written in ${language}`, { timeout: 30_000 }, () => {
      const leaks: string[] = [];
      /** Each country's own policy words, written once per country. */
      const countryWords = new Map<string, Set<string>>();
      for (const entry of RULE_CASES) {
        const reading = readCompany(entry.text, { siteCountry: entry.siteCountry, language: entry.language });
        // The country's own terms ("factura electrónica", "viáticos") are quoted as the law names them, in any language.
        const code = reading.country.code;
        const country =
          countryWords.get(code) ?? wordsOf(fold(composePolicy(readingFor(code), { language, companyName: "Acme", now: NOW })));
        countryWords.set(code, country);
        const markdown = fold(composePolicy(reading, { language, companyName: "Acme", now: NOW }));
        const words = [...wordsOf(markdown)].filter((word) => !country.has(word));
        const lineOf = (word: string) =>
          markdown
            .split("\n")
            .find((line) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "u").test(line))
            ?.slice(0, 120);
        for (const other of LANGUAGES) {
          if (other === language) continue;
          for (const word of words)
            if (OWN_WORDS[other].has(word) && !VOCABULARY[language].has(word) && !COGNATES.has(word))
              leaks.push(`${word} (${other}) in "${lineOf(word)}"`);
        }
      }
      expect(leaks).toEqual([]);
    });
  }
});
