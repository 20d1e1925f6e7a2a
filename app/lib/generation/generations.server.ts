import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { generations } from "~/db/schema";
import type { AppConfig } from "~/lib/platform/app-config.server";
import {
  nthNewestStatements,
  retryAfterSeconds,
  withinLimitsBinds,
  withinLimitsSql,
  type Window,
} from "~/lib/platform/sliding-windows.server";

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

const REPEAT_SQL = `SELECT id FROM generations
  WHERE (?1 IS NOT NULL AND idempotency_key = ?1) OR (request_hash = ?2 AND created_at > ?3 AND status != 'failed')
  ORDER BY created_at LIMIT 1`;

function limitWindows(limits: AppConfig["limits"], claim: Claim): Window[] {
  const windows: Window[] = [
    { where: "client_ip_hash = ?", binds: [claim.clientIpHash], limit: limits.perMinutePerIp, windowMs: MINUTE_MS },
    { where: "client_ip_hash = ?", binds: [claim.clientIpHash], limit: limits.perDayPerIp, windowMs: DAY_MS },
  ];
  if (claim.anonymous) {
    windows.push({
      where: "client_ip_hash = ? AND anonymous = 1",
      binds: [claim.clientIpHash],
      limit: limits.anonymousPerDayPerIp,
      windowMs: DAY_MS,
    });
    windows.push({ where: "anonymous = 1", binds: [], limit: limits.anonymousPerDay, windowMs: DAY_MS });
  }
  if (claim.ownerUserId)
    windows.push({ where: "owner_user_id = ?", binds: [claim.ownerUserId], limit: limits.perDayPerUser, windowMs: DAY_MS });
  return windows;
}

export type ClaimOutcome = { id: string; created: boolean; retryAfter?: undefined } | { retryAfter: number };

/**
 * Admits and records a generation in one transactional round trip to D1:
 * - a repeat (same Idempotency-Key, or the same body from the same owner within 10 s) gets the
 *   earlier generation, whatever the limits;
 * - otherwise, past a limit (per client network per minute and per day, tighter for the anonymous
 *   route, all anonymous generations together per day, per signed-in user per day) it gets the
 *   seconds until there is room again;
 * - otherwise a new generation is recorded. The insert re-checks both conditions itself, so
 *   parallel duplicate posts cannot both create one.
 */
export async function claimGeneration(d1: D1Database, limits: AppConfig["limits"], claim: Claim, now = Date.now()): Promise<ClaimOutcome> {
  const id = crypto.randomUUID();
  const since = now - DUPLICATE_WINDOW_MS;
  const windows = limitWindows(limits, claim);
  const [repeat, ...rest] = await d1.batch<{ id?: string; at?: number }>([
    d1.prepare(REPEAT_SQL).bind(claim.idempotencyKey, claim.requestHash, since),
    ...nthNewestStatements(d1, "generations", windows, now),
    d1
      .prepare(
        `INSERT INTO generations (id, owner_user_id, owner_token_hash, client_ip_hash, idempotency_key, request_hash, anonymous, status, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, 'running', ?
         WHERE NOT EXISTS (
           SELECT 1 FROM generations
           WHERE (?5 IS NOT NULL AND idempotency_key = ?5) OR (request_hash = ?6 AND created_at > ? AND status != 'failed')
         )${withinLimitsSql("generations", windows)}
         ON CONFLICT DO NOTHING`,
      )
      .bind(
        id,
        claim.ownerUserId,
        claim.ownerTokenHash,
        claim.clientIpHash,
        claim.idempotencyKey,
        claim.requestHash,
        claim.anonymous ? 1 : 0,
        now,
        since,
        ...withinLimitsBinds(windows, now),
      ),
  ]);
  const earlier = repeat!.results[0]?.id;
  if (earlier) return { id: earlier, created: false };
  const inserted = rest.pop()!;
  if (inserted.meta.changes === 1) return { id, created: true };
  const wait = retryAfterSeconds(rest, windows, now);
  if (wait > 0) return { retryAfter: wait };
  // Only a concurrent insert with the same Idempotency-Key gets here: that one is the generation.
  const existing = await d1.prepare(REPEAT_SQL).bind(claim.idempotencyKey, claim.requestHash, since).first<{ id: string }>();
  if (!existing) throw new Error("generation claim found neither a new nor an existing row");
  return { id: existing.id, created: false };
}

export async function finishGeneration(d1: D1Database, id: string, result: GenerationResult) {
  await finishGenerationQuery(database(d1), id, result);
}

type GenerationResult = { status: "done"; groupId: string; slug: string } | { status: "failed"; error: string };

/** The update recording a generation's outcome, to run alone or inside the batch that saves its policy. */
export function finishGenerationQuery(db: ReturnType<typeof database>, id: string, result: GenerationResult) {
  return db
    .update(generations)
    .set(
      result.status === "done" ? { status: "done", groupId: result.groupId, slug: result.slug } : { status: "failed", error: result.error },
    )
    .where(eq(generations.id, id));
}

/** A generation's recorded outcome (for a Durable Object that no longer remembers it). */
export async function generationOutcome(d1: D1Database, id: string) {
  const [row] = await database(d1)
    .select({ status: generations.status, slug: generations.slug, error: generations.error })
    .from(generations)
    .where(eq(generations.id, id))
    .limit(1);
  return row ?? null;
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
