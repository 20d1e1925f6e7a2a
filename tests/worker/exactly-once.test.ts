import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GenerationJob } from "../../workers/generation-job";
import { normaliseRequest, parseGenerationBody } from "../../app/lib/generation/generation-input";
import type { JobSpec } from "~/lib/generation/run-generation.server";
import { progressFor } from "~/lib/generation/generation-events";
import { SEED_SAMPLE_INPUTS } from "../../app/lib/reading/sample-inputs";
import { call } from "./helpers";

/*
 * A generation is saved exactly once and always finishes (issue "Proving it holds", item 6), shown
 * on the real Durable Object and D1: a job that runs again after an eviction finds its saved policy
 * instead of writing a second one, a job evicted too often fails with a clear error, and a finished
 * job's object storage is deleted by its last alarm.
 */

const mexico = SEED_SAMPLE_INPUTS.find((sample) => sample.name === "Mexico")!.content;

async function claimed(companyName: string): Promise<JobSpec> {
  const parsed = parseGenerationBody({ userInput: mexico, language: "en", companyName });
  if (!parsed.success) throw new Error("bad body");
  const generationId = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO generations (id, client_ip_hash, request_hash, status, created_at) VALUES (?, 'ip', ?, 'running', ?)")
    .bind(generationId, `r-${generationId}`, Date.now())
    .run();
  return {
    generationId,
    input: normaliseRequest(parsed.data, "Mexico"),
    owner: { userId: null, ownerTokenHash: "token-exactly-once" },
    siteCountry: "Mexico",
    origin: "http://localhost",
    uiLanguage: "en",
  };
}

const jobOf = (spec: JobSpec, name = spec.generationId) => env.GENERATION_JOB.get(env.GENERATION_JOB.idFromName(name));
const policiesNamed = async (companyName: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM policies WHERE company_name = ?").bind(companyName).first<{ n: number }>())!.n;

/** The object as an eviction leaves it: the job stored as running, nothing in memory. */
async function storedAsRunning(spec: JobSpec, runs: number, name = spec.generationId) {
  const stub = jobOf(spec, name);
  await runInDurableObject(stub, (_instance, state) => {
    const sql = state.storage.sql;
    sql.exec("CREATE TABLE IF NOT EXISTS job (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    sql.exec("CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, type TEXT NOT NULL, data TEXT NOT NULL)");
    for (const [key, value] of Object.entries({ spec, status: "running", result: null, seq: 0, text: null, runs })) {
      sql.exec(
        "INSERT INTO job (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        key,
        JSON.stringify(value),
      );
    }
  });
  return stub;
}

describe("exactly once, always finished", () => {
  it("a job that runs again after an eviction, its policy already saved, gives that policy and saves no second one", async () => {
    const spec = await claimed("Evicted Once Co");
    const first = await jobOf(spec).run(spec, true);
    expect(first.ok).toBe(true);
    expect(await policiesNamed("Evicted Once Co")).toBe(1);
    // A fresh instance (the first was evicted after saving) finds the job stored as running and runs it again.
    const again = await runInDurableObject(
      await storedAsRunning(spec, 1, `${spec.generationId}:after-eviction`),
      async (instance: GenerationJob) => instance.outcome(spec),
    );
    expect(again.ok && again.policy.slug).toBe(first.ok && first.policy.slug);
    expect(await policiesNamed("Evicted Once Co")).toBe(1);
  });

  it("two runs of one generation racing to save: one policy, and both answer with it", async () => {
    const spec = await claimed("Twice Saved Co");
    const { runGeneration } = await import("~/lib/generation/run-generation.server");
    const { parseAppConfig } = await import("~/lib/platform/app-config.server");
    const config = parseAppConfig(env as unknown as Record<string, unknown>);
    const results = await Promise.all([0, 1].map(() => runGeneration(spec, env, config, () => {}, new AbortController().signal)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(new Set(results.map((result) => result.ok && result.policy.slug)).size).toBe(1);
    expect(await policiesNamed("Twice Saved Co")).toBe(1);
  });

  /** The real D1, whose batches fail `times` times first (a connection lost for a moment, or for good). */
  function flakyEnv(times: number): Env {
    let failures = 0;
    const DB = new Proxy(env.DB, {
      get(target, property) {
        if (property === "batch")
          return (statements: D1PreparedStatement[]) =>
            failures++ < times ? Promise.reject(new Error("D1_ERROR: Network connection lost.")) : target.batch(statements);
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return { ...env, DB };
  }

  it("a save that fails once is tried again: exactly one policy; one that keeps failing ends in a clear error with nothing half-saved", async () => {
    const { runGeneration } = await import("~/lib/generation/run-generation.server");
    const { parseAppConfig } = await import("~/lib/platform/app-config.server");
    const config = parseAppConfig(env as unknown as Record<string, unknown>);
    const once = await claimed("Flaky Once Co");
    const saved = await runGeneration(once, flakyEnv(1), config, () => {}, new AbortController().signal);
    expect(saved.ok).toBe(true);
    expect(await policiesNamed("Flaky Once Co")).toBe(1);

    const always = await claimed("Flaky Always Co");
    const events: string[] = [];
    const failed = await runGeneration(
      always,
      flakyEnv(Number.POSITIVE_INFINITY),
      config,
      (event) => events.push(event.type),
      new AbortController().signal,
    );
    expect(failed).toMatchObject({ ok: false, status: 500, message: expect.stringMatching(/\w{10,}/) });
    expect(events.at(-1)).toBe("error");
    expect(await policiesNamed("Flaky Always Co")).toBe(0);
    const groups = await env.DB.prepare("SELECT COUNT(*) AS n FROM policy_groups WHERE id NOT IN (SELECT group_id FROM policies)").first<{
      n: number;
    }>();
    expect(groups!.n).toBe(0);
    expect(
      (await env.DB.prepare("SELECT status FROM generations WHERE id = ?").bind(always.generationId).first<{ status: string }>())!.status,
    ).toBe("failed");
  });

  it("a job evicted before it could finish, too many times, fails with a clear error instead of staying 'running'", async () => {
    const spec = await claimed("Never Finishes Co");
    const stub = await storedAsRunning(spec, 3);
    await runInDurableObject(stub, (instance: GenerationJob) => instance.alarm());
    const row = await env.DB.prepare("SELECT status FROM generations WHERE id = ?").bind(spec.generationId).first<{ status: string }>();
    expect(row!.status).toBe("failed");
    const outcome = await runInDurableObject(stub, (instance: GenerationJob) => instance.outcome(spec));
    expect(outcome).toMatchObject({ ok: false, status: 503, message: "The generation stopped before it finished. Please try again." });
    expect(await policiesNamed("Never Finishes Co")).toBe(0);
  });

  it("100 generations leave no object storage behind: a quick job never writes any", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 100; index++) {
      const response = await call(`http://localhost/api/policies/generate?mode=anonymous`, {
        method: "POST",
        body: JSON.stringify({ userInput: mexico, language: "en", companyName: `Hundred ${index} Co` }),
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.60.${index}` },
      });
      expect(response.status).toBe(200);
      ids.push(response.headers.get("X-Generation-Id")!);
      await response.arrayBuffer();
    }
    let tables = 0;
    for (const id of ids)
      tables += await runInDurableObject(
        env.GENERATION_JOB.get(env.GENERATION_JOB.idFromName(id)),
        (_instance, state) =>
          state.storage.sql
            .exec<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('job', 'events')")
            .one().n,
      );
    expect(tables).toBe(0);
  }, 60_000);

  it("a job run again after an eviction never sends the bar back: its progress starts where the first run's stopped", async () => {
    const spec = await claimed("Bar Never Back Co");
    const stub = await storedAsRunning(spec, 1);
    // The first run had got to 45 % (four sections) before the eviction.
    await runInDurableObject(stub, (_instance, state) => {
      state.storage.sql.exec(
        "INSERT INTO events (id, type, data) VALUES (1, 'started', ?)",
        JSON.stringify({ generationId: spec.generationId }),
      );
      state.storage.sql.exec("INSERT INTO events (id, type, data) VALUES (2, 'progress', ?)", JSON.stringify(progressFor(4, true)));
      state.storage.sql.exec("UPDATE job SET value = '2' WHERE key = 'seq'");
    });
    await runInDurableObject(stub, (instance: GenerationJob) => instance.alarm());
    expect((await runInDurableObject(stub, (instance: GenerationJob) => instance.outcome(spec))).ok).toBe(true);
    // Everything a client reconnecting from the start is sent, in order.
    const stream = await stub.fetch(`http://do/events?generation=${spec.generationId}`);
    const percents = [...(await stream.text()).matchAll(/event: progress\ndata: (.*)/g)].map(
      (match) => (JSON.parse(match[1]!) as { percent: number }).percent,
    );
    expect(percents[0]).toBe(45);
    expect(percents.at(-1)).toBe(95);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents).size).toBe(percents.length);
  });

  it("a finished job's storage is deleted by its last alarm", async () => {
    const spec = await claimed("Cleaned Up Co");
    const stub = await storedAsRunning(spec, 1);
    // The alarm resumes it (evicted once), it finishes, and a later alarm clears the object.
    await runInDurableObject(stub, (instance: GenerationJob) => instance.alarm());
    const outcome = await runInDurableObject(stub, (instance: GenerationJob) => instance.outcome(spec));
    expect(outcome.ok).toBe(true);
    await runInDurableObject(stub, (instance: GenerationJob) => instance.alarm());
    const tables = await runInDurableObject(
      stub,
      (_instance, state) =>
        state.storage.sql
          .exec<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('job', 'events')")
          .one().n,
    );
    expect(tables).toBe(0);
  });
});
