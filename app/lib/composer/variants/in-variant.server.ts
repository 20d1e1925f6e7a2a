import type { Language } from "~/lib/site/languages";
import type { WritingVariant } from "~/lib/site/writing-variants";
import type { Phrasing } from "./european-portuguese.server";
import { CONCEPTS, NEVER_REPLACED, PHRASINGS, vocabularyKey } from "./vocabulary.server";

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every concept's other forms as one pattern, and the form each one (in lower case) becomes. */
interface Vocabulary {
  pattern: RegExp | null;
  to: ReadonlyMap<string, string>;
}

const cache = new Map<string, Vocabulary>();

/**
 * The words to `key`'s forms (the base's when null), in one pass: at each place the longest form
 * wins, so "do carro próprio" becomes "da viatura própria" where "Carro próprio" alone is a label.
 */
function vocabularyTo(language: Language, key: string | null): Vocabulary {
  const cacheKey = `${language}|${key ?? "base"}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const to = new Map<string, string>();
  for (const concept of CONCEPTS[language]) {
    const target = key === null ? concept.base : (concept.forms[key] ?? concept.base);
    for (const form of new Set([concept.base, ...Object.values(concept.forms)])) {
      const lower = form.toLowerCase();
      if (form !== target && !NEVER_REPLACED.has(form) && !to.has(lower)) to.set(lower, target);
    }
  }
  const forms = [...to.keys()].sort((a, b) => b.length - a.length);
  const built: Vocabulary = {
    pattern: forms.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.map(escape).join("|")})(?![\\p{L}\\p{N}])`, "giu") : null,
    to,
  };
  cache.set(cacheKey, built);
  return built;
}

/** A match's first letter's case carried over: "Boletos" → "Billetes". */
function sameCase(match: string, to: string): string {
  const first = match.charAt(0);
  return first !== first.toLowerCase() ? to.charAt(0).toUpperCase() + to.slice(1) : to;
}

function replaceAll(text: string, { pattern, to }: Vocabulary): string {
  return pattern ? text.replace(pattern, (match) => sameCase(match, to.get(match.toLowerCase()) ?? match)) : text;
}

function rephrase(text: string, phrasings: readonly Phrasing[]): string {
  let current = text;
  let lower = current.toLowerCase();
  for (const [pattern, to, needles] of phrasings) {
    if (needles && !needles.some((needle) => lower.includes(needle))) continue;
    const next = typeof to === "string" ? current.replace(pattern, to) : current.replace(pattern, to);
    if (next !== current) [current, lower] = [next, next.toLowerCase()];
  }
  return current;
}

/** The composer's text (user text marked) in `variant`'s words and phrasing; marked spans untouched. */
export function inVariant(markdown: string, language: Language, variant: WritingVariant): string {
  const words = vocabularyTo(language, vocabularyKey(variant));
  const phrasings = PHRASINGS[variant] ?? [];
  // The variant's constructions read the phrase files' own words; its word table runs after them.
  const rewrite = (text: string) => replaceAll(rephrase(text, phrasings), words);
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
  return replaceAll(text, vocabularyTo(language, null));
}
