import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import en from "../../app/locales/en";
import es from "../../app/locales/es";
import ptBR from "../../app/locales/pt-BR";
import { localiseSample, SEED_SAMPLE_INPUTS } from "../../app/lib/reading/sample-inputs";
import { freshPagePerTest, waitForHydration } from "./support/browser";

// Every state of the generator, the result modal, the 404 and sign-out pages on the Spanish and
// Portuguese sites: no English word of the English catalogue, and no raw translation key, in the
// visible text, the document title, or any aria-label, title, placeholder or alt.
const origin = inject("origin");
const session = freshPagePerTest();

/** Words that read the same in Spanish or Portuguese, or are names: kept short on purpose. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  "english",
  "pdf",
  "docx",
  "url",
  "email",
  "menu",
  "policysmith",
  "northwind",
  "card",
  "cloudflare",
]);
/** Spanish or Portuguese words spelled like an English one of the catalogue. */
const SAME_IN: Record<string, string[]> = { es: ["roles"], "pt-BR": [] };

type Catalogue = { [key: string]: string | Catalogue };
const strings = (catalogue: Catalogue): string[] =>
  Object.values(catalogue).flatMap((value) => (typeof value === "string" ? [value] : strings(value)));
const keys = (catalogue: Catalogue, prefix = ""): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
/** Lower-cased words; upper-case three-letter codes (currencies: ALL, TRY) are not words. */
const words = (text: string) =>
  (text.replace(/\{\{[^}]*\}\}/g, " ").match(/\p{L}[\p{L}'’]*\p{L}/gu) ?? [])
    .filter((word) => !/^[A-Z]{3}$/.test(word))
    .map((word) => word.toLowerCase());

/** English words of the catalogue that the other language's catalogue never uses (cognates like "total" are fine). */
function englishOnlyWords(other: Catalogue, language: string) {
  const theirs = new Set([...strings(other).flatMap(words), ...(SAME_IN[language] ?? [])]);
  return new Set(
    strings(en as Catalogue)
      .flatMap(words)
      .filter((word) => word.length >= 3 && !theirs.has(word) && !SAME_IN_EVERY_LANGUAGE.has(word)),
  );
}
const RAW_KEYS = keys(en as Catalogue).filter((key) => key.includes("."));

/**
 * Visible text plus the attributes a screen reader or a tooltip shows. The policy's own text
 * (an `article`) is content in its language, checked by the policy check, not interface.
 */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    for (const policy of document.querySelectorAll("article")) policy.setAttribute("hidden", "");
    const attributes = [...document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((element) =>
      ["aria-label", "title", "placeholder", "alt"]
        .map((name) => element.getAttribute(name))
        .filter((value): value is string => Boolean(value)),
    );
    // Field values too: a sample's text in the description is ours, not the user's.
    const values = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("textarea, input:not([type=hidden])")].map(
      (field) => field.value,
    );
    const text = [document.title, document.body.innerText, ...attributes, ...values].join("\n");
    for (const policy of document.querySelectorAll("article")) policy.removeAttribute("hidden");
    return text;
  });

type Finding = { state: string; word: string; context: string };

function findEnglish(state: string, text: string, english: Set<string>, typed: string[], language: string): Finding[] {
  let checked = text;
  for (const own of typed) checked = checked.split(own).join(" "); // what the user typed is theirs
  checked = checked.replace(/\bhttps?:\/\/\S+/g, " "); // a link's random slug ("…gf2try6…") is not a word
  const findings: Finding[] = [];
  for (const line of checked.split("\n")) {
    for (const word of words(line)) if (english.has(word)) findings.push({ state, word, context: line.trim().slice(0, 120) });
    for (const key of RAW_KEYS) if (line.includes(key)) findings.push({ state, word: key, context: line.trim().slice(0, 120) });
    // Thousands with a comma ("1,500 mensal") are English: Portuguese writes 1.500.
    if (language === "pt-BR" && /\d,\d{3}\b/.test(line))
      findings.push({ state, word: "1,000-style number", context: line.trim().slice(0, 120) });
  }
  return findings;
}

const SITES = [
  { language: "es", site: origin.replace("localhost", "es.localhost"), catalogue: es, company: "Cafetería Los Andes" },
  { language: "pt-BR", site: origin.replace("localhost", "pt.localhost"), catalogue: ptBR, company: "Padaria Boa Vista" },
] as const;

describe.each(SITES)("every word on the $language site", ({ language, site, catalogue, company }) => {
  const english = englishOnlyWords(catalogue as Catalogue, language);

  it(`walks the generator, the modal, the 404 and sign-out pages in ${language} without an English word (network failure simulated for the error state)`, async () => {
    const { page } = session;
    const findings: Finding[] = [];
    const typed = [company];
    const check = async (state: string) => findings.push(...findEnglish(state, await pageTexts(page), english, typed, language));

    // Signed out first: the sign-in request state.
    await page.goto(`${site}/`);
    await waitForHydration(page);
    await check("signed out, sample preselected");
    await page.getByRole("button", { name: catalogue.form.generate }).click();
    await page.getByText(catalogue.toasts.signInTitle).first().waitFor();
    await check("sign in to continue");
    await page.waitForURL(/\/api\/login/);
    await check("sign-in page");
    await page.locator("input[name=email]").fill(`walk-${language}@example.com`);
    await page.locator("form button[type=submit]").click();
    await page.waitForURL((url) => url.pathname === "/");
    // Back from sign-in, the saved form generates by itself: wait for its modal and close it.
    await page.getByRole("dialog").waitFor({ timeout: 45_000 });
    await check("result modal after sign-in");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });

    // Empty form.
    await page.goto(`${site}/`);
    await waitForHydration(page);
    const companyField = page.getByLabel(catalogue.form.companyName, { exact: true });
    const description = page.getByRole("textbox", { name: catalogue.form.description });
    await companyField.fill("");
    await description.fill("");
    await check("empty form");

    // Each seeded sample chosen (a sample the admin journey adds and deletes on the same server meanwhile is not the site's).
    const seeded = new Set(SEED_SAMPLE_INPUTS.map((sample) => localiseSample(sample, language).name));
    const select = page.getByRole("combobox", { name: catalogue.form.country });
    const options = (await select.locator("option:not([disabled])").allTextContents()).filter((name) => seeded.has(name));
    expect(options).toHaveLength(seeded.size);
    for (const option of options) {
      await select.selectOption({ label: option });
      // "What we understood" reads the sample after a short pause: wait until it names the sample's country.
      await expect.poll(() => page.getByTestId("understood-summary").textContent()).toContain(option);
      await check(`sample ${option}`);
    }

    // Error: the network fails.
    await companyField.fill(company);
    await page.route("**/api/policies/generate*", (route) => route.abort("failed"));
    await page.getByRole("button", { name: catalogue.form.generate }).click();
    await page.getByText(catalogue.toasts.failedTitle).first().waitFor();
    await check("generation failed");
    await page.unroute("**/api/policies/generate*");

    // Progress: the request is held back until the panel has been read.
    let release = () => {};
    const read = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/policies/generate*", async (route) => {
      await read;
      await route.continue();
    });
    await page.getByRole("button", { name: catalogue.form.generate }).click();
    await page.getByRole("progressbar").waitFor();
    await check("generating");
    release();

    // The result modal, then a second language version added from it.
    await page.getByRole("dialog").waitFor({ timeout: 45_000 });
    await check("result modal");

    // The 404 and the sign-out pages.
    await page.goto(`${site}/no-such-page`);
    await check("404 page");
    await page.goto(`${site}/api/logout`);
    await check("sign-out page");

    const report = findings.map((finding) => `${finding.state}: "${finding.word}" in "${finding.context}"`);
    expect([...new Set(report)]).toEqual([]);
  });
});
