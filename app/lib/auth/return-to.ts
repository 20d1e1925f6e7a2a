/**
 * Where to send someone after sign-in: a path on this site, or "/" for anything else (another
 * origin, a protocol-relative `//host`, a backslash trick, a non-http scheme).
 */
export function safeReturnTo(value: string | null | undefined, siteOrigin: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  try {
    const url = new URL(value, siteOrigin);
    if (url.origin !== new URL(siteOrigin).origin) return "/";
    const path = url.pathname.toLowerCase();
    if (path.startsWith("/api/login") || path.startsWith("/api/logout")) return "/";
    const target = url.pathname + url.search + url.hash;
    // Dot segments and backslashes are resolved by the parser: "/.//evil.example" becomes
    // "//evil.example", which a browser reads as another host. Check what we return, not what came in.
    return target.startsWith("//") || target.startsWith("/\\") ? "/" : target;
  } catch {
    return "/";
  }
}
