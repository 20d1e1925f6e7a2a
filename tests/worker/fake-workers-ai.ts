import { env } from "cloudflare:test";

/*
 * A test double of the Workers AI binding (Workers AI cannot be reached here). Set as `env.AI`, it
 * is what the Worker and the generation's Durable Object (which share the test's env) find, so
 * they take the production path: workers-ai-provider and the AI SDK, the tier's model id, its
 * context check. It answers a streamed call (the writers) in Workers AI's server-sent-events
 * shape, one word an event, and a structured call (the reader) with the reading it was given.
 */

type Run = { model: string; inputs: { stream?: boolean; messages?: Array<{ role: string; content: string }> } & Record<string, unknown> };

/** How a streamed answer goes: the words it sends, at what pace, and how it ends. */
type Script = { words: string[]; delayMs: number; end: "stop" | "length" | "error" | "silence" } | { end: "refused" };

const words = (text: string) => text.match(/\s*\S+/g) ?? [];

/** Writes `text` word by word at a pace, then stops normally (or as cut short: `finish_reason: "length"`). */
export function writes(text: string, { tokensPerSecond = 400, finishReason = "stop" as "stop" | "length" } = {}): Script {
  return { words: words(text), delayMs: 1000 / tokensPerSecond, end: finishReason };
}

/** Refuses every call before answering a word (e.g. the model is overloaded). */
export const failsAtStart = (): Script => ({ end: "refused" });

/** Writes half of `text`, then the stream breaks. */
export const failsMidway = (text: string): Script => ({
  words: words(text).slice(0, Math.floor(words(text).length / 2)),
  delayMs: 1,
  end: "error",
});

/** Writes a little, then goes silent without closing the stream. */
export const stalls = (text: string): Script => ({ words: words(text).slice(0, 20), delayMs: 0, end: "silence" });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function eventStream(script: Exclude<Script, { end: "refused" }>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const event = (data: unknown) => encoder.encode(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent < script.words.length) {
        if (sent > 0 && script.delayMs > 0) await sleep(script.delayMs);
        controller.enqueue(event({ response: script.words[sent++] }));
        return;
      }
      if (script.end === "silence") return new Promise<void>(() => {});
      if (script.end === "error") return controller.error(new Error("fake Workers AI: connection reset"));
      if (script.end === "length") controller.enqueue(event({ response: "", finish_reason: "length" }));
      controller.enqueue(event("[DONE]"));
      controller.close();
    },
  });
}

export type FakeWorkersAi = {
  /** Every call the binding received, in order. */
  runs: Run[];
  /** The user message of each streamed call (the writer's prompt), in order. */
  prompts(): string[];
};

/**
 * Binds the fake as `env.AI` until unbindFakeWorkersAi(): streamed calls play `script`; a
 * structured call answers `reading`, or fails (the reader then keeps the built-in reading).
 */
export function bindFakeWorkersAi(script: Script, { reading }: { reading?: unknown } = {}): FakeWorkersAi {
  const runs: Run[] = [];
  const binding = {
    async run(model: string, inputs: Run["inputs"]) {
      runs.push({ model, inputs });
      if (script.end === "refused") throw new Error("fake Workers AI: 503 capacity exceeded");
      if (inputs.stream) return eventStream(script);
      if (reading === undefined) throw new Error("fake Workers AI: no reading scripted");
      return { response: reading };
    },
  };
  env.AI = binding as unknown as Ai;
  return {
    runs,
    prompts: () =>
      runs.filter((run) => run.inputs.stream).map((run) => run.inputs.messages?.find((message) => message.role === "user")?.content ?? ""),
  };
}

/** Workers AI unbound again: the built-in writer and reader answer. */
export function unbindFakeWorkersAi() {
  delete env.AI;
}
