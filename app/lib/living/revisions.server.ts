import { and, desc, eq, gt, lte, max, type SQL } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policies, policyGroups, policyRevisions, type PolicyRevision } from "~/db/schema";
import type { Caller } from "~/lib/auth/auth.server";
import { ownerCondition } from "~/lib/policies/policy-store.server";
import { storedReading } from "~/lib/reading/stored-reading";
import type { GenerationInput } from "~/lib/generation/generation-input";
import { contentHash } from "../platform/content-hash";
import { authorFields, type RevisionAuthor } from "../policies/first-revision.server";

/** A policy version as its owner works on it: the current text, the link, and what it was written from. */
export type OwnedPolicy = NonNullable<Awaited<ReturnType<typeof selectPolicy>>>;

/** The version behind a slug if the caller owns it, else null (the routes answer 404). */
export async function ownedPolicy(d1: D1Database, caller: Caller, slug: string) {
  const condition = ownerCondition(caller);
  return condition ? selectPolicy(d1, and(eq(policies.slug, slug), condition)!) : null;
}

/** A version by its id, for a job its owner already started (the route checked ownership). */
export function policyById(d1: D1Database, id: string) {
  return selectPolicy(d1, eq(policies.id, id));
}

async function selectPolicy(d1: D1Database, where: SQL) {
  const [row] = await database(d1)
    .select({
      id: policies.id,
      slug: policies.slug,
      groupId: policies.groupId,
      language: policies.language,
      companyName: policies.companyName,
      markdown: policies.markdown,
      writer: policies.writer,
      linkEnabled: policies.linkEnabled,
      linkExpiresAt: policies.linkExpiresAt,
      createdAt: policies.createdAt,
      groupOwnerUserId: policyGroups.ownerUserId,
      reading: policyGroups.reading,
      input: policyGroups.input,
    })
    .from(policies)
    .innerJoin(policyGroups, eq(policyGroups.id, policies.groupId))
    .where(where)
    .limit(1);
  if (!row) return null;
  return { ...row, reading: storedReading(row.reading), input: (row.input ?? null) as GenerationInput | null };
}

/** What a job on this version (a section rewrite, an update) writes from: the group's stored request, in this version's language. */
export function storedGenerationInput(policy: OwnedPolicy): GenerationInput {
  const stored = policy.input;
  return {
    details: stored?.details ?? "",
    structured: stored?.structured ?? null,
    country: stored?.country ?? policy.reading?.country.code ?? null,
    modelTier: stored?.modelTier ?? "balanced",
    companyName: policy.companyName,
    language: policy.language,
    useCache: false,
  };
}

export type RevisionKind = PolicyRevision["kind"];

export function revisionSummary(revision: Omit<PolicyRevision, "markdown" | "policyId" | "id">) {
  return {
    number: revision.number,
    kind: revision.kind,
    author: revision.byOwnerToken ? { ownerToken: true as const } : { userId: revision.authorUserId },
    restoredFrom: revision.restoredFrom,
    sourceLanguage: revision.sourceLanguage,
    sourceRevision: revision.sourceRevision,
    contentHash: revision.contentHash,
    createdAt: revision.createdAt.toISOString(),
  };
}

const summaryColumns = {
  number: policyRevisions.number,
  kind: policyRevisions.kind,
  authorUserId: policyRevisions.authorUserId,
  byOwnerToken: policyRevisions.byOwnerToken,
  restoredFrom: policyRevisions.restoredFrom,
  sourceLanguage: policyRevisions.sourceLanguage,
  sourceRevision: policyRevisions.sourceRevision,
  contentHash: policyRevisions.contentHash,
  createdAt: policyRevisions.createdAt,
};

/**
 * A version written before revisions existed has none: its stored text becomes revision 1
 * (a generation by the group's owner), so History and Restore work for it too.
 */
async function backfilledFirstRevision(policy: OwnedPolicy) {
  return {
    policyId: policy.id,
    number: 1,
    kind: "generation" as const,
    ...authorFields({ userId: policy.groupOwnerUserId }),
    restoredFrom: null,
    sourceLanguage: null,
    sourceRevision: null,
    markdown: policy.markdown,
    contentHash: await contentHash(policy.markdown),
    createdAt: policy.createdAt,
  };
}

export async function latestNumber(d1: D1Database, policyId: string): Promise<number> {
  const [row] = await database(d1)
    .select({ latest: max(policyRevisions.number) })
    .from(policyRevisions)
    .where(eq(policyRevisions.policyId, policyId));
  return row?.latest ?? 0;
}

/** The number and content hash of the version's current text (revision 1 for a version stored before revisions existed). */
export async function currentRevision(d1: D1Database, policy: OwnedPolicy): Promise<{ number: number; contentHash: string }> {
  const [row] = await database(d1)
    .select({ number: policyRevisions.number, contentHash: policyRevisions.contentHash })
    .from(policyRevisions)
    .where(eq(policyRevisions.policyId, policy.id))
    .orderBy(desc(policyRevisions.number))
    .limit(1);
  return row ?? { number: 1, contentHash: await contentHash(policy.markdown) };
}

/** A version keeps its first revision and this many of its newest; the ones between are folded away. */
export const KEPT_REVISIONS = 200;

/** The version's revisions, newest first, and how many older ones were folded away. */
export async function listRevisions(d1: D1Database, policy: OwnedPolicy) {
  const rows = await database(d1)
    .select(summaryColumns)
    .from(policyRevisions)
    .where(eq(policyRevisions.policyId, policy.id))
    .orderBy(desc(policyRevisions.number));
  if (rows.length === 0) return { revisions: [revisionSummary(await backfilledFirstRevision(policy))], folded: 0 };
  return { revisions: rows.map(revisionSummary), folded: rows[0]!.number - rows.length };
}

/** One revision with its text, or null. */
export async function getRevision(d1: D1Database, policy: OwnedPolicy, number: number) {
  const [row] = await database(d1)
    .select({ ...summaryColumns, markdown: policyRevisions.markdown })
    .from(policyRevisions)
    .where(and(eq(policyRevisions.policyId, policy.id), eq(policyRevisions.number, number)))
    .limit(1);
  if (row) return { ...revisionSummary(row), markdown: row.markdown };
  if (number === 1 && (await latestNumber(d1, policy.id)) === 0) {
    const first = await backfilledFirstRevision(policy);
    return { ...revisionSummary(first), markdown: first.markdown };
  }
  return null;
}

export class RevisionConflict extends Error {}

/** The text changed after the revision an edit was based on: saving would overwrite it unseen. */
export class StaleBase extends Error {}

/**
 * Saves a new text as the next revision and as the version's current text, in one batch: both or
 * neither. Two saves racing for the same number meet the unique index, and the loser changes
 * nothing (RevisionConflict). A text equal to the current one adds no revision.
 */
export async function saveRevision(
  d1: D1Database,
  policy: OwnedPolicy,
  {
    kind,
    markdown,
    author,
    restoredFrom = null,
    source = null,
    base = null,
  }: {
    kind: Exclude<RevisionKind, "generation">;
    markdown: string;
    author: RevisionAuthor;
    restoredFrom?: number | null;
    source?: { language: string; revision: number | null } | null;
    base?: number | null;
  },
) {
  const db = database(d1);
  const latest = await latestNumber(d1, policy.id);
  // The edit was written on an older text: nothing is saved (a save after this read meets the unique index).
  if (base !== null && Math.max(latest, 1) !== base) throw new StaleBase();
  // An update from another language is recorded even when nothing in this text changed: the version has caught up.
  if (markdown === policy.markdown && latest > 0 && kind !== "update") return { number: latest, changed: false };
  const number = Math.max(latest, 1) + 1;
  const sourceFields = { sourceLanguage: source?.language ?? null, sourceRevision: source?.revision ?? null };
  const revision = {
    policyId: policy.id,
    number,
    kind,
    ...authorFields(author),
    restoredFrom,
    ...sourceFields,
    markdown,
    contentHash: await contentHash(markdown),
    createdAt: new Date(),
  };
  const update = db.update(policies).set({ markdown }).where(eq(policies.id, policy.id));
  // Revision 1 (what was generated) and the newest KEPT_REVISIONS stay; the ones between are folded.
  const fold = db
    .delete(policyRevisions)
    .where(
      and(eq(policyRevisions.policyId, policy.id), gt(policyRevisions.number, 1), lte(policyRevisions.number, number - KEPT_REVISIONS)),
    );
  try {
    if (latest === 0)
      await db.batch([
        db.insert(policyRevisions).values(await backfilledFirstRevision(policy)),
        db.insert(policyRevisions).values(revision),
        update,
      ]);
    else await db.batch([db.insert(policyRevisions).values(revision), update, fold]);
  } catch (error) {
    if (/UNIQUE constraint failed/i.test(String((error as Error)?.message ?? error) + String((error as { cause?: unknown })?.cause ?? "")))
      throw new RevisionConflict();
    throw error;
  }
  return { number, changed: true };
}
