import { and, eq, gt } from "drizzle-orm";
import { database } from "~/db/database.server";
import { sessions, users } from "~/db/schema";
import { hostCookie } from "./cookies.server";
import { randomToken, sha256 } from "~/lib/platform/crypto.server";

/** A session ends after this long without a request… */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Last-seen is refreshed at most this often, so reads don't write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export const sessionCookie = (request: Request) => hostCookie(request, "session");

export type SessionUser = { id: string; email: string; firstName: string | null; lastName: string | null };

/** Starts a fresh session (a new random token, never a reused one) and returns its cookie. */
export async function createSession(request: Request, d1: D1Database, userId: string, now = Date.now()) {
  const token = randomToken(32);
  await database(d1)
    .insert(sessions)
    .values({
      tokenHash: await sha256(token),
      userId,
      expiresAt: new Date(now + SESSION_ABSOLUTE_LIFETIME_MS),
      lastSeenAt: new Date(now),
    });
  return sessionCookie(request).serialize(token, SESSION_ABSOLUTE_LIFETIME_MS / 1000);
}

/**
 * The signed-in user for a session token, or null when the session is unknown, ended, idle for
 * too long or past its lifetime. `touch` runs the last-seen update (give it ctx.waitUntil).
 */
export async function readSession(
  d1: D1Database,
  token: string,
  {
    now = Date.now(),
    touch = (work: Promise<unknown>): void => void work,
  }: { now?: number; touch?: (work: Promise<unknown>) => void } = {},
): Promise<SessionUser | null> {
  const db = database(d1);
  const tokenHash = await sha256(token);
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS) {
    touch(db.delete(sessions).where(eq(sessions.id, row.sessionId)));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    touch(
      db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, row.sessionId)),
    );
  }
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName };
}

/** Ends the session on the server: a copy of the cookie is worthless afterwards. */
export async function destroySession(d1: D1Database, token: string) {
  await database(d1)
    .delete(sessions)
    .where(eq(sessions.tokenHash, await sha256(token)));
}
