import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { freshPagePerTest, waitForHydration } from "./support/browser";
import { toast, toastItem, toastRegion } from "./support/toasts";

const port = inject("port");
const site = (host: string, path = "/") => `http://${host}:${port}${path}`;

const session = freshPagePerTest();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element has no box");
  return box;
}

/** The card customers' route (no account needed): Generate, then the result modal with its text. */
async function generateAnonymously(
  page: Page,
  host = "localhost",
  names = { generate: "Generate policy", title: "Policy generated successfully" },
) {
  await page.goto(site(host, "/for-cardholders"));
  await waitForHydration(page);
  const generate = page.getByRole("button", { name: names.generate });
  await expect.poll(() => generate.isEnabled()).toBe(true);
  await generate.click();
  const dialog = page.getByRole("dialog", { name: names.title });
  await dialog.waitFor();
  await dialog.getByRole("article").getByRole("heading", { level: 1 }).waitFor();
  return dialog;
}

/** A pointer drag from the middle of an element, `dx` pixels to the right. */
async function swipeRight(page: Page, target: Locator, dx: number) {
  const box = await boxOf(target);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40 + dx, y, { steps: 8 });
  await page.mouse.up();
}

describe("toasts (Radix Toast with the constants)", () => {
  it("show one at a time; a swipe right of 50 px or more dismisses one, a shorter one does not", async () => {
    const { page } = session;
    await session.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const dialog = await generateAnonymously(page);
    await dialog.getByRole("button", { name: "Copy text" }).click();
    await toast(page, "Policy text copied to clipboard!");
    await dialog.getByRole("button", { name: "Share URL" }).click();
    await toast(page, "URL copied to clipboard!");
    const items = toastRegion(page).getByRole("listitem");
    expect(await items.count()).toBe(1);

    const shown = toastItem(page, "URL copied to clipboard!");
    await swipeRight(page, shown, 30);
    // Radix marks a swipe it let go of as cancelled: the toast stays.
    await expect.poll(() => shown.getAttribute("data-swipe")).toBe("cancel");
    expect(await shown.isVisible()).toBe(true);
    await swipeRight(page, shown, 80);
    await shown.waitFor({ state: "detached" });
    // The swipe did not reach the dialog behind it.
    expect(await dialog.isVisible()).toBe(true);
  });

  for (const [host, name] of [
    ["localhost", "Notifications (F8)"],
    ["es.localhost", "Notificaciones (F8)"],
    ["pt.localhost", "Notificações (F8)"],
  ] as const) {
    it(`F8 moves focus to the notification region, named "${name}" on ${host}`, async () => {
      const { page } = session;
      await page.goto(site(host));
      await waitForHydration(page);
      await page.getByRole("region", { name }).waitFor({ state: "attached" });
      // Hydrated: the preselected sample has filled the company name.
      await expect.poll(() => page.locator("input[name=companyName]").inputValue()).not.toBe("");
      await page.keyboard.press("F8");
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label"))).toBe(name);
    });
  }

  it("never cover the open dialog's Close and Delete buttons, at 1280 px and at 390 px", async () => {
    const { page } = session;
    await session.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const dialog = await generateAnonymously(page);
    for (const size of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await dialog.getByRole("button", { name: "Delete policy" }).scrollIntoViewIfNeeded();
      await dialog.getByRole("button", { name: "Delete policy" }).click();
      await dialog.getByText("Are you sure you want to delete this policy?").waitFor();
      await dialog.getByRole("button", { name: "Share URL" }).scrollIntoViewIfNeeded();
      await dialog.getByRole("button", { name: "Share URL" }).click();
      const shown = toastItem(page, "URL copied to clipboard!");
      await shown.waitFor();
      // The dialog makes room above the toast: it moves as the toast arrives, so wait for it to settle.
      await expect.poll(async () => overlaps(await boxOf(shown), await boxOf(dialog)), { timeout: 3_000 }).toBe(false);
      const close = dialog.getByRole("button", { name: "Close", exact: true });
      expect(overlaps(await boxOf(shown), await boxOf(close))).toBe(false);
      const confirmDelete = dialog.getByRole("button", { name: "Delete policy" });
      await confirmDelete.scrollIntoViewIfNeeded();
      expect(overlaps(await boxOf(shown), await boxOf(confirmDelete))).toBe(false);
      // Both still take a click while the toast is up.
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.getByRole("button", { name: "Delete policy" }).waitFor();
      await shown.getByRole("button", { name: "Dismiss notification" }).click();
      await shown.waitFor({ state: "detached" });
    }
  });
});

describe("copy when the browser refuses the clipboard", () => {
  it("says it could not copy, selects the policy text and the link instead, and shows a visible ×", async () => {
    // A context granted no permission at all: Chromium rejects navigator.clipboard.writeText.
    const context = await session.browser.newContext({ permissions: [] });
    const page = await context.newPage();
    try {
      const dialog = await generateAnonymously(page);
      await dialog.getByRole("button", { name: "Copy text" }).click();
      const refused = toastItem(page, "Couldn't copy to the clipboard");
      await refused.waitFor();
      expect(await refused.textContent()).toContain("press Ctrl+C");
      expect(await toastItem(page, "copied to clipboard").count()).toBe(0);
      const policyHeading = await dialog.getByRole("article").getByRole("heading", { level: 1 }).textContent();
      const selected = await page.evaluate(() => window.getSelection()?.toString() ?? "");
      expect(selected.startsWith(policyHeading!.trim())).toBe(true);
      expect(selected.length).toBeGreaterThan(1000);

      // The × of this red toast has the contrast of its text (WCAG non-text contrast: 3:1 at least).
      const dismiss = refused.getByRole("button", { name: "Dismiss notification" });
      expect(await dismiss.isVisible()).toBe(true);
      const contrast = await dismiss.evaluate((button) => {
        const rgb = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
        const luminance = ([r, g, b]: number[]) => {
          const [R, G, B] = [r!, g!, b!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
          return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
        };
        const toastElement = button.closest("li")!;
        const fg = luminance(rgb(getComputedStyle(button).color));
        const bg = luminance(rgb(getComputedStyle(toastElement).backgroundColor));
        return { ratio: (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05), opacity: Number(getComputedStyle(button).opacity) };
      });
      expect(contrast.opacity).toBe(1);
      expect(contrast.ratio).toBeGreaterThanOrEqual(3);

      await dialog.getByRole("button", { name: "Share URL" }).click();
      await toastItem(page, "The link is selected").waitFor();
      const url = await dialog.getByLabel("Shareable URL").inputValue();
      expect(
        await page.evaluate(
          () => document.activeElement?.getAttribute("readonly") !== null && (document.activeElement as HTMLInputElement).value,
        ),
      ).toBe(url);
      const range = await dialog
        .getByLabel("Shareable URL")
        .evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);
      expect(range).toEqual([0, url.length]);
    } finally {
      await context.close();
    }
  });
});

describe("dialogs and tabs (WAI-ARIA)", () => {
  it("the result modal gives focus back to Generate policy when closed by its button or by Escape", async () => {
    const { page } = session;
    let dialog = await generateAnonymously(page);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Generate policy");

    await page.keyboard.press("Enter");
    dialog = page.getByRole("dialog", { name: "Policy generated successfully" });
    await dialog.getByRole("article").getByRole("heading", { level: 1 }).waitFor();
    // The dialog comes with the "generated" toast, and Radix gives Escape to the top layer of the two:
    // whichever that is closes first, and a second Escape the other, as a person would press it.
    await toast(page, "Policy generated successfully!");
    await page.keyboard.press("Escape");
    if (await dialog.isVisible()) await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Generate policy");
  });

  it("the language tabs move with the arrow keys, Home and End, and each shows its version", async () => {
    const { page } = session;
    const dialog = await generateAnonymously(page);
    // Add the two other languages (one at a time: the buttons wait while one is being written).
    const addButtons = dialog.getByRole("button", { name: /^Add .+ version$/ });
    while ((await addButtons.count()) > 0) {
      await expect.poll(() => addButtons.first().isEnabled(), { timeout: 30_000 }).toBe(true);
      const before = await dialog.getByRole("tab").count();
      await addButtons.first().click();
      await expect.poll(() => dialog.getByRole("tab").count(), { timeout: 30_000 }).toBeGreaterThan(before);
    }
    const tabs = dialog.getByRole("tablist", { name: "Language" }).getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(["English", "Spanish", "Portuguese"]);

    const selectedTab = () => dialog.getByRole("tab", { selected: true }).textContent();
    const focusedTab = () =>
      page.evaluate(() => document.activeElement?.getAttribute("role") === "tab" && document.activeElement.textContent);
    const panelLanguage = () => dialog.getByRole("tabpanel").getByRole("article").getAttribute("lang");

    await dialog.getByRole("tab", { name: "Portuguese" }).click();
    await expect.poll(panelLanguage).toBe("pt-BR");
    await page.keyboard.press("Home");
    await expect.poll(selectedTab).toBe("English");
    expect(await focusedTab()).toBe("English");
    await expect.poll(panelLanguage).toBe("en");
    await page.keyboard.press("ArrowRight");
    await expect.poll(selectedTab).toBe("Spanish");
    expect(await focusedTab()).toBe("Spanish");
    await expect.poll(panelLanguage).toBe("es");
    await page.keyboard.press("End");
    await expect.poll(selectedTab).toBe("Portuguese");
    await page.keyboard.press("ArrowRight");
    await expect.poll(selectedTab).toBe("English");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(selectedTab).toBe("Portuguese");
    expect(await focusedTab()).toBe("Portuguese");
    // Tab leaves the tab list for the panel's first control, not the next tab.
    await page.keyboard.press("Tab");
    expect(await focusedTab()).toBe(false);
  });
});

describe("My Policies: the viewer, the delete confirmation and the tooltips", () => {
  it("give focus back to what opened them; a tooltip waits 700 ms", async () => {
    const { page } = session;
    await page.goto(site("localhost", "/api/login?returnTo=%2F"));
    await waitForHydration(page);
    await page.getByLabel("Email").fill("focus-return@example.com");
    await page.getByLabel("First name").fill("Flo");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(site("localhost"));
    const company = page.getByLabel("Company name", { exact: true });
    await expect.poll(() => company.inputValue()).not.toBe("");
    await company.fill("Focus Return Foods");
    await page.getByRole("button", { name: "Generate policy" }).click();
    const result = page.getByRole("dialog", { name: "Policy generated successfully" });
    await result.getByRole("article").getByRole("heading", { level: 1 }).waitFor();
    await page.keyboard.press("Escape");
    await result.waitFor({ state: "detached" });

    // The page's timers run on Playwright's clock from here, so the tooltip's delay is stepped, not slept.
    await page.clock.install();
    await page.goto(site("localhost", "/policies"));

    await waitForHydration(page);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Focus Return Foods" }) });
    await card.getByRole("button", { name: "View Policy" }).click();
    const viewer = page.getByRole("dialog", { name: "Focus Return Foods" });
    await viewer.getByRole("article").waitFor();
    await viewer.getByRole("button", { name: "Close" }).first().click();
    await viewer.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("View Policy");

    // The icon button's tooltip: nothing after 300 ms of hover, its label after 700 ms.
    const remove = card.getByRole("button", { name: "Delete the policy of Focus Return Foods" });
    await page.clock.pauseAt(Date.now() + 1_000);
    await remove.hover();
    await page.clock.runFor(300);
    expect(await page.getByRole("tooltip").count()).toBe(0);
    await page.clock.runFor(400);
    await expect.poll(() => page.getByRole("tooltip").textContent(), { timeout: 2_000 }).toBe("Delete the policy of Focus Return Foods");
    await page.clock.resume();

    await remove.click();
    const confirm = page.getByRole("alertdialog", { name: "Delete policy" });
    await confirm.getByText("Are you sure you want to delete this policy?").waitFor();
    // The safe answer has the focus; Escape cancels and the focus returns to the icon button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await page.keyboard.press("Escape");
    await confirm.waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Delete the policy of Focus Return Foods");
  });
});

describe("the form keeps what the user typed across a language change", () => {
  const description = (page: Page) => page.locator("textarea[name=description]");
  const company = (page: Page) => page.locator("input[name=companyName]");
  const switchTo = async (page: Page, label: string, lang: string) => {
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label });
    await expect.poll(() => page.getAttribute("html", "lang")).toBe(lang);
    // The switch sets the page's language, then revalidates the loaders in the same step: the form is
    // checked once that revalidation has finished, when anything it could reset would have been reset.
    const revalidation = () =>
      page.evaluate(() => (window as unknown as { __remixRouter: { state: { revalidation: string } } }).__remixRouter.state.revalidation);
    await expect.poll(revalidation).toBe("idle");
  };

  it("a description and a company name the user typed stay as typed", async () => {
    const { page } = session;
    await page.goto(site("localhost"));
    await waitForHydration(page);
    await expect.poll(() => company(page).inputValue()).not.toBe("");
    await company(page).fill("Cooperativa Las Palmas");
    await description(page).fill("We are 12 people in Oaxaca. Meals up to 400 MXN a day; taxis need a receipt.");
    await switchTo(page, "Español", "es");
    expect(await description(page).inputValue()).toBe("We are 12 people in Oaxaca. Meals up to 400 MXN a day; taxis need a receipt.");
    expect(await company(page).inputValue()).toBe("Cooperativa Las Palmas");
    expect(await page.getByRole("button", { name: "Generar política" }).isEnabled()).toBe(true);
  });

  it("an edited sample keeps the user's edits instead of being re-localised", async () => {
    const { page } = session;
    await page.goto(site("localhost"));
    await waitForHydration(page);
    await expect.poll(() => company(page).inputValue()).not.toBe("");
    const edited = `${await description(page).inputValue()}\nParking at the airport: up to 300 MXN.`;
    await description(page).fill(edited);
    await switchTo(page, "Português", "pt-BR");
    expect(await description(page).inputValue()).toBe(edited);
  });

  it("an untouched sample follows the language, and a company name the user changed stays", async () => {
    const { page } = session;
    await page.goto(site("localhost"));
    await waitForHydration(page);
    await expect.poll(() => company(page).inputValue()).not.toBe("");
    await company(page).fill("Bajío Foods");
    await switchTo(page, "Español", "es");
    await expect.poll(() => description(page).inputValue()).toContain("País: México");
    expect(await company(page).inputValue()).toBe("Bajío Foods");
  });
});
