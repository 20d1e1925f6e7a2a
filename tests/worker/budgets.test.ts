import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { HOURLY_BUDGETS } from "~/lib/platform/budgets.server";
import { LOCAL_NETWORK } from "~/lib/platform/client-network.server";
import { sha256 } from "~/lib/platform/crypto.server";
import { contentHash } from "~/lib/platform/content-hash";
import { SEED_SAMPLE_INPUTS } from "../../app/lib/reading/sample-inputs";
import { call, signIn } from "./helpers";

/*
 * Budgets on every surface that costs (issue "Proving it holds", item 3): once an owner or a client
 * network has spent its budget, the next call is 429 with Retry-After and a translated line, and
 * nothing changes; another owner on another network is not affected. Spent budgets are written
 * straight into D1 (as the calls before would have), so no test needs hundreds of calls.
 */

const ORIGIN = "http://localhost";
const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

/** Rows as if `count` calls of a surface had been made half an hour ago. */
async function spent(surface: string, count: number, { ownerKey = "", network }: { ownerKey?: string; network: string }) {
  const networkHash = await sha256(`net:${network}`);
  const at = Date.now() - 30 * 60 * 1000;
  const statements = Array.from({ length: count }, () =>
    env.DB.prepare("INSERT INTO usage_events (id, surface, owner_key, network_hash, created_at) VALUES (?, ?, ?, ?, ?)").bind(
      crypto.randomUUID(),
      surface,
      ownerKey,
      networkHash,
      at,
    ),
  );
  await env.DB.batch(statements);
}

async function generate(cookie: string, ip: string) {
  const response = await call(`${ORIGIN}/api/policies/generate`, {
    method: "POST",
    cookie,
    ...json({ userInput: SEED_SAMPLE_INPUTS[0]!.content, language: "en", companyName: `Budget ${crypto.randomUUID().slice(0, 8)}` }),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
  });
  expect(response.status).toBe(200);
  return response.json<{ slug: string; policyMarkdown: string; id: string }>();
}

async function latestUserId() {
  const row = await env.DB.prepare("SELECT user_id FROM sessions ORDER BY created_at DESC LIMIT 1").first<{ user_id: string }>();
  return row!.user_id;
}

describe("budgets", () => {
  it("edits: past the owner's hourly budget, 429 with Retry-After in the owner's language, and the text stays as it was", async () => {
    const cookie = await signIn("budget-edits@example.com", "B");
    const policy = await generate(cookie, "198.18.40.1");
    await spent("change", HOURLY_BUDGETS.change, { ownerKey: `user:${await latestUserId()}`, network: "198.18.40.99" });
    const edited = policy.policyMarkdown.replace("## 2.", "Budget line 7171.\n\n## 2.");
    const refused = await call(`${ORIGIN}/api/policies/${policy.slug}`, {
      method: "PUT",
      cookie: `${cookie}; preferredLanguage=es`,
      ...json({ markdown: edited }),
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.18.40.2" },
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(25 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60 + 1);
    expect((await refused.json<{ message: string }>()).message).toMatch(/Vuelve a intentarlo en 30 minutos/);
    const current = await (await call(`${ORIGIN}/api/policies/${policy.slug}`, { cookie })).json<{ policyMarkdown: string }>();
    expect(current.policyMarkdown).not.toContain("7171");
    // Restores and section accepts spend the same budget.
    expect(
      (
        await call(`${ORIGIN}/api/policies/${policy.slug}/revisions/1/restore`, {
          method: "POST",
          cookie,
          headers: { "CF-Connecting-IP": "198.18.40.3" },
        })
      ).status,
    ).toBe(429);
  });

  it("a client network: an IPv6 /64 is one network, whichever address inside it calls; another /64 is not affected", async () => {
    const cookie = await signIn("budget-network@example.com", "N");
    const policy = await generate(cookie, "198.18.41.1");
    await spent("change", HOURLY_BUDGETS.change * 2, { ownerKey: "someone-else", network: "2001:db8:41:1::/64" });
    const baseHash = await contentHash(policy.policyMarkdown);
    const edit = (ip: string) =>
      call(`${ORIGIN}/api/policies/${policy.slug}`, {
        method: "PUT",
        cookie,
        ...json({ markdown: policy.policyMarkdown.replace("## 2.", `Line from ${ip}.\n\n## 2.`), baseHash }),
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      });
    expect((await edit("2001:db8:41:1:aaaa:bbbb:cccc:dddd")).status).toBe(429);
    expect((await edit("2001:db8:41:1::1234")).status).toBe(429);
    expect((await edit("2001:db8:41:2::1")).status).toBe(200);
  });

  it("readings before generating, for anyone: past the network's budget, 429", async () => {
    await spent("understand", HOURLY_BUDGETS.understand * 2, { network: "198.18.42.1" });
    const body = json({ userInput: SEED_SAMPLE_INPUTS[0]!.content, language: "en", companyName: "Reading Co" });
    const refused = await call(`${ORIGIN}/api/policies/understand`, {
      method: "POST",
      ...body,
      headers: { ...body.headers, "CF-Connecting-IP": "198.18.42.1" },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const other = await call(`${ORIGIN}/api/policies/understand`, {
      method: "POST",
      ...body,
      headers: { ...body.headers, "CF-Connecting-IP": "198.18.42.2" },
    });
    expect(other.status).toBe(200);
  });

  it("fresh export renders: past a policy's budget, a file not yet rendered is 429, while one already in R2 is still served", async () => {
    const cookie = await signIn("budget-renders@example.com", "R");
    const policy = await generate(cookie, "198.18.43.1");
    const pdf = await call(`${ORIGIN}/api/policies/${policy.slug}/pdf`, { headers: { "CF-Connecting-IP": "198.18.43.2" } });
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();
    await spent("render", HOURLY_BUDGETS.render, { ownerKey: `policy:${policy.slug}`, network: "198.18.43.99" });
    const docx = await call(`${ORIGIN}/api/policies/${policy.slug}/docx`, { headers: { "CF-Connecting-IP": "198.18.43.3" } });
    expect(docx.status).toBe(429);
    await docx.arrayBuffer();
    await expect
      .poll(async () => {
        const again = await call(`${ORIGIN}/api/policies/${policy.slug}/pdf`, { headers: { "CF-Connecting-IP": "198.18.43.4" } });
        await again.arrayBuffer();
        return `${again.status} ${again.headers.get("X-Export-Cache")}`;
      })
      .toBe("200 HIT");
  });

  it("locally (not deployed behind Cloudflare), two invented CF-Connecting-IP headers share one budget", async () => {
    // One call left in the local network's hourly budget of readings.
    await spent("understand", HOURLY_BUDGETS.understand * 2 - 1, { network: LOCAL_NETWORK });
    const body = json({ userInput: SEED_SAMPLE_INPUTS[0]!.content, language: "en", companyName: "Header Co" });
    const understand = (ip: string, local: boolean) =>
      call(`${ORIGIN}/api/policies/understand`, { method: "POST", ...body, headers: { ...body.headers, "CF-Connecting-IP": ip }, local });
    expect((await understand("198.18.45.1", true)).status).toBe(200);
    const other = await understand("198.18.45.2", true);
    expect(other.status).toBe(429);
    expect(Number(other.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Deployed behind the edge, the same header is the caller's own network, with its own budget.
    expect((await understand("198.18.45.2", false)).status).toBe(200);
  });

  it("X-Forwarded-For or X-Real-IP never opens a new budget: only the address the edge reports counts", async () => {
    await spent("understand", HOURLY_BUDGETS.understand * 2, { network: "198.18.44.1" });
    const body = json({ userInput: SEED_SAMPLE_INPUTS[0]!.content, language: "en", companyName: "Dodge Co" });
    const dodge = await call(`${ORIGIN}/api/policies/understand`, {
      method: "POST",
      ...body,
      headers: { ...body.headers, "CF-Connecting-IP": "198.18.44.1", "X-Forwarded-For": "198.18.44.77", "X-Real-IP": "198.18.44.78" },
    });
    expect(dodge.status).toBe(429);
  });
});
