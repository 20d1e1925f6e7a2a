import { describe, expect, inject, it } from "vitest";
import { sharedBrowser } from "./support/browser";
import { consultingDescription, generateInModal, publicText, signedInPage } from "./support/owner-pages";
import { toast } from "./support/toasts";
import { createHash } from "node:crypto";

/*
 * Rewriting one section in Chromium (composer): the owner asks for a new meals cap, sees the
 * proposal as a word diff, accepts it, and the public page shows the new figure.
 */

const origin = inject("origin");
const browser = sharedBrowser();

const DESCRIPTION = consultingDescription("Section Works Inc.");

describe("rewriting one section (composer)", () => {
  it("rewrite the limits section with an instruction → diff → Accept → the public page shows the new figure", async () => {
    const { context, page } = await signedInPage(browser(), origin, { email: "sections-e2e@example.com", firstName: "Sec" });
    const { dialog, slug } = await generateInModal(page, { companyName: "Section Works Inc.", description: DESCRIPTION });
    expect(await publicText(context, origin, slug)).toContain("$615.00");

    await dialog.getByRole("button", { name: "Rewrite a section" }).click();
    const panel = dialog.getByRole("region", { name: "Rewrite a section" });
    await panel.getByLabel("Section").selectOption({ label: "3. Spending Limits" });
    await panel.getByLabel("Instruction (optional)").fill("Stricter on meals: meals 48 per day");
    await panel.getByRole("button", { name: "Rewrite", exact: true }).click();

    const diff = panel.getByTestId("section-diff");
    await diff.waitFor();
    await expect.poll(() => diff.locator("ins").allInnerTexts()).toContainEqual(expect.stringContaining("48"));
    await expect.poll(() => diff.locator("del").allInnerTexts()).toContainEqual(expect.stringContaining("615"));
    // The proposal reads as the policy does: its heading and its table, not markdown.
    expect(await diff.getByRole("heading", { level: 2, name: /Spending Limits/ }).count()).toBe(1);
    expect(await diff.locator("td ins").count()).toBeGreaterThan(0);
    expect(await diff.innerText()).not.toMatch(/\||^#|\*\*/m);
    // The proposal says what it does to the rules, beside Accept.
    expect(await panel.getByTestId("section-rule-changes").innerText()).toContain("Meals per day (at home): $615.00 → $48.00");
    // Nothing is saved before Accept.
    expect(await publicText(context, origin, slug)).toContain("$615.00");

    await panel.getByRole("button", { name: "Accept" }).click();
    await toast(page, "The rewritten section is saved.");
    const after = await publicText(context, origin, slug);
    expect(after).toContain("$48.00");
    await expect.poll(() => dialog.getByRole("article", { name: "Policy text" }).innerText()).toContain("$48.00");

    await dialog.getByRole("button", { name: "History" }).click();
    await dialog.getByText("Section rewritten").waitFor();
    await context.close();
  });

  it("a proposal made before an edit saved elsewhere: Accept shows what changed and offers to rewrite again; the edit is kept", async () => {
    const { context, page } = await signedInPage(browser(), origin, { email: "sections-stale-e2e@example.com", firstName: "Sta" });
    const { dialog, slug } = await generateInModal(page, { companyName: "Stale Section Inc.", description: DESCRIPTION });
    await dialog.getByRole("button", { name: "Rewrite a section" }).click();
    const panel = dialog.getByRole("region", { name: "Rewrite a section" });
    await panel.getByLabel("Section").selectOption({ label: "3. Spending Limits" });
    await panel.getByLabel("Instruction (optional)").fill("meals 52 per day");
    await panel.getByRole("button", { name: "Rewrite", exact: true }).click();
    await panel.getByTestId("section-diff").waitFor();

    // Meanwhile the owner saves an edit of that section in another tab.
    const current = await (await context.request.get(`${origin}/api/policies/${slug}`)).json();
    const edited = (current.policyMarkdown as string).replace(
      /^(##[^\n]*Spending Limits[^\n]*)$/m,
      "$1\n\nOffsites are capped at $7,373.00 per person.",
    );
    const saved = await context.request.put(`${origin}/api/policies/${slug}`, {
      headers: { Origin: origin, "Content-Type": "application/json" },
      data: { markdown: edited, baseHash: createHash("sha256").update(current.policyMarkdown).digest("hex") },
    });
    expect(saved.status()).toBe(200);

    await panel.getByRole("button", { name: "Accept" }).click();
    const stale = panel.getByTestId("stale-change");
    await stale.waitFor();
    expect(await stale.innerText()).toContain("rewrite the section again from the current text");
    expect(await stale.innerText()).toContain("Revision 2: Edited");
    expect(await panel.getByTestId("section-proposal").count()).toBe(0);
    expect(await publicText(context, origin, slug)).toContain("$7,373.00");

    await stale.getByRole("button", { name: "Rewrite again from the current text" }).click();
    await panel.getByTestId("section-diff").waitFor();
    await panel.getByRole("button", { name: "Accept" }).click();
    await toast(page, "The rewritten section is saved.");
    const after = await publicText(context, origin, slug);
    expect(after).toContain("$52.00");
    expect(after).toContain("$7,373.00");
    await context.close();
  });
});
