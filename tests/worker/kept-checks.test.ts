import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { KEPT_CHECKS, MAX_KEPT_BYTES } from "../../app/lib/rules/kept-checks.server";
import { call, signIn } from "./helpers";

/*
 * The owner's last checks of a file of card transactions, kept with the policy version: the
 * owner's panel checks a file and keeps it, lists the last ones, opens one (the same verdicts, and
 * its CSV) and deletes one. Nobody else can list, open, add or delete them, and nothing of them
 * leaks; the newest ten are kept; deleting the policy deletes them.
 */

const ORIGIN = "http://localhost";
const DESCRIPTION =
  "Startup SaaS in Austin TX, 45 people. Meals up to $80/day, hotels $250/night. Expenses over $500 need manager approval; over $2,500 the CEO. No gambling, no alcohol. Receipts over $25. Economy only.";
const MARCH = [
  "date,merchant,mcc,amount,currency,note",
  "2026-03-02,Chipotle,5812,14.50,USD,team lunch",
  "2026-03-02,Marriott Downtown,7011,900.00,USD,1 night",
  "2026-03-03,Broken Taxi,4121,abc,USD,",
  "2026-03-03,Lucky Casino,7995,50.00,USD,",
].join("\r\n");

type Kept = { id: string; fileName: string; createdAt: string; rowCount: number; counts: Record<string, number> };
type Verdicts = {
  rows: { line: number; merchant: string; verdict: string; summary?: string; excess?: { amount: number } }[];
  unread?: { line: number; message: string }[];
  verdicts: Record<string, number>;
  verdictLabels: Record<string, string>;
  locale: string;
  kept: Kept | null;
};

let owner: string;
let stranger: string;
let slug: string;

/** A policy of its own (a generation of the same words by the same owner would answer the first one again). */
async function makePolicy(cookie: string | null, companyName: string, query = "") {
  const response = await call(`${ORIGIN}/api/policies/generate${query}`, {
    method: "POST",
    cookie,
    body: JSON.stringify({ userInput: DESCRIPTION, language: "en", companyName }),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.19.41.${Math.floor(Math.random() * 250)}` },
  });
  expect(response.status).toBe(200);
  const { slug } = await response.json<{ slug: string }>();
  return { slug, ownerCookie: cookie ?? response.headers.get("Set-Cookie")!.split(";")[0]! };
}

/** A file checked from the owner's panel. */
const checkAndKeep = (cookie: string | null, file: string, text = MARCH, on = slug) =>
  call(`${ORIGIN}/api/policies/${on}/checks?file=${encodeURIComponent(file)}`, {
    method: "POST",
    cookie,
    body: text,
    headers: { "Content-Type": "text/csv; charset=utf-8", "Accept-Language": "en" },
  });
const list = async (cookie: string | null, on = slug) => {
  const response = await call(`${ORIGIN}/api/policies/${on}/checks`, { cookie });
  return { status: response.status, body: response.status === 200 ? await response.json<{ checks: Kept[] }>() : await response.text() };
};
const keptRows = async (on: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM policy_checks WHERE policy_id = (SELECT id FROM policies WHERE slug = ?)")
    .bind(on)
    .first<{ n: number }>())!.n;

beforeAll(async () => {
  owner = await signIn("kept-checks-owner@example.com", "Tess");
  stranger = await signIn("kept-checks-stranger@example.com", "Sam");
  ({ slug } = await makePolicy(owner, "Austin Ledger Inc."));
});

describe("the owner's last checks", () => {
  it("a checked file is kept: listed with its name, date and counts, opened again with the same verdicts and CSV, then deleted", async () => {
    const response = await checkAndKeep(owner, "march.csv");
    expect(response.status).toBe(200);
    const checked = await response.json<Verdicts>();
    // The answer is the public check's, with the kept check as the list shows it.
    expect(checked.rows.map((row) => [row.merchant, row.verdict])).toEqual([
      ["Chipotle", "allowed"],
      ["Marriott Downtown", "over_limit"],
      ["Lucky Casino", "not_reimbursable"],
    ]);
    expect(checked.unread).toEqual([{ line: 4, message: "Line 4: the amount is not a number.", cells: expect.any(Object) }]);
    expect(checked.kept).toMatchObject({
      fileName: "march.csv",
      rowCount: 4,
      counts: { allowed: 1, over_limit: 1, not_reimbursable: 1, unread: 1 },
    });
    expect(Date.now() - new Date(checked.kept!.createdAt).getTime()).toBeLessThan(60_000);

    const listed = await list(owner);
    expect(listed.status).toBe(200);
    expect((listed.body as { checks: Kept[] }).checks).toEqual([checked.kept]);

    const opened = await call(`${ORIGIN}/api/policies/${slug}/checks/${checked.kept!.id}`, { cookie: owner });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Cache-Control")).toBe("no-store");
    const reopened = await opened.json<Verdicts>();
    const { kept: _first, ...firstVerdicts } = checked;
    const { kept, ...sameVerdicts } = reopened;
    expect(sameVerdicts).toEqual(firstVerdicts);
    expect(kept).toEqual(checked.kept);

    // Its CSV is the one the public check writes for the same file.
    const download = await call(`${ORIGIN}/api/policies/${slug}/checks/${checked.kept!.id}?download=1`, { cookie: owner });
    expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="checked-${slug}.csv"`);
    const fresh = await call(`${ORIGIN}/api/policies/${slug}/check`, {
      method: "POST",
      origin: null,
      body: MARCH,
      headers: { "Content-Type": "text/csv", Accept: "text/csv", "Accept-Language": "en" },
    });
    expect(await download.text()).toBe(await fresh.text());

    const deleted = await call(`${ORIGIN}/api/policies/${slug}/checks/${checked.kept!.id}`, { method: "DELETE", cookie: owner });
    expect(deleted.status).toBe(200);
    expect((await list(owner)).body).toMatchObject({ checks: [] });
    expect((await call(`${ORIGIN}/api/policies/${slug}/checks/${checked.kept!.id}`, { cookie: owner })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${slug}/checks/${checked.kept!.id}`, { method: "DELETE", cookie: owner })).status).toBe(404);
  });

  it("nobody but the owner can list, open, add or delete them, and no answer names them", async () => {
    const { kept } = await (await checkAndKeep(owner, "Secret Supplier Audit.csv")).json<Verdicts>();
    const path = `${ORIGIN}/api/policies/${slug}/checks`;
    for (const cookie of [stranger, null]) {
      for (const [url, method] of [
        [path, "GET"],
        [`${path}/${kept!.id}`, "GET"],
        [`${path}/${kept!.id}?download=1`, "GET"],
        [`${path}/${kept!.id}`, "DELETE"],
      ] as const) {
        const response = await call(url, { method, cookie });
        expect(response.status, `${method} ${url}`).toBe(404);
        const text = await response.text();
        for (const secret of ["Secret Supplier", "Marriott", kept!.id]) expect(text).not.toContain(secret);
      }
      const added = await checkAndKeep(cookie, "stranger.csv");
      expect(added.status).toBe(404);
      expect(await added.text()).not.toContain("Marriott");
    }
    // A check is opened only through its own policy: the stranger's policy does not reach the owner's check.
    const theirs = await makePolicy(stranger, "Stranger Things LLC");
    expect((await call(`${ORIGIN}/api/policies/${theirs.slug}/checks/${kept!.id}`, { cookie: stranger })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${theirs.slug}/checks/${kept!.id}`, { method: "DELETE", cookie: stranger })).status).toBe(
      404,
    );
    expect((await list(stranger, theirs.slug)).body).toMatchObject({ checks: [] });
    // A page of another site cannot delete it with the owner's cookie.
    const foreign = await call(`${path}/${kept!.id}`, { method: "DELETE", cookie: owner, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    // Still there, for its owner.
    expect((await list(owner)).body).toMatchObject({ checks: [{ id: kept!.id, fileName: "Secret Supplier Audit.csv" }] });
  });

  it("a policy made without an account: its owner-token cookie keeps and lists its checks, and only it", async () => {
    const anonymous = await makePolicy(null, "Anonymous Ledger LLC", "?mode=anonymous");
    const response = await checkAndKeep(anonymous.ownerCookie, "anonymous.csv", MARCH, anonymous.slug);
    expect(response.status).toBe(200);
    expect((await list(anonymous.ownerCookie, anonymous.slug)).body).toMatchObject({ checks: [{ fileName: "anonymous.csv" }] });
    expect((await list(owner, anonymous.slug)).status).toBe(404);
    expect((await list(null, anonymous.slug)).status).toBe(404);
  });

  it(`keeps the newest ${KEPT_CHECKS} per policy: the eleventh check lets the oldest go`, async () => {
    const { slug: busy } = await makePolicy(owner, "Busy Ledger Inc.");
    for (let n = 1; n <= KEPT_CHECKS + 1; n += 1) expect((await checkAndKeep(owner, `week-${n}.csv`, MARCH, busy)).status).toBe(200);
    const { checks } = (await list(owner, busy)).body as { checks: Kept[] };
    expect(checks.map((check) => check.fileName)).toEqual(
      Array.from({ length: KEPT_CHECKS }, (_, index) => `week-${KEPT_CHECKS + 1 - index}.csv`),
    );
    expect(await keptRows(busy)).toBe(KEPT_CHECKS);
    // The other policy's checks are not counted with these.
    expect((await list(owner)).body).toMatchObject({ checks: [{ fileName: "Secret Supplier Audit.csv" }] });
  });

  it("a file's name is kept on one line and bounded; 5,000 rows are kept compressed; verdicts too large to keep are answered, not kept", async () => {
    const { slug: big } = await makePolicy(owner, "Big Ledger Inc.");
    const named = await (await checkAndKeep(owner, `a\nb${"x".repeat(500)}.csv`, MARCH, big)).json<Verdicts>();
    expect(named.kept!.fileName).toBe(`a b${"x".repeat(197)}`);
    const unnamed = await (
      await call(`${ORIGIN}/api/policies/${big}/checks`, {
        method: "POST",
        cookie: owner,
        body: MARCH,
        headers: { "Content-Type": "text/csv" },
      })
    ).json<Verdicts>();
    expect(unnamed.kept!.fileName).toBe("transactions.csv");

    // A month of a company's card: 5,000 varied rows.
    const merchants = ["Chipotle", "Marriott Downtown", "Uber", "Delta Air Lines", "Office Depot", "Lucky Casino", "Hilton", "Shell"];
    const mccs = ["5812", "7011", "4121", "3058", "5943", "7995", "7011", "5541"];
    const month = [
      "date,merchant,mcc,amount,currency,cardholder",
      ...Array.from({ length: 5000 }, (_, index) => {
        const kind = index % merchants.length;
        return `2026-03-${String((index % 28) + 1).padStart(2, "0")},${merchants[kind]} #${index},${mccs[kind]},${(index % 900) + 10}.25,USD,E${index % 45}`;
      }),
    ].join("\n");
    const monthly = await checkAndKeep(owner, "month.csv", month, big);
    expect(monthly.status).toBe(200);
    const kept = (await monthly.json<Verdicts>()).kept!;
    expect(kept.rowCount).toBe(5000);
    const stored = await env.DB.prepare("SELECT length(results) AS bytes FROM policy_checks WHERE id = ?")
      .bind(kept.id)
      .first<{ bytes: number }>();
    console.log(`5,000 varied rows kept in ${(stored!.bytes / 1024).toFixed(0)} KB compressed`);
    expect(stored!.bytes).toBeLessThan(MAX_KEPT_BYTES / 2);
    const reopened = await (await call(`${ORIGIN}/api/policies/${big}/checks/${kept.id}`, { cookie: owner })).json<Verdicts>();
    expect(reopened.rows).toHaveLength(5000);

    // Merchant names nobody repeats (random letters) do not compress: the check is answered, and not kept.
    const letters = (length: number) => Array.from({ length }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");
    const noise = ["date,merchant,amount,currency", ...Array.from({ length: 5000 }, () => `2026-03-02,${letters(190)},12.50,USD`)].join(
      "\n",
    );
    const before = await keptRows(big);
    const unkept = await checkAndKeep(owner, "noise.csv", noise, big);
    expect(unkept.status).toBe(200);
    const answer = await unkept.json<Verdicts>();
    expect(answer.rows).toHaveLength(5000);
    expect(answer.kept).toBeNull();
    expect(await keptRows(big)).toBe(before);
  });

  it("deleting the policy deletes its checks", async () => {
    const { slug: doomed } = await makePolicy(owner, "Doomed Ledger Inc.");
    await checkAndKeep(owner, "one.csv", MARCH, doomed);
    await checkAndKeep(owner, "two.csv", MARCH, doomed);
    const policyId = (await env.DB.prepare("SELECT id FROM policies WHERE slug = ?").bind(doomed).first<{ id: string }>())!.id;
    const keptFor = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM policy_checks WHERE policy_id = ?").bind(policyId).first<{ n: number }>())!.n;
    expect(await keptFor()).toBe(2);
    expect((await call(`${ORIGIN}/api/policies/${doomed}`, { method: "DELETE", cookie: owner })).status).toBe(200);
    expect(await keptFor()).toBe(0);
  });
});
