import { Document, Packer, Paragraph } from "docx";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * render-docx.server.ts zips the parts docx's *internal* `Packer.compiler` writes with the native
 * deflate (docs/decisions: the DOCX package is zipped with the platform's deflate). This canary
 * fails first when a docx upgrade changes that shape: then measure the public `Packer.toBuffer`
 * again, and either adopt it (retiring zip.ts) or adapt the DocxCompiler type.
 */
describe("docx's internal compiler, which the DOCX export relies on", () => {
  it("is still docx 9.15.2's: Packer.compiler.compile(doc, prettify, overrides) answers the package's parts by path", () => {
    const manifest = join(dirname(createRequire(import.meta.url).resolve("docx")), "..", "package.json");
    expect(JSON.parse(readFileSync(manifest, "utf8")).version).toBe("9.15.2");
    const compiler = (Packer as unknown as { compiler?: { compile?: unknown } }).compiler;
    expect(typeof compiler?.compile).toBe("function");
    const doc = new Document({ sections: [{ children: [new Paragraph("Canary")] }] });
    const parts = (
      compiler as { compile: (doc: Document, prettify: undefined, overrides: { path: string; data: string }[]) => unknown }
    ).compile(doc, undefined, [{ path: "docProps/core.xml", data: "<core/>" }]);
    expect(parts).toBeInstanceOf(Map);
    const map = parts as Map<string, unknown>;
    expect([...map.keys()]).toEqual(
      expect.arrayContaining(["[Content_Types].xml", "_rels/.rels", "word/document.xml", "docProps/core.xml"]),
    );
    for (const value of map.values()) expect(typeof value === "string" || value instanceof Uint8Array).toBe(true);
    expect(String(map.get("word/document.xml"))).toContain("Canary");
    expect(map.get("docProps/core.xml")).toBe("<core/>");
  });
});
