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
    rememberPlainTranslations(instance, language);
    instances.set(language, instance);
  }
  return instance;
}

/** What a `t()` call may carry and still be answered from memory: where to look, no values. */
const SCOPE_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);

/**
 * Most of a page's texts are keys asked with no values ("form.generate"), and i18next resolves
 * each call anew (a tenth of the generator page's render). The catalogues are bundled and never
 * change, so the answer to such a call is remembered for the isolate's life; a call with values,
 * `count` or `returnObjects` is translated as always.
 */
function rememberPlainTranslations(instance: i18n, language: Language) {
  const translate = instance.t.bind(instance) as (key: unknown, options?: Record<string, unknown>) => unknown;
  const remembered = new Map<string, unknown>();
  const plain = (options: Record<string, unknown> | undefined) => {
    if (!options) return true;
    for (const name in options) if (!SCOPE_OPTIONS.has(name)) return false;
    return options.lng === undefined || options.lng === language;
  };
  instance.t = ((key: unknown, options?: Record<string, unknown>) => {
    if (typeof key !== "string" || !plain(options)) return translate(key, options);
    const id = `${String(options?.ns ?? "")}\u0000${String(options?.keyPrefix ?? "")}\u0000${key}`;
    let value = remembered.get(id);
    if (value === undefined) remembered.set(id, (value = translate(key, options)));
    return value;
  }) as i18n["t"];
}

export async function getFixedT(request: Request, sites: SiteTable) {
  const locale = await getLocale(request, sites);
  return { locale, t: i18nextFor(locale).getFixedT(locale) };
}
