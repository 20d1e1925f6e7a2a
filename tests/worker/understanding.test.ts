import { env } from "cloudflare:test";
import { cachedReading } from "~/lib/generation/reading-cache.server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { emptyRules, type Limit } from "../../app/lib/rulebook/policy-rules";
import type { CompanyReading } from "../../app/lib/reading/company-reading";
import { readCompany } from "../../app/lib/reading/read-company";
import { understandCompany } from "~/lib/generation/understand.server";
import { normaliseRequest } from "../../app/lib/generation/generation-input";
import type { AppConfig } from "~/lib/platform/app-config.server";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { bindFakeWorkersAi, failsAtStart, unbindFakeWorkersAi, writes } from "./fake-workers-ai";
import { call, signIn } from "./helpers";

const ORIGIN = "http://localhost";
const CHILE =
  "Contratista minero en Antofagasta con 120 trabajadores. Viático de alimentación de 45.000 CLP diarios. Hoteles hasta 60.000 CLP por noche.";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn("reader@example.com", "Reader");
});
afterEach(() => unbindFakeWorkersAi());

const someIp = () => `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const post = (path: string, body: unknown, { origin = ORIGIN, headers = {} }: { origin?: string; headers?: Record<string, string> } = {}) =>
  call(`${origin}${path}`, {
    method: "POST",
    cookie,
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": someIp(), ...headers },
  });
const understand = (body: unknown, options?: Parameters<typeof post>[2]) => post("/api/policies/understand", body, options);

/** A fake Workers AI binding (test double) that reads the company as `reading` (and streams `policy` when asked to write). */
const modelReads = (reading: CompanyReading, policy = "") => bindFakeWorkersAi(writes(policy, { tokensPerSecond: 5000 }), { reading });

/** The home limit of a list of limits. */
const home = (limits: Limit[]) => limits.find((limit) => limit.place.kind === "home")?.amount;

describe("POST /api/policies/understand", () => {
  it("answers what we understood of a Chilean description without writing a policy", async () => {
    const response = await understand({ userInput: CHILE, language: "es", companyName: "Minera Norte" });
    expect(response.status).toBe(200);
    const { reading } = await response.json<{ reading: CompanyReading }>();
    expect(reading.country).toMatchObject({ code: "CL", reason: "currency" });
    expect(reading.currency.code).toBe("CLP");
    expect(home(reading.rules.meals)).toEqual({ amount: 45000, currency: "CLP" });
    expect(home(reading.rules.lodging)).toEqual({ amount: 60000, currency: "CLP" });
    expect(reading.headcount).toBe(120);
  });

  it("falls back to the site's country, and says so, when the text names none", async () => {
    const response = await understand(
      { userInput: "we are 5 people, keep it simple", language: "es", companyName: "Cinco" },
      { origin: "http://es.localhost" },
    );
    const { reading } = await response.json<{ reading: CompanyReading }>();
    expect(reading.country).toMatchObject({ code: "CO", reason: "siteDefault", evidence: null });
    expect(reading.currency.code).toBe("COP");
  });

  it("maps a structured body to a reading directly", async () => {
    const structuredInput = {
      companyName: "Acme",
      country: "Peru",
      currency: "USD",
      language: "en",
      travelCategories: { mealsPerDay: 40 },
      additionalRequirements: "",
    };
    const { reading } = await (await understand({ structuredInput })).json<{ reading: CompanyReading }>();
    expect(reading.country).toMatchObject({ code: "PE", reason: "explicit" });
    expect(reading.currency.code).toBe("USD");
    expect(home(reading.rules.meals)).toEqual({ amount: 40, currency: "USD" });
  });

  it("refuses a malformed reading with a translated 400", async () => {
    const response = await understand(
      { userInput: CHILE, language: "es", companyName: "X", reading: { country: "Chile" } },
      { origin: "http://es.localhost" },
    );
    expect(response.status).toBe(400);
    const body = await response.json<{ message: string; issues: Array<{ path: string }> }>();
    expect(body.message).toMatch(/entendimos/);
    expect(body.issues[0]?.path).toBe("reading");
  });

  it("refuses a request from another site", async () => {
    const response = await call(`${ORIGIN}/api/policies/understand`, {
      method: "POST",
      cookie,
      origin: "https://evil.example",
      body: JSON.stringify({ userInput: CHILE, language: "es", companyName: "X" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(403);
  });

  it("uses the model's reading (a fake Workers AI binding, test double) where the text gave the built-in reader no country", async () => {
    const text = "we are 5 people, keep it simple";
    const modelSays = {
      ...readCompany(text, { siteCountry: "Mexico", language: "en" }),
      country: { code: "PE", name: "Peru", reason: "named" as const, evidence: "Lima" },
      currency: { code: "PEN", reason: "country" as const },
    };
    modelReads(modelSays);
    const reading = await understandDirectly({ userInput: text, language: "en", companyName: "Cinco" });
    expect(reading.country.code).toBe("PE");
    expect(reading.currency.code).toBe("PEN");
    expect(reading.headcount).toBe(5);
  });

  it("keeps an explicit Country line over the model's reading (a fake Workers AI binding, test double)", async () => {
    const text = "Country: Chile\nMeals: 30.000 CLP per day";
    const modelSays = {
      ...readCompany(text, { siteCountry: "Mexico", language: "en" }),
      country: { code: "AR", name: "Argentina", reason: "named" as const, evidence: "x" },
    };
    modelReads(modelSays);
    const reading = await understandDirectly({ userInput: text, language: "en", companyName: "Andes" });
    expect(reading.country).toMatchObject({ code: "CL", reason: "explicit" });
  });

  it("answers the built-in reading when the model fails (a fake Workers AI binding, test double)", async () => {
    bindFakeWorkersAi(failsAtStart());
    const reading = await understandDirectly({ userInput: CHILE, language: "es", companyName: "Minera Norte" });
    expect(reading.country.code).toBe("CL");
  });
});

describe("the cache of readings (workerd's Cache API)", () => {
  it("reads one text once: the same text again is answered from the cache, another text is read", async () => {
    const input = normaliseRequest(
      { userInput: `${CHILE} ${crypto.randomUUID()}`, language: "es", companyName: "Cache Co", modelTier: "balanced", useCache: true },
      "Mexico",
    );
    let reads = 0;
    const read = async () => ({ ...input.reading!, headcount: ++reads });
    const pending: Promise<unknown>[] = [];
    const first = await cachedReading(ORIGIN, input, read, (task) => pending.push(task));
    await Promise.all(pending);
    const again = await cachedReading(ORIGIN, input, read, (task) => pending.push(task));
    expect(reads).toBe(1);
    expect(again).toEqual(first);
    const other = normaliseRequest(
      { userInput: `${CHILE} otra ${crypto.randomUUID()}`, language: "es", companyName: "Cache Co", modelTier: "balanced", useCache: true },
      "Mexico",
    );
    await cachedReading(ORIGIN, other, read, (task) => pending.push(task));
    expect(reads).toBe(2);
  });
});

/** The understand step itself, with the test's Workers AI binding (the route would answer a text it read before from its cache). */
function understandDirectly(body: { userInput: string; language: "en" | "es" | "pt-BR"; companyName: string }) {
  const input = normaliseRequest({ ...body, modelTier: "balanced", useCache: true }, "Mexico");
  return understandCompany(input, env, { aiMode: "auto" } as AppConfig);
}

describe("generation writes from the reading", () => {
  it("stores the reading with the policy group and returns it from GET /api/policies/{slug}", async () => {
    const response = await post("/api/policies/generate", { userInput: CHILE, language: "es", companyName: "Minera Norte" });
    expect(response.status).toBe(200);
    const { slug, policyMarkdown } = await response.json<{ slug: string; policyMarkdown: string }>();
    expect(policyMarkdown).toMatch(/Chile/);
    expect(policyMarkdown).not.toMatch(/CFDI|\bSAT\b|MXN/);
    const stored = await (await call(`${ORIGIN}/api/policies/${slug}`, { cookie })).json<{ reading: CompanyReading }>();
    expect(stored.reading.country.code).toBe("CL");
    expect(home(stored.reading.rules.meals)).toEqual({ amount: 45000, currency: "CLP" });
  });

  it("with a fake Workers AI binding (test double): the policy is written from the model's reading, merged with the built-in one", async () => {
    const text = "Somos 8 personas. Comidas hasta 30.000 por día.";
    const modelSays: CompanyReading = {
      ...readCompany(text, { siteCountry: "Mexico", language: "es" }),
      country: { code: "CL", name: "Chile", reason: "named", evidence: "Santiago" },
      currency: { code: "CLP", reason: "country" },
      rules: {
        ...emptyRules(),
        meals: [
          {
            amount: { amount: 30000, currency: "CLP" },
            place: { kind: "home" },
            provenance: { kind: "user", words: "Comidas hasta 30.000 por día." },
          },
        ],
      },
    };
    const policy = composePolicy(modelSays, { language: "es", companyName: "Ocho", now: new Date() });
    modelReads(modelSays, policy);
    const response = await post("/api/policies/generate", { userInput: text, language: "es", companyName: "Ocho" });
    expect(response.status).toBe(200);
    const { slug } = await response.json<{ slug: string }>();
    const stored = await (await call(`${ORIGIN}/api/policies/${slug}`, { cookie })).json<{ reading: CompanyReading }>();
    expect(stored.reading.country.code).toBe("CL");
    expect(stored.reading.headcount).toBe(8);
    expect(home(stored.reading.rules.meals)).toEqual({ amount: 30000, currency: "CLP" });
  });

  it("trusts the user's corrected reading over its own", async () => {
    const own = readCompany(CHILE, { siteCountry: "Mexico", language: "es" });
    const corrected: CompanyReading = {
      ...own,
      currency: { code: "USD", reason: "user" },
      rules: {
        ...own.rules,
        meals: [{ amount: { amount: 50, currency: "USD" }, place: { kind: "home" }, provenance: { kind: "panel" } }],
        lodging: [{ amount: { amount: 70, currency: "USD" }, place: { kind: "home" }, provenance: { kind: "panel" } }],
      },
    };
    const response = await post("/api/policies/generate", {
      userInput: CHILE,
      language: "en",
      companyName: "Minera Norte",
      reading: corrected,
    });
    expect(response.status).toBe(200);
    const { slug } = await response.json<{ slug: string }>();
    const stored = await (
      await call(`${ORIGIN}/api/policies/${slug}`, { cookie })
    ).json<{ reading: CompanyReading; policyMarkdown: string }>();
    expect(stored.reading.currency).toEqual({ code: "USD", reason: "user" });
    expect(home(stored.reading.rules.meals)).toEqual({ amount: 50, currency: "USD" });
  });
});
