import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOCK_MODEL_STYLES, mockModelStyleFor, type MockModelStyle } from "../../app/lib/generation/mock-model-policy.server";
import { MOCK_MODEL_KITS } from "../../app/lib/generation/mock-model-phrases.server";
import type { Language } from "../../app/lib/site/languages";
import { call, currentHash, signIn } from "./helpers";

/*
 * The AI path on a model's prose: with AI_MODE=mock the writer is the AI SDK's mock model (the test
 * double of Workers AI), which writes the policy in a model's style — other headings, tables, approval
 * lists and sentences than the composer's, one style without the limits table at all. Whatever it
 * wrote, the saved policy's card controls and the "Can I expense this?" answers hold the description's
 * caps and approval tiers.
 */

const ORIGIN = "http://localhost";
const vars = env as unknown as Record<string, string | undefined>;
const before = { AI_MODE: vars.AI_MODE, MOCK_AI_TOKENS_PER_SECOND: vars.MOCK_AI_TOKENS_PER_SECOND };
let owner: string;
beforeAll(async () => {
  // The Worker reads its vars from the env on every request: the mock model writes, fast.
  vars.AI_MODE = "mock";
  vars.MOCK_AI_TOKENS_PER_SECOND = "50000";
  delete env.AI;
  owner = await signIn("mia-mock-model@example.com", "Mia");
});
afterAll(() => {
  vars.AI_MODE = before.AI_MODE;
  vars.MOCK_AI_TOKENS_PER_SECOND = before.MOCK_AI_TOKENS_PER_SECOND;
});

type Controls = {
  rules: Array<{
    id: string;
    type: string;
    amount?: { value: number; currency: string };
    upTo?: { value: number } | null;
    approver?: string;
  }>;
};
type Answer = { verdict: string; summary: string; approver?: string };

/** A company name the mock model writes in `style`. */
function companyIn(style: MockModelStyle, stem: string): string {
  for (let index = 1; index < 500; index++) if (mockModelStyleFor(`${stem} ${index}`) === style) return `${stem} ${index}`;
  throw new Error(`no name for ${style}`);
}

let ip = 0;
async function generate(userInput: string, language: Language, companyName: string) {
  const response = await call(`${ORIGIN}/api/policies/generate`, {
    method: "POST",
    cookie: owner,
    body: JSON.stringify({ userInput, language, companyName, useCache: false }),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.19.77.${++ip}` },
  });
  expect(response.status).toBe(200);
  return response.json<{ slug: string; groupId: string; policyMarkdown: string }>();
}

const controlsOf = async (slug: string) => (await (await call(`${ORIGIN}/api/policies/${slug}/controls.json`)).json<Controls>()).rules;
const check = async (slug: string, expense: Record<string, unknown>) =>
  (
    await call(`${ORIGIN}/api/policies/${slug}/check`, {
      method: "POST",
      origin: null,
      body: JSON.stringify(expense),
      headers: { "Content-Type": "application/json" },
    })
  ).json<Answer>();

const englishDescription = [
  "Company: Northwind Instruments Inc. Country: United States. Currency: USD. 140 employees.",
  "Hotels up to $250 per night, $400 in New York. Meals up to $75 per day.",
  "Expenses over $2,000 are approved by the CFO; over $10,000 by the CEO.",
  "Submit expenses within 30 days. Receipts required over $75. No alcohol.",
].join("\n");

describe("the AI path with the AI SDK's mock model (AI_MODE=mock) writing like a model, in English", () => {
  it.each(MOCK_MODEL_STYLES)(
    "%s: the saved policy is the model's, and its controls and answers hold the lodging cap, the meals cap and the approval tiers",
    async (style) => {
      const companyName = companyIn(style, "Northwind");
      const policy = await generate(englishDescription, "en", companyName);
      // Written by the mock model in its style (its headings), not by the composer.
      expect(policy.policyMarkdown).toContain(`## ${MOCK_MODEL_KITS.en.headings[style][0]}`);
      expect(await env.DB.prepare("SELECT writer, model FROM policies WHERE slug = ?").bind(policy.slug).first()).toEqual({
        writer: "ai",
        model: "mock-workers-ai",
      });

      const rules = await controlsOf(policy.slug);
      const amountOf = (id: string) => rules.find((rule) => rule.id === id)?.amount?.value;
      expect(amountOf("lodgingCap:home")).toBe(250);
      expect(amountOf("lodgingCap:destination:New York")).toBe(400);
      expect(amountOf("mealsPerDiem:home")).toBe(75);
      const tiers = rules
        .filter((rule) => rule.type === "approvalThreshold")
        .map((rule) => ({ from: rule.amount!.value, upTo: rule.upTo?.value ?? null, approver: rule.approver }));
      expect(tiers).toEqual(
        expect.arrayContaining([
          { from: 2000, upTo: 10000, approver: "CFO" },
          { from: 10000, upTo: null, approver: "CEO" },
        ]),
      );
      expect(amountOf("receiptThreshold")).toBe(75);
      expect(rules.some((rule) => rule.id === "prohibited:alcohol")).toBe(true);

      // A hotel night above the cap is not allowed as it is; one in New York under its own cap is.
      const chicago = await check(policy.slug, { amount: 320, currency: "USD", category: "lodging", city: "Chicago", nights: 1 });
      expect(chicago.verdict).toMatch(/^(over_limit|needs_approval)$/);
      expect(chicago.summary).not.toMatch(/no rule of the policy limits it/);
      expect((await check(policy.slug, { amount: 380, currency: "USD", category: "lodging", city: "New York", nights: 1 })).verdict).toBe(
        "allowed",
      );
      // A purchase in the second band goes to its approver.
      const laptop = await check(policy.slug, { amount: 5000, currency: "USD", category: "other" });
      expect(laptop.verdict).toBe("needs_approval");
      expect(laptop.approver).toBe("CFO");
    },
    30_000,
  );
});

describe("the AI path with the AI SDK's mock model (AI_MODE=mock) writing like a model, in Spanish and Portuguese", () => {
  it.each([
    [
      "es",
      "notes-column",
      [
        "Empresa: Grupo Norte SA de CV. País: México. Moneda: MXN. 300 empleados.",
        "Hospedaje hasta 2,500 MXN por noche. Alimentos hasta 900 MXN por día.",
        "Los gastos de más de 20,000 MXN los aprueba el director de finanzas y los de más de 80,000 MXN el director general.",
      ],
      { lodging: 2500, meals: 900, currency: "MXN", tiers: [20000, 80000], city: "Guadalajara" },
    ],
    [
      "pt-BR",
      "no-limits-table",
      [
        "Empresa: Verde Logística Ltda. País: Brasil. Moeda: BRL. 80 funcionários.",
        "Hospedagem até R$ 450 por noite. Refeições até R$ 150 por dia.",
        "Despesas acima de R$ 1.000 são aprovadas pelo gerente financeiro; acima de R$ 5.000 pelo diretor.",
      ],
      { lodging: 450, meals: 150, currency: "BRL", tiers: [1000, 5000], city: "Curitiba" },
    ],
  ] as const)(
    "%s, %s: the controls hold the caps and tiers, and a hotel night above the cap is not simply allowed",
    async (language, style, description, want) => {
      const policy = await generate(description.join("\n"), language, companyIn(style, "Norte"));
      expect(policy.policyMarkdown).toContain(`## ${MOCK_MODEL_KITS[language].headings[style][0]}`);
      const rules = await controlsOf(policy.slug);
      expect(rules.find((rule) => rule.id === "lodgingCap:home")?.amount).toEqual({ value: want.lodging, currency: want.currency });
      expect(rules.find((rule) => rule.id === "mealsPerDiem:home")?.amount).toEqual({ value: want.meals, currency: want.currency });
      const floors = rules.filter((rule) => rule.type === "approvalThreshold").map((rule) => rule.amount!.value);
      expect(floors).toEqual(expect.arrayContaining([...want.tiers]));
      const night = await check(policy.slug, {
        amount: want.lodging * 1.4,
        currency: want.currency,
        category: "lodging",
        city: want.city,
        nights: 1,
      });
      expect(night.verdict).toMatch(/^(over_limit|needs_approval)$/);
    },
    30_000,
  );
});

describe("another language written by the AI SDK's mock model (AI_MODE=mock)", () => {
  const json = (body: unknown) => ({
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.19.78.${++ip}` },
  });
  const lodgingCap = async (slug: string) => (await controlsOf(slug)).find((rule) => rule.id === "lodgingCap:home")?.amount?.value;

  it("the translation and the update from the changed English version state the English version's current caps and tiers", async () => {
    const english = await generate(englishDescription, "en", companyIn("notes-column", "Westwind"));
    const edited = english.policyMarkdown.replace("| Lodging (per night) | $250 |", "| Lodging (per night) | $260 |");
    expect(edited).not.toBe(english.policyMarkdown);
    expect(
      (
        await call(`${ORIGIN}/api/policies/${english.slug}`, {
          method: "PUT",
          cookie: owner,
          ...json({ markdown: edited, baseHash: await currentHash(ORIGIN, english.slug, owner) }),
        })
      ).status,
    ).toBe(200);
    expect(await lodgingCap(english.slug)).toBe(260);

    const added = await call(`${ORIGIN}/api/policies/group/${english.groupId}/versions`, {
      method: "POST",
      cookie: owner,
      ...json({ language: "es" }),
    });
    expect(added.status).toBe(200);
    const spanish = await added.json<{ slug: string; policyMarkdown: string }>();
    expect(await lodgingCap(spanish.slug)).toBe(260);
    const floors = (await controlsOf(spanish.slug)).filter((rule) => rule.type === "approvalThreshold").map((rule) => rule.amount!.value);
    expect(floors).toEqual(expect.arrayContaining([2000, 10000]));

    // The English cap changes again; the Spanish version is updated by the model from it.
    const again = edited.replace("| Lodging (per night) | $260 |", "| Lodging (per night) | $270 |");
    expect(
      (
        await call(`${ORIGIN}/api/policies/${english.slug}`, {
          method: "PUT",
          cookie: owner,
          ...json({ markdown: again, baseHash: await currentHash(ORIGIN, english.slug, owner) }),
        })
      ).status,
    ).toBe(200);
    const update = await call(`${ORIGIN}/api/policies/${spanish.slug}/update-from`, {
      method: "POST",
      cookie: owner,
      ...json({ from: "en", baseHash: await currentHash(ORIGIN, spanish.slug, owner) }),
    });
    expect(update.status).toBe(200);
    expect(await lodgingCap(spanish.slug)).toBe(270);
  }, 30_000);
});
