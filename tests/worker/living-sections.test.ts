import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { sectionMarkdown } from "../../app/lib/markdown/policy-sections";
import { sectionOfHeading } from "../../app/lib/generation/policy-check.server";
import { SEED_SAMPLE_INPUTS } from "../../app/lib/reading/sample-inputs";
import { call, currentHash, signIn } from "./helpers";
import { bindFakeWorkersAi, unbindFakeWorkersAi, writes } from "./fake-workers-ai";
import { readEvents } from "./sse";

const ORIGIN = "http://localhost";
const mexico = SEED_SAMPLE_INPUTS.find((sample) => sample.name === "Mexico")!.content;
const section = (markdown: string, number: number) => sectionMarkdown(markdown, (heading) => sectionOfHeading(heading, "en"), number);

type RuleChange = {
  kind: string;
  change: "added" | "changed" | "removed";
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  unasked?: true;
};
type Proposal = {
  number: number;
  heading: string;
  current: string;
  proposed: string;
  ruleChanges: RuleChange[];
  unreadable: string[];
  baseHash: string;
};
type Policy = { slug: string; policyMarkdown: string; section?: Proposal };

let alice: string;
let bob: string;
beforeAll(async () => {
  alice = await signIn("alice-sections@example.com", "Alice");
  bob = await signIn("bob-sections@example.com", "Bob");
});
afterEach(() => unbindFakeWorkersAi());

let ip = 0;
const nextIp = () => `198.19.40.${++ip}`;
const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
});

async function generate() {
  const response = await call(`${ORIGIN}/api/policies/generate`, {
    method: "POST",
    cookie: alice,
    ...json({ userInput: mexico, language: "en", companyName: `Sections ${ip + 1} Co` }),
  });
  expect(response.status).toBe(200);
  return response.json<Policy>();
}

const regenerate = (slug: string, number: number, body: unknown, cookie: string | null, headers: Record<string, string> = {}) => {
  const request = json(body);
  return call(`${ORIGIN}/api/policies/${slug}/sections/${number}/regenerate`, {
    method: "POST",
    cookie,
    body: request.body,
    headers: { ...request.headers, ...headers },
  });
};
/** Accept as the tools send it: with the proposal's `baseHash`, or (a section the owner wrote) the current text's. */
const accept = async (slug: string, number: number, markdown: string, cookie: string | null, baseHash?: string) =>
  call(`${ORIGIN}/api/policies/${slug}/sections/${number}`, {
    method: "PUT",
    cookie,
    ...json({ markdown, baseHash: baseHash ?? (await currentHash(ORIGIN, slug, cookie)) }),
  });
const restore = async (slug: string, number: number, cookie: string | null, baseHash?: string) =>
  call(`${ORIGIN}/api/policies/${slug}/revisions/${number}/restore`, {
    method: "POST",
    cookie,
    ...json({ baseHash: baseHash ?? (await currentHash(ORIGIN, slug, cookie)) }),
  });
/** The version's saved text, as its owner reads it (visitors read it without our unconfirmed figures, decision 035). */
const savedText = async (slug: string) =>
  (await env.DB.prepare("SELECT markdown FROM policies WHERE slug = ?").bind(slug).first<{ markdown: string }>())!.markdown;
const revisionKinds = async (slug: string) =>
  (
    await (await call(`${ORIGIN}/api/policies/${slug}/revisions`, { cookie: alice })).json<{ revisions: { kind: string }[] }>()
  ).revisions.map((revision) => revision.kind);

describe("what an edit does to the rules, before it is saved", () => {
  const ruleChanges = (slug: string, body: unknown, cookie: string | null, method = "POST") =>
    call(`${ORIGIN}/api/policies/${slug}/rule-changes`, { method, cookie, ...(method === "POST" ? json(body) : {}) });

  it("names a changed cap, a removed tier and an unreadable row for the owner only, and saves nothing", async () => {
    const policy = await generate();
    const text = policy.policyMarkdown;
    const mealsRow = text.split("\n").find((line) => line.startsWith("| Meals, per day (home country) |"))!;
    const tierRow = text.split("\n").find((line) => /^\| Over MX\$[\d,.]+ \|/.test(line));
    const draft = text.replace(mealsRow, mealsRow.replace(/MX\$[\d,.]+/, "MX$640.00"));
    const response = await ruleChanges(policy.slug, { markdown: draft }, alice);
    expect(response.status).toBe(200);
    const { changes, unreadable } = await response.json<{ changes: RuleChange[]; unreadable: string[] }>();
    expect(changes).toEqual([
      expect.objectContaining({
        kind: "meals",
        change: "changed",
        after: expect.objectContaining({ amount: { amount: 640, currency: "MXN" }, place: { kind: "home" } }),
      }),
    ]);
    expect(unreadable).toEqual([]);
    if (tierRow) {
      const removed = await (
        await ruleChanges(policy.slug, { markdown: text.replace(`${tierRow}\n`, "") }, alice)
      ).json<{ changes: RuleChange[] }>();
      expect(removed.changes).toEqual([expect.objectContaining({ kind: "approvals", change: "removed" })]);
    }
    const words = await (
      await ruleChanges(policy.slug, { markdown: text.replace(mealsRow, mealsRow.replace(/MX\$[\d,.]+/, "seven hundred pesos")) }, alice)
    ).json<{ unreadable: string[] }>();
    expect(words.unreadable).toEqual([mealsRow.replace(/MX\$[\d,.]+/, "seven hundred pesos")]);

    for (const cookie of [bob, null]) expect((await ruleChanges(policy.slug, { markdown: draft }, cookie)).status).toBe(404);
    expect((await ruleChanges(policy.slug, { text: draft }, alice)).status).toBe(400);
    const get = await ruleChanges(policy.slug, null, alice, "GET");
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    expect(await savedText(policy.slug)).toBe(text);
  });
});

describe("rewriting one section", () => {
  it("lists the nine sections for the owner only", async () => {
    const policy = await generate();
    const answer = await call(`${ORIGIN}/api/policies/${policy.slug}/sections`, { cookie: alice });
    expect(answer.status).toBe(200);
    const { sections } = await answer.json<{ sections: { number: number; heading: string }[] }>();
    expect(sections.map((entry) => entry.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sections[2]!.heading).toMatch(/Spending Limits/);
    for (const cookie of [bob, null]) expect((await call(`${ORIGIN}/api/policies/${policy.slug}/sections`, { cookie })).status).toBe(404);
  });

  it("only the owner can have a section rewritten (another user and a stranger get 404) and a proposal saves nothing", async () => {
    const policy = await generate();
    for (const cookie of [bob, null]) {
      expect((await regenerate(policy.slug, 3, { instruction: "meals 45 per day" }, cookie)).status).toBe(404);
    }
    const response = await regenerate(policy.slug, 3, { instruction: "meals 45 per day" }, alice);
    expect(response.status).toBe(200);
    expect((await response.json<Policy>()).section?.number).toBe(3);
    expect(await savedText(policy.slug)).toBe(policy.policyMarkdown);
    expect(await revisionKinds(policy.slug)).toEqual(["generation"]);
  });

  it('offline, the composer rewrites only the chosen section with the instruction\'s figure; Accept saves a "section" revision', async () => {
    const policy = await generate();
    expect(section(policy.policyMarkdown, 3)).toContain("MX$750.00");
    const response = await regenerate(policy.slug, 3, { instruction: "Stricter on meals: meals 45 per day" }, alice);
    const { section: proposal } = await response.json<Policy>();
    expect(proposal!.current).toBe(section(policy.policyMarkdown, 3));
    expect(proposal!.proposed).toMatch(/Meals, per day \(home country\) \| MX\$45\.00/);
    expect(proposal!.proposed.split("\n")[0]).toBe(proposal!.current.split("\n")[0]);

    for (const cookie of [bob, null])
      expect((await accept(policy.slug, 3, proposal!.proposed, cookie, proposal!.baseHash)).status).toBe(404);
    const saved = await accept(policy.slug, 3, proposal!.proposed, alice, proposal!.baseHash);
    expect(saved.status).toBe(200);
    const text = await savedText(policy.slug);
    expect(section(text, 3)).toBe(proposal!.proposed);
    for (const other of [1, 2, 4, 5, 6, 7, 8, 9]) expect(section(text, other)).toBe(section(policy.policyMarkdown, other));
    expect(await revisionKinds(policy.slug)).toEqual(["section", "generation"]);
  });

  it("offline, a rewrite adds an approval tier with its direction; accepted, the card controls carry it; a restore takes it away again", async () => {
    type Controls = { rules: { id: string; type: string; amount?: { value: number }; approver?: string }[] };
    const controls = async (slug: string) => (await (await call(`${ORIGIN}/api/policies/${slug}/controls.json`)).json<Controls>()).rules;
    const policy = await generate();
    expect((await controls(policy.slug)).some((rule) => rule.approver === "CFO")).toBe(false);
    const response = await regenerate(policy.slug, 5, { instruction: "add a second tier over MX$50,000 for the CFO" }, alice);
    const { section: proposal } = await response.json<Policy>();
    expect(proposal!.proposed).toMatch(/\| Over MX\$50,000\.00 \| CFO \| All expenses \|/);
    // The proposal names its rule changes, both asked for: the new tier, and the tier below it now ending where it starts.
    expect(proposal!.ruleChanges).toEqual([
      expect.objectContaining({
        kind: "approvals",
        change: "changed",
        after: expect.objectContaining({ upTo: { amount: 50000, currency: "MXN" } }),
      }),
      {
        kind: "approvals",
        change: "added",
        before: null,
        after: expect.objectContaining({ approver: "CFO", above: { amount: 50000, currency: "MXN" } }),
      },
    ]);
    expect((await accept(policy.slug, 5, proposal!.proposed, alice, proposal!.baseHash)).status).toBe(200);
    const tier = (await controls(policy.slug)).find((rule) => rule.type === "approvalThreshold" && rule.approver === "CFO");
    expect(tier?.amount?.value).toBe(50000);

    expect((await restore(policy.slug, 1, alice)).status).toBe(200);
    expect((await controls(policy.slug)).some((rule) => rule.approver === "CFO")).toBe(false);
  });

  it("offline, an instruction that states no rule is refused in the owner's language, and nothing is proposed", async () => {
    const policy = await generate();
    const response = await regenerate(policy.slug, 5, { instruction: "make it friendlier" }, `${alice}; preferredLanguage=es`);
    expect(response.status).toBe(422);
    const { message } = await response.json<{ message: string }>();
    expect(message).toContain("puede cambiar cifras, aprobadores, plazos");
    expect(await revisionKinds(policy.slug)).toEqual(["generation"]);
  });

  it("offline, an instruction that takes a role out removes it; one the writer cannot follow is refused with why, never read as a role", async () => {
    const policy = await generate();
    const removed = await regenerate(policy.slug, 3, { instruction: "remove the Director role" }, alice);
    expect(removed.status).toBe(200);
    const { section: proposal } = await removed.json<Policy>();
    expect(proposal!.current).toMatch(/^\| Director \|/m);
    expect(proposal!.proposed).not.toMatch(/^\| Director \|/m);
    expect(proposal!.proposed).toMatch(/^\| Manager \|/m);
    expect(proposal!.ruleChanges).toContainEqual(expect.objectContaining({ kind: "roles", change: "removed" }));
    expect(proposal!.ruleChanges.filter((change) => change.change === "added")).toEqual([]);

    // Without role limits the built-in writer would propose its own: refused, saying why, nothing proposed.
    const refused = await regenerate(policy.slug, 3, { instruction: "drop the role tiers" }, alice);
    expect(refused.status).toBe(422);
    expect((await refused.json<{ message: string }>()).message).toContain("could not take out what the instruction asks");
    const inSpanish = await regenerate(policy.slug, 3, { instruction: "quita los límites por rol" }, `${alice}; preferredLanguage=es`);
    expect(inSpanish.status).toBe(422);
    expect((await inSpanish.json<{ message: string }>()).message).toContain("no pudo quitar lo que pide la instrucción");
    expect(await revisionKinds(policy.slug)).toEqual(["generation"]);
  });

  it("offline, a section the owner changed keeps their figures: only the instruction's figure is put in", async () => {
    const policy = await generate();
    const third = section(policy.policyMarkdown, 3)!;
    const edited = `${third}\n\nTeam offsites are capped at MX$7,777.00 per person.`;
    expect((await accept(policy.slug, 3, edited, alice)).status).toBe(200);
    const response = await regenerate(policy.slug, 3, { instruction: "meals 45 per day" }, alice);
    const { section: proposal } = await response.json<Policy>();
    expect(proposal!.proposed).toContain("Team offsites are capped at MX$7,777.00 per person.");
    expect(proposal!.proposed).toMatch(/Meals, per day \(home country\) \| MX\$45\.00/);
    // Every other line of the owner's section is as they left it.
    const changedLines = proposal!.proposed.split("\n").filter((line) => !edited.split("\n").includes(line));
    expect(changedLines.every((line) => line.includes("45.00"))).toBe(true);
  });

  it("Accept refuses a text that is not that section, or would break the policy, and changes nothing", async () => {
    const policy = await generate();
    const sixth = section(policy.policyMarkdown, 6)!;
    const wrongSection = await accept(policy.slug, 3, sixth, alice);
    expect(wrongSection.status).toBe(400);
    // A shallower heading would take the sections after it in: refused.
    const third = section(policy.policyMarkdown, 3)!;
    expect((await accept(policy.slug, 3, third.replace(/^#+/, "#"), alice)).status).toBe(400);
    const placeholder = await accept(policy.slug, 3, `${section(policy.policyMarkdown, 3)}\n\nMeals up to {{meal_cap}} per day.`, alice);
    expect(placeholder.status).toBe(400);
    expect(await placeholder.json()).toMatchObject({ reason: "placeholders" });
    expect(await savedText(policy.slug)).toBe(policy.policyMarkdown);
    expect((await regenerate(policy.slug, 3, { instruction: "x".repeat(501) }, alice)).status).toBe(400);
    expect((await regenerate(policy.slug, 12, {}, alice)).status).toBe(404);
  });

  it("with a fake Workers AI binding (test double): the section streams through the generation's events, the prompt carries the instruction, and nothing is saved until Accept", async () => {
    const policy = await generate();
    const heading = section(policy.policyMarkdown, 6)!.split("\n")[0]!;
    const rewritten = `${heading}\n\nThe company does not pay for conference fees above MX$9,100.00 without the CFO's approval, nor for personal entertainment, fines or alcohol.`;
    const ai = bindFakeWorkersAi(writes(rewritten, { tokensPerSecond: 400 }));
    const response = await regenerate(policy.slug, 6, { instruction: "add a rule for conference travel" }, alice, {
      Accept: "text/event-stream",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/text\/event-stream/);
    const events = await readEvents(response, (event) => event.type === "done" || event.type === "error");
    expect(events.filter((event) => event.type === "progress").length).toBeGreaterThan(2);
    expect(events.some((event) => event.type === "text")).toBe(true);
    const done = events.at(-1)!;
    expect(done.type).toBe("done");
    expect((done.data.section as Proposal).proposed).toBe(rewritten);
    // Prose only: no rule of the policy changes.
    expect((done.data.section as Proposal).ruleChanges).toEqual([]);
    const prompt = ai.prompts()[0]!;
    expect(prompt).toContain("add a rule for conference travel");
    expect(prompt).toContain("Rewrite only the section");
    expect(await savedText(policy.slug)).toBe(policy.policyMarkdown);

    // The events can be followed again by the owner only.
    const generationId = response.headers.get("X-Generation-Id")!;
    expect((await call(`${ORIGIN}/api/generations/${generationId}/events`, { cookie: bob })).status).toBe(404);

    expect((await accept(policy.slug, 6, rewritten, alice, (done.data.section as Proposal).baseHash)).status).toBe(200);
    expect(section(await savedText(policy.slug), 6)).toBe(rewritten);
  });

  it("with a fake Workers AI binding (test double) that also changes a rule the instruction did not mention: the company's rule is restored from the rulebook, and only the asked change is proposed", async () => {
    const policy = await generate();
    const current = section(policy.policyMarkdown, 3)!;
    const row = (label: string) => current.split("\n").find((line) => line.startsWith(`| ${label} |`))!;
    const rewritten = current
      .replace(
        row("Lodging, per night (home country)"),
        row("Lodging, per night (home country)").replace(/MX\$[\d,.]+(?: \(proposed\))?/, "MX$2,000.00"),
      )
      .replace(
        row("Meals, per day (home country)"),
        row("Meals, per day (home country)").replace(/MX\$[\d,.]+(?: \(proposed\))?/, "MX$900.00"),
      );
    expect(rewritten).toContain("| Meals, per day (home country) | MX$900.00 |");
    bindFakeWorkersAi(writes(rewritten, { tokensPerSecond: 4000 }));
    const response = await regenerate(policy.slug, 3, { instruction: "lodging MX$2,000 per night" }, alice);
    const { section: proposal } = await response.json<Policy>();
    // The company's meals cap (MX$750) is the rulebook's: the model's unasked MX$900 is not proposed.
    expect(proposal!.proposed).toContain(row("Meals, per day (home country)"));
    expect(proposal!.proposed).not.toContain("MX$900.00");
    expect(proposal!.ruleChanges).toEqual([
      expect.objectContaining({
        kind: "lodging",
        change: "changed",
        after: expect.objectContaining({ amount: { amount: 2000, currency: "MXN" } }),
      }),
    ]);
    expect(proposal!.ruleChanges[0]).not.toHaveProperty("unasked");
  });

  it("with a fake Workers AI binding (test double) asked to drop the role tiers: a rewrite that keeps them and adds a role named after the instruction is refused; one that drops them is proposed", async () => {
    const policy = await generate();
    const current = section(policy.policyMarkdown, 3)!;
    const directorRow = current.split("\n").find((line) => line.startsWith("| Director |"))!;
    bindFakeWorkersAi(
      writes(current.replace(directorRow, `${directorRow}\n| drop the role tiers | MX$1.00 | MX$1.00 |`), { tokensPerSecond: 4000 }),
    );
    const misread = await regenerate(policy.slug, 3, { instruction: "drop the role tiers" }, alice);
    expect(misread.status).toBe(422);
    expect((await misread.json<{ message: string }>()).message).toContain("could not take out what the instruction asks");

    // The role table and the sentence before it gone: proposed, the roles removed and nothing added.
    const lines = current.split("\n");
    const roleTable = lines.findIndex((line) => line.startsWith("| Role |"));
    const tableEnd = lines.findIndex((line, index) => index > roleTable && !line.startsWith("|"));
    const withoutRoles = [...lines.slice(0, roleTable), ...lines.slice(tableEnd)]
      .filter((line) => !/each person's role/.test(line))
      .join("\n");
    unbindFakeWorkersAi();
    bindFakeWorkersAi(writes(withoutRoles, { tokensPerSecond: 4000 }));
    const dropped = await regenerate(policy.slug, 3, { instruction: "drop the role tiers" }, alice);
    expect(dropped.status).toBe(200);
    const { section: proposal } = await dropped.json<Policy>();
    expect(proposal!.proposed).not.toMatch(/^\| Director \|/m);
    expect(proposal!.ruleChanges.length).toBeGreaterThan(0);
    expect(proposal!.ruleChanges.every((change) => change.kind === "roles" && change.change === "removed" && !change.unasked)).toBe(true);
  });

  it("with a fake Workers AI binding (test double) that writes another section instead: an error, and nothing changes", async () => {
    const policy = await generate();
    bindFakeWorkersAi(writes(section(policy.policyMarkdown, 2)!, { tokensPerSecond: 2000 }));
    const response = await regenerate(policy.slug, 6, {}, alice);
    expect(response.status).toBe(502);
    expect(await savedText(policy.slug)).toBe(policy.policyMarkdown);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM policy_revisions r JOIN policies p ON p.id = r.policy_id WHERE p.slug = ?")
      .bind(policy.slug)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });
});

describe("nothing the owner saved is lost by a later action", () => {
  type Stale = {
    message: string;
    reason: string;
    latest: { revision: number; markdown: string; contentHash: string };
    base: number | null;
    changedSince: { number: number; kind: string }[];
  };

  const edit = async (slug: string, markdown: string) =>
    call(`${ORIGIN}/api/policies/${slug}`, {
      method: "PUT",
      cookie: alice,
      ...json({ markdown, baseHash: await currentHash(ORIGIN, slug, alice) }),
    });

  it("a rewrite proposed before the owner edited that section is refused on Accept (409 naming the edit), and the edit survives", async () => {
    const policy = await generate();
    const response = await regenerate(policy.slug, 3, { instruction: "meals 45 per day" }, alice);
    const { section: proposal } = await response.json<Policy>();
    expect(proposal!.baseHash).toBe(await currentHash(ORIGIN, policy.slug, alice));
    // The owner then edits section 3 in the editor and saves.
    const third = section(policy.policyMarkdown, 3)!;
    const edited = policy.policyMarkdown.replace(third, `${third}\n\nTeam offsites are capped at MX$6,464.00 per person.`);
    expect((await edit(policy.slug, edited)).status).toBe(200);

    // Accepting the older proposal would replace the edited section: refused, in the owner's language.
    const refused = await call(`${ORIGIN}/api/policies/${policy.slug}/sections/3`, {
      method: "PUT",
      cookie: `${alice}; preferredLanguage=es`,
      ...json({ markdown: proposal!.proposed, baseHash: proposal!.baseHash }),
    });
    expect(refused.status).toBe(409);
    const answer = await refused.json<Stale>();
    expect(answer.reason).toBe("stale_base");
    expect(answer.message).toContain("revisión 2");
    expect(answer.base).toBe(1);
    expect(answer.changedSince).toEqual([expect.objectContaining({ number: 2, kind: "edit" })]);
    expect(answer.latest.markdown).toBe(edited);
    expect(answer.latest.contentHash).toBe(await currentHash(ORIGIN, policy.slug, alice));
    const text = await savedText(policy.slug);
    expect(text).toContain("Team offsites are capped at MX$6,464.00 per person.");
    expect(text).toBe(edited);
    expect(await revisionKinds(policy.slug)).toEqual(["edit", "generation"]);

    // Rewritten again from the current text, the proposal keeps the edit and is accepted.
    const again = (await (await regenerate(policy.slug, 3, { instruction: "meals 45 per day" }, alice)).json<Policy>()).section!;
    expect(again.proposed).toContain("MX$6,464.00");
    expect((await accept(policy.slug, 3, again.proposed, alice, again.baseHash)).status).toBe(200);
    expect(section(await savedText(policy.slug), 3)).toContain("MX$45.00");
  });

  it("a restore built on an older text is refused with 409 naming what was saved since; nothing changes", async () => {
    const policy = await generate();
    const seenInHistory = await currentHash(ORIGIN, policy.slug, alice);
    // Another tab edits, then accepts a rewrite: two revisions the History on screen has not seen.
    expect((await edit(policy.slug, policy.policyMarkdown.replace("## 2.", "Edited elsewhere 8383.\n\n## 2."))).status).toBe(200);
    const third = section(await savedText(policy.slug), 3)!;
    expect((await accept(policy.slug, 3, `${third}\n\nAccepted elsewhere 8484.`, alice)).status).toBe(200);
    const refused = await restore(policy.slug, 1, alice, seenInHistory);
    expect(refused.status).toBe(409);
    const answer = await refused.json<Stale>();
    expect(answer).toMatchObject({
      reason: "stale_base",
      base: 1,
      changedSince: [
        { number: 3, kind: "section" },
        { number: 2, kind: "edit" },
      ],
    });
    expect(answer.message).toContain("revision 3");
    expect(await savedText(policy.slug)).toContain("Accepted elsewhere 8484.");
    expect(await revisionKinds(policy.slug)).toEqual(["section", "edit", "generation"]);
    // Built on the newer text (what the refusal hands back), the owner's restore goes through.
    expect((await restore(policy.slug, 1, alice, answer.latest.contentHash)).status).toBe(200);
    expect(await savedText(policy.slug)).toBe(policy.policyMarkdown);
  });

  it("a write from the tools without baseHash is refused with 400 and a sentence saying what to send; nothing changes", async () => {
    const policy = await generate();
    const third = section(policy.policyMarkdown, 3)!;
    const writes = [
      call(`${ORIGIN}/api/policies/${policy.slug}`, {
        method: "PUT",
        cookie: alice,
        ...json({ markdown: `${policy.policyMarkdown}\n\nX 1.` }),
      }),
      call(`${ORIGIN}/api/policies/${policy.slug}/sections/3`, { method: "PUT", cookie: alice, ...json({ markdown: `${third}\n\nX 2.` }) }),
      call(`${ORIGIN}/api/policies/${policy.slug}/revisions/1/restore`, { method: "POST", cookie: alice }),
      call(`${ORIGIN}/api/policies/${policy.slug}/sections/3`, {
        method: "PUT",
        cookie: alice,
        ...json({ markdown: `${third}\n\nX 3.`, baseHash: "not-a-hash" }),
      }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ reason: "base_hash_required", message: expect.stringContaining("baseHash") });
    }
    expect(await savedText(policy.slug)).toBe(policy.policyMarkdown);
    expect(await revisionKinds(policy.slug)).toEqual(["generation"]);
  });
});

describe("editing one section in the section editor", () => {
  type Listed = { sections: { number: number; heading: string; markdown: string }[]; contentHash: string };
  const listed = async (slug: string, cookie: string | null) => call(`${ORIGIN}/api/policies/${slug}/sections`, { cookie });
  const saveEdit = (slug: string, number: number, markdown: string, baseHash: string) =>
    call(`${ORIGIN}/api/policies/${slug}/sections/${number}`, {
      method: "PUT",
      cookie: alice,
      ...json({ markdown, baseHash, kind: "edit" }),
    });

  it("lists each section's text and the hash it was cut from; an edited section saves as an edit, and a stale one is refused", async () => {
    const policy = await generate();
    const answer = await listed(policy.slug, alice);
    expect(answer.status).toBe(200);
    const { sections, contentHash } = await answer.json<Listed>();
    expect(contentHash).toBe(await currentHash(ORIGIN, policy.slug, alice));
    for (const entry of sections) expect(entry.markdown).toBe(section(policy.policyMarkdown, entry.number));
    for (const cookie of [bob, null]) expect((await listed(policy.slug, cookie)).status).toBe(404);

    const third = sections.find((entry) => entry.number === 3)!.markdown;
    const row = third.split("\n").find((line) => line.startsWith("| Meals, per day (home country) |"))!;
    const edited = third.replace(row, row.replace(/MX\$[\d,.]+/, "MX$640.00"));
    const saved = await saveEdit(policy.slug, 3, edited, contentHash);
    expect(saved.status).toBe(200);
    const text = await savedText(policy.slug);
    expect(text).toBe(policy.policyMarkdown.replace(row, row.replace(/MX\$[\d,.]+/, "MX$640.00")));
    expect(await revisionKinds(policy.slug)).toEqual(["edit", "generation"]);

    // A second editor opened on the first text: its save would undo the first, so it is refused and nothing changes.
    const stale = await call(`${ORIGIN}/api/policies/${policy.slug}/sections/3`, {
      method: "PUT",
      cookie: alice,
      ...json({ markdown: third.replace(row, row.replace(/MX\$[\d,.]+/, "MX$700.00")), baseHash: contentHash, kind: "edit" }),
    });
    expect(stale.status).toBe(409);
    const refusal = await stale.json<{ reason: string; message: string; changedSince: { number: number; kind: string }[] }>();
    expect(refusal.reason).toBe("stale_base");
    expect(refusal.message).toContain("after you opened the editor");
    expect(refusal.changedSince).toEqual([expect.objectContaining({ number: 2, kind: "edit" })]);
    expect(await savedText(policy.slug)).toBe(text);
    expect((await saveEdit(policy.slug, 3, edited, contentHash)).status).toBe(409);
    // Any other kind is refused as a bad request.
    const odd = await call(`${ORIGIN}/api/policies/${policy.slug}/sections/3`, {
      method: "PUT",
      cookie: alice,
      ...json({ markdown: edited, baseHash: await currentHash(ORIGIN, policy.slug, alice), kind: "generation" }),
    });
    expect(odd.status).toBe(400);
  });
});
