import type { AppLoadContext } from "@remix-run/cloudflare";
import { DomainError } from "./http.server";
import { sha256 } from "./crypto.server";
import { nthNewestStatements, retryAfterSeconds, withinLimitsBinds, withinLimitsSql, type Window } from "./sliding-windows.server";

/*
 * Budgets on every call that costs (a reading, a D1 revision, a fresh PDF or DOCX): per owner
 * and per client network (IPv4 address or IPv6 /64), per hour and per day. A network gets twice an
 * owner's room (an office shares one address). Past a budget: 429, Retry-After, a translated line.
 * Generations, section rewrites and language updates run as generations and count against the
 * generation limits (generations.server.ts).
 */

export type Surface = "understand" | "import" | "change" | "render" | "check";

/** Calls per owner per hour; a day allows five hours' worth, a network twice an owner's. */
export const HOURLY_BUDGETS: Record<Surface, number> = {
  /** Readings before generating (the form asks as the owner types). */
  understand: 120,
  /** Policies imported (a file read): a day's worth matches the generation limits (50 per user, 100 per network). */
  import: 10,
  /** Saved edits, section accepts and restores: each a revision. */
  change: 120,
  /** PDF or DOCX renders not served from R2 (per policy). */
  render: 60,
  /** "Can I expense this?": one expense, one question or one batch (public: counted per network only). */
  check: 600,
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function windowsFor(surface: Surface, ownerKey: string | null, networkHash: string): Window[] {
  const hourly = HOURLY_BUDGETS[surface];
  const owner = (limit: number, windowMs: number): Window => ({
    where: "surface = ? AND owner_key = ?",
    binds: [surface, ownerKey],
    limit,
    windowMs,
  });
  const network = (limit: number, windowMs: number): Window => ({
    where: "surface = ? AND network_hash = ?",
    binds: [surface, networkHash],
    limit,
    windowMs,
  });
  return [
    ...(ownerKey ? [owner(hourly, HOUR_MS), owner(hourly * 5, DAY_MS)] : []),
    network(hourly * 2, HOUR_MS),
    network(hourly * 10, DAY_MS),
  ];
}

/** `user:{id}` / `token:{hash}` for a caller; null for one who owns nothing (only their network counts). */
export function ownerKeyOf(caller: { userId: string | null; ownerTokenHash: string | null }): string | null {
  return caller.userId ? `user:${caller.userId}` : caller.ownerTokenHash ? `token:${caller.ownerTokenHash}` : null;
}

/**
 * Spends one call of a budget, or answers how long to wait: checked and recorded in one D1 batch,
 * so parallel calls cannot all slip through.
 */
export async function spendBudget(
  d1: D1Database,
  surface: Surface,
  { ownerKey, network }: { ownerKey: string | null; network: string },
  now = Date.now(),
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const networkHash = await sha256(`net:${network}`);
  const windows = windowsFor(surface, ownerKey, networkHash);
  const results = await d1.batch<{ at?: number }>([
    ...nthNewestStatements(d1, "usage_events", windows, now),
    d1
      .prepare(
        `INSERT INTO usage_events (id, surface, owner_key, network_hash, created_at) SELECT ?, ?, ?, ?, ? WHERE 1${withinLimitsSql("usage_events", windows)}`,
      )
      .bind(crypto.randomUUID(), surface, ownerKey ?? "", networkHash, now, ...withinLimitsBinds(windows, now)),
  ]);
  const inserted = results.pop()!;
  if (inserted.meta.changes === 1) return { ok: true };
  return { ok: false, retryAfter: Math.max(1, retryAfterSeconds(results, windows, now)) };
}

/**
 * Spends one call of a budget for this request, or throws `rateLimited` (429, Retry-After, a
 * translated line). `ownerKey` is the key of the policy's owner, or (renders) of the policy itself.
 */
export async function requireBudget(context: AppLoadContext, surface: Surface, ownerKey: string | null): Promise<void> {
  const spent = await spendBudget(context.cloudflare.env.DB, surface, { ownerKey, network: context.clientNetwork });
  if (spent.ok) return;
  const seconds = spent.retryAfter;
  throw new DomainError("rateLimited", "errors.overBudget", { retryAfter: seconds, values: { minutes: Math.ceil(seconds / 60) } });
}

/** Usage older than the longest window counts for nothing: the daily sweep deletes it. */
export function sweepUsage(d1: D1Database, now = Date.now()) {
  return d1.prepare("DELETE FROM usage_events WHERE created_at < ?").bind(now - DAY_MS);
}
