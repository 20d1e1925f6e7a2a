import { describe, expect, it } from "vitest";
import { compositionContext } from "~/lib/composer/composition-context.server";
import { POLICY_PHRASES } from "~/lib/composer/policy-phrases.server";
import { RULE_PHRASES } from "~/lib/composer/rule-phrases.server";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readCompany } from "~/lib/reading/read-company";
import { readRulesFromText } from "~/lib/rules/rules-from-text.server";
import { keepRules, lostRules, rulesForPrompt, rulesToKeep, withRulesKept } from "./kept-rules.server";
import { mockModelPolicy } from "./mock-model-policy.server";
import { WriterError } from "./writer.server";

/* The rules check after a model writes: what it lost or changed is restored from the rulebook it was given. */

const NOW = new Date("2026-03-01T00:00:00Z");
const description = [
  "Company: Acme Robotics Inc. Country: United States. Currency: USD. 120 employees.",
  "Hotels up to $250 per night, $400 in New York. Meals up to $75 per day.",
  "Expenses over $2,000 are approved by the CFO; over $10,000 by the CEO.",
  "Submit expenses within 30 days. Receipts required over $75. No alcohol.",
].join("\n");
const reading = readCompany(description, { siteCountry: "US", language: "en", companyName: "Acme" });
const rules = compositionContext(reading, "en", "Acme", NOW).rules;
const book = { reading, companyName: "Acme", language: "en" as const, now: NOW };
const read = (text: string) => readRulesFromText(text, { language: "en", currency: "USD", country: "US" });
const modelText = (style: Parameters<typeof mockModelPolicy>[1]) =>
  mockModelPolicy({ rules, companyName: "Acme", countryCode: "US", language: "en", now: NOW }, style);

describe("the rules a model must keep", () => {
  it("are the company's and the country's; our proposed defaults are not required", () => {
    const keep = rulesToKeep(rules);
    expect(keep.lodging.map((limit) => limit.amount.amount)).toEqual([250, 400]);
    expect(keep.approvals.map((tier) => tier.approver)).toEqual(["CFO", "CEO"]);
    expect(rules.approvals.some((tier) => tier.provenance.kind === "proposed")).toBe(true);
    expect(rulesToKeep(rules, { except: ["lodging"] }).lodging).toEqual([]);
  });

  it("a text that states another figure for a rule has lost it, and says what it states instead", () => {
    const text = modelText("notes-column").replace("| Lodging (per night) | $250 |", "| Lodging (per night) | $275 |");
    const lost = lostRules(rulesToKeep(rules), read(text));
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({ kind: "lodging", want: { amount: { amount: 250 } }, found: { amount: { amount: 275 } } });
  });
});

describe("keeping the rules in a model's text", () => {
  it("leaves a text that states every rule as the model wrote it", () => {
    const text = modelText("notes-column");
    expect(keepRules(text, book)).toEqual({ markdown: text, restored: [], lost: [] });
  });

  it("restores a changed cap from the rulebook in section 3, in place of the model's table: the text states one figure", () => {
    const text = modelText("notes-column").replace("| Lodging (per night) | $250 |", "| Lodging (per night) | $275 |");
    const kept = keepRules(text, book);
    expect(kept.lost).toEqual([]);
    expect(kept.restored).toContain("lodging");
    expect(kept.markdown).not.toContain("$275");
    expect(kept.markdown).not.toContain("| Category | Company limit | Notes |");
    const limits = kept.markdown.split(/\n(?=## )/).find((section) => section.startsWith("## 3. Spending Limits"))!;
    expect(limits).toContain(`| ${POLICY_PHRASES.en.travelTableHeader.join(" | ")} |`);
    expect(limits).toContain("| Lodging, per night (home country) | $250.00 |");
    expect(read(kept.markdown).lodging.find((limit) => limit.place.kind === "home")?.amount.amount).toBe(250);
  });

  it("restores lost approval bands as the approval matrix in section 5, instead of the model's list of bands", () => {
    const text = modelText("notes-column").replace("- $2,000.01 – $10,000: CFO", "- $2,000.01 – $10,000: Head of Sales");
    const kept = keepRules(text, book);
    expect(kept.lost).toEqual([]);
    expect(kept.markdown).not.toContain("Head of Sales");
    const approvals = kept.markdown.split(/\n(?=## )/).find((section) => section.startsWith("## 5."))!;
    expect(approvals).toContain(`| ${RULE_PHRASES.en.approvalMatrixHeader.join(" | ")} |`);
    expect(approvals).toMatch(/\| Over \$2,000\.00 up to \$10,000\.00 \| CFO \|/);
  });

  it("writes only into the sections it may (a section rewrite): a rule of another section stays lost", () => {
    const text = modelText("no-limits-table");
    const kept = keepRules(text, { ...book, sections: [6] });
    expect(kept.markdown).toBe(text);
    expect(kept.lost.map((rule) => rule.kind)).toEqual(expect.arrayContaining(["lodging", "meals"]));
  });

  it("asks the model once more when the repair cannot restore a rule, and refuses a second text that lacks it too", async () => {
    const incomplete = modelText("no-limits-table");
    const complete = modelText("notes-column");
    const limited = { ...book, sections: [1, 2, 4, 5, 6, 7, 8, 9] };
    let writes = 0;
    const again = await withRulesKept(incomplete, limited, async () => {
      writes += 1;
      return complete;
    });
    expect(writes).toBe(1);
    expect(again).toMatchObject({ retried: true, markdown: complete, lost: [] });
    await expect(withRulesKept(incomplete, limited, async () => incomplete)).rejects.toBeInstanceOf(WriterError);
    const first = await withRulesKept(complete, limited, async () => {
      throw new Error("not asked again");
    });
    expect(first.retried).toBe(false);
  });

  it("reads the composer's own text as complete: nothing to restore", () => {
    const composed = composePolicy(reading, { language: "en", companyName: "Acme", now: NOW });
    expect(keepRules(composed, book).restored).toEqual([]);
  });
});

describe("the rules the prompt gives the model to keep", () => {
  it("are the composer's tables and lines, section by section, with the company's figures and approvers", () => {
    const text = rulesForPrompt(reading, "Acme", "en", NOW);
    expect(text).toMatch(/^Rules to keep: every rule below must be in your text/);
    expect(text).toContain("In section 3:");
    expect(text).toContain(`| ${POLICY_PHRASES.en.travelTableHeader.join(" | ")} |`);
    expect(text).toContain("| Lodging, per night (New York) | $400.00 |");
    expect(text).toContain("In section 5:");
    expect(text).toMatch(/\| Over \$10,000\.00 \| CEO \|/);
    expect(text).toContain("In section 6:");
  });
});
