import { DurableObject } from "cloudflare:workers";
import { parseAppConfig } from "../app/lib/app-config.server";
import type { GenerationEvent } from "../app/lib/generation-events";
import { runGeneration, type JobResult, type JobSpec } from "../app/lib/generation/run-generation.server";

const HEARTBEAT_MS = 15_000;
/** If the object was evicted mid-run, the alarm picks the job up again. */
const WATCHDOG_MS = 30_000;

type Stored = { seq: number; text: { id: number; data: string } | null };

/**
 * One Durable Object per generation. It runs the writer (so the work outlives the browser tab),
 * keeps the events it sent in its SQLite storage, and serves them as Server-Sent Events: a client
 * that reconnects with Last-Event-ID gets what it missed, then the live rest.
 */
export class GenerationJob extends DurableObject<Env> {
  private readonly subscribers = new Set<WritableStreamDefaultWriter<Uint8Array>>();
  private running: Promise<JobResult> | null = null;
  private readonly encoder = new TextEncoder();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.sql.exec("CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, type TEXT NOT NULL, data TEXT NOT NULL)");
      this.sql.exec("CREATE TABLE IF NOT EXISTS job (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    });
  }

  private get sql() {
    return this.ctx.storage.sql;
  }

  private read(key: string): string | null {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM job WHERE key = ?", key).toArray()[0];
    return row?.value ?? null;
  }

  private write(key: string, value: string) {
    this.sql.exec("INSERT INTO job (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, value);
  }

  private state(): Stored {
    const text = this.read("text");
    return { seq: Number(this.read("seq") ?? 0), text: text ? (JSON.parse(text) as Stored["text"]) : null };
  }

  /** Starts the job once; later calls (duplicate submissions, reconnects) change nothing. */
  async start(spec: JobSpec): Promise<void> {
    if (this.read("spec")) return this.resumeIfEvicted();
    this.write("spec", JSON.stringify(spec));
    this.write("status", "running");
    await this.ctx.storage.setAlarm(Date.now() + WATCHDOG_MS);
    this.launch(spec);
  }

  /** Waits for the outcome (for the non-streaming call). */
  async result(): Promise<JobResult> {
    const finished = this.read("result");
    if (finished) return JSON.parse(finished) as JobResult;
    this.resumeIfEvicted();
    if (!this.running) return { ok: false, status: 404, message: "Not found" };
    return this.running;
  }

  async alarm() {
    if (this.read("status") !== "running") return;
    this.resumeIfEvicted();
    await this.ctx.storage.setAlarm(Date.now() + WATCHDOG_MS);
  }

  private resumeIfEvicted() {
    const spec = this.read("spec");
    if (spec && this.read("status") === "running" && !this.running) this.launch(JSON.parse(spec) as JobSpec);
  }

  private launch(spec: JobSpec) {
    const config = parseAppConfig(this.env as unknown as Record<string, unknown>);
    this.running = runGeneration(spec, this.env, config, (event) => this.emit(event), new AbortController().signal).then((result) => {
      this.write("result", JSON.stringify(result));
      this.write("status", result.ok ? "done" : "failed");
      for (const subscriber of this.subscribers) void subscriber.close().catch(() => {});
      this.subscribers.clear();
      void this.ctx.storage.deleteAlarm();
      return result;
    });
  }

  private emit(event: GenerationEvent) {
    const id = this.state().seq + 1;
    this.write("seq", String(id));
    const { type, ...payload } = event;
    const data = JSON.stringify(payload);
    // Each text event carries the whole text so far: only the latest is worth keeping.
    if (type === "text") this.write("text", JSON.stringify({ id, data }));
    else this.sql.exec("INSERT INTO events (id, type, data) VALUES (?, ?, ?)", id, type, data);
    const frame = this.encoder.encode(sseFrame(id, type, data));
    for (const subscriber of this.subscribers) {
      subscriber.write(frame).catch(() => this.subscribers.delete(subscriber));
    }
  }

  /** The event stream. Reconnects send Last-Event-ID (header or `lastEventId` query). */
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const lastId = Number(request.headers.get("Last-Event-ID") ?? url.searchParams.get("lastEventId") ?? 0) || 0;
    this.resumeIfEvicted();
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    void writer.write(this.encoder.encode(": connected\nretry: 1000\n\n"));
    for (const frame of this.missedSince(lastId)) void writer.write(this.encoder.encode(frame));
    if (this.read("result")) {
      void writer.close();
    } else {
      this.subscribers.add(writer);
      const heartbeat = setInterval(() => {
        writer.write(this.encoder.encode(": keep-alive\n\n")).catch(() => clearInterval(heartbeat));
      }, HEARTBEAT_MS);
      writer.closed.finally(() => clearInterval(heartbeat)).catch(() => {});
      request.signal.addEventListener("abort", () => {
        // The client left; the generation goes on and is saved.
        this.subscribers.delete(writer);
        clearInterval(heartbeat);
        void writer.close().catch(() => {});
      });
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

  private missedSince(lastId: number): string[] {
    const rows = this.sql.exec<{ id: number; type: string; data: string }>("SELECT id, type, data FROM events WHERE id > ? ORDER BY id", lastId).toArray();
    const { text } = this.state();
    if (text && text.id > lastId) rows.push({ id: text.id, type: "text", data: text.data });
    return rows.sort((a, b) => a.id - b.id).map((row) => sseFrame(row.id, row.type, row.data));
  }
}

function sseFrame(id: number, type: string, data: string) {
  return `id: ${id}\nevent: ${type}\ndata: ${data}\n\n`;
}
