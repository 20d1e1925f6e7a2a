import { purifyPolicyHtml } from "./dompurify.client";

/**
 * Policy HTML as the page shows it. In the browser DOMPurify checks it a second time; in the Worker
 * the module that holds DOMPurify is empty (a `.client` module) and the server's output, safe by
 * construction (renderPolicyHtml), is returned as it is.
 */
export function sanitizePolicyHtml(html: string): string {
  return typeof purifyPolicyHtml === "function" ? purifyPolicyHtml(html) : html;
}
