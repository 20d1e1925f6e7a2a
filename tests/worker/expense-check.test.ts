import { beforeAll, describe, expect, it } from "vitest";
import { csvRecords, HOSTILE_TEXTS, isFormula, spreadsheetRows } from "../support/spreadsheet-csv";
import { call, signIn } from "./helpers";

const ORIGIN = "http://localhost";
const description = [
  "Empresa: Café Andino SAS. País: Colombia. Moneda: COP. 180 empleados.",
  "Comidas: hasta 120.000 COP por día en Colombia.",
  "Hospedaje: hasta 350.000 COP por noche.",
  "Los gastos de más de 2.000.000 COP los aprueba el gerente financiero.",
].join("\n");

type Answer = {
  verdict: string;
  summary: string;
  approver?: string;
  excess?: { amount: number; currency: string };
  missing?: string[];
  clauses: { section: number; heading: string; text: string }[];
  understood: Record<string, unknown>;
  provenance: { slug: string; revision: number; language: string };
  question?: { language: string; evidence: Record<string, string> };
};

let owner: string;
let slug: string;
let markdown: string;
beforeAll(async () => {
  owner = await signIn("carla-check@example.com", "Carla");
  const response = await call(`${ORIGIN}/api/policies/generate`, {
    method: "POST",
    cookie: owner,
    body: JSON.stringify({ userInput: description, language: "es", companyName: "Café Andino SAS" }),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.19.40.1" },
  });
  expect(response.status).toBe(200);
  ({ slug, policyMarkdown: markdown } = await response.json<{ slug: string; policyMarkdown: string }>());
});

/** As a card platform's server sends it: no Origin, no browser headers. */
const check = (body: unknown, headers: Record<string, string> = {}) =>
  call(`${ORIGIN}/api/policies/${slug}/check`, {
    method: "POST",
    origin: null,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...headers },
  });

describe("Can I expense this? — one expense", () => {
  it("a meal under the daily limit is allowed, one over it is over the limit by the difference, each quoting the policy's own line", async () => {
    const under = await (await check({ amount: 90000, currency: "COP", category: "meals", city: "Medellín" })).json<Answer>();
    expect(under.verdict).toBe("allowed");
    expect(under.provenance).toMatchObject({ slug, revision: 1, language: "es" });

    const response = await check({ amount: 200000, currency: "COP", category: "meals", city: "Medellín" });
    expect(response.status).toBe(200);
    const over = await response.json<Answer>();
    expect(over.verdict).toBe("over_limit");
    expect(over.excess).toEqual({ amount: 80000, currency: "COP" });
    expect(over.clauses.length).toBeGreaterThan(0);
    for (const clause of over.clauses) expect(markdown).toContain(clause.heading);
    expect(over.clauses.some((clause) => /120\.000/.test(clause.text))).toBe(true);
    // The policy's language by default.
    expect(over.summary).toMatch(/120\.000/);
  });

  it("another currency without a rate cannot be judged and says so; with the caller's rate it is", async () => {
    const withoutRate = await (await check({ amount: 40, currency: "USD", category: "meals", city: "Bogotá" })).json<Answer>();
    expect(withoutRate.verdict).toBe("cannot_tell");
    expect(withoutRate.missing).toContain("exchangeRate");
    const withRate = await (
      await check({ amount: 40, currency: "USD", category: "meals", city: "Bogotá", exchangeRate: 4000 })
    ).json<Answer>();
    expect(withRate.verdict).toMatch(/^(allowed|over_limit)$/);
    expect(withRate.verdict).toBe(40 * 4000 > 120000 ? "over_limit" : "allowed");
  });

  it("a body that is not an expense is refused with a translated message; an unknown policy is 404", async () => {
    // API errors speak the caller's interface language (its preference cookie), as everywhere on the site.
    const refused = await check({ amount: "a lot" }, { Cookie: "preferredLanguage=es" });
    expect(refused.status).toBe(400);
    expect((await refused.json<{ message: string }>()).message).toMatch(/Envía un gasto/);
    const unknown = await call(`${ORIGIN}/api/policies/no-such-policy-0000/check`, {
      method: "POST",
      origin: null,
      body: JSON.stringify({ question: "¿Puedo pasar una cena de 50.000?" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("Can I expense this? — one expense with a description", () => {
  it("reads `description` and `note` like a batch row's note: the wine, the client, the people; a field sent wins", async () => {
    const dinner = { amount: 90000, currency: "COP", category: "meals", city: "Medellín" };
    const plain = await (await check(dinner)).json<Answer>();
    expect(plain.verdict).toBe("allowed");

    // The policy pays alcohol only at a client meal approved in advance: the wine in the description refuses it.
    const response = await check({ ...dinner, description: "cena del equipo, incluye vino" });
    expect(response.status).toBe(200);
    const wine = await response.json<Answer>();
    expect(wine.verdict).toBe("not_reimbursable");
    expect(wine.understood).toMatchObject({ ...dinner, items: ["alcohol"] });
    expect(wine.understood).not.toHaveProperty("description");
    expect(wine.clauses.some((clause) => /alcoh/i.test(clause.text))).toBe(true);

    // A note (the card platforms' word) with a client and two people: 100.000 each, the wine approved in advance.
    const client = await (await check({ ...dinner, amount: 200000, note: "cena con cliente, 2 personas, incluye vino" })).json<Answer>();
    expect(client.understood).toMatchObject({ withClients: true, attendees: 2, items: ["alcohol"] });
    expect(client.verdict).toBe("needs_approval");

    // What the caller sends as a field is not overruled by the text.
    const sent = await (await check({ ...dinner, amount: 200000, attendees: 1, description: "cena para 2 personas" })).json<Answer>();
    expect(sent.understood.attendees).toBe(1);
    expect(sent.verdict).toBe("over_limit");

    // "sin alcohol" adds no item; a description over 500 characters is refused like any wrong field.
    expect((await (await check({ ...dinner, description: "almuerzo sin alcohol" })).json<Answer>()).verdict).toBe("allowed");
    expect((await check({ ...dinner, description: "x".repeat(501) })).status).toBe(400);
  });
});

describe("Can I expense this? — from another site's page", () => {
  it("the browser's preflight is allowed, and the answer may be read by that page", async () => {
    const preflight = await call(`${ORIGIN}/api/policies/${slug}/check`, {
      method: "OPTIONS",
      origin: "https://cards.example",
      headers: { "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toMatch(/Content-Type/);
    const answer = await call(`${ORIGIN}/api/policies/${slug}/check`, {
      method: "POST",
      origin: "https://cards.example",
      body: JSON.stringify({ amount: 90000, currency: "COP", category: "meals", city: "Medellín" }),
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const refused = await call(`${ORIGIN}/api/policies/${slug}/check`, {
      method: "POST",
      origin: "https://cards.example",
      body: JSON.stringify({ amount: "a lot" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBe("*");
    // Other routes still refuse another site's writes.
    const write = await call(`${ORIGIN}/api/policies/${slug}`, {
      method: "PUT",
      origin: "https://cards.example",
      body: JSON.stringify({ markdown: "x" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(write.status).toBe(403);
  });
});

describe("Can I expense this? — in words", () => {
  it("a Spanish question is read, answered in Spanish, and shows what was understood", async () => {
    const answer = await (await check({ question: "¿Puedo pasar una cena de 200.000 COP con un cliente en Medellín?" })).json<Answer>();
    expect(answer.question?.language).toBe("es");
    expect(answer.understood).toMatchObject({ amount: 200000, currency: "COP", category: "meals", withClients: true });
    expect(answer.question?.evidence.amount).toContain("200.000");
    expect(answer.verdict).toBe("over_limit");
    expect(answer.summary).toMatch(/límite|supera|excede/i);
  });

  it("Accept-Language chooses the answer's language when it is one of the three", async () => {
    const answer = await (
      await check({ question: "¿Puedo pasar una cena de 200.000 COP en Medellín?" }, { "Accept-Language": "pt-BR,pt;q=0.9" })
    ).json<Answer>();
    expect(answer.verdict).toBe("over_limit");
    expect(answer.summary).toMatch(/limite|excede|acima/i);
    expect(answer.summary).not.toMatch(/límite/);
  });
});

describe("Can I expense this? — a thousand at once", () => {
  const transactions = [
    { id: "t1", date: "2026-03-10", merchant: "Crepes & Waffles", mcc: "5812", amount: 85000, currency: "COP" },
    // A card feed's merchant country: without it, home and abroad are both tried (a hotel night over the home cap may be under the abroad one).
    {
      id: "t2",
      date: "2026-03-10",
      merchant: "Hotel Estelar",
      mcc: "7011",
      amount: 900000,
      currency: "COP",
      country: "CO",
      note: "1 noche",
    },
    { id: "t3", date: "2026-03-11", merchant: "Casino Royal", mcc: "7995", amount: 50000, currency: "COP" },
  ];

  it("JSON transactions get one verdict each, in order, with counts", async () => {
    const response = await check({ transactions });
    expect(response.status).toBe(200);
    const batch = await response.json<{ rows: { id: string; verdict: string; category: string }[]; verdicts: Record<string, number> }>();
    expect(batch.rows.map((row) => row.id)).toEqual(["t1", "t2", "t3"]);
    expect(batch.rows[0]).toMatchObject({ category: "meals" });
    expect(batch.rows[1]!.verdict).toBe("over_limit");
    expect(batch.rows[2]!.verdict).toBe("not_reimbursable");
    expect(Object.values(batch.verdicts).reduce((sum, n) => sum + n, 0)).toBe(3);
  });

  it("a CSV upload with Spanish headers is answered as CSV; a broken file names its line in the caller's language", async () => {
    const csv = [
      "fecha;comercio;mcc;importe;moneda",
      "2026-03-10;Crepes & Waffles;5812;85.000;COP",
      "2026-03-11;Casino Royal;7995;50.000;COP",
    ].join("\r\n");
    const response = await check(csv, { "Content-Type": "text/csv", Accept: "text/csv" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain("not_reimbursable");

    const broken = await check("date,merchant,amount,currency\n2026-03-10,Taxi,abc,COP", {
      "Content-Type": "text/csv",
      "Accept-Language": "en",
    });
    expect(broken.status).toBe(400);
    expect((await broken.json<{ message: string }>()).message).toBe("Line 2: the amount is not a number.");
  });

  it("a file with a wrong row: the other rows get their verdicts, the wrong one is reported with its line, in JSON and in CSV", async () => {
    const csv = [
      "fecha;comercio;mcc;importe;moneda",
      "2026-03-10;Crepes & Waffles;5812;85.000;COP",
      "2026-03-10;Taxi Libre;4121;mucho;COP",
      "2026-03-11;Casino Royal;7995;50.000;COP",
    ].join("\r\n");
    const response = await check(csv, { "Content-Type": "text/csv", "Accept-Language": "es" });
    expect(response.status).toBe(200);
    const batch = await response.json<{
      rows: { line: number; merchant: string; verdict: string; summary: string }[];
      unread: { line: number; message: string; cells: Record<string, string> }[];
      verdicts: Record<string, number>;
      verdictLabels: Record<string, string>;
      locale: string;
    }>();
    expect(batch.rows.map((row) => [row.line, row.merchant])).toEqual([
      [2, "Crepes & Waffles"],
      [4, "Casino Royal"],
    ]);
    expect(batch.unread).toEqual([
      {
        line: 3,
        message: "Línea 3: el importe no es un número.",
        cells: { date: "2026-03-10", merchant: "Taxi Libre", amount: "mucho", currency: "COP" },
      },
    ]);
    expect(Object.values(batch.verdicts).reduce((sum, n) => sum + n, 0)).toBe(2);
    // The words each summary opens with, and the locale its amounts are written in (the policy's country).
    expect(batch.rows[0]!.summary.startsWith(batch.verdictLabels[batch.rows[0]!.verdict]!)).toBe(true);
    expect(batch.locale).toBe("es-CO");

    const asCsv = await check(csv, { "Content-Type": "text/csv", Accept: "text/csv", "Accept-Language": "es" });
    const lines = (await asCsv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('"Taxi Libre"');
    expect(lines[2]).toMatch(/,3,"Línea 3: el importe no es un número\."$/);
  });
});

describe("Can I expense this? — a batch grows with its rows, never with their square", () => {
  it("5,000 payments to one merchant on one day answer under 3 MB, the split group listed once", async () => {
    // Each 1.000 COP (under every band), together 5.000.000 COP: over the 2.000.000 COP approval band.
    const transactions = Array.from({ length: 5000 }, (_, index) => ({
      id: `t${index}`,
      date: "2026-03-10",
      merchant: index % 2 ? "PAPELERIA PANAMERICANA #12" : "Papelería Panamericana",
      amount: 1000,
      currency: "COP",
    }));
    const started = performance.now();
    const response = await check({ transactions });
    const body = await response.text();
    const elapsed = performance.now() - started;
    console.log(`5,000 rows of one split purchase through the Worker: ${elapsed.toFixed(0)} ms, ${(body.length / 2 ** 20).toFixed(2)} MB`);
    expect(response.status).toBe(200);
    // 123 MB when every row carried the group's whole row list.
    expect(new TextEncoder().encode(body).length).toBeLessThan(3 * 2 ** 20);
    const batch = JSON.parse(body) as {
      rows: { index: number; verdict: string; splitGroup?: number; split?: unknown }[];
      splitGroups: { group: number; rows: number[]; total: number; currency: string; verdict: string; approver?: string }[];
      verdicts: Record<string, number>;
    };
    expect(batch.rows).toHaveLength(5000);
    expect(batch.splitGroups).toHaveLength(1);
    expect(batch.splitGroups[0]).toMatchObject({ group: 1, total: 5_000_000, currency: "COP", verdict: "needs_approval" });
    expect(batch.splitGroups[0]!.rows).toEqual(transactions.map((_, index) => index));
    expect(batch.rows.every((row) => row.splitGroup === 1 && row.verdict === "needs_approval" && row.split === undefined)).toBe(true);
    expect(batch.verdicts).toEqual({ needs_approval: 5000 });
  });

  it("the CSV of the same batch names the group on every row, with its total", async () => {
    const transactions = Array.from({ length: 3 }, (_, index) => ({
      date: "2026-03-10",
      merchant: "Papelería Panamericana",
      amount: 900000,
      currency: "COP",
      id: `p${index}`,
    }));
    const response = await check({ transactions }, { Accept: "text/csv" });
    const records = csvRecords(await response.text());
    expect(records.map((record) => [record.split_group, record.split_total])).toEqual([
      ["1", "2700000"],
      ["1", "2700000"],
      ["1", "2700000"],
    ]);
  });
});

describe("Can I expense this? — results a spreadsheet opens safely in every locale", () => {
  it("merchants hiding formulas come back quoted and defused: read with , or ; no field is a formula, amounts stay numbers", async () => {
    const transactions = HOSTILE_TEXTS.map((merchant, index) => ({
      id: `h${index}`,
      date: "2026-03-10",
      merchant,
      amount: 1000 * (index + 1),
      currency: "COP",
    }));
    const response = await check({ transactions }, { Accept: "text/csv", "Accept-Language": "es" });
    expect(response.status).toBe(200);
    const csv = await response.text();
    for (const separator of [",", ";"] as const) {
      const fields = spreadsheetRows(csv, separator).flat();
      expect(fields.length).toBeGreaterThan(HOSTILE_TEXTS.length);
      expect(fields.filter(isFormula), separator).toEqual([]);
    }
    const records = csvRecords(csv);
    expect(records.map((record) => record.amount)).toEqual(transactions.map((transaction) => String(transaction.amount)));
    expect(records.find((record) => record.id === "h7")!.merchant).toBe("Cafe;'=2*21;x");
  });
});

describe("Can I expense this? — batches as card platforms send them", () => {
  const row = { date: "2026-03-10", merchant: "Hotel Estelar", amount: 300000, currency: "COP" };

  it("an MCC may be a number or a string", async () => {
    const response = await check({
      transactions: [
        { ...row, mcc: 3504 },
        { ...row, mcc: "3504" },
        { ...row, mcc: 7011 },
      ],
    });
    expect(response.status).toBe(200);
    const batch = await response.json<{ rows: { mcc: string; category: string; verdict: string }[] }>();
    expect(batch.rows.map(({ mcc, category }) => ({ mcc, category }))).toEqual([
      { mcc: "3504", category: "lodging" },
      { mcc: "3504", category: "lodging" },
      { mcc: "7011", category: "lodging" },
    ]);
    expect(batch.rows[0]!.verdict).toBe(batch.rows[1]!.verdict);
  });

  it("a refused batch names the row and the field, in the caller's language", async () => {
    const transactions = [row, row, row, { ...row, mcc: "35O4" }];
    const messages: Record<string, string> = {};
    for (const language of ["en", "es", "pt-BR"]) {
      const refused = await check({ transactions }, { Cookie: `preferredLanguage=${language}` });
      expect(refused.status).toBe(400);
      const answer = await refused.json<{ message: string; field: string }>();
      expect(answer.field).toBe("transactions[3].mcc");
      messages[language] = answer.message;
    }
    expect(messages.en).toMatch(/^transactions\[3\]\.mcc: four digits expected/);
    expect(messages.es).toMatch(/^transactions\[3\]\.mcc: se esperan cuatro dígitos/);
    expect(messages["pt-BR"]).toMatch(/^transactions\[3\]\.mcc: são esperados quatro dígitos/);
    const noDate = await check({ transactions: [row, { ...row, date: undefined }] }, { Cookie: "preferredLanguage=en" });
    expect((await noDate.json<{ message: string }>()).message).toMatch(/^transactions\[1\]\.date: a date written year first expected/);
  });
});

describe("Can I expense this? — the public page's box, without JavaScript", () => {
  it("a form post answers on the page itself, in the visitor's interface language, quoting the clause and linking to its section", async () => {
    const response = await call(`${ORIGIN}/p/${slug}`, {
      method: "POST",
      cookie: "preferredLanguage=pt-BR",
      body: new URLSearchParams({ question: "Posso reembolsar um jantar de 200.000 COP em Medellín?" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).not.toMatch(/public/);
    const html = await response.text();
    expect(html).toContain('data-verdict="over_limit"');
    expect(html).toContain("Acima do limite");
    expect(html).toMatch(/href="#section-\d"/);
    // The policy's sections carry the anchors the answer links to.
    expect(html).toMatch(/<h2 id="section-3">/);
    expect(html).toContain("O que entendemos");
  });

  it("what was understood writes the amount as the answer does, the policy's country's way (es-CO: $ 200.000)", async () => {
    const response = await call(`${ORIGIN}/p/${slug}`, {
      method: "POST",
      cookie: "preferredLanguage=es",
      body: new URLSearchParams({ question: "¿Puedo pasar una cena de 200.000 COP en Medellín?" }),
    });
    const html = (await response.text()).replace(/\u00a0/g, " ");
    expect(html).toContain("Lo que entendimos");
    expect(html).toMatch(/<dd[^>]*>\$ 200\.000<\/dd>/);
    expect(html).not.toContain("COP 200,000");
  });

  it("an empty question is asked again, translated, with a 400", async () => {
    const response = await call(`${ORIGIN}/p/${slug}`, { method: "POST", body: new URLSearchParams({ question: " " }) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Type a question about an expense");
  });
});

describe("Can I expense this? — only while the link is live", () => {
  it("answers 404 once the owner turns the link off", async () => {
    const off = await call(`${ORIGIN}/api/policies/${slug}/link`, {
      method: "PUT",
      cookie: owner,
      body: JSON.stringify({ enabled: false }),
      headers: { "Content-Type": "application/json" },
    });
    expect(off.status).toBe(200);
    expect((await check({ amount: 1000, currency: "COP", category: "meals" })).status).toBe(404);
  });
});
