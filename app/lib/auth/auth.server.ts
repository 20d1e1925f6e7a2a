import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policyGroups } from "~/db/schema";
import { DomainError, notFound } from "~/lib/platform/http.server";
import { ownerTokenHash } from "./owner-token.server";
import { readSession, sessionCookie, type SessionUser } from "./session.server";

export type { SessionUser };

const userCache = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user, or null. Read once per request. */
export function getUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  let cached = userCache.get(request);
  if (!cached) {
    const token = sessionCookie(request).read();
    cached = token
      ? readSession(context.cloudflare.env.DB, token, { touch: (work) => context.cloudflare.ctx.waitUntil(work) })
      : Promise.resolve(null);
    userCache.set(request, cached);
  }
  return cached;
}

export function loginPath(request: Request) {
  const url = new URL(request.url);
  return `/api/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The signed-in user, or a thrown `unauthorized` (API calls) / redirect to sign-in (screens). */
export async function requireUser(request: Request, context: AppLoadContext, { api }: { api: boolean }): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (user) return user;
  if (api) throw new DomainError("unauthorized", "errors.unauthorized");
  throw redirect(loginPath(request));
}

export function isAdminEmail(email: string, context: AppLoadContext): boolean {
  return context.config.adminEmails.includes(email.trim().toLowerCase());
}

/** An admin, or what requireUser throws (signed out) / `forbidden` (signed in, not an admin; the attempt is logged). */
export async function requireAdmin(request: Request, context: AppLoadContext, { api }: { api: boolean }): Promise<SessionUser> {
  const user = await requireUser(request, context, { api });
  if (isAdminEmail(user.email, context)) return user;
  console.warn(`admin access denied: user ${user.id} <${user.email}> ${request.method} ${new URL(request.url).pathname}`);
  throw new DomainError("forbidden", "errors.forbidden");
}

/** Who is asking: a signed-in user and/or the holder of an anonymous owner-token cookie. */
export type Caller = { userId: string | null; ownerTokenHash: string | null };

export async function getCaller(request: Request, context: AppLoadContext): Promise<Caller> {
  const user = await getUser(request, context);
  return { userId: user?.id ?? null, ownerTokenHash: await ownerTokenHash(request, context) };
}

/**
 * The policy group if the caller owns it — its signed-in creator, or for a group made in
 * anonymous mode the holder of its owner token — else a thrown `notFound`, so nobody learns that a
 * group they do not own exists.
 */
export async function requireGroupOwner(request: Request, context: AppLoadContext, groupId: string) {
  const caller = await getCaller(request, context);
  const [group] = await database(context.cloudflare.env.DB)
    .select({ id: policyGroups.id, ownerUserId: policyGroups.ownerUserId, ownerTokenHash: policyGroups.ownerTokenHash })
    .from(policyGroups)
    .where(eq(policyGroups.id, groupId))
    .limit(1);
  if (!group || !isOwner(caller, group)) throw notFound();
  return { group, caller };
}

/** Whether the caller owns something recorded with these owner columns (a group, a generation). */
export function isOwner(caller: Caller, group: { ownerUserId: string | null; ownerTokenHash: string | null }): boolean {
  if (group.ownerUserId) return group.ownerUserId === caller.userId;
  return group.ownerTokenHash !== null && group.ownerTokenHash === caller.ownerTokenHash;
}
