import { describe, expect, it } from "vitest";
import { readSse } from "./sse-reader";

function streamOf(...parts: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe("readSse", () => {
  it("reads events split across chunks, skipping comments", async () => {
    const events = [];
    for await (const event of readSse(
      streamOf(": connected\n\nid: 1\nevent: progress\nda", 'ta: {"percent":3}\n\nid: 2\r\nevent: done\r\ndata: {}\r\n\r\n'),
    ))
      events.push(event);
    expect(events).toEqual([
      { id: "1", event: "progress", data: '{"percent":3}' },
      { id: "2", event: "done", data: "{}" },
    ]);
  });
});
