import type { BrowserContext } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { sharedBrowser } from "./support/browser";
import { generateInModal, signedInPage } from "./support/owner-pages";
import { toast } from "./support/toasts";

/*
 * The owner controls the public link in Chromium: off → a visitor sees "Policy Not Found"; on
 * again; an expiry date; a new link → the old address is gone at once and the new one works.
 */

const origin = inject("origin");
const browser = sharedBrowser();

/** What a signed-out visitor gets at /p/{slug}: the status and the page's heading. */
async function visit(visitor: BrowserContext, slug: string) {
  const page = await visitor.newPage();
  const response = await page.goto(`${origin}/p/${slug}`);
  const heading = await page.getByRole("heading", { level: 1 }).innerText();
  await page.close();
  return { status: response?.status(), heading };
}

describe("the public link (composer)", () => {
  it("off → visitors see Policy Not Found; on; expiry date; a new link → the old one answers 404 at once", async () => {
    const { context, page } = await signedInPage(browser(), origin, { email: "link-e2e@example.com", firstName: "Lin" });
    const visitor = await browser().newContext();
    const { dialog, slug } = await generateInModal(page, { companyName: "Linkwise Ltd" });
    const shareable = dialog.getByLabel("Shareable URL");
    expect(await visit(visitor, slug)).toMatchObject({ status: 200 });

    await dialog.getByRole("button", { name: "Public link", exact: true }).click();
    const panel = dialog.getByTestId("link-control");
    const linkSwitch = panel.getByRole("switch", { name: "Public link" });
    await linkSwitch.waitFor();
    expect(await linkSwitch.isChecked()).toBe(true);

    await linkSwitch.uncheck();
    await toast(page, "The link settings are saved.");
    await panel.getByText("The public link is off: only you can see this policy.").waitFor();
    expect(await visit(visitor, slug)).toEqual({ status: 404, heading: "Policy Not Found" });
    expect((await visitor.request.get(`${origin}/api/policies/${slug}/pdf`)).status()).toBe(404);

    await linkSwitch.check();
    await panel.getByText("The public link is on.").waitFor();
    expect(await visit(visitor, slug)).toMatchObject({ status: 200 });

    // An expiry date a month ahead: the link still works, and says until when.
    const ahead = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await panel.getByLabel("Expiry date").fill(ahead);
    await panel.getByRole("button", { name: "Set expiry" }).click();
    await panel.getByText(/The public link expires on/).waitFor();
    expect(await visit(visitor, slug)).toMatchObject({ status: 200 });
    await panel.getByRole("button", { name: "Never expire" }).click();
    await panel.getByText("The public link is on.").waitFor();

    await panel.getByRole("button", { name: "Replace with a new link" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Replace the public link?" });
    await confirm.getByRole("button", { name: "Replace the link" }).click();
    await toast(page, "The old link no longer works.");
    await expect.poll(() => shareable.inputValue()).not.toContain(`/p/${slug}`);
    const renamed = (await shareable.inputValue()).split("/p/")[1]!;
    expect(renamed).toMatch(/^linkwise-ltd/);
    expect(await visit(visitor, slug)).toEqual({ status: 404, heading: "Policy Not Found" });
    expect(await visit(visitor, renamed)).toMatchObject({ status: 200 });
    await visitor.close();
    await context.close();
  });
});
