import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { generationBodies, sharedBrowser, waitForHydration } from "./support/browser";

const origin = inject("origin");
const browser = sharedBrowser();

const CHILE =
  "Contratista minero en Antofagasta con 120 trabajadores. Viático de alimentación de 45.000 CLP diarios. Hoteles hasta 60.000 CLP por noche.";

async function cardholderPage(viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser().newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await page.goto(`${origin}/for-cardholders`);
  await waitForHydration(page); // typed text before would be the plain form's, not the reader's
  await expect.poll(() => page.getByLabel("Company name", { exact: true }).inputValue()).not.toBe("");
  return page;
}

const understood = (page: Page) => page.getByRole("region", { name: "What we understood" });

const DENTAL =
  "Harbor Dental is a 40 person dental practice in Portland, Oregon. Meals up to 75 USD a day. Over 1,000 USD the practice manager approves, over 5,000 USD the owner. Expense reports go in by the 5th of the following month.";
const UNPLACED = "Expense reports go in by the 5th of the following month.";

describe("What we understood", () => {
  it("shows Chile · CLP as a Chilean description is typed, and a currency changed there changes the policy", async () => {
    const page = await cardholderPage();
    const bodies = generationBodies(page);
    await page.getByLabel("Company name", { exact: true }).fill("Minera Norte");
    await page.getByLabel("Describe your company and your expense rules").fill(CHILE);
    await expect.poll(() => understood(page).getByTestId("understood-summary").textContent()).toBe("Chile · CLP");
    expect(await understood(page).getByText("from the currency you wrote").isVisible()).toBe(true);
    await expect.poll(() => understood(page).getByLabel("Meals per day (at home)", { exact: true }).inputValue()).toBe("45,000");

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

  it("shows the writing variant of the company's country, and another chosen there writes the policy in its spelling", async () => {
    const page = await cardholderPage();
    const bodies = generationBodies(page);
    await page.getByLabel("Company name", { exact: true }).fill("Harbor Dental");
    await page.getByLabel("Describe your company and your expense rules").fill(DENTAL);
    const variant = understood(page).getByLabel("Written as", { exact: true });
    await expect.poll(() => variant.inputValue()).toBe("en-US");
    expect(
      await understood(page)
        .getByText(/^as written in United States/)
        .count(),
    ).toBe(1);

    await variant.selectOption("en-GB");
    await expect.poll(() => understood(page).getByText("as you chose").count()).toBe(1);
    await page.getByRole("button", { name: "Generate policy" }).click();
    const dialog = page.getByRole("dialog", { name: "Policy generated successfully" });
    await dialog.waitFor();
    const rendered = dialog.getByRole("article", { name: "Policy text" });
    await expect.poll(() => rendered.textContent()).toContain("travelling");
    expect(await rendered.textContent()).not.toMatch(/\btraveling\b/);
    expect(bodies.at(-1)?.reading).toMatchObject({ country: { code: "US" }, variant: "en-GB" });
    await page.context().close();
  });

  it("a tier the user corrected and a Not used yet sentence turned into a rule survive more typing and reach the policy (built-in composer)", async () => {
    const page = await cardholderPage();
    const bodies = generationBodies(page);
    await page.getByLabel("Company name", { exact: true }).fill("Harbor Dental");
    const description = page.getByLabel("Describe your company and your expense rules");
    await description.fill(DENTAL);

    // Limits the user did not give come with our proposed figure, marked so.
    await expect
      .poll(() => understood(page).getByLabel("Lodging per night (at home)", { exact: true }).inputValue(), { timeout: 10_000 })
      .not.toBe("");
    expect(await understood(page).getByText("Proposed").count()).toBeGreaterThan(0);

    // The tiers in ascending order (ours below the lowest, if any), each with its approver and the user's words.
    const approverFields = understood(page).getByLabel("Approver", { exact: true });
    const approvers = () => approverFields.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
    await expect.poll(async () => (await approvers()).slice(-2)).toEqual(["practice manager", "owner"]);
    const tiers = await approvers();
    const tier = (approver: string) => understood(page).getByRole("group", { name: `Approval tier ${tiers.indexOf(approver) + 1}` });
    expect(await tier("practice manager").getByLabel("Above", { exact: true }).inputValue()).toBe("1,000");
    expect(await tier("owner").getByText("You wrote: “Over 1,000 USD the practice manager approves").count()).toBe(1);
    await tier("owner").getByLabel("Approver", { exact: true }).fill("Dr. Patel");
    await tier("owner").getByLabel("Approver", { exact: true }).press("Enter");
    await expect.poll(() => tier("owner").getByText("Set by you").count()).toBe(1);

    // The sentence no rule came from becomes a submission deadline.
    const sentence = understood(page).getByRole("listitem").filter({ hasText: UNPLACED });
    await sentence.getByRole("button", { name: "Turn into a rule" }).click();
    await sentence.getByLabel("Kind of rule").selectOption({ label: "Submission deadline" });
    await sentence.getByLabel("Days", { exact: true }).fill("7");
    await sentence.getByLabel("business days").check();
    await sentence.getByRole("button", { name: "Add rule" }).click();
    await expect.poll(() => understood(page).getByText(`“${UNPLACED}”`, { exact: true }).count()).toBe(0);
    const deadline = understood(page).getByLabel("Submit expenses within (days)", { exact: true });
    expect(await deadline.inputValue()).toBe("7");

    // The user types on: the text is read again, the corrections stay.
    await description.fill(`${DENTAL} No first class.`);
    await expect.poll(() => understood(page).getByRole("group", { name: "First class" }).count()).toBeGreaterThan(0);
    expect((await approvers()).slice(-2)).toEqual(["practice manager", "Dr. Patel"]);
    expect(await deadline.inputValue()).toBe("7");

    await page.getByRole("button", { name: "Generate policy" }).click();
    const dialog = page.getByRole("dialog", { name: "Policy generated successfully" });
    await dialog.waitFor();
    const rendered = dialog.getByRole("article", { name: "Policy text" });
    await expect.poll(() => rendered.textContent()).toContain("Dr. Patel");
    const text = (await rendered.textContent()) ?? "";
    expect(text).toContain("within 7 business days");
    expect(text).not.toContain(UNPLACED);
    expect(bodies.at(-1)?.reading).toMatchObject({
      rules: { submission: { days: 7, businessDays: true }, approvals: [{ approver: "practice manager" }, { approver: "Dr. Patel" }] },
    });
    await page.context().close();
  });

  it("the whole panel, with a rule being made, fits 320 px and axe finds no serious problem in it", async () => {
    const page = await cardholderPage({ width: 320, height: 800 });
    await page.getByLabel("Company name", { exact: true }).fill("Harbor Dental");
    await page.getByLabel("Describe your company and your expense rules").fill(DENTAL);
    await expect
      .poll(() => understood(page).getByLabel("Lodging per night (at home)", { exact: true }).inputValue(), { timeout: 10_000 })
      .not.toBe("");
    await understood(page).getByRole("listitem").filter({ hasText: UNPLACED }).getByRole("button", { name: "Turn into a rule" }).click();
    await understood(page).getByRole("button", { name: "Add an approval tier" }).click();
    await understood(page).getByRole("button", { name: "Add rule" }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const panelId = await understood(page).getAttribute("aria-labelledby");
    expect(await seriousViolations(page, `section[aria-labelledby="${panelId}"]`)).toEqual([]);
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

  it("a sentence on receipts it could not read needs the owner's answer, first in Not used yet, and the form counts it before Generate", async () => {
    const page = await cardholderPage();
    await page.getByLabel("Company name", { exact: true }).fill("Acme Logistics");
    await page
      .getByLabel("Describe your company and your expense rules")
      .fill(
        "Acme Logistics Inc. is based in Austin, Texas, with 20 employees. Meals up to $60 a day. Everyone flies economy. About receipts, we mostly trust our people.",
      );
    const waiting = understood(page).getByTestId("needs-answer");
    await expect.poll(() => waiting.textContent()).toBe("1 sentence needs your answer (receipts): see “Not used yet” below.");
    const first = understood(page).locator("[data-needs-answer]").first();
    expect(await first.getAttribute("data-needs-answer")).toBe("receipts");
    expect(await first.textContent()).toContain("About receipts, we mostly trust our people.");
    expect(await first.textContent()).toContain("We write nothing on receipts until you say what it means");
    expect(await page.getByTestId("not-used-count").textContent()).toContain("1 of your sentences is not used yet");
    // Dismissed, the sentence is placed: nothing waits for an answer any more.
    await first.getByRole("button", { name: "Dismiss" }).click();
    await expect.poll(() => waiting.count()).toBe(0);
    await expect.poll(() => page.getByTestId("not-used-count").count()).toBe(0);
    await page.context().close();
  });
});
