import en from "~/locales/en";
import es from "~/locales/es";
import ptBR from "~/locales/pt-BR";
import { LANGUAGES, type Language } from "~/lib/site/languages";

/** Shared i18next options for the server render and the browser. Translations are bundled. */
export const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: "en" as Language,
  defaultNS: "translation",
  interpolation: { escapeValue: false },
  resources: {
    en: { translation: en },
    es: { translation: es },
    "pt-BR": { translation: ptBR },
  },
};

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
