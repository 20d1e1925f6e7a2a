import { beforeAll, describe, expect, it } from "vitest";
import { completeRules } from "../../app/lib/composer/rulebook.server";
import { findCountryPack } from "../../app/lib/composer/country-packs.server";
import { mockModelPolicy } from "../../app/lib/generation/mock-model-policy.server";
import { readCompany } from "../../app/lib/reading/read-company";
import { call, currentHash, signIn } from "./helpers";

/*
 * A policy saved in the owner's (or a model's) words — a Category | Company limit | Notes table with
 * a city's cap in the notes, approvals as amount ranges with the approver after a colon — keeps its
 * rules: the card controls hold the caps and every band, the check answers by them, and a line that
 * looks like a rule but reads into none is named to the owner before saving. (The text is rendered
 * by the AI SDK mock model's writer, the test double of Workers AI, in its notes-column style.)
 */

const ORIGIN = "http://localhost";
const description = [
  "Company: Harbor Analytics Inc. Country: United States. Currency: USD. 80 employees.",
  "Hotels up to $220 per night, $325 in New York. Meals up to $75 per day.",
  "Up to $2,000 the direct manager approves, $2,000 to $10,000 the department head, over $10,000 the CEO.",
].join("\n");

let owner: string;
beforeAll(async () => {
  owner = await signIn("olga-owner-words@example.com", "Olga");
});

type Controls = { rules: Array<{ type: string; amount?: { value: number; currency: string }; approver?: string }> };
const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

async function policyInOwnersWords() {
  const generated = await call(`${ORIGIN}/api/policies/generate`, {
    method: "POST",
    cookie: owner,
    ...json({ userInput: description, language: "en", companyName: "Harbor Analytics" }),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.19.91.7" },
  });
  expect(generated.status).toBe(200);
  const { slug } = await generated.json<{ slug: string }>();
  const reading = readCompany(description, { siteCountry: "US", language: "en" });
  const rules = completeRules(reading, findCountryPack("US"));
  const markdown = mockModelPolicy({ rules, companyName: "Harbor Analytics", countryCode: "US", language: "en" }, "notes-column");
  return { slug, markdown };
}

describe("a policy in the owner's words keeps its rules", () => {
  it("saved as an edit, its caps and every approval band reach the card controls and the check answers by them", async () => {
    const { slug, markdown } = await policyInOwnersWords();
    // Not the composer's notation: none of its rule tables is in the text.
    expect(markdown).not.toMatch(/\| Item \| Company limit \|/);
    const saved = await call(`${ORIGIN}/api/policies/${slug}`, {
      method: "PUT",
      cookie: owner,
      ...json({ markdown, baseHash: await currentHash(ORIGIN, slug, owner) }),
    });
    expect(saved.status).toBe(200);

    const controls = (await (await call(`${ORIGIN}/api/policies/${slug}/controls.json`)).json<Controls>()).rules;
    const amounts = (type: string) => controls.filter((rule) => rule.type === type).map((rule) => rule.amount?.value);
    expect(JSON.stringify(controls)).toContain("325");
    expect(amounts("lodgingCap")).toEqual(expect.arrayContaining([220, 325]));
    const approvers = controls.filter((rule) => rule.approver).map((rule) => rule.approver!.toLowerCase());
    expect(approvers).toEqual(expect.arrayContaining(["direct manager", "department head", "ceo"]));

    const answer = await (
      await call(`${ORIGIN}/api/policies/${slug}/check`, {
        method: "POST",
        origin: null,
        ...json({ amount: 300, currency: "USD", category: "lodging", nights: 1, city: "Chicago" }),
      })
    ).json<{ verdict: string; summary: string }>();
    expect(answer.verdict).not.toBe("allowed");
    expect(answer.summary).not.toMatch(/no rule of the policy limits it/i);
  });

  it("a line that looks like a rule but reads into none is named before saving", async () => {
    const { slug, markdown } = await policyInOwnersWords();
    await call(`${ORIGIN}/api/policies/${slug}`, {
      method: "PUT",
      cookie: owner,
      ...json({ markdown, baseHash: await currentHash(ORIGIN, slug, owner) }),
    });
    // A firm cap per ride is a rule: it is read, shown as a new rule, and named as no unread line.
    const capped = await (
      await call(`${ORIGIN}/api/policies/${slug}/rule-changes`, {
        method: "POST",
        cookie: owner,
        ...json({ markdown: markdown.replace(/\n## /, "\nTaxi rides are paid up to $40 per ride.\n\n## ") }),
      })
    ).json<{
      notRead: string[];
      changes: Array<{ kind: string; change: string; after: { item: string; per: string; amount: { amount: number } } }>;
    }>();
    expect(capped.notRead).toEqual([]);
    expect(capped.changes).toContainEqual(
      expect.objectContaining({
        kind: "caps",
        change: "added",
        after: expect.objectContaining({ item: "taxi", per: "ride", amount: expect.objectContaining({ amount: 40 }) }),
      }),
    );

    // "Around $40 a ride" is a guide, no cap: named before saving.
    const line = "Taxi rides: keep it sensible, around $40 a ride.";
    const draft = markdown.replace(/\n## /, `\n${line}\n\n## `);
    const changes = await (
      await call(`${ORIGIN}/api/policies/${slug}/rule-changes`, { method: "POST", cookie: owner, ...json({ markdown: draft }) })
    ).json<{
      notRead: string[];
    }>();
    expect(changes.notRead).toContain(line);
    // The saved text's own lines were asked about when it was saved: only the new one is named.
    expect(changes.notRead).toHaveLength(1);

    // Saved as it is, the check does not call a taxi unlimited: it cannot tell, quoting the line.
    const saved = await call(`${ORIGIN}/api/policies/${slug}`, {
      method: "PUT",
      cookie: owner,
      ...json({ markdown: draft, baseHash: await currentHash(ORIGIN, slug, owner) }),
    });
    expect(saved.status).toBe(200);
    const taxi = await (
      await call(`${ORIGIN}/api/policies/${slug}/check`, {
        method: "POST",
        origin: null,
        ...json({ amount: 35, currency: "USD", category: "groundTransport", country: "US" }),
      })
    ).json<{ verdict: string; summary: string; clauses: Array<{ text: string }> }>();
    expect(taxi.verdict).toBe("cannot_tell");
    expect(taxi.clauses.map((clause) => clause.text)).toContain(line);
    expect(taxi.summary).not.toMatch(/no rule of the policy limits it/i);
  });
});
