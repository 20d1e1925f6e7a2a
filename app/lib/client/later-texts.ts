import i18next, { type i18n } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LaterSection, LaterTexts } from "~/locales/later";
import { isLanguage, type Language } from "~/lib/site/languages";

// The sections only some pages show (app/locales/later.ts), one chunk per section and language.
const LOADERS: Record<LaterSection, Record<Language, () => Promise<{ default: object }>>> = {
  admin: { en: () => import("~/locales/en/admin"), es: () => import("~/locales/es/admin"), "pt-BR": () => import("~/locales/pt-BR/admin") },
  living: {
    en: () => import("~/locales/en/living"),
    es: () => import("~/locales/es/living"),
    "pt-BR": () => import("~/locales/pt-BR/living"),
  },
};

const SECTIONS = Object.keys(LOADERS) as LaterSection[];

const has = (instance: i18n, language: string, section: LaterSection) => Boolean(instance.getResource(language, "translation", section));

/** Loads `sections` of `language` the instance does not have yet. */
export async function loadLaterSections(instance: i18n, language: Language, sections: LaterSection[]) {
  const missing = sections.filter((section) => !has(instance, language, section));
  const loaded = await Promise.all(missing.map(async (section) => ({ [section]: (await LOADERS[section][language]()).default })));
  for (const texts of loaded) instance.addResourceBundle(language, "translation", texts, true, false);
}

/** Loads `section` into the page's i18next in the language it shows (for a part of a page loaded on demand). */
export function loadLaterSection(section: LaterSection): Promise<void> {
  return loadLaterSections(i18next, isLanguage(i18next.language) ? i18next.language : "en", [section]);
}

/** The later sections the instance has in the language it shows: a switch to another needs them too. */
export function sectionsShown(instance: i18n): LaterSection[] {
  return SECTIONS.filter((section) => has(instance, instance.language, section));
}

/**
 * Adds the texts a page's data brought (`laterTexts` on the server) before anything under it
 * renders, so the first render and hydration read them. On the server they are already there.
 */
export function useLaterTexts(texts: LaterTexts | undefined) {
  const { i18n } = useTranslation();
  if (!texts) return;
  for (const [section, value] of Object.entries(texts.sections)) {
    if (!has(i18n, texts.language, section as LaterSection)) {
      i18n.addResourceBundle(texts.language, "translation", { [section]: value }, true, false);
    }
  }
}

/**
 * Whether `section`'s texts are here in the language shown; where a page's data did not bring
 * them (the generator's result), they load now and the caller renders once they are in.
 */
export function useLaterSection(section: LaterSection): boolean {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const ready = has(i18n, language, section);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadLaterSections(i18n, language, [section]).then(() => current && setLoaded((count) => count + 1));
    return () => {
      current = false;
    };
  }, [i18n, language, section, ready]);
  return ready;
}
