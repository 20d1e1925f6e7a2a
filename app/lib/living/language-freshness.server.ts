import { asc, eq, inArray, type Placeholder } from "drizzle-orm";
import { database, type Database } from "~/db/database.server";
import { policies, policyGroups, policyRevisions } from "~/db/schema";
import type { Caller } from "~/lib/auth/auth.server";
import { ownerCondition } from "~/lib/policies/policy-store.server";
import type { Language } from "~/lib/site/languages";
import type { OwnedPolicy } from "./revisions.server";

/*
 * Whether a language version may be out of date: another version of the same policy was edited,
 * had a section rewritten or a revision restored after this one caught up with it. A version
 * catches up with another when it is written from it (a translation) or updated from it in full;
 * its own edits catch it up with nothing. An update is itself no reason for the others to update.
 */

/** Kinds of revision a person made to one version, which the other languages do not have yet. */
const CHANGES = new Set(["edit", "section", "restore"]);

/** A version this one may be behind: its language, its latest change and when. */
export type StaleSource = { language: Language; slug: string; revision: number; changedAt: string };

type Version = { id: string; slug: string; language: Language; writer: "ai" | "composer"; createdAt: Date };
type RevisionTime = {
  policyId: string;
  number: number;
  kind: string;
  sourceLanguage: string | null;
  sourceRevision: number | null;
  createdAt: Date;
};

const versionColumns = {
  id: policies.id,
  slug: policies.slug,
  language: policies.language,
  writer: policies.writer,
  createdAt: policies.createdAt,
};
const revisionColumns = {
  policyId: policyRevisions.policyId,
  number: policyRevisions.number,
  kind: policyRevisions.kind,
  sourceLanguage: policyRevisions.sourceLanguage,
  sourceRevision: policyRevisions.sourceRevision,
  createdAt: policyRevisions.createdAt,
};

/** The versions of the policy's group and the times of all their revisions, oldest first. */
async function groupTimeline(d1: D1Database, groupId: string) {
  const db = database(d1);
  const versions: Version[] = await db
    .select(versionColumns)
    .from(policies)
    .where(eq(policies.groupId, groupId))
    .orderBy(asc(policies.createdAt));
  const revisions: RevisionTime[] = versions.length
    ? await db
        .select(revisionColumns)
        .from(policyRevisions)
        .where(
          inArray(
            policyRevisions.policyId,
            versions.map((version) => version.id),
          ),
        )
        .orderBy(asc(policyRevisions.createdAt))
    : [];
  return { versions, revisions };
}

/**
 * Up to when the target has the source's changes: the source revision its latest full update
 * from the source was written from; else its own writing. A language added by a model was
 * translated from the texts of that moment; one added by the built-in writer was written from
 * the company's reading, so it has only the group's first text.
 */
function caughtUpAt(target: Version, source: Version, versions: Version[], revisions: RevisionTime[]): number {
  const update = revisions
    .filter(
      (revision) =>
        revision.policyId === target.id &&
        revision.kind === "update" &&
        revision.sourceLanguage === source.language &&
        revision.sourceRevision !== null,
    )
    .at(-1);
  if (update) {
    const from = revisions.find((revision) => revision.policyId === source.id && revision.number === update.sourceRevision);
    return (from ?? update).createdAt.getTime();
  }
  const addedByComposer = target.writer === "composer" && versions[0]!.id !== target.id;
  return (addedByComposer ? versions[0]! : target).createdAt.getTime();
}

/** The other versions changed since this one caught up with each, newest change first. */
export async function staleSources(d1: D1Database, policy: Pick<OwnedPolicy, "id" | "groupId">): Promise<StaleSource[]> {
  const { versions, revisions } = await groupTimeline(d1, policy.groupId);
  return staleAgainst(policy.id, versions, revisions);
}

/**
 * For a visitor of the version behind `slug` (its public page and files): the two reads that tell
 * which versions changed since it caught up with them, whatever the group. The caller sends them in
 * its own batch, beside its own reads (one D1 round trip), and hands the answers to staleSourcesIn.
 */
export function staleSourceReads(db: Database, slug: string | Placeholder) {
  const groupOfSlug = db.select({ groupId: policies.groupId }).from(policies).where(eq(policies.slug, slug));
  return [
    db.select(versionColumns).from(policies).where(inArray(policies.groupId, groupOfSlug)).orderBy(asc(policies.createdAt)),
    db
      .select(revisionColumns)
      .from(policyRevisions)
      .innerJoin(policies, eq(policies.id, policyRevisions.policyId))
      .where(inArray(policies.groupId, groupOfSlug))
      .orderBy(asc(policyRevisions.createdAt)),
  ] as const;
}

/** What staleSourceReads answered, for the version behind `slug`: newest change first. */
export function staleSourcesIn(slug: string, versions: Version[], revisions: RevisionTime[]): StaleSource[] {
  const target = versions.find((version) => version.slug === slug);
  return target ? staleAgainst(target.id, versions, revisions) : [];
}

/** Within one group's timeline: the versions changed since `versionId` caught up with them. */
function staleAgainst(versionId: string, versions: Version[], revisions: RevisionTime[]): StaleSource[] {
  const target = versions.find((candidate) => candidate.id === versionId);
  if (!target) return [];
  const sources: StaleSource[] = [];
  for (const source of versions) {
    if (source.id === target.id) continue;
    const since = caughtUpAt(target, source, versions, revisions);
    const change = revisions
      .filter((revision) => revision.policyId === source.id && CHANGES.has(revision.kind) && revision.createdAt.getTime() > since)
      .at(-1);
    if (change)
      sources.push({ language: source.language, slug: source.slug, revision: change.number, changedAt: change.createdAt.toISOString() });
  }
  return sources.sort((a, b) => b.changedAt.localeCompare(a.changedAt));
}

/**
 * The version in `language` the target may be behind, with the number of its revision the target
 * last caught up with (what the target was written from: its first revision when none is older),
 * for the built-in writer to see what changed since. Null when that language has nothing newer.
 */
export async function staleSourceIn(d1: D1Database, target: Pick<OwnedPolicy, "id" | "groupId">, language: Language) {
  const { versions, revisions } = await groupTimeline(d1, target.groupId);
  const source = staleAgainst(target.id, versions, revisions).find((candidate) => candidate.language === language);
  const targetVersion = versions.find((candidate) => candidate.id === target.id);
  const sourceVersion = versions.find((candidate) => candidate.slug === source?.slug);
  if (!source || !targetVersion || !sourceVersion) return null;
  const since = caughtUpAt(targetVersion, sourceVersion, versions, revisions);
  const own = revisions.filter((revision) => revision.policyId === sourceVersion.id);
  const base = own.filter((revision) => revision.createdAt.getTime() <= since).at(-1) ?? own[0];
  return { source, caughtUpWith: base?.number ?? 1 };
}

/** Every version the caller owns that may be out of date (for My Policies), by slug. Two reads, whatever the number of groups. */
export async function outOfDateSlugs(d1: D1Database, caller: Caller): Promise<Set<string>> {
  const condition = ownerCondition(caller);
  if (!condition) return new Set();
  const db = database(d1);
  const [versions, revisions] = await db.batch([
    db
      .select({ ...versionColumns, groupId: policies.groupId })
      .from(policies)
      .innerJoin(policyGroups, eq(policyGroups.id, policies.groupId))
      .where(condition)
      .orderBy(asc(policies.createdAt)),
    db
      .select(revisionColumns)
      .from(policyRevisions)
      .innerJoin(policies, eq(policies.id, policyRevisions.policyId))
      .innerJoin(policyGroups, eq(policyGroups.id, policies.groupId))
      .where(condition)
      .orderBy(asc(policyRevisions.createdAt)),
  ]);
  const groupOf = new Map(versions.map((version) => [version.id, version.groupId]));
  const groups = new Map<string, { versions: Version[]; revisions: RevisionTime[] }>();
  const groupEntry = (groupId: string) => groups.get(groupId) ?? groups.set(groupId, { versions: [], revisions: [] }).get(groupId)!;
  for (const version of versions) groupEntry(version.groupId).versions.push(version);
  for (const revision of revisions) groupEntry(groupOf.get(revision.policyId)!).revisions.push(revision);
  const stale = new Set<string>();
  for (const group of groups.values()) {
    if (group.versions.length < 2) continue;
    for (const version of group.versions) if (staleAgainst(version.id, group.versions, group.revisions).length > 0) stale.add(version.slug);
  }
  return stale;
}
