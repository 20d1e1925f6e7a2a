import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { sharedBrowser, waitForHydration } from "./support/browser";
import { generateInModal, signedInPage } from "./support/owner-pages";
import { toast } from "./support/toasts";
import { secondWorker } from "./support/second-worker";

const origin = inject("origin");
const browser = sharedBrowser();

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  return { context, page: await context.newPage() };
}

describe("generating a policy (composer)", () => {
  it("signed out: Generate keeps the input through sign-in, then generates, copies and deletes", async () => {
    const { context, page } = await newPage();
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    const company = page.getByLabel("Company name", { exact: true });
    await expect.poll(() => company.inputValue()).not.toBe("");
    await company.fill("Journey Foods S.A. de C.V.");
    await page.getByRole("button", { name: "Generate policy" }).click();
    await toast(page, "Sign in to continue");
    await page.waitForURL(/\/api\/login\?returnTo=%2F/);
    await page.getByLabel("Email").fill("journey@example.com");
    await page.getByLabel("First name").fill("June");
    await page.getByRole("button", { name: "Continue" }).click();

    await toast(page, "Welcome back!");
    const dialog = page.getByRole("dialog", { name: "Policy generated successfully" });
    await dialog.waitFor();
    const rendered = dialog.getByRole("article", { name: "Policy text" });
    await rendered.getByRole("heading", { level: 1, name: /^Journey Foods S\.A\. de C\.V\./ }).waitFor();
    expect(await rendered.textContent()).toContain("CFDI");
    expect(await dialog.getByText("Signed in as June").isVisible()).toBe(true);

    // Copy text: a document, as HTML (headings, a real table) and as plain text with no markdown marks.
    await dialog.getByRole("button", { name: "Copy text" }).click();
    await toast(page, "Policy text copied to clipboard!");
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const read = async (type: string) => (item!.types.includes(type) ? (await item!.getType(type)).text() : null);
      return { html: await read("text/html"), plain: await read("text/plain") };
    });
    expect(copied.plain).toMatch(/^Journey Foods S\.A\. de C\.V\./);
    expect(copied.plain).toContain("CFDI");
    expect(copied.plain).not.toMatch(/^#|\||\*\*|^- /m);
    // A table pastes as tab-separated cells.
    expect(copied.plain).toMatch(/^[^\t\n]+\t[^\t\n]+/m);
    expect(copied.html).toMatch(/<h1[^>]*>Journey Foods S\.A\. de C\.V\./);
    expect(copied.html).toMatch(/<h2[^>]*>1\. /);
    expect(copied.html).toMatch(/<table[^>]*>[\s\S]*<td/);
    expect(copied.html).not.toContain("| ---");
    // Copy as Markdown, beside it: the source text.
    await dialog.getByRole("button", { name: "Copy as Markdown" }).click();
    await toast(page, "Markdown copied to clipboard!");
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toMatch(/^# Journey Foods S\.A\. de C\.V\./);
    expect(markdown).toMatch(/^\|.*\|$/m);

    const url = await dialog.getByLabel("Shareable URL").inputValue();
    expect(url).toMatch(new RegExp(`^${origin}/p/journey-foods-s-a-de-c-v-[a-z2-9]{20}$`));
    const slug = url.split("/p/")[1]!;
    expect((await page.request.get(`${origin}/api/policies/${slug}`)).status()).toBe(200);

    await dialog.getByRole("button", { name: "Delete policy" }).click();
    await dialog.getByText("Are you sure you want to delete this policy?").waitFor();
    await dialog.getByRole("button", { name: "Delete policy" }).click();
    await toast(page, "Policy deleted successfully");
    await dialog.waitFor({ state: "hidden" });
    expect((await page.request.get(`${origin}/api/policies/${slug}`)).status()).toBe(404);
    await context.close();
  });

  it("the card customers' route needs no account, shows the upload steps, and adds a language", async () => {
    const { context, page } = await newPage();
    await page.goto(`${origin.replace("localhost", "es.localhost")}/for-cardholders`);
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel("Nombre de la empresa", { exact: true }).inputValue()).toBe("Andina Logística S.A.S.");
    expect(await page.getByRole("link", { name: "Iniciar sesión" }).count()).toBe(0);
    await page.getByRole("button", { name: "Generar política" }).click();
    const dialog = page.getByRole("dialog", { name: "Política generada con éxito" });
    await dialog.waitFor();
    expect(await dialog.getByRole("article", { name: "Texto de la política" }).textContent()).toContain("factura electrónica");
    expect(await dialog.getByText("Sube tu política a Northwind Card").isVisible()).toBe(true);
    expect(await dialog.getByText("Sesión iniciada como").count()).toBe(0);

    // The Spanish interface names the languages in Spanish: "en inglés", not "en English".
    await dialog.getByRole("button", { name: "Agregar versión en inglés" }).click();
    await dialog.getByRole("tab", { name: "Inglés" }).waitFor();
    expect(await dialog.getByRole("tab", { name: "Inglés" }).getAttribute("aria-selected")).toBe("true");
    await expect
      .poll(() => dialog.getByRole("article", { name: "Texto de la política" }).textContent())
      .toContain("Travel and Expense Policy");
    await dialog.getByRole("tab", { name: "Español" }).click();
    await expect.poll(() => dialog.getByRole("article", { name: "Texto de la política" }).textContent()).toContain("factura electrónica");
    await context.close();
  });

  it("a rejected request shows the server's translated message in a toast and keeps the input", async () => {
    const { context, page } = await newPage();
    await page.goto(`${origin.replace("localhost", "pt.localhost")}/for-cardholders`);
    await waitForHydration(page);
    const description = page.getByLabel("Descreva sua empresa e suas regras de despesas", { exact: true });
    await expect.poll(() => description.inputValue()).not.toBe("");
    // Lift the browser-side limits to reach the server's own check.
    await page.evaluate(() => document.querySelector<HTMLTextAreaElement>("textarea")?.removeAttribute("maxlength"));
    await description.fill("z".repeat(8100));
    await page.getByRole("button", { name: "Gerar política" }).click();
    await toast(page, "A descrição pode ter no máximo 8.000 caracteres.");
    expect(await description.inputValue()).toHaveLength(8100);
    await context.close();
  });
});

describe("progress while a mock Workers AI model (AI SDK mock, AI_MODE=mock) writes", () => {
  // The second Worker (tests/e2e/support/second-worker.ts) runs the mock model.
  const server = secondWorker(inject("secondWorker"));

  it("shows the stages, a rising bar and the live text, then the result", async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.origin}/for-cardholders`);
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel("Company name", { exact: true }).inputValue()).not.toBe("");
    // The first real progress (3 %) arrives after the browser's time ramp has passed it, as on a
    // slow first run of a fresh clone (the bar once showed 3, 4, 3): it must not pull the bar back.
    await page.route("**/api/policies/generate*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await page.getByRole("button", { name: "Generate policy" }).click();
    expect(await page.getByRole("button", { name: "Generating..." }).isDisabled()).toBe(true);
    const panel = page.getByTestId("generation-progress");
    await panel.waitFor();
    // Every stage and bar value the panel shows, recorded in the page as it changes.
    await panel.evaluate((node) => {
      const log = { labels: [] as string[], percents: [] as number[] };
      (window as unknown as { progressLog: typeof log }).progressLog = log;
      const record = () => {
        const label = node.querySelector("[aria-live]")?.textContent;
        if (label) log.labels.push(label);
        const value = node.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow");
        if (value) log.percents.push(Number(value));
      };
      record();
      new MutationObserver(record).observe(node, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const dialog = page.getByRole("dialog", { name: "Policy generated successfully" });
    await dialog.waitFor();
    const { labels, percents } = await page.evaluate(
      () => (window as unknown as { progressLog: { labels: string[]; percents: number[] } }).progressLog,
    );
    const seen = new Set(labels);
    expect(seen.has("Creating expense categories and limits...")).toBe(true);
    expect(seen.has("Adding compliance sections...")).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.some((percent) => percent > 3 && percent < 8)).toBe(true); // the ramp ran ahead of the first event
    expect(percents.at(-1)!).toBeGreaterThan(50);
    // The markdown renderer loads with the modal (a separate chunk): poll. The mock model titles the
    // nine sections in its own style ("9. …", "Section 9 – …", "IX. …", or no number at all).
    await expect.poll(() => dialog.getByRole("article", { name: "Policy text" }).getByRole("heading", { level: 2 }).count()).toBe(9);
    await context.close();
  });
});

describe.each([
  ["390 px", { width: 390, height: 844 }],
  ["1280 px", { width: 1280, height: 800 }],
] as const)("the result at %s (composer)", (label, viewport) => {
  it("on a phone the share link and the policy text come before the buttons; at 1280 px the buttons stay on top; delete is last", async () => {
    const { context, page } = await signedInPage(
      browser(),
      origin,
      { email: `result-order-${viewport.width}@example.com`, firstName: "Ord" },
      { viewport },
    );
    const { dialog } = await generateInModal(page, { companyName: `Result Order ${label}` });
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    const share = await top(dialog.getByLabel("Shareable URL"));
    const text = await top(dialog.getByRole("article", { name: "Policy text" }));
    const copy = await top(dialog.getByRole("button", { name: "Copy text" }));
    const edit = await top(dialog.getByRole("button", { name: "Edit", exact: true }));
    const remove = await top(dialog.getByRole("button", { name: "Delete" }));
    if (viewport.width === 390) {
      expect(share).toBeLessThan(text);
      expect(text).toBeLessThan(copy);
      // The first screen of the modal holds the link and the start of the text.
      const body = (await dialog.locator("header + div").boundingBox())!;
      expect(share - body.y).toBeLessThan(body.height / 2);
    } else {
      expect(copy).toBeLessThan(share);
      expect(edit).toBeLessThan(text);
    }
    expect(remove).toBeGreaterThan(Math.max(share, text, copy, edit));
    await context.close();
  });
});
