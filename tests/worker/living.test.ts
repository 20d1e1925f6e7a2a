import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { exportKey } from "../../app/lib/policies/export-cache.server";
import { SEED_SAMPLE_INPUTS } from "../../app/lib/reading/sample-inputs";
import { contentHash } from "../../app/lib/platform/content-hash";
import { call, currentHash, docxText as exportedDocx, signIn } from "./helpers";

const ORIGIN = "http://localhost";
const mexico = SEED_SAMPLE_INPUTS.find((sample) => sample.name === "Mexico")!.content;

type Policy = { slug: string; groupId: string; policyMarkdown: string };
type Revision = {
  number: number;
  kind: string;
  restoredFrom: number | null;
  contentHash: string;
  author: { userId?: string | null; ownerToken?: true };
};

let alice: string;
let bob: string;
beforeAll(async () => {
  alice = await signIn("alice-living@example.com", "Alice");
  bob = await signIn("bob-living@example.com", "Bob");
});

let ipCounter = 0;
/** Each call a new company: the same request again would be answered with the same policy. */
async function generate({ companyName = `Living Policy ${ipCounter + 1} Co`, cookie = alice as string | null, anonymous = false } = {}) {
  const response = await call(`${ORIGIN}/api/policies/generate${anonymous ? "?mode=anonymous" : ""}`, {
    method: "POST",
    cookie,
    body: JSON.stringify({ userInput: mexico, language: "en", companyName }),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.19.12.${++ipCounter}` },
  });
  expect(response.status).toBe(200);
  return { policy: await response.json<Policy>(), setCookie: response.headers.get("Set-Cookie") };
}

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
/** An edit as the owner's editor sends it: written on the current text. */
const edit = async (slug: string, markdown: string, cookie: string | null, origin = ORIGIN) =>
  call(`${origin}/api/policies/${slug}`, {
    method: "PUT",
    cookie,
    ...json({ markdown, baseHash: await currentHash(origin, slug, cookie) }),
  });
/** A restore as History sends it: over the newest revision it lists. */
const restore = async (slug: string, number: number, cookie: string | null) =>
  call(`${ORIGIN}/api/policies/${slug}/revisions/${number}/restore`, {
    method: "POST",
    cookie,
    ...json({ baseHash: await currentHash(ORIGIN, slug, cookie) }),
  });
const setLink = (slug: string, body: unknown, cookie: string | null) =>
  call(`${ORIGIN}/api/policies/${slug}/link`, { method: "PUT", cookie, ...json(body) });
const revisions = async (slug: string, cookie: string | null = alice) =>
  (await (await call(`${ORIGIN}/api/policies/${slug}/revisions`, { cookie })).json<{ revisions: Revision[] }>()).revisions;
/** The version's saved text, as its owner reads it (visitors read it without our unconfirmed figures, decision 035). */
const savedText = async (slug: string) =>
  (await env.DB.prepare("SELECT markdown FROM policies WHERE slug = ?").bind(slug).first<{ markdown: string }>())!.markdown;
const page = (slug: string, cookie: string | null = null) => call(`${ORIGIN}/p/${slug}`, { cookie });

/** The policy with one sentence added to its first section: a valid edit a reader can spot. */
function withSentence(markdown: string, sentence: string) {
  const lines = markdown.split("\n");
  const secondHeading = lines.findIndex(
    (line, index) => index > 0 && /^##\s/.test(line) && lines.slice(0, index).some((l) => /^##\s/.test(l)),
  );
  lines.splice(secondHeading, 0, sentence, "");
  return lines.join("\n");
}

const docxText = (slug: string) => exportedDocx(ORIGIN, slug);

describe("revisions", () => {
  it("a generation is revision 1; only the owner can list them (another user and a stranger get 404)", async () => {
    const { policy } = await generate();
    const list = await revisions(policy.slug);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ number: 1, kind: "generation", restoredFrom: null });
    expect(list[0]!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}/revisions`, { cookie: bob })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}/revisions`)).status).toBe(404);
    const first = await (await call(`${ORIGIN}/api/policies/${policy.slug}/revisions/1`, { cookie: alice })).json<{ markdown: string }>();
    expect(first.markdown).toBe(policy.policyMarkdown);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}/revisions/1`, { cookie: bob })).status).toBe(404);
  });

  it("restore brings an old text back as a new revision, for the owner only", async () => {
    const { policy } = await generate();
    const edited = withSentence(policy.policyMarkdown, "Team lunches need a photo of the receipt wall 4242.");
    expect((await edit(policy.slug, edited, alice)).status).toBe(200);
    expect(await savedText(policy.slug)).toContain("4242");

    for (const cookie of [bob, null]) {
      expect((await restore(policy.slug, 1, cookie)).status).toBe(404);
    }
    expect(await savedText(policy.slug)).toContain("4242");

    const restored = await restore(policy.slug, 1, alice);
    expect(restored.status).toBe(200);
    expect(await savedText(policy.slug)).toBe(policy.policyMarkdown);
    const list = await revisions(policy.slug);
    expect(list.map((revision) => [revision.number, revision.kind, revision.restoredFrom])).toEqual([
      [3, "restore", 1],
      [2, "edit", null],
      [1, "generation", null],
    ]);
    expect(list[0]!.contentHash).toBe(list[2]!.contentHash);
    expect((await restore(policy.slug, 9, alice)).status).toBe(404);
  });

  it("a policy stored before revisions existed gets its text as revision 1 when first edited", async () => {
    const { policy } = await generate();
    await env.DB.prepare("DELETE FROM policy_revisions WHERE policy_id = (SELECT id FROM policies WHERE slug = ?)").bind(policy.slug).run();
    expect((await revisions(policy.slug)).map((revision) => revision.number)).toEqual([1]);
    expect((await edit(policy.slug, withSentence(policy.policyMarkdown, "Old policy, new line 5151."), alice)).status).toBe(200);
    expect((await revisions(policy.slug)).map((revision) => [revision.number, revision.kind])).toEqual([
      [2, "edit"],
      [1, "generation"],
    ]);
  });

  it("keeps the first revision and the newest 200: the ones between are folded, and the list says how many", async () => {
    const { policy } = await generate();
    const { id } = (await env.DB.prepare("SELECT id FROM policies WHERE slug = ?").bind(policy.slug).first<{ id: string }>())!;
    // 205 earlier edits (revisions 2–206), as a long-lived policy would have.
    const insert = env.DB.prepare(
      "INSERT INTO policy_revisions (id, policy_id, number, kind, markdown, content_hash, created_at) VALUES (?, ?, ?, 'edit', ?, ?, ?)",
    );
    const hash = await contentHash(policy.policyMarkdown);
    await env.DB.batch(
      Array.from({ length: 205 }, (_, index) => insert.bind(crypto.randomUUID(), id, index + 2, policy.policyMarkdown, hash, Date.now())),
    );
    expect((await edit(policy.slug, withSentence(policy.policyMarkdown, "Revision 207 line 7207."), alice)).status).toBe(200);
    const answer = await (
      await call(`${ORIGIN}/api/policies/${policy.slug}/revisions`, { cookie: alice })
    ).json<{ revisions: Revision[]; folded: number; kept: number }>();
    const numbers = answer.revisions.map((revision) => revision.number);
    expect(numbers[0]).toBe(207);
    expect(numbers).toHaveLength(201);
    expect(numbers.at(-1)).toBe(1);
    expect(numbers.at(-2)).toBe(8);
    expect(answer.folded).toBe(6);
    expect(answer.kept).toBe(200);
    // The first revision can still be restored.
    expect((await restore(policy.slug, 1, alice)).status).toBe(200);
  });
});

describe("editing a policy", () => {
  it("the owner's edit becomes the public text, the public page and a repeat export (caches follow the new text)", async () => {
    const { policy } = await generate();
    // Prime both caches with the generated text.
    expect((await docxText(policy.slug)).cache).toBe("MISS");
    // The file is stored in the background (the download does not wait for the write).
    await vi.waitFor(async () => expect(await env.EXPORTS.head(exportKey(policy.slug, "docx"))).not.toBeNull());
    expect((await docxText(policy.slug)).cache).toBe("HIT");
    await (await page(policy.slug)).text();
    expect((await page(policy.slug)).headers.get("X-Page-Cache")).toBe("HIT");

    const edited = withSentence(policy.policyMarkdown, "Conference tickets are capped at 6363 per event.");
    const response = await edit(policy.slug, edited, alice);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: policy.slug, revision: 2, changed: true });

    expect(await savedText(policy.slug)).toContain("6363");
    const after = await docxText(policy.slug);
    expect(after.cache).toBe("MISS");
    expect(after.text).toContain("6363");
    const html = await (await page(policy.slug)).text();
    expect(html).toContain("6363");
    expect((await revisions(policy.slug)).map((revision) => revision.kind)).toEqual(["edit", "generation"]);
  });

  it("another user and a stranger get 404 and change nothing", async () => {
    const { policy } = await generate();
    const edited = withSentence(policy.policyMarkdown, "Intruder line 7171.");
    for (const cookie of [bob, null]) expect((await edit(policy.slug, edited, cookie)).status).toBe(404);
    expect(await savedText(policy.slug)).not.toContain("7171");
    expect(await revisions(policy.slug)).toHaveLength(1);
  });

  it("the card customer holding the owner token can edit an anonymous policy; a signed-in stranger cannot", async () => {
    const { policy, setCookie } = await generate({ cookie: null, anonymous: true });
    const owner = setCookie!.split(";")[0]!;
    expect((await edit(policy.slug, withSentence(policy.policyMarkdown, "Intruder line 8181."), alice)).status).toBe(404);
    expect((await edit(policy.slug, withSentence(policy.policyMarkdown, "Cardholder line 9191."), owner)).status).toBe(200);
    expect(await savedText(policy.slug)).toContain("9191");
    const [latest] = await revisions(policy.slug, owner);
    expect(latest!.author).toEqual({ ownerToken: true });
  });

  it("refuses, with a translated 400 naming the problem, an edit that would break the output check; nothing changes", async () => {
    const { policy } = await generate();
    const withoutCompliance = policy.policyMarkdown.replace(/^##[^\n]*Compliance and Audit[^\n]*$/m, "Compliance notes");
    expect(withoutCompliance).not.toBe(policy.policyMarkdown);
    const english = await edit(policy.slug, withoutCompliance, alice);
    const spanish = await edit(policy.slug, withoutCompliance, alice, "http://es.localhost");
    expect([english.status, spanish.status]).toEqual([400, 400]);
    const [en, es] = [await english.json<{ message: string; reason: string }>(), await spanish.json<{ message: string }>()];
    expect(en.reason).toBe("missing_sections");
    expect(en.message).toContain("Compliance and Audit");
    expect(es.message).not.toBe(en.message);

    const placeholder = await edit(policy.slug, withSentence(policy.policyMarkdown, "Meals up to {{meal_limit}} a day."), alice);
    expect(placeholder.status).toBe(400);
    expect((await placeholder.json<{ reason: string }>()).reason).toBe("placeholders");
    const foreign = await edit(policy.slug, withSentence(policy.policyMarkdown, "Keep every nota fiscal."), alice);
    expect(foreign.status).toBe(400);
    expect((await foreign.json<{ message: string }>()).message).toContain("nota fiscal");
    expect((await edit(policy.slug, "", alice)).status).toBe(400);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "PUT", cookie: alice, body: "{not json" })).status).toBe(400);

    expect(await savedText(policy.slug)).toBe(policy.policyMarkdown);
    expect(await revisions(policy.slug)).toHaveLength(1);
  });

  it("an edit written on an older text is refused with 409 naming the newer text, in the owner's language; nothing is saved", async () => {
    const { policy } = await generate();
    const base = await contentHash(policy.policyMarkdown);
    // Tab one saves first, written on revision 1.
    const first = withSentence(policy.policyMarkdown, "Tab one adds this line 5151.");
    expect(
      (await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "PUT", cookie: alice, ...json({ markdown: first, baseHash: base }) }))
        .status,
    ).toBe(200);
    // Tab two, opened on revision 1 too, saves later: refused, and told what the text is now.
    const second = withSentence(policy.policyMarkdown, "Tab two adds this line 6262.");
    const stale = await call(`${ORIGIN}/api/policies/${policy.slug}`, {
      method: "PUT",
      cookie: `${alice}; preferredLanguage=es`,
      ...json({ markdown: second, baseHash: base }),
    });
    expect(stale.status).toBe(409);
    const answer = await stale.json<{ message: string; reason: string; latest: { revision: number; markdown: string } }>();
    expect(answer.reason).toBe("stale_base");
    expect(answer.message).toContain("revisión 2");
    expect(answer.latest).toEqual({
      revision: 2,
      markdown: expect.stringContaining("Tab one adds this line 5151."),
      contentHash: await contentHash(answer.latest.markdown),
    });
    expect(await savedText(policy.slug)).toContain("5151");
    expect(await savedText(policy.slug)).not.toContain("6262");
    expect(await revisions(policy.slug)).toHaveLength(2);
    // Written on the newer text, the same change is saved.
    const rebased = withSentence(answer.latest.markdown, "Tab two adds this line 6262.");
    expect(
      (
        await call(`${ORIGIN}/api/policies/${policy.slug}`, {
          method: "PUT",
          cookie: alice,
          ...json({ markdown: rebased, baseHash: await contentHash(answer.latest.markdown) }),
        })
      ).status,
    ).toBe(200);
    expect(await revisions(policy.slug)).toHaveLength(3);
  });
});

describe("the public link", () => {
  it("off answers 404 everywhere public (page, API, exports) but the owner still reads it; on brings it back", async () => {
    const { policy } = await generate();
    await (await page(policy.slug)).text(); // cached at the edge
    for (const cookie of [bob, null]) expect((await setLink(policy.slug, { enabled: false }, cookie)).status).toBe(404);
    expect((await page(policy.slug)).status).toBe(200);

    const off = await setLink(policy.slug, { enabled: false }, alice);
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ enabled: false, live: false });
    const notFound = await page(policy.slug);
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain("Policy Not Found");
    expect((await page(policy.slug, bob)).status).toBe(404);
    for (const format of ["pdf", "docx", "controls.json"])
      expect((await call(`${ORIGIN}/api/policies/${policy.slug}/${format}`)).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`)).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { cookie: bob })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { cookie: alice })).status).toBe(200);

    expect((await setLink(policy.slug, { enabled: true }, alice)).status).toBe(200);
    expect((await page(policy.slug)).status).toBe(200);
  });

  it("an expiry in the future keeps it working; once passed the link answers 404; a past date is refused", async () => {
    const { policy } = await generate();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    for (const cookie of [bob, null]) expect((await setLink(policy.slug, { expiresAt: future }, cookie)).status).toBe(404);
    const set = await setLink(policy.slug, { expiresAt: future }, alice);
    expect(await set.json()).toMatchObject({ enabled: true, live: true, expiresAt: future });
    expect((await page(policy.slug)).status).toBe(200);
    expect((await setLink(policy.slug, { expiresAt: "2001-01-01" }, alice)).status).toBe(400);

    // Time passes: the expiry is now behind us.
    await env.DB.prepare("UPDATE policies SET link_expires_at = ? WHERE slug = ?")
      .bind(Date.now() - 1000, policy.slug)
      .run();
    expect((await page(policy.slug)).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}/pdf`)).status).toBe(404);
    const state = await (await call(`${ORIGIN}/api/policies/${policy.slug}/link`, { cookie: alice })).json();
    expect(state).toMatchObject({ live: false });
    expect((await setLink(policy.slug, { expiresAt: null }, alice)).status).toBe(200);
    expect((await page(policy.slug)).status).toBe(200);
  });

  it("a new slug replaces the old one, which answers 404 'Policy Not Found' at once (its edge copy purged); others cannot", async () => {
    const { policy } = await generate();
    await (await page(policy.slug)).text();
    expect((await page(policy.slug)).headers.get("X-Page-Cache")).toBe("HIT");
    for (const cookie of [bob, null]) expect((await setLink(policy.slug, { newSlug: true }, cookie)).status).toBe(404);

    const replaced = await setLink(policy.slug, { newSlug: true }, alice);
    expect(replaced.status).toBe(200);
    const { slug, publicUrl } = await replaced.json<{ slug: string; publicUrl: string }>();
    expect(slug).not.toBe(policy.slug);
    expect(publicUrl).toBe(`${ORIGIN}/p/${slug}`);
    const old = await page(policy.slug);
    expect(old.status).toBe(404);
    expect(await old.text()).toContain("Policy Not Found");
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}/pdf`)).status).toBe(404);
    expect((await page(slug)).status).toBe(200);
    expect(await savedText(slug)).toBe(policy.policyMarkdown);
    expect(await revisions(slug)).toHaveLength(1);
  });
});

describe("card controls", () => {
  it("controls.json follows the latest revision and validates against the published schema; controls.csv holds the same rules", async () => {
    const { policy } = await generate();
    // The schemas are static assets, served before the Worker runs (here: by the assets binding).
    const asset = (path: string) => env.ASSETS.fetch(`${ORIGIN}${path}`);
    const schemaResponse = await asset("/schemas/card-controls.v3.json");
    expect(schemaResponse.status).toBe(200);
    const schema = await schemaResponse.json<{ $id: string }>();
    expect(schema.$id).toBe("/schemas/card-controls.v3.json");
    // The earlier published versions stay at their addresses for files that cite them; no other name answers.
    expect(schemaResponse.headers.get("Access-Control-Allow-Origin")).toBe("*");
    for (const version of ["v1", "v2"])
      expect((await (await asset(`/schemas/card-controls.${version}.json`)).json<{ $id: string }>()).$id).toBe(
        `/schemas/card-controls.${version}.json`,
      );
    const missing = await asset("/schemas/card-controls.v4.json");
    await missing.arrayBuffer();
    expect(missing.status).toBe(404);

    type Controls = {
      $schema: string;
      policy: { revision: number; contentHash: string };
      rules: { id: string; type: string; amount?: { value: number }; capRuleIds?: string[]; source: { section: number } }[];
    };
    const before = await (await call(`${ORIGIN}/api/policies/${policy.slug}/controls.json`)).json<Controls>();
    expect(before.$schema).toBe(schema.$id);
    expect(before.policy.revision).toBe(1);
    const director = before.rules.find((rule) => rule.id === "roleMonthlyLimit:Director")!;
    expect(director.amount!.value).toBe(50000);
    expect(before.rules.map((rule) => rule.id)).toContain("merchantCategory:lodging");

    // The owner writes a different Director limit: the controls carry the new figure (they are read from the text).
    const edited = policy.policyMarkdown.replaceAll("50,000", "55,555");
    expect(edited).not.toBe(policy.policyMarkdown);
    expect((await edit(policy.slug, edited, alice)).status).toBe(200);
    const after = await (await call(`${ORIGIN}/api/policies/${policy.slug}/controls.json`)).json<Controls>();
    expect(after.policy.revision).toBe(2);
    expect(after.policy.contentHash).not.toBe(before.policy.contentHash);
    expect(after.rules.find((rule) => rule.id === "roleMonthlyLimit:Director")?.amount?.value).toBe(55555);

    // The owner lowers the lodging cap in section 3's table: the cap and its merchant rule stay, with the new figure.
    const lodgingRow = /^\| Lodging, per night \(home country\) \| ([^|]+) \|/m.exec(edited);
    expect(lodgingRow, "the policy writes a lodging cap at home").not.toBeNull();
    const lowered = edited.replace(lodgingRow![0], "| Lodging, per night (home country) | $140.00 |");
    expect((await edit(policy.slug, lowered, alice)).status).toBe(200);
    const third = await (await call(`${ORIGIN}/api/policies/${policy.slug}/controls.json`)).json<Controls>();
    expect(third.rules.find((rule) => rule.id === "lodgingCap:home")?.amount?.value).toBe(140);
    expect(third.rules.find((rule) => rule.id === "merchantCategory:lodging")?.capRuleIds).toContain("lodgingCap:home");
    // Section 4's promise to block gambling and cash-like purchases is in the file.
    expect(third.rules.map((rule) => rule.id)).toEqual(expect.arrayContaining(["merchantCategory:gambling", "merchantCategory:cashLike"]));

    const csv = await call(`${ORIGIN}/api/policies/${policy.slug}/controls.csv`);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect((await csv.text()).trimEnd().split("\r\n")).toHaveLength(third.rules.length + 1);
  });
});
