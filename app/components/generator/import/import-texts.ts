import type { i18n } from "i18next";
import type { Language } from "~/lib/site/languages";

/*
 * "Bring your own policy"'s texts are not in the page's catalogue (the generator page's script
 * budget): they load with the import panel and the change report, for the language shown.
 */
const LOADERS: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import("~/locales/en/importing"),
  es: () => import("~/locales/es/importing"),
  "pt-BR": () => import("~/locales/pt-BR/importing"),
};

export async function ensureImportTexts(instance: i18n, language: Language): Promise<void> {
  if (instance.exists("import.screen.reading", { lng: language })) return;
  const texts = (await LOADERS[language]()).default;
  instance.addResourceBundle(language, "translation", { import: texts }, true, false);
}
