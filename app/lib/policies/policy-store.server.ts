import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policies, policyGroups } from "~/db/schema";
import { liveLinkCondition } from "~/lib/policies/public-link.server";
import type { Caller } from "~/lib/auth/auth.server";
import type { PolicyObject } from "./policy-object";

/** The policy object for one version, with its group's language versions. */
export async function policyObject(d1: D1Database, slug: string, origin: string): Promise<PolicyObject | null> {
  const db = database(d1);
  const [policy] = await db
    .select({
      slug: policies.slug,
      language: policies.language,
      companyName: policies.companyName,
      markdown: policies.markdown,
      groupId: policies.groupId,
      createdAt: policies.createdAt,
    })
    .from(policies)
    .where(eq(policies.slug, slug))
    .limit(1);
  if (!policy) return null;
  const versions = await db
    .select({ slug: policies.slug, language: policies.language, companyName: policies.companyName })
    .from(policies)
    .where(eq(policies.groupId, policy.groupId))
    .orderBy(asc(policies.createdAt));
  return {
    slug: policy.slug,
    language: policy.language,
    companyName: policy.companyName,
    policyMarkdown: policy.markdown,
    groupId: policy.groupId,
    storage: { public_url: publicUrl(origin, policy.slug) },
    createdAt: policy.createdAt.toISOString(),
    policies: versions,
  };
}

export function publicUrl(origin: string, slug: string) {
  return `${origin}/p/${slug}`;
}

/**
 * What `GET /api/policies/{slug}` shows anyone with the slug while its link is live: the fields the
 * public page shows, and nothing else. An allow-list, not a filter: the description, the reading of
 * it (its "Not used yet" sentences, the words each rule came from) and the owner are never read
 * here, so no later change can hand them to a visitor. The owner reads them through `ownedPolicy`.
 */
export async function publicPolicy(d1: D1Database, slug: string) {
  const [row] = await database(d1)
    .select({
      companyName: policies.companyName,
      policyMarkdown: policies.markdown,
      language: policies.language,
      createdAt: policies.createdAt,
    })
    .from(policies)
    .where(and(eq(policies.slug, slug), liveLinkCondition()))
    .limit(1);
  return row ?? null;
}

/** The same rule as `isOwner`: the signed-in creator, or the holder of an anonymous group's token. */
export function ownerCondition(caller: Caller) {
  const byUser = caller.userId ? eq(policyGroups.ownerUserId, caller.userId) : undefined;
  const byToken = caller.ownerTokenHash
    ? and(isNull(policyGroups.ownerUserId), eq(policyGroups.ownerTokenHash, caller.ownerTokenHash))
    : undefined;
  if (byUser && byToken) return or(byUser, byToken)!;
  return byUser ?? byToken ?? null;
}

/** The caller's policy groups, newest first, each with its language versions. */
export async function listOwnedGroups(d1: D1Database, caller: Caller) {
  const condition = ownerCondition(caller);
  if (!condition) return [];
  const db = database(d1);
  const groups = await db
    .select({ groupId: policyGroups.id, createdAt: policyGroups.createdAt, country: policyGroups.country })
    .from(policyGroups)
    .where(condition)
    .orderBy(desc(policyGroups.createdAt))
    .limit(500);
  if (groups.length === 0) return [];
  // Joined, not listed: D1 binds at most 100 parameters per query, and a user may own 500 groups.
  const versions = await db
    .select({
      groupId: policies.groupId,
      slug: policies.slug,
      language: policies.language,
      companyName: policies.companyName,
      createdAt: policies.createdAt,
    })
    .from(policies)
    .innerJoin(policyGroups, eq(policyGroups.id, policies.groupId))
    .where(condition)
    .orderBy(asc(policies.createdAt));
  return groups
    .map((group) => ({
      groupId: group.groupId,
      createdAt: group.createdAt.toISOString(),
      country: group.country,
      policies: versions
        .filter((version) => version.groupId === group.groupId)
        .map(({ slug, language, companyName, createdAt }) => ({ slug, language, companyName, createdAt: createdAt.toISOString() })),
    }))
    .filter((group) => group.policies.length > 0);
}

/** The group a slug belongs to, if the caller owns it. */
export async function ownedPolicyBySlug(d1: D1Database, caller: Caller, slug: string) {
  const condition = ownerCondition(caller);
  if (!condition) return null;
  const [row] = await database(d1)
    .select({ policyId: policies.id, groupId: policies.groupId })
    .from(policies)
    .innerJoin(policyGroups, eq(policyGroups.id, policies.groupId))
    .where(and(eq(policies.slug, slug), condition))
    .limit(1);
  return row ?? null;
}

/** Deletes one version; a group left without versions goes with it. Returns the deleted slugs. */
export async function deleteOwnedPolicy(d1: D1Database, caller: Caller, slug: string): Promise<string[] | null> {
  const owned = await ownedPolicyBySlug(d1, caller, slug);
  if (!owned) return null;
  const db = database(d1);
  // One batch: the version goes, and its group with it only if no version is left at that moment
  // (a language added at the same time either keeps the group or finds it gone and fails cleanly).
  await db.batch([
    db.delete(policies).where(eq(policies.id, owned.policyId)),
    db
      .delete(policyGroups)
      .where(
        and(eq(policyGroups.id, owned.groupId), sql`not exists (select 1 from ${policies} where ${policies.groupId} = ${owned.groupId})`),
      ),
  ]);
  return [slug];
}

/** Deletes a group and all its versions (cascade). Returns the deleted slugs, or null if not the caller's. */
export async function deleteOwnedGroup(d1: D1Database, caller: Caller, groupId: string): Promise<string[] | null> {
  const condition = ownerCondition(caller);
  if (!condition) return null;
  const db = database(d1);
  const [group] = await db
    .select({ id: policyGroups.id })
    .from(policyGroups)
    .where(and(eq(policyGroups.id, groupId), condition))
    .limit(1);
  if (!group) return null;
  const slugs = await db.select({ slug: policies.slug }).from(policies).where(eq(policies.groupId, groupId));
  await db.batch([db.delete(policies).where(eq(policies.groupId, groupId)), db.delete(policyGroups).where(eq(policyGroups.id, groupId))]);
  return slugs.map((row) => row.slug);
}
