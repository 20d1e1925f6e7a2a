import { isLanguage, type Language } from "./languages";

/*
 * A policy's language named in the language of the text around it ("Agregar versión en inglés",
 * "Updated from the Spanish version"), not in itself: a table, not Intl.DisplayNames, which names
 * "pt-BR" "portugués de Brasil" although a Portuguese version follows its company's country
 * (pt-PT for Portugal). The two language switchers, the interface's and a shared page's other
 * versions, name each language in itself instead (LANGUAGE_LABELS, decision 038).
 */

/** As a sentence writes it: Spanish and Portuguese write language names in lower case. */
const NAMES: Record<Language, Record<Language, string>> = {
  en: { en: "English", es: "Spanish", "pt-BR": "Portuguese" },
  es: { en: "inglés", es: "español", "pt-BR": "portugués" },
  "pt-BR": { en: "inglês", es: "espanhol", "pt-BR": "português" },
};

/** `language` named inside a sentence in `inLanguage`; a code that is no language of ours stays as it is. */
export function languageName(language: string, inLanguage: string): string {
  if (!isLanguage(language)) return language;
  return NAMES[isLanguage(inLanguage) ? inLanguage : "en"][language];
}

/** `language` named on its own in `inLanguage` (a tab, a badge, a heading): "Inglés", "Português". */
export function languageLabel(language: string, inLanguage: string): string {
  const name = languageName(language, inLanguage);
  return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
}
