import DOMPurify from "dompurify";
import { safeUrl } from "~/lib/markdown/safe-url";

/*
 * The browser's second layer over `renderPolicyHtml`, with DOMPurify. A `.client` module: the
 * server build gets an empty one, so DOMPurify stays out of the Worker (see sanitize-html.ts).
 */

const URL_ATTRIBUTES = ["href", "src", "xlink:href", "action", "formaction", "srcset", "poster", "background", "cite"];
let hooked = false;

function addHooks() {
  if (hooked) return;
  hooked = true;
  // DOMPurify keeps `data:` images and some schemes we do not; our rule is the only one that counts.
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    for (const name of URL_ATTRIBUTES) {
      if (!node.hasAttribute(name)) continue;
      // Like the server renderer: a refused link or image keeps an empty address.
      if (name === "href" || name === "src") node.setAttribute(name, safeUrl(node.getAttribute(name)));
      else node.removeAttribute(name);
    }
    // The renderer writes only table-cell alignment as style; anything else could load a url().
    const style = node.getAttribute("style");
    if (style !== null && !/^text-align: (left|center|right)$/.test(style)) node.removeAttribute("style");
    if (node.tagName === "A") node.setAttribute("rel", "noopener noreferrer");
  });
}

export function purifyPolicyHtml(html: string): string {
  if (typeof window === "undefined" || !DOMPurify.isSupported) return html;
  addHooks();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ["form", "iframe", "object", "embed", "base", "meta", "style", "link", "svg", "math"],
    ALLOW_DATA_ATTR: false,
  });
}
