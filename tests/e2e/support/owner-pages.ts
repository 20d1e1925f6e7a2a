import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHydration } from "./browser";

/** A new browser context signed in through the dev sign-in form, on the generator page. */
export async function signedInPage(
  browser: Browser,
  origin: string,
  { email, firstName }: { email: string; firstName: string },
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  const page = await context.newPage();
  await page.goto(`${origin}/api/login?returnTo=%2F`);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("First name").fill(firstName);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(`${origin}/`);
  return { context, page };
}

/** The text of the public page of a policy, as a visitor sees it. */
export async function publicText(context: BrowserContext, origin: string, slug: string) {
  const shared = await context.newPage();
  const response = await shared.goto(`${origin}/p/${slug}`);
  expect(response?.status()).toBe(200);
  const text = await shared.getByRole("main").innerText();
  await shared.close();
  return text;
}
