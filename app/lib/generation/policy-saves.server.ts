import { and, asc, desc, eq, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { generationSaves, policies, policyGroups, policyRevisions } from "~/db/schema";
import { firstRevision } from "~/lib/policies/first-revision.server";
import { anonymousLinkExpiry } from "~/lib/policies/anonymous-policies.server";
import { makeSlug } from "~/lib/policies/slugs.server";
import type { CompanyReading } from "~/lib/reading/company-reading";
import type { Language } from "~/lib/site/languages";
import type { GenerationInput, ModelTier } from "./generation-input";
import { finishGenerationQuery } from "./generations.server";

/*
 * What a generation saves: a new group with its first version, another language version of a
 * group, and the stored text a repeated request reuses.
 */

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

/** A version made without an account: its public link expires (decision 036). */
const anonymousExpiry = (owner: Owner, createdAt: Date) => (owner.userId ? null : anonymousLinkExpiry(createdAt));

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
    db.insert(policies).values({ id: policyId, slug, groupId, ...version, createdAt, linkExpiresAt: anonymousExpiry(owner, createdAt) }),
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
    db.insert(policies).values({ id: policyId, slug, groupId, ...version, createdAt, linkExpiresAt: anonymousExpiry(owner, createdAt) }),
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
