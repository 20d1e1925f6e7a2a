import type { LanguageModel } from "ai";
import { checkPolicyText, sectionsWritten } from "~/lib/generation/policy-check.server";
import { completeRules } from "~/lib/composer/rulebook.server";
import { findCountryPack } from "~/lib/composer/country-packs.server";
import { readRulesFromText } from "~/lib/rules/rules-from-text.server";
import { sha256 } from "~/lib/platform/crypto.server";
import {
  FINISHING_PROGRESS,
  progressFor,
  type GenerationEvent,
  type LanguageUpdate,
  type PolicyObject,
  type SectionProposal,
  type Stage,
} from "~/lib/generation/generation-events";
import type { CompanyReading } from "~/lib/reading/company-reading";
import type { GenerationInput, ModelTier } from "~/lib/generation/generation-input";
import { LANGUAGE_NAMES_FOR_PROMPT, type Language } from "~/lib/site/languages";
import { message } from "~/lib/site/messages.server";
import type { AppConfig } from "~/lib/platform/app-config.server";
import { aiWriter, DEFAULT_AI_TIMEOUTS, workersAiModel, type AiTimeouts } from "./ai-writer.server";
import { COMPOSER_VERSION, composerWriter, sectionChunks } from "./composer-writer.server";
import { finishGeneration, generationOutcome } from "./generations.server";
import { activeMasterPrompt, companyDetails, fillMasterPrompt, promptVariant } from "./master-prompt.server";
import { mockWorkersAiModel } from "./mock-ai-model.server";
import { mockModelPolicy } from "./mock-model-policy.server";
import { rulesForPrompt, rulesToKeep, withRulesKept, type RulebookToKeep } from "./kept-rules.server";
import { policyObject, publicUrl } from "../policies/policy-store.server";
import { addVersion, findCachedText, saveNewGroup, type NewVersion, type Owner } from "./policy-saves.server";
import { readWithModel } from "./ai-reading.server";
import { storedReading } from "~/lib/reading/stored-reading";
import { readCompany } from "~/lib/reading/read-company";
import { WriterError, type PolicyWriter } from "./writer.server";

/** What the Durable Object is asked to run: a new policy, or another language of an existing group. */
export type JobSpec = {
  generationId: string;
  input: GenerationInput;
  owner: Owner;
  siteCountry: string;
  /** Origin for the public link. */
  origin: string;
  /** Language of error messages (the caller's interface). */
  uiLanguage: Language;
  version?: { groupId: string; sourceMarkdown: string; sourceLanguage: Language };
  /** Rewrite one section of a saved version: the job proposes it and saves nothing. */
  section?: { slug: string; groupId: string; number: number; instruction: string; markdown: string; reading: CompanyReading | null };
  /** Rewrite a saved version from another language version that changed; saved as an "update" revision. */
  update?: {
    policyId: string;
    slug: string;
    groupId: string;
    markdown: string;
    /** The revision `markdown` is: the update is saved on top of it, or not at all (optional for jobs started before it was sent). */
    base?: number;
    countryCode: string | null;
    author: { userId: string | null };
    /** The changed version: its current text, and its text when this version was last written. */
    source: { language: Language; revision: number; markdown: string; before: string };
  };
  /** How long the AI writer may take, and may pause; the defaults unless the caller says (a test of a stall does). */
  timeouts?: AiTimeouts;
};

export type JobResult =
  { ok: true; policy: PolicyObject; section?: SectionProposal; update?: LanguageUpdate } | { ok: false; status: number; message: string };

const TEXT_EVENT_INTERVAL_MS = 150;

export type Env = { DB: D1Database; AI?: Ai };

/**
 * Picks the writer — Workers AI when bound (or its mock stand-in), otherwise the composer — and
 * the reading it writes from: with a model, the model's reading merged with the built-in one,
 * unless the user corrected the reading or this is a translation.
 */
async function chooseWriter(
  spec: JobSpec,
  env: Env,
  config: AppConfig,
  builtIn: CompanyReading,
  signal: AbortSignal,
): Promise<{ writer: PolicyWriter; reading: CompanyReading; rulebook: RulebookToKeep | null }> {
  const { input } = spec;
  const composeOptions = { language: input.language, companyName: input.companyName, now: new Date() };
  if (!usesModel(env, config)) return { writer: composerWriter(builtIn, composeOptions), reading: builtIn, rulebook: null };

  const reading = spec.version ? builtIn : await modelReading(input, env, config, builtIn, signal);
  // The rules the model writes from: the company's rulebook, or the rules the version it translates states.
  const source = spec.version
    ? readRulesFromText(spec.version.sourceMarkdown, {
        language: spec.version.sourceLanguage,
        currency: reading.currency.code,
        country: reading.country.code || undefined,
      })
    : null;
  const writingFrom: CompanyReading = source ? { ...reading, rules: source } : reading;
  const rulebook: RulebookToKeep = {
    reading: writingFrom,
    companyName: input.companyName,
    language: input.language,
    ...(source ? { keep: rulesToKeep(source) } : {}),
  };
  const prompt = spec.version
    ? translationPrompt(
        spec.version.sourceMarkdown,
        spec.version.sourceLanguage,
        input.language,
        rulesForPrompt(writingFrom, input.companyName, input.language),
      )
    : null;
  const master = prompt ? null : await activeMasterPrompt(env.DB);
  const fullPrompt =
    prompt ??
    fillMasterPrompt(master!.text, {
      companyDetails: companyDetails(input, reading),
      currency: reading.currency.code,
      language: input.language,
      variant: promptVariant(input, reading),
    });
  const promptVersion = master?.version ?? "translate-1";
  const chosen = writerModel(env, config, input.modelTier, () =>
    mockModelPolicy({
      rules: completeRules(writingFrom, findCountryPack(reading.country.code, reading.country.name)),
      companyName: input.companyName || reading.company || "",
      countryCode: reading.country.code,
      language: input.language,
    }),
  );
  return { writer: aiWriter({ ...chosen, prompt: fullPrompt, promptVersion, timeouts: timeoutsFor(spec) }), reading, rulebook };
}

/** Whether a model writes (Workers AI when bound, or its mock stand-in of AI_MODE=mock), not the composer. */
export function usesModel(env: Env, config: AppConfig): boolean {
  const aiBound = typeof env.AI?.run === "function";
  return config.aiMode !== "composer" && (config.aiMode === "mock" || aiBound);
}

export function timeoutsFor(spec: Pick<JobSpec, "timeouts">): AiTimeouts {
  return spec.timeouts ?? DEFAULT_AI_TIMEOUTS;
}

/**
 * The model that writes: the mock stand-in of AI_MODE=mock (the AI SDK's mock model, streaming
 * `mockText`: a policy in a model's style for a generation, see mock-model-policy.server.ts), or the
 * tier's Workers AI model.
 */
export function writerModel(
  env: Env,
  config: AppConfig,
  tier: ModelTier,
  mockText: () => string,
): { model: LanguageModel; modelId: string; maxOutputTokens: number; contextTokens?: number } {
  if (config.aiMode === "mock")
    return {
      model: mockWorkersAiModel(mockText(), { tokensPerSecond: config.mockAiTokensPerSecond }),
      modelId: "mock-workers-ai",
      maxOutputTokens: 4096,
    };
  return workersAiModel(env.AI!, tier);
}

/**
 * The reading with Workers AI: the model's, merged with the built-in one. The built-in reading
 * alone offline, in the mock mode, and when the user corrected it.
 */
export async function modelReading(
  input: GenerationInput,
  env: { AI?: Ai },
  config: AppConfig,
  builtIn: CompanyReading,
  signal?: AbortSignal,
): Promise<CompanyReading> {
  if (input.readingFromUser || config.aiMode === "composer") return builtIn;
  if (config.aiMode === "mock" || typeof env.AI?.run !== "function") return builtIn;
  return readWithModel(workersAiModel(env.AI, input.modelTier).model, input.details, builtIn, { signal });
}

/** The reading a request carries; inputs stored before the reader existed are read now. */
function builtInReading(spec: JobSpec): CompanyReading {
  const { input } = spec;
  return (
    storedReading(input.reading) ??
    readCompany(input.details, { siteCountry: input.country || spec.siteCountry, language: input.language, companyName: input.companyName })
  );
}

function translationPrompt(markdown: string, from: Language, to: Language, rules: string) {
  return [
    `Translate this travel and expense policy from ${LANGUAGE_NAMES_FOR_PROMPT[from]} into ${LANGUAGE_NAMES_FOR_PROMPT[to]}.`,
    "Keep the markdown structure, every heading, table, amount, currency code and proper noun (tax forms, laws, agencies) exactly as they are.",
    "Output only the translated policy markdown, with no preamble and no code fences.",
    "",
    rules,
    "",
    "The policy to translate:",
    markdown,
  ].join("\n");
}

/** The cache key of spec `useCache`: same structured input and reading, language, tier and prompt version. */
async function cacheKeyFor(spec: JobSpec, writer: PolicyWriter, reading: CompanyReading): Promise<string> {
  return sha256(
    JSON.stringify([spec.input.structured, reading, spec.input.language, spec.input.modelTier, writer.kind, writer.promptVersion]),
  );
}

/**
 * Runs one generation: writes (or reuses) the text while reporting real progress, checks it, and
 * saves it. Emits `progress`, `text`, and finally `done` or `error`; never throws.
 */
export async function runGeneration(
  spec: JobSpec,
  env: Env,
  config: AppConfig,
  emit: (event: GenerationEvent) => void,
  signal: AbortSignal,
): Promise<JobResult> {
  const language = spec.input.language;
  emit({ type: "started", generationId: spec.generationId });
  emit({ type: "progress", ...progressFor(0, false) });
  try {
    const { writer, reading, rulebook } = await chooseWriter(spec, env, config, builtInReading(spec), signal);
    const cacheKey = spec.version ? null : await cacheKeyFor(spec, writer, reading);
    // useCache applies to the structured form: the same structured input, language,
    // tier and prompt version reuse the stored text.
    const cached = cacheKey && spec.input.structured && spec.input.useCache ? await findCachedText(env.DB, cacheKey) : null;

    const chunks: AsyncIterable<string> = cached ? fromArray(sectionChunks(cached.markdown)) : writer.write(signal);
    const text = await collectStreamed(chunks, emit, (written) => progressFor(sectionsWritten(written, language), true));

    const checked = (written: string) => {
      const check = checkPolicyText(written, language, { country: reading.country.code, userText: spec.input.details });
      if (check.ok) return check.markdown;
      const detail = "terms" in check ? check.terms : check.missing;
      console.warn(`generation ${spec.generationId}: text failed the check (${check.reason}${detail ? `: ${detail.join(", ")}` : ""})`);
      // Another country's tax rules are a reason of their own: "incomplete" would mislead.
      throw check.reason === "foreign_terms"
        ? new WriterError("foreign_terms", "The written policy cited another country's tax rules.")
        : new WriterError("check_failed", "The written policy was incomplete.");
    };
    // A model's text keeps every rule it was given: restored from the rulebook, or written once more (quietly: the done event carries the text saved).
    const markdown = rulebook
      ? await textKeepingRules(text, rulebook, checked, () => writer.write(signal), FINISHING_PROGRESS)
      : checked(text);
    const version: NewVersion = {
      language,
      companyName: spec.input.companyName,
      markdown,
      writer: cached?.writer ?? writer.kind,
      model: cached ? cached.model : writer.model,
      promptVersion: cached?.promptVersion ?? writer.promptVersion ?? COMPOSER_VERSION,
      cacheKey,
    };
    const saved = await retriedOnce(() =>
      spec.version
        ? addVersion(env.DB, spec.generationId, spec.version.groupId, version, spec.owner)
        : saveNewGroup(env.DB, {
            generationId: spec.generationId,
            owner: spec.owner,
            country: reading.country.name,
            input: spec.input,
            reading,
            modelTier: spec.input.modelTier,
            version,
          }),
    );
    const policy = spec.version ? await policyObject(env.DB, saved.slug, spec.origin) : firstVersionObject(saved, version, spec.origin);
    if (!policy) throw new Error("the saved policy could not be read back");
    emit({ type: "done", policy });
    return { ok: true, policy };
  } catch (error) {
    // Saved already (an earlier run of this generation got there first): that policy is the outcome.
    if (/UNIQUE constraint failed: generation_saves/i.test(String(error) + String((error as { cause?: unknown })?.cause ?? ""))) {
      const recorded = await recordedResult(env, spec.generationId, spec.origin, spec.uiLanguage);
      if (recorded?.ok) {
        emit({ type: "done", policy: recorded.policy });
        return recorded;
      }
    }
    return failedJob(spec, env, emit, error);
  }
}

/**
 * A save whose batch failed for a passing reason (D1 unreachable for a moment) is tried once more:
 * the batch is all or nothing, and its guard row makes a second attempt after a hidden success fail
 * as "already saved". A constraint (already saved, a language that exists) is never retried.
 */
async function retriedOnce<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (/constraint failed/i.test(String(error) + String((error as { cause?: unknown })?.cause ?? ""))) throw error;
    await new Promise((resolve) => setTimeout(resolve, 250));
    return save();
  }
}

/** Records a job's failure and tells its listeners, in the caller's language. */
export async function failedJob(spec: JobSpec, env: Env, emit: (event: GenerationEvent) => void, error: unknown): Promise<JobResult> {
  // Two requests for the same new language: the unique (group, language) index lets one win.
  const duplicateVersion = Boolean(spec.version) && /UNIQUE constraint failed/i.test(String(error));
  const failure = error instanceof WriterError ? error : null;
  if (!failure && !duplicateVersion) console.error(`generation ${spec.generationId} failed:`, error);
  const status = duplicateVersion ? 409 : (failure?.status ?? 500);
  const text = message(
    spec.uiLanguage,
    duplicateVersion ? "generation.errors.versionExists" : `generation.errors.${failure?.code ?? "unexpected"}`,
  );
  await finishGeneration(env.DB, spec.generationId, { status: "failed", error: failure?.code ?? "unexpected" }).catch(() => {});
  emit({ type: "error", status, message: text });
  return { ok: false, status, message: text };
}

/** The policy object of a group's first version, from what was just saved (no read back). */
function firstVersionObject(saved: { groupId: string; slug: string; createdAt: Date }, version: NewVersion, origin: string): PolicyObject {
  return {
    slug: saved.slug,
    language: version.language,
    companyName: version.companyName,
    policyMarkdown: version.markdown,
    groupId: saved.groupId,
    storage: { public_url: publicUrl(origin, saved.slug) },
    createdAt: saved.createdAt.toISOString(),
    policies: [{ slug: saved.slug, language: version.language, companyName: version.companyName }],
  };
}

/**
 * A model's text with every rule it was given, passed through the writer's own `check`: repaired from
 * the rulebook, or written once more without a word to the stream (the done event carries the text
 * saved) at `progress`. One way for a new policy, a section rewrite and an update from another language.
 */
export async function textKeepingRules(
  text: string,
  rulebook: RulebookToKeep,
  check: (text: string) => string,
  writeAgain: () => AsyncIterable<string>,
  progress: { percent: number; stage: Stage },
): Promise<string> {
  const kept = await withRulesKept(check(text), rulebook, async () =>
    check(
      await collectStreamed(
        writeAgain(),
        () => {},
        () => progress,
      ),
    ),
  );
  return kept.markdown;
}

/**
 * Collects a writer's text while its listeners follow: progress whenever it moves, what is new of
 * the text at most every 150 ms, then the rest and the final "please wait" stage.
 */
export async function collectStreamed(
  chunks: AsyncIterable<string>,
  emit: (event: GenerationEvent) => void,
  progressOf: (text: string) => { percent: number; stage: Stage },
) {
  let text = "";
  let sent = 0;
  let lastTextAt = 0;
  let lastPercent = -1;
  // Only what is new since the last text event goes out: a long job sends its text once, not every 150 ms.
  const sendNew = () => {
    if (text.length > sent) emit({ type: "text", text: text.slice(sent), from: sent });
    sent = text.length;
  };
  for await (const chunk of chunks) {
    text += chunk;
    const progress = progressOf(text);
    if (progress.percent !== lastPercent) {
      lastPercent = progress.percent;
      emit({ type: "progress", ...progress });
    }
    if (Date.now() - lastTextAt >= TEXT_EVENT_INTERVAL_MS) {
      lastTextAt = Date.now();
      sendNew();
    }
  }
  sendNew();
  emit({ type: "progress", ...FINISHING_PROGRESS });
  return text;
}

export async function* fromArray(items: string[]) {
  for (const item of items) yield item;
}

/**
 * The outcome D1 recorded for a generation, for a Durable Object that has nothing in memory or
 * storage (a quick job is never written to the object's storage; D1 has its result).
 */
export async function recordedResult(env: Env, generationId: string, origin: string, uiLanguage: Language): Promise<JobResult | null> {
  const outcome = await generationOutcome(env.DB, generationId);
  if (!outcome || outcome.status === "running") return null;
  if (outcome.status === "done" && outcome.slug) {
    const policy = await policyObject(env.DB, outcome.slug, origin);
    if (policy) return { ok: true, policy };
    return { ok: false, status: 404, message: message(uiLanguage, "errors.notFound") };
  }
  const code = outcome.error && outcome.error in ERROR_STATUS ? (outcome.error as keyof typeof ERROR_STATUS) : "unexpected";
  return { ok: false, status: ERROR_STATUS[code], message: message(uiLanguage, `generation.errors.${code}`) };
}

const ERROR_STATUS = {
  ai_failed: 502,
  ai_stalled: 504,
  ai_timeout: 504,
  ai_truncated: 502,
  ai_too_long: 413,
  check_failed: 502,
  foreign_terms: 502,
  changed_meanwhile: 409,
  instruction_unreadable: 422,
  removal_refused: 422,
  job_stopped: 503,
  unexpected: 500,
} as const;
