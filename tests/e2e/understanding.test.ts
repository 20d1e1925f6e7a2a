import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { generationBodies, sharedBrowser, waitForHydration } from "./support/browser";
import { groupButton, openGroup, understood } from "./support/understanding-panel";

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

    const currency = understood(page).getByRole("combobox", { name: "Currency", exact: true });
    await currency.fill("USD");
    await currency.press("Enter");
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
    await openGroup(understood(page), "Approvals");
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
    await openGroup(understood(page), "Travel");
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
    await openGroup(understood(page), "Approvals");
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

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])("Country and Currency found by typing, at $width px", (viewport) => {
  it("the keyboard alone finds and chooses Brazil, then the Mexican peso by its Spanish plural; the panel and the generation follow; axe finds nothing serious", async () => {
    const page = await cardholderPage(viewport);
    const bodies = generationBodies(page);
    await page.getByLabel("Company name", { exact: true }).fill("Minera Norte");
    await page.getByLabel("Describe your company and your expense rules").fill(CHILE);
    const summary = understood(page).getByTestId("understood-summary");
    await expect.poll(() => summary.textContent()).toBe("Chile · CLP");

    const country = understood(page).getByRole("combobox", { name: "Country", exact: true });
    const countries = understood(page).getByRole("listbox", { name: "Country", exact: true });
    const countryCount = country.locator("xpath=..").getByRole("status");
    expect(await country.inputValue()).toBe("Chile");
    expect(await country.getAttribute("aria-expanded")).toBe("false");
    await country.focus();
    // The chosen name is selected on focus: what is typed replaces it.
    await page.keyboard.type("united");
    expect(await country.getAttribute("aria-expanded")).toBe("true");
    const names = await countries.getByRole("option").allTextContents();
    expect(names[0]).toBe("United Arab Emirates");
    expect(names).toEqual(expect.arrayContaining(["United Kingdom", "United States of America"]));
    expect(await countryCount.textContent()).toBe(`${names.length} matches`);
    const active = async () => {
      const id = await country.getAttribute("aria-activedescendant");
      return id ? page.locator(`[id="${id}"]`).textContent() : null;
    };
    expect(await active()).toBe("United Arab Emirates");
    await page.keyboard.press("ArrowDown");
    expect(await active()).toBe(names[1]);
    expect(await countries.getByRole("option", { selected: true }).textContent()).toBe(names[1]);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    expect(await active()).toBe(names.at(-1));
    // Open, the panel (listbox included) has no serious accessibility problem.
    const panelId = await understood(page).getAttribute("aria-labelledby");
    expect(await seriousViolations(page, `section[aria-labelledby="${panelId}"]`)).toEqual([]);

    // Escape closes and keeps Chile; typing again replaces the whole name.
    await page.keyboard.press("Escape");
    expect(await country.getAttribute("aria-expanded")).toBe("false");
    expect(await country.inputValue()).toBe("Chile");
    await page.keyboard.type("brasil");
    expect(await countries.getByRole("option").first().textContent()).toBe("Brazil");
    await page.keyboard.press("Enter");
    // The currency follows the chosen country.
    await expect.poll(() => summary.textContent()).toBe("Brazil · BRL");
    expect(await country.inputValue()).toBe("Brazil");
    expect(await country.getAttribute("aria-expanded")).toBe("false");

    // The currency by its Spanish plural; a search that finds nothing says so.
    const currency = understood(page).getByRole("combobox", { name: "Currency", exact: true });
    await page.keyboard.press("Tab");
    expect(await currency.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type("zzq");
    expect(await currency.locator("xpath=..").getByRole("status").textContent()).toBe("No match: try a name or a code");
    expect(await currency.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Escape");
    expect(await currency.inputValue()).toBe("BRL — Brazilian Real");
    await page.keyboard.type("pesos mexicanos");
    expect(await understood(page).getByRole("listbox", { name: "Currency", exact: true }).getByRole("option").first().textContent()).toBe(
      "MXN — Mexican Peso",
    );
    await page.keyboard.press("Enter");
    await expect.poll(() => summary.textContent()).toBe("Brazil · MXN");
    expect(await understood(page).getByText("you chose it").count()).toBe(2);

    // Enter in the combobox chose; it did not submit the form. The generation takes both.
    expect(bodies).toHaveLength(0);
    await page.getByRole("button", { name: "Generate policy" }).click();
    await page.getByRole("dialog", { name: "Policy generated successfully" }).waitFor();
    expect(bodies.at(-1)?.reading).toMatchObject({ country: { code: "BR" }, currency: { code: "MXN", reason: "user" } });
    await page.context().close();
  });
});

describe("the panel's groups, one line each", () => {
  const ACME =
    "Acme Logistics Inc. is based in Austin, Texas, with 20 employees. Meals up to $60 a day. Over $500 the manager approves. Everyone flies economy. About receipts, we mostly trust our people.";

  it.each([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])("at $width px: what needs an answer first and open, the rest closed; a group opens and closes", async (viewport) => {
    const page = await cardholderPage(viewport);
    await page.getByLabel("Company name", { exact: true }).fill("Acme Logistics");
    await page.getByLabel("Describe your company and your expense rules").fill(ACME);
    await understood(page).getByTestId("needs-answer").waitFor();
    const lines = understood(page).locator("section[data-group-open] > h4 > button");
    await expect.poll(() => lines.count()).toBe(7);
    const shown = async () =>
      lines.evaluateAll((buttons) => buttons.map((button) => [button.textContent, button.getAttribute("aria-expanded")]));
    const [notUsed, documents, ...others] = await shown();
    expect(notUsed).toEqual(["Not used yet, 1 sentenceNeeds your answer", "true"]);
    expect(documents?.[0]).toMatch(/^Documents, .*Needs your answer$/);
    expect(documents?.[1]).toBe("true");
    expect(others.map(([text]) => text!.split(",")[0])).toEqual(["Limits", "Approvals", "Deadlines", "Travel", "Not reimbursed"]);
    expect(others.every(([, expanded]) => expanded === "false")).toBe(true);
    expect(others[0]![0]).toMatch(/^Limits, \d+ rules?/);

    // The collapsed panel against the same panel with every group open (once our proposed figures came).
    await expect
      .poll(() =>
        understood(page)
          .getByText(/proposed by us/)
          .count(),
      )
      .toBeGreaterThan(0);
    const collapsed = (await understood(page).boundingBox())!.height;
    const limits = groupButton(understood(page), "Limits");
    const meals = understood(page).getByLabel("Meals per day (at home)", { exact: true });
    expect(await meals.isVisible()).toBe(false);
    await limits.click();
    expect(await limits.getAttribute("aria-expanded")).toBe("true");
    expect(await meals.isVisible()).toBe(true);
    expect(await meals.inputValue()).toBe("60");
    for (const title of ["Approvals", "Deadlines", "Travel", "Not reimbursed"]) await openGroup(understood(page), title);
    const open = (await understood(page).boundingBox())!.height;
    console.log(
      `"What we understood" at ${viewport.width} px: ${Math.round(collapsed)} px with its groups closed, ${Math.round(open)} px all open`,
    );
    expect(collapsed).toBeLessThan(open * 0.6);
    if (viewport.width === 390) expect(collapsed).toBeLessThan(1600);

    // The keyboard closes a group again.
    await limits.focus();
    await page.keyboard.press("Enter");
    expect(await limits.getAttribute("aria-expanded")).toBe("false");
    expect(await meals.isVisible()).toBe(false);
    await page.context().close();
  });

  it("reads in Spanish and Portuguese too", async () => {
    for (const [host, title, needs] of [
      ["es.localhost", "Comprobantes", "Necesita tu respuesta"],
      ["pt.localhost", "Comprovantes", "Precisa da sua resposta"],
    ] as const) {
      const context = await browser().newContext();
      const page = await context.newPage();
      await page.goto(`${origin.replace("localhost", host)}/for-cardholders`);
      await waitForHydration(page);
      await page.locator("textarea").fill(ACME);
      const line = page.locator("section[data-group-open] > h4 > button").filter({ hasText: title });
      await expect.poll(() => line.textContent()).toMatch(new RegExp(`^${title}, .*${needs}$`));
      expect(await line.getAttribute("aria-expanded")).toBe("true");
      await context.close();
    }
  });
});
