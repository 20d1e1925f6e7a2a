import { parseFragment, type DefaultTreeAdapterMap } from "parse5";

/*
 * Test support: what a browser would act on in a piece of HTML, read with a real HTML tokenizer.
 * The renderer's tests and the section editor's tests check their output with it.
 */

type Node = DefaultTreeAdapterMap["node"];
const FORBIDDEN_TAGS = new Set(["script", "form", "iframe", "object", "embed", "base", "meta"]);
const ADDRESS_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "srcset", "poster", "background"]);

/** Every problem a browser would act on, described; an empty list means the output is safe. */
export function problems(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node) {
      if (FORBIDDEN_TAGS.has(node.tagName)) found.push(`<${node.tagName}>`);
      for (const attr of node.attrs) {
        const name = attr.name.toLowerCase();
        if (name.startsWith("on")) found.push(`${name}= on <${node.tagName}>`);
        // What a browser reads as the scheme: entities are already decoded by the tokenizer.
        const address = attr.value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, "").toLowerCase();
        if (ADDRESS_ATTRIBUTES.has(name) && /^(javascript|vbscript|data):/.test(address)) found.push(`${name}="${attr.value}"`);
        if (name === "style" && /url\s*\(/i.test(attr.value)) found.push(`style with url(`);
      }
    }
    if ("childNodes" in node) node.childNodes.forEach(visit);
    if ("content" in node && node.content) visit(node.content as Node);
  };
  visit(parseFragment(html) as Node);
  return found;
}
