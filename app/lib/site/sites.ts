import { isLanguage, type Language } from "./languages";

/** What a site host decides: the interface language and the country preselected in the form. */
export type Site = { language: Language; country: string };

export const DEFAULT_SITE: Site = { language: "en", country: "Mexico" };

export type SiteTable = ReadonlyMap<string, Site>;

/**
 * Parses the SITES var: `host=language:country` entries separated by commas, e.g.
 * `es.localhost=es:Colombia,pt.localhost=pt-BR:Brazil`. Every other host gets DEFAULT_SITE.
 */
export function parseSiteTable(value: string): SiteTable {
  const table = new Map<string, Site>();
  for (const entry of value.split(",")) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const match = /^([^=\s]+)=([^:\s]+):(.+)$/.exec(trimmed);
    if (!match) throw new Error(`SITES entry "${trimmed}" is not host=language:country`);
    const [, host, language, country] = match as unknown as [string, string, string, string];
    if (!isLanguage(language)) throw new Error(`SITES entry "${trimmed}" has an unknown language`);
    table.set(host.toLowerCase(), { language, country: country.trim() });
  }
  return table;
}

/** The site for a request's host name (port ignored, case-insensitive). */
export function siteForHost(host: string, table: SiteTable): Site {
  const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return table.get(name) ?? DEFAULT_SITE;
}

/** Parses CANONICAL_ORIGINS: `language=origin` entries separated by commas. */
export function parseCanonicalOrigins(value: string): Partial<Record<Language, string>> {
  const origins: Partial<Record<Language, string>> = {};
  for (const entry of value.split(",")) {
    const [language, origin] = entry.trim().split("=", 2);
    if (!language || !origin) continue;
    if (!isLanguage(language)) throw new Error(`CANONICAL_ORIGINS entry "${entry}" has an unknown language`);
    origins[language] = new URL(origin).origin;
  }
  return origins;
}
