import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { generations } from "~/db/schema";
import type { AppConfig } from "~/lib/app-config.server";

/** A repeated submission of the same body by the same owner within this window is the same generation. */
export const DUPLICATE_WINDOW_MS = 10_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type Claim = {
  ownerUserId: string | null;
  ownerTokenHash: string | null;
  clientIpHash: string;
  /** Already scoped to the owner (a hash of owner + the client's key). */
  idempotencyKey: string | null;
  /** A hash of owner + body. */
  requestHash: string;
  anonymous: boolean;
};

/**
 * Records a new generation, or finds the one this request repeats (same Idempotency-Key, or the
 * same body from the same owner within 10 s). One SQL statement decides, so parallel duplicate
 * posts cannot both create a generation.
 */
export async function claimGeneration(d1: D1Database, claim: Claim, now = Date.now()): Promise<{ id: string; created: boolean }> {
  const id = crypto.randomUUID();
  const since = now - DUPLICATE_WINDOW_MS;
  const inserted = await d1
    .prepare(
      `INSERT INTO generations (id, owner_user_id, owner_token_hash, client_ip_hash, idempotency_key, request_hash, anonymous, status, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, 'running', ?8
       WHERE NOT EXISTS (
         SELECT 1 FROM generations
         WHERE (?5 IS NOT NULL AND idempotency_key = ?5) OR (request_hash = ?6 AND created_at > ?9 AND status != 'failed')
       )
       ON CONFLICT DO NOTHING`,
    )
    .bind(id, claim.ownerUserId, claim.ownerTokenHash, claim.clientIpHash, claim.idempotencyKey, claim.requestHash, claim.anonymous ? 1 : 0, now, since)
    .run();
  if (inserted.meta.changes === 1) return { id, created: true };
  const existing = await d1
    .prepare(
      `SELECT id FROM generations
       WHERE (?1 IS NOT NULL AND idempotency_key = ?1) OR (request_hash = ?2 AND created_at > ?3 AND status != 'failed')
       ORDER BY created_at LIMIT 1`,
    )
    .bind(claim.idempotencyKey, claim.requestHash, since)
    .first<{ id: string }>();
  if (!existing) throw new Error("generation claim found neither a new nor an existing row");
  return { id: existing.id, created: false };
}

/** An earlier generation this request repeats, if any (cheap check before the rate limits). */
export async function findRepeat(d1: D1Database, claim: Pick<Claim, "idempotencyKey" | "requestHash">, now = Date.now()) {
  return d1
    .prepare(
      `SELECT id FROM generations
       WHERE (?1 IS NOT NULL AND idempotency_key = ?1) OR (request_hash = ?2 AND created_at > ?3 AND status != 'failed')
       ORDER BY created_at LIMIT 1`,
    )
    .bind(claim.idempotencyKey, claim.requestHash, now - DUPLICATE_WINDOW_MS)
    .first<{ id: string }>();
}

type Window = { where: string; binds: unknown[]; limit: number; windowMs: number };

/**
 * Seconds until the caller may generate again, or null when within every limit: per client IP
 * per minute and per day (tighter for the anonymous route), and per signed-in user per day.
 */
export async function retryAfterSeconds(
  d1: D1Database,
  limits: AppConfig["limits"],
  { clientIpHash, userId, anonymous }: { clientIpHash: string; userId: string | null; anonymous: boolean },
  now = Date.now(),
): Promise<number | null> {
  const windows: Window[] = [
    { where: "client_ip_hash = ?", binds: [clientIpHash], limit: limits.perMinutePerIp, windowMs: MINUTE_MS },
    { where: "client_ip_hash = ?", binds: [clientIpHash], limit: limits.perDayPerIp, windowMs: DAY_MS },
  ];
  if (anonymous) windows.push({ where: "client_ip_hash = ? AND anonymous = 1", binds: [clientIpHash], limit: limits.anonymousPerDayPerIp, windowMs: DAY_MS });
  if (userId) windows.push({ where: "owner_user_id = ?", binds: [userId], limit: limits.perDayPerUser, windowMs: DAY_MS });

  let wait: number | null = null;
  for (const window of windows) {
    // The limit-th newest row in the window: when it ages out, there is room for one more.
    const row = await d1
      .prepare(`SELECT created_at AS at FROM generations WHERE ${window.where} AND created_at > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?`)
      .bind(...window.binds, now - window.windowMs, window.limit - 1)
      .first<{ at: number }>();
    if (row) wait = Math.max(wait ?? 0, Math.ceil((row.at + window.windowMs - now) / 1000));
  }
  return wait === null ? null : Math.max(1, wait);
}

export async function finishGeneration(d1: D1Database, id: string, result: { status: "done"; groupId: string } | { status: "failed"; error: string }) {
  await database(d1)
    .update(generations)
    .set(result.status === "done" ? { status: "done", groupId: result.groupId } : { status: "failed", error: result.error })
    .where(eq(generations.id, id));
}

/** Who may follow a generation's events: its owner. */
export async function generationOwner(d1: D1Database, id: string) {
  const [row] = await database(d1)
    .select({ ownerUserId: generations.ownerUserId, ownerTokenHash: generations.ownerTokenHash })
    .from(generations)
    .where(eq(generations.id, id))
    .limit(1);
  return row ?? null;
}
