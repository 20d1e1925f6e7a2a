import type { BrowserContext } from "playwright-core";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { sharedBrowser } from "./support/browser";
import { consultingDescription, generateInModal, signedInPage } from "./support/owner-pages";
import { toast } from "./support/toasts";

/*
 * Editing one section in Chromium (composer), at 1280 and 390 px: the owner opens "Spending Limits"
 * from Edit, types a new meals figure into the travel-limits grid, saves, and the public page and
 * the PDF show it as a row of the same table. The line that restates the old figure is offered for
 * update before saving: kept here, updated in the journey after.
 */

const origin = inject("origin");
const browser = sharedBrowser();

const DESCRIPTION = consultingDescription("Grid Works Inc.");

const MEALS = "Meals, per day (home country)";

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "section-editor-"));
  try {
    const file = path.join(dir, "policy.pdf");
    writeFileSync(file, pdf);
    const result = spawnSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8", maxBuffer: 32 * 1024 * 1024 });
    if (result.error) throw new Error(`pdftotext is not installed (npm test installs it): ${result.error.message}`);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each([
  ["1280 px", { width: 1280, height: 800 }],
  ["390 px", { width: 390, height: 844 }],
] as const)("editing one section as a form (composer) at %s", (label, viewport) => {
  it("Edit → Spending Limits → one cell of the travel-limits grid → Save: the public page and the PDF show the figure in the same table", async () => {
    const { context, page } = await signedInPage(
      browser(),
      origin,
      { email: `section-editor-${viewport.width}@example.com`, firstName: "Grid" },
      { viewport },
    );
    const { dialog, slug } = await generateInModal(page, { companyName: `Grid Works ${label}`, description: DESCRIPTION });

    await dialog.getByRole("button", { name: "Edit", exact: true }).click();
    const picker = dialog.getByTestId("section-picker");
    // One section at a time: the nine sections to choose from, not the whole text.
    await expect.poll(() => picker.getByRole("listitem").count()).toBe(9);
    await picker.getByRole("button", { name: "Edit “3. Spending Limits”" }).click();
    const editor = dialog.getByRole("region", { name: "Editing “3. Spending Limits”" });
    await editor.waitFor();

    // Tables are grids of cells, and nothing the owner types into holds a table's pipes or a heading's #.
    const grids = editor.getByRole("group", { name: /^Table \d+$/ });
    expect(await grids.count()).toBe(2);
    const values = await editor
      .locator("input, textarea")
      .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
    expect(values.length).toBeGreaterThan(10);
    expect(values.filter((value) => /\||^#/.test(value))).toEqual([]);

    // The meals row of the travel limits, found by its cells' labels ("Row 1, Item").
    const travel = grids.nth(1);
    let row = 0;
    for (let candidate = 1; candidate <= 8 && row === 0; candidate += 1) {
      if ((await travel.getByLabel(`Row ${candidate}, Item`).inputValue()) === MEALS) row = candidate;
    }
    expect(row).toBeGreaterThan(0);
    const cell = travel.getByLabel(`Row ${row}, Company limit`);
    expect(await cell.inputValue()).toBe("$615.00");
    await cell.fill("$640.00");
    const preview = editor.getByRole("article", { name: "Preview" });
    await expect.poll(() => preview.getByRole("row").filter({ hasText: MEALS }).locator("td").allInnerTexts()).toContain("$640.00");
    expect(await seriousViolations(page, '[data-testid="section-editor"]')).toEqual([]);
    if (viewport.width === 390) {
      // The grid scrolls inside its own box; the page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }

    // The same section as markdown, and back: the row is one line, its figure kept.
    const toggle = editor.getByRole("button", { name: "Edit as Markdown" });
    await toggle.click();
    const raw = editor.getByLabel("Section text (Markdown)");
    expect(await raw.inputValue()).toMatch(/^## 3\. Spending Limits\n/);
    expect(await raw.inputValue()).toContain(`| ${MEALS} | $640.00 |`);
    await toggle.click();
    expect(await travel.getByLabel(`Row ${row}, Company limit`).inputValue()).toBe("$640.00");

    await editor.getByRole("button", { name: "Save" }).click();
    // The composer restates the meals figure in a line under the table: asked about, kept as it is.
    const offer = page.getByRole("alertdialog", { name: "$615.00 also appears in 1 other place" });
    await offer.getByRole("button", { name: "Keep it" }).click();
    await toast(page, "Your changes are saved.");
    await expect.poll(() => dialog.getByRole("article", { name: "Policy text" }).innerText()).toContain("$640.00");

    // The public page: the figure in the meals row of a table, the table's other rows still there.
    const shared = await context.newPage();
    await shared.goto(`${origin}/p/${slug}`);
    const meals = shared.getByRole("row").filter({ hasText: MEALS });
    await expect.poll(() => meals.locator("td").allInnerTexts()).toEqual([MEALS, "$640.00", expect.any(String)]);
    const table = shared.locator("table").filter({ has: meals });
    expect(await table.getByRole("row").filter({ hasText: "Lodging, per night (home country)" }).count()).toBe(1);
    await shared.close();

    // The PDF prints the figure on the meals row of its table.
    const pdf = await context.request.get(`${origin}/api/policies/${slug}/pdf`);
    expect(pdf.status()).toBe(200);
    // Laid out as printed, the row's three cells stand side by side on one line (the item wraps in its column).
    const rows = pdfText(await pdf.body())
      .split("\n")
      .filter((line) => /^\s*Meals, per day \(home/.test(line));
    expect(rows).toEqual([expect.stringMatching(/^\s*Meals, per day \(home(?: country\))?\s{2,}\$640\.00\s{2,}\S/)]);

    // History names it an edit.
    await dialog.getByRole("button", { name: "History" }).click();
    await dialog.getByTestId("revision-list").getByText("Edited").waitFor();
    await context.close();
  });
});

/** The policy's current text and the hash a whole-text save is built on. */
async function currentText(context: BrowserContext, slug: string) {
  const text = (await (await context.request.get(`${origin}/api/policies/${slug}`)).json()).policyMarkdown as string;
  return { text, baseHash: createHash("sha256").update(text).digest("hex") };
}

describe("a figure restated in prose (composer, 1280 px)", () => {
  it("a cell's new figure is offered for the two other places that state the old one (one in another section); accepted, the public page no longer says $615.00", async () => {
    const { context, page } = await signedInPage(browser(), origin, { email: "section-editor-restated@example.com", firstName: "Res" });
    const { dialog, slug } = await generateInModal(page, { companyName: "Restated Grid Inc.", description: DESCRIPTION });
    // Besides the composer's own line under the table, the owner writes the figure into section 2.
    await dialog.getByRole("button", { name: "Edit", exact: true }).click();
    await dialog.getByRole("button", { name: "Edit “2. Allowable Expenses”" }).click();
    const allowable = dialog.getByRole("region", { name: "Editing “2. Allowable Expenses”" });
    const opening = allowable.getByLabel("Paragraph 1");
    await opening.fill(`${await opening.inputValue()} Client dinners follow the $615.00 daily meals limit.`);
    await allowable.getByRole("button", { name: "Save" }).click();
    await toast(page, "Your changes are saved.");
    const planted = (await currentText(context, slug)).text;
    expect(planted.match(/\$615\.00/g)).toHaveLength(3);

    await dialog.getByRole("button", { name: "Edit “3. Spending Limits”" }).click();
    const editor = dialog.getByRole("region", { name: "Editing “3. Spending Limits”" });
    const travel = editor.getByRole("group", { name: /^Table \d+$/ }).nth(1);
    let row = 0;
    for (let candidate = 1; candidate <= 8 && row === 0; candidate += 1) {
      if ((await travel.getByLabel(`Row ${candidate}, Item`).inputValue()) === MEALS) row = candidate;
    }
    await travel.getByLabel(`Row ${row}, Company limit`).fill("$640.00");
    await editor.getByRole("button", { name: "Save" }).click();

    // Asked before anything is saved: each place quoted, with the section it is in.
    const offer = page.getByRole("alertdialog", { name: "$615.00 also appears in 2 other places" });
    await offer.waitFor();
    const places = offer.getByRole("checkbox");
    expect(await places.count()).toBe(2);
    const quoted = await offer.getByRole("listitem").allInnerTexts();
    expect(quoted[0]).toContain("Client dinners follow the $615.00 daily meals limit.");
    expect(quoted[0]).toContain("in “2. Allowable Expenses”");
    expect(quoted[1]).toContain("Meals, per day (home country): the company's own limit of $615.00 applies");
    expect(quoted[1]).toContain("in “3. Spending Limits”");
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    expect((await currentText(context, slug)).text).toBe(planted);

    await offer.getByRole("button", { name: "Update them too" }).click();
    await toast(page, "Your changes are saved, with the new figure in 2 other places too.");

    // One save, both places: the public page states the new figure three times in the policy's text and the old one
    // nowhere on the page (the owner's card-controls table below the text may state the new one too).
    const shared = await context.newPage();
    await shared.goto(`${origin}/p/${slug}`);
    expect(await shared.locator("main").innerText()).not.toContain("$615.00");
    const body = await shared.locator("main article.policy-prose").innerText();
    expect(body.match(/\$640\.00/g)).toHaveLength(3);
    expect(body).toContain("Client dinners follow the $640.00 daily meals limit.");
    expect(body).toContain("the company's own limit of $640.00 applies; the official figure of $68.00");
    await shared.close();
    const revisions = (await (await context.request.get(`${origin}/api/policies/${slug}/revisions`)).json()).revisions as {
      kind: string;
    }[];
    expect(revisions.map((revision) => revision.kind)).toEqual(["edit", "edit", "generation"]);
    await context.close();
  });
});

describe("a section saved elsewhere while it is open (composer)", () => {
  it("Save shows what was saved since, keeps the draft on screen and saves nothing; reopening starts from the current text", async () => {
    const { context, page } = await signedInPage(browser(), origin, { email: "section-editor-stale@example.com", firstName: "Sta" });
    const { dialog, slug } = await generateInModal(page, { companyName: "Stale Grid Inc.", description: DESCRIPTION });
    await dialog.getByRole("button", { name: "Edit", exact: true }).click();
    await dialog.getByRole("button", { name: "Edit “3. Spending Limits”" }).click();
    const editor = dialog.getByRole("region", { name: "Editing “3. Spending Limits”" });
    const travel = editor.getByRole("group", { name: /^Table \d+$/ }).nth(1);
    await travel.getByRole("button", { name: "Add row" }).click();
    const added = (await travel.getByRole("row").count()) - 1;
    await travel.getByLabel(`Row ${added}, Item`).fill("Parking | airport");
    await travel.getByLabel(`Row ${added}, Company limit`).fill("$30.00");

    // Meanwhile the owner saves another change in a second tab.
    const current = await (await context.request.get(`${origin}/api/policies/${slug}`)).json();
    const edited = (current.policyMarkdown as string).replace(
      /^(##[^\n]*Spending Limits[^\n]*)$/m,
      "$1\n\nOffsites are capped at $7,373.00.",
    );
    const saved = await context.request.put(`${origin}/api/policies/${slug}`, {
      headers: { Origin: origin, "Content-Type": "application/json" },
      data: { markdown: edited, baseHash: createHash("sha256").update(current.policyMarkdown).digest("hex") },
    });
    expect(saved.status()).toBe(200);

    await editor.getByRole("button", { name: "Save" }).click();
    const stale = editor.getByTestId("stale-change");
    await stale.waitFor();
    expect(await stale.innerText()).toContain("after you opened the editor");
    expect(await stale.innerText()).toContain("Revision 2: Edited");
    // The draft is still there to copy, and nothing of it was saved.
    expect(await travel.getByLabel(`Row ${added}, Item`).inputValue()).toBe("Parking | airport");
    const text = (await (await context.request.get(`${origin}/api/policies/${slug}`)).json()).policyMarkdown as string;
    expect(text).toContain("$7,373.00");
    expect(text).not.toContain("Parking");

    await stale.getByRole("button", { name: "Open this section again from the current text" }).click();
    await expect
      .poll(() => editor.locator("textarea").evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value)))
      .toContain("Offsites are capped at $7,373.00.");
    const reopened = editor.getByRole("group", { name: /^Table \d+$/ }).nth(1);
    await reopened.getByRole("button", { name: "Add row" }).click();
    const row = (await reopened.getByRole("row").count()) - 1;
    await reopened.getByLabel(`Row ${row}, Item`).fill("Parking | airport");
    await reopened.getByLabel(`Row ${row}, Company limit`).fill("$30.00");
    await editor.getByRole("button", { name: "Save" }).click();
    await toast(page, "Your changes are saved.");
    const after = (await (await context.request.get(`${origin}/api/policies/${slug}`)).json()).policyMarkdown as string;
    expect(after).toContain("Offsites are capped at $7,373.00.");
    // The typed pipe stays inside its cell.
    expect(after).toContain("| Parking \\| airport | $30.00 |  |");
    await context.close();
  });
});
