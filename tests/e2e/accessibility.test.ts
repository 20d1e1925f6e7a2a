import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import en from "../../app/locales/en";
import es from "../../app/locales/es";
import ptBR from "../../app/locales/pt-BR";
import { seriousViolations } from "./support/axe";
import { freshPagePerTest, waitForHydration } from "./support/browser";

const port = inject("port");
const site = (host: string, path = "/") => `http://${host}:${port}${path}`;

const session = freshPagePerTest();

/** The page hydrated and its sample preselected: what a visitor meets. */
async function openGenerator(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await expect.poll(() => page.locator("input[name=companyName]").inputValue()).not.toBe("");
}

const SITES = [
  { host: "localhost", language: "en", texts: en },
  { host: "es.localhost", language: "es", texts: es },
  { host: "pt.localhost", language: "pt-BR", texts: ptBR },
] as const;

describe("axe-core finds no serious or critical problem", () => {
  for (const { host, language, texts } of SITES) {
    it(`on / in ${language}`, async () => {
      const { page } = session;
      await openGenerator(page, site(host));
      expect(await page.getAttribute("html", "lang")).toBe(language);
      expect(await seriousViolations(page)).toEqual([]);
    });

    it(`on /for-cardholders in ${language}`, async () => {
      const { page } = session;
      await openGenerator(page, site(host, "/for-cardholders"));
      expect(await seriousViolations(page)).toEqual([]);
    });

    it(`in the open result modal in ${language}, with two language tabs and a toast on screen`, async () => {
      const { page } = session;
      await session.context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await openGenerator(page, site(host, "/for-cardholders"));
      await page.getByRole("button", { name: texts.form.generate }).click();
      const dialog = page.getByRole("dialog", { name: texts.result.title });
      await dialog.getByRole("article").getByRole("heading", { level: 1 }).waitFor();
      // A second version, so the tabs are part of what is checked.
      const addVersion = new RegExp(`^${texts.result.addLanguage.split("{{language}}")[0]}`);
      await dialog.getByRole("button", { name: addVersion }).first().click();
      await expect.poll(() => dialog.getByRole("tab").count(), { timeout: 30_000 }).toBe(2);
      // And a toast over it (Share URL copies the link).
      await dialog.getByRole("button", { name: texts.result.shareUrl }).click();
      await page
        .getByRole("region", { name: /\(F8\)$/ })
        .getByRole("listitem")
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
