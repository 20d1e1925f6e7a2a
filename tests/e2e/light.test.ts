import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser";

// The generator with JavaScript disabled: a plain form post must still end on the policy.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const origin = inject("origin");
const noScriptPage = async (): Promise<Page> => (await browser.newContext({ javaScriptEnabled: false })).newPage();

async function signIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
}

describe("the generator without JavaScript", () => {
  it("signed in: the preselected sample posts and lands on the policy's page", async () => {
    const page = await noScriptPage();
    await page.goto(`${origin}/api/login`);
    await signIn(page, "nojs@example.com");
    await page.waitForURL(`${origin}/`);
    // The server's HTML already carries the site's sample (Mexico on the English site).
    expect(await page.getByLabel("Company name").inputValue()).not.toBe("");
    await page.getByLabel("Company name").fill("Plain Form Traders");
    await page.getByRole("button", { name: "Generate policy" }).click();
    await page.waitForURL(/\/p\/[^/?#]+$/, { timeout: 45_000 });
    expect(await page.getByRole("heading", { level: 1 }).first().textContent()).toContain("Plain Form Traders");
    expect(await page.getByText("MXN").first().isVisible()).toBe(true);
    await page.context().close();
  });

  it("signed out: Generate asks to sign in, comes back with the form as it was, and generates", async () => {
    const page = await noScriptPage();
    await page.goto(`${origin}/`);
    await page.getByLabel("Company name").fill("Returning Robots");
    const description =
      "Country: Colombia\nCurrency: COP\nEmployees: 30\nIndustry: Robotics\n- Engineers: 2,000,000 monthly, 500,000 per transaction";
    await page.getByLabel("Describe your company").fill(description);
    await page.getByRole("button", { name: "Generate policy" }).click();
    await page.waitForURL(/\/api\/login/);
    await signIn(page, "nojs-later@example.com");
    await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("company") === "Returning Robots");
    expect(await page.getByLabel("Company name").inputValue()).toBe("Returning Robots");
    expect((await page.getByLabel("Describe your company").inputValue()).replace(/\r\n/g, "\n")).toBe(description);
    await page.getByRole("button", { name: "Generate policy" }).click();
    await page.waitForURL(/\/p\/[^/?#]+$/, { timeout: 45_000 });
    expect(await page.getByRole("heading", { level: 1 }).first().textContent()).toContain("Returning Robots");
    expect(await page.getByText("COP").first().isVisible()).toBe(true);
    await page.context().close();
  });

  it("an empty description comes back with a translated error and the company name kept", async () => {
    const page = await noScriptPage();
    await page.goto(`${origin.replace("localhost", "es.localhost")}/api/login`);
    await page.getByLabel("Correo electrónico").fill("sinjs@example.com");
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(/\/$/);
    await page.getByLabel("Nombre de la empresa").fill("Empresa Vacía");
    await page.getByRole("textbox", { name: /describe/i }).fill("   ");
    await page.getByRole("button", { name: "Generar política" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Describe tu empresa y sus reglas de gastos." });
    await alert.waitFor();
    expect(await page.getByLabel("Nombre de la empresa").inputValue()).toBe("Empresa Vacía");
    await page.context().close();
  });

  it("the cardholders' route generates without an account", async () => {
    const page = await noScriptPage();
    await page.goto(`${origin}/for-cardholders`);
    await page.getByLabel("Company name").fill("Card Customer Co");
    await page.getByRole("button", { name: "Generate policy" }).click();
    await page.waitForURL(/\/p\/[^/?#]+$/, { timeout: 45_000 });
    expect(await page.getByRole("heading", { level: 1 }).first().textContent()).toContain("Card Customer Co");
    await page.context().close();
  });
});
