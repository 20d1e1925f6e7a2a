import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { sharedBrowser, waitForHydration } from "./support/browser";

const origin = inject("origin");
const browser = sharedBrowser();

const CHILE =
  "Contratista minero en Antofagasta con 120 trabajadores. Viático de alimentación de 45.000 CLP diarios. Hoteles hasta 60.000 CLP por noche.";

async function cardholderPage(): Promise<Page> {
  const context = await browser().newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/for-cardholders`);
  await waitForHydration(page); // typed text before would be the plain form's, not the reader's
  await expect.poll(() => page.getByLabel("Company name", { exact: true }).inputValue()).not.toBe("");
  return page;
}

/** Every generation request body the page sends. */
function generationBodies(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/policies/generate")) bodies.push(JSON.parse(request.postData() ?? "{}"));
  });
  return bodies;
}

const understood = (page: Page) => page.getByRole("region", { name: "What we understood" });

describe("What we understood", () => {
  it("shows Chile · CLP as a Chilean description is typed, and a currency changed there changes the policy", async () => {
    const page = await cardholderPage();
    const bodies = generationBodies(page);
    await page.getByLabel("Company name", { exact: true }).fill("Minera Norte");
    await page.getByLabel("Describe your company and your expense rules").fill(CHILE);
    await expect.poll(() => understood(page).getByTestId("understood-summary").textContent()).toBe("Chile · CLP");
    expect(await understood(page).getByText("from the currency you wrote").isVisible()).toBe(true);
    await expect.poll(() => understood(page).getByLabel("Meals per day (at home)").inputValue()).toBe("45,000");

    await understood(page).getByLabel("Currency", { exact: true }).selectOption("USD");
    await expect.poll(() => understood(page).getByTestId("understood-summary").textContent()).toBe("Chile · USD");
    await page.getByRole("button", { name: "Generate policy" }).click();
    const dialog = page.getByRole("dialog", { name: "Policy generated successfully" });
    await dialog.waitFor();
    const rendered = dialog.getByRole("article", { name: "Policy text" });
    await expect.poll(() => rendered.textContent()).toContain("45,000.00");
    const text = (await rendered.textContent()) ?? "";
    expect(text).toContain("45,000.00");
    expect(text).not.toContain("CLP 45,000");
    expect(bodies.at(-1)?.reading).toMatchObject({ country: { code: "CL" }, currency: { code: "USD", reason: "user" } });
    await page.context().close();
  });

  it("a sample the user replaced with their own text sends no sample country", async () => {
    const page = await cardholderPage();
    const bodies = generationBodies(page);
    await page.getByLabel("Company name", { exact: true }).fill("Cinco Personas");
    await page.getByLabel("Describe your company and your expense rules").fill("We are 5 people, keep it simple.");
    await expect.poll(() => understood(page).getByText("names no country").count()).toBe(1);
    await page.getByRole("button", { name: "Generate policy" }).click();
    await page.getByRole("dialog", { name: "Policy generated successfully" }).waitFor();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ userInput: "We are 5 people, keep it simple.", companyName: "Cinco Personas" });
    expect(bodies[0]).not.toHaveProperty("country");
    await page.context().close();
  });
});
