import type { Page } from "playwright-core";

/**
 * The notification region ("Notifications (F8)" in every language ends in "(F8)"). While a modal
 * dialog is open the page behind it, this region included, is hidden from assistive technology
 * (screen readers hear toasts through Radix's live announcer), so the lookups include hidden nodes.
 */
export const toastRegion = (page: Page) => page.getByRole("region", { name: /\(F8\)$/, includeHidden: true });

/** The toast on screen with this text. */
export const toastItem = (page: Page, text: string) => toastRegion(page).getByRole("listitem", { includeHidden: true }).filter({ hasText: text });

/** Waits until a toast with this text is shown. */
export const toast = (page: Page, text: string) => toastItem(page, text).waitFor();
