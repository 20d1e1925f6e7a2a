import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readingFor } from "~/lib/composer/test-readings";
import { SECTION_TITLES } from "../../app/lib/generation/policy-check.server";
import { MODEL_FOR_TIER } from "~/lib/generation/ai-writer.server";
import type { JobSpec } from "~/lib/generation/run-generation.server";
import { normaliseRequest } from "../../app/lib/generation/generation-input";
import { call, count } from "./helpers";
import { bindFakeWorkersAi, failsAtStart, failsMidway, stalls, writes } from "./fake-workers-ai";
import { readEvents } from "./sse";
import { ORIGIN, generate, generationTestUsers, legacyBody, who, type PolicyObject } from "./generation-helpers";

generationTestUsers("gen-stream");

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

  it("with a fake Workers AI binding (test double) at 40 tokens/s: events arrive as it writes, progress rises, the policy is saved", async () => {
    const titles = SECTION_TITLES.en;
    const compact = `# Pace Co Travel and Expense Policy\n\n${titles.map((title, index) => `## ${index + 1}. ${title}\n\nPace Co keeps this rule short and clear.`).join("\n\n")}\n`;
    bindFakeWorkersAi(writes(compact, { tokensPerSecond: 40 }));
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
      model: MODEL_FOR_TIER.balanced.model,
    });
  }, 20_000);

  const text = () => composePolicy(readingFor("MX"), { language: "en", companyName: "Grupo Industrial del Bajío S.A. de C.V." });
  const failures: Array<[string, () => void, RegExp]> = [
    ["an AI error before the stream", () => bindFakeWorkersAi(failsAtStart()), /could not write the policy/],
    ["an AI error in the middle of the stream", () => bindFakeWorkersAi(failsMidway(text())), /could not write the policy/],
    [
      "a truncated answer",
      () => bindFakeWorkersAi(writes(text().slice(0, 3000), { finishReason: "length", tokensPerSecond: 5000 })),
      /ran out of room/,
    ],
    ["an answer missing sections", () => bindFakeWorkersAi(writes(text().slice(0, 3000), { tokensPerSecond: 5000 })), /incomplete/],
  ];
  it.each(failures)(
    "with a fake Workers AI binding (test double): %s ends in an error event and saves nothing",
    async (_label, arrange, message) => {
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
    },
    // Two generations through the model: room for a shared, busy machine.
    15_000,
  );

  it("with a fake Workers AI binding (test double): a stall ends in an error event and saves nothing", async () => {
    // The job is given short timeouts, as a caller of the Durable Object may: a stall is then found in 300 ms, not 30 s.
    bindFakeWorkersAi(stalls(text()));
    const before = await count("policies");
    const generationId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO generations (id, client_ip_hash, request_hash, status, created_at) VALUES (?, 'ip', ?, 'running', ?)")
      .bind(generationId, `stall-${generationId}`, Date.now())
      .run();
    const spec: JobSpec = {
      generationId,
      input: normaliseRequest(
        { userInput: text(), language: "en", companyName: "Stalling Co", modelTier: "balanced", useCache: false },
        "Mexico",
      ),
      owner: { userId: null, ownerTokenHash: "token-stall" },
      siteCountry: "Mexico",
      origin: ORIGIN,
      uiLanguage: "en",
      timeouts: { overallMs: 10_000, stallMs: 300 },
    };
    const job = env.GENERATION_JOB.get(env.GENERATION_JOB.idFromName(generationId));
    const outcome = await job.run(spec, true);
    expect(outcome).toMatchObject({ ok: false, status: 504, message: expect.stringMatching(/stopped writing/) });
    const events = await readEvents(await job.fetch(new Request(`https://generation-job/events?generation=${generationId}`)));
    expect(events.at(-1)).toMatchObject({ type: "error", data: { message: expect.stringMatching(/stopped writing/) } });
    expect(await count("policies")).toBe(before);
  });

  it("with a fake Workers AI binding (test double): a client that disconnects does not stop the generation", async () => {
    const text = composePolicy(readingFor("MX"), { language: "en", companyName: "Grupo Industrial del Bajío S.A. de C.V." });
    bindFakeWorkersAi(writes(text, { tokensPerSecond: 1500 }));
    const controller = new AbortController();
    const response = await call(`${ORIGIN}/api/policies/generate`, {
      method: "POST",
      cookie: who.alice,
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
      await call(`${ORIGIN}/api/policies`, { cookie: who.alice })
    ).json<Array<{ policies: Array<{ companyName: string }> }>>();
    expect(groups.some((group) => group.policies.some((policy) => policy.companyName === "Leaver Co"))).toBe(true);
  });

  it("with a fake Workers AI binding (test double): a reconnect in the middle of the text gets the whole text so far once, then the deltas", async () => {
    const titles = SECTION_TITLES.en;
    const compact = `# Rejoin Co Travel and Expense Policy\n\n${titles.map((title, index) => `## ${index + 1}. ${title}\n\nRejoin Co keeps this rule short and clear.`).join("\n\n")}\n`;
    bindFakeWorkersAi(writes(compact, { tokensPerSecond: 60 }));
    const response = await generate(legacyBody({ companyName: "Rejoin Co" }), { headers: { Accept: "text/event-stream" } });
    const generationId = response.headers.get("X-Generation-Id")!;
    let seen = 0;
    const first = await readEvents(response, (event) => event.type === "text" && ++seen === 3);
    const lastSeen = first.at(-1)!;
    const rejoined = await readEvents(
      await call(`${ORIGIN}/api/generations/${generationId}/events`, {
        cookie: who.alice,
        headers: { "Last-Event-ID": String(lastSeen.id) },
      }),
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
      await call(`${ORIGIN}/api/generations/${generationId}/events`, { cookie: who.alice, headers: { "Last-Event-ID": "1" } }),
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
      await call(`${ORIGIN}/api/generations/${generationId}/events`, { cookie: who.alice, headers: { "Last-Event-ID": String(cut) } }),
    );
    expect(replay.map((event) => event.id)).toEqual(
      all
        .filter((event) => event.id > cut && (event.type !== "text" || event.id === all.filter((e) => e.type === "text").at(-1)!.id))
        .map((event) => event.id),
    );
    expect(replay.at(-1)!.type).toBe("done");
    expect((await call(`${ORIGIN}/api/generations/${generationId}/events`, { cookie: who.bob })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/generations/${generationId}/events`)).status).toBe(404);
  });

  it("with a fake Workers AI binding (test double): a job running past a second keeps its events in the object's storage", async () => {
    const text = composePolicy(readingFor("MX"), { language: "en", companyName: "Grupo Industrial del Bajío S.A. de C.V." });
    bindFakeWorkersAi(writes(text, { tokensPerSecond: 500 }));
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
    const user = await (await call(`${ORIGIN}/api/auth/user`, { cookie: who.alice })).json<{ id: string }>();
    const generationId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO generations (id, owner_user_id, client_ip_hash, request_hash, status, group_id, slug) VALUES (?, ?, 'x', ?, 'done', ?, ?)",
    )
      .bind(generationId, user.id, `recorded-${generationId}`, policy.groupId, policy.slug)
      .run();
    const events = await readEvents(await call(`${ORIGIN}/api/generations/${generationId}/events`, { cookie: who.alice }));
    expect(events.map((event) => event.type)).toEqual(["done"]);
    expect((events[0]!.data.policy as PolicyObject).slug).toBe(policy.slug);
  });
});
