import { createContext, useContext } from "react";

/**
 * HTML that a whole page carries once, in its markup, and not again in its data (the policy text
 * is most of a shared page). A loader rendering a whole page puts the HTML here instead of in its
 * data, and the server render reads it from here; the browser reads it once from the markup it
 * received (markupHtmlInDocument) before hydrating. For Remix's `.data` requests (client-side
 * navigations, revalidations) it is null: the data carries it.
 */
export type MarkupHtml = { policy?: string } | null;

/** In the browser: what the page's markup carries (the element PolicyView marks), for the app's life. */
export function markupHtmlInDocument(document: Document): MarkupHtml {
  return { policy: document.querySelector('[data-markup-html="policy"]')?.innerHTML };
}

export const MarkupHtmlContext = createContext<MarkupHtml>(null);

export const useMarkupHtml = () => useContext(MarkupHtmlContext);
