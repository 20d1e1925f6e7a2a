import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policies, policyGroups } from "~/db/schema";
import type { Caller } from "~/lib/auth/auth.server";
import { hmacSign, hmacVerify } from "~/lib/platform/crypto.server";

/*
 * A policy made without an account (decision 036): its public link expires ANONYMOUS_LINK_DAYS
 * after it was written unless someone signs in and keeps it, and whoever made it gets a private
 * management link, `/manage/{groupId}/{key}`, to edit it, switch its link off or on, or delete it
 * from any browser. The key is the HMAC of the group's id under OWNER_TOKEN_SECRET: nothing secret
 * is stored, the server can show the link again to the group's owner, and a key for one group
 * opens no other.
 */

/** How long an anonymous policy's public link answers unless its owner signs in and keeps it. */
export const ANONYMOUS_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day the rule began (2026-11-28 UTC): links made before it count their days from it
 * (migration 0009 gave them that date), so none stopped answering the day the rule shipped.
 */
export const ANONYMOUS_EXPIRY_SINCE = new Date(Date.UTC(2026, 10, 28));

/** When a public link made at `from` without an account stops answering. */
export function anonymousLinkExpiry(from: Date): Date {
  return new Date(Math.max(from.getTime(), ANONYMOUS_EXPIRY_SINCE.getTime()) + ANONYMOUS_LINK_DAYS * DAY_MS);
}

type Secret = Pick<AppLoadContext["config"], "ownerTokenSecret">;
const keyInput = (groupId: string) => `manage:${groupId}`;

/** The management key of a group (43 base64url characters). */
export function manageKey(config: Secret, groupId: string): Promise<string> {
  return hmacSign(config.ownerTokenSecret, keyInput(groupId));
}

export async function manageUrl(origin: string, config: Secret, groupId: string): Promise<string> {
  return `${origin}/manage/${groupId}/${await manageKey(config, groupId)}`;
}

/** A group still without an account, as its management page shows it. */
export type ManagedGroup = NonNullable<Awaited<ReturnType<typeof managedGroup>>>;

/**
 * The anonymous group the key opens, with its versions, or null: a wrong or missing key, a group
 * that does not exist, and one kept in an account since all answer the same (the route's 404).
 */
export async function managedGroup(d1: D1Database, config: Secret, groupId: string, key: string) {
  if (!/^[\w-]{1,64}$/.test(groupId) || !(await hmacVerify(config.ownerTokenSecret, keyInput(groupId), key))) return null;
  const db = database(d1);
  const [group] = await db
    .select({ id: policyGroups.id, ownerTokenHash: policyGroups.ownerTokenHash })
    .from(policyGroups)
    .where(and(eq(policyGroups.id, groupId), isNull(policyGroups.ownerUserId)))
    .limit(1);
  if (!group) return null;
  const versions = await db
    .select({
      slug: policies.slug,
      language: policies.language,
      companyName: policies.companyName,
      markdown: policies.markdown,
      linkEnabled: policies.linkEnabled,
      linkExpiresAt: policies.linkExpiresAt,
    })
    .from(policies)
    .where(eq(policies.groupId, groupId))
    .orderBy(asc(policies.createdAt));
  if (versions.length === 0) return null;
  // The key stands for the group's owner token: the owner tools' rules apply to its holder as to the token's.
  const caller: Caller = { userId: null, ownerTokenHash: group.ownerTokenHash };
  return { groupId: group.id, caller, versions };
}

/**
 * Keeps an anonymous group in the signed-in user's account: it is theirs from now on (My Policies,
 * every owner tool) and its public links stop expiring (the owner may set a date again). False when
 * there is no such group still without an account.
 */
export async function claimGroup(d1: D1Database, groupId: string, userId: string): Promise<boolean> {
  const db = database(d1);
  const [claimed] = await db.batch([
    db
      .update(policyGroups)
      .set({ ownerUserId: userId, ownerTokenHash: null })
      .where(and(eq(policyGroups.id, groupId), isNull(policyGroups.ownerUserId)))
      .returning({ id: policyGroups.id }),
    // Only if the group is now this user's: a group kept by someone else a moment before keeps its dates.
    db
      .update(policies)
      .set({ linkExpiresAt: null })
      .where(
        inArray(
          policies.groupId,
          db
            .select({ id: policyGroups.id })
            .from(policyGroups)
            .where(and(eq(policyGroups.id, groupId), eq(policyGroups.ownerUserId, userId))),
        ),
      ),
  ]);
  return claimed.length > 0;
}

/**
 * The latest a link of an anonymous group may expire: the owner tools may set an earlier date, not a
 * later one nor none (undefined: a group kept in an account, no bound).
 */
export function latestAnonymousExpiry(version: { createdAt: Date; groupOwnerUserId: string | null }): Date | undefined {
  return version.groupOwnerUserId ? undefined : anonymousLinkExpiry(version.createdAt);
}
