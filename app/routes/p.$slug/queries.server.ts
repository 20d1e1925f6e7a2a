import { and, asc, eq, inArray } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policies, policyGroups } from "~/db/schema";
import { staleSourceReads, staleSourcesIn } from "~/lib/living/language-freshness.server";
import { liveLinkCondition } from "~/lib/policies/public-link.server";

/** A shared policy, its group's language versions and the versions it is behind, in one round trip to D1. */
export async function sharedPolicy(d1: D1Database, slug: string) {
  const db = database(d1);
  const groupOfSlug = db.select({ groupId: policies.groupId }).from(policies).where(eq(policies.slug, slug));
  const [[policy], versions, allVersions, revisions] = await db.batch([
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
      .where(and(eq(policies.slug, slug), liveLinkCondition()))
      .limit(1),
    // Only the languages a visitor can open: a switched-off or expired link is not offered.
    db
      .select({ slug: policies.slug, language: policies.language })
      .from(policies)
      .where(and(inArray(policies.groupId, groupOfSlug), liveLinkCondition()))
      .orderBy(asc(policies.createdAt)),
    ...staleSourceReads(db, slug),
  ]);
  return policy ? { ...policy, versions, stale: staleSourcesIn(slug, allVersions, revisions) } : null;
}
