import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { sharedBrowser } from "./support/browser";
import { signedInPage } from "./support/owner-pages";
import { openGroup } from "./support/understanding-panel";
import { IMPORTED_POLICIES } from "../support/imported-policies";

/*
 * Bring your own policy in Chromium: the owner uploads the company's current policy (a DOCX that
 * pandoc makes from markdown), corrects one rule under "What we understood", generates, reads what
 * changed from the old policy, and downloads that report.
 */

const origin = inject("origin");
const browser = sharedBrowser();
const workDir = mkdtempSync(join(tmpdir(), "policysmith-import-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The policy as Word would hold it: pandoc's DOCX of its markdown. */
function docxOf(markdown: string, name: string): string {
  const source = join(workDir, `${name}.md`);
  const target = join(workDir, `${name}.docx`);
  writeFileSync(source, markdown);
  const pandoc = spawnSync("pandoc", [source, "-o", target], { encoding: "utf8" });
  expect(pandoc.status, pandoc.stderr).toBe(0);
  return target;
}

describe("Start from your current policy", () => {
  it("uploads a DOCX, fills What we understood, takes a correction, generates and reports what changed", async () => {
    const policy = IMPORTED_POLICIES.find((candidate) => candidate.name.startsWith("Harbor Analytics"))!;
    const file = docxOf(policy.markdown, "harbor-policy");
    const { context, page } = await signedInPage(browser(), origin, { email: "importer@example.com", firstName: "Ines" });
    await page.getByLabel("Company name", { exact: true }).fill("Harbor Analytics LLC");

    await page.getByRole("button", { name: "Start from your current policy" }).click();
    await page.getByLabel("Choose a file").setInputFiles(file);
    await expect
      .poll(() => page.getByTestId("imported-summary").textContent())
      .toMatch(/^Read from harbor-policy\.docx: \d+ rules, \d+ lines not read\.$/);
    const understood = page.getByRole("region", { name: "What we understood" });
    await expect.poll(() => understood.getByTestId("understood-summary").textContent()).toBe("United States of America · USD");
    const meals = understood.getByLabel("Meals per day (at home)", { exact: true });
    await expect.poll(() => meals.inputValue()).toBe("65");
    await openGroup(understood, "Limits");
    // What the law says about it, with its source.
    const findings = page.getByRole("region", { name: "Start from your current policy" });
    expect(await findings.getByText("No section on the corporate card", { exact: false }).count()).toBe(1);

    // One correction: meals at home 65 → 70.
    await meals.fill("70");
    await meals.press("Tab");
    await expect.poll(() => meals.inputValue()).toBe("70");

    await page.getByRole("button", { name: "Generate policy" }).click();
    const dialog = page.getByRole("dialog", { name: "Policy generated successfully" });
    await dialog.waitFor();
    const report = dialog.getByRole("region", { name: "What changed from your policy" });
    await report.waitFor();
    const changed = await report.innerText();
    expect(changed).toMatch(/Meals per day \(at home\): \$65\.00 → \$70\.00/);
    expect(changed).toContain("you corrected it in “What we understood”");
    expect(changed).toMatch(/Approval by Finance director/i);
    expect(changed).toMatch(/1 changed · \d+ not carried · \d+ added · \d+ kept/);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      report.getByRole("link", { name: "Download the change report" }).click(),
    ]);
    const text = readFileSync((await download.path())!, "utf8");
    expect(download.suggestedFilename()).toMatch(/-changes\.md$/);
    expect(text).toContain("# What changed from the policy of Harbor Analytics LLC");
    expect(text).toMatch(/## Changed \(\d+\)/);
    await context.close();
  });
});
