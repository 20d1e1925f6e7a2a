/** The reader's languages, as `plain` text: lower case, no accents ("pt" is Portuguese as Brazil writes it). */
export type Lang = "en" | "es" | "pt";

/**
 * A field's word lists, per language. Each word is a regex fragment ("meals?", "approv\\w*"); a word
 * two languages write alike may sit under both and is kept once in the pattern. Within a list, a
 * phrase goes before a shorter word it starts with ("first class", "first"): the pattern takes the
 * first that fits, and callers use the words it matched.
 */
export type Vocabulary<List extends string> = Readonly<Record<Lang, Readonly<Record<List, readonly string[]>>>>;

/** One list's words in every language as a group, English first: `(?:meals?|comidas?|refeicao)`. */
export function anyOf<List extends string>(words: Vocabulary<List>, list: List): string {
  return `(?:${[...new Set([...words.en[list], ...words.es[list], ...words.pt[list]])].join("|")})`;
}

/** One list as whole words: `\b(?:meals?|comidas?|refeicao)\b`. */
export function wordsIn<List extends string>(words: Vocabulary<List>, list: List): RegExp {
  return new RegExp(String.raw`\b${anyOf(words, list)}\b`);
}

export const test = (pattern: RegExp, text: string) => pattern.test(text);

export interface Clause {
  start: number;
  end: number;
  text: string;
}

const WORDS: Vocabulary<"join"> = {
  en: { join: ["and", "but", "while", "otherwise", "nor"] },
  es: { join: ["y", "pero", "mientras", "de lo contrario", "ni de"] },
  // Not "mas": Spanish "más de 8 horas" reads the same.
  pt: { join: ["e", "senao"] },
};

const CLAUSE_CUT = new RegExp(String.raw`,\s|;|\(|\)|\s[-–—]\s|\s${anyOf(WORDS, "join")}\s`, "g");

/**
 * Clauses: after ", ", ";", " - ", brackets and the words that join two rules ("and", "y", "e", "but",
 * "pero", "while"). With the original text, a Portuguese "é" ("is"), which is "e" once accents are
 * gone, does not cut: "O prazo … é de 10 dias" is one clause.
 */
export function clausesOf(lower: string, original?: string): Clause[] {
  const found: Clause[] = [];
  let start = 0;
  for (const cut of lower.matchAll(CLAUSE_CUT)) {
    if (original && cut[0] === " e " && original[cut.index + 1] !== "e" && original[cut.index + 1] !== "E") continue;
    found.push({ start, end: cut.index, text: lower.slice(start, cut.index) });
    start = cut.index + cut[0].length;
  }
  found.push({ start, end: lower.length, text: lower.slice(start) });
  return found.filter((clause) => clause.text.trim().length > 0);
}

/** "the 10% service is included by law", "la ley ya pone el 10%", "el 10% de ley": a charge on the bill, no tip the policy caps. */
export const SERVICE_BY_LAW = /\b(?:by law|de ley|por ley|por lei|la ley|the law|a lei)\b/;
