import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { sharedBrowser, waitForHydration } from "./support/browser";
import { generateInModal, signedInPage } from "./support/owner-pages";
import { toast } from "./support/toasts";

/*
 * History in Chromium (composer): two edits make three revisions of one figure (A → B → C); the
 * owner compares any two, in either order, and the diff always reads from the older to the newer;
 * a revision against itself, or against a restored copy of it, shows no differences; in Spanish too.
 */

const origin = inject("origin");
const browser = sharedBrowser();

// Three distinctive meal caps: each appears in exactly one revision.
const A = "615";
const B = "655";
const C = "695";
const COMPANY = "History Harbor Inc.";
const DESCRIPTION = `Company name: ${COMPANY}
Country: United States
Currency: USD
Employees: 35
Industry: Logistics

Roles and limits:
- Dispatcher: 1,800 monthly, 500 per transaction

Travel categories:
- Meals per day: ${A}
- Lodging per night: 230

Rules:
- Submit expenses within 30 days`;

/** Everything the diff strikes and everything it inserts, each joined in one string. */
async function changes(diff: Locator) {
  return { removed: (await diff.locator("del").allInnerTexts()).join(" "), added: (await diff.locator("ins").allInnerTexts()).join(" ") };
}

async function editFigure(page: Page, dialog: Locator, from: string, to: string) {
  await dialog.getByRole("button", { name: "Edit", exact: true }).click();
  // Edit opens one section at a time; the whole text as markdown is one press further.
  await dialog.getByRole("button", { name: "Edit the whole policy as Markdown" }).click();
  const editor = dialog.getByLabel("Policy text (Markdown)");
  await editor.fill((await editor.inputValue()).replaceAll(from, to));
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => dialog.getByRole("article", { name: "Policy text" }).innerText()).toContain(to);
}

describe("comparing any two revisions (composer)", () => {
  it("A → B → C: compare 2 with 3 in either order (older → newer), 1 with 3, a revision with itself and with its restored copy; in Spanish too", async () => {
    const { context, page } = await signedInPage(browser(), origin, { email: "history-e2e@example.com", firstName: "Hana" });
    const { dialog } = await generateInModal(page, { companyName: COMPANY, description: DESCRIPTION });
    await expect.poll(() => dialog.getByRole("article", { name: "Policy text" }).innerText()).toContain(A);
    await editFigure(page, dialog, A, B);
    await editFigure(page, dialog, B, C);

    // Each revision's text is fetched once, however often it is compared.
    const textRequests: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET" && /\/revisions\/\d+$/.test(request.url())) textRequests.push(new URL(request.url()).pathname);
    });
    await dialog.getByRole("button", { name: "History" }).click();
    const history = dialog.getByRole("region", { name: "Revision history" });
    await history.getByText("Revision 3", { exact: true }).waitFor();
    // The revisions' own list (the diff above it may hold the policy's lists too).
    const listed = history.getByTestId("revision-list").getByRole("listitem");
    expect(await listed.count()).toBe(3);
    // How long History keeps what it lists is said where it is listed.
    await history.getByText("Revisions older than the newest 200 are removed (the first, as generated, is always kept).").waitFor();
    // Each row says what made it and who.
    const row = (number: number) => listed.filter({ has: page.getByText(`Revision ${number}`, { exact: true }) });
    expect(await row(1).innerText()).toContain("Generated");
    expect(await row(2).innerText()).toContain("Edited");
    expect(await row(3).innerText()).toContain("by you");

    // At first: the revision before the latest with the latest.
    const first = history.getByLabel("Compare revision");
    const second = history.getByLabel("with revision");
    const caption = history.getByText(/→/);
    const diff = history.getByTestId("revision-diff");
    expect([await first.inputValue(), await second.inputValue()]).toEqual(["2", "3"]);
    await expect.poll(() => caption.innerText()).toBe("Revision 2 → Revision 3");
    await expect.poll(() => changes(diff)).toEqual({ removed: expect.stringContaining(B), added: expect.stringContaining(C) });
    const twoToThree = await changes(diff);
    expect(`${twoToThree.removed} ${twoToThree.added}`).not.toContain(A);
    // Formatted as the policy reads: the change marked inside its table cell, no markdown marks shown.
    expect(await diff.locator("td del, td ins").count()).toBeGreaterThanOrEqual(2);
    expect(await diff.innerText()).not.toMatch(/\||^#|\*\*/m);
    // The change shows with the lines around it; the long unchanged stretches fold to a count.
    expect(await diff.innerText()).toMatch(/Unchanged lines: \d+/);
    expect((await diff.innerText()).length).toBeLessThan(
      (await dialog.getByRole("article", { name: "Policy text" }).innerText()).length / 2,
    );

    // Picked the other way round, the diff still reads from the older revision to the newer one.
    await first.selectOption("3");
    await second.selectOption("2");
    await expect.poll(() => caption.innerText()).toBe("Revision 2 → Revision 3");
    await expect.poll(() => changes(diff)).toEqual(twoToThree);

    // Any two: the first revision against the latest.
    await second.selectOption("1");
    await expect.poll(() => caption.innerText()).toBe("Revision 1 → Revision 3");
    await expect.poll(() => changes(diff)).toEqual({ removed: expect.stringContaining(A), added: expect.stringContaining(C) });
    expect((await changes(diff)).removed).not.toContain(B);

    // A revision with itself.
    await second.selectOption("3");
    await expect.poll(() => caption.innerText()).toBe("Revision 3 → Revision 3");
    await history.getByText("No differences.").waitFor();
    expect(await diff.count()).toBe(0);

    // The row shortcut sets the pair: revision 2 against the current text.
    await row(2).getByRole("button", { name: "Changes since this revision" }).click();
    expect([await first.inputValue(), await second.inputValue()]).toEqual(["2", "3"]);
    await expect.poll(() => changes(diff)).toEqual(twoToThree);

    expect(textRequests.length).toBeGreaterThanOrEqual(3);
    expect(new Set(textRequests).size).toBe(textRequests.length);

    // Restoring revision 2 makes revision 4 with the same text: equal texts show no differences.
    await row(2).getByRole("button", { name: "Restore this revision" }).click();
    await toast(page, "Revision 2 is now the current text.");
    await history.getByText("Revision 4", { exact: true }).waitFor();
    expect(await row(4).innerText()).toContain("Restored from revision 2");
    await first.selectOption("2");
    await second.selectOption("4");
    await expect.poll(() => caption.innerText()).toBe("Revision 2 → Revision 4");
    await history.getByText("No differences.").waitFor();

    // In Spanish, from My Policies: every label translated, the diff still older → newer.
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Español" });
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("es");
    await page.goto(`${origin}/policies`);
    await waitForHydration(page);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: COMPANY }) });
    await card.getByRole("button", { name: "Ver política" }).click();
    const viewer = page.getByRole("dialog", { name: COMPANY });
    await viewer.getByRole("button", { name: "Historial" }).click();
    const historial = viewer.getByRole("region", { name: "Historial de revisiones" });
    await historial.getByText("Revisión 4", { exact: true }).waitFor();
    await historial.getByText(/Las revisiones anteriores a las 200 más recientes se eliminan/).waitFor();
    expect(await historial.getByTestId("revision-list").getByRole("listitem").first().innerText()).toContain(
      "Restaurada desde la revisión 2",
    );
    await historial.getByLabel("Comparar la revisión").selectOption("4");
    await historial.getByLabel("con la revisión").selectOption("1");
    await expect.poll(() => historial.getByText(/→/).innerText()).toBe("Revisión 1 → Revisión 4");
    await expect
      .poll(() => changes(historial.getByTestId("revision-diff")))
      .toEqual({ removed: expect.stringContaining(A), added: expect.stringContaining(B) });
    expect(await historial.getByTestId("revision-diff").innerText()).toMatch(/Líneas sin cambios: \d+/);
    await historial.getByLabel("con la revisión").selectOption("4");
    await historial.getByText("Sin diferencias.").waitFor();
    await context.close();
  });
});
