import type { Language } from "~/lib/site/languages";
import type { WritingVariant } from "~/lib/site/writing-variants";
import { CONCEPTS, NEVER_REPLACED, PHRASINGS, vocabularyKey, type Concept } from "./vocabulary.server";

/*
 * Text the user typed is theirs in every variant: the composer marks it (`markUserText`) where it
 * enters a sentence, the variant pass leaves marked spans alone, and `unmarkUserText` removes the
 * marks before the policy leaves the composer. A company called "Trem Bom" stays "Trem Bom" in
 * European Portuguese.
 */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARKED = /(\uE000[^\uE001]*\uE001)/;

export function markUserText(text: string): string {
  return `${OPEN}${text.replace(/[\uE000\uE001]/g, "")}${CLOSE}`;
}

export function unmarkUserText(text: string): string {
  return text.replace(/[\uE000\uE001]/g, "");
}

type Replacement = [pattern: RegExp, to: string];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One concept's other forms, whole words, longest first, to `to`. */
function replacement(sources: string[], to: string): Replacement | null {
  const from = [...new Set(sources)].filter((source) => source !== to && !NEVER_REPLACED.has(source)).sort((a, b) => b.length - a.length);
  if (from.length === 0) return null;
  return [new RegExp(`(?<![\\p{L}\\p{N}])(?:${from.map(escape).join("|")})(?![\\p{L}\\p{N}])`, "giu"), to];
}

const longestFirst = (concepts: Concept[]) =>
  [...concepts].sort((a, b) =>
    Math.max(...[a.base, ...Object.values(a.forms)].map((form) => form.length)) <
    Math.max(...[b.base, ...Object.values(b.forms)].map((form) => form.length))
      ? 1
      : -1,
  );

const cache = new Map<string, Replacement[]>();

function replacementsTo(language: Language, key: string | null): Replacement[] {
  const cacheKey = `${language}|${key ?? "base"}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const built = longestFirst(CONCEPTS[language]).flatMap((concept) => {
    const to = key === null ? concept.base : (concept.forms[key] ?? concept.base);
    const rule = replacement([concept.base, ...Object.values(concept.forms)], to);
    return rule ? [rule] : [];
  });
  cache.set(cacheKey, built);
  return built;
}

/** A match's first letter's case carried over: "Boletos" → "Billetes". */
function sameCase(match: string, to: string): string {
  const first = match.charAt(0);
  return first !== first.toLowerCase() ? to.charAt(0).toUpperCase() + to.slice(1) : to;
}

function replaceAll(text: string, rules: readonly Replacement[]): string {
  return rules.reduce((current, [pattern, to]) => current.replace(pattern, (match) => sameCase(match, to)), text);
}

/** The composer's text (user text marked) in `variant`'s words and phrasing; marked spans untouched. */
export function inVariant(markdown: string, language: Language, variant: WritingVariant): string {
  const words = replacementsTo(language, vocabularyKey(variant));
  const phrasings = PHRASINGS[variant] ?? [];
  const rewrite = (text: string) => phrasings.reduce((current, [pattern, to]) => current.replace(pattern, to), replaceAll(text, words));
  return markdown
    .split(MARKED)
    .map((part) => (part.startsWith(OPEN) ? part : rewrite(part)))
    .join("");
}

/**
 * Any variant's words back to the phrase files' own: the rules reader reads a policy of every
 * variant with the base phrases it inverts.
 */
export function toBaseVocabulary(text: string, language: Language): string {
  return replaceAll(text, replacementsTo(language, null));
}
