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
  // An owner's page asks for its card-controls table after hydration and streams its code in: read
  // the page once ownership is answered and the table (if any) is there.
  await shared.locator('main[data-owner-check="done"]').waitFor({ state: "attached" });
  await shared.getByTestId("card-controls-loading").waitFor({ state: "detached" });
  const text = await shared.getByRole("main").innerText();
  await shared.close();
  return text;
}

/**
 * On the generator page: the company name (and a description, if given) typed in, Generate
 * pressed, the result modal open. Returns the modal and the new policy's slug.
 */
export async function generateInModal(page: Page, { companyName, description }: { companyName: string; description?: string }) {
  const company = page.getByLabel("Company name", { exact: true });
  // The form fills itself from a sample first; typing before that would be overwritten.
  await expect.poll(() => company.inputValue()).not.toBe("");
  await company.fill(companyName);
  if (description !== undefined) await page.getByLabel("Describe your company and your expense rules").fill(description);
  await page.getByRole("button", { name: "Generate policy" }).click();
  const dialog = page.getByRole("dialog", { name: "Policy generated successfully" });
  await dialog.waitFor();
  const slug = (await dialog.getByLabel("Shareable URL").inputValue()).split("/p/")[1]!;
  return { dialog, slug };
}

/** A US consulting firm's description with a meals figure of 615 a day, for journeys that edit it. */
export function consultingDescription(companyName: string): string {
  return `Company name: ${companyName}
Country: United States
Currency: USD
Employees: 40
Industry: Consulting

Roles and limits:
- Consultant: 2,000 monthly, 600 per transaction

Travel categories:
- Meals per day: 615
- Lodging per night: 240

Rules:
- Submit expenses within 30 days`;
}
