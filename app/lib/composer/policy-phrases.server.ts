import type { Language } from "~/lib/site/languages";
import type { PolicyPhrases } from "./phrase-types.server";
import { EN } from "./phrases-en.server";
import { ES } from "./phrases-es.server";
import { PT_BR } from "./phrases-pt-br.server";

export type * from "./phrase-types.server";

export const POLICY_PHRASES: Record<Language, PolicyPhrases> = { en: EN, es: ES, "pt-BR": PT_BR };
