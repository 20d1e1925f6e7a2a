import { renderPolicyHtml } from "./render-html";

const REMEMBERED_TEXTS = 32;
const rendered = new Map<string, string>();

/**
 * A shared policy's HTML, without its opening title, remembered for the isolate's latest 32 texts:
 * the public page shows the same few texts again and again. The key is the text itself, so an edit
 * is a new entry and can never show the old HTML.
 */
export function sharedPolicyHtml(markdown: string): string {
  const remembered = rendered.get(markdown);
  if (remembered !== undefined) {
    rendered.delete(markdown);
    rendered.set(markdown, remembered);
    return remembered;
  }
  const html = renderPolicyHtml(markdown, { withoutTitle: true });
  rendered.set(markdown, html);
  if (rendered.size > REMEMBERED_TEXTS) rendered.delete(rendered.keys().next().value as string);
  return html;
}
