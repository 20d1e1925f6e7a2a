import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { generate, generationTestUsers, legacyBody, ORIGIN, who, type PolicyObject } from "./generation-helpers";
import { call } from "./helpers";

/*
 * A policy made without an account (decision 036): its maker gets a private management link, and
 * only that link (or the owner-token cookie of the browser that made it) manages it; its public
 * link expires after 30 days unless someone signs in and keeps it.
 */

generationTestUsers("anonymous-management");

const DAY_MS = 24 * 60 * 60 * 1000;
/** Words of the description no policy would write: they are the maker's, never shown on a management page. */
const PRIVATE_WORDS = ["Whitlock", "Bluefin"];
const DESCRIPTION =
  "Northwind Analytics, Austin TX, 45 people. Meals up to $80 a day. Our CFO Dana Whitlock approves Project Bluefin trips.";

type Made = { policy: PolicyObject; ownerCookie: string; manageUrl: string; linkExpiresAt: string | null };

async function makeAnonymous(companyName: string): Promise<Made> {
  const response = await generate(legacyBody({ companyName, userInput: DESCRIPTION }), { cookie: null, query: "?mode=anonymous" });
  expect(response.status).toBe(200);
  const ownerCookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
  const policy = await response.json<PolicyObject>();
  const link = await call(`${ORIGIN}/api/policies/${policy.slug}/manage-link`, { cookie: ownerCookie });
  expect(link.status).toBe(200);
  return { policy, ownerCookie, ...(await link.json<{ manageUrl: string; linkExpiresAt: string | null }>()) };
}

const managePath = (url: string) => new URL(url).pathname;
/** The same key with one character changed. */
const wrongKey = (url: string) => url.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
const post = (url: string, fields: Record<string, string>, cookie: string | null = null) =>
  call(url, { method: "POST", cookie, body: new URLSearchParams(fields) });
const publicStatus = async (slug: string) => (await call(`${ORIGIN}/p/${slug}`)).status;
const currentText = async (slug: string) =>
  (await env.DB.prepare("SELECT markdown FROM policies WHERE slug = ?").bind(slug).first<{ markdown: string }>())?.markdown ?? null;

describe("a policy made without an account", () => {
  let made: Made;
  beforeAll(async () => {
    made = await makeAnonymous("Northwind Analytics");
  });

  it("gives its maker a management link of its own group, and its public link expires 30 days after it was written", async () => {
    expect(made.manageUrl).toMatch(new RegExp(`^${ORIGIN}/manage/${made.policy.groupId}/[\\w-]{43}$`));
    const written = new Date(made.policy.createdAt).getTime();
    expect(new Date(made.linkExpiresAt!).getTime() - written).toBe(30 * DAY_MS);
    // Nobody else is handed the link: not a signed-in stranger, not a browser without the cookie.
    expect((await call(`${ORIGIN}/api/policies/${made.policy.slug}/manage-link`, { cookie: who.alice })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${made.policy.slug}/manage-link`)).status).toBe(404);
  });

  it("the link opens its management page from any browser, without the maker's words", async () => {
    const response = await call(made.manageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    const html = await response.text();
    expect(html).toContain("Manage the policy of Northwind Analytics");
    expect(html).toContain("Bookmark this page");
    for (const word of PRIVATE_WORDS) expect(html).not.toContain(word);
  });

  it("a wrong or missing key, or another group's key, gets a 404 that shows nothing of the policy", async () => {
    const other = await makeAnonymous("Southwind Freight");
    const groupId = made.policy.groupId;
    const otherKey = other.manageUrl.split("/").at(-1)!;
    for (const url of [
      wrongKey(made.manageUrl),
      `${ORIGIN}/manage/${groupId}`,
      `${ORIGIN}/manage/${groupId}/`,
      `${ORIGIN}/manage/${groupId}/${"A".repeat(43)}`,
      `${ORIGIN}/manage/${groupId}/${otherKey}`,
    ]) {
      const response = await call(url);
      expect(response.status, url).toBe(404);
      const html = await response.text();
      expect(html, url).not.toContain("Northwind Analytics");
      expect(html, url).not.toContain(made.policy.slug);
      for (const word of PRIVATE_WORDS) expect(html, url).not.toContain(word);
    }
  });

  it("without the key nobody can switch it off, edit or delete it", async () => {
    const before = await currentText(made.policy.slug);
    const wrong = wrongKey(made.manageUrl);
    expect((await post(wrong, { intent: "link", slug: made.policy.slug, enabled: "false" })).status).toBe(404);
    expect((await post(wrong, { intent: "edit", slug: made.policy.slug, markdown: "# Taken over", baseHash: "0".repeat(64) })).status).toBe(
      404,
    );
    expect((await post(wrong, { intent: "delete" })).status).toBe(404);
    expect((await post(wrong, { intent: "claim" }, who.bob)).status).toBe(404);
    // A signed-in stranger with the right group id but no key is nobody too.
    expect((await post(`${ORIGIN}/manage/${made.policy.groupId}/x`, { intent: "delete" }, who.bob)).status).toBe(404);
    expect(await publicStatus(made.policy.slug)).toBe(200);
    expect(await currentText(made.policy.slug)).toBe(before);
  });

  it("with the key, from a browser that never made it: switches the link off and on, and edits the text", async () => {
    const off = await post(made.manageUrl, { intent: "link", slug: made.policy.slug, enabled: "false" });
    expect(off.status).toBe(200);
    expect(await publicStatus(made.policy.slug)).toBe(404);
    expect((await post(made.manageUrl, { intent: "link", slug: made.policy.slug, enabled: "true" })).status).toBe(200);
    expect(await publicStatus(made.policy.slug)).toBe(200);

    const text = (await currentText(made.policy.slug))!;
    const revisions = await call(`${ORIGIN}/api/policies/${made.policy.slug}/revisions`, { cookie: made.ownerCookie });
    const baseHash = (await revisions.json<{ revisions: { contentHash: string }[] }>()).revisions[0]!.contentHash;
    const edited = text.replace("Travel and Expense Policy", "Travel and Expense Policy (edited)");
    const saved = await post(made.manageUrl, { intent: "edit", slug: made.policy.slug, markdown: edited, baseHash });
    expect(saved.status).toBe(200);
    expect(await currentText(made.policy.slug)).toContain("(edited)");
    // A slug of another group is not this key's to change.
    const other = await makeAnonymous("Eastwind Tools");
    expect((await post(made.manageUrl, { intent: "link", slug: other.policy.slug, enabled: "false" })).status).toBe(404);
    expect(await publicStatus(other.policy.slug)).toBe(200);
  });

  it("its maker cannot lift the expiry: a link set never to expire keeps the 30-day date", async () => {
    const response = await call(`${ORIGIN}/api/policies/${made.policy.slug}/link`, {
      method: "PUT",
      cookie: made.ownerCookie,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ expiresAt: null }),
    });
    expect(response.status).toBe(200);
    expect((await response.json<{ expiresAt: string | null }>()).expiresAt).toBe(made.linkExpiresAt);
  });

  it("an expired link answers 404 to visitors; the management page still opens and says it expired", async () => {
    const expiring = await makeAnonymous("Westwind Labs");
    await env.DB.prepare("UPDATE policies SET link_expires_at = ? WHERE slug = ?")
      .bind(Date.now() - 1000, expiring.policy.slug)
      .run();
    expect(await publicStatus(expiring.policy.slug)).toBe(404);
    const page = await call(expiring.manageUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Public link: expired on");
  });

  it("signed in, the maker keeps it: it is theirs, its link no longer expires, and the management link closes", async () => {
    const kept = await makeAnonymous("Kept Co");
    const claim = await post(kept.manageUrl, { intent: "claim" }, who.alice);
    expect(claim.status).toBe(302);
    expect(claim.headers.get("Location")).toBe("/policies");
    const link = await call(`${ORIGIN}/api/policies/${kept.policy.slug}/link`, { cookie: who.alice });
    expect(link.status).toBe(200);
    expect((await link.json<{ expiresAt: string | null }>()).expiresAt).toBeNull();
    expect((await call(kept.manageUrl)).status).toBe(404);
    // The browser's token no longer owns it either: it is managed from the account.
    expect((await call(`${ORIGIN}/api/policies/${kept.policy.slug}/manage-link`, { cookie: kept.ownerCookie })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${kept.policy.slug}`, { method: "DELETE", cookie: kept.ownerCookie })).status).toBe(404);
  });

  it("signed out, keeping it asks for sign-in first and changes nothing", async () => {
    const kept = await makeAnonymous("Unkept Co");
    const claim = await post(kept.manageUrl, { intent: "claim" });
    expect(claim.status).toBe(302);
    expect(claim.headers.get("Location")).toBe(`/api/login?returnTo=${encodeURIComponent(managePath(kept.manageUrl))}`);
    expect((await call(kept.manageUrl)).status).toBe(200);
  });

  it("with the key, deletes it: the public page and the management page answer 404", async () => {
    const gone = await makeAnonymous("Gone Co");
    const deleted = await post(gone.manageUrl, { intent: "delete" });
    expect(deleted.status).toBe(200);
    expect(await publicStatus(gone.policy.slug)).toBe(404);
    expect((await call(gone.manageUrl)).status).toBe(404);
  });

  it("a policy made signed in has no expiry and no management link", async () => {
    const response = await generate(legacyBody({ companyName: "Signed Co" }));
    const policy = await response.json<PolicyObject>();
    const link = await call(`${ORIGIN}/api/policies/${policy.slug}/link`, { cookie: who.alice });
    expect((await link.json<{ expiresAt: string | null }>()).expiresAt).toBeNull();
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}/manage-link`, { cookie: who.alice })).status).toBe(404);
  });
});
