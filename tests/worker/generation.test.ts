import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readingFor } from "~/lib/composer/test-readings";
import { toStructuredInput } from "../../app/lib/generation/policy-input";
import { call, cookiePair, count } from "./helpers";
import { bindFakeWorkersAi, writes } from "./fake-workers-ai";
import {
  ORIGIN,
  colombia,
  generate,
  generationTestUsers,
  legacyBody,
  mexico,
  structuredBody,
  who,
  type PolicyObject,
} from "./generation-helpers";

generationTestUsers("gen");

describe("POST /api/policies/generate with the composer (no AI binding)", () => {
  it("accepts the legacy body and answers the saved policy object", async () => {
    const response = await generate(legacyBody({ companyName: "Legacy Co" }));
    expect(response.status).toBe(200);
    const policy = await response.json<PolicyObject>();
    expect(policy.slug).toMatch(/^legacy-co-[a-z2-9]{20}$/);
    expect(policy).toMatchObject({ language: "en", companyName: "Legacy Co", storage: { public_url: `${ORIGIN}/p/${policy.slug}` } });
    expect(policy.policyMarkdown).toContain("## 1.");
    expect(policy.policyMarkdown).toContain("CFDI");
    expect(policy.policies).toEqual([{ slug: policy.slug, language: "en", companyName: "Legacy Co" }]);
    expect(new Date(policy.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const row = await env.DB.prepare("SELECT writer, model, prompt_version FROM policies WHERE slug = ?").bind(policy.slug).first();
    expect(row).toEqual({ writer: "composer", model: null, prompt_version: "composer-2" });
  });

  it.each([
    ["Chile", "CLP", "es", ["SII", "RUT", "boleta"], "$45.000"],
    ["Spain", "EUR", "es", ["NIF", "AEAT", "factura completa"], "45.000,00 €"],
    ["Uruguay", "UYU", "pt-BR", ["Uruguai", "DGI", "RUT", "CFE"], "UYU"],
    ["Kenya", "KES", "pt-BR", ["Quênia", "contador"], "KES"],
  ])("writes a %s policy with its own terms and money and no other country's law", async (country, currency, language, terms, money) => {
    const userInput = `Company Name: Sur Co\nCountry: ${country}\nCurrency: ${currency}\nRoles and limits:\n- Supervisor: 45,000 monthly, 9,000 per transaction`;
    const response = await generate(JSON.stringify({ userInput, language, companyName: `Sur Co ${country}` }));
    expect(response.status).toBe(200);
    const markdown = (await response.json<PolicyObject>()).policyMarkdown.replace(/\u00a0/g, " ");
    for (const term of terms) expect(markdown).toContain(term);
    expect(markdown).toContain(money);
    for (const foreign of ["CFDI", "CNPJ", "DIAN", "IRS", "SUNAT", "CUIT"]) expect(markdown).not.toMatch(new RegExp(`\\b${foreign}\\b`));
  });

  it("with a fake Workers AI binding (test double): another country's terms in the answer are refused, and nothing is saved", async () => {
    // The model writes a Mexican policy (CFDI, SAT, RFC) for a company the request places in Chile.
    bindFakeWorkersAi(writes(composePolicy(readingFor("MX"), { language: "en", companyName: "Wrong Co" }), { tokensPerSecond: 5000 }));
    const before = await count("policies");
    const userInput = "Company Name: Wrong Co\nCountry: Chile\nCurrency: CLP";
    const response = await generate(JSON.stringify({ userInput, language: "en", companyName: "Wrong Co" }));
    expect(response.status).toBe(502);
    // The reason in words, not a generic "incomplete".
    expect((await response.json<{ message: string }>()).message).toMatch(/another country's tax rules/);
    expect(await count("policies")).toBe(before);
  });

  it("accepts the structured body and writes in its language with its currency", async () => {
    const response = await generate(structuredBody(colombia, "es"), { cookie: who.bob });
    expect(response.status).toBe(200);
    const policy = await response.json<PolicyObject>();
    expect(policy.language).toBe("es");
    expect(policy.companyName).toBe("Andina Logística S.A.S.");
    expect(policy.policyMarkdown).toContain("factura electrónica");
    expect(policy.policyMarkdown).toContain("NIT");
    expect(policy.policyMarkdown).toMatch(/COP|\$/);
  });

  it("reuses the stored text for the same structured input (useCache) in a new group for the caller", async () => {
    const first = await (await generate(structuredBody(mexico, "pt-BR"), { cookie: who.alice })).json<PolicyObject>();
    const second = await (await generate(structuredBody(mexico, "pt-BR"), { cookie: who.bob })).json<PolicyObject>();
    expect(second.groupId).not.toBe(first.groupId);
    expect(second.slug).not.toBe(first.slug);
    expect(second.policyMarkdown).toBe(first.policyMarkdown);
  });
});

describe("validation and limits", () => {
  const cases: Array<[string, string, number, RegExp]> = [
    ["a company name over 200 characters", legacyBody({ companyName: "x".repeat(201) }), 400, /at most 200 characters/],
    ["an empty company name", legacyBody({ companyName: "   " }), 400, /Enter your company name/],
    ["a description over 8,000 characters", legacyBody({ userInput: "y".repeat(8001) }), 400, /at most 8,000 characters/],
    ["an empty description", legacyBody({ userInput: "" }), 400, /Describe your company/],
    ["an unsupported language", legacyBody({ language: "fr" }), 400, /English, Spanish or Portuguese/],
    ["an unknown tier", legacyBody({ modelTier: "turbo" }), 400, /fast, balanced or quality/],
    ["a body that is not JSON", "{nope", 400, /could not be read/],
    [
      "a lower-case currency",
      JSON.stringify({ structuredInput: { ...toStructuredInput(mexico, { language: "en", companyName: "" })!, currency: "mxn" } }),
      400,
      /three-letter code/,
    ],
  ];
  it.each(cases)("refuses %s with a clear message and saves nothing", async (_label, body, status, message) => {
    const before = await count("policies");
    const response = await generate(body);
    expect(response.status).toBe(status);
    expect((await response.json<{ message: string }>()).message).toMatch(message);
    expect(await count("policies")).toBe(before);
  });

  it("refuses a body over 16 KB with 413", async () => {
    const response = await generate(JSON.stringify({ userInput: "z".repeat(17_000), language: "en", companyName: "Big" }));
    expect(response.status).toBe(413);
    expect((await response.json<{ message: string }>()).message).toMatch(/too large/);
  });

  it("answers in the caller's language", async () => {
    const response = await call("http://es.localhost/api/policies/generate", {
      method: "POST",
      cookie: who.alice,
      body: legacyBody({ companyName: "" }),
    });
    expect((await response.json<{ message: string }>()).message).toBe("Escribe el nombre de tu empresa.");
  });

  it("asks a signed-out caller to sign in, except in anonymous mode", async () => {
    const signedOut = await generate(legacyBody({ companyName: "Anon Attempt" }), { cookie: null });
    expect(signedOut.status).toBe(401);
    const anonymous = await generate(legacyBody({ companyName: "Anon Co" }), { cookie: null, query: "?mode=anonymous" });
    expect(anonymous.status).toBe(200);
    const [token, hint] = anonymous.headers.getSetCookie();
    // A random and the server's signature of it.
    expect(token).toMatch(/^owner=[\w-]{43}\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);
    // Beside it, the hint the public page's script may read (no secret in it; see owner-hint.ts).
    expect(hint).toBe("owner-hint=1; Path=/; SameSite=Lax; Max-Age=31536000");
  });

  it("never lets a browser choose its owner token: a value the server did not sign, or signed for another random, is replaced and owns nothing", async () => {
    const issued = await generate(legacyBody({ companyName: "Signed Token Co" }), { cookie: null, query: "?mode=anonymous" });
    const signed = cookiePair(issued.headers.getSetCookie()[0]!, "owner");
    const [random, signature] = signed.slice("owner=".length).split(".");
    for (const chosen of [`owner=${"x".repeat(43)}`, `owner=${"y".repeat(43)}.${signature}`, `owner=${random}.${"z".repeat(43)}`]) {
      const planted = await generate(legacyBody({ companyName: "Fixated Co" }), { cookie: chosen, query: "?mode=anonymous" });
      expect(planted.status, chosen).toBe(200);
      const { slug } = await planted.json<PolicyObject>();
      const fresh = planted.headers.getSetCookie()[0] ?? "";
      expect(fresh, chosen).toMatch(/^owner=[\w-]{43}\.[\w-]{43};/);
      expect(cookiePair(fresh, "owner")).not.toBe(chosen);
      // Whoever planted the value cannot act as the owner of what was made under it.
      expect((await call(`${ORIGIN}/api/policies/${slug}`, { method: "DELETE", cookie: chosen })).status, chosen).toBe(404);
      expect((await call(`${ORIGIN}/api/policies/${slug}`, { method: "DELETE", cookie: cookiePair(fresh, "owner") })).status, chosen).toBe(
        200,
      );
    }
    // The server's own token still owns its policy.
    const { slug } = await issued.json<PolicyObject>();
    expect((await call(`${ORIGIN}/api/policies/${slug}`, { method: "DELETE", cookie: signed })).status).toBe(200);
  });
});

describe("more languages on demand", () => {
  it("adds a version in another language once, owner only", async () => {
    const policy = await (await generate(legacyBody({ companyName: "Versions Co" }), { cookie: who.alice })).json<PolicyObject>();
    const url = `${ORIGIN}/api/policies/group/${policy.groupId}/versions`;
    expect((await call(url, { method: "POST", cookie: who.bob, body: JSON.stringify({ language: "pt-BR" }) })).status).toBe(404);
    const added = await call(url, { method: "POST", cookie: who.alice, body: JSON.stringify({ language: "pt-BR" }) });
    expect(added.status).toBe(200);
    const portuguese = await added.json<PolicyObject>();
    expect(portuguese.language).toBe("pt-BR");
    expect(portuguese.policyMarkdown).toContain("CFDI");
    expect((await call(url, { method: "POST", cookie: who.alice, body: JSON.stringify({ language: "pt-BR" }) })).status).toBe(409);
    expect((await call(url, { method: "POST", cookie: who.alice, body: JSON.stringify({ language: "de" }) })).status).toBe(400);
  });
});

/** A policy plus a "done" generation row for a fresh Idempotency-Key, as an evicted job object would leave them. */
