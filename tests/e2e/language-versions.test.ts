import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { sharedBrowser, waitForHydration } from "./support/browser";
import { generateInModal, publicText, signedInPage } from "./support/owner-pages";
import { toast } from "./support/toasts";

/*
 * Language versions as one policy (composer): a language is added from My Policies long after the
 * policy was generated, not only from the result; the new version says what it may lack and is
 * updated there; every label names a language in the interface's language; a shared page links its
 * other versions, each named in itself.
 */

const origin = inject("origin");
const spanishSite = origin.replace("localhost", "es.localhost");
const browser = sharedBrowser();

const DESCRIPTION = `Company name: Polyglot Parcels Inc.
Country: United States
Currency: USD
Employees: 28

Travel categories:
- Meals per day: 615
- Lodging per night: 230

Rules:
- Receipts for every expense over 25`;

/** The language badges of one policy's card in My Policies (read behind the open viewer too, so not by role). */
const badges = (page: Page, company: string) => page.locator("main article").filter({ hasText: company }).locator("ul li").allInnerTexts();

/** My Policies, hydrated, with one policy's viewer open. */
async function openInMyPolicies(page: Page, site: string, company: string, view: string) {
  await page.goto(`${site}/policies`);
  await waitForHydration(page);
  await page.getByRole("article").filter({ hasText: company }).getByRole("button", { name: view }).click();
  return page.getByRole("dialog", { name: company });
}

describe("adding and updating a language version from My Policies (composer)", () => {
  it("at 1280 px: edit the English text, add Spanish from My Policies, the new version says it may lack the edit, Update from English brings it", async () => {
    const { context, page } = await signedInPage(browser(), origin, { email: "versions38-en@example.com", firstName: "Vera" });
    const { dialog: result } = await generateInModal(page, { companyName: "Polyglot Parcels Inc.", description: DESCRIPTION });
    await result.getByRole("button", { name: "Close" }).first().click();
    await result.waitFor({ state: "detached" });

    // Later, from the list of the owner's policies.
    let viewer = await openInMyPolicies(page, origin, "Polyglot Parcels Inc.", "View Policy");
    expect(await badges(page, "Polyglot Parcels Inc.")).toEqual(["English"]);
    const rendered = viewer.getByRole("article", { name: "Policy text" });
    await expect.poll(() => rendered.innerText()).toContain("615");
    await viewer.getByRole("button", { name: "Edit", exact: true }).click();
    // Edit opens one section at a time; the whole text as markdown is one press further.
    await viewer.getByRole("button", { name: "Edit the whole policy as Markdown" }).click();
    const editor = viewer.getByLabel("Policy text (Markdown)");
    await editor.fill((await editor.inputValue()).replaceAll("615", "655"));
    await viewer.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Your changes are saved.");

    // The languages it lacks, named in English.
    expect(await viewer.getByRole("button", { name: /^Add .+ version$/ }).allInnerTexts()).toEqual([
      "Add Spanish version",
      "Add Portuguese version",
    ]);
    await viewer.getByRole("button", { name: "Add Spanish version" }).click();
    await expect.poll(() => viewer.getByRole("tab", { name: "Spanish" }).getAttribute("aria-selected")).toBe("true");
    expect(await viewer.getByRole("tablist", { name: "Language" }).getByRole("tab").allInnerTexts()).toEqual(["English", "Spanish"]);
    expect(await viewer.getByRole("button", { name: /^Add .+ version$/ }).allInnerTexts()).toEqual(["Add Portuguese version"]);
    await expect.poll(() => rendered.getAttribute("lang")).toBe("es");
    // The built-in writer wrote it from the company's details: it says so, and offers the edit.
    const notice = viewer.getByTestId("language-freshness");
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/may be out of date: the English version changed/);
    expect(await rendered.innerText()).toContain("615");
    // The list behind the viewer was read again: its card names the new version, and what it lacks.
    await expect.poll(() => badges(page, "Polyglot Parcels Inc.")).toEqual(["English", "Spanish · may be out of date"]);
    await notice.getByRole("button", { name: "Update from English" }).click();
    await toast(page, "Updated from the English version.");
    await expect.poll(() => rendered.innerText()).toContain("655");
    expect(await rendered.innerText()).not.toContain("615");
    await expect.poll(() => badges(page, "Polyglot Parcels Inc.")).toEqual(["English", "Spanish"]);
    await viewer.getByRole("button", { name: "Close" }).last().click();
    await viewer.waitFor({ state: "detached" });

    // Reopened after a reload: both versions, the Spanish one up to date.
    viewer = await openInMyPolicies(page, origin, "Polyglot Parcels Inc.", "View Policy");
    await viewer.getByRole("tab", { name: "Spanish" }).click();
    await expect.poll(() => viewer.getByRole("article", { name: "Policy text" }).innerText()).toContain("655");
    const spanishSlug = (await viewer.getByRole("link", { name: "Open public page" }).getAttribute("href"))!.split("/p/")[1]!;
    expect(await publicText(context, origin, spanishSlug)).toContain("655");
    await context.close();
  });
});

describe("languages named in the interface's language, and a shared page's other versions", () => {
  it("at 390 px in Spanish: 'Agregar versión en portugués' from My Policies, tabs and badges in Spanish; the shared page links 'Português' and declares it", async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${spanishSite}/api/login?returnTo=%2F`);
    await waitForHydration(page);
    await page.getByLabel("Correo electrónico").fill("versions38-es@example.com");
    await page.getByLabel("Nombre").fill("Valeria");
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(`${spanishSite}/`);
    await waitForHydration(page);
    const company = page.getByLabel("Nombre de la empresa", { exact: true });
    await expect.poll(() => company.inputValue()).not.toBe("");
    await company.fill("Andes Envíos S.A.S.");
    await page.getByRole("button", { name: "Generar política" }).click();
    const result = page.getByRole("dialog", { name: "Política generada con éxito" });
    await result.waitFor();
    // The result names the languages in Spanish too.
    expect(await result.getByRole("button", { name: /^Agregar versión en / }).allInnerTexts()).toEqual([
      "Agregar versión en inglés",
      "Agregar versión en portugués",
    ]);
    const englishUrl = await result.getByLabel("URL para compartir").inputValue();
    await page.keyboard.press("Escape");
    await result.waitFor({ state: "detached" });

    const viewer = await openInMyPolicies(page, spanishSite, "Andes Envíos S.A.S.", "Ver política");
    expect(await badges(page, "Andes Envíos S.A.S.")).toEqual(["Español"]);
    const add = viewer.getByRole("button", { name: "Agregar versión en portugués" });
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await expect.poll(() => viewer.getByRole("tab", { name: "Portugués" }).getAttribute("aria-selected")).toBe("true");
    expect(await viewer.getByRole("tablist", { name: "Idioma" }).getByRole("tab").allInnerTexts()).toEqual(["Español", "Portugués"]);
    await expect.poll(() => viewer.getByRole("article", { name: "Texto de la política" }).getAttribute("lang")).toBe("pt-BR");
    await expect.poll(() => badges(page, "Andes Envíos S.A.S.")).toEqual(["Español", "Portugués"]);

    // The Spanish version's shared page: its other language is linked in the page and in the head.
    const shared = await context.newPage();
    await shared.goto(englishUrl.replace(/^https?:\/\/[^/]+/, spanishSite));
    await waitForHydration(shared);
    const others = shared.getByRole("navigation", { name: "Esta política en otros idiomas:" });
    await others.waitFor();
    expect(await others.isVisible()).toBe(true);
    // On the phone it fits: nothing scrolls sideways.
    expect(await shared.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const portuguese = others.getByRole("link", { name: "Português" });
    // A switch names each language in itself, in that language, as the language selector does.
    expect(await others.getByRole("link").allInnerTexts()).toEqual(["Português"]);
    expect(await portuguese.getAttribute("lang")).toBe("pt-BR");
    const alternates = await shared
      .locator('link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")).sort());
    expect(alternates).toEqual(["es-CO", "pt-BR"]);
    await portuguese.click();
    await expect.poll(() => shared.getByRole("article").getAttribute("lang")).toBe("pt-BR");
    expect(await shared.getByRole("navigation", { name: "Esta política en otros idiomas:" }).getByRole("link").allInnerTexts()).toEqual([
      "Español",
    ]);
    await context.close();
  });
});
