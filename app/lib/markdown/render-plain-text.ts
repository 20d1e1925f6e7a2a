import { lexPolicy, type Token, type Tokens } from "./policy-tokens";

/*
 * Policy markdown → plain text, from the same tokens as the HTML, the PDF and the DOCX: what a
 * reader pastes into a plain-text mail or a chat. No markup survives (`#`, `*`, `|`, link syntax):
 * headings are their words, lists carry bullets or numbers, tables are tab-separated lines (a
 * spreadsheet pastes them as cells), links keep their address in brackets.
 */

const BASIC_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/**
 * Entity references the author wrote (`&amp;`, `&#233;`, `&eacute;`) as the characters a browser
 * shows. Numeric and basic ones everywhere; other names through the browser's own parser when
 * there is one (the Worker and Node keep them as written).
 */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi, (reference, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
    }
    const basic = BASIC_ENTITIES[name.toLowerCase()];
    if (basic) return basic;
    if (typeof document === "undefined") return reference;
    const box = document.createElement("textarea");
    box.innerHTML = reference;
    return box.value;
  });
}

function inline(tokens: Token[] | undefined): string {
  return (tokens ?? []).map(inlineToken).join("");
}

function inlineToken(token: Token): string {
  switch (token.type) {
    case "link": {
      const link = token as Tokens.Link;
      const text = inline(link.tokens);
      // An address that is its own text (an autolink) is said once.
      return text === link.href || `mailto:${text}` === link.href || !link.href ? text : `${text} (${link.href})`;
    }
    case "image":
      return (token as Tokens.Image).text;
    case "codespan":
      return decodeEntities((token as Tokens.Codespan).text);
    case "br":
      return "\n";
    case "checkbox":
      return (token as Tokens.Checkbox).checked ? "☑ " : "☐ ";
    case "html":
    case "tag":
      return token.raw;
    case "escape":
      return (token as Tokens.Escape).text;
    default:
      if ("tokens" in token && Array.isArray(token.tokens)) return inline(token.tokens as Token[]);
      return decodeEntities("text" in token && typeof token.text === "string" ? token.text : token.raw);
  }
}

/** A cell as one line: a tab or a line break inside it would start another cell or row. */
const cellText = (cell: Tokens.TableCell) =>
  inline(cell.tokens)
    .replace(/[\t\r\n]+/g, " ")
    .trim();

function list(token: Tokens.List, depth: number): string {
  const start = typeof token.start === "number" ? token.start : 1;
  const indent = "    ".repeat(depth);
  return token.items
    .map((item, index) => {
      const marker = token.ordered ? `${start + index}.` : depth > 0 ? "–" : "•";
      const parts = item.tokens.map((child) =>
        child.type === "list"
          ? `\n${list(child as Tokens.List, depth + 1)}`
          : child.type === "text" || child.type === "checkbox"
            ? inlineToken(child)
            : block(child, depth + 1).trimEnd(),
      );
      return `${indent}${marker} ${parts.join("").replace(/\n(?!\s)/g, `\n${indent}  `)}`;
    })
    .join("\n");
}

function block(token: Token, depth = 0): string {
  switch (token.type) {
    case "heading":
      return inline((token as Tokens.Heading).tokens);
    case "paragraph":
      return inline((token as Tokens.Paragraph).tokens);
    case "text":
      return inlineToken(token);
    case "list":
      return list(token as Tokens.List, depth);
    case "table": {
      const table = token as Tokens.Table;
      return [table.header.map(cellText), ...table.rows.map((row) => row.map(cellText))].map((cells) => cells.join("\t")).join("\n");
    }
    case "blockquote":
      return (token as Tokens.Blockquote).tokens
        .map((child) => block(child, depth))
        .filter(Boolean)
        .join("\n\n");
    case "code":
      return (token as Tokens.Code).text;
    case "hr":
    case "space":
    case "def":
      return "";
    default:
      return token.raw ?? "";
  }
}

/** The policy as plain text: blocks separated by a blank line, ending with one line break. */
export function renderPolicyPlainText(markdown: string): string {
  const text = lexPolicy(markdown)
    .map((token) => block(token))
    .filter((part) => part.trim() !== "")
    .join("\n\n");
  return text ? `${text}\n` : "";
}
