import { describe, expect, inject, it } from "vitest";
import { sharedBrowser } from "./support/browser";
import { generateInModal, publicText as visitorText, signedInPage } from "./support/owner-pages";
import { toast } from "./support/toasts";

/*
 * Two language versions in Chromium (composer): the owner edits the English meals cap, the Spanish
 * version says it may be out of date, "Update from English" carries the new figure into it, and
 * its public page shows it.
 */

const origin = inject("origin");
const browser = sharedBrowser();

const DESCRIPTION = `Company name: Lingua Ledger Inc.
Country: United States
Currency: USD
Employees: 35
Industry: Consulting

Roles and limits:
- Consultant: 2,100 monthly, 600 per transaction

Travel categories:
- Meals per day: 615
- Lodging per night: 230

Rules:
- Receipts for every expense over 25`;

describe("a language version that may be out of date (composer)", () => {
  it("edit English → Spanish says it may be out of date → Update from English carries the figure → its public page shows it", async () => {
    const { context, page } = await signedInPage(browser(), origin, { email: "languages-e2e@example.com", firstName: "Lena" });
    const { dialog } = await generateInModal(page, { companyName: "Lingua Ledger Inc.", description: DESCRIPTION });
    const rendered = dialog.getByRole("article", { name: "Policy text" });
    await expect.poll(() => rendered.innerText()).toContain("615");

    // The tools ask whether the version shown is behind another; the absence checks below wait for that answer.
    const freshnessAnswer = () => page.waitForResponse((response) => response.url().endsWith("/freshness"));
    let answered = freshnessAnswer();
    await dialog.getByRole("button", { name: "Add Spanish version" }).click();
    await expect.poll(() => dialog.getByRole("tab", { name: "Spanish" }).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => rendered.innerText()).toContain("615");
    const spanishSlug = (await dialog.getByLabel("Shareable URL").inputValue()).split("/p/")[1]!;
    // Freshly added: nothing to update from.
    await answered;
    expect(await dialog.getByTestId("language-freshness").count()).toBe(0);

    await dialog.getByRole("tab", { name: "English" }).click();
    await dialog.getByRole("button", { name: "Edit", exact: true }).click();
    // Edit opens one section at a time; the whole text as markdown is one press further.
    await dialog.getByRole("button", { name: "Edit the whole policy as Markdown" }).click();
    const editor = dialog.getByLabel("Policy text (Markdown)");
    await editor.fill((await editor.inputValue()).replaceAll("615", "655"));
    answered = freshnessAnswer();
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Your changes are saved.");
    // The edited version itself is not behind anything.
    await answered;
    expect(await dialog.getByTestId("language-freshness").count()).toBe(0);

    await dialog.getByRole("tab", { name: "Spanish" }).click();
    const notice = dialog.getByTestId("language-freshness");
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/may be out of date: the English version changed on .+ \(revision 2\)/);
    expect(await rendered.innerText()).toContain("615");
    await notice.getByRole("button", { name: "Update from English" }).click();
    await toast(page, "Updated from the English version.");
    await expect.poll(() => rendered.innerText()).toContain("655");
    expect(await rendered.innerText()).not.toContain("615");
    expect(await notice.innerText()).toContain("Figures carried over: 615 → 655");
    // Caught up: the notice asks again and offers no update any more.
    await expect.poll(() => notice.getByRole("button", { name: "Update from English" }).count()).toBe(0);

    // History names the update and shows what it changed.
    await dialog.getByRole("button", { name: "History" }).click();
    const history = dialog.getByRole("region", { name: "Revision history" });
    await history.getByText("Updated from the English version").waitFor();
    const diff = history.getByTestId("revision-diff");
    await diff.waitFor();
    expect(await diff.locator("del").allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining("615")]));
    expect(await diff.locator("ins").allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining("655")]));

    const shared = await visitorText(context, origin, spanishSlug);
    expect(shared).toContain("655");
    expect(shared).not.toContain("615");
    await context.close();
  });
});
