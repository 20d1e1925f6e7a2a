import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nConfig } from "~/i18n";
import type { Language } from "./languages";
import { readPreferenceCookie } from "./language-preference";
import { siteForHost, type Site, type SiteTable } from "./sites";

/** The site a request was made to, by its Host (the URL's host under wrangler dev and on Workers). */
export function requestSite(request: Request, sites: SiteTable): Site {
  return siteForHost(new URL(request.url).host, sites);
}

/** The interface language of a request: the mirrored preference cookie first, then the site's language. */
export async function getLocale(request: Request, sites: SiteTable): Promise<Language> {
  return readPreferenceCookie(request.headers.get("Cookie")) ?? requestSite(request, sites).language;
}

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language for the isolate's life. The catalogues are bundled and an
 * instance never changes its language, so concurrent requests share it; making one per request
 * cost a tenth of a page's render.
 */
export function i18nextFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({ ...i18nConfig, lng: language, initImmediate: false });
    instances.set(language, instance);
  }
  return instance;
}

export async function getFixedT(request: Request, sites: SiteTable) {
  const locale = await getLocale(request, sites);
  return { locale, t: i18nextFor(locale).getFixedT(locale) };
}
