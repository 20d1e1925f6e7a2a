import type { Language } from "./languages";

/**
 * Canonical and hreflang links for one path: each language's site serves the same path, and the
 * English site is x-default. Without configured origins the request's own origin is canonical.
 */
export function alternateLinks(url: URL, origins: Partial<Record<Language, string>>, siteLanguage: Language) {
  const path = url.pathname;
  const canonicalOrigin = origins[siteLanguage] ?? url.origin;
  const alternates: Array<{ hrefLang: string; href: string }> = (Object.entries(origins) as [Language, string][]).map(
    ([language, origin]) => ({
      hrefLang: language,
      href: origin + path,
    }),
  );
  if (origins.en) alternates.push({ hrefLang: "x-default", href: origins.en + path });
  return { canonical: canonicalOrigin + path, alternates };
}
