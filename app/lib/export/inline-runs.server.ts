import { decodeHTML } from "entities";
import type { Token, Tokens } from "~/lib/markdown/policy-tokens";

/*
 * The export side of the one markdown pipeline: lexPolicy's inline tokens flattened to styled runs
 * for the renderers that lay out text themselves (PDF, DOCX). The HTML renderer writes tags instead.
 */

/** A stretch of inline text with one style, for renderers that lay out runs (PDF, DOCX). */
export type Run = { text: string; bold: boolean; italic: boolean; code?: boolean; href?: string };

type Style = { bold: boolean; italic: boolean; href?: string };

function childTokens(token: Token): Token[] | undefined {
  return "tokens" in token && Array.isArray(token.tokens) ? (token.tokens as Token[]) : undefined;
}

/** Flattens inline tokens to styled runs; raw HTML stays visible as its source text. */
export function inlineRuns(tokens: Token[] | undefined, style: Style = { bold: false, italic: false }): Run[] {
  const runs: Run[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
        runs.push(...inlineRuns(childTokens(token), { ...style, bold: true }));
        break;
      case "em":
        runs.push(...inlineRuns(childTokens(token), { ...style, italic: true }));
        break;
      case "del":
        runs.push(...inlineRuns(childTokens(token), style));
        break;
      case "link":
        runs.push(...inlineRuns(childTokens(token), { ...style, href: (token as Tokens.Link).href }));
        break;
      case "image":
        runs.push({ ...style, text: (token as Tokens.Image).text || (token as Tokens.Image).href });
        break;
      case "codespan":
        runs.push({ ...style, code: true, text: decodeHtml((token as Tokens.Codespan).text) });
        break;
      case "br":
        runs.push({ ...style, text: "\n" });
        break;
      case "html":
      case "tag":
        runs.push({ ...style, text: (token as Tokens.HTML).raw });
        break;
      case "checkbox":
        runs.push({ ...style, text: (token as Tokens.Checkbox).checked ? "☑ " : "☐ " });
        break;
      default: {
        const children = childTokens(token);
        if (children) runs.push(...inlineRuns(children, style));
        else if ("text" in token && typeof token.text === "string") runs.push({ ...style, text: decodeHtml(token.text) });
        else if ("raw" in token && typeof token.raw === "string") runs.push({ ...style, text: token.raw });
      }
    }
  }
  return runs;
}

/**
 * Markdown text may hold entity references (`&amp;`, `&eacute;`, `&#x20AC;`): the page's browser
 * decodes them, and so must the PDF and the DOCX, with every name HTML knows (entities).
 */
export function decodeHtml(text: string): string {
  return decodeHTML(text);
}

/** Plain text of inline tokens (heading titles, bookmarks, table cells in plain readers). */
export function plainText(tokens: Token[] | undefined): string {
  return inlineRuns(tokens)
    .map((run) => run.text)
    .join("");
}
