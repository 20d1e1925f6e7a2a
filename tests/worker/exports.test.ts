import { env } from "cloudflare:test";
import { unzipSync, strFromU8 } from "fflate";
import { PDFDict, PDFDocument, PDFHexString, PDFName } from "pdf-lib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedExport, deletePolicyExports, exportKey, storedExport } from "../../app/lib/policies/export-cache.server";
import { saveNewGroup } from "../../app/lib/generation/policy-saves.server";
import type { CompanyReading } from "../../app/lib/reading/company-reading";
import type { GenerationInput } from "../../app/lib/generation/generation-input";
import type { Language } from "~/lib/site/languages";
import { call } from "./helpers";
import { contentHash } from "../../app/lib/platform/content-hash";

const ORIGIN = "http://localhost";
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const MARKDOWN = `# Política de viajes y gastos

## 1. Propósito

Esta política define **límites claros** y *responsabilidades* para la gestión de gastos: alimentación, hospedaje y transporte en São Paulo, Bogotá y Peñalolén.

### 1.1 Alcance

- Aplica a todos los colaboradores
- Incluye viajes nacionales e internacionales

1. Solicitar aprobación
2. Conservar la factura electrónica

## 2. Límites por rol

| Rol | Comidas por día | Hospedaje por noche |
|---|---:|---:|
| Gerente | R$ 250 | € 180 |
| Analista | R$ 150 | € 120 |

Símbolos sin glifo en Noto: ≥ 3 días → reembolso ✓ 😀 中文.
`;

async function storePolicy({
  company = "Acme",
  language = "es" as Language,
  markdown = MARKDOWN,
  country = "Colombia",
  reading = null as unknown,
} = {}) {
  const { slug, groupId } = await saveNewGroup(env.DB, {
    owner: { userId: null, ownerTokenHash: "test-owner" },
    country,
    input: {} as GenerationInput,
    reading: {} as CompanyReading, // replaced below: rows written before readings existed have none
    modelTier: "balanced",
    version: { language, companyName: company, markdown, writer: "composer", model: null, promptVersion: "test", cacheKey: null },
  });
  await env.DB.prepare("UPDATE policy_groups SET reading = ? WHERE id = ?")
    .bind(reading ? JSON.stringify(reading) : null, groupId)
    .run();
  return slug;
}

afterEach(() => vi.restoreAllMocks());

describe("GET /api/policies/{slug}/pdf and /docx", () => {
  it("answer attachments with content type, nosniff and a safe filename built from an accented, quoted company name", async () => {
    const slug = await storePolicy({ company: 'Café "Ñandú" / Peña\r\nLtda' });
    for (const [format, type] of [
      ["pdf", "application/pdf"],
      ["docx", DOCX_TYPE],
    ] as const) {
      const response = await call(`${ORIGIN}/api/policies/${slug}/${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(type);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      const disposition = response.headers.get("Content-Disposition") ?? "";
      expect(disposition).toMatch(/^attachment; filename="[^"\\/\r\n]+"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+,;=@^`|{}#-]+$/);
      expect(disposition).toContain(`filename="Cafe Nandu Pena Ltda - Politica de viajes y gastos (es).${format}"`);
      const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
      expect(decodeURIComponent(encoded)).toBe(`Café Ñandú Peña Ltda - Política de viajes y gastos (es).${format}`);
      await response.arrayBuffer();
    }
  });

  it("answers a translated 404 for a missing slug", async () => {
    for (const format of ["pdf", "docx"]) {
      const spanish = await call(`http://es.localhost/api/policies/no-such-policy-0000/${format}`);
      const english = await call(`${ORIGIN}/api/policies/no-such-policy-0000/${format}`);
      expect([spanish.status, english.status]).toEqual([404, 404]);
      const [es, en] = [(await spanish.json<{ message: string }>()).message, (await english.json<{ message: string }>()).message];
      expect(es).toBeTruthy();
      expect(en).toBeTruthy();
      expect(es).not.toBe(en);
    }
  });

  it("builds a file on the first download (MISS), serves the same bytes from R2 on the next (HIT)", async () => {
    const slug = await storePolicy();
    for (const format of ["pdf", "docx"] as const) {
      const first = await call(`${ORIGIN}/api/policies/${slug}/${format}`);
      expect(first.headers.get("X-Export-Cache")).toBe("MISS");
      const firstBytes = new Uint8Array(await first.arrayBuffer());
      // Stored in the background (waitUntil), so the first download did not wait for the write.
      const key = exportKey(slug, format);
      await vi.waitFor(async () => expect(await env.EXPORTS.head(key)).not.toBeNull());
      const second = await call(`${ORIGIN}/api/policies/${slug}/${format}`);
      expect(second.headers.get("X-Export-Cache")).toBe("HIT");
      expect(new Uint8Array(await second.arrayBuffer())).toEqual(firstBytes);
    }
  });

  it("an edited text is never served from the old file: the next download is built again and replaces it (one file per format)", async () => {
    const slug = await storePolicy({ company: "Edited Co" });
    const edited = MARKDOWN.replace("R$ 250", "R$ 275");
    for (const format of ["pdf", "docx"] as const) {
      await (await call(`${ORIGIN}/api/policies/${slug}/${format}`)).arrayBuffer();
      await vi.waitFor(async () => expect(await env.EXPORTS.head(exportKey(slug, format))).not.toBeNull());
    }
    const hash = await contentHash(edited);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO policy_revisions (id, policy_id, number, kind, by_owner_token, markdown, content_hash, created_at) VALUES (?, (SELECT id FROM policies WHERE slug = ?), 2, 'edit', 1, ?, ?, ?)",
      ).bind(crypto.randomUUID(), slug, edited, hash, Date.now()),
      env.DB.prepare("UPDATE policies SET markdown = ? WHERE slug = ?").bind(edited, slug),
    ]);
    for (const format of ["pdf", "docx"] as const) {
      const after = await call(`${ORIGIN}/api/policies/${slug}/${format}`);
      expect(after.headers.get("X-Export-Cache"), format).toBe("MISS");
      await after.arrayBuffer();
      await vi.waitFor(async () =>
        expect((await call(`${ORIGIN}/api/policies/${slug}/${format}`)).headers.get("X-Export-Cache")).toBe("HIT"),
      );
    }
    const docx = unzipSync(new Uint8Array(await (await call(`${ORIGIN}/api/policies/${slug}/docx`)).arrayBuffer()));
    expect(strFromU8(docx["word/document.xml"]!)).toContain("R$ 275");
    expect((await env.EXPORTS.list({ prefix: `exports/${slug}/` })).objects.map((object) => object.key).sort()).toEqual([
      exportKey(slug, "docx"),
      exportKey(slug, "pdf"),
    ]);
  });

  it("still serves the file when R2 fails, and logs the failure (failing-bucket stub)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const failingBucket = {
      get: () => Promise.reject(new Error("R2 unavailable")),
      put: () => Promise.reject(new Error("R2 unavailable")),
    } as unknown as R2Bucket;
    const built = new Uint8Array([1, 2, 3]);
    const result = await cachedExport(
      failingBucket,
      "exports/x/y.pdf",
      "identity",
      storedExport(failingBucket, "exports/x/y.pdf"),
      "application/pdf",
      async () => built,
    );
    expect(result).toEqual({ body: built, hit: false });
    expect(errors).toHaveBeenCalledTimes(2);
    expect(String(errors.mock.calls[0]![0])).toContain("exports/x/y.pdf");
  });

  it("deletePolicyExports removes every cached file of the deleted policies and no one else's", async () => {
    const gone = await storePolicy({ company: "Gone" });
    const kept = await storePolicy({ company: "Kept" });
    for (const slug of [gone, kept])
      for (const format of ["pdf", "docx"]) await (await call(`${ORIGIN}/api/policies/${slug}/${format}`)).arrayBuffer();
    for (const slug of [gone, kept])
      await vi.waitFor(async () => expect((await env.EXPORTS.list({ prefix: `exports/${slug}/` })).objects).toHaveLength(2));
    await env.EXPORTS.put(`exports/${gone}/old-version.pdf`, "stale");
    expect((await env.EXPORTS.list({ prefix: `exports/${gone}/` })).objects).toHaveLength(3);
    await deletePolicyExports(env, [gone]);
    expect((await env.EXPORTS.list({ prefix: `exports/${gone}/` })).objects).toHaveLength(0);
    expect((await env.EXPORTS.list({ prefix: `exports/${kept}/` })).objects).toHaveLength(2);
  });
});

describe("the exported files", () => {
  it("the PDF parses, has an outline of the headings, metadata, and Letter paper for Colombia", async () => {
    const slug = await storePolicy({ reading: { country: { code: "CO", name: "Colombia" } } });
    const pdf = await PDFDocument.load(await (await call(`${ORIGIN}/api/policies/${slug}/pdf`)).arrayBuffer());
    expect(pdf.getTitle()).toBe("Acme - Política de viajes y gastos");
    expect(pdf.getAuthor()).toBe("Policysmith");
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const outlines = pdf.catalog.lookup(PDFName.of("Outlines"), PDFDict);
    const titles: string[] = [];
    const walk = (item: PDFDict | undefined) => {
      for (let node = item; node; node = node.lookupMaybe(PDFName.of("Next"), PDFDict)) {
        titles.push(node.lookup(PDFName.of("Title"), PDFHexString).decodeText());
        walk(node.lookupMaybe(PDFName.of("First"), PDFDict));
      }
    };
    walk(outlines.lookupMaybe(PDFName.of("First"), PDFDict));
    expect(titles).toEqual(["Política de viajes y gastos", "1. Propósito", "1.1 Alcance", "2. Límites por rol"]);
  });

  it("the PDF is A4 for Brazil (country name only) and when the country is unknown", async () => {
    for (const country of ["Brazil", "Atlantis"]) {
      const slug = await storePolicy({ country, language: "pt-BR", markdown: "# Política\n\nTexto." });
      const pdf = await PDFDocument.load(await (await call(`${ORIGIN}/api/policies/${slug}/pdf`)).arrayBuffer());
      expect(pdf.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
    }
  });

  it("the DOCX is a zip whose document has Heading styles, numbering, a table and the language in its properties", async () => {
    const slug = await storePolicy();
    const files = unzipSync(new Uint8Array(await (await call(`${ORIGIN}/api/policies/${slug}/docx`)).arrayBuffer()));
    const document = strFromU8(files["word/document.xml"]!);
    expect(document).toContain('<w:pStyle w:val="Heading1"/>');
    expect(document).toContain('<w:pStyle w:val="Heading2"/>');
    expect(document).toContain('<w:pStyle w:val="Heading3"/>');
    expect(document).toMatch(/<w:numPr><w:ilvl w:val="0"\/><w:numId w:val="\d+"\/><\/w:numPr>/);
    expect(document).toContain("<w:tbl>");
    expect(document).toContain("<w:tblHeader");
    expect(document).toContain("Peñalolén");
    expect(strFromU8(files["word/numbering.xml"]!)).toContain('w:val="decimal"');
    const core = strFromU8(files["docProps/core.xml"]!);
    // The stored country is Colombia: the file declares Colombian Spanish.
    expect(core).toContain("<dc:language>es-CO</dc:language>");
    expect(core).toContain("<dc:creator>Policysmith</dc:creator>");
    expect(core).toContain("<dc:title>Acme - Política de viajes y gastos</dc:title>");
  });
});
