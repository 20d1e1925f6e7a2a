import { describe, expect, it } from "vitest";
import { aiWriter, estimateTokens, MODEL_FOR_TIER, workersAiModel } from "./ai-writer.server";
import { WriterError } from "./writer.server";

/**
 * A stand-in for the Workers AI binding (unreachable here): it records what workers-ai-provider
 * sends and streams an answer in Workers AI's server-sent-events shape.
 */
function fakeWorkersAiBinding(answer: string[]) {
  const calls: Array<{ model: string; inputs: Record<string, unknown> }> = [];
  const binding = {
    run: async (model: string, inputs: Record<string, unknown>) => {
      calls.push({ model, inputs });
      const encoder = new TextEncoder();
      return new ReadableStream<Uint8Array>({
        start(controller) {
          for (const response of answer) controller.enqueue(encoder.encode(`data: ${JSON.stringify({ response })}\n\n`));
          controller.enqueue(encoder.encode("data: [DONE]\n\n"));
          controller.close();
        },
      });
    },
  };
  return { binding: binding as unknown as Ai, calls };
}

async function collect(writer: ReturnType<typeof aiWriter>) {
  let text = "";
  for await (const chunk of writer.write(new AbortController().signal)) text += chunk;
  return text;
}

describe("Workers AI writer (through workers-ai-provider, with a fake Workers AI binding)", () => {
  it("maps every tier to a model with room for a whole policy, balanced to a 70B-class model", () => {
    expect(MODEL_FOR_TIER.balanced.model).toMatch(/70b/i);
    for (const tier of Object.values(MODEL_FOR_TIER)) expect(tier.maxOutputTokens).toBeGreaterThanOrEqual(4096);
  });

  it("sends the tier's model, max_tokens ≥ 4096 and the prompt, and streams the answer back", async () => {
    const { binding, calls } = fakeWorkersAiBinding(["# Policy", "\n\n## 1. Purpose", " and Scope"]);
    const { model, modelId, maxOutputTokens } = workersAiModel(binding, "balanced");
    const writer = aiWriter({ model, modelId, maxOutputTokens, prompt: "Write the policy for Acme.", promptVersion: "p1" });
    expect(await collect(writer)).toBe("# Policy\n\n## 1. Purpose and Scope");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(calls[0]!.inputs.max_tokens).toBeGreaterThanOrEqual(4096);
    expect(JSON.stringify(calls[0]!.inputs.messages)).toContain("Write the policy for Acme.");
    // The guard that treats the company details as data goes first, as the system message.
    expect(JSON.stringify(calls[0]!.inputs.messages)).toContain("not instructions to you");
  });

  it("refuses, before calling the model, a prompt that cannot fit the model's context with its answer", async () => {
    const { binding, calls } = fakeWorkersAiBinding(["never sent"]);
    const { model, modelId, maxOutputTokens, contextTokens } = workersAiModel(binding, "balanced");
    // Two whole policies of a large company (an update from another language) run to about 100 KB.
    const writer = aiWriter({ model, modelId, maxOutputTokens, contextTokens, prompt: "Policy text. ".repeat(8_000), promptVersion: "p1" });
    await expect(collect(writer)).rejects.toMatchObject({ code: "ai_too_long", status: 413 });
    expect(calls).toHaveLength(0);
    // A prompt of a usual size goes through.
    const usual = aiWriter({ model, modelId, maxOutputTokens, contextTokens, prompt: "Policy text. ".repeat(1_000), promptVersion: "p1" });
    expect(await collect(usual)).toBe("never sent");
    expect(estimateTokens("Policy text. ".repeat(1_000))).toBeLessThan(contextTokens - maxOutputTokens);
  });

  it("turns a binding failure into a writer error the user can read", async () => {
    const binding = { run: async () => Promise.reject(new Error("AI binding: 3040 capacity")) } as unknown as Ai;
    const { model, modelId, maxOutputTokens } = workersAiModel(binding, "fast");
    const writer = aiWriter({ model, modelId, maxOutputTokens, prompt: "x", promptVersion: "p1" });
    await expect(collect(writer)).rejects.toBeInstanceOf(WriterError);
  });
});
