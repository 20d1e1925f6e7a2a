import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
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
