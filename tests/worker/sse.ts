import { readSse } from "~/lib/client/sse-reader";

/** Reads a Server-Sent Events body into parsed events (until the stream ends or `until` says stop), with the app's own reader. */
export type SseEvent = { id: number; type: string; data: Record<string, unknown>; at: number };

export async function readEvents(response: Response, until?: (event: SseEvent) => boolean): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const message of readSse(response.body!)) {
    // Only named events: a bare "message" is not one the generation stream sends.
    if (message.event === "message") continue;
    const event = {
      id: Number(message.id),
      type: message.event,
      data: JSON.parse(message.data || "{}") as Record<string, unknown>,
      at: Date.now(),
    };
    events.push(event);
    if (until?.(event)) return events;
  }
  return events;
}
