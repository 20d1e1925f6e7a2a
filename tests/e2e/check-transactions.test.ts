import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { sharedBrowser, waitForHydration } from "./support/browser";
import { generateInModal, signedInPage } from "./support/owner-pages";

/*
 * The owner's "Check transactions" in Chromium: a card export uploaded from the result modal comes
 * back as a table of verdicts (a meal allowed, a hotel over the limit, a casino refused by its MCC,
 * a purchase split in two under the approval threshold), filtered by verdict and downloaded as
 * CSV; a broken file is refused with its line, in words, and the table already shown stays. The
 * check is kept with the policy: after a reload, My Policies lists it under "Earlier checks", opens
 * it with the same counts and deletes it behind a confirm.
 */

const origin = inject("origin");
const browser = sharedBrowser();

const DESCRIPTION =
  "Startup SaaS in Austin TX, 45 people. Meals up to $80/day, hotels $250/night. Expenses over $500 need manager approval; over $2,500 the CEO. No gambling, no alcohol. Receipts over $25. Economy only. Mileage 0.67 USD per mile.";

const TRANSACTIONS = [
  "date,merchant,mcc,amount,currency,cardholder role,note",
  "2026-03-02,Chipotle,5812,14.50,USD,,team lunch",
  "2026-03-02,Marriott Downtown,7011,900.00,USD,,1 night",
  "2026-03-03,Broken Taxi,4121,abc,USD,,",
  "2026-03-03,Lucky Casino,7995,50.00,USD,,",
  "2026-03-04,Office Depot,5943,400.00,USD,,",
  "2026-03-04,OFFICE DEPOT #1042,5943,300.00,USD,,",
].join("\r\n");

/** The merchants of TRANSACTIONS, in the file's order: every row gets a line, the unreadable one too. */
const MERCHANTS = TRANSACTIONS.split("\r\n")
  .slice(1)
  .map((line) => line.split(",")[1]);

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

/** A box's content fits its width: nothing clipped, nothing to scroll sideways. */
const fitsItsWidth = (locator: Locator) => locator.evaluate((box) => box.scrollWidth <= box.clientWidth + 1);

describe("check transactions (owner's tools)", () => {
  it("a CSV of card transactions → verdicts, a bad row reported in its row → filter → CSV download; a broken file names its line", async () => {
    const { context, page } = await signedInPage(browser(), origin, { email: "check-transactions-e2e@example.com", firstName: "Tess" });
    await page.setViewportSize({ width: 1280, height: 800 });
    const { dialog, slug } = await generateInModal(page, { companyName: "Austin Ledger Inc.", description: DESCRIPTION });
    await dialog.getByRole("button", { name: "Check transactions" }).click();
    const panel = dialog.getByRole("region", { name: "Check transactions" });
    const file = panel.getByLabel("Card transactions (CSV file)");
    await file.waitFor();

    // The example file is a CSV the check reads, in the policy's currency: its header names the columns.
    const example = await downloaded(page, () => panel.getByRole("link", { name: "Download an example file" }).click());
    expect(example.download.suggestedFilename()).toBe("example-transactions.csv");
    const exampleLines = example.text.trim().split("\r\n");
    expect(exampleLines[0]).toBe("date,merchant,mcc,amount,currency,cardholder role,note");
    expect(exampleLines.slice(1).map((line) => line.split(",")[4])).toEqual(["USD", "USD", "USD", "USD"]);

    await file.setInputFiles(csvFile("march.csv", TRANSACTIONS));
    // The caption names the file and what the filter shows.
    const table = panel.getByRole("table", { name: /^Verdicts for march\.csv:/ });
    await panel.getByRole("table", { name: "Verdicts for march.csv: All, 6 of 6" }).waitFor();
    // The wrong row did not stop the others: it is said in its place, and counted.
    expect(await panel.getByText(/^6 transactions in march\.csv checked\./).innerText()).toBe(
      "6 transactions in march.csv checked. Allowed: 1, Needs approval: 2, Over the limit: 1, Not reimbursable: 1, Could not be read: 1.",
    );
    expect(await table.getByRole("rowheader").allInnerTexts()).toEqual(MERCHANTS);
    const rowOf = (merchant: string) =>
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: merchant, exact: true }) });
    expect(await verdictOf(table, "Broken Taxi")).toBe("Could not be read");
    expect(await rowOf("Broken Taxi").getByRole("cell").nth(3).innerText()).toBe("Line 4: the amount is not a number.");
    expect(await verdictOf(table, "Chipotle")).toBe("Allowed");
    // Each verdict with its figures: the excess and who approves.
    expect(await verdictOf(table, "Marriott Downtown")).toMatch(/^Over the limit\nOver by \$650\.00\nApprover: \S/);
    expect(await verdictOf(table, "Lucky Casino")).toBe("Not reimbursable");
    // The why says why, not the verdict again; amounts are written one way in the table and in the why.
    const marriottWhy = await rowOf("Marriott Downtown").getByRole("cell").nth(3).innerText();
    expect(marriottWhy).toMatch(/^\$900\.00 of lodging: /);
    expect(await rowOf("Marriott Downtown").getByRole("cell").nth(1).innerText()).toBe("$900.00");
    const chipotleWhy = await rowOf("Chipotle").getByRole("cell").nth(3).innerText();
    expect(chipotleWhy).not.toMatch(/^Yes\b/);
    // Each half of the split is under the threshold; together they need the approval the total needs.
    for (const merchant of ["Office Depot", "OFFICE DEPOT #1042"]) {
      expect(await verdictOf(table, merchant)).toMatch(/^Needs approval\nPossible split purchase \(group 1\)\nApprover: \S/);
      // The group says why once; each of its rows shows it.
      expect(await rowOf(merchant).getByRole("cell").nth(3).innerText()).toMatch(
        /^Possible split purchase: 2 payments to Office Depot on /,
      );
    }
    const casino = rowOf("Lucky Casino");
    expect(await casino.getByRole("cell").nth(1).innerText()).toBe("$50.00");
    expect(await casino.innerText()).toMatch(/MCC 7995/);
    // Its section, as the policy heads it: "§6 Non-Reimbursable Expenses".
    expect(await casino.getByRole("cell").nth(4).innerText()).toMatch(/^§\d+ [A-Z][^\d]/);
    // At 1280 px the whole table is seen: no column clipped or scrolled out of view.
    const scroller = panel.getByRole("region", { name: /^Verdicts for march\.csv/ });
    expect(await fitsItsWidth(scroller)).toBe(true);
    expect(await seriousViolations(page, '[data-testid="check-transactions"]')).toEqual([]);

    // Every filter's count is the number of rows it shows.
    const filter = panel.getByLabel("Show", { exact: true });
    const options = await filter.locator("option").allInnerTexts();
    expect(options).toEqual([
      "All (6)",
      "Allowed (1)",
      "Needs approval (2)",
      "Over the limit (1)",
      "Not reimbursable (1)",
      "Could not be read (1)",
    ]);
    for (const option of options.slice(1)) {
      await filter.selectOption({ label: option });
      const count = Number(/\((\d+)\)$/.exec(option)![1]);
      await expect.poll(() => table.getByRole("rowheader").count()).toBe(count);
    }
    await filter.selectOption({ label: "Not reimbursable (1)" });
    await panel.getByRole("table", { name: "Verdicts for march.csv: Not reimbursable, 1 of 6" }).waitFor();
    expect(await table.getByRole("rowheader").allInnerTexts()).toEqual(["Lucky Casino"]);

    // The results as the server writes them: every row, whatever the filter shows, in the file's order.
    const results = await downloaded(page, () => panel.getByRole("button", { name: "Download results (CSV)" }).click());
    expect(results.download.suggestedFilename()).toBe(`checked-${slug}.csv`);
    const lines = results.text.trim().split("\r\n");
    const header = lines[0]!.split(",");
    expect(lines[0]).toMatch(/^index,id,date,merchant,mcc,amount,currency,category,verdict,verdict_label,/);
    expect(lines).toHaveLength(7);
    const column = (line: string | undefined, name: string) => {
      const cells = [...line!.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((match) =>
        match[1]!.replace(/^"|"$/g, "").replace(/""/g, '"'),
      );
      return cells[header.indexOf(name)];
    };
    // Text quoted (safe in a spreadsheet of any locale), figures bare.
    const lineOf = (merchant: string) => lines.find((line) => line.includes(`"${merchant}"`));
    expect(lineOf("Lucky Casino")).toContain(',"Lucky Casino","7995",50,"USD",');
    expect(column(lineOf("Lucky Casino"), "verdict")).toBe("not_reimbursable");
    expect(column(lineOf("Marriott Downtown"), "verdict")).toBe("over_limit");
    expect(column(lineOf("Marriott Downtown"), "excess")).toBe("650");
    expect(column(lineOf("Marriott Downtown"), "approver")).not.toBe("");
    expect(column(lineOf("Marriott Downtown"), "summary")).toMatch(/^\$900\.00 of lodging: /);
    expect(column(lineOf("Broken Taxi"), "error")).toBe("Line 4: the amount is not a number.");
    expect(column(lineOf("Broken Taxi"), "line")).toBe("4");
    expect(lines.filter((line) => /Office Depot|OFFICE DEPOT/.test(line) && column(line, "verdict") === "needs_approval")).toHaveLength(2);

    // On a phone, one card a transaction: the page does not scroll sideways, and no card is clipped.
    await filter.selectOption({ label: "All (6)" });
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = panel.getByTestId("check-cards");
    await cards.waitFor();
    expect(await panel.getByRole("table").count()).toBe(0);
    expect(await cards.getByRole("listitem").count()).toBe(6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    for (const card of await cards.getByRole("listitem").all()) expect(await fitsItsWidth(card)).toBe(true);
    const marriott = cards.getByRole("listitem").filter({ hasText: "Marriott Downtown" });
    expect(await marriott.innerText()).toMatch(/\$900\.00[\s\S]*Over the limit[\s\S]*Over by \$650\.00/);
    expect(await seriousViolations(page, '[data-testid="check-transactions"]')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A file none of whose rows can be read: the line and what is wrong with it, and the table of the last good file stays.
    await file.setInputFiles(csvFile("broken.csv", "date,merchant,amount,currency\n2026-03-10,Taxi,abc,USD\n"));
    await expect.poll(() => panel.getByRole("alert").innerText()).toBe("Line 2: the amount is not a number.");
    expect(await table.getByRole("rowheader").count()).toBe(6);

    // The card controls name each rule's section once: "§3 Spending Limits", never "3. 3. Spending Limits".
    await dialog.getByRole("button", { name: "Card controls" }).click();
    const controls = dialog.getByRole("region", { name: "Card controls" });
    await controls.getByRole("table").waitFor();
    const sections = await controls.getByRole("row").locator("td:last-child").allInnerTexts();
    expect(sections.length).toBeGreaterThan(3);
    for (const section of sections) expect(section).toMatch(/^§\d+ [^\d]/);

    // The check is kept with the policy: a fresh page load (My Policies) lists it under "Earlier
    // checks", with its date as the interface writes it and its counts; the refused file is not kept.
    const summary = "Allowed: 1, Needs approval: 2, Over the limit: 1, Not reimbursable: 1, Could not be read: 1";
    await page.goto(`${origin}/policies`);
    await waitForHydration(page);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Austin Ledger Inc." }) });
    await card.getByRole("button", { name: "View Policy" }).click();
    const viewer = page.getByRole("dialog", { name: "Austin Ledger Inc." });
    await viewer.getByRole("button", { name: "Check transactions" }).click();
    const again = viewer.getByRole("region", { name: "Check transactions" });
    const earlier = again.getByRole("region", { name: "Earlier checks" });
    await earlier.getByRole("listitem").first().waitFor();
    expect(await earlier.getByRole("listitem").count()).toBe(1);
    const today = await page.evaluate(() => new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date()));
    const kept = earlier.getByRole("listitem").filter({ hasText: "march.csv" });
    expect(await kept.innerText()).toMatch(
      new RegExp(`^march\\.csv\\n+${today}, \\d{1,2}:\\d{2}\\s?[AP]M · 6 transactions\\n+${summary}\\n`),
    );
    expect(await again.getByRole("table").count()).toBe(0);

    // Open: the same table and counts as when it was checked, and its download is the same CSV.
    await kept.getByRole("button", { name: /^Open the check of march\.csv from / }).click();
    const reopened = again.getByRole("table", { name: "Verdicts for march.csv: All, 6 of 6" });
    await reopened.waitFor();
    expect(await again.getByText(/6 transactions in march\.csv checked\./).innerText()).toMatch(
      new RegExp(`^Checked on ${today}, .+\\. 6 transactions in march\\.csv checked\\. ${summary}\\.$`),
    );
    expect(await reopened.getByRole("rowheader").allInnerTexts()).toEqual(MERCHANTS);
    expect(await verdictOf(reopened, "Marriott Downtown")).toMatch(/^Over the limit\nOver by \$650\.00\nApprover: \S/);
    expect(await again.getByLabel("Show", { exact: true }).locator("option").allInnerTexts()).toEqual(options);
    const keptResults = await downloaded(page, () => again.getByRole("button", { name: "Download results (CSV)" }).click());
    expect(keptResults.download.suggestedFilename()).toBe(`checked-${slug}.csv`);
    expect(keptResults.text).toBe(results.text);
    expect(await seriousViolations(page, '[data-testid="check-transactions"]')).toEqual([]);

    // Delete asks first; Keep it keeps it, Delete check deletes it, and a reload finds none.
    await kept.getByRole("button", { name: /^Delete the check of march\.csv from / }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this check?" });
    expect(await confirm.innerText()).toContain("The verdicts for march.csv from");
    await confirm.getByRole("button", { name: "Keep it" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await earlier.getByRole("listitem").count()).toBe(1);
    await kept.getByRole("button", { name: /^Delete the check of march\.csv from / }).click();
    await confirm.getByRole("button", { name: "Delete check" }).click();
    await confirm.waitFor({ state: "detached" });
    await earlier.getByText(/^Each file you check is kept here/).waitFor();
    expect(await again.getByRole("table").count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    await page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Austin Ledger Inc." }) })
      .getByRole("button", { name: "View Policy" })
      .click();
    await page.getByRole("dialog", { name: "Austin Ledger Inc." }).getByRole("button", { name: "Check transactions" }).click();
    await page
      .getByRole("region", { name: "Earlier checks" })
      .getByText(/^Each file you check is kept here/)
      .waitFor();
    expect(await page.getByRole("region", { name: "Earlier checks" }).getByRole("listitem").count()).toBe(0);
    await context.close();
  });

  it("for a policy in Mexican pesos: the example file is in MXN and every amount is written one way", async () => {
    const { context, page } = await signedInPage(browser(), origin, { email: "check-mxn-e2e@example.com", firstName: "Mara" });
    await page.setViewportSize({ width: 1280, height: 800 });
    const { dialog } = await generateInModal(page, {
      companyName: "Ciudad Ledger S.A. de C.V.",
      description:
        "Agency in Mexico City, 30 people. Meals up to 800 MXN per day, hotels 2,500 MXN per night. Expenses over 5,000 MXN need the director's approval.",
    });
    await dialog.getByRole("button", { name: "Check transactions" }).click();
    const panel = dialog.getByRole("region", { name: "Check transactions" });
    const example = await downloaded(page, async () => {
      // The link is offered once the policy's currency is known: the first moment it shows, it is in pesos.
      const link = panel.getByRole("link", { name: "Download an example file" });
      await link.waitFor();
      expect(await link.getAttribute("href")).toContain("MXN");
      await link.click();
    });
    expect(
      example.text
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[4]),
    ).toEqual(["MXN", "MXN", "MXN", "MXN"]);
    // The example checked as it is: verdicts from the policy's limits, none asking for an exchange rate.
    await panel.getByLabel("Card transactions (CSV file)").setInputFiles(csvFile("example-transactions.csv", example.text));
    const table = panel.getByRole("table", { name: /^Verdicts for example-transactions\.csv:/ });
    await table.waitFor();
    expect(await table.getByRole("row").filter({ hasText: "Cannot tell" }).count()).toBe(0);
    // One money format for the peso: the amount column writes it as the why does.
    const hotel = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Grand Hotel", exact: true }) });
    const amount = await hotel.getByRole("cell").nth(1).innerText();
    expect(await hotel.getByRole("cell").nth(3).innerText()).toContain(amount);
    expect(amount).not.toMatch(/^MXN/);
    await context.close();
  });
});
