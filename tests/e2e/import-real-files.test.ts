import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentText } from "../../app/lib/import/document-text.server";
import { importPolicy } from "../../app/lib/import/import-policy.server";
import { holdsRule } from "../support/expected-rules";
import { IMPORTED_POLICIES } from "../support/imported-policies";
import { launchBrowser } from "./support/browser";

/*
 * The twelve current policies as files nobody here wrote: a DOCX by pandoc (as Word would save it)
 * and a PDF printed by Chromium from pandoc's HTML (as "Save as PDF" would), read by the import's
 * own document readers and policy reader. The Worker suite reads the same policies from the app's
 * own exporters; these files have other structures, other fonts, other tables.
 */
let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(tmpdir(), "import-real-files-"));
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

function pandoc(args: string[]) {
  const result = spawnSync("pandoc", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`pandoc ${args.join(" ")}: ${result.stderr}`);
}

async function filesOf(name: string, markdown: string) {
  const base = path.join(dir, name.replace(/[^a-z0-9]+/gi, "-"));
  writeFileSync(`${base}.md`, markdown);
  pandoc(["-f", "gfm", "-t", "docx", "-o", `${base}.docx`, `${base}.md`]);
  pandoc(["-f", "gfm", "-t", "html5", "-s", "--metadata", `title=${name}`, "-o", `${base}.html`, `${base}.md`]);
  const page = await browser.newPage();
  await page.setContent(readFileSync(`${base}.html`, "utf8"));
  const pdf = await page.pdf({ format: "A4" });
  await page.context().close();
  return { docx: new Uint8Array(readFileSync(`${base}.docx`)), pdf: new Uint8Array(pdf) };
}

describe("the twelve current policies as a pandoc DOCX and a Chromium PDF", () => {
  it("≥ 95 % of their rules are read from each kind of file", async () => {
    const expected = IMPORTED_POLICIES.reduce((sum, policy) => sum + policy.rules.length, 0);
    const read = { docx: 0, pdf: 0 };
    for (const policy of IMPORTED_POLICIES) {
      const files = await filesOf(policy.name, policy.markdown);
      for (const kind of ["docx", "pdf"] as const) {
        const text = documentText(`policy.${kind}`, files[kind]);
        const { reading } = importPolicy({ text, language: policy.language, companyName: policy.name, country: "" }, "");
        expect(reading.country.code, `${policy.name} (${kind})`).toBe(policy.country);
        read[kind] += policy.rules.filter((rule) => holdsRule(reading.rules, rule, policy.country)).length;
      }
    }
    console.info(`import of pandoc DOCX: ${read.docx} of ${expected}; of Chromium PDF: ${read.pdf} of ${expected} (goal 95 %)`);
    expect(read.docx / expected).toBeGreaterThanOrEqual(0.95);
    expect(read.pdf / expected).toBeGreaterThanOrEqual(0.95);
  }, 120_000);
});
