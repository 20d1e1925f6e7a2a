import { existsSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { sharedBrowser, waitForHydration } from "./support/browser";
import { toast } from "./support/toasts";
import { signedInPage as ownerPage } from "./support/owner-pages";
import { CORPORA } from "./support/xss-corpus";

const origin = inject("origin");
const browser = sharedBrowser();

/** Signed in with clipboard access (Copy text is part of the journey). */
const signedInPage = (email: string, firstName: string) =>
  ownerPage(browser(), origin, { email, firstName }, { permissions: ["clipboard-read", "clipboard-write"] });

async function generateOn(page: Page, companyName: string) {
  const company = page.getByLabel("Company name", { exact: true });
  await expect.poll(() => company.inputValue()).not.toBe("");
  await company.fill(companyName);
  await page.getByRole("button", { name: "Generate policy" }).click();
  const dialog = page.getByRole("dialog", { name: "Policy generated successfully" });
  await dialog.waitFor().catch(async (error: Error) => {
    // Say what the user saw instead (an error, a toast, another page), not only that the modal never came.
    const seen = await page.locator('[role="alert"], [role="status"], li[role="status"]').allInnerTexts();
    throw new Error(`${error.message}\nat ${page.url()}, on screen: ${JSON.stringify(seen)}`);
  });
  return dialog;
}

async function downloadName(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const failure = await download.failure();
  expect(failure).toBeNull();
  return download.suggestedFilename();
}

describe("taking a policy away (composer)", () => {
  it("rendered in the modal, shared at /p/{slug}, downloaded, listed, viewed and deleted in My Policies", async () => {
    const { context, page } = await signedInPage("takeaway@example.com", "Tina");
    const company = "Take Away Foods S.A.";
    const dialog = await generateOn(page, company);

    const rendered = dialog.getByRole("article", { name: "Policy text" });
    await rendered.getByRole("heading", { level: 1 }).waitFor();
    expect(await rendered.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(9);
    expect(await rendered.locator("table th").count()).toBeGreaterThan(0);
    expect(await rendered.locator("table td").count()).toBeGreaterThan(0);

    // The toast shows for 5 s from the click; on a loaded machine the file can take longer to arrive.
    const pdfToast = toast(page, "PDF download started...");
    const pdfName = await downloadName(page, () => dialog.getByRole("link", { name: "Download PDF" }).click());
    expect(pdfName).toMatch(/^Take Away Foods S\.A\..*\.pdf$/);
    await pdfToast;
    const docxToast = toast(page, "DOCX download started...");
    const docxName = await downloadName(page, () => dialog.getByRole("link", { name: "Download DOCX" }).click());
    expect(docxName).toMatch(/^Take Away Foods S\.A\..*\.docx$/);
    await docxToast;

    await dialog.getByRole("button", { name: "Share URL" }).click();
    await toast(page, "URL copied to clipboard!");
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toBe(await dialog.getByLabel("Shareable URL").inputValue());
    const slug = url.split("/p/")[1]!;

    const shared = await context.newPage();
    const response = await shared.goto(url);
    expect(response?.status()).toBe(200);
    // The page's own heading, above the policy (whose text starts with its own title).
    await shared
      .getByRole("main")
      .getByRole("heading", { level: 1, name: `${company} Travel and Expense Policy` })
      .first()
      .waitFor();
    // The Mexico sample's English policy declares US-spelled English, the variant of the Americas.
    expect(await shared.getAttribute("html", "lang")).toBe("en-US");
    expect(await shared.locator("article.policy-prose table").count()).toBeGreaterThan(0);
    expect(await shared.getByRole("link", { name: "Back to Home" }).count()).toBeGreaterThan(0);
    expect(await downloadName(shared, () => shared.getByRole("link", { name: "Download PDF" }).click())).toMatch(/\.pdf$/);
    await shared.close();

    await dialog.getByRole("button", { name: "Close" }).last().click();
    await page.goto(`${origin}/policies`);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "My Policies" }).waitFor();
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: company }) });
    await card.waitFor();
    expect(await card.getByRole("list", { name: "Available languages" }).textContent()).toBe("English");
    const today = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", year: "numeric" }).format(new Date());
    await expect.poll(() => card.textContent()).toContain(`Created on ${today}`);

    await card.getByRole("button", { name: "View Policy" }).click();
    const viewer = page.getByRole("dialog", { name: company });
    await viewer.getByRole("article", { name: "Policy text" }).getByRole("heading", { level: 1 }).waitFor();
    await viewer.getByRole("button", { name: "Close" }).last().click();
    await viewer.waitFor({ state: "hidden" });

    await card.getByRole("button", { name: `Delete the policy of ${company}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete policy" });
    await confirm.getByText("Are you sure you want to delete this policy?").waitFor();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await card.waitFor({ state: "detached" });
    await page.getByText("You haven't generated any policies yet").waitFor();

    const gone = await page.goto(`${origin}/p/${slug}`);
    expect(gone?.status()).toBe(404);
    await page.getByRole("heading", { name: "Policy Not Found" }).waitFor();
    await context.close();
  });

  it("a card customer's anonymous policy appears in My Policies in the same browser", async () => {
    const context = await browser().newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${origin}/for-cardholders`);
    await waitForHydration(page);
    const dialog = await generateOn(page, "Cardholder Journey Ltd.");
    await dialog.getByText("Click Upload and choose the PDF you downloaded above.").waitFor();
    expect(await downloadName(page, () => dialog.getByRole("link", { name: "Download PDF" }).click())).toMatch(
      /^Cardholder Journey Ltd\..*\.pdf$/,
    );
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await page.goto(`${origin}/policies`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Cardholder Journey Ltd." }).waitFor();
    expect(await page.getByText("Please sign in to view your policies").count()).toBe(0);
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------
// Third-party attack material (../shared/corpora, read in place) shown as policies (tests/e2e/support/xss-corpus.ts).

/** A page whose alert/confirm/prompt/print calls (in any frame) and native dialogs are counted. */
async function trappedPage(context: BrowserContext) {
  const calls: string[] = [];
  await context.exposeBinding("__reportDialog", (_source, name: string, message: string) => {
    calls.push(`${name}: ${message}`);
  });
  await context.addInitScript(() => {
    for (const name of ["alert", "confirm", "prompt", "print"] as const) {
      (window as unknown as Record<string, unknown>)[name] = (message?: unknown) => {
        (window as unknown as { __reportDialog: (name: string, message: string) => void }).__reportDialog(name, String(message));
      };
    }
  });
  const page = await context.newPage();
  page.on("dialog", (dialog) => {
    calls.push(`native ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { page, calls };
}

describe("no corpus payload runs script", () => {
  it("on /p/{slug}, in My Policies' viewer and in the result modal", { timeout: 180_000 }, async () => {
    // Stored straight into the database before the Worker started (tests/e2e/support/xss-corpus.ts).
    const { ownerToken, slugs } = inject("xssCorpus");
    expect(slugs.length).toBeGreaterThan(existsSync(CORPORA) ? 1 : 0);

    const context = await browser().newContext();
    await context.addCookies([{ name: "owner", value: ownerToken, url: origin }]);
    const { page, calls } = await trappedPage(context);

    for (const slug of slugs) {
      const response = await page.goto(`${origin}/p/${slug}`);
      expect(response?.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: /Travel and Expense Policy/ }).waitFor();
      // Raw HTML is shown as text, so the payloads are visible, not executed.
      expect(
        await page
          .locator("article.policy-prose script, article.policy-prose iframe, article.policy-prose object, article.policy-prose embed")
          .count(),
      ).toBe(0);
    }

    await page.goto(`${origin}/policies`);

    await waitForHydration(page);
    for (let index = 0; index < slugs.length; index++) {
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: `XSS corpus ${index} <img src=x onerror=alert(${index})>` }) });
      await card.getByRole("button", { name: "View Policy" }).click();
      const viewer = page.getByRole("dialog");
      await viewer.getByRole("heading", { level: 1, name: `Corpus ${index}` }).waitFor();
      await viewer.getByRole("button", { name: "Close" }).last().click();
      await viewer.waitFor({ state: "hidden" });
    }

    // The result modal shows what the generator wrote: payloads go in through the company name.
    await page.goto(`${origin}/for-cardholders`);
    await waitForHydration(page);
    const hostile = `Evil <img src=x onerror=alert(7)> [x](javascript:alert(8)) <svg onload=print()> Co`;
    const dialog = await generateOn(page, hostile);
    await dialog.getByRole("article", { name: "Policy text" }).getByRole("heading", { level: 1 }).waitFor();
    expect(await dialog.locator("article img, article svg").count()).toBe(0);
    // Nothing in the whole page carries the payloads' handlers, so nothing can fire later either.
    expect(await page.locator('img[src="x"], [onerror], [onload]').count()).toBe(0);

    expect(calls).toEqual([]);
    await context.close();
  });
});
