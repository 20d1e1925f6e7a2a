import { message } from "~/lib/site/messages.server";
import { languageName } from "~/lib/site/language-names";
import type { Language } from "~/lib/site/languages";
import type { StaleSource } from "./language-freshness.server";

/*
 * The one line under the title of a version that is behind another, for its readers (public page,
 * PDF, DOCX), in the version's own language: "The Spanish version was changed on 12 March 2027;
 * this English version may not include those changes." The most recent change is named.
 */

export function outOfDateLine(language: Language, sources: StaleSource[]): string | null {
  const newest = sources[0];
  if (!newest) return null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(newest.changedAt));
  return message(language, "policies.behindAnotherVersion", {
    source: languageName(newest.language, language),
    own: languageName(language, language),
    date,
  });
}
