import { useCallback, useEffect, useRef, useState } from "react";
import { errorFromResponse } from "./api-client";
import { forwardProgress, STAGES, withTextEvent, type PolicyObject, type Stage } from "~/lib/generation/generation-events";
import type { Language } from "~/lib/site/languages";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { followGeneration } from "./follow-generation";

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

/** The body: structured when the text has Country and Currency lines, else legacy. */
export async function generationBody({ companyName, description, language, country, reading }: GenerationRequest) {
  // Loaded on demand: the reader stays out of the page's first JavaScript.
  const { toStructuredInput } = await import("~/lib/generation/policy-input");
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
      setState((current) => (current.status === "generating" ? { ...current, ...forwardProgress(current, { percent, stage }) } : current));
    }, RAMP_TICK_MS);
    return () => clearInterval(timer);
  }, [state.status]);

  const generate = useCallback(
    async (request: GenerationRequest): Promise<GenerationState> => {
      startedAt.current = Date.now();
      gotProgress.current = false;
      setState({ status: "generating", percent: 0, stage: "analyzing", text: "" });
      try {
        const response = await fetch(`/api/policies/generate${anonymous ? "?mode=anonymous" : ""}`, {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream", "Idempotency-Key": crypto.randomUUID() },
          body: JSON.stringify(await generationBody(request)),
        });
        if (!response.ok) throw await errorFromResponse(response);
        const last = await followGeneration(response, (event) => {
          if (event.type === "progress") {
            gotProgress.current = true;
            // The real progress may start below where the ramp got to: the bar waits for it, never goes back.
            setState((current) => (current.status === "generating" ? { ...current, ...forwardProgress(current, event) } : current));
          }
          if (event.type === "text")
            setState((current) => (current.status === "generating" ? { ...current, text: withTextEvent(current.text, event) } : current));
        });
        const outcome: GenerationState | null =
          last?.type === "done" ? { status: "done", policy: last.policy } : last ? { status: "failed", message: last.message } : null;
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
