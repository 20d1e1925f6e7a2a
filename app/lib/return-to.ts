/**
 * Where to send someone after sign-in: a path on this site, or "/" for anything else (another
 * origin, a protocol-relative `//host`, a backslash trick, a non-http scheme).
 */
export function safeReturnTo(value: string | null | undefined, siteOrigin: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  try {
    const url = new URL(value, siteOrigin);
    if (url.origin !== new URL(siteOrigin).origin) return "/";
    if (url.pathname.startsWith("/api/login") || url.pathname.startsWith("/api/logout")) return "/";
    return url.pathname + url.search + url.hash;
  } catch {
    return "/";
  }
}
