import type { Locator, Page } from "playwright-core";

/** The "What we understood" panel (its name in English). */
export const understood = (page: Page) => page.getByRole("region", { name: "What we understood" });

/** A group's one-line button: its name is the group's title, a comma, then its counts. */
export const groupButton = (panel: Locator, title: string) =>
  panel.getByRole("button", { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*,`) });

/** Opens a group of the panel (closed unless it waits for the owner's answer). */
export async function openGroup(panel: Locator, title: string) {
  const button = groupButton(panel, title);
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
}
