import { env, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readingFor } from "~/lib/composer/test-readings";
import { SECTION_TITLES } from "~/lib/policy/policy-check.server";
import { sha256 } from "~/lib/platform/crypto.server";
import { setLanguageModelForTests } from "~/lib/generation/run-generation.server";
import { toStructuredInput } from "~/lib/policy/policy-input";
import { SEED_SAMPLE_INPUTS } from "~/lib/policy/sample-inputs";
import { call, cookiePair, count, signIn } from "./helpers";
import { mockModelFailingAtStart, mockModelFailingMidway, mockModelStalling, mockModelStreaming } from "./mock-models";
import { readEvents } from "./sse";

const ORIGIN = "http://localhost";
const mexico = SEED_SAMPLE_INPUTS.find((sample) => sample.name === "Mexico")!.content;
const colombia = SEED_SAMPLE_INPUTS.find((sample) => sample.name === "Colombia")!.content;

let alice: string;
let bob: string;
beforeAll(async () => {
  alice = await signIn("alice-gen@example.com", "Alice");
  bob = await signIn("bob-gen@example.com", "Bob");
});
afterEach(() => setLanguageModelForTests(null));

const legacyBody = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ userInput: mexico, language: "en", companyName: "Grupo Industrial del Bajío S.A. de C.V.", ...overrides });
const structuredBody = (text = colombia, language: "en" | "es" | "pt-BR" = "es") =>
  JSON.stringify({ structuredInput: toStructuredInput(text, { language, companyName: "" }), modelTier: "balanced", useCache: true });

// Each call comes from its own client IP unless a test says otherwise, so the per-IP limits
// only bite in the tests about them.
const someIp = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function generate(
  body: string,
  { cookie = alice, headers = {}, query = "" }: { cookie?: string | null; headers?: Record<string, string>; query?: string } = {},
) {
  return call(`${ORIGIN}/api/policies/generate${query}`, {
    method: "POST",
    cookie,
    body,
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": someIp(), ...headers },
  });
}

type PolicyObject = {
  slug: string;
  language: string;
  companyName: string;
  policyMarkdown: string;
  groupId: string;
  storage: { public_url: string };
  createdAt: string;
  policies: Array<{ slug: string; language: string; companyName: string }>;
};

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

  it("with a mock Workers AI model: another country's terms in the answer are refused, and nothing is saved", async () => {
    // The model writes a Mexican policy (CFDI, SAT, RFC) for a company the request places in Chile.
    setLanguageModelForTests(() =>
      mockModelStreaming(composePolicy(readingFor("MX"), { language: "en", companyName: "Wrong Co" }), { tokensPerSecond: 5000 }),
    );
    const before = await count("policies");
    const userInput = "Company Name: Wrong Co\nCountry: Chile\nCurrency: CLP";
    const response = await generate(JSON.stringify({ userInput, language: "en", companyName: "Wrong Co" }));
    expect(response.status).toBe(502);
    // The reason in words, not a generic "incomplete".
    expect((await response.json<{ message: string }>()).message).toMatch(/another country's tax rules/);
    expect(await count("policies")).toBe(before);
  });

  it("accepts the structured body and writes in its language with its currency", async () => {
    const response = await generate(structuredBody(colombia, "es"), { cookie: bob });
    expect(response.status).toBe(200);
    const policy = await response.json<PolicyObject>();
    expect(policy.language).toBe("es");
    expect(policy.companyName).toBe("Andina Logística S.A.S.");
    expect(policy.policyMarkdown).toContain("factura electrónica");
    expect(policy.policyMarkdown).toContain("NIT");
    expect(policy.policyMarkdown).toMatch(/COP|\$/);
  });

  it("reuses the stored text for the same structured input (useCache) in a new group for the caller", async () => {
    const first = await (await generate(structuredBody(mexico, "pt-BR"), { cookie: alice })).json<PolicyObject>();
    const second = await (await generate(structuredBody(mexico, "pt-BR"), { cookie: bob })).json<PolicyObject>();
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
      cookie: alice,
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

describe("ownership, reading and deleting", () => {
  it("lists only the caller's groups, lets anyone read by slug, and only the owner delete", async () => {
    const policy = await (await generate(legacyBody({ companyName: "Owned Co" }), { cookie: alice })).json<PolicyObject>();

    const mine = await (
      await call(`${ORIGIN}/api/policies`, { cookie: alice })
    ).json<Array<{ groupId: string; createdAt: string; policies: unknown[] }>>();
    expect(mine.map((group) => group.groupId)).toContain(policy.groupId);
    const theirs = await (await call(`${ORIGIN}/api/policies`, { cookie: bob })).json<Array<{ groupId: string }>>();
    expect(theirs.map((group) => group.groupId)).not.toContain(policy.groupId);
    expect((await call(`${ORIGIN}/api/policies`)).status).toBe(401);

    const publicView = await call(`${ORIGIN}/api/policies/${policy.slug}`);
    expect(publicView.status).toBe(200);
    expect(await publicView.json()).toMatchObject({ companyName: "Owned Co", language: "en", policyMarkdown: policy.policyMarkdown });

    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE", cookie: bob })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/group/${policy.groupId}`, { method: "DELETE", cookie: bob })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`)).status).toBe(200);

    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE", cookie: alice })).status).toBe(200);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`)).status).toBe(404);
    // The group had one version: it went with it.
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM policy_groups WHERE id = ?").bind(policy.groupId).first("n")).toBe(0);
  });

  it("deletes a whole group with every language version", async () => {
    const policy = await (await generate(legacyBody({ companyName: "Group Co" }), { cookie: alice })).json<PolicyObject>();
    const added = await call(`${ORIGIN}/api/policies/group/${policy.groupId}/versions`, {
      method: "POST",
      cookie: alice,
      body: JSON.stringify({ language: "es" }),
    });
    expect(added.status).toBe(200);
    const spanish = await added.json<PolicyObject>();
    expect(spanish.policies.map((version) => version.language)).toEqual(["en", "es"]);

    const response = await call(`${ORIGIN}/api/policies/group/${policy.groupId}`, { method: "DELETE", cookie: alice });
    expect(response.status).toBe(200);
    expect((await response.json<{ deleted: string[] }>()).deleted.sort()).toEqual([policy.slug, spanish.slug].sort());
    expect((await call(`${ORIGIN}/api/policies/${spanish.slug}`)).status).toBe(404);
  });

  it("lets an anonymous owner-token holder delete their policy, and nobody else", async () => {
    const response = await generate(legacyBody({ companyName: "Token Co" }), { cookie: null, query: "?mode=anonymous" });
    const ownerCookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    const policy = await response.json<PolicyObject>();
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE", cookie: alice })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE", cookie: `owner=${"q".repeat(43)}` })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE", cookie: ownerCookie })).status).toBe(200);
  });
});

describe("more languages on demand", () => {
  it("adds a version in another language once, owner only", async () => {
    const policy = await (await generate(legacyBody({ companyName: "Versions Co" }), { cookie: alice })).json<PolicyObject>();
    const url = `${ORIGIN}/api/policies/group/${policy.groupId}/versions`;
    expect((await call(url, { method: "POST", cookie: bob, body: JSON.stringify({ language: "pt-BR" }) })).status).toBe(404);
    const added = await call(url, { method: "POST", cookie: alice, body: JSON.stringify({ language: "pt-BR" }) });
    expect(added.status).toBe(200);
    const portuguese = await added.json<PolicyObject>();
    expect(portuguese.language).toBe("pt-BR");
    expect(portuguese.policyMarkdown).toContain("CFDI");
    expect((await call(url, { method: "POST", cookie: alice, body: JSON.stringify({ language: "pt-BR" }) })).status).toBe(409);
    expect((await call(url, { method: "POST", cookie: alice, body: JSON.stringify({ language: "de" }) })).status).toBe(400);
  });
});

/** A policy plus a "done" generation row for a fresh Idempotency-Key, as an evicted job object would leave them. */
async function recordedGenerationForKey(companyName: string) {
  const policy = await (await generate(legacyBody({ companyName }))).json<PolicyObject>();
  const user = await (await call(`${ORIGIN}/api/auth/user`, { cookie: alice })).json<{ id: string }>();
  const key = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO generations (id, owner_user_id, client_ip_hash, idempotency_key, request_hash, status, group_id, slug) VALUES (?, ?, 'x', ?, ?, 'done', ?, ?)",
  )
    .bind(crypto.randomUUID(), user.id, await sha256(`user:${user.id}:${key}`), `recorded-${key}`, policy.groupId, policy.slug)
    .run();
  return { policy, key };
}

describe("idempotency", () => {
  it("five identical submissions in parallel make one generation and one policy", async () => {
    const body = legacyBody({ companyName: "Parallel Co" });
    const before = await count("policies");
    const responses = await Promise.all([0, 1, 2, 3, 4].map(() => generate(body)));
    const policies = await Promise.all(responses.map((response) => response.json<PolicyObject>()));
    expect(new Set(policies.map((policy) => policy.slug)).size).toBe(1);
    expect(await count("policies")).toBe(before + 1);
  });

  it("a repeated Idempotency-Key whose job object remembers nothing returns the recorded policy, not a second one", async () => {
    const { policy, key } = await recordedGenerationForKey("Evicted Co");
    const before = await count("policies");
    const repeat = await generate(legacyBody({ companyName: "Evicted Co, again" }), { headers: { "Idempotency-Key": key } });
    expect(repeat.status).toBe(200);
    expect((await repeat.json<PolicyObject>()).slug).toBe(policy.slug);
    expect(await count("policies")).toBe(before);
  });

  it("a repeated Idempotency-Key whose job object remembers nothing still ends its event stream with the policy", async () => {
    const { policy, key } = await recordedGenerationForKey("Evicted Stream Co");
    const events = await readEvents(
      await generate(legacyBody({ companyName: "Another body" }), { headers: { "Idempotency-Key": key, Accept: "text/event-stream" } }),
    );
    expect(events.map((event) => event.type)).toEqual(["done"]);
    expect((events[0]!.data.policy as PolicyObject).slug).toBe(policy.slug);
  });

  it("the same Idempotency-Key returns the same generation even with another body", async () => {
    const key = crypto.randomUUID();
    const first = await (
      await generate(legacyBody({ companyName: "Key Co" }), { headers: { "Idempotency-Key": key } })
    ).json<PolicyObject>();
    const second = await (
      await generate(legacyBody({ companyName: "Key Co 2" }), { headers: { "Idempotency-Key": key } })
    ).json<PolicyObject>();
    expect(second.slug).toBe(first.slug);
    // Another user's same key is their own.
    const other = await (
      await generate(legacyBody({ companyName: "Key Co" }), { cookie: bob, headers: { "Idempotency-Key": key } })
    ).json<PolicyObject>();
    expect(other.slug).not.toBe(first.slug);
  });
});

describe("abuse limits", () => {
  it("answers 429 with Retry-After once the per-minute limit for an IP is reached", async () => {
    const ip = "203.0.113.77";
    const ipHash = await sha256(`net:${ip}`);
    const now = Date.now();
    for (let index = 0; index < 10; index++) {
      await env.DB.prepare("INSERT INTO generations (id, client_ip_hash, request_hash, status, created_at) VALUES (?, ?, ?, 'done', ?)")
        .bind(crypto.randomUUID(), ipHash, `h${index}`, now - 30_000)
        .run();
    }
    const response = await generate(legacyBody({ companyName: "Limited Co" }), { headers: { "CF-Connecting-IP": ip } });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(31);
    expect((await response.json<{ message: string }>()).message).toMatch(/try again in \d+ seconds/);
    // Another IP is not affected; X-Forwarded-For cannot be used to dodge the limit.
    expect(
      (
        await generate(legacyBody({ companyName: "Limited Co" }), {
          headers: { "CF-Connecting-IP": ip, "X-Forwarded-For": "198.51.100.1" },
        })
      ).status,
    ).toBe(429);
    expect((await generate(legacyBody({ companyName: "Free Co" }), { headers: { "CF-Connecting-IP": "203.0.113.78" } })).status).toBe(200);
  });

  it("limits the anonymous route more tightly", async () => {
    const ip = "203.0.113.90";
    const ipHash = await sha256(`net:${ip}`);
    for (let index = 0; index < 10; index++) {
      await env.DB.prepare(
        "INSERT INTO generations (id, client_ip_hash, request_hash, anonymous, status, created_at) VALUES (?, ?, ?, 1, 'done', ?)",
      )
        .bind(crypto.randomUUID(), ipHash, `a${index}`, Date.now() - 3_600_000)
        .run();
    }
    expect(
      (
        await generate(legacyBody({ companyName: "Anon Limited" }), {
          cookie: null,
          query: "?mode=anonymous",
          headers: { "CF-Connecting-IP": ip },
        })
      ).status,
    ).toBe(429);
    expect(
      (await generate(legacyBody({ companyName: "Signed In Fine" }), { cookie: bob, headers: { "CF-Connecting-IP": ip } })).status,
    ).toBe(200);
  });

  it("stops anonymous generations from every network together once the day's anonymous budget is spent; signed-in ones go on", async () => {
    // 2,000 anonymous generations today, from 2,000 addresses (as an abuser with many would make).
    const insert = env.DB.prepare(
      "INSERT INTO generations (id, client_ip_hash, request_hash, anonymous, status, created_at) VALUES (?, ?, ?, 1, 'done', ?)",
    );
    const at = Date.now() - 3_600_000;
    for (let batch = 0; batch < 4; batch++) {
      await env.DB.batch(
        Array.from({ length: 500 }, (_, index) =>
          insert.bind(crypto.randomUUID(), `many-${batch}-${index}`, `global-${batch}-${index}`, at),
        ),
      );
    }
    const fresh = await generate(legacyBody({ companyName: "Fresh Address Co" }), {
      cookie: null,
      query: "?mode=anonymous",
      headers: { "CF-Connecting-IP": "198.51.100.250" },
    });
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get("Retry-After"))).toBeGreaterThan(60);
    expect(
      (
        await generate(legacyBody({ companyName: "Signed In Still Fine" }), {
          cookie: bob,
          headers: { "CF-Connecting-IP": "198.51.100.251" },
        })
      ).status,
    ).toBe(200);
    await env.DB.prepare("DELETE FROM generations WHERE client_ip_hash LIKE 'many-%'").run();
  });
});

describe("the event stream (Durable Object)", () => {
  it("streams started, progress through the five stages, text, and done with the composer", async () => {
    const response = await generate(legacyBody({ companyName: "Stream Co" }), { headers: { Accept: "text/event-stream" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    const events = await readEvents(response);
    expect(events[0]!.type).toBe("started");
    const stages = events.filter((event) => event.type === "progress").map((event) => event.data.stage);
    expect(stages[0]).toBe("analyzing");
    expect(stages.at(-1)).toBe("finishing");
    expect(new Set(stages)).toEqual(new Set(["analyzing", "structure", "categories", "approvals", "compliance", "finishing"]));
    const done = events.at(-1)!;
    expect(done.type).toBe("done");
    expect((done.data.policy as PolicyObject).companyName).toBe("Stream Co");
  });

  it("with a mock Workers AI model (AI SDK mock) at 40 tokens/s: events arrive as it writes, progress rises, the policy is saved", async () => {
    const titles = SECTION_TITLES.en;
    const compact = `# Pace Co Travel and Expense Policy\n\n${titles.map((title, index) => `## ${index + 1}. ${title}\n\nPace Co keeps this rule short and clear.`).join("\n\n")}\n`;
    setLanguageModelForTests(() => mockModelStreaming(compact, { tokensPerSecond: 40 }));
    const response = await generate(legacyBody({ companyName: "Pace Co" }), { headers: { Accept: "text/event-stream" } });
    const events = await readEvents(response);
    const progress = events.filter((event) => event.type === "progress");
    expect(progress.map((event) => event.data.percent as number)).toEqual(
      progress.map((event) => event.data.percent as number).sort((a, b) => a - b),
    );
    expect(progress.map((event) => event.data.stage)).toEqual(
      expect.arrayContaining(["structure", "categories", "approvals", "compliance", "finishing"]),
    );
    const texts = events.filter((event) => event.type === "text");
    expect(texts.length).toBeGreaterThan(8);
    // Each text event carries only what is new: together they are the text, each byte sent once.
    let received = "";
    for (const event of texts) {
      expect(event.data.from).toBe(received.length);
      received += event.data.text as string;
    }
    // (The writer's stream ends without the model's closing newline.)
    expect(received).toBe(compact.trimEnd());
    // Streamed, not delivered in one lump at the end.
    expect(texts.at(-1)!.at - texts[0]!.at).toBeGreaterThan(1500);
    const done = events.at(-1)!;
    expect(done.type).toBe("done");
    const slug = (done.data.policy as PolicyObject).slug;
    expect(await env.DB.prepare("SELECT writer, model FROM policies WHERE slug = ?").bind(slug).first()).toEqual({
      writer: "ai",
      model: "mock-workers-ai",
    });
  }, 20_000);

  const text = () => composePolicy(readingFor("MX"), { language: "en", companyName: "Grupo Industrial del Bajío S.A. de C.V." });
  const failures: Array<[string, () => void, RegExp]> = [
    ["an AI error before the stream", () => setLanguageModelForTests(() => mockModelFailingAtStart()), /could not write the policy/],
    [
      "an AI error in the middle of the stream",
      () => setLanguageModelForTests(() => mockModelFailingMidway(text())),
      /could not write the policy/,
    ],
    ["a stall", () => setLanguageModelForTests(() => mockModelStalling(text()), { overallMs: 10_000, stallMs: 300 }), /stopped writing/],
    [
      "a truncated answer",
      () => setLanguageModelForTests(() => mockModelStreaming(text().slice(0, 3000), { finishReason: "length", tokensPerSecond: 5000 })),
      /ran out of room/,
    ],
    [
      "an answer missing sections",
      () => setLanguageModelForTests(() => mockModelStreaming(text().slice(0, 3000), { tokensPerSecond: 5000 })),
      /incomplete/,
    ],
  ];
  it.each(failures)("with a mock Workers AI model: %s ends in an error event and saves nothing", async (_label, arrange, message) => {
    arrange();
    const before = await count("policies");
    const companyName = `Failing ${crypto.randomUUID().slice(0, 8)}`;
    const events = await readEvents(await generate(legacyBody({ companyName }), { headers: { Accept: "text/event-stream" } }));
    const last = events.at(-1)!;
    expect(last.type).toBe("error");
    expect(last.data.message).toMatch(message);
    expect(await count("policies")).toBe(before);
    const plain = await generate(legacyBody({ companyName: `${companyName} plain` }));
    expect(plain.status).toBeGreaterThanOrEqual(500);
    expect((await plain.json<{ message: string }>()).message).toMatch(message);
    expect(await count("policies")).toBe(before);
  });

  it("with a mock Workers AI model: a client that disconnects does not stop the generation", async () => {
    const text = composePolicy(readingFor("MX"), { language: "en", companyName: "Grupo Industrial del Bajío S.A. de C.V." });
    setLanguageModelForTests(() => mockModelStreaming(text, { tokensPerSecond: 1500 }));
    const controller = new AbortController();
    const response = await call(`${ORIGIN}/api/policies/generate`, {
      method: "POST",
      cookie: alice,
      body: legacyBody({ companyName: "Leaver Co" }),
      headers: { Accept: "text/event-stream" },
    });
    const generationId = response.headers.get("X-Generation-Id")!;
    await readEvents(response, (event) => event.type === "progress");
    controller.abort();
    for (let attempt = 0; attempt < 100; attempt++) {
      const status = await env.DB.prepare("SELECT status FROM generations WHERE id = ?").bind(generationId).first("status");
      if (status === "done") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const groups = await (
      await call(`${ORIGIN}/api/policies`, { cookie: alice })
    ).json<Array<{ policies: Array<{ companyName: string }> }>>();
    expect(groups.some((group) => group.policies.some((policy) => policy.companyName === "Leaver Co"))).toBe(true);
  });

  it("with a mock Workers AI model: a reconnect in the middle of the text gets the whole text so far once, then the deltas", async () => {
    const titles = SECTION_TITLES.en;
    const compact = `# Rejoin Co Travel and Expense Policy\n\n${titles.map((title, index) => `## ${index + 1}. ${title}\n\nRejoin Co keeps this rule short and clear.`).join("\n\n")}\n`;
    setLanguageModelForTests(() => mockModelStreaming(compact, { tokensPerSecond: 60 }));
    const response = await generate(legacyBody({ companyName: "Rejoin Co" }), { headers: { Accept: "text/event-stream" } });
    const generationId = response.headers.get("X-Generation-Id")!;
    let seen = 0;
    const first = await readEvents(response, (event) => event.type === "text" && ++seen === 3);
    const lastSeen = first.at(-1)!;
    const rejoined = await readEvents(
      await call(`${ORIGIN}/api/generations/${generationId}/events`, { cookie: alice, headers: { "Last-Event-ID": String(lastSeen.id) } }),
    );
    // The browser keeps what it had and applies what comes after the last event it saw.
    const apply = (text: string, events: typeof first) =>
      events
        .filter((event) => event.type === "text")
        .reduce((so, event) => so.slice(0, event.data.from as number) + (event.data.text as string), text);
    const kept = apply("", first);
    expect(apply(kept, rejoined)).toBe(compact.trimEnd());
    // A new viewer that saw nothing gets the whole text so far in its first text event.
    const fresh = await readEvents(
      await call(`${ORIGIN}/api/generations/${generationId}/events`, { cookie: alice, headers: { "Last-Event-ID": "1" } }),
    );
    expect(fresh.find((event) => event.type === "text")!.data.from).toBe(0);
    expect(apply("", fresh)).toBe(compact.trimEnd());
    expect(rejoined.at(-1)!.type).toBe("done");
  }, 20_000);

  it("a reconnect with Last-Event-ID gets what it missed; only the creator may subscribe", async () => {
    const response = await generate(legacyBody({ companyName: "Replay Co" }), { headers: { Accept: "text/event-stream" } });
    const generationId = response.headers.get("X-Generation-Id")!;
    const all = await readEvents(response);
    const cut = all[2]!.id;
    const replay = await readEvents(
      await call(`${ORIGIN}/api/generations/${generationId}/events`, { cookie: alice, headers: { "Last-Event-ID": String(cut) } }),
    );
    expect(replay.map((event) => event.id)).toEqual(
      all
        .filter((event) => event.id > cut && (event.type !== "text" || event.id === all.filter((e) => e.type === "text").at(-1)!.id))
        .map((event) => event.id),
    );
    expect(replay.at(-1)!.type).toBe("done");
    expect((await call(`${ORIGIN}/api/generations/${generationId}/events`, { cookie: bob })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/generations/${generationId}/events`)).status).toBe(404);
  });

  it("with a mock Workers AI model: a job running past a second keeps its events in the object's storage", async () => {
    const text = composePolicy(readingFor("MX"), { language: "en", companyName: "Grupo Industrial del Bajío S.A. de C.V." });
    setLanguageModelForTests(() => mockModelStreaming(text, { tokensPerSecond: 500 }));
    const response = await generate(legacyBody({ companyName: "Durable Co" }), { headers: { Accept: "text/event-stream" } });
    const generationId = response.headers.get("X-Generation-Id")!;
    const events = await readEvents(response);
    expect(events.at(-1)!.type).toBe("done");
    const stub = env.GENERATION_JOB.get(env.GENERATION_JOB.idFromName(generationId));
    const stored = await runInDurableObject(stub, (_instance, state) => ({
      events: state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM events").one().n,
      status: JSON.parse(state.storage.sql.exec<{ value: string }>("SELECT value FROM job WHERE key = 'status'").one().value),
    }));
    expect(stored.status).toBe("done");
    expect(stored.events).toBe(events.filter((event) => event.type !== "text").length);
  }, 20_000);

  it("a finished job whose object kept nothing is replayed from D1", async () => {
    const policy = await (await generate(legacyBody({ companyName: "Recorded Co" }))).json<PolicyObject>();
    const user = await (await call(`${ORIGIN}/api/auth/user`, { cookie: alice })).json<{ id: string }>();
    const generationId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO generations (id, owner_user_id, client_ip_hash, request_hash, status, group_id, slug) VALUES (?, ?, 'x', ?, 'done', ?, ?)",
    )
      .bind(generationId, user.id, `recorded-${generationId}`, policy.groupId, policy.slug)
      .run();
    const events = await readEvents(await call(`${ORIGIN}/api/generations/${generationId}/events`, { cookie: alice }));
    expect(events.map((event) => event.type)).toEqual(["done"]);
    expect((events[0]!.data.policy as PolicyObject).slug).toBe(policy.slug);
  });
});
