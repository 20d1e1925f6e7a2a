import type { i18n } from "i18next";
import { loadLaterSections, sectionsShown } from "./later-texts";
import type { Language } from "~/lib/site/languages";

// The browser loads only the catalogue of the language it shows (a third of the size of all
// three); another arrives when the visitor switches. The server bundles all three (app/i18n.ts).
const LOADERS: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import("~/locales/en"),
  es: () => import("~/locales/es"),
  "pt-BR": () => import("~/locales/pt-BR"),
};

export async function catalogue(language: Language) {
  return (await LOADERS[language]()).default;
}

/** Makes sure `language`'s texts are in the instance before it switches to them, with the later sections the page shows. */
export async function ensureCatalogue(instance: i18n, language: Language) {
  const [page] = await Promise.all([
    instance.getResource(language, "translation", "common") ? null : catalogue(language),
    loadLaterSections(instance, language, sectionsShown(instance)),
  ]);
  if (page) instance.addResourceBundle(language, "translation", page, true, false);
}
