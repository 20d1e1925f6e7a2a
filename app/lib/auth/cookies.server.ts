/** Reads one cookie from a request's Cookie header. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null; // a malformed cookie is no cookie, not a 500
    }
  }
  return null;
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/**
 * An HttpOnly, SameSite=Lax cookie for the whole site. On https it is Secure and carries the
 * `__Host-` prefix, which browsers only accept from this exact host over TLS with Path=/.
 * `readableByScripts` drops HttpOnly: only for a cookie that holds no secret (a hint the page's
 * script reads).
 */
export function hostCookie(request: Request, baseName: string, { readableByScripts = false } = {}) {
  const secure = isHttps(request);
  const name = secure ? `__Host-${baseName}` : baseName;
  const attributes = (maxAgeSeconds: number) =>
    `Path=/;${readableByScripts ? "" : " HttpOnly;"} SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`;
  return {
    name,
    read: () => readCookie(request, name),
    serialize: (value: string, maxAgeSeconds: number) =>
      `${name}=${encodeURIComponent(value)}; ${attributes(Math.max(0, Math.floor(maxAgeSeconds)))}`,
    clear: () => `${name}=; ${attributes(0)}`,
  };
}
