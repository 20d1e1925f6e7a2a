import { asc, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policies } from "~/db/schema";

/** The language versions of a policy's group, for the page's links between them. */
export async function groupVersions(d1: D1Database, groupId: string) {
  return database(d1)
    .select({ slug: policies.slug, language: policies.language })
    .from(policies)
    .where(eq(policies.groupId, groupId))
    .orderBy(asc(policies.createdAt));
}
