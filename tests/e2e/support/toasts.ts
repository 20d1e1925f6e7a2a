import type { Page } from "playwright-core";

/** The notification region: "Notifications (F8)" ends in "(F8)" in every language. */
export const toastRegion = (page: Page) => page.getByRole("region", { name: /\(F8\)$/ });

/** The toast on screen with this text. */
export const toastItem = (page: Page, text: string) => toastRegion(page).getByRole("listitem").filter({ hasText: text });

/** Waits until a toast with this text is shown. */
export const toast = (page: Page, text: string) => toastItem(page, text).waitFor();
