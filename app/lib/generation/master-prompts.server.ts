import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { masterPrompts, masterPromptVersions, type MasterPrompt } from "~/db/schema";

/** The admin view of a prompt. */
export type MasterPromptView = Pick<MasterPrompt, "id" | "name" | "language" | "prompt" | "isActive">;
export type PromptVersionView = { id: string; prompt: string; savedByEmail: string | null; createdAt: string };

const promptColumns = {
  id: masterPrompts.id,
  name: masterPrompts.name,
  language: masterPrompts.language,
  prompt: masterPrompts.prompt,
  isActive: masterPrompts.isActive,
};

// Several saves can share a millisecond; rowid keeps them in the order they were written.
const newestFirst = [desc(masterPromptVersions.createdAt), sql`rowid desc`] as const;

export async function listMasterPrompts(d1: D1Database): Promise<MasterPromptView[]> {
  return database(d1).select(promptColumns).from(masterPrompts).orderBy(asc(masterPrompts.language), desc(masterPrompts.updatedAt));
}

export async function findMasterPrompt(d1: D1Database, id: string): Promise<MasterPromptView | null> {
  const [row] = await database(d1).select(promptColumns).from(masterPrompts).where(eq(masterPrompts.id, id)).limit(1);
  return row ?? null;
}

/** A new English prompt, active, with its first version. Other English prompts stop being active. */
export async function createMasterPrompt(
  d1: D1Database,
  { name, prompt }: { name: string; prompt: string },
  savedByEmail: string,
): Promise<MasterPromptView> {
  const id = crypto.randomUUID();
  const db = database(d1);
  await db.batch([
    db.update(masterPrompts).set({ isActive: false }).where(eq(masterPrompts.language, "en")),
    db.insert(masterPrompts).values({ id, name, language: "en", prompt, isActive: true }),
    db.insert(masterPromptVersions).values({ id: crypto.randomUUID(), promptId: id, prompt, savedByEmail }),
  ]);
  return (await findMasterPrompt(d1, id))!;
}

/**
 * Saves new text for a prompt and keeps it as a version. A prompt that has no history yet (the
 * seeded one) first gets its current text recorded, saved by no one, so it can be restored.
 */
export async function updateMasterPrompt(
  d1: D1Database,
  id: string,
  { name, prompt }: { name: string; prompt: string },
  savedByEmail: string,
): Promise<MasterPromptView | null> {
  const existing = await findMasterPrompt(d1, id);
  if (!existing) return null;
  const db = database(d1);
  const [anyVersion] = await db
    .select({ id: masterPromptVersions.id })
    .from(masterPromptVersions)
    .where(eq(masterPromptVersions.promptId, id))
    .limit(1);
  const earlier = anyVersion
    ? []
    : [
        db.insert(masterPromptVersions).values({
          id: crypto.randomUUID(),
          promptId: id,
          prompt: existing.prompt,
          savedByEmail: null,
          createdAt: new Date(Date.now() - 1),
        }),
      ];
  await db.batch([
    db
      .update(masterPrompts)
      .set({ isActive: false })
      .where(and(eq(masterPrompts.language, "en"), ne(masterPrompts.id, id))),
    ...earlier,
    db.update(masterPrompts).set({ name, prompt, language: "en", isActive: true, updatedAt: new Date() }).where(eq(masterPrompts.id, id)),
    db.insert(masterPromptVersions).values({ id: crypto.randomUUID(), promptId: id, prompt, savedByEmail }),
  ]);
  return findMasterPrompt(d1, id);
}

/** A prompt's saved texts, newest first (who and when). */
export async function listPromptVersions(d1: D1Database, promptId: string): Promise<PromptVersionView[]> {
  const rows = await database(d1)
    .select({
      id: masterPromptVersions.id,
      prompt: masterPromptVersions.prompt,
      savedByEmail: masterPromptVersions.savedByEmail,
      createdAt: masterPromptVersions.createdAt,
    })
    .from(masterPromptVersions)
    .where(eq(masterPromptVersions.promptId, promptId))
    .orderBy(...newestFirst);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The id of a prompt's newest version, or null while it has no history. */
export async function latestPromptVersionId(d1: D1Database, promptId: string): Promise<string | null> {
  const [row] = await database(d1)
    .select({ id: masterPromptVersions.id })
    .from(masterPromptVersions)
    .where(eq(masterPromptVersions.promptId, promptId))
    .orderBy(...newestFirst)
    .limit(1);
  return row?.id ?? null;
}
