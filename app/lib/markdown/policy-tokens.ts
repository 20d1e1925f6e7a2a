import { Lexer, type Token, type Tokens } from "marked";
import { stripCodeFences } from "~/lib/markdown/code-fences";

/*
 * The one markdown reading of a policy: the HTML, PDF and DOCX renderers all start
 * from these tokens, so the three outputs cannot disagree about what the policy says.
 */

export type { Token, Tokens };

/*
 * marked is quadratic on some inputs (its own ReDoS suite: 10,000-item lists, 100 KB lines of
 * `[[[`). A policy is a few KB per block, so the text is lexed block by block, a long block in
 * pieces of at most CHUNK characters cut before a list item or heading, and a single line longer
 * than LINE_LIMIT is shown as plain text: the work then grows linearly with the length.
 */
const CHUNK = 2_000;
const LINE_LIMIT = 8_000;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const BLOCK_START = /^(?:[-*+] |\d{1,9}[.)] |#{1,6} )/;

/** Splits at blank lines outside code fences, unless the next line is indented (a list item's continuation). */
function segments(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  const result: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence === null ? marker : null;
    const next = lines[index + 1] ?? "";
    if (fence === null && line.trim() === "" && current.length > 0 && !/^\s/.test(next)) {
      result.push(current.join("\n"));
      current = [];
    } else current.push(line);
  });
  if (current.length) result.push(current.join("\n"));
  return result;
}

/** A long block in pieces cut before a list item or heading (never inside a fence: those blocks stay whole). */
function pieces(segment: string): string[] {
  if (segment.length <= CHUNK || FENCE.test(segment)) return [segment];
  const result: string[] = [];
  let current = "";
  for (const line of segment.split("\n")) {
    if (current.length >= CHUNK && BLOCK_START.test(line)) {
      result.push(current);
      current = "";
    }
    current = current ? `${current}\n${line}` : line;
  }
  result.push(current);
  return result;
}

function plainParagraph(text: string): Tokens.Paragraph {
  return { type: "paragraph", raw: text, text, tokens: [{ type: "text", raw: text, text, escaped: false } as Tokens.Text] };
}

// Text with none of these needs no inline lexing: no emphasis, code, link, autolink, entity or HTML.
const INLINE_SYNTAX = /[\\`*_[\]<>!&~:@|]|www\./i;
const SIMPLE_BULLET = /^([-*+]) (\S.*)$/;

/**
 * A piece made only of one-line bullets (`- text`), built directly: marked spends ~25 µs per list
 * item, too slow for the 10,000-item lists of its ReDoS suite; inline text is still lexed by marked.
 */
function simpleBulletList(piece: string): Tokens.List | null {
  const lines = piece.split("\n").filter((line) => line !== "");
  const matches = lines.map((line) => SIMPLE_BULLET.exec(line));
  const marker = matches[0]?.[1];
  if (lines.length < 2 || matches.some((match) => !match || match[1] !== marker)) return null;
  const inline = new Lexer({ gfm: true });
  const items = matches.map((match, index): Tokens.ListItem => {
    const text = match?.[2] ?? "";
    return {
      type: "list_item",
      raw: lines[index] ?? "",
      task: false,
      loose: false,
      text,
      tokens: [
        {
          type: "text",
          raw: text,
          text,
          tokens: INLINE_SYNTAX.test(text) ? inline.inlineTokens(text) : [{ type: "text", raw: text, text, escaped: false }],
        } as Tokens.Text,
      ],
    };
  });
  return { type: "list", raw: piece, ordered: false, start: "", loose: false, items };
}

/** Lists cut into pieces (or by a blank line) are joined back, so numbering and bullets stay one list. */
function joinLists(tokens: Token[]): Token[] {
  const joined: Token[] = [];
  for (const token of tokens) {
    const previous = joined[joined.length - 1];
    if (token.type === "list" && previous?.type === "list" && (previous as Tokens.List).ordered === (token as Tokens.List).ordered) {
      (previous as Tokens.List).items.push(...(token as Tokens.List).items);
      previous.raw += `\n${token.raw}`;
    } else joined.push(token);
  }
  return joined;
}

/** Tokens of a policy; a code fence wrapped around the whole text is removed first. */
export function lexPolicy(markdown: string): Token[] {
  const tokens: Token[] = [];
  for (const segment of segments(stripCodeFences(markdown ?? ""))) {
    for (const piece of pieces(segment)) {
      if (piece.split("\n").some((line) => line.length > LINE_LIMIT)) {
        tokens.push(plainParagraph(piece));
        continue;
      }
      const list = simpleBulletList(piece);
      if (list) tokens.push(list);
      else tokens.push(...new Lexer({ gfm: true, breaks: false }).lex(piece).filter((token) => token.type !== "space"));
    }
  }
  return joinLists(tokens);
}

/**
 * The heading that opens a policy (`# Acme Travel and Expense Policy`), if it opens with one, and
 * the tokens after it: the renderers print a policy's title once, as its text writes it.
 */
export function openingTitle(tokens: Token[]): { title: Tokens.Heading | null; body: Token[] } {
  const first = tokens[0];
  return first?.type === "heading" && (first as Tokens.Heading).depth === 1
    ? { title: first as Tokens.Heading, body: tokens.slice(1) }
    : { title: null, body: tokens };
}
