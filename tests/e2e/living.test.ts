import { spawnSync } from "node:child_process";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { sharedBrowser, waitForHydration } from "./support/browser";
import { toast } from "./support/toasts";
import { generateInModal, publicText as visitorText, signedInPage as ownerPage } from "./support/owner-pages";

/*
 * A living policy in Chromium: the owner edits a figure in the result modal, the PDF and the public
 * page follow, History shows the word diff, Restore brings the old figure back; a broken edit is refused.
 */

const origin = inject("origin");
const browser = sharedBrowser();

// A distinctive meal cap, so replacing it in the markdown changes exactly the figure the user wrote.
const OLD_MEALS = "615";
const NEW_MEALS = "655";
const DESCRIPTION = `Company name: Living Ledger Inc.
Country: United States
Currency: USD
Employees: 60
Industry: Software

Roles and limits:
- Sales representative: 2,400 monthly, 700 per transaction
- Engineering manager: 4,000 monthly, 1,200 per transaction

Travel categories:
- Meals per day: ${OLD_MEALS}
- Lodging per night: 240

Rules:
- Receipts for every expense over 25
- Submit expenses within 30 days`;

const signedInPage = (email: string, firstName: string) => ownerPage(browser(), origin, { email, firstName });
const publicText = (context: BrowserContext, slug: string) => visitorText(context, origin, slug);

async function pdfText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const file = await download.path();
  const pdftotext = spawnSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  expect(pdftotext.status, pdftotext.stderr).toBe(0);
  return pdftotext.stdout.replace(/\s+/g, " ");
}

describe("a living policy (composer)", () => {
  it("an edit that makes a limit row unreadable names it and asks before saving; Keep editing saves nothing, Save anyway saves", async () => {
    const { context, page } = await signedInPage("living-unreadable@example.com", "Una");
    const { dialog, slug } = await generateInModal(page, { companyName: "Unreadable Rows Ltd.", description: DESCRIPTION });
    const before = await publicText(context, slug);
    await dialog.getByRole("button", { name: "Edit", exact: true }).click();
    // Edit opens one section at a time; the whole text as markdown is one press further.
    await dialog.getByRole("button", { name: "Edit the whole policy as Markdown" }).click();
    const editor = dialog.getByLabel("Policy text (Markdown)");
    const original = await editor.inputValue();
    const lodging = original.split("\n").find((line) => line.startsWith("| Lodging, per night (home country) |"))!;
    const inWords = lodging.replace("$240.00", "two hundred and forty dollars");
    await editor.fill(original.replace(lodging, inWords));
    const unreadable = dialog.getByTestId("rule-changes-unreadable");
    await expect.poll(() => unreadable.innerText()).toContain("two hundred and forty dollars");
    expect(await dialog.getByTestId("rule-changes").innerText()).toContain(
      "The card controls will no longer include: Lodging per night (at home): $240.00",
    );

    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    const question = page.getByRole("alertdialog", { name: "Save rows that cannot be read as rules?" });
    await question.waitFor();
    await question.getByRole("button", { name: "Keep editing" }).click();
    await question.waitFor({ state: "detached" });
    expect(await publicText(context, slug)).toBe(before);

    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await question.getByRole("button", { name: "Save anyway" }).click();
    await toast(page, "Your changes are saved.");
    expect(await publicText(context, slug)).toContain("two hundred and forty dollars");
    await context.close();
  });

  it("edit a limit → PDF and public page show it → History diff → Restore brings the old figure back", async () => {
    const { context, page } = await signedInPage("living-e2e@example.com", "Liv");
    const { dialog, slug } = await generateInModal(page, { companyName: "Living Ledger Inc.", description: DESCRIPTION });
    const rendered = dialog.getByRole("article", { name: "Policy text" });
    await expect.poll(() => rendered.innerText()).toContain(OLD_MEALS);

    await dialog.getByRole("button", { name: "Edit", exact: true }).click();
    // Edit opens one section at a time; the whole text as markdown is one press further.
    await dialog.getByRole("button", { name: "Edit the whole policy as Markdown" }).click();
    const editor = dialog.getByLabel("Policy text (Markdown)");
    const original = await editor.inputValue();
    expect(original).toContain(OLD_MEALS);
    await editor.fill(original.replaceAll(OLD_MEALS, NEW_MEALS));
    // Before Save, the owner reads what the edit does to the rules.
    const ruleChanges = dialog.getByTestId("rule-changes");
    await expect.poll(() => ruleChanges.innerText()).toContain(`Meals per day (at home): $${OLD_MEALS}.00 → $${NEW_MEALS}.00`);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Your changes are saved.");
    // The modal shows the saved text at once, and the file and the public page serve it.
    await expect.poll(() => rendered.innerText()).toContain(NEW_MEALS);
    expect(await rendered.innerText()).not.toContain(OLD_MEALS);
    const pdf = await pdfText(page, () => dialog.getByRole("link", { name: "Download PDF" }).click());
    expect(pdf).toContain(NEW_MEALS);
    expect(pdf).not.toContain(OLD_MEALS);
    const edited = await publicText(context, slug);
    expect(edited).toContain(NEW_MEALS);
    expect(edited).not.toContain(OLD_MEALS);

    await dialog.getByRole("button", { name: "History" }).click();
    const history = dialog.getByRole("region", { name: "Revision history" });
    // Exact: the comparison above the list names revisions too ("Revision 1 → Revision 2").
    await history.getByText("Revision 2", { exact: true }).waitFor();
    expect(await history.getByTestId("revision-list").getByRole("listitem").count()).toBe(2);
    await history.getByText("Revision 1", { exact: true }).waitFor();
    await history.getByRole("button", { name: "Changes since this revision" }).click();
    const diff = history.getByTestId("revision-diff");
    await diff.waitFor();
    // From the older revision to the current text: the old figure struck, the new one added.
    expect(await diff.locator("del").allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(OLD_MEALS)]));
    expect(await diff.locator("ins").allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(NEW_MEALS)]));

    await history.getByRole("button", { name: "Restore this revision" }).click();
    await toast(page, "Revision 1 is now the current text.");
    await history.getByText("Revision 3", { exact: true }).waitFor();
    await expect.poll(() => rendered.innerText()).toContain(OLD_MEALS);
    const restored = await publicText(context, slug);
    expect(restored).toContain(OLD_MEALS);
    expect(restored).not.toContain(NEW_MEALS);

    // My Policies' viewer offers the owner the same tools: an edit there shows at once and lists as revision 4.
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await page.goto(`${origin}/policies`);
    await waitForHydration(page);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Living Ledger Inc." }) });
    await card.getByRole("button", { name: "View Policy" }).click();
    const viewer = page.getByRole("dialog", { name: "Living Ledger Inc." });
    const viewed = viewer.getByRole("article", { name: "Policy text" });
    await expect.poll(() => viewed.innerText()).toContain(OLD_MEALS);
    await viewer.getByRole("button", { name: "Edit", exact: true }).click();
    // Edit opens one section at a time; the whole text as markdown is one press further.
    await viewer.getByRole("button", { name: "Edit the whole policy as Markdown" }).click();
    const viewerEditor = viewer.getByLabel("Policy text (Markdown)");
    await viewerEditor.fill((await viewerEditor.inputValue()).replaceAll(OLD_MEALS, NEW_MEALS));
    await viewer.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Your changes are saved.");
    await expect.poll(() => viewed.innerText()).toContain(NEW_MEALS);
    await viewer.getByRole("button", { name: "History" }).click();
    await viewer.getByRole("region", { name: "Revision history" }).getByText("Revision 4", { exact: true }).waitFor();
    await context.close();
  });

  it("an edit that deletes a section heading is refused with the translated message, and nothing changes", async () => {
    const { context, page } = await signedInPage("living-broken-e2e@example.com", "Bruno");
    // Spanish interface: the refusal comes in the user's language.
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Español" });
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("es");
    const company = page.getByLabel("Nombre de la empresa", { exact: true });
    await expect.poll(() => company.inputValue()).not.toBe("");
    await page.getByRole("button", { name: "Generar política" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("URL para compartir").waitFor();
    const slug = (await dialog.getByLabel("URL para compartir").inputValue()).split("/p/")[1]!;
    const before = await publicText(context, slug);

    await dialog.getByRole("button", { name: "Editar", exact: true }).click();
    await dialog.getByRole("button", { name: "Editar toda la política en Markdown" }).click();
    const editor = dialog.getByRole("textbox", { name: "Texto de la política (Markdown)" });
    const original = await editor.inputValue();
    const heading = original.split("\n").find((line) => line.startsWith("## "))!;
    expect(heading).toBeTruthy();
    await editor.fill(original.replace(`${heading}\n`, ""));
    await dialog.getByRole("button", { name: "Guardar", exact: true }).click();
    const refusal = dialog.getByRole("alert");
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/nueve secciones/);
    // The draft stays in the editor to fix, and the saved policy is untouched.
    expect(await editor.inputValue()).not.toContain(heading);
    expect(await publicText(context, slug)).toBe(before);
    await context.close();
  });
});
