import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";

/**
 * A stand-in for Workers AI (the AI SDK's mock model), for tests and benchmarks on machines that
 * cannot reach Workers AI: it streams the given text word by word at `tokensPerSecond`, through
 * the same AI writer code path as the real model. Chosen with AI_MODE=mock; never a default.
 */
export function mockWorkersAiModel(text: string, { tokensPerSecond = 40 }: { tokensPerSecond?: number } = {}) {
  const tokens = text.match(/\s*\S+/g) ?? [];
  const chunks: LanguageModelV3StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t" },
    ...tokens.map((delta): LanguageModelV3StreamPart => ({ type: "text-delta", id: "t", delta })),
    { type: "text-end", id: "t" },
    {
      type: "finish",
      finishReason: { unified: "stop", raw: "stop" },
      usage: {
        inputTokens: { total: 0, noCache: 0, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: tokens.length, text: tokens.length, reasoning: undefined },
      },
    },
  ];
  return new MockLanguageModelV3({
    modelId: "mock-workers-ai",
    doStream: async () => ({ stream: simulateReadableStream({ chunks, initialDelayInMs: 0, chunkDelayInMs: 1000 / tokensPerSecond }) }),
  });
}
