import en from "~/locales/en";
import es from "~/locales/es";
import ptBR from "~/locales/pt-BR";
import enImport, { type ImportTexts } from "~/locales/en/importing";
import esImport from "~/locales/es/importing";
import ptBRImport from "~/locales/pt-BR/importing";
import { LATER_TEXTS } from "~/locales/later";
import { i18nOptions } from "~/lib/site/i18n-options";

/**
 * A page's catalogue with the texts the browser loads later: the import panel's, and the sections
 * only some pages show (app/locales/later.ts).
 */
const whole = <Catalogue extends typeof en>(catalogue: Catalogue, importing: ImportTexts, later: (typeof LATER_TEXTS)["en"]) => ({
  ...catalogue,
  ...later,
  import: { ...catalogue.import, ...importing },
});

/** The server's options: every catalogue bundled. */
export const i18nConfig = {
  ...i18nOptions,
  resources: {
    en: { translation: whole(en, enImport, LATER_TEXTS.en) },
    es: { translation: whole(es, esImport, LATER_TEXTS.es) },
    "pt-BR": { translation: whole(ptBR, ptBRImport, LATER_TEXTS["pt-BR"]) },
  },
};

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: ReturnType<typeof whole> };
  }
}
