import { lexPolicy, openingTitle, type Token, type Tokens } from "./policy-tokens";
import { safeUrl } from "./safe-url";

/*
 * Policy markdown → HTML, safe by construction: every tag comes from this file, raw
 * HTML in the markdown is shown as text, addresses pass `safeUrl`, every attribute is quoted and
 * escaped. Plain TS with no DOM, so the Worker and the browser render the same thing.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Text content: entity references the author wrote (`&amp;`, `&#233;`) stay references, every other `&<>"'` is escaped. */
function escapeText(text: string): string {
  return text.replace(/&(?!#\d{1,7};|#x[0-9a-f]{1,6};|[a-z][a-z0-9]{1,31};)|[<>"']/gi, (char) => ESCAPES[char] ?? char);
}

function attribute(name: string, value: string): string {
  return ` ${name}="${escapeHtml(value)}"`;
}

function inline(tokens: Token[] | undefined): string {
  return (tokens ?? []).map(inlineToken).join("");
}

function inlineToken(token: Token): string {
  switch (token.type) {
    case "strong":
      return `<strong>${inline((token as Tokens.Strong).tokens)}</strong>`;
    case "em":
      return `<em>${inline((token as Tokens.Em).tokens)}</em>`;
    case "del":
      return `<del>${inline((token as Tokens.Del).tokens)}</del>`;
    case "codespan":
      return `<code>${escapeText((token as Tokens.Codespan).text)}</code>`;
    case "br":
      return "<br>";
    case "link": {
      const link = token as Tokens.Link;
      const title = link.title ? attribute("title", link.title) : "";
      return `<a${attribute("href", safeUrl(link.href))}${title} rel="noopener noreferrer">${inline(link.tokens)}</a>`;
    }
    case "image": {
      const image = token as Tokens.Image;
      const title = image.title ? attribute("title", image.title) : "";
      return `<img${attribute("src", safeUrl(image.href))}${attribute("alt", image.text)}${title} loading="lazy">`;
    }
    case "checkbox":
      return `<input type="checkbox" disabled${(token as Tokens.Checkbox).checked ? " checked" : ""}> `;
    case "html":
    case "tag":
      return escapeHtml(token.raw);
    case "escape":
      return escapeHtml((token as Tokens.Escape).text);
    default:
      if ("tokens" in token && Array.isArray(token.tokens)) return inline(token.tokens as Token[]);
      return escapeText("text" in token && typeof token.text === "string" ? token.text : token.raw);
  }
}

function cellTag(tag: "th" | "td", cell: Tokens.TableCell): string {
  const align = cell.align ? attribute("style", `text-align: ${cell.align}`) : "";
  return `<${tag}${align}>${inline(cell.tokens)}</${tag}>`;
}

function listItem(item: Tokens.ListItem): string {
  // Tight items hold `text` blocks whose children are inline; loose ones hold paragraphs.
  return `<li>${item.tokens.map((token) => (token.type === "text" || token.type === "checkbox" ? inlineToken(token) : block(token))).join("")}</li>`;
}

function block(token: Token): string {
  switch (token.type) {
    case "heading": {
      const heading = token as Tokens.Heading;
      const depth = Math.min(Math.max(heading.depth, 1), 6);
      // A numbered section ("## 3. Spending Limits") is an anchor answers link to: #section-3.
      const section = depth === 2 ? /^(\d{1,2})\.\s/.exec(heading.text)?.[1] : undefined;
      return `<h${depth}${section ? attribute("id", `section-${section}`) : ""}>${inline(heading.tokens)}</h${depth}>\n`;
    }
    case "paragraph":
      return `<p>${inline((token as Tokens.Paragraph).tokens)}</p>\n`;
    case "list": {
      const list = token as Tokens.List;
      const start = list.ordered && typeof list.start === "number" && list.start !== 1 ? attribute("start", String(list.start)) : "";
      const tag = list.ordered ? "ol" : "ul";
      return `<${tag}${start}>\n${list.items.map(listItem).join("\n")}\n</${tag}>\n`;
    }
    case "table": {
      const table = token as Tokens.Table;
      const head = `<tr>${table.header.map((cell) => cellTag("th", cell)).join("")}</tr>`;
      const rows = table.rows.map((row) => `<tr>${row.map((cell) => cellTag("td", cell)).join("")}</tr>`).join("\n");
      return `<div class="policy-table"><table>\n<thead>${head}</thead>\n<tbody>${rows}</tbody>\n</table></div>\n`;
    }
    case "blockquote":
      return `<blockquote>\n${blocks((token as Tokens.Blockquote).tokens)}</blockquote>\n`;
    case "code":
      return `<pre><code>${escapeHtml((token as Tokens.Code).text)}</code></pre>\n`;
    case "hr":
      return "<hr>\n";
    case "html":
      return `<p>${escapeHtml(token.raw)}</p>\n`;
    case "space":
    case "def":
      return "";
    case "text":
      return `<p>${inlineToken(token)}</p>\n`;
    default:
      return `<p>${escapeHtml(token.raw ?? "")}</p>\n`;
  }
}

function blocks(tokens: Token[]): string {
  return tokens.map(block).join("");
}

/**
 * The policy as HTML for the public page, the modal and My Policies. `withoutTitle` leaves out a
 * top-level heading that opens the policy, for pages whose own heading already names it.
 */
export function renderPolicyHtml(markdown: string, { withoutTitle = false }: { withoutTitle?: boolean } = {}): string {
  const tokens = lexPolicy(markdown);
  return blocks(withoutTitle ? openingTitle(tokens).body : tokens);
}
