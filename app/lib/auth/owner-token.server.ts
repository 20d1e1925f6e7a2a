import { hostCookie } from "./cookies.server";
import { OWNER_HINT_COOKIE } from "./owner-hint";
import { randomToken, sha256 } from "~/lib/platform/crypto.server";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The anonymous owner token: policies made in anonymous mode belong to whoever holds it. */
export const ownerCookie = (request: Request) => hostCookie(request, "owner");
/** Its script-readable hint (see owner-hint.ts): no secret, same lifetime. */
const ownerHintCookie = (request: Request) => hostCookie(request, OWNER_HINT_COOKIE, { readableByScripts: true });

export async function ownerTokenHash(request: Request): Promise<string | null> {
  const token = ownerCookie(request).read();
  return token && token.length >= 32 ? sha256(token) : null;
}

/**
 * The caller's owner token, with the Set-Cookie headers to send: a new token and its hint, or only
 * the hint for a token handed over before the hint existed. The token's cookie always comes first.
 */
export async function ensureOwnerToken(request: Request): Promise<{ hash: string; setCookies: string[] }> {
  const hint = ownerHintCookie(request).read() ? [] : [ownerHintCookie(request).serialize("1", ONE_YEAR_SECONDS)];
  const existing = ownerCookie(request).read();
  if (existing && existing.length >= 32) return { hash: await sha256(existing), setCookies: hint };
  const token = randomToken(32);
  return { hash: await sha256(token), setCookies: [ownerCookie(request).serialize(token, ONE_YEAR_SECONDS), ownerHintCookie(request).serialize("1", ONE_YEAR_SECONDS)] };
}
