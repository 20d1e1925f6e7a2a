import { sweepUsage } from "./budgets.server";

/*
 * The cron trigger's sweep (wrangler.toml `[triggers]`): a generation still `running` past its
 * deadline is failed with a clear error (its job object stopped for good), expired sessions go, and
 * bookkeeping older than any window that reads it (budgets, save guards) is deleted.
 */

/** Longer than any writer runs (the AI writer's own time limit is far shorter), with its retries. */
export const GENERATION_DEADLINE_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function sweep(d1: D1Database, now = Date.now()) {
  const [stuck, sessions, usage, saves] = await d1.batch([
    d1
      .prepare("UPDATE generations SET status = 'failed', error = 'job_stopped' WHERE status = 'running' AND created_at < ?")
      .bind(now - GENERATION_DEADLINE_MS),
    d1.prepare("DELETE FROM sessions WHERE expires_at < ?").bind(now),
    sweepUsage(d1, now),
    d1.prepare("DELETE FROM generation_saves WHERE created_at < ?").bind(now - DAY_MS),
  ]);
  return {
    failedGenerations: stuck!.meta.changes,
    expiredSessions: sessions!.meta.changes,
    usageEvents: usage!.meta.changes,
    saveGuards: saves!.meta.changes,
  };
}
