import { parseFragment, serialize } from "parse5";
import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readingFor } from "~/lib/composer/test-readings";
import { renderDiffHtml } from "./render-diff-html";

/* History and a rewrite's proposal read as the policy does, with the changed words marked. */

const labels = { added: "Added", removed: "Removed" };
const diff = (before: string, after: string) => renderDiffHtml(before, after, { labels })!;
/** The text a reader sees: tags gone, entities read. */
const seen = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#?\w+;/g, " ");
/** The tags in order: what a browser builds from the HTML has the same ones only when every tag nests. */
const tags = (html: string) => html.match(/<\/?[a-z][a-z0-9]*/g) ?? [];
const nests = (html: string) => tags(serialize(parseFragment(html))).join() === tags(html).join();

const TABLE = [
  "## 3. Spending Limits",
  "",
  "| Expense | Limit |",
  "| --- | --: |",
  "| Meals per day | $615.00 |",
  "| Lodging per night | $250.00 |",
].join("\n");

describe("renderDiffHtml", () => {
  it("marks a changed figure inside its table cell: the table stays a table, no pipe shows", () => {
    const html = diff(TABLE, TABLE.replace("$615.00", "$48.00"));
    expect(html).toContain("<table>");
    expect(html).toMatch(/<td[^>]*>\$<del title="Removed">615<\/del><ins title="Added">48<\/ins>\.00<\/td>/);
    expect(html).toContain("<td>Lodging per night</td>");
    expect(seen(html)).not.toMatch(/\||---|##/);
    expect(nests(html)).toBe(true);
  });

  it("a row added or removed is a row of the table, its cells marked", () => {
    const removed = diff(TABLE, TABLE.replace("\n| Lodging per night | $250.00 |", ""));
    expect(removed).toMatch(
      /<tr><td><del title="Removed">Lodging per night<\/del><\/td><td[^>]*><del title="Removed">\$250\.00<\/del><\/td><\/tr>/,
    );
    const added = diff(TABLE, `${TABLE}\n| Taxis per ride | $40.00 |`);
    expect(added).toMatch(/<tr><td><ins title="Added">Taxis per ride<\/ins><\/td><td[^>]*><ins title="Added">\$40\.00<\/ins><\/td><\/tr>/);
    expect(nests(removed) && nests(added)).toBe(true);
  });

  it("headings, list items and emphasis keep their form; a mark that crosses a tag is closed and opened again", () => {
    const before = "## 5. Approval\n\nSpending **over $500** needs the manager.\n\n- Receipts over $25\n- Economy only";
    const after =
      "## 5. Approval and review\n\nSpending **over $800 at once** needs the CFO.\n\n- Receipts over $25\n- Economy only\n- No alcohol";
    const html = diff(before, after);
    expect(html).toMatch(/<h2 id="section-5">5\. Approval <ins title="Added">and review<\/ins><\/h2>/);
    expect(html).toMatch(/<strong>over \$<del title="Removed">500<\/del><ins title="Added">800 at once<\/ins><\/strong>/);
    expect(html).toMatch(/<li><ins title="Added">No alcohol<\/ins><\/li>/);
    expect(html).toContain("<li>Economy only</li>");
    expect(seen(html)).not.toMatch(/\*\*|^- /m);
    expect(nests(html)).toBe(true);
    const crossing = diff("Book **early** please.", "Book **early and online** please now.");
    expect(nests(crossing)).toBe(true);
  });

  it("is null when nothing changed", () => {
    expect(renderDiffHtml(TABLE, `${TABLE}\n`, { labels })).toBeNull();
  });

  it("folds the unchanged stretches of a whole policy to a line saying how many lines they hide", () => {
    const policy = composePolicy(readingFor("US"), { language: "en", companyName: "Acme", now: new Date("2026-03-01T12:00:00Z") });
    const figure = /\$[\d,]+\.\d\d/.exec(policy)![0];
    const html = renderDiffHtml(policy, policy.replace(figure, "$1.00"), {
      labels,
      fold: { context: 1, label: (lines) => `Unchanged lines: ${lines}` },
    })!;
    expect(html).toMatch(/<p class="diff-fold">⋯ Unchanged lines: \d+<\/p>/);
    expect(html).toContain(`<del title="Removed">${figure.slice(1, -3)}</del><ins title="Added">1</ins>`);
    expect(seen(html).length).toBeLessThan(seen(renderDiffHtml(policy, `${policy}\n\nEnd.`, { labels })!).length / 2);
    expect(nests(html)).toBe(true);
  });

  it("keeps markdown's safety: raw HTML in either version is text, and no mark lands inside a tag", () => {
    const html = diff("[site](https://a.example) <b>x</b>", "[site](https://b.example) <script>alert(1)</script>");
    expect(html).not.toMatch(/<script|<b>/);
    expect(seen(html)).toContain("alert(1)");
    // A changed address is the new one, whole.
    expect(html).toContain('<a href="https://b.example"');
    expect(nests(html)).toBe(true);
  });
});
