import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { sharedBrowser } from "./support/browser";
import { generateInModal, signedInPage } from "./support/owner-pages";

/*
 * The owner's "Check transactions" in Chromium: a card export uploaded from the result modal comes
 * back as a table of verdicts (a meal allowed, a hotel over the limit, a casino refused by its MCC,
 * a purchase split in two under the approval threshold), filtered by verdict and downloaded as
 * CSV; a broken file is refused with its line, in words, and the table already shown stays.
 */

const origin = inject("origin");
const browser = sharedBrowser();

const DESCRIPTION =
  "Startup SaaS in Austin TX, 45 people. Meals up to $80/day, hotels $250/night. Expenses over $500 need manager approval; over $2,500 the CEO. No gambling, no alcohol. Receipts over $25. Economy only. Mileage 0.67 USD per mile.";

const TRANSACTIONS = [
  "date,merchant,mcc,amount,currency,cardholder role,note",
  "2026-03-02,Chipotle,5812,14.50,USD,,team lunch",
  "2026-03-02,Marriott Downtown,7011,900.00,USD,,1 night",
  "2026-03-03,Lucky Casino,7995,50.00,USD,,",
  "2026-03-04,Office Depot,5943,400.00,USD,,",
  "2026-03-04,OFFICE DEPOT #1042,5943,300.00,USD,,",
].join("\r\n");

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });

/** The verdict cell of the row whose merchant (the row's header) is this one. */
const verdictOf = (table: Locator, merchant: string) =>
  table
    .getByRole("row")
    .filter({ has: table.page().getByRole("rowheader", { name: merchant, exact: true }) })
    .getByRole("cell")
    .nth(2)
    .innerText();

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { download, text: await readFile((await download.path())!, "utf8") };
}

describe("check transactions (owner's tools)", () => {
  it("a CSV of card transactions → a table of verdicts → filter → CSV download; a broken file names its line", async () => {
    const { context, page } = await signedInPage(browser(), origin, { email: "check-transactions-e2e@example.com", firstName: "Tess" });
    const { dialog, slug } = await generateInModal(page, { companyName: "Austin Ledger Inc.", description: DESCRIPTION });
    await dialog.getByRole("button", { name: "Check transactions" }).click();
    const panel = dialog.getByRole("region", { name: "Check transactions" });
    const file = panel.getByLabel("Card transactions (CSV file)");
    await file.waitFor();

    // The example file is a CSV the check reads: its header names the columns.
    const example = await downloaded(page, () => panel.getByRole("link", { name: "Download an example file" }).click());
    expect(example.download.suggestedFilename()).toBe("example-transactions.csv");
    expect(example.text.split("\r\n")[0]).toBe("date,merchant,mcc,amount,currency,cardholder role,note");

    await file.setInputFiles(csvFile("march.csv", TRANSACTIONS));
    // The caption names the file and what the filter shows.
    const table = panel.getByRole("table", { name: /^Verdicts for march\.csv:/ });
    await panel.getByRole("table", { name: "Verdicts for march.csv: All, 5 of 5" }).waitFor();
    expect(await panel.getByText(/^5 transactions in march\.csv checked\./).innerText()).toBe(
      "5 transactions in march.csv checked. Allowed: 1, Needs approval: 2, Over the limit: 1, Not reimbursable: 1.",
    );
    expect(await verdictOf(table, "Chipotle")).toBe("Allowed");
    expect(await verdictOf(table, "Marriott Downtown")).toBe("Over the limit");
    expect(await verdictOf(table, "Lucky Casino")).toBe("Not reimbursable");
    // Each half of the split is under the threshold; together they need the approval the total needs.
    for (const merchant of ["Office Depot", "OFFICE DEPOT #1042"]) {
      expect(await verdictOf(table, merchant)).toBe("Needs approval\nPossible split purchase (group 1)");
      // The group says why once; each of its rows shows it.
      const split = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: merchant, exact: true }) });
      expect(await split.getByRole("cell").nth(3).innerText()).toMatch(/^Possible split purchase: 2 payments to Office Depot on /);
    }
    const casino = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Lucky Casino" }) });
    expect(await casino.getByRole("cell").nth(1).innerText()).toBe("$50.00");
    expect(await casino.innerText()).toMatch(/MCC 7995/);
    // Its section, as the policy heads it: "§6 Non-Reimbursable Expenses".
    expect(await casino.getByRole("cell").nth(4).innerText()).toMatch(/^§\d+ [A-Z][^\d]/);
    expect(await seriousViolations(page, '[data-testid="check-transactions"]')).toEqual([]);

    await panel.getByLabel("Show", { exact: true }).selectOption({ label: "Not reimbursable (1)" });
    await panel.getByRole("table", { name: "Verdicts for march.csv: Not reimbursable, 1 of 5" }).waitFor();
    expect(await table.getByRole("rowheader").allInnerTexts()).toEqual(["Lucky Casino"]);

    // The results as the server writes them: every row, whatever the filter shows.
    const results = await downloaded(page, () => panel.getByRole("button", { name: "Download results (CSV)" }).click());
    expect(results.download.suggestedFilename()).toBe(`checked-${slug}.csv`);
    const lines = results.text.trim().split("\r\n");
    expect(lines[0]).toMatch(/^index,id,date,merchant,mcc,amount,currency,category,verdict,verdict_label,/);
    expect(lines).toHaveLength(6);
    // Text quoted (safe in a spreadsheet of any locale), figures bare.
    expect(lines.find((line) => line.includes("Lucky Casino"))).toContain(',"Lucky Casino","7995",50,"USD",');
    expect(lines.find((line) => line.includes("Lucky Casino"))).toContain(',"not_reimbursable",');
    expect(lines.find((line) => line.includes("Marriott Downtown"))).toContain(',"over_limit",');
    expect(lines.filter((line) => /Office Depot|OFFICE DEPOT/.test(line) && line.includes(',"needs_approval",'))).toHaveLength(2);

    // On a phone, the table scrolls inside its own box; the page does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    const scroller = panel.getByRole("region", { name: /^Verdicts for march\.csv/ });
    await expect.poll(() => scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A broken file: the line and what is wrong with it, and the table of the last good file stays.
    await file.setInputFiles(csvFile("broken.csv", "date,merchant,amount,currency\n2026-03-10,Taxi,abc,USD\n"));
    await expect.poll(() => panel.getByRole("alert").innerText()).toBe("Line 2: the amount is not a number.");
    expect(await table.getByRole("rowheader").allInnerTexts()).toEqual(["Lucky Casino"]);
    await context.close();
  });
});
