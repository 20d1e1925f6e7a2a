import { asc, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { sampleInputs, type SampleInput } from "~/db/schema";

/** The admin view of a sample: inactive ones too, with their flag. */
export type SampleInputView = Pick<SampleInput, "id" | "name" | "content" | "language" | "isActive">;
export type SampleInputFields = { name: string; content: string; isActive: boolean };

const sampleColumns = {
  id: sampleInputs.id,
  name: sampleInputs.name,
  content: sampleInputs.content,
  language: sampleInputs.language,
  isActive: sampleInputs.isActive,
};

export async function listAllSampleInputs(d1: D1Database): Promise<SampleInputView[]> {
  return database(d1).select(sampleColumns).from(sampleInputs).orderBy(asc(sampleInputs.createdAt), asc(sampleInputs.name));
}

export async function findSampleInput(d1: D1Database, id: string): Promise<SampleInputView | null> {
  const [row] = await database(d1).select(sampleColumns).from(sampleInputs).where(eq(sampleInputs.id, id)).limit(1);
  return row ?? null;
}

/** Samples are stored in English; the generator localises them. */
export async function createSampleInput(d1: D1Database, fields: SampleInputFields): Promise<SampleInputView> {
  const id = crypto.randomUUID();
  await database(d1)
    .insert(sampleInputs)
    .values({ id, ...fields, language: "en" });
  return (await findSampleInput(d1, id))!;
}

export async function updateSampleInput(d1: D1Database, id: string, fields: SampleInputFields): Promise<SampleInputView | null> {
  await database(d1)
    .update(sampleInputs)
    .set({ ...fields, language: "en", updatedAt: new Date() })
    .where(eq(sampleInputs.id, id));
  return findSampleInput(d1, id);
}

/** Whether a sample was there to delete. */
export async function deleteSampleInput(d1: D1Database, id: string): Promise<boolean> {
  const deleted = await database(d1).delete(sampleInputs).where(eq(sampleInputs.id, id)).returning({ id: sampleInputs.id });
  return deleted.length > 0;
}
