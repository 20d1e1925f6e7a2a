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

/** The first of the caller's Accept-Language tags that is one of the three ("pt" is Brazilian Portuguese). */
export function acceptedLanguage(header: string | null): Language | null {
  for (const part of (header ?? "").split(",")) {
    const tag = part.split(";")[0]!.trim().toLowerCase();
    const found = LANGUAGES.find((language) => language.toLowerCase() === tag || language.split("-")[0] === tag.split("-")[0]);
    if (found) return found;
  }
  return null;
}
