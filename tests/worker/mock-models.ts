import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";

/** Stand-ins for Workers AI (unreachable here), built on the AI SDK's mock language model. */
const finish = (unified: "stop" | "length"): LanguageModelV3StreamPart => ({
  type: "finish",
  finishReason: { unified, raw: unified },
  usage: {
    inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 10, text: 10, reasoning: undefined },
  },
});

const deltas = (text: string): LanguageModelV3StreamPart[] =>
  (text.match(/\s*\S+/g) ?? []).map((delta) => ({ type: "text-delta", id: "t", delta }));

/** Streams `text` word by word at a pace, then stops normally (or as truncated). */
export function mockModelStreaming(text: string, { tokensPerSecond = 400, finishReason = "stop" as "stop" | "length" } = {}) {
  const model = new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: "stream-start", warnings: [] },
          { type: "text-start", id: "t" },
          ...deltas(text),
          { type: "text-end", id: "t" },
          finish(finishReason),
        ],
        initialDelayInMs: 0,
        chunkDelayInMs: 1000 / tokensPerSecond,
      }),
    }),
  });
  return model;
}

/** Fails before writing a word (e.g. the model is overloaded). */
export function mockModelFailingAtStart() {
  return new MockLanguageModelV3({
    doStream: async () => {
      throw new Error("mock Workers AI: 503 capacity exceeded");
    },
  });
}

/** Writes part of the text, then the stream reports an error. */
export function mockModelFailingMidway(text: string) {
  const words = deltas(text);
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: "stream-start", warnings: [] },
          { type: "text-start", id: "t" },
          ...words.slice(0, Math.floor(words.length / 2)),
          { type: "error", error: new Error("mock Workers AI: connection reset") },
        ],
        initialDelayInMs: 0,
        chunkDelayInMs: 1,
      }),
    }),
  });
}

/** Writes a little, then goes silent without closing the stream. */
export function mockModelStalling(text: string) {
  const words = deltas(text).slice(0, 20);
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({ type: "text-start", id: "t" });
          for (const word of words) controller.enqueue(word);
          // …and nothing more, ever.
        },
      }),
    }),
  });
}
