import { LANGUAGES, type Language } from "./languages";

// Apart from app/i18n.ts, which imports every catalogue: the browser must not reach those imports.
/** i18next options shared by the server render and the browser (which loads its catalogue itself). */
export const i18nOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: "en" as Language,
  defaultNS: "translation",
  interpolation: { escapeValue: false },
};
