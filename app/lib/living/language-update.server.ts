import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { progressFor, type GenerationEvent, type LanguageUpdate } from "~/lib/generation/generation-events";
import { finishGeneration } from "~/lib/generation/generations.server";
import { aiWriter } from "~/lib/generation/ai-writer.server";
import { policyObject } from "~/lib/policies/policy-store.server";
import {
  collectStreamed,
  textKeepingRules,
  failedJob,
  fromArray,
  timeoutsFor,
  usesModel,
  writerModel,
  type Env,
  type JobResult,
  type JobSpec,
} from "~/lib/generation/run-generation.server";
import { startGeneration, type StartedGeneration } from "~/lib/generation/start-generation.server";
import { WriterError } from "~/lib/generation/writer.server";
import type { AppConfig } from "~/lib/platform/app-config.server";
import { DomainError, notFound } from "~/lib/platform/http.server";
import { stripCodeFences } from "~/lib/markdown/code-fences";
import { numberLocale } from "~/lib/site/format-money";
import { checkPolicyText, sectionOfHeading, sectionsWritten } from "~/lib/generation/policy-check.server";
import { isLanguage, LANGUAGE_NAMES_FOR_PROMPT, type Language } from "~/lib/site/languages";
import { contentHash } from "../platform/content-hash";
import { carryFigures } from "./figure-transfer";
import { replaceSection, sectionMarkdown } from "../markdown/policy-sections";
import { carryRules } from "./rule-transfer.server";
import { readCompany } from "~/lib/reading/read-company";
import { storedReading } from "~/lib/reading/stored-reading";
import { staleSourceIn, staleSources } from "./language-freshness.server";
import { saveText, type OwnedByCaller, type SavedText } from "./policy-changes.server";
import { getRevision, ownedPolicy, policyById, saveRevision, StaleBase, storedGenerationInput, type OwnedPolicy } from "./revisions.server";
import { BaseHashField, requireBase } from "./change-base.server";
import { textRuleChanges } from "./text-rule-changes.server";
import { readRulesFromText } from "../rules/rules-from-text.server";
import { rulesForPrompt, rulesToKeep, type RulebookToKeep } from "~/lib/generation/kept-rules.server";
import type { Caller } from "~/lib/auth/auth.server";

/*
 * "Update from {language}": a version that may be out of date is rewritten from the changed one,
 * in the generation's Durable Object (same progress events as a generation), and saved as a
 * revision of kind "update". Workers AI translates the changed version, keeping this version's
 * wording where the two agree; the built-in writer, which cannot translate prose, writes the
 * source's changed rules again in this language, carries the other figures that changed, and
 * names the sections whose words it could not carry.
 */

const UPDATE_PROMPT_VERSION = "update-1";

export type UpdateJob = NonNullable<JobSpec["update"]>;

/**
 * The other language versions changed since this one was written, each with what updating from it
 * would bring to the rules, and `contentHash`: this version's text as the notice was made on it
 * (what Update sends back as its `baseHash`).
 */
export async function freshness(d1: D1Database, { policy, caller }: OwnedByCaller) {
  const sources = await staleSources(d1, policy);
  // Shown before the owner presses Update.
  const withRules = await Promise.all(
    sources.map(async (source) => ({ ...source, ruleChanges: await sourceRuleChanges(d1, caller, policy, source.language) })),
  );
  return { outOfDate: sources.length > 0, sources: withRules, contentHash: await contentHash(policy.markdown) };
}

/** The rules the version in `language` changed since this version last caught up with it. */
async function sourceRuleChanges(d1: D1Database, caller: Caller, policy: OwnedPolicy, language: Language) {
  const stale = await staleSourceIn(d1, policy, language);
  const sourcePolicy = stale && (await ownedPolicy(d1, caller, stale.source.slug));
  const before = sourcePolicy && (await getRevision(d1, sourcePolicy, stale.caughtUpWith));
  if (!sourcePolicy || !before) return [];
  return textRuleChanges(before.markdown, sourcePolicy.markdown, { language, currency: policy.reading?.currency.code ?? "USD" }).changes;
}

/**
 * `{ from, markUpToDate?, baseHash }`: anything else names no version to update from (and answers
 * as one that is not out of date); `baseHash` is this version's text the update was asked on.
 */
export const UpdateBodySchema = z
  .object({ from: z.string(), markUpToDate: z.literal(true).optional(), baseHash: BaseHashField })
  .strict()
  .transform(({ from, markUpToDate, baseHash }) => ({
    from: isLanguage(from) ? from : null,
    markUpToDate: markUpToDate ?? false,
    baseHash,
  }))
  .catch({ from: null, markUpToDate: false, baseHash: undefined });

/**
 * Rewrites this version from the other one (`from`), in the generation's Durable Object, followed
 * like a generation. With `markUpToDate`, the owner brought this version up to date by hand: the
 * text stays, and an "update" revision records that it has the source's changes. Throws
 * `conflict` when `from` has not changed since this version caught up with it (or is not
 * another version of it), or when this version's text is no longer the one `baseHash` names.
 */
export async function updateFromLanguage(
  request: Request,
  context: AppLoadContext,
  owned: OwnedByCaller,
  { from, markUpToDate, baseHash, events }: z.infer<typeof UpdateBodySchema> & { events: boolean },
): Promise<{ saved: SavedText } | { started: StartedGeneration }> {
  const { policy, caller } = owned;
  const d1 = context.cloudflare.env.DB;
  // The update is built on this text: the job saves on top of this revision only.
  const base = await requireBase(d1, policy, baseHash, "living.errors.staleUpdate");
  const stale = from && from !== policy.language ? await staleSourceIn(d1, policy, from) : null;
  if (!stale) throw new DomainError("conflict", "living.errors.notOutOfDate");
  const { source } = stale;
  const sourcePolicy = await ownedPolicy(d1, caller, source.slug);
  if (!sourcePolicy) throw notFound();
  if (markUpToDate) {
    const saved = await saveText(
      request,
      context,
      owned,
      {
        kind: "update",
        markdown: policy.markdown,
        author: { userId: caller.userId },
        source: { language: sourcePolicy.language, revision: source.revision },
      },
      base,
    );
    return { saved };
  }
  const before = await getRevision(d1, sourcePolicy, stale.caughtUpWith);
  if (!before) throw notFound();
  const started = await startGeneration(request, context, {
    input: storedGenerationInput(policy),
    anonymous: !caller.userId,
    events,
    update: {
      policyId: policy.id,
      slug: policy.slug,
      groupId: policy.groupId,
      markdown: policy.markdown,
      base: base.number,
      countryCode: policy.reading?.country.code ?? null,
      author: { userId: caller.userId },
      source: { language: sourcePolicy.language, revision: source.revision, markdown: sourcePolicy.markdown, before: before.markdown },
    },
    canonicalBody: JSON.stringify(["update", policy.slug, await contentHash(policy.markdown), sourcePolicy.slug, source.revision]),
  });
  return { started };
}

/** The rules the model's version must state: those the changed version states now. */
function updateRulebook(spec: JobSpec, job: UpdateJob, language: Language): RulebookToKeep {
  const { input } = spec;
  const reading =
    storedReading(input.reading) ??
    readCompany(input.details, { siteCountry: input.country || spec.siteCountry, language, companyName: input.companyName });
  const source = readRulesFromText(job.source.markdown, {
    language: job.source.language,
    currency: reading.currency.code,
    country: reading.country.code || undefined,
  });
  return { reading: { ...reading, rules: source }, companyName: input.companyName, language, keep: rulesToKeep(source) };
}

function updatePrompt(job: UpdateJob, language: Language, rules: string) {
  const from = LANGUAGE_NAMES_FOR_PROMPT[job.source.language];
  const to = LANGUAGE_NAMES_FOR_PROMPT[language];
  return [
    `The ${from} version of this travel and expense policy was changed. Rewrite the ${to} version so that it says exactly what the ${from} version says now.`,
    `Translate into ${to}. Keep the markdown structure, every heading, table, amount, currency code and proper noun (tax forms, laws, agencies) of the ${from} version; write numbers the way the ${to} version writes them.`,
    `Where the ${from} version says the same as the current ${to} version, keep the current ${to} wording.`,
    "Output only the policy markdown, with no preamble and no code fences.",
    "",
    rules,
    "",
    `The ${from} version (changed):`,
    job.source.markdown,
    "",
    `The current ${to} version:`,
    job.markdown,
  ].join("\n");
}

/**
 * The built-in writer's update: the source's changed rules written again in this version's
 * language (tiers, caps, deadlines, class rules, prohibitions), then its other changed figures
 * carried into this version. Only what is neither is left to the owner.
 */
function carriedText(spec: JobSpec, job: UpdateJob, language: Language) {
  const sourceLanguage = job.source.language;
  const { input } = spec;
  const reading =
    storedReading(input.reading) ??
    readCompany(input.details, { siteCountry: input.country || spec.siteCountry, language, companyName: input.companyName });
  const rules = carryRules(
    reading,
    input.companyName,
    { before: { markdown: job.source.before, language: sourceLanguage }, now: { markdown: job.source.markdown, language: sourceLanguage } },
    { markdown: job.markdown, language },
  );
  const sourceText = (markdown: string) => ({
    markdown,
    sectionOf: (heading: string) => sectionOfHeading(heading, sourceLanguage),
    locale: numberLocale(sourceLanguage, job.countryCode),
  });
  const sectionOf = (heading: string) => sectionOfHeading(heading, language);
  const figures = carryFigures(sourceText(job.source.before), sourceText(job.source.markdown), {
    markdown: rules.markdown,
    sectionOf,
    locale: numberLocale(language, job.countryCode),
  });
  // A section the rules carried is final: the figures pass must not touch it again.
  let markdown = figures.markdown;
  for (const number of rules.sections)
    markdown = replaceSection(markdown, sectionOf, number, sectionMarkdown(rules.markdown, sectionOf, number) ?? "") ?? markdown;
  // What changed, as figures, for the owner: the rules carried count as carried figures too.
  const asFigures =
    rules.sections.length > 0
      ? carryFigures(sourceText(job.source.before), sourceText(job.source.markdown), {
          markdown: job.markdown,
          sectionOf,
          locale: numberLocale(language, job.countryCode),
        }).carried
      : [];
  return {
    markdown,
    carried: [
      ...asFigures.filter((figure) => rules.sections.includes(figure.section)),
      ...figures.carried.filter((figure) => !rules.sections.includes(figure.section)),
    ],
    notCarried: figures.notCarried.filter((number) => !rules.sections.includes(number)),
    rulesCarried: rules.sections,
  };
}

/** Runs an update; emits `progress`, `text`, then `done` (with what was carried) or `error`. Never throws. */
export async function runLanguageUpdate(
  spec: JobSpec,
  env: Env,
  config: AppConfig,
  emit: (event: GenerationEvent) => void,
  signal: AbortSignal,
): Promise<JobResult> {
  const job = spec.update!;
  const language = spec.input.language;
  emit({ type: "started", generationId: spec.generationId });
  emit({ type: "progress", ...progressFor(0, false) });
  try {
    const withModel = usesModel(env, config);
    const carried = withModel ? null : carriedText(spec, job, language);
    const rulebook = withModel ? updateRulebook(spec, job, language) : null;
    const writer = rulebook
      ? aiWriter({
          ...writerModel(env, config, spec.input.modelTier, () => job.markdown),
          prompt: updatePrompt(job, language, rulesForPrompt(rulebook.reading, rulebook.companyName, language)),
          promptVersion: UPDATE_PROMPT_VERSION,
          timeouts: timeoutsFor(spec),
        })
      : null;
    const chunks = writer ? writer.write(signal) : fromArray([carried!.markdown]);
    const text = await collectStreamed(chunks, emit, (written) => progressFor(sectionsWritten(written, language), true));

    const checked = (written: string) => {
      const check = checkPolicyText(stripCodeFences(written), language, { country: job.countryCode ?? "", userText: spec.input.details });
      if (check.ok) return check.markdown;
      console.warn(`language update ${spec.generationId}: the text failed the check (${check.reason})`);
      throw new WriterError("check_failed", "The updated policy was incomplete.");
    };
    // The model's version keeps every rule the changed version states: restored from them, or written once more.
    const markdown =
      rulebook && writer
        ? await textKeepingRules(text, rulebook, checked, () => writer.write(signal), progressFor(9, true))
        : checked(text);
    const policy = await policyById(env.DB, job.policyId);
    if (!policy) throw new WriterError("check_failed", "The policy is gone.");
    // An edit saved while this ran wins: the update was written from the text before it.
    const changedMeanwhile = () => new WriterError("changed_meanwhile", "The version changed during the update.", 409);
    if (policy.markdown !== job.markdown) throw changedMeanwhile();
    // Caught up only when everything came across; a partial update keeps the notice until the owner finishes by hand.
    const complete = withModel || carried!.notCarried.length === 0;
    const textChanged = markdown !== job.markdown;
    const saved =
      complete || textChanged
        ? await saveRevision(env.DB, policy, {
            kind: "update",
            markdown,
            author: job.author,
            source: { language: job.source.language, revision: complete ? job.source.revision : null },
            // Saved on top of the revision the update was written from, or not at all (an edit landing now wins too).
            base: job.base ?? null,
          }).catch((error: unknown) => {
            throw error instanceof StaleBase ? changedMeanwhile() : error;
          })
        : null;
    await finishGeneration(env.DB, spec.generationId, { status: "done", groupId: job.groupId, slug: policy.slug });
    const updated = await policyObject(env.DB, policy.slug, spec.origin);
    if (!updated) throw new Error("the policy could not be read back");
    const update: LanguageUpdate = {
      from: job.source.language,
      sourceRevision: job.source.revision,
      revision: saved?.number ?? null,
      caughtUp: complete,
      writer: withModel ? "ai" : "composer",
      textChanged,
      carried: carried?.carried ?? [],
      notCarried: carried?.notCarried ?? [],
    };
    emit({ type: "done", policy: updated, update });
    return { ok: true, policy: updated, update };
  } catch (error) {
    return failedJob(spec, env, emit, error);
  }
}
