import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import enAdmin from "../../app/locales/en/admin";
import esAdmin from "../../app/locales/es/admin";
import ptAdmin from "../../app/locales/pt-BR/admin";
import { launchBrowser, waitForHydration } from "./support/browser";
import { toast } from "./support/toasts";

const port = inject("port");
const site = (host: string, path = "/") => `http://${host}:${port}${path}`;

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

/** Opens /admin signed out, signs in on the login page it is sent to, and lands back on /admin. */
async function openAdmin(email: string, host = "localhost"): Promise<Page> {
  const page = await newPage();
  await page.goto(site(host, "/admin"));
  await waitForHydration(page);
  await page.waitForURL(/\/api\/login\?returnTo=%2Fadmin$/);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(site(host, "/admin"));
  return page;
}

describe("the admin panel", () => {
  it("a signed-in non-admin sees Access Denied with Back to Home, and no Admin button", async () => {
    const page = await openAdmin("not-an-admin@example.com");
    await page.getByText("Access Denied: You don't have permission to access the admin panel.").waitFor();
    expect(await page.getByRole("link", { name: "Back to Home" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Admin", exact: true }).count()).toBe(0);
    expect(await page.getByTestId("master-prompt").count()).toBe(0);
  });

  it("an admin edits the prompt; History keeps it and Preview shows the new text filled in for a sample", async () => {
    const page = await openAdmin("admin@example.com");
    expect(await page.getByTestId("admin-badge").textContent()).toBe("Admin Panel");
    expect(await page.getByTestId("admin-email").textContent()).toBe("admin@example.com");
    const prompt = page.getByTestId("master-prompt");
    await expect.poll(() => prompt.inputValue()).toContain("{{companyDetails}}");
    const original = await prompt.inputValue();
    const save = page.getByRole("button", { name: "Save Master Prompt" });
    await prompt.fill("   ");
    expect(await save.isDisabled()).toBe(true);

    // Without {{companyDetails}} the save asks first; cancelling saves nothing.
    await prompt.fill("Edited prompt in {{language}} with {{currency}}.");
    await save.click();
    const confirm = page.getByRole("alertdialog", { name: "Save without the company details?" });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });

    const edited = "Edited prompt in {{language}} with {{currency}} for:\n{{companyDetails}}";
    await prompt.fill(edited);
    await save.click();
    await toast(page, "Master prompt saved successfully");
    await page.getByTestId("prompt-history").getByText("Saved by admin@example.com").first().waitFor();
    expect(await page.getByTestId("active-prompts").textContent()).toBe("en");

    await page.getByRole("combobox", { name: "Sample", exact: true }).click();
    await page.getByRole("option", { name: "Mexico" }).click();
    // The language list answers the keyboard too: open, type ahead, Enter.
    const language = page.getByRole("combobox", { name: "Policy language" });
    await language.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("listbox").waitFor();
    // Radix Select takes keys once its list has focused the chosen option, and moves the focus to the
    // option typed a moment later: wait for each, as a person sees the highlight move.
    const focusedOption = () =>
      page.evaluate(() => (document.activeElement?.getAttribute("role") === "option" ? document.activeElement.textContent : null));
    await expect.poll(focusedOption).toBe("English");
    // Named in the interface's language, as every label naming a policy's language is.
    await page.keyboard.type("Spa");
    await expect.poll(focusedOption).toBe("Spanish");
    await page.keyboard.press("Enter");
    await expect.poll(() => language.textContent()).toBe("Spanish");
    await page.getByRole("button", { name: "Show preview" }).click();
    const preview = page.getByTestId("prompt-preview");
    await preview.waitFor();
    const text = await preview.textContent();
    expect(text).toMatch(
      /^Edited prompt in Spanish as written in Mexico \(es-MX\) with MXN for:\nCompany name: Grupo Industrial del Bajío S\.A\. de C\.V\./,
    );
    expect(text).toContain("Facts for Mexico");
    expect(text).toContain("País: México");
    expect(text).not.toContain("{{");

    // After a reload the editor holds the saved text.
    await page.reload();
    await expect.poll(() => page.getByTestId("master-prompt").inputValue()).toBe(edited);

    // Restore brings the text before the edit back, as a new version on top of the history.
    const previous = page.getByTestId("prompt-history").getByRole("listitem").nth(1);
    await previous.getByText("Compare with the active prompt").click();
    expect(await previous.getByTestId("prompt-diff").locator("del").first().textContent()).toBeTruthy();
    await previous.getByRole("button", { name: "Restore" }).click();
    await toast(page, "Master prompt saved successfully");
    await expect.poll(() => page.getByTestId("master-prompt").inputValue()).toBe(original);
  });

  it("an admin adds a sample, it shows localised on es.localhost; deactivated it disappears; then it is deleted", async () => {
    const page = await openAdmin("admin@example.com");
    await page.getByRole("button", { name: "Add Sample" }).click();
    const editor = page.locator("form", { has: page.getByRole("heading", { name: "New Sample Input" }) });
    await editor.waitFor();
    const save = editor.getByRole("button", { name: "Save", exact: true });
    expect(await save.isDisabled()).toBe(true);
    expect(await editor.getByRole("switch", { name: "Active" }).isChecked()).toBe(true);
    await editor.getByLabel("Country / Region Name").fill("Mexico North");
    expect(await save.isDisabled()).toBe(true);
    await editor
      .getByLabel("Sample Content")
      .fill("Company Name: Norte Frío S.A. de C.V.\nCountry: Mexico\nCurrency: MXN\nEmployees: 40\nIndustry: Logistics");
    await save.click();
    await toast(page, "Sample input saved successfully");
    await editor.waitFor({ state: "hidden" });
    const item = page.getByTestId("sample-item").filter({ hasText: "Mexico North" });
    await item.waitFor();
    expect(await item.textContent()).toContain("Active");
    expect(await item.textContent()).toContain("English (Auto-translated)");
    expect(await item.textContent()).toContain(
      "Company Name: Norte Frío S.A. de C.V.\nCountry: Mexico\nCurrency: MXN\nEmployees: 40\nIndustry: Logistics...".slice(0, 40),
    );

    // Add Sample again opens an empty editor: save reset it.
    await page.getByRole("button", { name: "Add Sample" }).click();
    expect(await page.getByLabel("Country / Region Name").inputValue()).toBe("");
    await page.getByRole("button", { name: "Cancel" }).click();

    const spanish = await newPage();
    await spanish.goto(site("es.localhost"));
    await waitForHydration(spanish);
    const countries = spanish.getByLabel("País o ejemplo", { exact: true });
    await expect.poll(async () => (await countries.locator("option").allTextContents()).includes("México North")).toBe(true);
    await countries.selectOption({ label: "México North" });
    await expect.poll(() => spanish.getByLabel("Nombre de la empresa", { exact: true }).inputValue()).toBe("Norte Frío S.A. de C.V.");
    expect(await spanish.getByLabel("Describe tu empresa y tus reglas de gastos", { exact: true }).inputValue()).toContain(
      "Industria: Logística",
    );

    await item.getByRole("button", { name: "Edit Mexico North" }).click();
    await page.getByRole("heading", { name: "Edit Sample Input" }).waitFor();
    await page.getByRole("switch", { name: "Active" }).uncheck();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Sample input saved successfully");
    await expect.poll(() => item.textContent()).toContain("Inactive");
    await spanish.reload();
    await spanish.getByLabel("Nombre de la empresa", { exact: true }).waitFor();
    expect(await spanish.getByLabel("País o ejemplo", { exact: true }).locator("option").allTextContents()).not.toContain("México North");

    await item.getByRole("button", { name: "Delete Mexico North" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete sample input" });
    expect(await confirm.textContent()).toContain('Are you sure you want to delete "Mexico North"?');
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await toast(page, "Sample input deleted successfully");
    await item.waitFor({ state: "detached" });
  });
});

/** Every English admin text that the other language really says differently (placeholders left out). */
function englishOnlyTexts(english: object, other: object): string[] {
  return Object.entries(english).flatMap(([key, value]) => {
    const translated = (other as Record<string, unknown>)[key];
    if (typeof value === "object") return englishOnlyTexts(value as object, translated as object);
    const text = String(value);
    return text === translated || text.includes("{{") || text.includes("\n") ? [] : [text];
  });
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the admin panel speaks the site's language", () => {
  it.each([
    ["es.localhost", esAdmin, "Panel de administración"],
    ["pt.localhost", ptAdmin, "Painel de administração"],
  ])("on %s it shows none of the English admin texts", async (host, catalogue, badge) => {
    const page = await openAdmin("admin@example.com", host);
    expect(await page.getByTestId("admin-badge").textContent()).toBe(badge);
    // Open the sample editor too, so its texts are on the page.
    await page.getByRole("button", { name: catalogue.samples.add }).click();
    await page.getByRole("heading", { name: catalogue.samples.newTitle }).waitFor();
    const shown = [
      await page.locator("body").innerText(),
      ...(await page
        .locator("[placeholder], [aria-label], [title]")
        .evaluateAll((elements) =>
          elements.flatMap((element) => ["placeholder", "aria-label", "title"].map((name) => element.getAttribute(name) ?? "")),
        )),
    ]
      .join("\n")
      // Samples are stored in English by design; their text is not interface text.
      .replace(/Company Name:[^\n]*/g, "");
    const english = englishOnlyTexts(enAdmin, catalogue);
    expect(english.length).toBeGreaterThan(50);
    const leaked = english.filter((text) => new RegExp(`(^|[^\\p{L}])${escape(text)}([^\\p{L}]|$)`, "u").test(shown));
    expect(leaked).toEqual([]);
  });
});
