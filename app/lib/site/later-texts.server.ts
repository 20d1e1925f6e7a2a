import { LATER_TEXTS, type LaterSection, type LaterTexts } from "~/locales/later";
import type { Language } from "./languages";

/** The texts of `sections` in `language`, for a page's data (app/lib/client/later-texts.ts adds them). */
export function laterTexts(language: Language, sections: LaterSection[]): LaterTexts {
  return { language, sections: Object.fromEntries(sections.map((section) => [section, LATER_TEXTS[language][section]])) };
}
