import { parseGenerationEvent, type GenerationEvent } from "~/lib/generation/generation-events";
import { errorFromResponse } from "./api-client";
import { readSse } from "./sse-reader";

const MAX_RECONNECTS = 5;

type Final = Extract<GenerationEvent, { type: "done" | "error" }>;

/**
 * Follows a job's event stream from the response that started it to its `done` or `error`,
 * reconnecting with Last-Event-ID if the connection drops before the end. Every event goes to
 * `onEvent`; the final one is returned (null when the stream could not be followed to its end).
 */
export async function followGeneration(response: Response, onEvent: (event: GenerationEvent) => void): Promise<Final | null> {
  let generationId = response.headers.get("X-Generation-Id");
  let lastEventId: string | null = null;
  let final: Final | null = null;
  const consume = async (stream: Response) => {
    for await (const message of readSse(stream.body!)) {
      lastEventId = message.id ?? lastEventId;
      const event = parseGenerationEvent(message.event, message.data);
      if (!event) continue;
      if (event.type === "started") generationId = event.generationId;
      if (event.type === "done" || event.type === "error") final = event;
      onEvent(event);
    }
  };
  await consume(response).catch(() => {});
  for (let attempt = 0; !final && generationId && attempt < MAX_RECONNECTS; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
    const retry = await fetch(`/api/generations/${generationId}/events`, {
      credentials: "include",
      headers: lastEventId ? { "Last-Event-ID": lastEventId } : {},
    }).catch(() => null);
    if (retry?.ok) await consume(retry).catch(() => {});
  }
  return final;
}

/**
 * Starts an owner's job that streams like a generation (rewrite a section, update from another
 * language) and follows it to the end. A refusal before the job starts throws its ApiError.
 */
export async function postAndFollow(path: string, body: unknown, onEvent: (event: GenerationEvent) => void): Promise<Final | null> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream", "Idempotency-Key": crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await errorFromResponse(response);
  return followGeneration(response, onEvent);
}
