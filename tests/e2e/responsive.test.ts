import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { freshPagePerTest, waitForHydration } from "./support/browser";

// Every page at phone and desktop widths, in the three languages, signed in (the fullest header)
// and the public pages signed out too:
// one header row at 390 px, no sideways scrolling at 320 px, the footer's links whole. With
// E2E_SCREENSHOTS=1, screenshots land in test-results/screenshots/ for a reviewer (not committed):
// the 48 full-page captures cost about 0.4 s of CPU each and assert nothing, so a plain run skips them.
const SCREENSHOTS = "test-results/screenshots";
const screenshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === "1") await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};
const origin = inject("origin");
const SITES = { en: origin, es: origin.replace("localhost", "es.localhost"), "pt-BR": origin.replace("localhost", "pt.localhost") };
const session = freshPagePerTest();
let slug: string;
/** The signed-in cookies of all three sites, made once: a sign-in per test cost more than its layout checks. */
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Signs in on that site's host (a cookie per host) through the dev sign-in form. */
async function signIn(page: Page, site: string) {
  await page.goto(`${site}/api/login`);
  await page.locator("input[name=email]").fill("phone@example.com");
  await page.locator("input[name=firstName]").fill("Maximiliana");
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(`${site}/`);
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const { browser } = session;
  const context = await browser.newContext();
  const page = await context.newPage();
  // A cookie per host: sign in on each site, one after the other in the same browser context.
  for (const site of Object.values(SITES)) await signIn(page, site);
  signedIn = await context.storageState();
  const response = await context.request.post(`${origin}/api/policies/generate`, {
    headers: { Origin: origin, "Content-Type": "application/json" },
    data: {
      userInput: "Country: Brazil\nCurrency: BRL\nEmployees: 40\n- Sales: 5,000 monthly, 1,000 per transaction",
      language: "pt-BR",
      companyName: "Responsiva Ltda",
    },
  });
  expect(response.status()).toBe(200);
  slug = ((await response.json()) as { slug: string }).slug;
  await context.close();
});

const PAGES = [
  { name: "generator", path: () => "/" },
  { name: "cardholders", path: () => "/for-cardholders" },
  { name: "policies", path: () => "/policies" },
  { name: "public-policy", path: () => `/p/${slug}` },
  { name: "not-found", path: () => "/no-such-page" },
  { name: "sign-out", path: () => "/api/logout" },
];

/** Loads the page once, at the narrowest width; `resize` then lays the same page out at the others. */
async function open(page: Page, url: string, width: number) {
  await resize(page, width);
  await page.goto(url);
  await waitForHydration(page);
}

const resize = (page: Page, width: number) => page.setViewportSize({ width, height: 800 });

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The header's items all sit on one line: each item's top is within the first item's height. */
const headerRows = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector("header > div");
    if (!row) return 0;
    const boxes = [row.firstElementChild, ...row.querySelectorAll("nav > *")]
      .filter((element): element is Element => element !== null)
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const first = boxes[0]!;
    return boxes.some((box) => box.top + box.height / 2 > first.bottom) ? 2 : 1;
  });

/** Footer links broken across lines (a link's text taller than one line of text). */
const brokenFooterLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("footer li")]
      .filter((item) => item.getBoundingClientRect().height > parseFloat(getComputedStyle(item).lineHeight) * 1.5)
      .map((item) => item.textContent),
  );

describe.each(Object.entries(SITES))("layout in %s", (language, site) => {
  it.each(PAGES)("$name: one header row at 390 px, nothing wider than 320 px, screenshots at 390 and 1280", async ({ name, path }) => {
    // A context of its own with the sessions signed in before all (nothing else carried over).
    const context = await session.browser.newContext({ storageState: signedIn });
    const page = await context.newPage();
    const url = `${site}${path()}`;

    await open(page, url, 320);
    const signedInHere = await page.evaluate(() => fetch("/api/auth/user").then((response) => response.status));
    expect(signedInHere, `signed in on ${site}`).toBe(200);
    expect(await horizontalOverflow(page), `${url} at 320 px`).toBeLessThanOrEqual(0);
    expect(await brokenFooterLinks(page)).toEqual([]);

    await resize(page, 390);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The sign-out page has no header (0): it only posts.
    expect(await headerRows(page), `${url}: header rows at 390 px`).toBeLessThanOrEqual(1);
    await screenshot(page, `${name}-${language}-390`);

    await resize(page, 1280);
    expect(await headerRows(page)).toBeLessThanOrEqual(1);
    expect(await brokenFooterLinks(page)).toEqual([]);
    await screenshot(page, `${name}-${language}-1280`);
    await context.close();
  });

  it.each(PAGES.filter(({ name }) => ["generator", "cardholders", "public-policy", "not-found"].includes(name)))(
    "$name signed out: one header row at 390 px, nothing wider than 320 px",
    async ({ name, path }) => {
      const { page } = session;
      const url = `${site}${path()}`;
      await open(page, url, 320);
      expect(await horizontalOverflow(page), `${url} at 320 px`).toBeLessThanOrEqual(0);
      await resize(page, 390);
      expect(await horizontalOverflow(page), `${url} at 390 px`).toBeLessThanOrEqual(0);
      expect(await headerRows(page), `${url}: header rows at 390 px`).toBeLessThanOrEqual(1);
      // Every word from the interface's catalogue (the shared policy is in Portuguese, the page in this site's language).
      expect(await page.locator("body").innerText()).not.toMatch(/\b(common|policies|errors|ui|result|living)\.[a-z]\w+/);
      await screenshot(page, `${name}-signed-out-${language}-390`);
    },
  );

  it("the phone menu holds the account links and signs out", async () => {
    const { page } = session;
    await signIn(page, site);
    await open(page, `${site}/policies`, 390);
    const menu = page.locator("header summary");
    await menu.click();
    const panel = page.locator("header details > div");
    expect(await panel.getByRole("link").count()).toBeGreaterThanOrEqual(2);
    expect(await panel.getByText("Maximiliana").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await panel.isVisible()).toBe(false);
    await menu.click();
    await panel.getByRole("button").click();
    await page.waitForURL(`${site}/`);
    await page.locator("header nav").waitFor();
    expect(await page.locator("header details").count()).toBe(0);
  });
});
