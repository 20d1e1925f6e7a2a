/*
 * Sliding-window limits counted in D1 rows, checked and recorded in one batch: for each window, the
 * limit-th newest row (when it ages out there is room for one more, which gives Retry-After), and
 * an insert guarded by every window's count, so parallel calls cannot both slip past a limit.
 */

export type Window = { where: string; binds: unknown[]; limit: number; windowMs: number };

/** One statement per window: the created_at of its limit-th newest row, if there is one. */
export function nthNewestStatements(d1: D1Database, table: string, windows: Window[], now: number): D1PreparedStatement[] {
  return windows.map((window) =>
    d1
      .prepare(`SELECT created_at AS at FROM ${table} WHERE ${window.where} AND created_at > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?`)
      .bind(...window.binds, now - window.windowMs, window.limit - 1),
  );
}

/** ` AND NOT (count in window) >= limit` for each window, to end an INSERT … SELECT … WHERE. */
export function withinLimitsSql(table: string, windows: Window[]): string {
  return windows
    .map((window) => ` AND NOT (SELECT COUNT(*) FROM ${table} WHERE ${window.where} AND created_at > ?) >= ${window.limit}`)
    .join("");
}

/** The binds of `withinLimitsSql`, in order. */
export function withinLimitsBinds(windows: Window[], now: number): unknown[] {
  return windows.flatMap((window) => [...window.binds, now - window.windowMs]);
}

/** Seconds until every full window has room again (0: none is full). */
export function retryAfterSeconds(results: D1Result<{ at?: number }>[], windows: Window[], now: number): number {
  let wait = 0;
  results.forEach((result, index) => {
    const at = result.results[0]?.at;
    if (at !== undefined) wait = Math.max(wait, Math.ceil((at + windows[index]!.windowMs - now) / 1000));
  });
  return wait;
}
