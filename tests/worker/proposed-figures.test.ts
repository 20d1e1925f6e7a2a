import { beforeAll, describe, expect, it } from "vitest";
import { generate, generationTestUsers, legacyBody, ORIGIN, who, type PolicyObject } from "./generation-helpers";
import { call, currentHash, docxText } from "./helpers";

/*
 * Figures we proposed reach employees only once the owner confirms them (decision 035): the owner
 * reads them marked; the public page, the public API, the DOCX (and PDF, made from the same
 * document), "Can I expense this?" and the card controls read "Not set yet" instead, never our figure
 * or our approver as the company's rule.
 */

generationTestUsers("proposed-figures");

/** A company that gave no figure and no approver: its limits and approval tiers are all ours. */
const DESCRIPTION = "Harbor Dental is a 40 person dental practice in Portland, Oregon.";
const QUESTION = { amount: 700, currency: "USD", category: "other", date: "2026-03-02" };

async function check(slug: string) {
  const response = await call(`${ORIGIN}/api/policies/${slug}/check`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(QUESTION),
  });
  expect(response.status).toBe(200);
  return response.json<{ verdict: string; approver: string | null; summary: string; clauses: { text: string }[] }>();
}

describe("figures we proposed", () => {
  let policy: PolicyObject;
  beforeAll(async () => {
    const response = await generate(legacyBody({ companyName: "Harbor Dental", userInput: DESCRIPTION }));
    expect(response.status).toBe(200);
    policy = await response.json<PolicyObject>();
  });

  it("are marked in the owner's text only", async () => {
    expect(policy.policyMarkdown).toContain("(proposed)");
    const owners = await call(`${ORIGIN}/api/policies/${policy.slug}`, { cookie: who.alice });
    expect((await owners.json<{ policyMarkdown: string }>()).policyMarkdown).toContain("(proposed)");

    const visitors = await call(`${ORIGIN}/api/policies/${policy.slug}`);
    const text = (await visitors.json<{ policyMarkdown: string }>()).policyMarkdown;
    expect(text).not.toContain("(proposed)");
    expect(text).toContain("Not set yet (ask the finance team)");
    expect(text).not.toMatch(/\| Line manager \|/);
  });

  it("the public page and the DOCX say what is not set yet, never our figure", async () => {
    const page = await call(`${ORIGIN}/p/${policy.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain("(proposed)");
    expect(html).toContain("Not set yet (ask the finance team)");
    const { text } = await docxText(ORIGIN, policy.slug);
    expect(text).not.toContain("(proposed)");
    expect(text).toContain("Not set yet (ask the finance team)");
  });

  it("'Can I expense this?' and the card controls do not hold employees to a proposed tier or limit", async () => {
    const answer = await check(policy.slug);
    expect(answer.approver ?? "").not.toMatch(/line manager|finance/i);
    expect(JSON.stringify(answer)).not.toMatch(/line manager/i);
    const controls = await call(`${ORIGIN}/api/policies/${policy.slug}/controls.json`);
    expect(controls.status).toBe(200);
    // No amount of ours reaches the cards: every limit left is one the company gave (the text's
    // standard blocks, gambling or cash, stay ours and say so).
    const { rules } = await controls.json<{ rules: Array<{ source: { provenance: string } }> }>();
    const oursWithAmounts = rules.filter((rule) => rule.source.provenance === "proposed" && /"amount"/.test(JSON.stringify(rule)));
    expect(oursWithAmounts).toEqual([]);
  });

  it("once the owner confirms them, employees read them as the company's rules", async () => {
    const lines = policy.policyMarkdown.split("\n");
    const confirmed = lines.map((line) => line.replaceAll(" (proposed)", "")).join("\n");
    const saved = await call(`${ORIGIN}/api/policies/${policy.slug}`, {
      method: "PUT",
      cookie: who.alice,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ markdown: confirmed, baseHash: await currentHash(ORIGIN, policy.slug, who.alice) }),
    });
    expect(saved.status).toBe(200);
    const html = await (await call(`${ORIGIN}/p/${policy.slug}`)).text();
    expect(html).not.toContain("Not set yet");
    expect(html).toMatch(/Line manager/);
    const answer = await check(policy.slug);
    expect(JSON.stringify(answer)).toMatch(/line manager/i);
  });
});
