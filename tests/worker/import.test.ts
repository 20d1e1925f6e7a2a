import { env } from "cloudflare:test";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import type { ExportDocument } from "~/lib/export/export-document";
import { assetFontSource } from "~/lib/export/export-fonts.server";
import { renderPolicyDocx } from "~/lib/export/render-docx.server";
import { renderPolicyPdf } from "~/lib/export/render-pdf.server";
import type { CompanyReading } from "~/lib/reading/company-reading";
import type { Finding } from "~/lib/import/policy-findings.server";
import type { ChangeReport } from "~/lib/import/change-report.server";
import type { Language } from "~/lib/site/languages";
import { IMPORTED_POLICIES, type ImportedPolicy } from "../support/imported-policies";
import { holdsRule } from "../support/expected-rules";
import { call, count, signIn } from "./helpers";

/*
 * POST /api/policies/import with real files: each of the twelve current policies made into a DOCX
 * and a PDF by the app's own exporters (the DOCX and PDF an owner downloads are the kind of files
 * people bring back), uploaded as a browser's form would, read back into rules.
 */

type Imported = { reading: CompanyReading; rulebook: unknown; sourceText: string; findings: Finding[] };

const someIp = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function upload(
  file: { name: string; bytes: Uint8Array; type?: string },
  fields: Record<string, string>,
  origin = "http://localhost",
  cookie?: string,
) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/octet-stream" }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return call(`${origin}/api/policies/import`, { method: "POST", body: form, cookie, headers: { "CF-Connecting-IP": someIp() } });
}

const postText = (body: unknown, origin = "http://localhost", cookie?: string, ip = someIp()) =>
  call(`${origin}/api/policies/import`, {
    method: "POST",
    body: JSON.stringify(body),
    cookie,
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
  });

const documentOf = (policy: ImportedPolicy): ExportDocument => ({
  markdown: policy.markdown,
  companyName: policy.name,
  title: "Policy",
  language: policy.language,
  lang: policy.language,
  author: "Tests",
  generatedOn: "2019-01-01",
  generatedAt: new Date("2019-01-01T00:00:00Z"),
  pageLabel: (page, total) => `Page ${page} of ${total}`,
  pageSize: "a4",
});

const fonts = () => assetFontSource(env.ASSETS, "http://localhost/");
const files = new Map<string, { docx: Uint8Array; pdf: Uint8Array }>();

beforeAll(async () => {
  for (const policy of IMPORTED_POLICIES) {
    files.set(policy.name, {
      docx: await renderPolicyDocx(documentOf(policy)),
      pdf: await renderPolicyPdf(documentOf(policy), fonts()),
    });
  }
}, 60_000);

/** The share of a policy's rules the reading holds. */
const found = (policy: ImportedPolicy, reading: CompanyReading) =>
  policy.rules.filter((rule) => holdsRule(reading.rules, rule, policy.country));

describe("POST /api/policies/import: twelve policies, as DOCX and as PDF", () => {
  const expected = IMPORTED_POLICIES.reduce((sum, policy) => sum + policy.rules.length, 0);

  it("covers the three languages, prose and tables, with at least a hundred rules", () => {
    expect(IMPORTED_POLICIES.length).toBeGreaterThanOrEqual(12);
    for (const language of ["en", "es", "pt-BR"] as Language[]) {
      const shapes = new Set(IMPORTED_POLICIES.filter((policy) => policy.language === language).map((policy) => policy.shape));
      expect(shapes, language).toEqual(new Set(["prose", "tables"]));
    }
    expect(expected).toBeGreaterThanOrEqual(100);
  });

  for (const format of ["docx", "pdf"] as const) {
    it(`reads from the ${format.toUpperCase()} every rule the policy's own text gives, each quoting its line`, async () => {
      let read = 0;
      let fromSource = 0;
      const lost: string[] = [];
      for (const policy of IMPORTED_POLICIES) {
        const bytes = files.get(policy.name)![format];
        const response = await upload({ name: `policy.${format}`, bytes }, { language: policy.language, companyName: policy.name });
        expect(response.status, `${policy.name}: ${await response.clone().text()}`).toBe(200);
        const answer = await response.json<Imported>();
        expect(answer.reading.country.code, policy.name).toBe(policy.country);
        const source = await postText({ text: policy.markdown, language: policy.language, companyName: policy.name });
        const sourceReading = (await source.json<Imported>()).reading;
        const fromFile = found(policy, answer.reading);
        const fromMarkdown = found(policy, sourceReading);
        read += fromFile.length;
        fromSource += fromMarkdown.length;
        for (const rule of fromMarkdown.filter((rule) => !fromFile.includes(rule))) lost.push(`${policy.name}: ${JSON.stringify(rule)}`);
        // Every rule read quotes a line of the document.
        for (const limit of [...answer.reading.rules.meals, ...answer.reading.rules.lodging, ...answer.reading.rules.approvals]) {
          expect(limit.provenance.kind).toBe("user");
          const words = limit.provenance.kind === "user" ? limit.provenance.words : "";
          expect(words.length).toBeGreaterThan(5);
        }
      }
      // The file loses nothing the text itself gives the reader.
      expect(lost).toEqual([]);
      expect(read).toBe(fromSource);
      console.info(`import ${format}: ${read} of ${expected} rules read (${((100 * read) / expected).toFixed(1)} %; goal 95 %)`);
      // The reader's floor on this corpus: 100 of 108 (92.6 %) at first; 107 of 108 (99.1 %) once
      // "outside Canada", caps listed by place under a heading and numbered sections are read. The goal is 95 %.
      expect(read / expected).toBeGreaterThanOrEqual(0.99);
    }, 120_000);
  }

  it("answers the reading in the understand shape, the rulebook, the text, and findings with their sources", async () => {
    const policy = IMPORTED_POLICIES.find((candidate) => candidate.name.startsWith("Grupo Pacífico"))!;
    const response = await upload(
      { name: "politica.docx", bytes: files.get(policy.name)!.docx },
      { language: "es", companyName: "Grupo Pacífico" },
    );
    const answer = await response.json<Imported>();
    expect(Object.keys(answer).sort()).toEqual(["findings", "reading", "rulebook", "sourceText"]);
    expect(answer.reading).toMatchObject({ company: "Grupo Pacífico", currency: { code: "MXN" }, unplaced: expect.any(Array) });
    expect(answer.sourceText).toContain("| Hospedaje | 4.500 MXN por noche | Extranjero |");
    expect(answer.sourceText).toMatch(/^#+ Límites$/m);
    const meals = answer.findings.find((finding) => finding.kind === "aboveCap" && finding.quote?.includes("2.000 MXN"));
    expect(meals).toMatchObject({
      law: "Art. 28-V LISR",
      source: expect.stringMatching(/^https:/),
      asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(meals!.message).toContain("deducir");
    expect(answer.findings.map((finding) => finding.kind)).toEqual(expect.arrayContaining(["noCard", "noReceiptCapture"]));
  });

  it("finds a receipt threshold above the IRS's and a missing approval band", async () => {
    const text = `# Policy\n\nReceipts are required for expenses over $150.\n\nExpenses up to $1,000 are approved by the Team lead. Expenses from $5,000 to $20,000 are approved by the CFO.\n\nPay with the corporate card and take a photo of the receipt in the app.`;
    const answer = await (await postText({ text, language: "en", companyName: "Gap Inc", country: "United States" })).json<Imported>();
    const kinds = answer.findings.map((finding) => finding.kind);
    expect(answer.findings.find((finding) => finding.kind === "receiptThreshold")).toMatchObject({
      quote: "Receipts are required for expenses over $150.",
      source: expect.stringMatching(/^https:/),
    });
    expect(kinds).not.toContain("noCard");
    expect(kinds).not.toContain("noReceiptCapture");
    expect(answer.reading.rules.approvals.length).toBeGreaterThan(0);
    expect(kinds.some((kind) => kind === "approvalGap" || kind === "approvalTop")).toBe(true);
  });

  it("stores nothing: no policy, no file", async () => {
    const before = {
      policies: await count("policies"),
      groups: await count("policy_groups"),
      objects: (await env.EXPORTS.list()).objects.length,
    };
    const policy = IMPORTED_POLICIES[0]!;
    expect((await upload({ name: "policy.pdf", bytes: files.get(policy.name)!.pdf }, { language: "en", companyName: "X" })).status).toBe(
      200,
    );
    expect({
      policies: await count("policies"),
      groups: await count("policy_groups"),
      objects: (await env.EXPORTS.list()).objects.length,
    }).toEqual(before);
  });
});

describe("POST /api/policies/import: files it cannot read", () => {
  const fields = { language: "en", companyName: "Acme" };
  const problem = async (response: Response) => ({
    status: response.status,
    ...(await response.json<{ message: string; problem?: string }>()),
  });

  it("refuses a scan (a PDF of page images) and says so", async () => {
    const pdf = await PDFDocument.create();
    const png = await pdf.embedPng(
      Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="), (c) =>
        c.charCodeAt(0),
      ),
    );
    for (let page = 0; page < 2; page++) pdf.addPage([595, 842]).drawImage(png, { x: 20, y: 20, width: 555, height: 800 });
    const answer = await problem(await upload({ name: "scan.pdf", bytes: await pdf.save() }, fields));
    expect(answer).toMatchObject({ status: 400, problem: "scanned" });
    expect(answer.message).toContain("scan");
  });

  it("refuses a password-protected PDF and DOCX", async () => {
    const policy = IMPORTED_POLICIES[0]!;
    const pdf = files.get(policy.name)!.pdf;
    // An encrypted PDF's trailer names its security handler (ISO 32000-1 §7.6).
    const update = new TextEncoder().encode(
      "\n99 0 obj\n<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <00> /U <00> >>\nendobj\ntrailer\n<< /Size 100 /Root 1 0 R /Encrypt 99 0 R >>\n%%EOF\n",
    );
    const locked = new Uint8Array([...pdf, ...update]);
    expect(await problem(await upload({ name: "locked.pdf", bytes: locked }, fields))).toMatchObject({ status: 400, problem: "password" });
    // Office keeps a password-protected DOCX in a compound file whose stream is "EncryptedPackage".
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole.set(Uint8Array.from("EncryptedPackage".split("").flatMap((c) => [c.charCodeAt(0), 0])), 1024);
    const answer = await problem(await upload({ name: "locked.docx", bytes: ole }, fields));
    expect(answer).toMatchObject({ status: 400, problem: "password" });
    expect(answer.message).toContain("password");
  });

  it("refuses a damaged file", async () => {
    const docx = files.get(IMPORTED_POLICIES[0]!.name)!.docx;
    expect(await problem(await upload({ name: "cut.docx", bytes: docx.subarray(0, 900) }, fields))).toMatchObject({
      status: 400,
      problem: "corrupt",
    });
    const notPdf = new TextEncoder().encode("%PDF-1.7\n" + "garbage ".repeat(200));
    expect(await problem(await upload({ name: "broken.pdf", bytes: notPdf }, fields))).toMatchObject({ status: 400, problem: "corrupt" });
  });

  it("refuses a type it does not read, in the caller's language", async () => {
    const answer = await problem(
      await upload({ name: "budget.xlsx", bytes: new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]) }, fields, "http://es.localhost"),
    );
    expect(answer).toMatchObject({ status: 400, problem: "unsupported" });
    expect(answer.message).toContain("Leemos archivos PDF");
    const image = await problem(
      await upload({ name: "policy.txt", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) }, fields, "http://pt.localhost"),
    );
    expect(image).toMatchObject({ status: 400, problem: "unsupported" });
    expect(image.message).toContain("Lemos arquivos PDF");
  });

  it("refuses a file over 10 MB and a text over 30,000 words with 413", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    expect(await problem(await upload({ name: "big.txt", bytes: big }, fields))).toMatchObject({ status: 413, problem: "tooLarge" });
    const long = "Meals up to 50 USD per day. ".repeat(5_000);
    const answer = await problem(await postText({ text: long, ...fields }));
    expect(answer).toMatchObject({ status: 413, problem: "tooManyWords" });
    expect(answer.message).toContain("30000");
  });

  it("reads a Markdown and a plain text file as they are", async () => {
    const policy = IMPORTED_POLICIES.find((candidate) => candidate.language === "pt-BR")!;
    for (const name of ["politica.md", "politica.txt"]) {
      const response = await upload(
        { name, bytes: new TextEncoder().encode(policy.markdown) },
        { language: "pt-BR", companyName: "Cerrado" },
      );
      const answer = await response.json<Imported>();
      expect(found(policy, answer.reading).length, name).toBeGreaterThanOrEqual(policy.rules.length - 1);
    }
  });
});

describe("POST /api/policies/import: metered like generations", () => {
  it("allows a signed-in owner ten imports an hour, then answers 429 with Retry-After", async () => {
    const cookie = await signIn("importer@example.com", "Imp");
    const body = { text: "Meals up to 50 USD per day.", language: "en", companyName: "Meter" };
    for (let index = 0; index < 10; index++) expect((await postText(body, "http://localhost", cookie)).status).toBe(200);
    const refused = await postText(body, "http://localhost", cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("answers GET with 405", async () => {
    const response = await call("http://localhost/api/policies/import");
    expect(response.status).toBe(405);
  });
});

describe("Generating from an imported policy", () => {
  it("writes the modern policy from the imported text and corrected reading, reports what changed, and deletes the text with it", async () => {
    const cookie = await signIn("owner-import@example.com", "Owner");
    const policy = IMPORTED_POLICIES.find((candidate) => candidate.name.startsWith("Paulista"))!;
    // A real policy runs longer than any description: pages of prose around its rules.
    const preamble = "A empresa valoriza viagens responsáveis e o uso cuidadoso dos recursos de todos os colaboradores. ".repeat(120);
    const markdown = `${preamble}\n\n${policy.markdown}\nViagens de fim de semana seguem o acordo coletivo de 2018.\n`;
    const imported = await (
      await upload(
        { name: "politica.docx", bytes: await renderPolicyDocx({ ...documentOf(policy), markdown }) },
        { language: "pt-BR", companyName: "Paulista Tecnologia" },
      )
    ).json<Imported>();
    expect(imported.sourceText.length).toBeGreaterThan(8_000);
    expect(imported.reading.unplaced).toContain("Viagens de fim de semana seguem o acordo coletivo de 2018.");

    // The owner corrects one rule in the panel: meals at home 100 → 110.
    const reading = structuredClone(imported.reading);
    const meals = reading.rules.meals.find((limit) => limit.place.kind === "home")!;
    meals.amount = { amount: 110, currency: "BRL" };
    meals.provenance = { kind: "panel" };
    const response = await call("http://localhost/api/policies/generate", {
      method: "POST",
      cookie,
      body: JSON.stringify({ userInput: imported.sourceText, reading, language: "pt-BR", companyName: "Paulista Tecnologia" }),
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": someIp() },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const written = await response.json<{ slug: string; groupId: string; policyMarkdown: string }>();
    const { readRulesFromText } = await import("~/lib/rules/rules-from-text.server");
    const rules = readRulesFromText(written.policyMarkdown, { language: "pt-BR", currency: "BRL", country: "BR" });
    const kept = policy.rules.filter(
      (rule) => holdsRule(imported.reading.rules, rule, "BR") && !(rule.kind === "meals" && rule.place === "home"),
    );
    expect(kept.filter((rule) => !holdsRule(rules, rule, "BR"))).toEqual([]);
    expect(holdsRule(rules, { kind: "meals", place: "home", amount: 110, currency: "BRL" }, "BR")).toBe(true);

    // What changed from the old policy: the correction, what the policy adds, the line it could not carry.
    const report = await (await call(`http://localhost/api/policies/${written.slug}/import-report`, { cookie })).json<ChangeReport>();
    const changed = report.entries.filter((entry) => entry.status === "changed");
    expect(changed).toContainEqual(
      expect.objectContaining({
        rule: "Meals per day (at home)",
        // Intl writes a no-break space between the sign and the figure.
        before: expect.stringMatching(/^R\$\s100,00$/),
        after: expect.stringMatching(/^R\$\s110,00$/),
        quote: expect.stringContaining("R$ 100 por dia"),
        why: "you corrected it in “What we understood”",
      }),
    );
    expect(report.entries.filter((entry) => entry.status === "kept").length).toBeGreaterThanOrEqual(kept.length);
    expect(report.entries.filter((entry) => entry.status === "added").every((entry) => entry.why)).toBe(true);
    expect(report.entries).toContainEqual(
      expect.objectContaining({ status: "notCarried", quote: "Viagens de fim de semana seguem o acordo coletivo de 2018." }),
    );
    const download = await call(`http://localhost/api/policies/${written.slug}/import-report?download=1`, { cookie });
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+-changes\.md"$/);
    expect(await download.text()).toContain("# What changed from the policy of Paulista Tecnologia");
    // Nobody else reads it.
    expect((await call(`http://localhost/api/policies/${written.slug}/import-report`)).status).toBe(404);

    // The text is kept only with the policy it produced…
    const stored = await env.DB.prepare("SELECT input FROM policy_groups WHERE id = ?").bind(written.groupId).first<{ input: string }>();
    expect(JSON.parse(stored!.input).details).toBe(imported.sourceText);
    // …and goes with it.
    const deleted = await call(`http://localhost/api/policies/group/${written.groupId}`, { method: "DELETE", cookie });
    expect(deleted.status).toBeLessThan(300);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM policy_groups WHERE id = ?").bind(written.groupId).first<{ n: number }>(),
    ).toEqual({ n: 0 });
  }, 60_000);

  it("still refuses a description over 8,000 characters that comes without a reading", async () => {
    const response = await call("http://localhost/api/policies/generate", {
      method: "POST",
      body: JSON.stringify({ userInput: "y".repeat(9_000), language: "en", companyName: "Long" }),
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": someIp() },
    });
    expect(response.status).toBe(400);
    expect((await response.json<{ message: string }>()).message).toMatch(/at most 8,000 characters/);
  });
});
