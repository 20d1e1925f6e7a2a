import { renderPolicyHtml } from "./render-html";
import { renderPolicyPlainText } from "./render-plain-text";

/*
 * What "Copy text" puts on the clipboard: the policy as a document, both ways a paste target may
 * take it. A mail or word processor takes the HTML (headings, lists, real tables); a plain-text
 * field takes the text with no markdown in it. Loaded only when the owner copies.
 */

/** Tables keep their grid in Word and Outlook, which ignore the page's stylesheet. */
const TABLE = '<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse">';

export function policyClipboard(markdown: string): { html: string; text: string } {
  const body = renderPolicyHtml(markdown).replaceAll("<table>", TABLE);
  return { html: `<meta charset="utf-8"><div>${body}</div>`, text: renderPolicyPlainText(markdown) };
}
