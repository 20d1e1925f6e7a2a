import type { PolicyObject } from "~/lib/policies/policy-object";
import type { RuleChange } from "~/lib/rulebook/rule-changes";
import type { Language } from "~/lib/site/languages";

/**
 * The events a generation streams (SSE event names = `type`), shared by the Durable Object that
 * sends them and the form that shows them.
 */
export const STAGES = ["analyzing", "structure", "categories", "approvals", "compliance", "finishing"] as const;
export type Stage = (typeof STAGES)[number];

export type { PolicyObject, PolicyVersion } from "~/lib/policies/policy-object";

/** A rewritten section waiting for the owner's Accept: the job that wrote it saves nothing. */
export type SectionProposal = {
  number: number;
  heading: string;
  current: string;
  proposed: string;
  /** What accepting it does to the rules; `unasked` marks a kind of rule the instruction did not mention. */
  ruleChanges: Array<RuleChange & { unasked?: boolean }>;
  /** Rule rows of the proposal that no longer read as rules. */
  unreadable: string[];
  /** The content hash of the text the rewrite was made on: Accept sends it back, and is refused if the text changed since. */
  baseHash: string;
};

/** What an "Update from {language}" did: the revision it saved and, for the built-in writer, what it could carry. */
export type LanguageUpdate = {
  from: Language;
  sourceRevision: number;
  /** The revision saved; null when nothing changed and nothing was caught up with. */
  revision: number | null;
  /** Whether this version now has all the source's changes (the notice goes away). */
  caughtUp: boolean;
  writer: "ai" | "composer";
  textChanged: boolean;
  carried: { section: number; from: number; to: number }[];
  /** Sections whose change in the other language the built-in writer could not carry (words, not figures). */
  notCarried: number[];
};

export type GenerationEvent =
  | { type: "started"; generationId: string }
  | { type: "progress"; percent: number; stage: Stage }
  /** The text from offset `from` on: a delta after what was sent before, or (from 0) the whole text so far. */
  | { type: "text"; text: string; from: number }
  | { type: "done"; policy: PolicyObject; section?: SectionProposal; update?: LanguageUpdate }
  | { type: "error"; status: number; message: string };

export const REQUIRED_SECTION_COUNT = 9;

/** The text so far after a `text` event: what came before `from`, then the event's text. */
export function withTextEvent(current: string, event: { text: string; from: number }): string {
  return current.slice(0, event.from) + event.text;
}

/**
 * Progress from what has actually been written: the five stages advance with the
 * sections present in the text; checking and saving is the final "please wait" stage.
 */
export function progressFor(sectionsWritten: number, hasText: boolean): { percent: number; stage: Stage } {
  if (!hasText) return { percent: 3, stage: "analyzing" };
  const sections = Math.max(0, Math.min(REQUIRED_SECTION_COUNT, sectionsWritten));
  const percent = Math.round(8 + (84 * sections) / REQUIRED_SECTION_COUNT);
  if (sections <= 1) return { percent, stage: "structure" };
  if (sections <= 3) return { percent, stage: "categories" };
  if (sections <= 5) return { percent, stage: "approvals" };
  return { percent, stage: "compliance" };
}

export const FINISHING_PROGRESS = { percent: 95, stage: "finishing" as Stage };

export type Progress = { percent: number; stage: Stage };

/**
 * What the bar shows after `next`, given what it shows now: never less, never an earlier stage. A
 * progress can arrive lower than what is shown — the first real event after the browser's time
 * ramp ran ahead, a job run again after its object was evicted, events replayed on a reconnect —
 * and a bar that goes back reads as a fault.
 */
export function forwardProgress(shown: Progress | null, next: Progress): Progress {
  if (!shown) return { percent: next.percent, stage: next.stage };
  return {
    percent: Math.max(shown.percent, next.percent),
    stage: STAGES.indexOf(next.stage) >= STAGES.indexOf(shown.stage) ? next.stage : shown.stage,
  };
}

/** Parses one SSE `data:` payload into an event, or null for anything unexpected. */
export function parseGenerationEvent(type: string, data: string): GenerationEvent | null {
  try {
    const payload = JSON.parse(data) as Record<string, unknown>;
    return { ...payload, type } as GenerationEvent;
  } catch {
    return null;
  }
}
