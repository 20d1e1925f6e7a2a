/** The pages a card provider may put in an iframe: the cardholders' generator. */
export const EMBEDDABLE_PATHS: ReadonlySet<string> = new Set(["/for-cardholders"]);
/**
 * And a shared policy: the generator posted without JavaScript lands on it inside the provider's
 * frame, and cardholders ask it "Can I expense this?" there. It changes nothing a click could be
 * stolen for, and still only the listed origins may frame it: framed by anyone, a look-alike site
 * could dress a company's policy as its own.
 */
const SHARED_POLICY = /^\/p\/[^/.]+$/;

/**
 * Who may frame a response: the origins of `EMBED_ORIGINS` for the embeddable pages, no one for
 * every other page. `frame-ancestors` is the standard; `X-Frame-Options: DENY` covers browsers
 * that predate it (it cannot express an allow list, so the embeddable pages omit it).
 */
export function withFramePolicy(response: Response, pathname: string, embedOrigins: readonly string[]): Response {
  const path = pathname.replace(/\/+$/, "") || "/";
  const embeddable = EMBEDDABLE_PATHS.has(path) || SHARED_POLICY.test(path);
  const ancestors = embeddable && embedOrigins.length > 0 ? embedOrigins.join(" ") : "'none'";
  const headers = new Headers(response.headers);
  // A page's own policy (scripts, forms, images) comes first; every response says who may frame it.
  const policy = headers.get("Content-Security-Policy");
  headers.set("Content-Security-Policy", policy ? `${policy}; frame-ancestors ${ancestors}` : `frame-ancestors ${ancestors}`);
  if (embeddable) headers.delete("X-Frame-Options");
  else headers.set("X-Frame-Options", "DENY");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * `EMBED_ORIGINS`: comma-separated origins (scheme, host, port; `https://*.cards.example` is allowed, as in
 * CSP), normalised; anything else is refused.
 */
export function parseEmbedOrigins(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const url = URL.canParse(item) ? new URL(item) : null;
      if (!url || url.origin !== item.replace(/\/$/, "") || !/^https?:$/.test(url.protocol)) {
        throw new Error(`EMBED_ORIGINS entry "${item}" is not an origin like https://cards.example`);
      }
      return url.origin;
    });
}
