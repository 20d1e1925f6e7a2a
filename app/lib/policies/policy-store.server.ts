import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { generationSaves, policies, policyGroups, policyRevisions } from "~/db/schema";
import { firstRevision } from "~/lib/policies/first-revision.server";
import { liveLinkCondition } from "~/lib/policies/public-link.server";
import type { Caller } from "~/lib/auth/auth.server";
import type { PolicyObject } from "~/lib/generation/generation-events";
import type { CompanyReading } from "~/lib/reading/company-reading";
import type { GenerationInput, ModelTier } from "~/lib/generation/generation-input";
import type { Language } from "~/lib/site/languages";
import { makeSlug } from "~/lib/policies/slugs.server";
import { finishGenerationQuery } from "../generation/generations.server";

export type Owner = { userId: string | null; ownerTokenHash: string | null };

export type NewVersion = {
  language: Language;
  companyName: string;
  markdown: string;
  writer: "ai" | "composer";
  model: string | null;
  promptVersion: string;
  cacheKey: string | null;
};

/**
 * A new group holding its first version, written in one batch (both or neither) with the
 * generation's "done" record when there is one: one round trip to D1 for the whole save.
 */
export async function saveNewGroup(
  d1: D1Database,
  {
    owner,
    country,
    input,
    reading,
    modelTier,
    version,
    generationId,
  }: {
    owner: Owner;
    country: string | null;
    input: GenerationInput;
    reading: CompanyReading;
    modelTier: ModelTier;
    version: NewVersion;
    generationId?: string;
  },
) {
  const db = database(d1);
  const groupId = crypto.randomUUID();
  const slug = makeSlug(version.companyName);
  const createdAt = new Date();
  const policyId = crypto.randomUUID();
  await db.batch([
    db.insert(policyGroups).values({
      id: groupId,
      ownerUserId: owner.userId,
      ownerTokenHash: owner.userId ? null : owner.ownerTokenHash,
      country,
      input,
      reading,
      modelTier,
      createdAt,
    }),
    db.insert(policies).values({ id: policyId, slug, groupId, ...version, createdAt }),
    db.insert(policyRevisions).values(await firstRevision(policyId, version.markdown, owner, createdAt)),
    // A second save of the same generation fails on its row, and the batch with it (nothing saved twice).
    ...(generationId
      ? [db.insert(generationSaves).values({ generationId }), finishGenerationQuery(db, generationId, { status: "done", groupId, slug })]
      : []),
  ]);
  return { groupId, slug, createdAt };
}

/** Adds a language version to an existing group (one per language: a second one is refused), with the generation's record. */
export async function addVersion(d1: D1Database, generationId: string, groupId: string, version: NewVersion, owner: Owner) {
  const db = database(d1);
  const slug = makeSlug(version.companyName);
  const createdAt = new Date();
  const policyId = crypto.randomUUID();
  await db.batch([
    // First, so a re-run of this generation is told it was saved (not that the language exists).
    db.insert(generationSaves).values({ generationId }),
    db.insert(policies).values({ id: policyId, slug, groupId, ...version, createdAt }),
    db.insert(policyRevisions).values(await firstRevision(policyId, version.markdown, owner, createdAt)),
    finishGenerationQuery(db, generationId, { status: "done", groupId, slug }),
  ]);
  return { groupId, slug, createdAt };
}

/** A stored text for the same input, language, tier and prompt version: reused instead of writing again. */
export async function findCachedText(d1: D1Database, cacheKey: string) {
  // The generated text (revision 1), never an owner's later edit of it: that belongs to them alone.
  const [row] = await database(d1)
    .select({
      markdown: sql<string>`coalesce(${policyRevisions.markdown}, ${policies.markdown})`,
      writer: policies.writer,
      model: policies.model,
      promptVersion: policies.promptVersion,
    })
    .from(policies)
    .leftJoin(policyRevisions, and(eq(policyRevisions.policyId, policies.id), eq(policyRevisions.number, 1)))
    .where(eq(policies.cacheKey, cacheKey))
    .orderBy(desc(policies.createdAt))
    .limit(1);
  return row ?? null;
}

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

/** What the public page and `GET /api/policies/{slug}` show: anyone with the slug may read it while its link is live. */
export async function publicPolicy(d1: D1Database, slug: string) {
  const [row] = await database(d1)
    .select({
      companyName: policies.companyName,
      policyMarkdown: policies.markdown,
      language: policies.language,
      createdAt: policies.createdAt,
      groupId: policies.groupId,
      reading: policyGroups.reading,
    })
    .from(policies)
    .innerJoin(policyGroups, eq(policyGroups.id, policies.groupId))
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

/** A group's stored input and tier, for writing another language version. */
export async function groupForNewVersion(d1: D1Database, groupId: string) {
  const db = database(d1);
  const [group] = await db
    .select({ input: policyGroups.input, modelTier: policyGroups.modelTier, country: policyGroups.country })
    .from(policyGroups)
    .where(eq(policyGroups.id, groupId))
    .limit(1);
  if (!group) return null;
  const versions = await db
    .select({ language: policies.language, markdown: policies.markdown, slug: policies.slug })
    .from(policies)
    .where(eq(policies.groupId, groupId))
    .orderBy(asc(policies.createdAt));
  return { ...group, versions };
}
