import { EventSourceParserStream } from "eventsource-parser/stream";

/** One Server-Sent Event: its id (null when the stream sent none), event name and data. */
export type SseMessage = { id: string | null; event: string; data: string };

/** Splits a Server-Sent Events byte stream into events, as the EventSource standard reads them (eventsource-parser). */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  // The DOM typings give TextDecoderStream a BufferSource input; a body's chunks are Uint8Array.
  const decoded = body.pipeThrough(new TextDecoderStream() as TransformStream<Uint8Array, string>);
  const reader = decoded.pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      yield { id: value.id ?? null, event: value.event ?? "message", data: value.data };
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
