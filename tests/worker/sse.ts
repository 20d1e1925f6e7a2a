/** Reads a Server-Sent Events body into parsed events (until the stream ends or `until` says stop). */
export type SseEvent = { id: number; type: string; data: Record<string, unknown>; at: number };

export async function readEvents(response: Response, until?: (event: SseEvent) => boolean): Promise<SseEvent[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: SseEvent[] = [];
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        frame
          .split("\n")
          .filter((line) => line && !line.startsWith(":"))
          .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trimStart()]),
      );
      if (!fields.event) continue;
      const event = { id: Number(fields.id), type: fields.event, data: JSON.parse(fields.data ?? "{}"), at: Date.now() };
      events.push(event);
      if (until?.(event)) {
        await reader.cancel();
        return events;
      }
    }
  }
  return events;
}
