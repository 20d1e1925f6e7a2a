import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import en from "../../app/locales/en";
import es from "../../app/locales/es";
import { seriousViolations } from "./support/axe";
import { sharedBrowser, waitForHydration } from "./support/browser";
import { signedInPage } from "./support/owner-pages";

/*
 * The public page shows the card-controls table to the policy's owner only: the signed-in creator
 * or, for a card customer's policy, the browser holding its owner token. The page's HTML is the
 * same for everyone (the edge caches it); the table is asked for after hydration, and a signed-out
 * visitor without an owner token asks nothing at all.
 */

const origin = inject("origin");
const spanishOrigin = `http://es.localhost:${inject("port")}`;
const browser = sharedBrowser();

// Distinctive figures, so a table cell can only hold them if the rule came from this description.
const MONTHLY = "2,460";
const PER_TRANSACTION = "735";
const DESCRIPTION = `Company name: Ledger Lantern Inc.
Country: United States
Currency: USD
Employees: 45
Industry: Software

Roles and limits:
- Account executive: ${MONTHLY} monthly, ${PER_TRANSACTION} per transaction

Travel categories:
- Meals per day: 65
- Lodging per night: 210

Rules:
- Submit expenses within 30 days`;

/** Generates a policy from the form on the current page (in the site's language) and returns its slug. */
async function generate(page: Page, companyName: string, description: string, language: "en" | "es" = "en"): Promise<string> {
  const texts = language === "en" ? en : es;
  const company = page.getByLabel(texts.form.companyName, { exact: true });
  await expect.poll(() => company.inputValue()).not.toBe("");
  await company.fill(companyName);
  await page.getByLabel(texts.form.description).fill(description);
  await page.getByRole("button", { name: texts.form.generate }).click();
  const dialog = page.getByRole("dialog", { name: texts.result.title });
  await dialog.waitFor();
  return (await dialog.getByLabel(texts.result.shareableUrl).inputValue()).split("/p/")[1]!;
}

/** Opens the public page in a new tab of the context, hydrated, recording every URL the browser asks for. */
async function openPublicPage(context: BrowserContext, slug: string, at = origin) {
  const page = await context.newPage();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const response = await page.goto(`${at}/p/${slug}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return { page, requested, controls: page.getByRole("region", { name: at === spanishOrigin ? "Controles de tarjeta" : "Card controls" }) };
}

const rowsOf = (table: Locator) => table.getByRole("row").allInnerTexts();

/** Waits until the page knows whether this browser owns the policy (asked and answered, or nothing to ask). */
const settle = (page: Page) => page.locator('main[data-owner-check="done"]').waitFor({ state: "attached" });

describe("card controls on the public page (composer)", () => {
  it("the owner sees the table with the figures they wrote and their sections; another user and a visitor see no table", async () => {
    const owner = await signedInPage(browser(), origin, { email: "controls-owner-e2e@example.com", firstName: "Olga" });
    const slug = await generate(owner.page, "Ledger Lantern Inc.", DESCRIPTION);
    // The result modal's Card controls panel: the same table.
    const dialog = owner.page.getByRole("dialog", { name: "Policy generated successfully" });
    await dialog.getByRole("button", { name: "Card controls" }).click();
    const inModal = dialog.getByRole("region", { name: "Card controls" });
    await inModal.getByRole("table").waitFor();

    const mine = await openPublicPage(owner.context, slug);
    await mine.controls.getByRole("table").waitFor();
    expect(await rowsOf(mine.controls)).toEqual(await rowsOf(inModal));
    expect(await seriousViolations(mine.page)).toEqual([]);
    const row = mine.controls.getByRole("row").filter({ hasText: `$${MONTHLY}` });
    expect(await row.count()).toBe(1);
    const [rule, , section] = await row.getByRole("cell").allInnerTexts();
    expect(rule).toBe("Monthly limit (Account executive)");
    // The cited section is one of the policy's own headings, its number said once ("§3 Spending Limits", never "3. 3. …").
    const [, number, words] = /^§(\d+) (\D.*)$/s.exec(section!) ?? [];
    const headings = (await mine.page.getByRole("article").getByRole("heading", { level: 2 }).allInnerTexts()).map((text) => text.trim());
    expect(headings).toContain(`${number}. ${words}`);
    expect(Number(number)).toBeGreaterThanOrEqual(1);
    expect(
      await mine.controls
        .getByRole("row")
        .filter({ hasText: `$${PER_TRANSACTION}.00` })
        .count(),
    ).toBe(1);
    for (const format of ["JSON", "CSV"]) {
      const link = mine.controls.getByRole("link", { name: `Download ${format}` });
      expect(await link.getAttribute("href")).toBe(`/api/policies/${slug}/controls.${format.toLowerCase()}`);
    }
    await owner.context.close();

    const other = await signedInPage(browser(), origin, { email: "controls-other-e2e@example.com", firstName: "Otto" });
    const theirs = await openPublicPage(other.context, slug);
    await theirs.page.getByRole("heading", { level: 1, name: /Ledger Lantern Inc\./ }).waitFor();
    await settle(theirs.page);
    expect(await theirs.page.getByRole("article").innerText()).toContain(MONTHLY);
    expect(await theirs.controls.count()).toBe(0);
    // They asked whether they own it (no) and so never asked for the rules.
    expect(theirs.requested).toContain(`/api/policies/${slug}/link`);
    expect(theirs.requested.filter((path) => path.includes("controls."))).toEqual([]);
    await other.context.close();

    const visitorContext = await browser().newContext();
    const visitor = await openPublicPage(visitorContext, slug);
    await visitor.page.getByRole("heading", { level: 1, name: /Ledger Lantern Inc\./ }).waitFor();
    await settle(visitor.page);
    expect(await visitor.controls.count()).toBe(0);
    expect(visitor.requested.filter((path) => path.startsWith("/api/"))).toEqual([]);
    await visitorContext.close();
  });

  it("a card customer's browser (owner token, no account) sees the table on its policy's public page, in its own language", async () => {
    // A phone: the table stays within the screen (it scrolls inside its own box if it must).
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${spanishOrigin}/for-cardholders`);
    await waitForHydration(page);
    const slug = await generate(page, "Token Lantern Ltd.", DESCRIPTION.replace("Ledger Lantern Inc.", "Token Lantern Ltd."), "es");
    const mine = await openPublicPage(context, slug, spanishOrigin);
    await mine.controls.getByRole("table").waitFor();
    const monthly = mine.controls.getByRole("row").filter({ hasText: "Límite mensual (Account executive)" });
    expect((await monthly.innerText()).replace(/\D/g, "")).toContain(MONTHLY.replace(/\D/g, ""));
    expect(await mine.controls.getByRole("columnheader").allInnerTexts()).toEqual(["Regla", "Valor", "Sección"]);
    await mine.controls.getByRole("link", { name: "Descargar CSV" }).waitFor();
    const box = (await mine.controls.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await context.close();

    // The same page in a browser without the token: no table, no call.
    const strangerContext = await browser().newContext();
    const stranger = await openPublicPage(strangerContext, slug, spanishOrigin);
    await settle(stranger.page);
    expect(await stranger.controls.count()).toBe(0);
    expect(stranger.requested.filter((path) => path.startsWith("/api/"))).toEqual([]);
    await strangerContext.close();
  });
});
