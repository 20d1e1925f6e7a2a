import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readCompany } from "../../app/lib/reading/read-company";
import { SEED_SAMPLE_INPUTS } from "../../app/lib/reading/sample-inputs";
import { call, signIn } from "./helpers";
import { bindFakeWorkersAi, unbindFakeWorkersAi, writes } from "./fake-workers-ai";

const ORIGIN = "http://localhost";
const SEED_PROMPT_ID = "seed-master-prompt-en";
const mexico = SEED_SAMPLE_INPUTS.find((sample) => sample.name === "Mexico")!.content;

let admin: string;
let user: string;
beforeAll(async () => {
  admin = await signIn("admin@example.com", "Ada");
  user = await signIn("user-admin-test@example.com", "Uma");
});
afterEach(() => unbindFakeWorkersAi());

type Prompt = { id: string; name: string; language: string; prompt: string; isActive: boolean };
type Version = { id: string; prompt: string; savedByEmail: string | null; createdAt: string };
type Sample = { id: string; name: string; content: string; language: string; isActive: boolean };

function send(
  method: string,
  path: string,
  { cookie = admin, body, headers = {} }: { cookie?: string | null; body?: unknown; headers?: Record<string, string> } = {},
) {
  return call(`${ORIGIN}${path}`, {
    method,
    cookie,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
  });
}
async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const savePrompt = (prompt: string, id = SEED_PROMPT_ID) =>
  send("PUT", `/api/admin/master-prompts/${id}`, { body: { name: "Master Prompt - English", prompt, language: "en", isActive: true } });
const sampleBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Peru",
  content: "Company Name: Inca Foods S.A.C.\nCountry: Peru\nCurrency: PEN",
  isActive: true,
  language: "en",
  ...overrides,
});

describe("admin calls: who may make them", () => {
  const calls: Array<[string, string, unknown?]> = [
    ["GET", "/api/admin/master-prompts"],
    [
      "POST",
      "/api/admin/master-prompts",
      { name: "Master Prompt - English", prompt: "x {{companyDetails}}", language: "en", isActive: true },
    ],
    [
      "PUT",
      `/api/admin/master-prompts/${SEED_PROMPT_ID}`,
      { name: "Master Prompt - English", prompt: "x {{companyDetails}}", language: "en", isActive: true },
    ],
    ["GET", `/api/admin/master-prompts/${SEED_PROMPT_ID}/versions`],
    ["POST", "/api/admin/master-prompts/preview", { prompt: "x", sampleId: "seed-sample-mexico" }],
    ["GET", "/api/admin/sample-inputs"],
    ["POST", "/api/admin/sample-inputs", sampleBody()],
    ["PUT", "/api/admin/sample-inputs/seed-sample-brazil", sampleBody()],
    ["DELETE", "/api/admin/sample-inputs/seed-sample-brazil"],
  ];

  it.each(calls)("%s %s answers 401 signed out and changes nothing", async (method, path, body) => {
    const before = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM master_prompt_versions) + (SELECT COUNT(*) FROM sample_inputs) AS n",
    ).first<{ n: number }>();
    const response = await send(method, path, { cookie: null, body });
    expect(response.status).toBe(401);
    expect((await response.json<{ message: string }>()).message).toBe("Please sign in to continue.");
    expect(
      await env.DB.prepare("SELECT (SELECT COUNT(*) FROM master_prompt_versions) + (SELECT COUNT(*) FROM sample_inputs) AS n").first(),
    ).toEqual(before);
  });

  it.each(calls)("%s %s answers 403 to a signed-in non-admin, logs the attempt and changes nothing", async (method, path, body) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await send(method, path, { cookie: user, body });
    expect(response.status).toBe(403);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("user-admin-test@example.com"));
    warn.mockRestore();
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM sample_inputs WHERE id = 'seed-sample-brazil' AND name = 'Brazil'").first(),
    ).toEqual({ n: 1 });
  });

  it("a non-admin's 403 is in the caller's language", async () => {
    const response = await call("http://es.localhost/api/admin/master-prompts", {
      cookie: await signIn("uma-es@example.com", "", "http://es.localhost"),
    });
    expect(response.status).toBe(403);
    expect((await response.json<{ message: string }>()).message).not.toBe("You don't have permission to do that.");
  });

  it("an admin may make each call", async () => {
    expect((await json<Prompt[]>(await send("GET", "/api/admin/master-prompts"))).map((prompt) => prompt.id)).toContain(SEED_PROMPT_ID);
    expect(Array.isArray(await json<Version[]>(await send("GET", `/api/admin/master-prompts/${SEED_PROMPT_ID}/versions`)))).toBe(true);
    const created = await json<Sample>(await send("POST", "/api/admin/sample-inputs", { body: sampleBody({ name: "Chile" }) }), 201);
    expect(created).toMatchObject({ name: "Chile", isActive: true, language: "en" });
    const listed = await json<Sample[]>(await send("GET", "/api/admin/sample-inputs"));
    expect(listed.find((sample) => sample.id === created.id)).toEqual(created);
    const updated = await json<Sample>(
      await send("PUT", `/api/admin/sample-inputs/${created.id}`, {
        body: sampleBody({ name: "Chile (north)", content: "Country: Chile\nCurrency: CLP" }),
      }),
    );
    expect(updated).toEqual({ ...created, name: "Chile (north)", content: "Country: Chile\nCurrency: CLP" });
    expect(await json(await send("DELETE", `/api/admin/sample-inputs/${created.id}`))).toEqual({ id: created.id, deleted: true });
    expect((await json<Sample[]>(await send("GET", "/api/admin/sample-inputs"))).some((sample) => sample.id === created.id)).toBe(false);
    expect((await send("DELETE", `/api/admin/sample-inputs/${created.id}`)).status).toBe(404);
    expect((await send("PUT", "/api/admin/sample-inputs/no-such-sample", { body: sampleBody() })).status).toBe(404);
  });
});

describe("admin bodies: limits and rules", () => {
  it("a prompt over 24 KB, empty or whitespace is refused with a translated message; exactly 24 KB is saved", async () => {
    const tooLong = await send("PUT", `/api/admin/master-prompts/${SEED_PROMPT_ID}`, {
      body: { name: "Master Prompt - English", prompt: "é".repeat(12 * 1024 + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json<{ message: string }>()).message).toBe("The master prompt can be at most 24 KB.");
    for (const prompt of ["", "   \n "]) {
      const empty = await send("POST", "/api/admin/master-prompts", { body: { name: "Master Prompt - English", prompt } });
      expect((await json<{ message: string }>(empty, 400)).message).toBe("Enter the master prompt.");
    }
    const spanish = await call("http://es.localhost/api/admin/master-prompts", {
      method: "POST",
      cookie: await signIn("admin@example.com", "", "http://es.localhost"),
      body: JSON.stringify({ prompt: "" }),
      headers: { "Content-Type": "application/json" },
    });
    expect((await json<{ message: string }>(spanish, 400)).message).toBe("Escribe el prompt maestro.");
    const exact = "a".repeat(24 * 1024 - "{{companyDetails}}".length) + "{{companyDetails}}";
    expect((await json<Prompt>(await savePrompt(exact))).prompt).toBe(exact);
  });

  it("a sample name over 100 characters or content over 8 KB is refused; at the limits it is saved", async () => {
    const longName = await send("POST", "/api/admin/sample-inputs", { body: sampleBody({ name: "n".repeat(101) }) });
    expect((await json<{ message: string }>(longName, 400)).message).toBe("The name can be at most 100 characters.");
    const longContent = await send("POST", "/api/admin/sample-inputs", { body: sampleBody({ content: "c".repeat(8 * 1024 + 1) }) });
    expect((await json<{ message: string }>(longContent, 400)).message).toBe("The sample content can be at most 8 KB.");
    const blank = await send("POST", "/api/admin/sample-inputs", { body: sampleBody({ name: "  ", content: " " }) });
    const blankIssues = (await json<{ issues: Array<{ path: string }> }>(blank, 400)).issues.map((issue) => issue.path);
    expect(blankIssues).toEqual(["name", "content"]);
    const notJson = await send("POST", "/api/admin/sample-inputs", { body: "{not json" });
    expect((await json<{ message: string }>(notJson, 400)).message).toBe("The request could not be read. Please try again.");
    const atLimits = await json<Sample>(
      await send("POST", "/api/admin/sample-inputs", { body: sampleBody({ name: "n".repeat(100), content: "c".repeat(8 * 1024) }) }),
      201,
    );
    expect([atLimits.name.length, atLimits.content.length]).toEqual([100, 8 * 1024]);
  });

  it("language is stored as en whatever is sent, and unknown fields are ignored", async () => {
    const created = await json<Sample & Record<string, unknown>>(
      await send("POST", "/api/admin/sample-inputs", {
        body: sampleBody({ name: "Uruguay", language: "es", id: "chosen-id", createdAt: 0, owner: "me" }),
      }),
      201,
    );
    expect(created.language).toBe("en");
    expect(created.id).not.toBe("chosen-id");
    expect(Object.keys(created).sort()).toEqual(["content", "id", "isActive", "language", "name"]);
    const updated = await json<Sample>(
      await send("PUT", `/api/admin/sample-inputs/${created.id}`, {
        body: sampleBody({ name: "Uruguay", language: "pt-BR", isActive: false }),
      }),
    );
    expect(updated).toMatchObject({ language: "en", isActive: false });
    const prompt = await json<Prompt>(
      await send("POST", "/api/admin/master-prompts", {
        body: { name: "Master Prompt - English", prompt: "P {{companyDetails}}", language: "es", isActive: false, extra: 1 },
      }),
      201,
    );
    expect(prompt).toMatchObject({ language: "en", isActive: true });
  });

  it("an inactive sample is not offered by GET /api/sample-inputs, and comes back when activated", async () => {
    const sample = await json<Sample>(
      await send("POST", "/api/admin/sample-inputs", { body: sampleBody({ name: "Paraguay", isActive: false }) }),
      201,
    );
    const publicIds = async () => (await json<Array<{ id: string }>>(await call(`${ORIGIN}/api/sample-inputs`))).map((row) => row.id);
    expect(await publicIds()).not.toContain(sample.id);
    await json(await send("PUT", `/api/admin/sample-inputs/${sample.id}`, { body: sampleBody({ name: "Paraguay", isActive: true }) }));
    expect(await publicIds()).toContain(sample.id);
  });
});

describe("master prompt versions", () => {
  it("every save keeps a version (who, when), the first save also keeps the seeded text, newest first", async () => {
    const before = await json<Version[]>(await send("GET", `/api/admin/master-prompts/${SEED_PROMPT_ID}/versions`));
    await json(await savePrompt("First {{companyDetails}}"));
    await json(await savePrompt("Second {{companyDetails}}"));
    const versions = await json<Version[]>(await send("GET", `/api/admin/master-prompts/${SEED_PROMPT_ID}/versions`));
    expect(versions.slice(0, 2).map((version) => [version.prompt, version.savedByEmail])).toEqual([
      ["Second {{companyDetails}}", "admin@example.com"],
      ["First {{companyDetails}}", "admin@example.com"],
    ]);
    expect(versions.length).toBe(before.length + 2 + (before.length === 0 ? 1 : 0));
    if (before.length === 0) expect(versions.at(-1)).toMatchObject({ savedByEmail: null });
    expect(Date.parse(versions[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(versions[1]!.createdAt));
    expect((await send("GET", "/api/admin/master-prompts/no-such-prompt/versions")).status).toBe(404);
  });

  it("Preview fills the editor's text for a sample, localised, with the same values the AI writer uses", async () => {
    const body = {
      prompt: "Write in {{language}} with {{currency}} for:\n{{companyDetails}}",
      sampleId: "seed-sample-mexico",
      language: "es",
    };
    const { text } = await json<{ text: string }>(await send("POST", "/api/admin/master-prompts/preview", { body }));
    expect(text).toMatch(
      /^Write in Spanish as written in Mexico \(es-MX\) with MXN for:\nCompany name: Grupo Industrial del Bajío S\.A\. de C\.V\.\nCountry: Mexico \(MX\)/,
    );
    // The variant's words and register, and the country's sourced facts, as the AI writer gets them.
    expect(text).toContain("Write Spanish as written in Mexico (es-MX). Address employees with usted");
    expect(text).toMatch(/Facts for Mexico[\s\S]*\n- iva rate: 0\.16 \(source: [^;]+; as of \d{4}-\d{2}-\d{2}\)/);
    expect(text).not.toContain("{{");
    expect(text).toContain("Empleados"); // the sample as the Spanish generator sends it
  });
});

describe("generation records and uses the master prompt version (a fake Workers AI binding, test double)", () => {
  const policyText = () =>
    composePolicy(readCompany(mexico, { siteCountry: "Mexico", language: "en", companyName: "" }), {
      language: "en",
      companyName: "Grupo Industrial del Bajío S.A. de C.V.",
    });
  /** The prompt of the latest generation, as the Workers AI binding received it. */
  function recordingModel() {
    const ai = bindFakeWorkersAi(writes(policyText(), { tokensPerSecond: 5000 }));
    return () => ai.prompts().at(-1)!;
  }
  async function generate(companyName: string) {
    const response = await call(`${ORIGIN}/api/policies/generate`, {
      method: "POST",
      cookie: user,
      body: JSON.stringify({ userInput: mexico, language: "en", companyName, useCache: false }),
      headers: {
        "Content-Type": "application/json",
        "CF-Connecting-IP": `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    });
    const policy = await json<{ slug: string }>(response);
    const row = await env.DB.prepare("SELECT prompt_version FROM policies WHERE slug = ?")
      .bind(policy.slug)
      .first<{ prompt_version: string }>();
    return row!.prompt_version;
  }

  it("a policy stores the version id it was written with, kept after later edits; after a restore the next generation uses the restored text", async () => {
    const received = recordingModel();
    await json(await savePrompt("Version A for {{companyDetails}} in {{currency}}"));
    const versionA = (await json<Version[]>(await send("GET", `/api/admin/master-prompts/${SEED_PROMPT_ID}/versions`)))[0]!;
    const firstVersion = await generate("Version A Co");
    expect(firstVersion).toBe(versionA.id);
    expect(received()).toContain("Version A for Company name: Version A Co");
    expect(received()).toContain("in MXN");

    await json(await savePrompt("Version B for {{companyDetails}}"));
    const secondVersion = await generate("Version B Co");
    expect(secondVersion).not.toBe(versionA.id);
    expect(received()).toMatch(/^Version B for Company name: Version B Co/);
    const stored = await env.DB.prepare(
      "SELECT p.prompt_version FROM policies p JOIN policy_groups g ON g.id = p.group_id WHERE p.company_name = 'Version A Co'",
    ).first();
    expect(stored).toEqual({ prompt_version: versionA.id });

    // Restore = save the old text again, as a new version.
    await json(await savePrompt(versionA.prompt));
    const versions = await json<Version[]>(await send("GET", `/api/admin/master-prompts/${SEED_PROMPT_ID}/versions`));
    expect(versions[0]!.prompt).toBe(versionA.prompt);
    const restoredVersion = await generate("Restored Co");
    expect(restoredVersion).toBe(versions[0]!.id);
    expect(received()).toMatch(/^Version A for Company name: Restored Co/);
    expect(received()).not.toContain("Version B");
  }, 30_000);
});

describe("the /admin page", () => {
  it("sends a signed-out visitor to sign in, coming back to /admin", async () => {
    const response = await call(`${ORIGIN}/admin`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/api/login?returnTo=%2Fadmin");
  });

  it("answers a non-admin 403 with Access Denied and no admin data", async () => {
    await json(await savePrompt("Secret admin prompt text {{companyDetails}}"));
    const response = await call(`${ORIGIN}/admin`, { cookie: user });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Access Denied: You don&#x27;t have permission to access the admin panel.");
    expect(html).not.toContain("Secret admin prompt text");
    expect(html).not.toContain("seed-sample-colombia");
  });

  it("shows an admin the stored prompt and every sample, inactive ones too", async () => {
    const hidden = await json<Sample>(
      await send("POST", "/api/admin/sample-inputs", { body: sampleBody({ name: "Hidden Sample", isActive: false }) }),
      201,
    );
    const response = await call(`${ORIGIN}/admin`, { cookie: admin });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Secret admin prompt text");
    expect(html).toContain(hidden.name);
    expect(html).toContain("AI Master Prompt Management");
  });
});
