import { describe, expect, it } from "vitest";
import { HOSTILE_TEXTS, isFormula, spreadsheetRows } from "../../../tests/support/spreadsheet-csv";
import { csvCell, csvUndefused } from "./csv";

describe("csvCell", () => {
  it("quotes every text cell and leaves numbers bare, a negative amount included", () => {
    expect(csvCell("Uber")).toBe('"Uber"');
    expect(csvCell('Joe "Best"')).toBe('"Joe ""Best"""');
    expect(csvCell(42.5)).toBe("42.5");
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("puts an apostrophe before a formula at the start and after every ; , tab or line break, and nowhere else", () => {
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("Cafe;=2*21;x")).toBe(`"Cafe;'=2*21;x"`);
    expect(csvCell("x\n=1+1")).toBe(`"x\n'=1+1"`);
    expect(csvCell("x;-1+1")).toBe(`"x;'-1+1"`);
    expect(csvCell("\tTab")).toBe(`"'\tTab"`);
    // A number where a cell could start is a number to the spreadsheet, not a formula.
    expect(csvCell("-12.50")).toBe(`"-12.50"`);
    expect(csvCell("refund;-12.50")).toBe(`"refund;-12.50"`);
    // Ordinary text keeps its line breaks, commas and signs as written.
    expect(csvCell("line 1\r\nline 2\n\nline 4")).toBe(`"line 1\r\nline 2\n\nline 4"`);
    expect(csvCell("Joe's, Austin - TX")).toBe(`"Joe's, Austin - TX"`);
    expect(csvCell("a=b+c")).toBe(`"a=b+c"`);
  });

  it("gives back what it defused", () => {
    for (const text of [...HOSTILE_TEXTS, "-12.50", "plain"]) {
      const [[field]] = spreadsheetRows(csvCell(text), ",") as [[string]];
      expect(csvUndefused(field), JSON.stringify(text)).toBe(text);
    }
  });

  it.each([",", ";"] as const)(
    "a file of hostile cells read with %j as the separator has no field a spreadsheet would run",
    (separator) => {
      const csv = [
        "merchant,amount,note",
        ...HOSTILE_TEXTS.map((text, index) => [csvCell(text), csvCell(-index - 0.5), csvCell(text)].join(",")),
      ].join("\r\n");
      const fields = spreadsheetRows(csv, separator).flat();
      expect(fields.length).toBeGreaterThan(HOSTILE_TEXTS.length);
      expect(fields.filter(isFormula)).toEqual([]);
      // The test can fail: the same file without the apostrophes has such fields.
      const naive = csv.replaceAll("'", "");
      expect(spreadsheetRows(naive, separator).flat().filter(isFormula).length).toBeGreaterThan(0);
    },
  );

  it("takes linear time on a long cell of separators", () => {
    const long = ";=".repeat(100_000);
    const started = performance.now();
    expect(csvCell(long).length).toBe(long.length + 100_000 + 2);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
