import { describe, expect, inject, it } from "vitest";
import { sharedBrowser, waitForHydration } from "./support/browser";

const origin = inject("origin");
const browser = sharedBrowser();

describe("a policy made without an account", () => {
  it("/for-cardholders says what it is for; the result gives a private management link that switches the policy off and deletes it from another browser", async () => {
    const maker = await browser().newContext();
    const page = await maker.newPage();
    await page.goto(`${origin}/for-cardholders`);
    await waitForHydration(page);
    expect(await page.getByTestId("cardholders-purpose").textContent()).toMatch(
      /^For .+ cardholders: write your company's expense policy here/,
    );
    await expect.poll(() => page.getByLabel("Company name", { exact: true }).inputValue()).not.toBe("");
    await page.getByLabel("Company name", { exact: true }).fill("Orphan Logistics");
    await page.getByRole("button", { name: "Generate policy" }).click();
    const dialog = page.getByRole("dialog", { name: "Policy generated successfully" });
    await dialog.waitFor();
    const card = dialog.getByRole("region", { name: "Your private management link" });
    await card.waitFor();
    expect(await card.textContent()).toContain("Bookmark it now");
    expect(await card.textContent()).toMatch(/The public link works until \w+ \d+, \d{4}\./);
    const manageUrl = await card.getByLabel("Management link").inputValue();
    expect(manageUrl).toMatch(new RegExp(`^${origin}/manage/[\\w-]+/[\\w-]{43}$`));
    const publicUrl = await dialog.getByLabel("Shareable URL").inputValue();
    // The same browser finds the link again under My Policies.
    await page.goto(`${origin}/policies`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "View Policy" }).click();
    const viewer = page.getByRole("dialog");
    await expect
      .poll(() => viewer.getByRole("region", { name: "Your private management link" }).getByLabel("Management link").inputValue())
      .toBe(manageUrl);
    await maker.close();

    // The tab is closed: another browser, with only the link, takes the policy down.
    const later = await browser().newContext();
    const manage = await later.newPage();
    await manage.goto(manageUrl);
    await manage.getByRole("heading", { level: 1, name: "Manage the policy of Orphan Logistics" }).waitFor();
    expect(await manage.getByRole("note").textContent()).toContain("Bookmark this page");
    await manage.getByRole("button", { name: "Switch off the public link" }).click();
    await manage.getByRole("status").filter({ hasText: "Public link updated." }).waitFor();
    await expect.poll(() => manage.getByTestId("link-state").textContent()).toBe("Public link: switched off");
    expect((await later.request.get(publicUrl)).status()).toBe(404);

    await manage.getByText("Delete this policy", { exact: true }).click();
    await manage.getByRole("button", { name: "Delete for good" }).click();
    await manage.getByText("The policy was deleted.").waitFor();
    expect((await later.request.get(manageUrl)).status()).toBe(404);
    await later.close();
  });
});
