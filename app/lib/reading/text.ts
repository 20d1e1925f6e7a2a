/*
 * Text helpers of the company reader. `plain` keeps every character at its index (one character
 * in, one out), so a match found in the plain text points at the same words in what the user wrote.
 */

/** Lower case without accents, same length as the input: "Bogotá" → "bogota". */
export function plain(text: string): string {
  // Most text is ASCII: lower-cased as a whole, the same length, no accents to take off.
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  let out = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) {
      out += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
      continue;
    }
    const base = char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    // Characters outside the BMP count twice in a JS string; keep the length by padding.
    out += (base[0] ?? " ").padEnd(char.length, " ");
  }
  return out;
}

/** Lower case, accents and punctuation gone, words separated by one space: "EE. UU." → "ee uu". */
export function normaliseWords(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export interface Word {
  /** Normalised (lower case, no accents). */
  text: string;
  start: number;
  end: number;
  capitalised: boolean;
}

export function words(text: string): Word[] {
  const found: Word[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const raw = match[0];
    found.push({
      text: normaliseWords(raw),
      start: match.index,
      end: match.index + raw.length,
      capitalised: /^\p{Lu}/u.test(raw),
    });
  }
  return found;
}

/** Words before a full stop that do not end a sentence ("EE. UU.", "Sr.", "S/. 50"). */
const ABBREVIATIONS =
  /(?:^|[\s(.])(?:ee|uu|u|s|sr|sra|dr|dra|st|no|nº|n|etc|ej|p|vs|av|aprox|approx|e\.g|i\.e|s\/|b\/|r|inc|ltd|ltda|cia|co|corp|c|a)\.$/i;

export interface Sentence {
  text: string;
  /** Index of the sentence in the whole text. */
  start: number;
}

/**
 * Lines, then sentences: after ".", "!", "?" or ";" and a space, unless the stop ends an
 * abbreviation or sits inside a number ("1.500", "R$ 2.000,00").
 */
export function sentences(text: string): Sentence[] {
  const found: Sentence[] = [];
  let lineStart = 0;
  for (const line of text.split("\n")) {
    let start = 0;
    for (const stop of line.matchAll(/[.!?;]+(?=\s+\S)/g)) {
      const end = stop.index + stop[0].length;
      if (stop[0] !== ";" && ABBREVIATIONS.test(line.slice(Math.max(0, end - 8), end))) continue;
      push(line.slice(start, end), lineStart + start);
      start = end;
    }
    push(line.slice(start), lineStart + start);
    lineStart += line.length + 1;
  }
  return found;

  function push(piece: string, at: number) {
    const leading = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (trimmed) found.push({ text: trimmed, start: at + leading });
  }
}

/** A list bullet, heading mark or markdown emphasis before the words of a line. */
export function withoutListMarks(line: string): string {
  return (
    line
      .replace(/\*\*|__/g, "")
      .replace(/^\s*(?:[-•*+]|#{1,6}|\d+[.)])\s+/, "")
      // A clause's number ("6.1 Límite…", "10.2 Los superiores…"), never an amount ("1.500 por noche", "1.50 USD").
      .replace(/^\s*[1-9]\d?(?:\.\d{1,2})+\.?\s+(?=\p{Lu}\p{Ll})/u, "")
      .trim()
  );
}

/** A text matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
