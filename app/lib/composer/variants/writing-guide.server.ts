import { inCountry } from "~/lib/reading/country-names.server";
import { regionDisplayName } from "~/lib/site/region-names";
import { LANGUAGE_NAMES_FOR_PROMPT, type Language } from "~/lib/site/languages";
import type { WritingVariant } from "~/lib/site/writing-variants";
import { CONCEPTS, REFUSED, vocabularyKey } from "./vocabulary.server";

/*
 * The writing variant told to a model in words: the same vocabulary the composer draws from, so a
 * model writing for Madrid says "billete" and "coche" as the composer does, and one writing for
 * Lisbon "comboio" and "telemóvel".
 */

/** Shapes of a noun with an article ("las rendiciones…", "da hospedagem"): the bare noun says it once. */
const WITH_ARTICLE =
  /^(?:los|las|un|una|del|de la|al|a la|el|la|y|e|as|os|das|dos|nas|nos|pelas|pelos|às|aos|a|o|da|do|na|no|pela|pelo|à|ao|um|uma) /;
const MAX_WORDS = 16;

/** How a policy addresses employees; a variant's own phrasing rule below replaces it. */
const REGISTER: Record<Language, string> = {
  es: "Address employees with usted or impersonal forms, never tú or vos.",
  "pt-BR": "Address employees with você or impersonal forms.",
  en: "",
};

const PHRASING: Partial<Record<WritingVariant, string>> = {
  "pt-PT":
    'Address employees impersonally or in the third person, never você; no gerund progressive (write "está a analisar", not "está analisando"); the pronoun after the verb in a main clause ("aplica-se", "revê-a"); an article before a possessive ("o seu NIF").',
  "en-US": "US spelling; miles where the IRS mileage rate applies.",
  "en-CA": "Canadian spelling (kilometre, travelling, organization).",
  "en-GB": "British spelling.",
};

/** "Spanish as written in Colombia (es-CO)", "Spanish as written in Latin America (es-419)". */
export function variantForPrompt(language: Language, variant: WritingVariant): string {
  const region = variant.split("-")[1] ?? "";
  const place = regionDisplayName(region, "en") ?? region;
  return `${LANGUAGE_NAMES_FOR_PROMPT[language]} as written ${inCountry(place, "en")} (${variant})`;
}

/** The words and register a model writes `variant` with, as one paragraph. */
export function writingGuide(language: Language, variant: WritingVariant): string {
  const key = vocabularyKey(variant);
  const own = CONCEPTS[language]
    .filter((concept) => !WITH_ARTICLE.test(concept.base))
    .flatMap((concept) => {
      const form = concept.forms[key];
      return form && form !== concept.base ? [`${form} (not ${concept.base})`] : [];
    })
    .slice(0, MAX_WORDS);
  const refused = [...new Set(REFUSED[key] ?? [])];
  return [
    `Write ${variantForPrompt(language, variant)}.`,
    PHRASING[variant] ?? REGISTER[language],
    own.length ? `Use: ${own.join(", ")}.` : "",
    refused.length ? `Never write: ${refused.join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}
