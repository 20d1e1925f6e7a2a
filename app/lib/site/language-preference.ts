import { parse as parseCookies } from "cookie";
import { isLanguage, type Language } from "./languages";

/**
 * The interface-language choice lives in localStorage and is mirrored in a cookie of the
 * same name so the server renders the chosen language on first paint, with no flash.
 */
export const PREFERENCE_KEY = "preferredLanguage";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function readPreferenceCookie(cookieHeader: string | null): Language | null {
  if (!cookieHeader) return null;
  const value = parseCookies(cookieHeader)[PREFERENCE_KEY];
  return isLanguage(value) ? value : null;
}

export function preferenceCookie(language: Language, secure: boolean): string {
  return `${PREFERENCE_KEY}=${encodeURIComponent(language)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The stored preference wins when it is a supported language; otherwise the site's language. */
export function resolveLanguage(preferred: unknown, siteLanguage: Language): Language {
  return isLanguage(preferred) ? preferred : siteLanguage;
}
