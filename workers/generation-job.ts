import { DurableObject } from "cloudflare:workers";
import type { GenerationEvent, Progress } from "../app/lib/generation/generation-events";
import type { Language } from "../app/lib/site/languages";
import type { JobResult, JobSpec } from "../app/lib/generation/run-generation.server";
import { parts } from "./build";

const {
  failedJob,
  forwardProgress,
  parseAppConfig,
  recordedResult,
  runGeneration,
  runLanguageUpdate,
  runSectionRewrite,
  WriterError,
  withTextEvent,
} = parts;

const HEARTBEAT_MS = 15_000;
/** Events are written to storage in batches this often while a job runs. */
const FLUSH_MS = 1_000;
/** If the object was evicted mid-run, the alarm picks the job up again. */
const WATCHDOG_MS = 30_000;
/** Runs of one job at most (the first and two after evictions); then it fails with a clear error. */
const MAX_RUNS = 3;
/** A finished job's stored events (reconnects, a section proposal) are kept this long, then deleted. */
const KEEP_FINISHED_MS = 24 * 60 * 60 * 1000;

type StoredEvent = { id: number; type: string; data: string };
export type Audience = { generationId: string; origin: string; uiLanguage: Language };

/**
 * One Durable Object per generation. It runs the writer (so the work outlives the browser tab)
 * and serves its events as Server-Sent Events: a client that reconnects with Last-Event-ID gets
 * what it missed, then the live rest.
 *
 * Events live in memory and are written to the object's SQLite storage in batches once the job
 * has run for a second, so a long AI job survives eviction while a composer job (done in tens of
 * milliseconds) never pays for storage: its outcome is in D1, which `recordedResult` reads back.
 */
export class GenerationJob extends DurableObject<Env> {
  private readonly subscribers = new Set<WritableStreamDefaultWriter<Uint8Array>>();
  private readonly encoder = new TextEncoder();
  private running: Promise<JobResult> | null = null;
  private resuming: Promise<void> | null = null;
  /** How many times this job was started (stored: an evicted job's count survives). */
  private runs = 0;
  private spec: JobSpec | null = null;
  private status: "running" | "done" | "failed" | null = null;
  private result: JobResult | null = null;
  private seq = 0;
  private events: StoredEvent[] = [];
  /** The whole text so far, as one text event from 0 (the live events carry deltas). */
  private text: StoredEvent | null = null;
  /** The furthest progress sent (stored events included): a run after an eviction starts lower. */
  private progress: Progress | null = null;
  private unsaved: StoredEvent[] = [];
  private loaded = false;
  private persisted = false;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;

  /** Starts the job once; later calls (duplicate submissions, reconnects) change nothing. */
  async start(spec: JobSpec, fresh: boolean): Promise<void> {
    // A freshly claimed generation has nothing stored: skip reading storage (and creating it).
    if (fresh) this.loaded = true;
    else this.load();
    if (this.spec) return this.resumeIfEvicted();
    if (!fresh) {
      // A repeat reaching an object that remembers nothing: a quick job may have finished in an
      // earlier instance without storage. D1 knows; never write the policy a second time.
      const recorded = await this.recorded({ generationId: spec.generationId, origin: spec.origin, uiLanguage: spec.uiLanguage });
      if (this.spec) return this.resumeIfEvicted();
      if (recorded) {
        this.spec = spec;
        this.result = recorded;
        this.status = recorded.ok ? "done" : "failed";
        return;
      }
    }
    this.spec = spec;
    this.status = "running";
    this.launch(spec);
  }

  /** Starts the job (once) and waits for its outcome: the non-streaming call in one round trip. */
  async run(spec: JobSpec, fresh: boolean): Promise<JobResult> {
    await this.start(spec, fresh);
    return this.outcome({ generationId: spec.generationId, origin: spec.origin, uiLanguage: spec.uiLanguage });
  }

  /** The outcome, waiting for it while the job runs. */
  async outcome(audience: Audience): Promise<JobResult> {
    this.load();
    if (this.result) return this.result;
    await this.resumeIfEvicted();
    if (this.result) return this.result;
    if (this.running) return this.running;
    return (await this.recorded(audience)) ?? { ok: false, status: 404, message: "Not found" };
  }

  async alarm() {
    this.load();
    if (this.status !== "running") {
      // Finished a while ago: its outcome is in D1; nothing of the object stays.
      await this.ctx.storage.deleteAll();
      return;
    }
    await this.resumeIfEvicted();
    if (this.status === "running") await this.ctx.storage.setAlarm(Date.now() + WATCHDOG_MS);
  }

  private recorded(audience: Audience) {
    return recordedResult(this.env, audience.generationId, audience.origin, audience.uiLanguage);
  }

  /**
   * A job whose instance was evicted mid-run: a generation an earlier run already saved keeps that
   * outcome (D1 knows), otherwise it runs again, at most MAX_RUNS times in all.
   */
  private resumeIfEvicted(): Promise<void> {
    const spec = this.spec;
    if (!spec || this.status !== "running" || this.running) return Promise.resolve();
    if (this.resuming) return this.resuming;
    const resuming = (async () => {
      const recorded = spec.section || spec.update ? null : await this.recorded(spec);
      if (this.running || this.status !== "running") return;
      if (recorded) {
        this.finish(spec, recorded);
        return;
      }
      if (this.runs >= MAX_RUNS) {
        const stopped = new WriterError("job_stopped", `job stopped ${this.runs} times before it finished`, 503);
        this.finish(spec, await failedJob(spec, this.env, (event) => this.emit(event), stopped));
        return;
      }
      this.launch(spec);
    })().finally(() => (this.resuming = null));
    this.resuming = resuming;
    return resuming;
  }

  private launch(spec: JobSpec) {
    const config = parseAppConfig(this.env as unknown as Record<string, unknown>);
    this.runs += 1;
    // A job that runs again (after an eviction) counts its runs in storage, so the count survives the next one.
    if (this.runs > 1) this.flush();
    this.scheduleFlush();
    const run = spec.section ? runSectionRewrite : spec.update ? runLanguageUpdate : runGeneration;
    this.running = run(spec, this.env, config, (event) => this.emit(event), new AbortController().signal).then((result) =>
      this.finish(spec, result),
    );
  }

  private finish(spec: JobSpec, result: JobResult): JobResult {
    this.result = result;
    this.status = result.ok ? "done" : "failed";
    // A section proposal, or what an update carried, is saved nowhere else (D1 records only that the job ended): keep it here a day.
    if (this.persisted || spec.section || spec.update) {
      this.flush();
      void this.ctx.storage.setAlarm(Date.now() + KEEP_FINISHED_MS);
    } else if (this.flushTimer) {
      clearTimeout(this.flushTimer);
      this.flushTimer = null;
    }
    for (const subscriber of this.subscribers) void subscriber.close().catch(() => {});
    this.subscribers.clear();
    return result;
  }

  private emit(event: GenerationEvent) {
    if (event.type === "progress") {
      // The bar never goes back, and a progress that moves nothing is not sent.
      const shown = this.progress ?? this.storedProgress();
      const next = forwardProgress(shown, event);
      if (shown && next.percent === shown.percent && next.stage === shown.stage) return;
      this.progress = next;
      event = { type: "progress", ...next };
    }
    const { type, ...payload } = event;
    const stored = { id: ++this.seq, type, data: JSON.stringify(payload) };
    if (event.type === "text") {
      // Listeners get the delta; what is kept (for a reconnect) is the whole text so far, from 0.
      const before = this.text ? (JSON.parse(this.text.data) as { text: string }).text : "";
      this.text = { id: stored.id, type, data: JSON.stringify({ text: withTextEvent(before, event), from: 0 }) };
      this.unsaved.push(this.text);
    } else {
      this.events.push(stored);
      this.unsaved.push(stored);
    }
    const frame = this.encoder.encode(sseFrame(stored));
    for (const subscriber of this.subscribers) subscriber.write(frame).catch(() => this.subscribers.delete(subscriber));
  }

  private scheduleFlush() {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      if (this.status !== "running") return;
      this.flush();
      void this.ctx.storage.setAlarm(Date.now() + WATCHDOG_MS);
      this.scheduleFlush();
    }, FLUSH_MS);
  }

  /** The furthest progress among the events an earlier instance stored, or null. */
  private storedProgress(): Progress | null {
    let furthest: Progress | null = null;
    for (const event of this.events)
      if (event.type === "progress") furthest = forwardProgress(furthest, JSON.parse(event.data) as Progress);
    return furthest;
  }

  /** Writes the job's state and the events not yet stored, in one transaction. */
  private flush() {
    const sql = this.ctx.storage.sql;
    this.ctx.storage.transactionSync(() => {
      createTables(sql);
      const put = (key: string, value: unknown) =>
        sql.exec(
          "INSERT INTO job (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
          key,
          JSON.stringify(value),
        );
      put("spec", this.spec);
      put("status", this.status);
      put("result", this.result);
      put("seq", this.seq);
      put("text", this.text);
      put("runs", this.runs);
      for (const event of this.unsaved) {
        if (event.type !== "text")
          sql.exec("INSERT OR IGNORE INTO events (id, type, data) VALUES (?, ?, ?)", event.id, event.type, event.data);
      }
    });
    this.unsaved = [];
    this.persisted = true;
  }

  /** Reads what an earlier instance stored (once per instance). */
  private load() {
    if (this.loaded) return;
    this.loaded = true;
    const sql = this.ctx.storage.sql;
    createTables(sql);
    const job = new Map(
      sql
        .exec<{ key: string; value: string }>("SELECT key, value FROM job")
        .toArray()
        .map((row) => [row.key, JSON.parse(row.value)]),
    );
    if (!job.has("spec")) return;
    this.persisted = true;
    this.spec = job.get("spec") as JobSpec;
    this.status = job.get("status") as typeof this.status;
    this.result = (job.get("result") as JobResult | null) ?? null;
    this.seq = Number(job.get("seq") ?? 0);
    this.text = (job.get("text") as StoredEvent | null) ?? null;
    this.runs = Number(job.get("runs") ?? 1);
    this.events = sql.exec<StoredEvent>("SELECT id, type, data FROM events ORDER BY id").toArray();
  }

  /** The event stream. Reconnects send Last-Event-ID (header or `lastEventId` query). */
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const lastId = Number(request.headers.get("Last-Event-ID") ?? url.searchParams.get("lastEventId") ?? 0) || 0;
    const audience: Audience = {
      generationId: url.searchParams.get("generation") ?? this.spec?.generationId ?? "",
      origin: url.searchParams.get("origin") ?? this.spec?.origin ?? url.origin,
      uiLanguage: (url.searchParams.get("lang") as Language | null) ?? this.spec?.uiLanguage ?? "en",
    };
    this.load();
    await this.resumeIfEvicted();
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const send = (text: string) => void writer.write(this.encoder.encode(text)).catch(() => {});
    send(": connected\nretry: 1000\n\n");
    for (const event of this.missedSince(lastId)) send(sseFrame(event));

    if (this.running && !this.result) {
      this.subscribers.add(writer);
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
      writer.closed.finally(() => clearInterval(heartbeat)).catch(() => {});
      request.signal.addEventListener("abort", () => {
        // The client left; the generation goes on and is saved.
        this.subscribers.delete(writer);
        clearInterval(heartbeat);
        void writer.close().catch(() => {});
      });
    } else if (!this.result && !this.spec) {
      // Nothing here: a job finished by an earlier instance without storage; D1 has the outcome.
      void this.replayRecorded(writer, audience, lastId);
    } else {
      // A result known from D1 (not from this object's own events) still ends the stream properly.
      if (this.result && !this.events.some((event) => event.type === "done" || event.type === "error"))
        send(sseFrame(resultEvent(this.result, lastId)));
      void writer.close().catch(() => {});
    }
    return new Response(readable, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        "Content-Encoding": "identity",
        "X-Accel-Buffering": "no",
      },
    });
  }

  private async replayRecorded(writer: WritableStreamDefaultWriter<Uint8Array>, audience: Audience, lastId: number) {
    const result = await this.recorded(audience).catch(() => null);
    if (result) await writer.write(this.encoder.encode(sseFrame(resultEvent(result, lastId)))).catch(() => {});
    await writer.close().catch(() => {});
  }

  private missedSince(lastId: number): StoredEvent[] {
    const missed = this.events.filter((event) => event.id > lastId);
    if (this.text && this.text.id > lastId) missed.push(this.text);
    return missed.sort((a, b) => a.id - b.id);
  }
}

function createTables(sql: SqlStorage) {
  sql.exec("CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, type TEXT NOT NULL, data TEXT NOT NULL)");
  sql.exec("CREATE TABLE IF NOT EXISTS job (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
}

/** The final event for an outcome this object did not stream itself. */
function resultEvent(result: JobResult, lastId: number): StoredEvent {
  const id = Math.max(lastId + 1, 1_000_000);
  return result.ok
    ? { id, type: "done", data: JSON.stringify({ policy: result.policy }) }
    : { id, type: "error", data: JSON.stringify({ status: result.status, message: result.message }) };
}

function sseFrame(event: StoredEvent) {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${event.data}\n\n`;
}
