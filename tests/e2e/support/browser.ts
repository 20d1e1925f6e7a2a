import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach } from "vitest";

/** Debian's Chromium (installed by `npm test`), offline-safe flags; `--no-sandbox` for root. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-default-apps",
      "--disable-extensions",
      "--disable-quic",
    ],
  });
}

/**
 * One browser for a test file and a fresh context and page for each test (no cookies or storage
 * carried over). Read `session.page` and `session.context` inside the tests.
 */
export function freshPagePerTest() {
  const session = {} as { browser: Browser; context: BrowserContext; page: Page };
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  beforeEach(async () => {
    await session.context?.close();
    session.context = await session.browser.newContext();
    session.page = await session.context.newPage();
  });
  return session;
}

/** Waits until React has hydrated the page (root.tsx marks `<html data-hydrated>`): a click before would post the plain form. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** One Chromium for a whole test file: launched before its first test, closed after its last. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the shared browser is used before beforeAll launched it");
    return browser;
  };
}
