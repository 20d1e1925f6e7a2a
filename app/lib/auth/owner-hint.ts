import { parse as parseCookies } from "cookie";

/*
 * The owner-token cookie is HttpOnly, so the page's script cannot see it. Beside it the server sets
 * this hint, which holds no secret ("1"): it only tells the public page that this browser may own
 * policies, so visitors without it never ask the owner-only API anything.
 */

export const OWNER_HINT_COOKIE = "owner-hint";

/** Whether a Cookie string (`document.cookie`) carries the hint, with or without the `__Host-` prefix. */
export function hasOwnerHint(cookies: string): boolean {
  const parsed = parseCookies(cookies);
  return parsed[OWNER_HINT_COOKIE] !== undefined || parsed[`__Host-${OWNER_HINT_COOKIE}`] !== undefined;
}
