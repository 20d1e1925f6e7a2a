import en from "~/locales/en";
import es from "~/locales/es";
import ptBR from "~/locales/pt-BR";
import { i18nOptions } from "~/lib/site/i18n-options";

/** The server's options: every catalogue bundled. */
export const i18nConfig = {
  ...i18nOptions,
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
