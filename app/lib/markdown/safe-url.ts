/*
 * The one address rule of the policy pipeline, shared by the server renderer and the
 * browser's DOMPurify hook: an address is kept only for the schemes below or when relative.
 */

const ALLOWED_SCHEMES = new Set(["http", "https", "irc", "ircs", "mailto", "xmpp"]);

// Only the entities an attacker can use to hide a scheme need names; numeric ones are all decoded.
const NAMED_ENTITIES: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  bsol: "\\",
  lpar: "(",
  rpar: ")",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  period: ".",
  semi: ";",
  num: "#",
  euro: "€",
  copy: "©",
  reg: "®",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  middot: "·",
  deg: "°",
};

/** Numeric entities and the named ones above; text renderers (PDF, DOCX) use it too. */
export function decodeEntities(value: string): string {
  // Browsers accept entities without the final ';', so it is optional here too.
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // As the HTML standard reads them: a surrogate, zero or beyond Unicode is U+FFFD, never a lone surrogate.
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/**
 * The address as a browser would read it, or "" when it is not allowed. Entities are decoded and
 * control characters and whitespace removed before the scheme is judged, because browsers ignore
 * them inside a scheme (`jav&#x09;ascript:` runs).
 */
export function safeUrl(raw: string | null | undefined): string {
  if (!raw) return "";
  let value = raw;
  // Decoding twice catches `&amp;#x3A;`-style nesting; a third level no browser would decode.
  for (let round = 0; round < 2; round += 1) value = decodeEntities(value);
  value = value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g, "");
  if (value === "") return "";
  // `//host` and its backslash spellings leave the site while looking relative.
  if (/^[\\/]{2}/.test(value)) return "";
  // The site's own API is no place for a policy's reader to be sent (a sign-out, a download, a change).
  if (/^(?:\.{0,2}[\\/])*api(?:[\\/?#]|$)/i.test(value)) return "";
  const scheme = /^([^/?#]*?):/.exec(value);
  if (scheme && !ALLOWED_SCHEMES.has((scheme[1] ?? "").toLowerCase())) return "";
  return value;
}
