import { describe, expect, it } from "vitest";
import { formatMoney, numberLocale } from "~/lib/site/format-money";
import { checkPolicyText } from "~/lib/generation/policy-check.server";
import { readCompany } from "~/lib/reading/read-company";
import { RULE_CASES } from "~/lib/rules/reader-cases";
import { composePolicy } from "./compose-policy.server";

/*
 * A policy written for every description of the reader's table, read as the customer's controller
 * would: none of their sentences pasted in, a figure in every limit, every approver with the
 * amount from which they approve, and no other country's law.
 */

const NOW = new Date("2026-11-24T12:00:00Z");
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$€%]+/gu, " ")
    .trim();

/** Every run of eight words of the description, as it would read if pasted. */
function runsOfEight(text: string): string[] {
  const words = fold(text).split(" ");
  return Array.from({ length: Math.max(0, words.length - 7) }, (_, index) => words.slice(index, index + 8).join(" "));
}

function section(markdown: string, number: number): string {
  return markdown.split(/^## /m).find((part) => part.startsWith(`${number}. `)) ?? "";
}

describe("a policy for every description of the reader's table", () => {
  it.each(RULE_CASES.map((entry) => [entry.text.slice(0, 60), entry] as const))("%s", (_, entry) => {
    const reading = readCompany(entry.text, { siteCountry: entry.siteCountry, language: entry.language });
    const markdown = composePolicy(reading, { language: entry.language, companyName: "Acme", now: NOW });
    const policy = fold(markdown);

    // Nothing pasted: no eight words of the description in a row.
    for (const run of runsOfEight(entry.text)) expect(policy, run).not.toContain(run);

    // A figure in every limit row (roles and travel limits), never "set by finance" or a dash.
    const limits = section(markdown, 3)
      .split("\n")
      .filter((line) => line.startsWith("| ") && !/^\| (?:---|Role |Rol |Cargo |Item |Concepto |Item )/.test(line));
    expect(limits.length).toBeGreaterThan(0);
    for (const row of limits) {
      const [, , company] = row.split(/(?<!\\)\|/).map((cell) => cell.trim());
      expect(company, row).toMatch(/\d/);
    }

    // Every approver the reader found stands in section 5 with the amount it approves from.
    const approvals = section(markdown, 5);
    const locale = numberLocale(entry.language, reading.country.code);
    for (const tier of reading.rules.approvals) {
      const row = approvals.split("\n").find((line) => line.startsWith("|") && line.includes(` ${tier.approver} `));
      expect(row, `${tier.approver} in section 5`).toBeDefined();
      const amount = tier.above.amount > 0 ? tier.above : tier.upTo;
      if (amount) expect(row).toContain(formatMoney(amount, locale));
    }

    // The output check: nine sections, no other country's terms.
    expect(checkPolicyText(markdown, entry.language, { country: reading.country.code, userText: entry.text }).ok).toBe(true);
  });
});
