import type { Language } from "~/lib/site/languages";
import { stripCodeFences } from "~/lib/generation/policy-input";
import { foreignTerms } from "./foreign-terms.server";
import { SECTION_TITLES } from "~/lib/composer/section-titles.server";
import { MAX_HEADING_CHARS, SECTION_PATTERNS, foldHeading, sectionOfHeading } from "~/lib/composer/section-of-heading.server";

/**
 * The gate every generated policy passes before it is saved: whichever writer made
 * it — Workers AI or the built-in composer — a text without the nine required sections, with a
 * leftover template placeholder, with another country's tax terms, or too large is an error,
 * never a half-policy.
 */

export const MAX_POLICY_BYTES = 100 * 1024;

// The nine required sections, as the composer writes them and the AI prompt asks for them.
export { SECTION_TITLES, sectionOfHeading };

export type PolicyCheckResult =
  | { ok: true; markdown: string }
  | { ok: false; reason: "missing_sections" | "placeholders" | "too_large" | "empty"; missing?: string[] }
  | { ok: false; reason: "foreign_terms"; terms: string[] };

export interface PolicyCheckContext {
  /** ISO 3166-1 alpha-2 code of the policy's country. */
  country: string;
  /** The user's own description: terms it uses are not foreign, whatever the country. */
  userText?: string;
}

export function checkPolicyText(raw: string, language: Language, context: PolicyCheckContext): PolicyCheckResult {
  // Checked on the raw text first, so an oversized answer costs no further scanning.
  if (utf8Length(raw) > MAX_POLICY_BYTES) return { ok: false, reason: "too_large" };

  const markdown = unwrapFence(raw).trim();
  if (markdown === "") return { ok: false, reason: "empty" };

  const found = sectionsFound(markdown, language);
  const missing = SECTION_TITLES[language].filter((_, index) => !found[index]);
  if (missing.length > 0) return { ok: false, reason: "missing_sections", missing };

  if (PLACEHOLDER.test(markdown)) return { ok: false, reason: "placeholders" };
  const terms = foreignTerms(markdown, context.country, context.userText);
  if (terms.length > 0) return { ok: false, reason: "foreign_terms", terms };
  return { ok: true, markdown };
}

/** How many of the nine sections a streaming text has reached, to advance the progress bar. */
export function sectionsWritten(partialMarkdown: string, language: Language): number {
  return sectionsFound(partialMarkdown, language).filter(Boolean).length;
}

/** A master-prompt variable the model echoed back instead of filling in. */
const PLACEHOLDER = /\{\{[^{}\n]{0,200}\}\}/;

function utf8Length(text: string): number {
  // Every UTF-16 unit is at least one and at most three UTF-8 bytes: skip encoding when obvious.
  if (text.length > MAX_POLICY_BYTES) return text.length;
  if (text.length * 3 <= MAX_POLICY_BYTES) return text.length;
  return new TextEncoder().encode(text).length;
}

const OPENING_FENCE = /^\s*(`{3,}|~{3,})/;
const MAX_FENCE_LINE_CHARS = 40;

/**
 * Removes a fence wrapped around the whole answer (one implementation, shared with the result
 * screen). An answer cut off before its closing fence is closed first, so it is unwrapped too
 * instead of being saved as one big code block.
 */
function unwrapFence(raw: string): string {
  // A fence line is short. Longer first lines never reach stripCodeFences, whose opening-line
  // pattern backtracks for seconds on a long run of spaces.
  const firstLine = raw.trimStart().split("\n", 1)[0] ?? "";
  if (firstLine.length > MAX_FENCE_LINE_CHARS) return raw;
  const stripped = stripCodeFences(raw);
  const opening = OPENING_FENCE.exec(raw);
  if (stripped !== raw || !opening) return stripped;
  const closed = `${raw.trimEnd()}\n${opening[1]}`;
  const unwrapped = stripCodeFences(closed);
  return unwrapped === closed ? raw : unwrapped;
}

function sectionsFound(markdown: string, language: Language): boolean[] {
  const patterns = SECTION_PATTERNS[language];
  const found = patterns.map(() => false);
  for (const heading of headings(markdown)) {
    const text = foldHeading(heading);
    patterns.forEach((pattern, index) => {
      if (!found[index] && pattern.match.test(text) && !pattern.unless?.test(text)) found[index] = true;
    });
  }
  return found;
}

/** No real section title is this long; the cap also keeps matching linear on hostile input. */

/** ATX headings (`## Title`) and setext headings (a line underlined with === or ---). */
function headings(markdown: string): string[] {
  const lines = markdown.split(/\r?\n/);
  const result: string[] = [];
  lines.forEach((line, index) => {
    // Closing #s need no stripping: folding drops punctuation anyway.
    const atx = /^ {0,3}#{1,6}[ \t]+(.*)$/.exec(line);
    if (atx?.[1]) {
      result.push(atx[1].slice(0, MAX_HEADING_CHARS));
      return;
    }
    const next = lines[index + 1];
    if (next !== undefined && /^ {0,3}(=+|-+)[ \t]*$/.test(next) && line.trim() !== "" && !/^\s*[-*+>|]/.test(line)) {
      result.push(line.slice(0, MAX_HEADING_CHARS));
    }
  });
  return result;
}
