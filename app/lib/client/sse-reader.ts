/** Splits a Server-Sent Events byte stream into events (id, event name, data). */
export type SseMessage = { id: string | null; event: string; data: string };

export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
      let end: number;
      while ((end = buffer.indexOf("\n\n")) !== -1) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let id: string | null = null;
        let event = "message";
        const data: string[] = [];
        for (const line of frame.split("\n")) {
          if (!line || line.startsWith(":")) continue;
          const colon = line.indexOf(":");
          const field = colon === -1 ? line : line.slice(0, colon);
          const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
          if (field === "id") id = value;
          else if (field === "event") event = value;
          else if (field === "data") data.push(value);
        }
        if (data.length) yield { id, event, data: data.join("\n") };
      }
    }
  } finally {
    reader.releaseLock();
  }
}
