import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderPolicyHtml } from "~/lib/markdown/render-html";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readingFor } from "~/lib/composer/test-readings";
import { readCompany } from "~/lib/reading/read-company";
import { sectionOfHeading } from "~/lib/generation/policy-check.server";
import { cardControls } from "../rules/card-controls.server";
import { splitSections } from "../markdown/policy-sections";
import { readRulesFromText } from "../rules/rules-from-text.server";

/*
 * Text an owner saves is parsed on every public request (card controls, the rules reader, the page): each
 * parser must stay linear on lines made to backtrack. The budget is generous on purpose — it fails
 * on a blow-up (the old heading pattern took seconds on one such line), not on a slow machine.
 */

const BUDGET_MS = 1_000;
const LINES = [
  `# #${" ".repeat(100_000)}a`,
  `## ${"#".repeat(100_000)} x`,
  `| ${"1 ".repeat(50_000)} |`,
  `- ${"over $1,000 ".repeat(8_000)}`,
  `${"a".repeat(100_000)}|`,
];

function timed(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

describe("parsers on adversarial lines of 100 KB", () => {
  const policy = composePolicy(readingFor("US"), { language: "en", companyName: "Acme", now: new Date("2026-03-05T12:00:00Z") });

  for (const [index, line] of LINES.entries()) {
    it(`line ${index + 1}: sections, rules reader, card controls and the company reader stay linear`, () => {
      const markdown = policy.replace("## 3. Spending Limits", `${line}\n\n## 3. Spending Limits`);
      expect(timed(() => splitSections(markdown, (heading) => sectionOfHeading(heading, "en")))).toBeLessThan(BUDGET_MS);
      expect(timed(() => readRulesFromText(markdown, { language: "en", currency: "USD" }))).toBeLessThan(BUDGET_MS);
      const facts = {
        slug: "acme-0000",
        companyName: "Acme",
        language: "en" as const,
        markdown,
        reading: readingFor("US"),
        revision: 2,
        contentHash: "0".repeat(64),
      };
      expect(timed(() => cardControls(facts))).toBeLessThan(BUDGET_MS);
      expect(timed(() => readCompany(line.slice(0, 8_000), { siteCountry: "US", language: "en" }))).toBeLessThan(BUDGET_MS);
      expect(timed(() => renderPolicyHtml(markdown))).toBeLessThan(BUDGET_MS);
    });
  }
});

const REDOS = join(process.cwd(), "..", "shared", "corpora", "markdown", "marked-redos");
const hasCorpus = existsSync(REDOS);
if (!hasCorpus) console.warn(`Skipping marked's ReDoS inputs: ${REDOS} is absent (third-party material, read in place).`);

describe.skipIf(!hasCorpus)("marked's quadratic inputs saved as a policy's text", () => {
  it("every parser of stored text stays within budget on each of them", () => {
    const slow: string[] = [];
    for (const file of readdirSync(REDOS)) {
      const markdown = readFileSync(join(REDOS, file), "utf8");
      const facts = {
        slug: "acme-0000",
        companyName: "Acme",
        language: "en" as const,
        markdown,
        reading: readingFor("US"),
        revision: 2,
        contentHash: "0".repeat(64),
      };
      for (const [name, work] of [
        ["sections", () => splitSections(markdown, (heading) => sectionOfHeading(heading, "en"))],
        ["rules reader", () => readRulesFromText(markdown, { language: "en", currency: "USD" })],
        ["card controls", () => cardControls(facts)],
        ["company reader", () => readCompany(markdown.slice(0, 8_000), { siteCountry: "US", language: "en" })],
        ["html", () => renderPolicyHtml(markdown)],
      ] as const) {
        const elapsed = timed(work);
        if (elapsed > BUDGET_MS) slow.push(`${file} · ${name}: ${elapsed.toFixed(0)} ms`);
      }
    }
    expect(slow).toEqual([]);
  });
});
