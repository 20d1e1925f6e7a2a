import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readingFor } from "~/lib/composer/test-readings";
import { policyClipboard } from "./policy-clipboard";
import { renderPolicyPlainText } from "./render-plain-text";

/* "Copy text" pastes a document: the plain text carries no markdown, the HTML carries the structure. */

describe("renderPolicyPlainText", () => {
  it("writes headings as words, lists with bullets and numbers, tables as tab-separated lines, links with their address", () => {
    const markdown = [
      "# Acme Travel and Expense Policy",
      "",
      "*Applies in Mexico · Amounts in MXN*",
      "",
      "## 1. Purpose",
      "",
      "Book with **the [travel desk](https://travel.example)** and keep *every* receipt; mail <ap@acme.example>.",
      "",
      "- receipts kept",
      "- cards",
      "  - personal use: `never`",
      "",
      "3. third",
      "4. fourth",
      "",
      "| Role | Per month | Per transaction |",
      "| --- | --: | --: |",
      "| **Director** | MX$20,000.00 | MX$5,000.00 |",
      "| Analyst | MX$5,000.00 | MX$1,500.00 |",
      "",
      "Caf&eacute; &amp; t&#233; \\*not emphasis\\*",
    ].join("\n");
    expect(renderPolicyPlainText(markdown)).toBe(
      [
        "Acme Travel and Expense Policy",
        "",
        "Applies in Mexico · Amounts in MXN",
        "",
        "1. Purpose",
        "",
        "Book with the travel desk (https://travel.example) and keep every receipt; mail ap@acme.example.",
        "",
        "• receipts kept",
        "• cards",
        "    – personal use: never",
        "",
        "3. third",
        "4. fourth",
        "",
        "Role\tPer month\tPer transaction",
        "Director\tMX$20,000.00\tMX$5,000.00",
        "Analyst\tMX$5,000.00\tMX$1,500.00",
        "",
        // Named entities other than the basic ones need the browser's parser: Node keeps them as written.
        "Caf&eacute; & té *not emphasis*",
        "",
      ].join("\n"),
    );
  });

  it.each(["en", "es", "pt-BR"] as const)("a composed %s policy loses every markdown mark and keeps every table cell", (language) => {
    const markdown = composePolicy(readingFor(language === "en" ? "MX" : language === "es" ? "CO" : "BR"), {
      language,
      companyName: "Acme",
      now: new Date("2026-03-01T12:00:00Z"),
    });
    expect(markdown).toMatch(/^\|.*\|$/m);
    const text = renderPolicyPlainText(markdown);
    expect(text).not.toMatch(/^#/m);
    expect(text).not.toContain("|");
    expect(text).not.toContain("**");
    expect(text).not.toMatch(/^\s*[-*] /m);
    const firstRow = markdown.split("\n").find((line) => /^\|/.test(line))!;
    const cells = firstRow
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/\*\*/g, ""));
    expect(text).toContain(cells.join("\t"));
  });
});

describe("policyClipboard", () => {
  it("gives the HTML of the one pipeline, tables with a visible grid, and the plain text", () => {
    const { html, text } = policyClipboard("# Title\n\n| A | B |\n| --- | --- |\n| 1 | <script>x</script> |\n");
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain('<table border="1"');
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script>");
    expect(text).toBe("Title\n\nA\tB\n1\t<script>x</script>\n");
  });
});
