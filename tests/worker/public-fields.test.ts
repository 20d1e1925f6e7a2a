import { strFromU8, unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { decode } from "turbo-stream";
import { beforeAll, describe, expect, it } from "vitest";
import { call, signIn, type Call } from "./helpers";

/*
 * Nothing private on a public route. What a visitor with the link may read is what the public page
 * shows: the policy's text and what is read from it. The description the owner typed, what we
 * understood of it (its "Not used yet" sentences, the words each rule came from) go only to the
 * owner. Each public answer's fields are listed here as JSON key paths (`rows[].verdict`): a field
 * that is not listed fails the test, so a new one is a decision, not an accident.
 */

const ORIGIN = "http://localhost";
const SECRET = "Confidential: our CFO Dana Whitlock leaves in June and Project Bluefin will buy Tecnosur.";
const DESCRIPTION = [
  "Northwind Analytics, Austin TX, 45 people. Meals up to $80 a day; hotels up to $250 a night.",
  "Expenses over $500 need manager approval. No alcohol.",
  SECRET,
].join(" ");
/** Words of the secret that no policy would write. */
const SECRET_WORDS = ["Whitlock", "Bluefin", "Tecnosur"];
const QUESTION = "Can I expense a $120 dinner with a client in Austin?";
const TRANSACTIONS = [
  { id: "a", date: "2026-03-02", merchant: "Office Depot", amount: 400, currency: "USD" },
  { id: "b", date: "2026-03-02", merchant: "OFFICE DEPOT #1042", amount: 300, currency: "USD", mcc: 5943 },
  { id: "c", date: "2026-03-02", merchant: "Marriott", amount: 900, currency: "USD", mcc: "7011", note: "1 night" },
  { id: "d", date: "2026-03-02", merchant: "Hilton", amount: 100, currency: "EUR", mcc: "3504" },
];

/** Every leaf's path: `a.b`, `list[].c`; keys that are values (a verdict's count) are listed as they come. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, `${prefix}[]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => keyPaths(item, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

const CLAUSE = ["clauses[].heading", "clauses[].provenance", "clauses[].section", "clauses[].text"];
const PROVENANCE = ["provenance.contentHash", "provenance.language", "provenance.revision", "provenance.slug"];
const ANSWER = [
  ...CLAUSE,
  ...PROVENANCE,
  "approver",
  "documents[]",
  "excess.amount",
  "excess.currency",
  "missing[]",
  "assumed[]",
  "unneeded[]",
  "summary",
  "verdict",
  ...["amount", "currency", "category", "date", "city", "country", "role", "attendees", "withClients", "cabin"].map(
    (field) => `understood.${field}`,
  ),
  ...["flightHours", "nights", "distance", "items[]", "document", "exchangeRate"].map((field) => `understood.${field}`),
];
const VERDICTS = ["allowed", "needs_approval", "needs_document", "over_limit", "not_reimbursable", "cannot_tell"];

/** The fields each public answer may carry. */
const PUBLIC_FIELDS: Record<string, string[]> = {
  "GET /api/policies/{slug}": ["companyName", "createdAt", "language", "policyMarkdown"],
  "GET /p/{slug}.data": [
    ...["href", "hrefLang"].map((field) => `root.data.alternates[].${field}`),
    ...["contactEmail", "feedbackEmail", "mileageUrl", "platformUrl", "productName", "providerName", "providerUrl", "termsUrl"].map(
      (field) => `root.data.brand.${field}`,
    ),
    ...["en", "es", "pt-BR"].map((language) => `root.data.brand.privacyUrls.${language}`),
    "root.data.canonical",
    "root.data.errorTitles.error",
    "root.data.errorTitles.notFound",
    "root.data.locale",
    "root.data.site.country",
    "root.data.site.language",
    // Signed out: null.
    "root.data.user",
    ...["behind", "canonical", "description", "found", "heading", "html", "lang", "language", "productName", "slug"].map(
      (field) => `routes/p.$slug.data.${field}`,
    ),
    ...["href", "lang", "language", "slug"].map((field) => `routes/p.$slug.data.versions[].${field}`),
  ],
  "POST /p/{slug}.data (the page's question box)": [
    ...CLAUSE.map((path) => `data.answer.${path}`),
    "data.answer.policyLanguage",
    "data.answer.summary",
    "data.answer.understood[][]",
    "data.answer.verdict",
    "data.answer.verdictLabel",
    "data.answer.approver",
    "data.answer.missing[]",
    "data.question",
    "data.error",
  ],
  "GET /api/policies/{slug}/controls.json": [
    "$schema",
    "version",
    ...["companyName", "contentHash", "country", "currency", "language", "revision", "slug"].map((field) => `policy.${field}`),
    ...[
      "id",
      "type",
      "role",
      "amount.value",
      "amount.currency",
      "region",
      "country",
      "city",
      "unit",
      "upTo",
      "upTo.value",
      "upTo.currency",
      "approver",
      "scope",
      "scope.kind",
      "scope.category",
      "scope.role",
      "days",
      "businessDays",
      "document",
      "category",
      "allowed",
      "max",
      "max.value",
      "max.currency",
      "cabin",
      "minHours",
      "item",
      "except",
      "action",
      "mcc[].from",
      "mcc[].to",
      "capRuleIds[]",
      "condition",
      "source.section",
      "source.heading",
      "source.provenance",
    ].map((field) => `rules[].${field}`),
  ],
  "POST /api/policies/{slug}/check (one expense)": ANSWER,
  "POST /api/policies/{slug}/check (a question)": [
    ...ANSWER,
    "question.language",
    ...["amount", "currency", "category", "city", "country", "withClients", "attendees", "role", "cabin", "nights", "date"].map(
      (field) => `question.evidence.${field}`,
    ),
  ],
  "POST /api/policies/{slug}/check (a batch)": [
    ...PROVENANCE,
    ...["index", "id", "date", "merchant", "mcc", "amount", "currency", "category", "verdict", "summary", "approver"].map(
      (field) => `rows[].${field}`,
    ),
    ...["excess.amount", "excess.currency", "missing[]", "clauses[].heading", "clauses[].section", "splitGroup"].map(
      (field) => `rows[].${field}`,
    ),
    ...["group", "rows[]", "merchant", "date", "total", "currency", "verdict", "summary", "approver"].map(
      (field) => `splitGroups[].${field}`,
    ),
    ...["limit.amount", "limit.currency", "excess.amount", "excess.currency"].map((field) => `splitGroups[].${field}`),
    ...VERDICTS.map((verdict) => `verdicts.${verdict}`),
    // The words each summary opens with, and the locale its amounts are written in.
    ...VERDICTS.map((verdict) => `verdictLabels.${verdict}`),
    "locale",
    // An uploaded file's rows: each one's line, and those that could not be read, as written.
    "rows[].line",
    ...["line", "message", "cells.date", "cells.merchant", "cells.amount", "cells.currency"].map((field) => `unread[].${field}`),
  ],
};

/** The paths it may always carry, to show the list is not passed by an empty answer. */
const MUST_HAVE: Record<string, string[]> = {
  "GET /api/policies/{slug}": ["policyMarkdown"],
  "GET /p/{slug}.data": ["routes/p.$slug.data.html"],
  "POST /p/{slug}.data (the page's question box)": ["data.answer.verdict", "data.answer.clauses[].text"],
  "GET /api/policies/{slug}/controls.json": ["rules[].source.provenance"],
  "POST /api/policies/{slug}/check (one expense)": ["verdict", "understood.amount"],
  "POST /api/policies/{slug}/check (a question)": ["question.evidence.amount"],
  "POST /api/policies/{slug}/check (a batch)": ["rows[].splitGroup", "splitGroups[].rows[]"],
};

const json = (body: unknown): Call => ({
  method: "POST",
  origin: null,
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json" },
});
const form = (question: string): Call => ({ method: "POST", body: new URLSearchParams({ question }) });

/** A Remix single-fetch answer (`.data`), decoded as the browser decodes it. */
async function turboStream(response: Response): Promise<unknown> {
  const decoded = await decode(response.body!);
  await decoded.done;
  return decoded.value;
}

let owner: string;
let slug: string;
beforeAll(async () => {
  owner = await signIn("public-fields@example.com", "Paula");
  const response = await call(`${ORIGIN}/api/policies/generate`, {
    method: "POST",
    cookie: owner,
    body: JSON.stringify({ userInput: DESCRIPTION, language: "en", companyName: "Northwind Analytics" }),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.19.41.1" },
  });
  expect(response.status).toBe(200);
  ({ slug } = await response.json<{ slug: string }>());
});

/** A public route as a visitor calls it: no cookie. */
async function visit(path: string, init: Call = {}): Promise<Response> {
  const response = await call(`${ORIGIN}${path.replace("{slug}", slug)}`, init);
  expect(response.status, path).toBe(200);
  return response;
}

const ANSWERS: Record<string, () => Promise<unknown>> = {
  "GET /api/policies/{slug}": async () => (await visit("/api/policies/{slug}")).json(),
  "GET /p/{slug}.data": async () => turboStream(await visit("/p/{slug}.data")),
  "POST /p/{slug}.data (the page's question box)": async () => turboStream(await visit("/p/{slug}.data", form(QUESTION))),
  "GET /api/policies/{slug}/controls.json": async () => (await visit("/api/policies/{slug}/controls.json")).json(),
  "POST /api/policies/{slug}/check (one expense)": async () =>
    (await visit("/api/policies/{slug}/check", json({ amount: 90, currency: "USD", category: "meals", city: "Austin" }))).json(),
  "POST /api/policies/{slug}/check (a question)": async () =>
    (await visit("/api/policies/{slug}/check", json({ question: QUESTION }))).json(),
  "POST /api/policies/{slug}/check (a batch)": async () =>
    (await visit("/api/policies/{slug}/check", json({ transactions: TRANSACTIONS }))).json(),
};

describe("nothing private on a public route", () => {
  it("the owner's reading holds the description's unplaced sentence and each rule's source words (what must not leak)", async () => {
    const mine = await (
      await call(`${ORIGIN}/api/policies/${slug}`, { cookie: owner })
    ).json<{
      reading: { unplaced: string[]; rules: { meals: { provenance: { words: string } }[] } };
    }>();
    expect(mine.reading.unplaced).toContain(SECRET);
    expect(mine.reading.rules.meals[0]!.provenance.words).toMatch(/Meals up to \$80/);
  });

  it.each(Object.keys(ANSWERS))("%s carries only its listed public fields", async (route) => {
    const paths = [...new Set(keyPaths(await ANSWERS[route]!()))].sort();
    expect(paths.filter((path) => !PUBLIC_FIELDS[route]!.includes(path))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(MUST_HAVE[route]!));
  });

  it("another signed-in user gets the public answer, not the owner's", async () => {
    const stranger = await signIn("public-fields-stranger@example.com", "Sam");
    const answer = await (await call(`${ORIGIN}/api/policies/${slug}`, { cookie: stranger })).json();
    expect(Object.keys(answer as object).sort()).toEqual(PUBLIC_FIELDS["GET /api/policies/{slug}"]);
  });

  it("no public route's body holds the description's confidential sentence", async () => {
    const bodies: Record<string, string> = {};
    const text = async (path: string, init?: Call) => {
      bodies[`${init?.method ?? "GET"} ${path}`] = await (await visit(path, init)).text();
    };
    await text("/api/policies/{slug}");
    await text("/p/{slug}");
    await text("/p/{slug}.data");
    await text("/p/{slug}", form(QUESTION));
    await text("/p/{slug}.data", form(QUESTION));
    await text("/api/policies/{slug}/controls.json");
    await text("/api/policies/{slug}/controls.csv");
    await text("/api/policies/{slug}/check", json({ amount: 90, currency: "USD", category: "meals", city: "Austin" }));
    await text("/api/policies/{slug}/check", json({ question: QUESTION }));
    await text("/api/policies/{slug}/check", json({ transactions: TRANSACTIONS }));
    await text("/api/policies/{slug}/check", {
      ...json({ transactions: TRANSACTIONS }),
      headers: { "Content-Type": "application/json", Accept: "text/csv" },
    });
    // The exports: every part of the DOCX, and the PDF's document information and raw bytes.
    const docx = unzipSync(new Uint8Array(await (await visit("/api/policies/{slug}/docx")).arrayBuffer()));
    for (const [part, bytes] of Object.entries(docx)) bodies[`GET /api/policies/{slug}/docx ${part}`] = strFromU8(bytes);
    const pdfBytes = new Uint8Array(await (await visit("/api/policies/{slug}/pdf")).arrayBuffer());
    const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
    bodies["GET /api/policies/{slug}/pdf"] = [
      new TextDecoder("latin1").decode(pdfBytes),
      pdf.getTitle(),
      pdf.getSubject(),
      pdf.getKeywords(),
      pdf.getAuthor(),
      pdf.getCreator(),
    ].join("\n");

    expect(Object.keys(bodies).length).toBeGreaterThan(14);
    // The public page shows the policy itself: the check below is not passed by empty bodies.
    expect(bodies["GET /p/{slug}"]).toContain("Northwind Analytics");
    const leaks = Object.entries(bodies).flatMap(([route, body]) =>
      SECRET_WORDS.filter((word) => body.includes(word)).map((word) => `${route}: ${word}`),
    );
    expect(leaks).toEqual([]);
  });
});
