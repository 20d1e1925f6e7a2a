import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readingFor } from "~/lib/composer/test-readings";
import { LANGUAGES, type Language } from "~/lib/site/languages";
import { NOT_SET_YET, PROPOSED_MARK, proposedFigures, withFiguresConfirmed, withoutProposals } from "./proposed-figures";

const NOW = new Date("2026-11-28T12:00:00Z");
/** A company that gave no figure: every limit and tier of its policy is one we proposed. */
const composed = (language: Language, code = "MX") => composePolicy(readingFor(code), { language, companyName: "Andes Foods", now: NOW });
const marks = (text: string, language: Language) => text.split(PROPOSED_MARK[language]).length - 1;

describe("figures we proposed", () => {
  for (const language of LANGUAGES) {
    it(`${language}: lists every one the composer marked, with its row, column and figure`, () => {
      const text = composed(language);
      const figures = proposedFigures(text, language);
      expect(figures.length).toBeGreaterThan(3);
      expect(figures).toHaveLength(marks(text, language));
      for (const figure of figures) {
        expect(figure.figure).not.toContain(PROPOSED_MARK[language].trim());
        expect(figure.figure).toMatch(/\d/);
        expect(figure.row).not.toBe("");
        expect(figure.column).not.toBe("");
      }
    });

    it(`${language}: employees read "not set yet" in their place, and no mark`, () => {
      const text = composed(language);
      const shown = withoutProposals(text, language);
      expect(shown).not.toContain(PROPOSED_MARK[language]);
      expect(shown).toContain(NOT_SET_YET[language]);
      // Nothing else changes: the same lines, the tables still tables.
      expect(shown.split("\n")).toHaveLength(text.split("\n").length);
      for (const figure of proposedFigures(text, language)) expect(shown).not.toContain(`| ${figure.figure}${PROPOSED_MARK[language]}`);
    });
  }

  it("a default approval tier is a proposal whole: its approver is not shown as the company's either", () => {
    const text = composed("en", "US");
    const tier = text.split("\n").find((line) => /^\| (Up to|Over) .+ \(proposed\) \|/.test(line))!;
    expect(tier).toBeDefined();
    const approver = tier.split("|")[2]!.trim();
    const shownTier = withoutProposals(text, "en").split("\n")[text.split("\n").indexOf(tier)]!;
    expect(shownTier).not.toContain(approver);
    expect(shownTier).toMatch(/^\| Not set yet \(ask the finance team\) \| Not set yet \(ask the finance team\) \| .+ \|$/);
  });

  it("confirming writes each figure as kept or changed, without the mark, and leaves none proposed", () => {
    const text = composed("en", "US");
    const figures = proposedFigures(text, "en");
    const [first, second] = figures;
    const confirmed = withFiguresConfirmed(text, "en", { [first!.key]: "$1,234.00", [second!.key]: "" });
    const line = confirmed.split("\n")[Number(first!.key.split(":")[0])]!;
    expect(line).toContain("| $1,234.00 |");
    // An empty field keeps our figure, now confirmed.
    expect(confirmed.split("\n")[Number(second!.key.split(":")[0])]).toContain(`${second!.figure} |`);
    const rest = Object.fromEntries(figures.slice(2).map((figure) => [figure.key, figure.figure]));
    const all = withFiguresConfirmed(confirmed, "en", rest);
    expect(proposedFigures(all, "en")).toEqual([]);
    expect(withoutProposals(all, "en")).toBe(all);
    // A pipe typed into a figure cannot break the table.
    expect(withFiguresConfirmed(text, "en", { [first!.key]: "$5 | or more" }).split("\n")[Number(first!.key.split(":")[0])]).toContain(
      "| $5   or more |",
    );
  });
});
