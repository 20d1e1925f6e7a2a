import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";

/*
 * The cron trigger's sweep (issue "Proving it holds", item 6): a generation stuck in `running` past
 * its deadline is failed with a clear error, expired sessions and day-old bookkeeping are deleted,
 * and nothing current is touched.
 */

const MINUTE = 60_000;

async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/15 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("the sweep", () => {
  it("fails stuck generations, deletes expired sessions and old bookkeeping, and leaves everything current", async () => {
    const now = Date.now();
    const generation = env.DB.prepare(
      "INSERT INTO generations (id, client_ip_hash, request_hash, status, created_at) VALUES (?, 'ip', ?, ?, ?)",
    );
    await env.DB.batch([
      generation.bind("stuck", "r1", "running", now - 20 * MINUTE),
      generation.bind("running-now", "r2", "running", now - 2 * MINUTE),
      generation.bind("finished", "r3", "done", now - 60 * MINUTE),
      env.DB.prepare("INSERT INTO users (id, subject, email, first_name) VALUES ('u-sweep', 'dev:sweep', 'sweep@example.com', 'S')"),
      env.DB.prepare(
        "INSERT INTO sessions (id, token_hash, user_id, expires_at, last_seen_at) VALUES ('s-old', 't-old', 'u-sweep', ?, ?)",
      ).bind(now - MINUTE, now - 100 * MINUTE),
      env.DB.prepare(
        "INSERT INTO sessions (id, token_hash, user_id, expires_at, last_seen_at) VALUES ('s-live', 't-live', 'u-sweep', ?, ?)",
      ).bind(now + 60 * MINUTE, now),
      env.DB.prepare(
        "INSERT INTO usage_events (id, surface, owner_key, network_hash, created_at) VALUES ('e-old', 'change', 'o', 'n', ?), ('e-new', 'change', 'o', 'n', ?)",
      ).bind(now - 25 * 60 * MINUTE, now - MINUTE),
      env.DB.prepare("INSERT INTO generation_saves (generation_id, created_at) VALUES ('g-old', ?), ('g-new', ?)").bind(
        now - 25 * 60 * MINUTE,
        now - MINUTE,
      ),
    ]);
    await runCron();
    const statuses = await env.DB.prepare(
      "SELECT id, status, error FROM generations WHERE id IN ('stuck', 'running-now', 'finished') ORDER BY id",
    ).all<{ id: string; status: string; error: string | null }>();
    expect(statuses.results).toEqual([
      { id: "finished", status: "done", error: null },
      { id: "running-now", status: "running", error: null },
      { id: "stuck", status: "failed", error: "job_stopped" },
    ]);
    expect((await env.DB.prepare("SELECT id FROM sessions WHERE user_id = 'u-sweep'").all()).results).toEqual([{ id: "s-live" }]);
    expect((await env.DB.prepare("SELECT id FROM usage_events").all()).results).toEqual([{ id: "e-new" }]);
    expect((await env.DB.prepare("SELECT generation_id FROM generation_saves WHERE generation_id LIKE 'g-%'").all()).results).toEqual([
      { generation_id: "g-new" },
    ]);
  });
});
