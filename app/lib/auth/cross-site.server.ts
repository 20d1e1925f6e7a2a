const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** "Can I expense this?" asked of the API: a POST that changes nothing, so a card platform's own servers may send it. */
const ASKING_API = /^\/api\/policies\/[^/]+\/check$/;
/** The same question asked in the public page's box (a form post from the page itself). */
const ASKING_PAGE = /^\/p\/[^/]+$/;

/**
 * The browser's preflight before another site's page posts JSON to the check: allowed, as the
 * check is for any card platform and changes nothing (its answers carry `Access-Control-Allow-Origin: *`).
 */
export function askingPreflight(request: Request, url: URL): Response | null {
  if (request.method !== "OPTIONS" || !ASKING_API.test(url.pathname)) return null;
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": "Content-Type, Accept, Accept-Language",
      "Access-Control-Max-Age": "86400",
      Allow: "POST, OPTIONS",
    },
  });
}

/** A POST that only asks a question of a policy: it writes nothing but a use of its budget. */
export function onlyAsks(request: Request, url: URL): boolean {
  return request.method === "POST" && (ASKING_API.test(url.pathname) || ASKING_PAGE.test(url.pathname));
}

/**
 * A data-changing request that did not come from this site's own pages: its Origin is another
 * site, or the browser says it is cross-site or same-site (a sibling host). A request with
 * neither header is refused too, so only a same-origin browser page (or a client that says where
 * it comes from) can change anything.
 */
export function isForeignMutation(request: Request): boolean {
  if (!MUTATING_METHODS.has(request.method.toUpperCase())) return false;
  if (request.method === "POST" && ASKING_API.test(new URL(request.url).pathname)) return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  const origin = request.headers.get("Origin");
  if (origin) return origin !== new URL(request.url).origin;
  return fetchSite !== "same-origin";
}

/** The 403 for a foreign mutation, in the caller's language; nothing runs behind it. */
export function foreignMutationResponse(message: string) {
  return Response.json({ message }, { status: 403, headers: { "Cache-Control": "no-store", Vary: "Origin, Sec-Fetch-Site" } });
}
