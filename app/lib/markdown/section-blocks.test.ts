import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { sectionOfHeading } from "~/lib/composer/section-of-heading.server";
import { fullReadingFor, readingFor } from "~/lib/composer/test-readings";
import { problems } from "./html-problems";
import { lexPolicy, type Tokens } from "./policy-tokens";
import { sectionMarkdown } from "./policy-sections";
import { renderPolicyHtml } from "./render-html";
import { emptyRow, escapeCell, rowLine, sectionBlocks, sectionText, type SectionBlock, type SectionModel } from "./section-blocks";

/* The section editor's model: a section read into blocks and written back is the same text, and what the owner types stays text. */

type Table = Extract<SectionBlock, { kind: "table" }>;
const tables = (model: SectionModel) => model.blocks.filter((block): block is Table => block.kind === "table");
const tableTokens = (markdown: string) => lexPolicy(markdown).filter((token): token is Tokens.Table => token.type === "table");

const POLICIES = [
  ["en", "MX", fullReadingFor("MX")],
  ["en", "US", readingFor("US")],
  ["es", "CO", fullReadingFor("CO")],
  ["es", "ES", readingFor("ES")],
  ["pt-BR", "BR", fullReadingFor("BR")],
  ["pt-BR", "PT", readingFor("PT")],
] as const;

describe("every section of composed policies", () => {
  it.each(POLICIES)(
    "%s (%s): opened and saved unchanged, each section is the same text; tables and lists are grids and items",
    (language, _, reading) => {
      const policy = composePolicy(reading, { language, companyName: "Acme", now: new Date("2026-03-01T12:00:00Z") });
      let tableCount = 0;
      for (let number = 1; number <= 9; number += 1) {
        const section = sectionMarkdown(policy, (heading) => sectionOfHeading(heading, language), number);
        expect(section, `section ${number}`).not.toBeNull();
        const model = sectionBlocks(section!);
        expect(sectionText(model)).toBe(section);
        // The composer writes no block the form cannot show as a form.
        expect(model.blocks.filter((block) => block.kind === "markdown").map((block) => block.kind === "markdown" && block.text)).toEqual(
          [],
        );
        expect(model.blocks[0]).toMatchObject({ kind: "heading", depth: 2 });
        for (const block of model.blocks) {
          // Written fresh from the form (not from the lines kept), each row and item is still the line it came from.
          if (block.kind === "table") {
            tableCount += 1;
            for (const row of [block.header, ...block.rows]) expect(rowLine(row.cells)).toBe(row.origin!.line);
          }
          if (block.kind === "list")
            for (const item of block.items) expect(`${item.indent}${item.marker} ${item.text}`).toBe(item.origin!.line);
        }
      }
      expect(tableCount).toBeGreaterThanOrEqual(2);
    },
  );

  it("a changed cell of the limits table changes that row only, and the section still reads as the same table with the new figure", () => {
    const policy = composePolicy(fullReadingFor("MX"), { language: "en", companyName: "Acme", now: new Date("2026-03-01T12:00:00Z") });
    const section = sectionMarkdown(policy, (heading) => sectionOfHeading(heading, "en"), 3)!;
    const model = sectionBlocks(section);
    const limits = tables(model).find((table) => table.rows.some((row) => row.cells[0]!.startsWith("Meals, per day (home")))!;
    const meals = limits.rows.find((row) => row.cells[0]!.startsWith("Meals, per day (home"))!;
    meals.cells[1] = "MX$640.00";
    const saved = sectionText(model);
    const before = section.split("\n");
    const after = saved.split("\n");
    expect(after.length).toBe(before.length);
    expect(after.filter((line, index) => line !== before[index])).toEqual([
      "| Meals, per day (home country) | MX$640.00 | MX$750.00 (tax-deductible limit, Art. 28-V LISR) |",
    ]);
    const reread = tableTokens(saved).find((table) => table.rows.some((row) => row[1]?.text === "MX$640.00"));
    expect(reread?.rows.length).toBe(limits.rows.length);
  });
});

describe("tables", () => {
  const TABLE = [
    "### Limits",
    "",
    "| Item | Limit | Note |",
    "| :--- | ---: | --- |",
    "| **Meals** | MX$500.00 | a \\| b |",
    "| Taxi |  | see [the desk](https://travel.example) |",
    "| *Hotel* | MX$1,200.00 | `code` and \\\\\\| three |",
    "",
    "After the table.",
  ].join("\n");

  it("reads escaped pipes, empty cells, bold, italics and links as the owner sees them, and writes each row back exactly", () => {
    const model = sectionBlocks(TABLE);
    expect(sectionText(model)).toBe(TABLE);
    const [table] = tables(model);
    expect(table!.header.cells).toEqual(["Item", "Limit", "Note"]);
    expect(table!.rows.map((row) => row.cells)).toEqual([
      ["**Meals**", "MX$500.00", "a | b"],
      ["Taxi", "", "see [the desk](https://travel.example)"],
      ["*Hotel*", "MX$1,200.00", "`code` and \\\\| three"],
    ]);
    for (const row of [table!.header, ...table!.rows]) expect(rowLine(row.cells)).toBe(row.origin!.line);
    expect(model.blocks.map((block) => block.kind)).toEqual(["heading", "table", "paragraph"]);
  });

  it("a typed | stays escaped, with or without a backslash before it, so a cell stays one cell", () => {
    expect(escapeCell("A | B")).toBe("A \\| B");
    expect(escapeCell("C \\| D")).toBe("C \\\\\\| D");
    expect(escapeCell("two\nlines")).toBe("two lines");
    const model = sectionBlocks(TABLE);
    const [table] = tables(model);
    table!.rows[0]!.cells[2] = "left | right";
    table!.rows[1]!.cells[1] = "C \\| D";
    const saved = sectionText(model);
    expect(saved).toContain("| **Meals** | MX$500.00 | left \\| right |");
    const [token] = tableTokens(saved);
    expect(token!.rows.map((row) => row.length)).toEqual([3, 3, 3]);
    expect(token!.rows[0]![2]!.text).toBe("left | right");
    expect(token!.rows[1]![1]!.text).toBe("C \\\\| D");
    // Read again into the form, the text is what was saved.
    expect(sectionText(sectionBlocks(saved))).toBe(saved);
  });

  it("adds and removes rows, keeping the header row and the table a table", () => {
    const model = sectionBlocks(TABLE);
    const [table] = tables(model);
    table!.rows.splice(0, 1);
    table!.rows.push(emptyRow(3));
    table!.rows.at(-1)!.cells[0] = "Parking";
    const saved = sectionText(model);
    expect(saved).toContain("| Item | Limit | Note |\n| :--- | ---: | --- |\n| Taxi |");
    expect(saved).toContain("| Parking |  |  |\n\nAfter the table.");
    const [token] = tableTokens(saved);
    expect(token!.header.map((cell) => cell.text)).toEqual(["Item", "Limit", "Note"]);
    expect(token!.rows.map((row) => row[0]!.text)).toEqual(["Taxi", "*Hotel*", "Parking"]);
    expect(renderPolicyHtml(saved)).toMatch(/<tr><td[^>]*>Parking<\/td><td[^>]*><\/td><td><\/td><\/tr><\/tbody>/);
  });
});

describe("paragraphs, headings and lists", () => {
  const SECTION = [
    "## 8. Policy Violations and Consequences",
    "",
    "Most mistakes are **honest** and *quickly* fixed.",
    "Second line of the same paragraph.",
    "",
    "1. **Minor issues**: a reminder.",
    "2. Repeated issues: lower limits.",
    "",
    "- one",
    "- two",
    "",
    "> A quote stays markdown.",
    "",
    "### Reporting",
    "",
    "Anyone who reports a breach is protected.",
  ].join("\n");

  it("reads each block as the form shows it, and writes the section back exactly", () => {
    const model = sectionBlocks(SECTION);
    expect(model.blocks.map((block) => block.kind)).toEqual(["heading", "paragraph", "list", "list", "markdown", "heading", "paragraph"]);
    expect(sectionText(model)).toBe(SECTION);
    expect(sectionText(sectionBlocks(`${SECTION}\n\n`))).toBe(`${SECTION}\n\n`);
  });

  it("a changed paragraph keeps its bold and stays a paragraph, even when a line starts like a heading or a list", () => {
    const model = sectionBlocks(SECTION);
    const paragraph = model.blocks[1]!;
    if (paragraph.kind !== "paragraph") throw new Error("not a paragraph");
    paragraph.text = "Mistakes are **honest**.\n# not a heading\n2. not a list\n- not a bullet";
    const saved = sectionText(model);
    const tokens = lexPolicy(saved);
    expect(tokens.map((token) => token.type)).toEqual(["heading", "paragraph", "list", "list", "blockquote", "heading", "paragraph"]);
    const html = renderPolicyHtml(saved);
    expect(html).toContain("<p>Mistakes are <strong>honest</strong>.\n# not a heading\n2. not a list\n- not a bullet</p>");
  });

  it("a changed list item and heading change their own lines; an emptied item is dropped", () => {
    const model = sectionBlocks(SECTION);
    const ordered = model.blocks[2]!;
    const heading = model.blocks[5]!;
    if (ordered.kind !== "list" || heading.kind !== "heading") throw new Error("unexpected blocks");
    ordered.items[1]!.text = "Repeated issues: a **suspended** card.";
    heading.text = "Reporting a breach";
    const bullets = model.blocks[3]!;
    if (bullets.kind !== "list") throw new Error("not a list");
    bullets.items[0]!.text = "";
    expect(sectionText(model)).toBe(
      SECTION.replace("2. Repeated issues: lower limits.", "2. Repeated issues: a **suspended** card.")
        .replace("### Reporting", "### Reporting a breach")
        .replace("- one\n", ""),
    );
  });
});

const CORPORA = join(process.cwd(), "..", "shared", "corpora", "xss");
const OWN_VECTORS = join(process.cwd(), "tests", "vectors", "xss-and-markdown.txt");

/** The project's own vectors and, when the corpora are present, the first payloads of two of their lists. */
function payloads(): string[] {
  const lines = (path: string) =>
    readFileSync(path, "utf8")
      .split("\n")
      .filter((line) => line.trim());
  const own = lines(OWN_VECTORS);
  if (!existsSync(CORPORA)) return own;
  const polyglots = lines(join(CORPORA, "payloadsallthethings-XSS_Polyglots.txt")).slice(0, 40);
  const dompurify = (JSON.parse(readFileSync(join(CORPORA, "dompurify-fixture-payloads.json"), "utf8")) as { payload: string }[])
    .slice(0, 60)
    .map((item) => item.payload);
  return [...own, ...polyglots, ...dompurify];
}

describe("what the owner types is text", () => {
  it("XSS payloads typed into a cell and a paragraph are saved as text: the rendered section runs nothing and the table keeps its rows", () => {
    const section = "### Limits\n\n| Item | Limit |\n| --- | ---: |\n| Meals | MX$500.00 |\n| Taxi | MX$200.00 |\n\nA paragraph.";
    const list = payloads();
    expect(list.length).toBeGreaterThanOrEqual(20);
    const failures: string[] = [];
    for (const payload of list) {
      const model = sectionBlocks(section);
      const [table] = tables(model);
      table!.rows[0]!.cells[1] = payload;
      const paragraph = model.blocks[2]!;
      if (paragraph.kind === "paragraph") paragraph.text = payload;
      const saved = sectionText(model);
      const found = problems(renderPolicyHtml(saved));
      const [token] = tableTokens(saved);
      const cell = token?.rows[0]?.[1]?.text;
      if (found.length || token?.rows.length !== 2 || cell !== payload.replace(/\s*[\r\n\u2028\u2029]\s*/g, " ").trim()) {
        failures.push(`${JSON.stringify(payload).slice(0, 80)} → ${found.join(", ") || `rows ${token?.rows.length}, cell ${cell}`}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
