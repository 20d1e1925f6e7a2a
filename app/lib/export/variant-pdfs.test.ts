import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFonts } from "../../../scripts/copy-fonts.mjs";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { KNOWN_PACKS } from "~/lib/composer/country-packs.server";
import { fullReadingFor } from "~/lib/composer/test-readings";
import { CONCEPTS, LEGAL_TERMS, REFUSED, vocabularyKey } from "~/lib/composer/variants/vocabulary.server";
import { variantFor } from "~/lib/site/writing-variants";
import type { Language } from "~/lib/site/languages";
import { FONT_PATHS, type FontSource } from "./export-fonts.server";
import { renderPolicyPdf } from "./render-pdf.server";

/*
 * One policy per country pack, in the language the country speaks and the variant it writes,
 * rendered to PDF and read back by pdftotext: the reader sees the variant's own words (Madrid's
 * "billetes", Bogotá's "legalización", Lisbon's "comboio", Boston's "traveling") and none that
 * variant never uses.
 */

const fonts: FontSource = async (file) => JSON.parse(readFileSync(join(process.cwd(), "public", FONT_PATHS[file]), "utf8"));
const workDir = mkdtempSync(join(tmpdir(), "policysmith-variant-pdf-"));
beforeAll(() => copyFonts(), 120_000);
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const HOME_LANGUAGE: Record<string, Language> = { US: "en", CA: "en", BR: "pt-BR", PT: "pt-BR" };
const NOW = new Date("2026-11-26T12:00:00Z");

const spaced = (text: string) => text.replace(/\s+/g, " ");
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu");

function pdfText(bytes: Uint8Array): string {
  const file = join(workDir, `policy-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const read = spawnSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  expect(read.status, read.stderr).toBe(0);
  // A phrase may run across a page break: leave out the footer ("— 2/5") the break puts in it.
  return spaced(read.stdout).replace(/ — \d+\/\d+ /g, " ");
}

describe("each pack's policy, as a PDF reader sees it, is written in its country's variant", () => {
  it.each(KNOWN_PACKS.map((pack) => pack.code))(
    "%s",
    async (code) => {
      const language = HOME_LANGUAGE[code] ?? "es";
      const variant = variantFor(language, code);
      const markdown = composePolicy(fullReadingFor(code), { language, companyName: "Acme", now: NOW });
      const key = vocabularyKey(variant);
      // The variant's own words the policy uses (where they differ from the phrase files' base words).
      const own = [
        ...new Set(
          CONCEPTS[language].flatMap((concept) => {
            const form = concept.forms[key];
            return form && form !== concept.base && wholeWord(form).test(markdown) ? [form] : [];
          }),
        ),
      ];
      const text = pdfText(
        await renderPolicyPdf(
          {
            markdown,
            companyName: "Acme",
            title: "Policy",
            language,
            lang: variant,
            author: "Policysmith",
            generatedOn: "—",
            generatedAt: NOW,
            pageLabel: (page, total) => `${page}/${total}`,
            pageSize: "a4",
          },
          fonts,
        ),
      );
      const hasWords = CONCEPTS[language].some((concept) => concept.forms[key] !== undefined && concept.forms[key] !== concept.base);
      if (hasWords) expect(own.length, `${variant} shows none of its own words`).toBeGreaterThan(0);
      for (const word of own) expect(text, `${variant}: "${word}"`).toMatch(wholeWord(word));
      const withoutLegalTerms = LEGAL_TERMS.reduce((current, term) => current.replace(new RegExp(term, "gi"), "§"), text);
      const refused = (REFUSED[key] ?? []).filter((word) => wholeWord(word).test(withoutLegalTerms));
      expect(refused, variant).toEqual([]);
    },
    30_000,
  );
});
