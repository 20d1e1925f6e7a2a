import enAdmin from "./en/admin";
import enLiving from "./en/living";
import esAdmin from "./es/admin";
import esLiving from "./es/living";
import ptBRAdmin from "./pt-BR/admin";
import ptBRLiving from "./pt-BR/living";
import type { Language } from "~/lib/site/languages";

/**
 * Sections of the catalogue only some pages show: the admin tools, and a living policy's (editing,
 * revisions, card controls). They are not in the page catalogue the browser loads first (the
 * generator page's script budget): the page that shows one hands its texts over with its data
 * (`laterTexts`, app/lib/site/later-texts.server.ts), and a language switch loads them (app/lib/client/catalogues.ts). This module is
 * for the server; the browser imports the sections one by one.
 */
export const LATER_TEXTS = {
  en: { admin: enAdmin, living: enLiving },
  es: { admin: esAdmin, living: esLiving },
  "pt-BR": { admin: ptBRAdmin, living: ptBRLiving },
} satisfies Record<Language, object>;

export type LaterSection = keyof (typeof LATER_TEXTS)["en"];

/** What a page's loader sends so the browser has `sections` in the language it renders. */
export type LaterTexts = { language: Language; sections: Partial<(typeof LATER_TEXTS)["en"]> };
