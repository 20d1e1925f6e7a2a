import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { exportKey } from "../../app/lib/policies/export-cache.server";
import { sectionMarkdown } from "../../app/lib/markdown/policy-sections";
import { sectionOfHeading } from "../../app/lib/generation/policy-check.server";
import { SEED_SAMPLE_INPUTS } from "../../app/lib/reading/sample-inputs";
import { call, currentHash, docxText, signIn } from "./helpers";
import { bindFakeWorkersAi, unbindFakeWorkersAi, writes } from "./fake-workers-ai";
import { readEvents } from "./sse";

/*
 * "May be out of date" and "Update from {language}": when one language version of a policy
 * changes, the others say so, and their owner can update them from it.
 */

const ORIGIN = "http://localhost";
const mexico = SEED_SAMPLE_INPUTS.find((sample) => sample.name === "Mexico")!.content;

type Policy = {
  slug: string;
  groupId: string;
  companyName: string;
  policyMarkdown: string;
  update?: { from: string; carried: { from: number; to: number }[]; notCarried: number[]; writer: string; revision: number };
};
type Freshness = {
  outOfDate: boolean;
  sources: { language: string; slug: string; revision: number; ruleChanges?: unknown[] }[];
  contentHash: string;
};

let alice: string;
let bob: string;
beforeAll(async () => {
  alice = await signIn("alice-languages@example.com", "Alice");
  bob = await signIn("bob-languages@example.com", "Bob");
});
afterEach(() => unbindFakeWorkersAi());

let ip = 0;
const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.19.41.${++ip}` },
});

async function generate(language: "en" | "es" = "en") {
  const response = await call(`${ORIGIN}/api/policies/generate`, {
    method: "POST",
    cookie: alice,
    ...json({ userInput: mexico, language, companyName: `Languages ${ip + 1} Co` }),
  });
  expect(response.status).toBe(200);
  return response.json<Policy>();
}
async function addLanguage(groupId: string, language: string) {
  const response = await call(`${ORIGIN}/api/policies/group/${groupId}/versions`, { method: "POST", cookie: alice, ...json({ language }) });
  expect(response.status).toBe(200);
  return response.json<Policy>();
}
async function edit(slug: string, markdown: string) {
  const baseHash = await currentHash(ORIGIN, slug, alice);
  expect((await call(`${ORIGIN}/api/policies/${slug}`, { method: "PUT", cookie: alice, ...json({ markdown, baseHash }) })).status).toBe(
    200,
  );
}
const freshness = (slug: string, cookie: string | null = alice) => call(`${ORIGIN}/api/policies/${slug}/freshness`, { cookie });
const freshnessOf = async (slug: string) => (await freshness(slug)).json<Freshness>();
/** "Update from {language}" as the notice sends it: built on this version's current text. */
const updateFrom = async (slug: string, from: string, cookie: string | null = alice, headers: Record<string, string> = {}) => {
  const request = json({ from, baseHash: await currentHash(ORIGIN, slug, cookie) });
  return call(`${ORIGIN}/api/policies/${slug}/update-from`, {
    method: "POST",
    cookie,
    body: request.body,
    headers: { ...request.headers, ...headers },
  });
};
/** My Policies as rendered for the owner: the language badges of one policy's card. */
async function myPoliciesBadges(companyName: string) {
  const response = await call(`${ORIGIN}/policies`, { cookie: alice });
  expect(response.status).toBe(200);
  const card = (await response.text()).split("<article").find((part) => part.includes(companyName))!;
  return [...card.matchAll(/<li[^>]*>([^<]*(?:<!-- -->[^<]*)*)<\/li>/g)].map((match) => match[1]!.replaceAll("<!-- -->", ""));
}
/** The version's saved text, as its owner reads it (visitors read it without our unconfirmed figures, decision 035). */
const textOf = async (slug: string) =>
  (await env.DB.prepare("SELECT markdown FROM policies WHERE slug = ?").bind(slug).first<{ markdown: string }>())!.markdown;
const revisions = async (slug: string) =>
  (
    await (
      await call(`${ORIGIN}/api/policies/${slug}/revisions`, { cookie: alice })
    ).json<{ revisions: { kind: string; sourceLanguage: string | null; sourceRevision: number | null }[] }>()
  ).revisions;

describe("readers of a version that is behind another", () => {
  it("the public page, PDF and DOCX of the Spanish version say in Spanish that the English one changed, until it catches up", async () => {
    const english = await generate();
    const spanish = await addLanguage(english.groupId, "es");
    const page = async (slug: string) => {
      const response = await call(`${ORIGIN}/p/${slug}`);
      return { cache: response.headers.get("X-Page-Cache"), html: await response.text() };
    };
    const pdf = async (slug: string) => {
      const response = await call(`${ORIGIN}/api/policies/${slug}/pdf`);
      return { cache: response.headers.get("X-Export-Cache"), bytes: (await response.arrayBuffer()).byteLength };
    };
    // Cached before the edit: page, PDF and DOCX without the line.
    expect((await page(spanish.slug)).html).not.toContain("puede no incluir esos cambios");
    expect((await page(spanish.slug)).cache).toBe("HIT");
    const before = await pdf(spanish.slug);
    expect((await docxText(ORIGIN, spanish.slug)).text).not.toContain("puede no incluir");

    await edit(english.slug, english.policyMarkdown.replaceAll("750.00", "987.65"));
    const changedOn = new Intl.DateTimeFormat("es", { dateStyle: "long", timeZone: "UTC" }).format(new Date());
    const line = `La versión en inglés se modificó el ${changedOn}; esta versión en español puede no incluir esos cambios.`;
    const behind = await page(spanish.slug);
    expect(behind.cache).toBe("MISS");
    expect(behind.html).toContain(line);
    expect((await page(english.slug)).html).not.toContain("may not include those changes");
    const docx = await docxText(ORIGIN, spanish.slug);
    expect(docx.cache).toBe("MISS");
    expect(docx.text).toContain(line);
    const behindPdf = await pdf(spanish.slug);
    expect(behindPdf.cache).toBe("MISS");
    expect(behindPdf.bytes).not.toBe(before.bytes);

    // Caught up: the line is gone from the page and from freshly served files.
    expect((await updateFrom(spanish.slug, "en")).status).toBe(200);
    const after = await page(spanish.slug);
    expect(after.html).not.toContain("puede no incluir esos cambios");
    expect(after.html).toContain("987.65");
    expect((await docxText(ORIGIN, spanish.slug)).text).not.toContain("puede no incluir");
    expect((await pdf(spanish.slug)).cache).toBe("MISS");
  });
});

describe("a language version that may be out of date", () => {
  it("an edit to the English version marks the Spanish one out of date (owner only), and the built-in writer carries the changed figure into it", async () => {
    const english = await generate();
    const spanish = await addLanguage(english.groupId, "es");
    expect(spanish.policyMarkdown).toContain("$750.00");
    expect(await freshnessOf(spanish.slug)).toEqual({
      outOfDate: false,
      sources: [],
      contentHash: await currentHash(ORIGIN, spanish.slug, alice),
    });

    await edit(english.slug, english.policyMarkdown.replaceAll("750.00", "987.65"));
    expect(await freshnessOf(spanish.slug)).toMatchObject({
      outOfDate: true,
      sources: [{ language: "en", slug: english.slug, revision: 2 }],
    });
    // What updating would bring to the rules, shown before the owner presses Update.
    expect(JSON.stringify((await freshnessOf(spanish.slug)).sources[0]!.ruleChanges)).toContain('"amount":987.65');
    // The changed version is not behind the one it changed from.
    expect((await freshnessOf(english.slug)).outOfDate).toBe(false);
    for (const cookie of [bob, null]) expect((await freshness(spanish.slug, cookie)).status).toBe(404);
    // My Policies marks the Spanish version, not the English one.
    expect(await myPoliciesBadges(english.companyName)).toEqual(["English", "Spanish · may be out of date"]);

    // Only the owner can update; another user and a stranger change nothing.
    for (const cookie of [bob, null]) expect((await updateFrom(spanish.slug, "en", cookie)).status).toBe(404);
    expect(await textOf(spanish.slug)).toBe(spanish.policyMarkdown);

    // Prime the Spanish version's file and page caches with its old text.
    expect((await docxText(ORIGIN, spanish.slug)).cache).toBe("MISS");
    // The file is stored in the background (the download does not wait for the write).
    await vi.waitFor(async () => expect(await env.EXPORTS.head(exportKey(spanish.slug, "docx"))).not.toBeNull());
    expect((await docxText(ORIGIN, spanish.slug)).cache).toBe("HIT");
    await (await call(`${ORIGIN}/p/${spanish.slug}`)).text();
    const repeat = await call(`${ORIGIN}/p/${spanish.slug}`);
    expect(repeat.headers.get("X-Page-Cache")).toBe("HIT");
    await repeat.body?.cancel();

    const response = await updateFrom(spanish.slug, "en");
    expect(response.status).toBe(200);
    const updated = await response.json<Policy>();
    // The caches follow the updated text.
    const file = await docxText(ORIGIN, spanish.slug);
    expect(file.cache).toBe("MISS");
    expect(file.text).toContain("987.65");
    const after = await call(`${ORIGIN}/p/${spanish.slug}`);
    const html = await after.text();
    expect(html).toContain("987.65");
    expect(updated.update).toMatchObject({ from: "en", writer: "composer", notCarried: [] });
    expect(updated.update!.carried.map(({ from, to }) => [from, to])).toContainEqual([750, 987.65]);
    const text = await textOf(spanish.slug);
    expect(text).toContain("$987.65");
    expect(text).not.toContain("$750.00");
    // Still Spanish, and every other line as it was.
    expect(text.split("\n").filter((line, index) => line !== spanish.policyMarkdown.split("\n")[index])).toHaveLength(
      spanish.policyMarkdown.split("\n").filter((line) => line.includes("750.00")).length,
    );
    const [latest] = await revisions(spanish.slug);
    expect(latest).toMatchObject({ kind: "update", sourceLanguage: "en", sourceRevision: 2 });
    expect(await freshnessOf(spanish.slug)).toEqual({
      outOfDate: false,
      sources: [],
      contentHash: await currentHash(ORIGIN, spanish.slug, alice),
    });
    expect(await myPoliciesBadges(english.companyName)).toEqual(["English", "Spanish"]);
    // The update is not a change the English version lacks.
    expect((await freshnessOf(english.slug)).outOfDate).toBe(false);
    // Nothing left to update from.
    expect((await updateFrom(spanish.slug, "en")).status).toBe(409);
  });

  it("a language the built-in writer adds after an edit is out of date at once: it was written from the company's details, not from the edited text", async () => {
    const english = await generate();
    await edit(english.slug, english.policyMarkdown.replaceAll("750.00", "812.40"));
    const spanish = await addLanguage(english.groupId, "es");
    expect(spanish.policyMarkdown).not.toContain("812.40");
    expect((await freshnessOf(spanish.slug)).sources.map((source) => source.language)).toEqual(["en"]);
    expect((await updateFrom(spanish.slug, "en")).status).toBe(200);
    expect(await textOf(spanish.slug)).toContain("$812.40");
  });

  it("a new approval tier in the English version is written into the Spanish one in Spanish, and reaches its card controls (built-in writer)", async () => {
    const english = await generate("en");
    const spanish = await addLanguage(english.groupId, "es");
    const tier = "| Over MX$20,000.00 | CFO | All expenses |";
    const matrix = english.policyMarkdown.split("\n").filter((line) => line.startsWith("| Over ") || line.startsWith("| Up to "));
    await edit(english.slug, english.policyMarkdown.replace(matrix.at(-1)!, `${matrix.at(-1)!}\n${tier}`));
    const response = await updateFrom(spanish.slug, "en");
    expect(response.status).toBe(200);
    const { update } = await response.json<Policy>();
    expect(update!.notCarried).not.toContain(5);
    const text = await textOf(spanish.slug);
    // The row is written in Spanish, in the Spanish version's notation of the amount.
    expect(text).toMatch(/\| Más de [^|]*20[.,]000[.,]00[^|]* \| CFO \| Todos los gastos \|/);
    type Controls = { rules: { type: string; approver?: string; amount?: { value: number } }[] };
    const controls = await (await call(`${ORIGIN}/api/policies/${spanish.slug}/controls.json`)).json<Controls>();
    expect(controls.rules.find((rule) => rule.type === "approvalThreshold" && rule.approver === "CFO")?.amount?.value).toBe(20000);
  });

  it("words the built-in writer cannot translate are named, not guessed: the section is listed and left as it was", async () => {
    const english = await generate();
    const spanish = await addLanguage(english.groupId, "es");
    const sixth = sectionMarkdown(english.policyMarkdown, (heading) => sectionOfHeading(heading, "en"), 6)!;
    await edit(english.slug, english.policyMarkdown.replace(sixth, `${sixth}\n\nNo first-class upgrades, ever.`));
    const response = await updateFrom(spanish.slug, "en");
    const { update } = await response.json<Policy>();
    expect(update).toMatchObject({ carried: [], notCarried: [6], caughtUp: false, revision: null });
    expect(await textOf(spanish.slug)).toBe(spanish.policyMarkdown);
    // Nothing came across: the version still says it may be out of date, and no revision pretends otherwise.
    expect((await freshnessOf(spanish.slug)).outOfDate).toBe(true);
    expect((await revisions(spanish.slug)).map((revision) => revision.kind)).toEqual(["generation"]);

    // The owner adds the sentence by hand, then marks the version up to date (only they can).
    const spanishSixth = sectionMarkdown(spanish.policyMarkdown, (heading) => sectionOfHeading(heading, "es"), 6)!;
    await edit(spanish.slug, spanish.policyMarkdown.replace(spanishSixth, `${spanishSixth}\n\nNunca se pagan mejoras a primera clase.`));
    expect((await freshnessOf(spanish.slug)).outOfDate).toBe(true);
    const mark = async (cookie: string | null) =>
      call(`${ORIGIN}/api/policies/${spanish.slug}/update-from`, {
        method: "POST",
        cookie,
        ...json({ from: "en", markUpToDate: true, baseHash: await currentHash(ORIGIN, spanish.slug, cookie) }),
      });
    for (const cookie of [bob, null]) expect((await mark(cookie)).status).toBe(404);
    expect((await freshnessOf(spanish.slug)).outOfDate).toBe(true);
    expect((await mark(alice)).status).toBe(200);
    expect((await freshnessOf(spanish.slug)).outOfDate).toBe(false);
    expect((await revisions(spanish.slug))[0]).toMatchObject({ kind: "update", sourceLanguage: "en", sourceRevision: 2 });
    expect(await textOf(spanish.slug)).toContain("Nunca se pagan mejoras a primera clase.");
  });

  it("the version's own edits do not hide another language's change: only an update from it does", async () => {
    const english = await generate();
    const spanish = await addLanguage(english.groupId, "es");
    await edit(english.slug, english.policyMarkdown.replaceAll("750.00", "765.00"));
    // A typo fixed in Spanish after the English change is no update from English.
    await edit(spanish.slug, `${spanish.policyMarkdown}\n\nRevisado.`);
    expect((await freshnessOf(spanish.slug)).sources.map((source) => source.language)).toEqual(["en"]);
    // The Spanish edit is a change the English version lacks, too.
    expect((await freshnessOf(english.slug)).sources.map((source) => source.language)).toEqual(["es"]);
    expect((await updateFrom(spanish.slug, "en")).status).toBe(200);
    const spanishText = await textOf(spanish.slug);
    expect(spanishText).toContain("$765.00");
    expect(spanishText).toContain("Revisado.");
    expect((await freshnessOf(spanish.slug)).outOfDate).toBe(false);
  });

  it("with a fake Workers AI binding (test double): an edit saved while the update runs wins, and the update says so", async () => {
    const english = await generate();
    const spanish = await addLanguage(english.groupId, "es");
    await edit(english.slug, english.policyMarkdown.replaceAll("750.00", "702.20"));
    bindFakeWorkersAi(writes(spanish.policyMarkdown.replaceAll("750.00", "702.20"), { tokensPerSecond: 400 }));
    const response = await updateFrom(spanish.slug, "en", alice, { Accept: "text/event-stream" });
    expect(response.status).toBe(200);
    let edited = false;
    const events = await readEvents(response, (event) => {
      if (!edited && event.type === "progress" && Number(event.data.percent) > 20) {
        edited = true;
        void edit(spanish.slug, `${spanish.policyMarkdown}\n\nEditado durante la actualización.`);
      }
      return event.type === "done" || event.type === "error";
    });
    expect(edited).toBe(true);
    const last = events.at(-1)!;
    expect(last.type).toBe("error");
    expect(last.data.status).toBe(409);
    expect(await textOf(spanish.slug)).toContain("Editado durante la actualización.");
    expect(await textOf(spanish.slug)).not.toContain("702.20");
  }, 30_000);

  it("an update asked for on an older text of this version is refused with 409 naming the edit since; the edit stays", async () => {
    const english = await generate();
    const spanish = await addLanguage(english.groupId, "es");
    await edit(english.slug, english.policyMarkdown.replaceAll("750.00", "733.30"));
    const noticeMadeOn = (await freshnessOf(spanish.slug)).contentHash;
    await edit(spanish.slug, `${spanish.policyMarkdown}\n\nEditado en otra pestaña.`);
    for (const body of [
      { from: "en", baseHash: noticeMadeOn },
      { from: "en", markUpToDate: true, baseHash: noticeMadeOn },
    ]) {
      const refused = await call(`${ORIGIN}/api/policies/${spanish.slug}/update-from`, { method: "POST", cookie: alice, ...json(body) });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ reason: "stale_base", changedSince: [{ number: 2, kind: "edit" }] });
    }
    expect(await textOf(spanish.slug)).toContain("Editado en otra pestaña.");
    expect(await textOf(spanish.slug)).not.toContain("733.30");
    expect((await revisions(spanish.slug)).map((revision) => revision.kind)).toEqual(["edit", "generation"]);
  });

  it("refuses a language the policy does not have, or its own, with 409 and no change", async () => {
    const english = await generate();
    const spanish = await addLanguage(english.groupId, "es");
    for (const from of ["pt-BR", "es", "fr", ""]) expect((await updateFrom(spanish.slug, from)).status).toBe(409);
    expect(await textOf(spanish.slug)).toBe(spanish.policyMarkdown);
  });

  it("with a fake Workers AI binding (test double): the update streams through the generation's events, the prompt carries the changed English text, and the translation is saved", async () => {
    const english = await generate();
    const spanish = await addLanguage(english.groupId, "es");
    await edit(english.slug, english.policyMarkdown.replaceAll("750.00", "701.10"));
    const translated = spanish.policyMarkdown.replaceAll("750.00", "701.10").replace("Comidas", "Alimentos");
    const ai = bindFakeWorkersAi(writes(translated, { tokensPerSecond: 2000 }));
    const response = await updateFrom(spanish.slug, "en", alice, { Accept: "text/event-stream" });
    expect(response.status).toBe(200);
    const events = await readEvents(response, (event) => event.type === "done" || event.type === "error");
    expect(events.filter((event) => event.type === "progress").length).toBeGreaterThan(2);
    const done = events.at(-1)!;
    expect(done.type).toBe("done");
    expect(done.data.update).toMatchObject({ from: "en", writer: "ai", textChanged: true });
    const prompt = ai.prompts()[0]!;
    expect(prompt).toContain("701.10");
    expect(prompt).toContain("Translate into Spanish");
    expect(await textOf(spanish.slug)).toBe(translated.trim());
  }, 20_000);
});
