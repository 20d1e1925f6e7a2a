import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { fullReadingFor } from "~/lib/composer/test-readings";
import type { Language } from "~/lib/site/languages";
import { changedFigures, quoteOf, restatedFigureOffer, restatements, updatePlaces } from "./restated-figures";

const composed = (language: Language, country: string) =>
  composePolicy(fullReadingFor(country), { companyName: "Andes Foods", now: new Date("2026-01-15T00:00:00Z"), language });

/** The owner's edit of one line, and what the editor would offer: each old figure with the places that still state it. */
function offerAfter(text: string, line: RegExp, edit: (line: string) => string) {
  const lines = text.split("\n");
  const at = lines.findIndex((candidate) => line.test(candidate) && edit(candidate) !== candidate);
  expect(at).toBeGreaterThanOrEqual(0);
  lines[at] = edit(lines[at]!);
  const after = lines.join("\n");
  return { after, changes: changedFigures(text, after), found: restatements(after, changedFigures(text, after)) };
}

const quotes = (text: string, found: ReturnType<typeof restatements>) =>
  found.flatMap(({ places }) => places.map((place) => quoteOf(text, place)));

describe("a figure changed in a table cell and restated in prose", () => {
  it("English (US, composer): the meals cell $61.50 → $70.00 finds the line that restates $61.50, and updating it leaves no $61.50", () => {
    const text = composed("en", "US");
    const { after, changes, found } = offerAfter(text, /^\| Meals, per day \(home country\) \|/, (row) => row.replace("$61.50", "$70.00"));
    expect(changes).toEqual([{ from: "$61.50", to: "$70.00", key: "61.5 $" }]);
    expect(quotes(after, found)).toEqual([
      {
        before: "Meals, per day (home country): the company's own limit of ",
        figure: "$61.50",
        after: " applies; the official figure of $68.00 is shown for reference only.",
      },
    ]);
    const updated = updatePlaces(
      after,
      found.flatMap(({ change, places }) => places.map((place) => ({ ...place, to: change.to }))),
    );
    expect(updated).not.toContain("$61.50");
    expect(updated).toContain("the company's own limit of $70.00 applies; the official figure of $68.00");
    // Nothing else moved: the edit and the one place are the only differences.
    expect(updated.replace(/\$70\.00/g, "$61.50")).toBe(text.replace(/\$70\.00/g, "$61.50"));
  });

  it("Spanish (Spain, composer): 61,50 € → 65,00 € finds “el límite de la empresa, 61,50 €” and not the tax-free 53,34 €", () => {
    const text = composed("es", "ES");
    // The composer writes a no-break space before the euro sign; the owner types a plain one.
    const { after, changes, found } = offerAfter(text, /^\| Comidas, por día \(en el país\) \|/, (row) =>
      row.replace("61,50\u00a0€", "65,00 €"),
    );
    expect(changes).toEqual([{ from: "61,50\u00a0€", to: "65,00 €", key: "61.5 EUR" }]);
    expect(quotes(after, found).map((quote) => `${quote.before}[${quote.figure}]${quote.after.split(";")[0]}`)).toEqual([
      "Comidas, por día (en el país): el límite de la empresa, [61,50\u00a0€], supera el importe exento de 53,34\u00a0€",
    ]);
    expect(
      updatePlaces(
        after,
        found[0]!.places.map((place) => ({ ...place, to: "65,00 €" })),
      ),
    ).toContain("el límite de la empresa, 65,00 €, supera el importe exento de 53,34\u00a0€");
  });

  it("Brazilian Portuguese: R$ 1.200,00 in a cell and in a sentence, with its thousands and decimal marks", () => {
    const text = [
      "| Item | Limite da empresa |",
      "| --- | ---: |",
      "| Hospedagem, por noite | R$ 1.200,00 |",
      "",
      "- Hospedagem: vale o limite da empresa de R$ 1.200,00 por noite.",
      "- Hospedagem em capitais: até R$ 11.200,00 por semana; R$ 1.200,005 é um erro de digitação; US$ 1.200,00 no exterior.",
    ].join("\n");
    const { after, changes, found } = offerAfter(text, /^\| Hospedagem, por noite/, (row) => row.replace("R$ 1.200,00", "R$ 1.350,00"));
    expect(changes).toEqual([{ from: "R$ 1.200,00", to: "R$ 1.350,00", key: "1200 BRL" }]);
    expect(quotes(after, found)).toEqual([
      { before: "Hospedagem: vale o limite da empresa de ", figure: "R$ 1.200,00", after: " por noite." },
    ]);
  });
});

describe("what counts as the same figure", () => {
  const table = (cell: string) => ["| Item | Limit |", "| --- | ---: |", `| Meals, per day | ${cell} |`].join("\n");

  it("a figure inside a larger number, or with more decimals, is not the figure", () => {
    const before = `${table("$615.00")}\n\nCaps: $1,615.00 for offsites, $6615.00 a year, $615.005 per unit, $2,615 a quarter.`;
    const after = before.replace("| $615.00 |", "| $700.00 |");
    expect(changedFigures(before, after)).toHaveLength(1);
    expect(restatements(after, changedFigures(before, after))).toEqual([]);
  });

  it("615,00 € is not 1.615,00 € nor 615,00 $; 615 € is the same amount written without cents", () => {
    const before = `${table("615,00 €")}\n\nLímites: 1.615,00 € al mes, 615,00 $ en México, 615 € al día.`;
    const after = before.replace("| 615,00 € |", "| 640,00 € |");
    const found = restatements(after, changedFigures(before, after));
    expect(found.flatMap(({ places }) => places.map((place) => after.slice(place.start, place.end)))).toEqual(["615 €"]);
  });

  it("the same amount in another currency, or a number without one, is not the figure", () => {
    const before = `${table("$615.00")}\n\nThe limit is US$ 615.00 abroad, 615 pesos at home, 615 days at most.`;
    const after = before.replace("| $615.00 |", "| $700.00 |");
    expect(restatements(after, changedFigures(before, after))).toEqual([]);
  });

  it("a rate written in cents is never the same figure as the amount in dollars", () => {
    const before = `${table("$0.725 per mile")}\n\nThe IRS rate is 72.5 cents per mile for 2026.`;
    const after = before.replace("$0.725 per mile |", "$0.65 per mile |");
    expect(changedFigures(before, after)).toEqual([{ from: "$0.725", to: "$0.65", key: "0.725 $" }]);
    expect(restatements(after, changedFigures(before, after))).toEqual([]);
  });
});

describe("what counts as a changed figure", () => {
  it("each cell of a changed row is its own change; a figure written another way is no change", () => {
    const before = ["| Item | Limit | Reference |", "| --- | --- | --- |", "| Lodging | $240.00 | $110.00 |", "| Meals | $615 | — |"].join(
      "\n",
    );
    const after = before.replace("| $240.00 | $110.00 |", "| $260.00 | $120.00 |").replace("| $615 |", "| $615.00 |");
    expect(changedFigures(before, after)).toEqual([
      { from: "$240.00", to: "$260.00", key: "240 $" },
      { from: "$110.00", to: "$120.00", key: "110 $" },
    ]);
  });

  it("a row removed, a figure deleted, or one figure changed to two values offers nothing", () => {
    const rows = ["| Item | Limit |", "| --- | --- |", "| Meals | $615.00 |", "| Dinners | $615.00 |", "| Taxi | $40.00 |"];
    const before = rows.join("\n");
    expect(changedFigures(before, rows.filter((row) => !row.startsWith("| Meals")).join("\n"))).toEqual([]);
    expect(changedFigures(before, before.replace("| Taxi | $40.00 |", "| Taxi | receipts only |"))).toEqual([]);
    const split = before.replace("| Meals | $615.00 |", "| Meals | $700.00 |").replace("| Dinners | $615.00 |", "| Dinners | $650.00 |");
    expect(changedFigures(before, split)).toEqual([]);
  });

  it("a paragraph typed again on more lines is compared as a whole", () => {
    const before = "Intro.\n\nMeals are capped at $615.00 a day; hotels at $240.00 a night.\n\nEnd.";
    const after = "Intro.\n\nMeals are capped at $640.00\na day; hotels at $240.00 a night.\n\nEnd.";
    expect(changedFigures(before, after)).toEqual([{ from: "$615.00", to: "$640.00", key: "615 $" }]);
  });
});

describe("a place quoted for the owner", () => {
  it("a table row reads as its cells, a long sentence is cut at words, markdown marks are gone", () => {
    const row = "| **Meals**, per day | $615.00 | $68.00 (public reference) |";
    expect(quoteOf(row, { start: row.indexOf("$615"), end: row.indexOf("$615") + 7 })).toEqual({
      before: "Meals, per day · ",
      figure: "$615.00",
      after: " · $68.00 (public reference)",
    });
    const long = `- ${"word ".repeat(40)}costs $615.00 and ${"more ".repeat(40)}end.`;
    const quote = quoteOf(long, { start: long.indexOf("$615"), end: long.indexOf("$615") + 7 }, 30);
    expect(quote.before).toMatch(/^… word word .* costs $/);
    expect(quote.before.length).toBeLessThanOrEqual(32);
    expect(quote.after).toMatch(/^ and more .*more…$/);
  });
});

describe("the offer made before saving a section", () => {
  it("names each place with the section heading it is under, in the section edited or another", () => {
    const policy = composed("en", "US");
    const withDinner = policy.replace(/^## 2\. .*$/m, (heading) => `${heading}\n\nClient dinners follow the $61.50 meals limit.`);
    const section = /^## 3\. [\s\S]*?(?=\n## 4\.)/m.exec(withDinner)![0];
    const edited = section.replace("| Meals, per day (home country) | $61.50 |", "| Meals, per day (home country) | $70.00 |");
    const offer = restatedFigureOffer(section, edited, withDinner.replace(section, edited));
    expect(offer.map(({ change, places }) => [change.from, change.to, places.map((place) => place.heading)])).toEqual([
      ["$61.50", "$70.00", ["2. Allowable Expenses", "3. Spending Limits"]],
    ]);
    expect(offer[0]!.places[0]!.quote).toEqual({ before: "Client dinners follow the ", figure: "$61.50", after: " meals limit." });
  });
});
