import { describe, expect, inject, it } from "vitest";
import { sharedBrowser, waitForHydration } from "./support/browser";
import { toast } from "./support/toasts";

const origin = inject("origin");
const browser = sharedBrowser();

const DESCRIPTION = "Harbor Dental is a 40 person dental practice in Portland, Oregon. Meals up to 75 USD a day.";

describe("figures we proposed", () => {
  it("the owner sees them marked, employees read 'Not set yet', and one step confirms them (one changed)", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/for-cardholders`);
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel("Company name", { exact: true }).inputValue()).not.toBe("");
    await page.getByLabel("Company name", { exact: true }).fill("Harbor Dental");
    await page.getByLabel("Describe your company and your expense rules").fill(DESCRIPTION);
    await page.getByRole("button", { name: "Generate policy" }).click();
    const dialog = page.getByRole("dialog", { name: "Policy generated successfully" });
    await dialog.waitFor();
    // The owner's view marks each figure of ours.
    await expect.poll(() => dialog.getByRole("article", { name: "Policy text" }).textContent()).toContain("(proposed)");
    const card = dialog.getByRole("region", { name: /^We proposed \d+ figures$/ });
    await card.waitFor();
    const count = Number(/\d+/.exec((await card.getByRole("heading").textContent()) ?? "")![0]);
    expect(await card.getByRole("textbox").count()).toBe(count);

    // Employees read no figure of ours until it is confirmed.
    const publicUrl = await dialog.getByLabel("Shareable URL").inputValue();
    const before = await (await context.request.get(publicUrl)).text();
    expect(before).not.toContain("(proposed)");
    expect(before).toContain("Not set yet (ask the finance team)");

    const directors = card.getByLabel("Directors — Monthly limit", { exact: true });
    await directors.fill("$12,500.00");
    await card.getByRole("button", { name: "Confirm these figures" }).click();
    await toast(page, "Figures confirmed");
    await card.waitFor({ state: "detached" });
    await expect.poll(() => dialog.getByRole("article", { name: "Policy text" }).textContent()).not.toContain("(proposed)");

    const after = await (await context.request.get(publicUrl)).text();
    expect(after).not.toContain("Not set yet");
    expect(after).toContain("$12,500.00");
    await context.close();
  });
});
