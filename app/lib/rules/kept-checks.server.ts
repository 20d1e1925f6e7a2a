import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policyChecks } from "~/db/schema";
import { LANGUAGES } from "~/lib/site/languages";
import { verdictCounts, type CheckedFile } from "./checked-file.server";

/*
 * The owner's last checks of a file of card transactions, kept with the policy version to open
 * again (the table as it was shown, and its CSV): the newest KEPT_CHECKS of each version, the
 * oldest going as a new one is kept. Scoped to a policy version the caller owns (the routes ask
 * requireOwnedPolicy first); deleting the version deletes them (a cascade).
 */

/** Checks kept per policy version: the newest ten. */
export const KEPT_CHECKS = 10;
/**
 * The most a kept check's verdicts take, compressed: 5,000 rows of the longest sentences take
 * about a tenth of it. A check over it is answered and shown but not kept (and the answer says so).
 */
export const MAX_KEPT_BYTES = 512 * 1024;
/** A file's name as kept: the longest a list shows. */
export const MAX_FILE_NAME = 200;

/** One kept check as the list shows it. */
export type KeptCheckSummary = {
  id: string;
  fileName: string;
  createdAt: string;
  rowCount: number;
  counts: Record<string, number>;
};

const summaryColumns = {
  id: policyChecks.id,
  fileName: policyChecks.fileName,
  rowCount: policyChecks.rowCount,
  counts: policyChecks.counts,
  createdAt: policyChecks.createdAt,
};
const summaryOf = ({ createdAt, ...row }: { createdAt: Date } & Omit<KeptCheckSummary, "createdAt">): KeptCheckSummary => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/** The name a check is kept under: one line, bounded, never empty. */
export function keptFileName(name: string | null | undefined): string {
  const line = (name ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return [...line].slice(0, MAX_FILE_NAME).join("") || "transactions.csv";
}

/**
 * Keeps a check with its version, and lets the oldest beyond KEPT_CHECKS go in the same batch.
 * Null (nothing kept) when its verdicts are over MAX_KEPT_BYTES compressed.
 */
export async function keepCheck(
  d1: D1Database,
  { policyId, fileName, checked }: { policyId: string; fileName: string; checked: CheckedFile },
): Promise<KeptCheckSummary | null> {
  const results = await gzip(JSON.stringify(checked));
  if (results.byteLength > MAX_KEPT_BYTES) return null;
  const db = database(d1);
  const newest = db
    .select({ id: policyChecks.id })
    .from(policyChecks)
    .where(eq(policyChecks.policyId, policyId))
    // rowid breaks a tie of milliseconds: a later insert always has the larger one.
    .orderBy(desc(policyChecks.createdAt), desc(sql`rowid`))
    .limit(KEPT_CHECKS);
  const [[kept]] = await db.batch([
    db
      .insert(policyChecks)
      .values({
        policyId,
        fileName: keptFileName(fileName),
        rowCount: checked.rows.length + checked.unread.length,
        counts: verdictCounts(checked),
        results,
      })
      .returning(summaryColumns),
    db.delete(policyChecks).where(and(eq(policyChecks.policyId, policyId), notInArray(policyChecks.id, newest))),
  ]);
  return summaryOf(kept!);
}

/** The version's kept checks, newest first, without their verdicts. */
export async function listChecks(d1: D1Database, { policyId }: { policyId: string }): Promise<KeptCheckSummary[]> {
  const rows = await database(d1)
    .select(summaryColumns)
    .from(policyChecks)
    .where(eq(policyChecks.policyId, policyId))
    .orderBy(desc(policyChecks.createdAt), desc(sql`rowid`))
    .limit(KEPT_CHECKS);
  return rows.map(summaryOf);
}

/** One kept check of the version with its verdicts, or null. */
export async function getCheck(
  d1: D1Database,
  { policyId, id }: { policyId: string; id: string },
): Promise<{ summary: KeptCheckSummary; checked: CheckedFile } | null> {
  const [row] = await database(d1)
    .select({ ...summaryColumns, results: policyChecks.results })
    .from(policyChecks)
    .where(and(eq(policyChecks.policyId, policyId), eq(policyChecks.id, id)))
    .limit(1);
  if (!row) return null;
  const { results, ...summary } = row;
  return { summary: summaryOf(summary), checked: storedCheck(JSON.parse(await gunzip(results))) };
}

/** Deletes one kept check of the version; whether there was one. */
export async function deleteCheck(d1: D1Database, { policyId, id }: { policyId: string; id: string }): Promise<boolean> {
  const deleted = await database(d1)
    .delete(policyChecks)
    .where(and(eq(policyChecks.policyId, policyId), eq(policyChecks.id, id)))
    .returning({ id: policyChecks.id });
  return deleted.length > 0;
}

/** What we kept, read back: a row written by an older shape fails here, not in the table. */
function storedCheck(value: unknown): CheckedFile {
  const stored = value as Partial<CheckedFile> | null;
  if (
    !stored ||
    !Array.isArray(stored.rows) ||
    !Array.isArray(stored.splitGroups) ||
    !Array.isArray(stored.unread) ||
    !LANGUAGES.includes(stored.language!) ||
    typeof stored.locale !== "string"
  )
    throw new Error("a kept check's verdicts are not in the shape they were kept in");
  return stored as CheckedFile;
}

async function gzip(text: string): Promise<Buffer> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return Buffer.from(await new Response(stream).arrayBuffer());
}

async function gunzip(bytes: Buffer): Promise<string> {
  return new Response(new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
}
