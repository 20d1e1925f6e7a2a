import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_PATH } from "../../../tests/e2e/support/browser";
import { holdsRule } from "../../../tests/support/expected-rules";
import { IMPORTED_POLICIES, type ImportedPolicy } from "../../../tests/support/imported-policies";
import { documentText } from "./document-text.server";
import { importPolicy } from "./import-policy.server";

/*
 * The readers on files other programs write: each of the twelve policies made into a DOCX by pandoc
 * and into a PDF by Chromium printing pandoc's HTML (all twelve in one file, a page each) (centred table headers, cells centred in taller
 * rows, list marks drawn as shapes). Every rule the policy's own text gives the reader must come
 * back from both files. (The Worker tests do the same with the app's own exporters.)
 */

const workDir = mkdtempSync(join(tmpdir(), "policysmith-import-files-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 60_000 });
  expect(result.status, `${command}: ${result.stderr}`).toBe(0);
};

/** Letters only (a running header's shape ignores figures): the line that ends each policy in the one printed file. */
const endOf = (index: number) => `Zzend${String.fromCharCode(97 + index)}`;

const files = new Map<string, { docx: Uint8Array; pdf: string }>();
beforeAll(() => {
  IMPORTED_POLICIES.forEach((policy, index) => {
    const base = join(workDir, `policy-${index}`);
    writeFileSync(`${base}.md`, policy.markdown);
    run("pandoc", [`${base}.md`, "-o", `${base}.docx`]);
  });
  // One Chromium run prints all twelve, each from a new page (a run costs seconds to start).
  const all = join(workDir, "all");
  const pageBreak = '<div style="break-after: page"></div>';
  writeFileSync(
    `${all}.md`,
    IMPORTED_POLICIES.map((policy, index) => `${policy.markdown}\n\n${endOf(index)}\n\n${pageBreak}\n`).join("\n"),
  );
  run("pandoc", ["-s", `${all}.md`, "-o", `${all}.html`, "--metadata", "title=Policies"]);
  run(CHROMIUM_PATH, [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-pdf-header-footer",
    `--print-to-pdf=${all}.pdf`,
    `file://${all}.html`,
  ]);
  let text = documentText("all.pdf", new Uint8Array(readFileSync(`${all}.pdf`)));
  IMPORTED_POLICIES.forEach((policy, index) => {
    const [own = "", rest = ""] = text.split(endOf(index));
    text = rest;
    files.set(policy.name, { docx: new Uint8Array(readFileSync(join(workDir, `policy-${index}.docx`))), pdf: own });
  });
}, 120_000);

const rulesRead = (policy: ImportedPolicy, text: string) =>
  policy.rules.filter((rule) =>
    holdsRule(
      importPolicy({ text, language: policy.language, companyName: policy.name }, policy.country).reading.rules,
      rule,
      policy.country,
    ),
  );

describe("documentText on pandoc's DOCX and Chromium's PDF", () => {
  for (const format of ["docx", "pdf"] as const) {
    it(`loses no rule of the twelve policies in ${format === "docx" ? "pandoc's DOCX" : "Chromium's PDF"}`, () => {
      const lost: string[] = [];
      let read = 0;
      for (const policy of IMPORTED_POLICIES) {
        const file = files.get(policy.name)!;
        const text = format === "docx" ? documentText("policy.docx", file.docx) : file.pdf;
        const fromFile = rulesRead(policy, text);
        read += fromFile.length;
        for (const rule of rulesRead(policy, policy.markdown))
          if (!fromFile.includes(rule)) lost.push(`${policy.name}: ${JSON.stringify(rule)}`);
      }
      expect(lost).toEqual([]);
      expect(read).toBeGreaterThanOrEqual(100);
    }, 60_000);
  }

  it("keeps a table's header and a wrapped cell in Chromium's PDF", () => {
    const policy = IMPORTED_POLICIES.find((candidate) => candidate.name.startsWith("Grupo Pacífico"))!;
    const text = files.get(policy.name)!.pdf;
    expect(text).toContain("| Concepto | Monto | Aplica a |");
    expect(text).toContain("| De 5.000 a 50.000 MXN | Director de área |");
    expect(text).toMatch(/^#+ Niveles de aprobación$/m);
  });
});
