/** The languages policies and the interface exist in, in selector order. */
export const LANGUAGES = ["en", "es", "pt-BR"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<Language, string> = {
  en: "English",
  es: "Español",
  "pt-BR": "Português",
};

/** The locale the interface formats numbers and names things in, per language. */
export const INTERFACE_LOCALE: Record<Language, string> = { en: "en-US", es: "es-419", "pt-BR": "pt-BR" };

/** The language names the master prompt's {{language}} placeholder takes. */
export const LANGUAGE_NAMES_FOR_PROMPT: Record<Language, string> = {
  en: "English",
  es: "Spanish",
  "pt-BR": "Portuguese",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
