/*
 * Headers every response carries, whatever answered it (a page, an API call, an error): a browser
 * never sniffs a type, never sends the full URL to another site, reaches this site over https only
 * once it has, and no shared cache keeps what was not marked as shareable. Static assets get the
 * same from `public/_headers`.
 */

/** A year, with subdomains: the canonical origins are https in production. */
const STRICT_TRANSPORT = "max-age=31536000; includeSubDomains";

/** Adds the headers by type to a response whose headers may be changed (a fresh Response). */
export function applyHeadersByType(headers: Headers, url: URL): void {
  if (!headers.has("X-Content-Type-Options")) headers.set("X-Content-Type-Options", "nosniff");
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  // Remix's data requests are the page's data for this visitor: never kept by anyone.
  if (url.pathname.endsWith(".data")) headers.set("Cache-Control", "private, no-store");
  // A response that says nothing of caching may depend on the session: only this browser, never stored.
  else if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  if (url.protocol === "https:") headers.set("Strict-Transport-Security", STRICT_TRANSPORT);
}
