import { asc, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { sampleInputs } from "~/db/schema";

/** The samples the generator offers: active ones only, oldest first. */
export async function listActiveSampleInputs(d1: D1Database) {
  return database(d1)
    .select({ id: sampleInputs.id, name: sampleInputs.name, content: sampleInputs.content })
    .from(sampleInputs)
    .where(eq(sampleInputs.isActive, true))
    .orderBy(asc(sampleInputs.createdAt), asc(sampleInputs.name));
}
