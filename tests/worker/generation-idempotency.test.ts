import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256 } from "~/lib/platform/crypto.server";
import { call, count } from "./helpers";
import { readEvents } from "./sse";
import { ORIGIN, generate, generationTestUsers, legacyBody, who, type PolicyObject } from "./generation-helpers";

generationTestUsers("gen-idem");

async function recordedGenerationForKey(companyName: string) {
  const policy = await (await generate(legacyBody({ companyName }))).json<PolicyObject>();
  const user = await (await call(`${ORIGIN}/api/auth/user`, { cookie: who.alice })).json<{ id: string }>();
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
      await generate(legacyBody({ companyName: "Key Co" }), { cookie: who.bob, headers: { "Idempotency-Key": key } })
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
      (await generate(legacyBody({ companyName: "Signed In Fine" }), { cookie: who.bob, headers: { "CF-Connecting-IP": ip } })).status,
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
          cookie: who.bob,
          headers: { "CF-Connecting-IP": "198.51.100.251" },
        })
      ).status,
    ).toBe(200);
    await env.DB.prepare("DELETE FROM generations WHERE client_ip_hash LIKE 'many-%'").run();
  });
});
