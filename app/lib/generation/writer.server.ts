/**
 * A writer turns a generation input into policy markdown, chunk by chunk. Two exist: Workers AI
 * (through the AI SDK) and the built-in composer; the job that runs them does not care which.
 */
export type PolicyWriter = {
  kind: "ai" | "composer";
  /** The model id for the AI writer; null for the composer. */
  model: string | null;
  /** Which prompt (or composer release) produced the text: part of the cache key. */
  promptVersion: string;
  write(signal: AbortSignal): AsyncIterable<string>;
};

/** A writer failure the user may see, with the HTTP status it maps to. */
export class WriterError extends Error {
  constructor(
    readonly code:
      | "ai_failed"
      | "ai_stalled"
      | "ai_timeout"
      | "ai_truncated"
      | "ai_too_long"
      | "job_stopped"
      | "check_failed"
      | "foreign_terms"
      | "changed_meanwhile"
      | "instruction_unreadable"
      | "removal_refused",
    message: string,
    readonly status = 502,
  ) {
    super(message);
    this.name = "WriterError";
  }
}
