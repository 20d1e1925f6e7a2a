import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "~/i18n";
import { LANGUAGES, type Language } from "./languages";
import { readPreferenceCookie } from "./language-preference";
import { siteForHost, type Site, type SiteTable } from "./sites";

/** The site a request was made to, by its Host (the URL's host under wrangler dev and on Workers). */
export function requestSite(request: Request, sites: SiteTable): Site {
  return siteForHost(new URL(request.url).host, sites);
}

/** remix-i18next for one request: the mirrored preference cookie first, then the site's language. */
export function i18nFor(site: Site) {
  return new RemixI18Next({
    detection: {
      supportedLanguages: [...LANGUAGES],
      fallbackLanguage: site.language,
      order: ["custom"],
      findLocale: async (request) => readPreferenceCookie(request.headers.get("Cookie")) ?? site.language,
    },
    i18next: i18nConfig,
  });
}

export async function getLocale(request: Request, sites: SiteTable): Promise<Language> {
  return (await i18nFor(requestSite(request, sites)).getLocale(request)) as Language;
}

export async function getFixedT(request: Request, sites: SiteTable) {
  const locale = await getLocale(request, sites);
  return { locale, t: await i18nFor(requestSite(request, sites)).getFixedT(locale) };
}
