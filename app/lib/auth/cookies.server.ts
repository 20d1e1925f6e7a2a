import { parse as parseCookies } from "cookie";

/** Reads one cookie from a request's Cookie header (a value that cannot be decoded stays as sent: no 500). */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  return header ? (parseCookies(header)[name] ?? null) : null;
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
