import en from "~/locales/en";
import es from "~/locales/es";
import ptBR from "~/locales/pt-BR";
import enImport, { type ImportTexts } from "~/locales/en/importing";
import esImport from "~/locales/es/importing";
import ptBRImport from "~/locales/pt-BR/importing";
import { i18nOptions } from "~/lib/site/i18n-options";

/** A page's catalogue with the texts the browser loads later (the import panel's). */
const whole = <Catalogue extends typeof en>(catalogue: Catalogue, importing: ImportTexts) => ({
  ...catalogue,
  import: { ...catalogue.import, ...importing },
});

/** The server's options: every catalogue bundled. */
export const i18nConfig = {
  ...i18nOptions,
  resources: {
    en: { translation: whole(en, enImport) },
    es: { translation: whole(es, esImport) },
    "pt-BR": { translation: whole(ptBR, ptBRImport) },
  },
};

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: ReturnType<typeof whole> };
  }
}
