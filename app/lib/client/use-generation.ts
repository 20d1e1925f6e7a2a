import { useCallback, useEffect, useRef, useState } from "react";
import { errorFromResponse } from "./api-client";
import { parseGenerationEvent, STAGES, type PolicyObject, type Stage } from "~/lib/generation/generation-events";
import type { Language } from "~/lib/site/languages";
import type { CompanyReading } from "~/lib/policy/company-reading";
import { readSse } from "./sse-reader";

export type GenerationRequest = {
  companyName: string;
  description: string;
  language: Language;
  /** The untouched sample's country; null once the user wrote or edited the text. */
  country: string | null;
  /** The user's corrected reading ("What we understood"); the server trusts it over its own. */
  reading?: CompanyReading;
};

export type GenerationState =
  | { status: "idle" }
  | { status: "generating"; percent: number; stage: Stage; text: string }
  | { status: "done"; policy: PolicyObject }
  | { status: "failed"; message: string | null };

/** The spec's fallback ramp: 95% over 45 s in 100 ms steps, until real progress arrives. */
const RAMP_MS = 45_000;
const RAMP_TICK_MS = 100;
const MAX_RECONNECTS = 5;

/** The body of spec §3: structured when the text has Country and Currency lines, else legacy. */
export async function generationBody({ companyName, description, language, country, reading }: GenerationRequest) {
  // Loaded on demand: the reader stays out of the page's first JavaScript.
  const { toStructuredInput } = await import("~/lib/policy/policy-input");
  const corrections = reading ? { reading } : {};
  const structuredInput = toStructuredInput(description, { language, companyName });
  if (structuredInput) return { structuredInput, modelTier: "balanced", useCache: true, ...corrections };
  return { userInput: description, language, companyName, ...(country ? { country } : {}), ...corrections };
}

/**
 * Runs a generation over the streaming call: real progress and live text from the Durable Object,
 * the time ramp only while nothing has arrived, and reconnection with Last-Event-ID if the
 * connection drops before the end.
 */
export function useGeneration({ anonymous }: { anonymous: boolean }) {
  const [state, setState] = useState<GenerationState>({ status: "idle" });
  const startedAt = useRef(0);
  const gotProgress = useRef(false);

  useEffect(() => {
    if (state.status !== "generating") return;
    const timer = setInterval(() => {
      if (gotProgress.current) return;
      const elapsed = Date.now() - startedAt.current;
      const percent = Math.min(95, (elapsed / RAMP_MS) * 95);
      const stage = STAGES[Math.min(STAGES.length - 1, Math.floor(elapsed / (RAMP_MS / (STAGES.length - 1))))]!;
      setState((current) => (current.status === "generating" ? { ...current, percent, stage } : current));
    }, RAMP_TICK_MS);
    return () => clearInterval(timer);
  }, [state.status]);

  const generate = useCallback(
    async (request: GenerationRequest): Promise<GenerationState> => {
      startedAt.current = Date.now();
      gotProgress.current = false;
      setState({ status: "generating", percent: 0, stage: "analyzing", text: "" });
      let generationId: string | null = null;
      let lastEventId: string | null = null;
      let outcome: GenerationState | null = null;

      const consume = async (response: Response) => {
        generationId ??= response.headers.get("X-Generation-Id");
        for await (const message of readSse(response.body!)) {
          lastEventId = message.id ?? lastEventId;
          const event = parseGenerationEvent(message.event, message.data);
          if (!event) continue;
          if (event.type === "started") generationId = event.generationId;
          if (event.type === "progress") {
            gotProgress.current = true;
            setState((current) => (current.status === "generating" ? { ...current, percent: event.percent, stage: event.stage } : current));
          }
          if (event.type === "text") setState((current) => (current.status === "generating" ? { ...current, text: event.text } : current));
          if (event.type === "done") outcome = { status: "done", policy: event.policy };
          if (event.type === "error") outcome = { status: "failed", message: event.message };
        }
      };

      try {
        const response = await fetch(`/api/policies/generate${anonymous ? "?mode=anonymous" : ""}`, {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream", "Idempotency-Key": crypto.randomUUID() },
          body: JSON.stringify(await generationBody(request)),
        });
        if (!response.ok) throw await errorFromResponse(response);
        await consume(response).catch(() => {});
        for (let attempt = 0; !outcome && generationId && attempt < MAX_RECONNECTS; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
          const retry = await fetch(`/api/generations/${generationId}/events`, {
            credentials: "include",
            headers: lastEventId ? { "Last-Event-ID": lastEventId } : {},
          }).catch(() => null);
          if (retry?.ok) await consume(retry).catch(() => {});
        }
        const final: GenerationState = outcome ?? { status: "failed", message: null };
        setState(final);
        return final;
      } catch (error) {
        const final: GenerationState = { status: "failed", message: (error as { serverMessage?: string | null }).serverMessage ?? null };
        setState(final);
        return final;
      }
    },
    [anonymous],
  );

  const reset = useCallback(() => setState({ status: "idle" }), []);
  return { state, generate, reset };
}
