import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policyGroups } from "~/db/schema";
import { hmacSign, hmacVerify, randomToken, sha256 } from "~/lib/platform/crypto.server";
import { hostCookie } from "./cookies.server";
import { OWNER_HINT_COOKIE } from "./owner-hint";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The anonymous owner token: policies made in anonymous mode belong to whoever holds it. */
export const ownerCookie = (request: Request) => hostCookie(request, "owner");
/** Its script-readable hint (see owner-hint.ts): no secret, same lifetime. */
const ownerHintCookie = (request: Request) => hostCookie(request, OWNER_HINT_COOKIE, { readableByScripts: true });

/*
 * Only tokens this server issued are honoured: `{random}.{HMAC of random}`, signed with the
 * OWNER_TOKEN_SECRET. A browser cannot choose its own token (fixation): a value the server did not
 * sign is nobody's, and the next generation replaces it with a fresh one. Tokens handed out before
 * signing (a bare random of 32+ characters) are looked up instead: honoured while they own a
 * policy, so no earlier anonymous owner loses their policies.
 */

type TokenContext = Pick<AppLoadContext, "config"> & { cloudflare: { env: Pick<Env, "DB"> } };

async function issuedHere(token: string, context: TokenContext): Promise<boolean> {
  const [random = "", signature] = token.split(".");
  if (signature !== undefined) return random.length >= 32 && (await hmacVerify(context.config.ownerTokenSecret, random, signature));
  if (!/^[\w-]{32,}$/.test(token)) return false;
  // One indexed read, only for a value in the old form.
  const [group] = await database(context.cloudflare.env.DB)
    .select({ id: policyGroups.id })
    .from(policyGroups)
    .where(eq(policyGroups.ownerTokenHash, await sha256(token)))
    .limit(1);
  return group !== undefined;
}

/** The hash of the caller's owner token, or null when they hold none this server issued. */
export async function ownerTokenHash(request: Request, context: TokenContext): Promise<string | null> {
  const token = ownerCookie(request).read();
  return token && (await issuedHere(token, context)) ? sha256(token) : null;
}

/**
 * The caller's owner token, with the Set-Cookie headers to send: a new token and its hint (also in
 * place of a value this server did not issue), or only the hint for a token handed over before the
 * hint existed. The token's cookie always comes first.
 */
export async function ensureOwnerToken(request: Request, context: TokenContext): Promise<{ hash: string; setCookies: string[] }> {
  const hint = ownerHintCookie(request).read() ? [] : [ownerHintCookie(request).serialize("1", ONE_YEAR_SECONDS)];
  const existing = ownerCookie(request).read();
  if (existing && (await issuedHere(existing, context))) return { hash: await sha256(existing), setCookies: hint };
  const random = randomToken(32);
  const token = `${random}.${await hmacSign(context.config.ownerTokenSecret, random)}`;
  return {
    hash: await sha256(token),
    setCookies: [ownerCookie(request).serialize(token, ONE_YEAR_SECONDS), ownerHintCookie(request).serialize("1", ONE_YEAR_SECONDS)],
  };
}
