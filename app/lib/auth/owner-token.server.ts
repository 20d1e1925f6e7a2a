import { hostCookie } from "./cookies.server";
import { randomToken, sha256 } from "~/lib/platform/crypto.server";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The anonymous owner token: policies made in anonymous mode belong to whoever holds it. */
export const ownerCookie = (request: Request) => hostCookie(request, "owner");

export async function ownerTokenHash(request: Request): Promise<string | null> {
  const token = ownerCookie(request).read();
  return token && token.length >= 32 ? sha256(token) : null;
}

/** The caller's owner token, or a new one with the Set-Cookie header that hands it over. */
export async function ensureOwnerToken(request: Request): Promise<{ hash: string; setCookie: string | null }> {
  const existing = ownerCookie(request).read();
  if (existing && existing.length >= 32) return { hash: await sha256(existing), setCookie: null };
  const token = randomToken(32);
  return { hash: await sha256(token), setCookie: ownerCookie(request).serialize(token, ONE_YEAR_SECONDS) };
}
