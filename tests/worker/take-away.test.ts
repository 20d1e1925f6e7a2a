import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as build from "../../build/index.js";
import { OWNER_HINT_COOKIE } from "~/lib/auth/owner-hint";
import { publicPageCache, STAMP_TRUSTED_MS } from "../../app/lib/policies/public-page-cache.server";
import { SEED_SAMPLE_INPUTS } from "../../app/lib/reading/sample-inputs";
import { call, signIn, withoutNonce } from "./helpers";

const ORIGIN = "http://localhost";
const mexico = SEED_SAMPLE_INPUTS.find((sample) => sample.name === "Mexico")!.content;
const colombia = SEED_SAMPLE_INPUTS.find((sample) => sample.name === "Colombia")!.content;
const NASTY_COMPANY = `Quote "Co" & <script>alert(1)</script> 'Ltd'`;
const pageCache = publicPageCache((build as unknown as { assets: { version: string } }).assets.version);
const edge = () => (caches as unknown as { default: Cache }).default;

type Policy = { slug: string; groupId: string; language: string; policyMarkdown: string };

let alice: string;
let bob: string;
beforeAll(async () => {
  alice = await signIn("alice-takeaway@example.com", "Alice");
  bob = await signIn("bob-takeaway@example.com", "Bob");
});

let ipCounter = 0;
async function generate({
  companyName,
  language = "en",
  cookie = alice,
  anonymous = false,
}: {
  companyName: string;
  language?: string;
  cookie?: string | null;
  anonymous?: boolean;
}) {
  const response = await call(`${ORIGIN}/api/policies/generate${anonymous ? "?mode=anonymous" : ""}`, {
    method: "POST",
    cookie,
    body: JSON.stringify({ userInput: language === "es" ? colombia : mexico, language, companyName }),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.19.7.${++ipCounter}` },
  });
  expect(response.status).toBe(200);
  return { policy: await response.json<Policy>(), setCookie: response.headers.get("Set-Cookie") };
}

const page = (slug: string, cookie: string | null = null, origin = ORIGIN) => call(`${origin}/p/${slug}`, { cookie });
/** A change written where no purge reaches (another data centre) shows everywhere within this time. */
const stampTrusted = () => new Promise((resolve) => setTimeout(resolve, STAMP_TRUSTED_MS + 10));

describe("the public page /p/{slug}", () => {
  it("renders the policy on the server: heading, rendered markdown, downloads, <html lang> of the policy's written variant", async () => {
    const { policy } = await generate({ companyName: "Andina Página S.A.S.", language: "es" });
    const response = await page(policy.slug);
    expect(response.status).toBe(200);
    const html = await response.text();
    // A Colombian company's Spanish policy is written, and declared, as Colombian Spanish.
    expect(html).toContain('<html lang="es-CO"');
    expect(html).toMatch(/<h1[^>]*>Política de Viajes y Gastos de Andina Página S\.A\.S\.<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>[^<]*Propósito/);
    expect(html).toContain("<table");
    expect(html).toContain(`href="/api/policies/${policy.slug}/pdf"`);
    expect(html).toContain(`href="/api/policies/${policy.slug}/docx"`);
    // The interface around the policy keeps the visitor's language (the English site here).
    expect(html).toContain("Back to Home");
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/p\/[^"]+"/);
  });

  it("names the policy once: the page heading, without the policy's own title repeated below it", async () => {
    const { policy } = await generate({ companyName: "Título Único S.A.S.", language: "es" });
    const html = await (await page(policy.slug)).text();
    const body = html.slice(html.indexOf("<body"));
    expect(body.match(/<h1\b/g)).toHaveLength(1);
    expect(body).toMatch(/<h1[^>]*>Política de Viajes y Gastos de Título Único S\.A\.S\.<\/h1>/);
    // The composer's title line, in any case, appears nowhere in the rendered policy.
    const article = body.slice(body.indexOf("<article"), body.indexOf("</article>"));
    expect(article).not.toMatch(/política de viajes y gastos de título único/i);
    expect(article).toMatch(/^<article[^>]*>\s*<p>/);
  });

  it("escapes a hostile company name in the title, description and Open Graph tags", async () => {
    const { policy } = await generate({ companyName: NASTY_COMPANY });
    const html = await (await page(policy.slug)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const head = html.slice(0, html.indexOf("</head>"));
    const og = /<meta property="og:title" content="([^"]*)"/.exec(head)?.[1];
    expect(og).toBe("Quote &quot;Co&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt; &#x27;Ltd&#x27; Travel and Expense Policy");
    expect(head).toMatch(/<title>Quote &quot;Co&quot; &amp; &lt;script&gt;/);
    expect(head).toMatch(/<meta name="description" content="The travel and expense policy of Quote &quot;Co&quot;/);
  });

  it("answers 404 with the 'Policy Not Found' card for a slug that never existed", async () => {
    const response = await page("no-such-policy-aaaaaaaaaaaaaaaaaaaa");
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Policy Not Found");
    expect(html).toContain("The policy you&#x27;re looking for doesn&#x27;t exist or has been removed.");
    expect(html).toContain("Back to Home");
  });

  it("is served from the edge cache on a repeat signed-out view, and never for a signed-in one", async () => {
    const { policy } = await generate({ companyName: "Cached Views Co" });
    const first = await page(policy.slug);
    expect(first.headers.get("X-Page-Cache")).toBe("MISS");
    // Browsers and proxies ask again each time (a switched-off link lives nowhere); only the edge's own copy is kept.
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    const firstHtml = await first.text();
    const second = await vi.waitFor(async () => {
      const response = await page(policy.slug);
      if (response.headers.get("X-Page-Cache") !== "HIT") throw new Error("not cached yet");
      return response;
    });
    // The same page, but for the script nonce: a copy served again gets a fresh one.
    expect(withoutNonce(await second.text())).toBe(withoutNonce(firstHtml));

    const signedIn = await page(policy.slug, alice);
    expect(signedIn.headers.get("X-Page-Cache")).toBeNull();
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await signedIn.text()).toContain("Sign out");
    expect(firstHtml).not.toContain("Sign out");
  });

  it("keeps one cached copy per interface language", async () => {
    const { policy } = await generate({ companyName: "Two Tongues Co" });
    await page(policy.slug);
    const spanishVisitor = await call(`${ORIGIN}/p/${policy.slug}`, { cookie: "preferredLanguage=es" });
    expect(spanishVisitor.headers.get("X-Page-Cache")).toBe("MISS");
    expect(await spanishVisitor.text()).toContain("Volver al inicio");
  });

  it("answers 404 at once after the owner deletes the policy, and its cached copies are purged", async () => {
    const { policy } = await generate({ companyName: "Short Lived Co" });
    await page(policy.slug);
    await vi.waitFor(async () => expect((await page(policy.slug)).headers.get("X-Page-Cache")).toBe("HIT"));
    const key = pageCache.keyFor(ORIGIN, policy.slug, "en");
    await vi.waitFor(async () => expect(await edge().match(key)).toBeDefined());

    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE", cookie: alice })).status).toBe(200);
    const after = await page(policy.slug);
    expect(after.status).toBe(404);
    expect(await after.text()).toContain("Policy Not Found");
    await vi.waitFor(async () => expect(await edge().match(key)).toBeUndefined());
  });

  it("answers 404 within STAMP_TRUSTED_MS when the policy is deleted where no purge reaches (another data centre), even under concurrent views, and at once to its owner", async () => {
    const { policy, setCookie } = await generate({ companyName: "Elsewhere Deleted Co", cookie: null, anonymous: true });
    const owner = setCookie!.split(";")[0]!;
    await page(policy.slug);
    await vi.waitFor(async () => expect((await page(policy.slug)).headers.get("X-Page-Cache")).toBe("HIT"));
    // The delete lands while views are under way, with no purge: only the D1 read can tell.
    const during = Array.from({ length: 8 }, () => page(policy.slug));
    await env.DB.prepare("DELETE FROM policy_groups WHERE id = ?").bind(policy.groupId).run();
    // The owner's browser (its owner-token cookie carries the hint) asks D1 every time.
    const ownersView = await page(policy.slug, `${owner}; ${OWNER_HINT_COOKIE}=1`);
    expect(ownersView.status).toBe(404);
    await ownersView.body?.cancel();
    await stampTrusted();
    const after = await Promise.all(Array.from({ length: 8 }, () => page(policy.slug)));
    expect(after.map((response) => response.status)).toEqual(Array(8).fill(404));
    expect(after.every((response) => response.headers.get("X-Page-Cache") === null)).toBe(true);
    for (const response of [...(await Promise.all(during)), ...after]) await response.body?.cancel();
  });

  it("does not serve a cached copy that shows another version of the policy than the one stored", async () => {
    const { policy } = await generate({ companyName: "Replaced Text Co" });
    await page(policy.slug);
    await vi.waitFor(async () => expect((await page(policy.slug)).headers.get("X-Page-Cache")).toBe("HIT"));
    // A replacement under the same slug is a new row (a new stamp) with a new text.
    await env.DB.batch([
      env.DB.prepare("UPDATE policies SET slug = ? WHERE slug = ?").bind(`${policy.slug}-old`, policy.slug),
      env.DB.prepare(
        "INSERT INTO policies (id, slug, group_id, language, company_name, markdown, writer, created_at) SELECT ?, ?, group_id, 'es', company_name, ?, writer, created_at FROM policies WHERE slug = ?",
      ).bind(crypto.randomUUID(), policy.slug, "# Título\n\nTexto nuevo de la política.", `${policy.slug}-old`),
    ]);
    await stampTrusted();
    const response = await page(policy.slug);
    expect(response.headers.get("X-Page-Cache")).toBe("MISS");
    expect(await response.text()).toContain("Texto nuevo de la política.");
  });

  it("serves a new revision within STAMP_TRUSTED_MS when it was saved where no purge reaches (another data centre)", async () => {
    const { policy } = await generate({ companyName: "Elsewhere Edited Co" });
    await page(policy.slug);
    await vi.waitFor(async () => expect((await page(policy.slug)).headers.get("X-Page-Cache")).toBe("HIT"));
    // An edit as another data centre writes it: revision 2 and the new current text, no purge here.
    const edited = `${policy.policyMarkdown}\n\nEdited elsewhere: conference fees up to 4242.`;
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO policy_revisions (id, policy_id, number, kind, by_owner_token, markdown, content_hash) SELECT ?, id, 2, 'edit', 0, ?, 'x' FROM policies WHERE slug = ?",
      ).bind(crypto.randomUUID(), edited, policy.slug),
      env.DB.prepare("UPDATE policies SET markdown = ? WHERE slug = ?").bind(edited, policy.slug),
    ]);
    await stampTrusted();
    const response = await page(policy.slug);
    expect(response.headers.get("X-Page-Cache")).toBe("MISS");
    expect(await response.text()).toContain("conference fees up to 4242");
  });

  it("a language added to the policy, or its link switched off, shows in the other version's cached page at the next view", async () => {
    const { policy } = await generate({ companyName: "Language Links Co" });
    await page(policy.slug);
    await vi.waitFor(async () => expect((await page(policy.slug)).headers.get("X-Page-Cache")).toBe("HIT"));
    const added = await call(`${ORIGIN}/api/policies/group/${policy.groupId}/versions`, {
      method: "POST",
      cookie: alice,
      body: JSON.stringify({ language: "es" }),
      headers: { "Content-Type": "application/json" },
    });
    const spanish = await added.json<Policy>();
    const withSpanish = await page(policy.slug);
    expect(withSpanish.headers.get("X-Page-Cache")).toBe("MISS");
    expect(await withSpanish.text()).toContain(`/p/${spanish.slug}`);

    const off = await call(`${ORIGIN}/api/policies/${spanish.slug}/link`, {
      method: "PUT",
      cookie: alice,
      body: JSON.stringify({ enabled: false }),
      headers: { "Content-Type": "application/json" },
    });
    expect(off.status).toBe(200);
    const withoutSpanish = await page(policy.slug);
    expect(withoutSpanish.headers.get("X-Page-Cache")).toBe("MISS");
    expect(await withoutSpanish.text()).not.toContain(`/p/${spanish.slug}`);

    // On again, then its expiry passes (no request changes anything): the link goes at the next view.
    const on = await call(`${ORIGIN}/api/policies/${spanish.slug}/link`, {
      method: "PUT",
      cookie: alice,
      body: JSON.stringify({ enabled: true }),
      headers: { "Content-Type": "application/json" },
    });
    expect(on.status).toBe(200);
    expect(await (await page(policy.slug)).text()).toContain(`/p/${spanish.slug}`);
    expect((await page(policy.slug)).headers.get("X-Page-Cache")).toBe("HIT");
    await env.DB.prepare("UPDATE policies SET link_expires_at = ? WHERE slug = ?")
      .bind(Date.now() - 1000, spanish.slug)
      .run();
    await stampTrusted();
    const expired = await page(policy.slug);
    expect(expired.headers.get("X-Page-Cache")).toBe("MISS");
    expect(await expired.text()).not.toContain(`/p/${spanish.slug}`);
  });

  it("My Policies lists an owner's 120 groups (more than D1 binds parameters in one query)", async () => {
    const owner = await signIn("many-groups@example.com", "Many");
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind("many-groups@example.com").first<{ id: string }>();
    const statements = Array.from({ length: 120 }, (_, index) => {
      const groupId = crypto.randomUUID();
      return [
        env.DB.prepare("INSERT INTO policy_groups (id, owner_user_id, country) VALUES (?, ?, 'Mexico')").bind(groupId, user!.id),
        env.DB.prepare(
          "INSERT INTO policies (id, slug, group_id, language, company_name, markdown, writer) VALUES (?, ?, ?, 'en', ?, '# Policy', 'composer')",
        ).bind(crypto.randomUUID(), `many-groups-${index}-${groupId.slice(0, 8)}`, groupId, `Many Groups ${index}`),
      ];
    });
    await env.DB.batch(statements.flat());
    const response = await call(`${ORIGIN}/policies`, { cookie: owner });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.split("<article").length - 1).toBe(120);
    expect(html).toContain("Many Groups 119");
  });

  it("purges every language version when the group is deleted", async () => {
    const { policy } = await generate({ companyName: "Group Purge Co" });
    const spanish = await (
      await call(`${ORIGIN}/api/policies/group/${policy.groupId}/versions`, {
        method: "POST",
        cookie: alice,
        body: JSON.stringify({ language: "es" }),
        headers: { "Content-Type": "application/json" },
      })
    ).json<Policy>();
    for (const slug of [policy.slug, spanish.slug]) {
      await page(slug);
      await vi.waitFor(async () => expect((await page(slug)).headers.get("X-Page-Cache")).toBe("HIT"));
    }
    expect((await call(`${ORIGIN}/api/policies/group/${policy.groupId}`, { method: "DELETE", cookie: alice })).status).toBe(200);
    for (const slug of [policy.slug, spanish.slug]) {
      expect((await page(slug)).status).toBe(404);
      await vi.waitFor(async () => expect(await edge().match(pageCache.keyFor(ORIGIN, slug, "en"))).toBeUndefined());
    }
  });

  it("cannot be deleted by another user: their DELETE answers 404 and the page stays", async () => {
    const { policy } = await generate({ companyName: "Not Yours Co" });
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE", cookie: bob })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/group/${policy.groupId}`, { method: "DELETE", cookie: bob })).status).toBe(404);
    expect(
      (await call(`${ORIGIN}/policies`, { method: "DELETE", cookie: bob, body: new URLSearchParams({ groupId: policy.groupId }) })).status,
    ).toBe(404);
    expect((await page(policy.slug)).status).toBe(200);
  });
});

describe("My Policies /policies", () => {
  it("asks a signed-out visitor without policies to sign in", async () => {
    const html = await (await call(`${ORIGIN}/policies`)).text();
    expect(html).toContain("Please sign in to view your policies");
    expect(html).toContain("/api/login?returnTo=%2Fpolicies");
  });

  it("shows a signed-in user without policies the way to generate one", async () => {
    const carol = await signIn("carol-takeaway@example.com", "Carol");
    const html = await (await call(`${ORIGIN}/policies`, { cookie: carol })).text();
    expect(html).toContain("You haven&#x27;t generated any policies yet");
    expect(html).toContain("Generate your first policy");
  });

  it("lists the owner's groups with the English name, language badges and the date, and nobody else's", async () => {
    const dave = await signIn("dave-takeaway@example.com", "Dave");
    const { policy } = await generate({ companyName: "Listed Co", cookie: dave });
    const html = await (await call(`${ORIGIN}/policies`, { cookie: dave })).text();
    expect(html).toContain("Listed Co");
    expect(html).toContain("English");
    const created = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date());
    expect(html).toContain(`Created on ${created}`);
    expect(await (await call(`${ORIGIN}/policies`, { cookie: bob })).text()).not.toContain("Listed Co");

    const deleted = await call(`${ORIGIN}/policies`, {
      method: "DELETE",
      cookie: dave,
      body: new URLSearchParams({ groupId: policy.groupId }),
    });
    expect(deleted.status).toBe(200);
    expect((await page(policy.slug)).status).toBe(404);
    expect(await (await call(`${ORIGIN}/policies`, { cookie: dave })).text()).toContain("Generate your first policy");
  });

  it("shows an anonymous card customer the policies their owner-token cookie holds", async () => {
    const { setCookie } = await generate({ companyName: "Cardholder Co", cookie: null, anonymous: true });
    const owner = setCookie!.split(";")[0]!;
    const html = await (await call(`${ORIGIN}/policies`, { cookie: owner })).text();
    expect(html).toContain("Cardholder Co");
    expect(html).not.toContain("Please sign in to view your policies");
  });
});
