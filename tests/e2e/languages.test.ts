import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser";

const port = inject("port");
const site = (host: string, path = "/") => `http://${host}:${port}${path}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext();
  page = await context.newPage();
});

describe("each site opens in its own language", () => {
  it("localhost is English, with the Mexico sample preselected", async () => {
    await page.goto(site("localhost"));
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("travel and expense policy");
    await expect.poll(() => page.getByLabel("Company name", { exact: true }).inputValue()).toBe("Grupo Industrial del Bajío S.A. de C.V.");
    expect(await page.getByRole("button", { name: "Generate policy" }).isEnabled()).toBe(true);
  });

  it("es.localhost is Spanish, with the Colombia sample in Spanish", async () => {
    await page.goto(site("es.localhost"));
    expect(await page.getAttribute("html", "lang")).toBe("es");
    await expect.poll(() => page.getByLabel("Nombre de la empresa", { exact: true }).inputValue()).toBe("Andina Logística S.A.S.");
    expect(await page.getByLabel("Describe tu empresa y tus reglas de gastos", { exact: true }).inputValue()).toContain("País: Colombia");
  });

  it("pt.localhost is Portuguese, with the Brazil sample", async () => {
    await page.goto(site("pt.localhost"));
    expect(await page.getAttribute("html", "lang")).toBe("pt-BR");
    await expect.poll(() => page.getByLabel("Nome da empresa", { exact: true }).inputValue()).toBe("Vale Verde Tecnologia Ltda.");
    expect(await page.getByRole("button", { name: "Gerar política" }).isVisible()).toBe(true);
  });
});

describe("the language selector", () => {
  it("switches the page at once and the choice survives a reload", async () => {
    await page.goto(site("localhost"));
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Português" });
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("pt-BR");
    await expect.poll(() => page.getByRole("button", { name: "Gerar política" }).count()).toBe(1);
    expect(await page.evaluate(() => window.localStorage.getItem("preferredLanguage"))).toBe("pt-BR");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "preferredLanguage")?.value).toBe("pt-BR");

    await page.reload();
    // Rendered in Portuguese by the server: no flash of English on first paint.
    const response = await page.request.get(site("localhost"));
    expect(await response.text()).toContain('<html lang="pt-BR"');
    expect(await page.getAttribute("html", "lang")).toBe("pt-BR");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Sua política de viagens e despesas");
  });

  it("re-localises the chosen sample when the language changes", async () => {
    await page.goto(site("localhost"));
    await expect.poll(() => page.getByLabel("Company name", { exact: true }).inputValue()).not.toBe("");
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Español" });
    await expect.poll(() => page.getByLabel("Describe tu empresa y tus reglas de gastos", { exact: true }).inputValue()).toContain("País: México");
    expect(await page.getByLabel("Nombre de la empresa", { exact: true }).inputValue()).toBe("Grupo Industrial del Bajío S.A. de C.V.");
  });

  it("a stored preference wins over the host on another site too", async () => {
    await page.goto(site("es.localhost"));
    await page.getByRole("combobox", { name: "Idioma" }).selectOption({ label: "English" });
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    await page.goto(site("es.localhost", "/?again"));
    expect(await page.getAttribute("html", "lang")).toBe("en");
  });
});

describe("unknown paths", () => {
  it("show Page Not Found with the router hint and a way home", async () => {
    const response = await page.goto(site("localhost", "/no/such/page"));
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "Page Not Found" }).isVisible()).toBe(true);
    expect(await page.getByTestId("router-hint").textContent()).toContain("router");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(site("localhost", "/"));
    await page.getByRole("button", { name: "Generate policy" }).waitFor();
  });
});
