import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { preparedReads } from "~/db/prepared-reads.server";
import { policies, policyGroups } from "~/db/schema";
import { staleSourceReads, staleSourcesIn } from "~/lib/living/language-freshness.server";
import { liveLinkCondition } from "~/lib/policies/public-link.server";

/** The page's reads, written once per isolate (a page not in the edge cache is read on every view). */
const sharedPolicyReads = preparedReads((db) => {
  const slug = sql.placeholder("slug");
  const now = sql.placeholder("now");
  const groupOfSlug = db.select({ groupId: policies.groupId }).from(policies).where(eq(policies.slug, slug));
  const [versionsRead, revisionsRead] = staleSourceReads(db, slug);
  return [
    db
      .select({
        companyName: policies.companyName,
        markdown: policies.markdown,
        language: policies.language,
        country: policyGroups.country,
        reading: policyGroups.reading,
      })
      .from(policies)
      .innerJoin(policyGroups, eq(policyGroups.id, policies.groupId))
      .where(and(eq(policies.slug, slug), liveLinkCondition(now)))
      .limit(1)
      .prepare(),
    // Only the languages a visitor can open: a switched-off or expired link is not offered.
    db
      .select({ slug: policies.slug, language: policies.language })
      .from(policies)
      .where(and(inArray(policies.groupId, groupOfSlug), liveLinkCondition(now)))
      .orderBy(asc(policies.createdAt))
      .prepare(),
    versionsRead.prepare(),
    revisionsRead.prepare(),
  ] as const;
});

/** A shared policy, its group's language versions and the versions it is behind, in one round trip to D1. */
export async function sharedPolicy(d1: D1Database, slug: string) {
  const [[policy], versions, allVersions, revisions] = await sharedPolicyReads(d1, { slug, now: Date.now() });
  return policy ? { ...policy, versions, stale: staleSourcesIn(slug, allVersions, revisions) } : null;
}
