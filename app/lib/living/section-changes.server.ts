import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { startGeneration } from "~/lib/generation/start-generation.server";
import { sectionOfHeading } from "~/lib/generation/policy-check.server";
import { DomainError, notFound, type BodyRules } from "~/lib/platform/http.server";
import { contentHash } from "../platform/content-hash";
import { BaseHashField, requireBase } from "./change-base.server";
import { checkedText, LIVING_BODY, requireOwnedPolicy, saveText, type OwnedByCaller } from "./policy-changes.server";
import { headingDepth, isOneSection, replaceSection, sectionMarkdown, sectionSpans } from "../markdown/policy-sections";
import { MAX_INSTRUCTION_CHARS } from "./section-rewrite.server";
import { storedGenerationInput, type OwnedPolicy } from "./revisions.server";

/* The owner's section tools: list the sections, have one rewritten (a proposal), accept a proposal or save an edited section. */

const sectionOfFor = (policy: OwnedPolicy) => (heading: string) => sectionOfHeading(heading, policy.language);

/** The nine headings, for the owner to pick one. */
export function sectionsOf(policy: OwnedPolicy) {
  return sectionSpans(policy.markdown.split(/\r?\n/), sectionOfFor(policy)).map(({ number, heading }) => ({ number, heading }));
}

/**
 * The sections with their text (heading line included, as `sectionMarkdown` cuts it) and the hash
 * of the policy text they were cut from: the section editor opens one and saves it on that hash.
 */
export async function sectionsWithText(policy: OwnedPolicy) {
  const lines = policy.markdown.split(/\r?\n/);
  const sections = sectionSpans(lines, sectionOfFor(policy)).map(({ number, heading, headingLine, endLine }) => ({
    number,
    heading,
    markdown: lines.slice(headingLine, endLine).join("\n").trimEnd(),
  }));
  return { sections, contentHash: await contentHash(policy.markdown) };
}

export type OwnedSection = OwnedByCaller & { number: number };

/** The caller's policy and one of its sections (1–9), or the `notFound` anyone else gets. */
export async function requireOwnedSection(
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
  number: string | undefined,
  { toChange = false } = {},
): Promise<OwnedSection> {
  const owned = await requireOwnedPolicy(request, context, slug, { toChange });
  const wanted = Number(number);
  if (!sectionsOf(owned.policy).some((section) => section.number === wanted)) throw notFound();
  return { ...owned, number: wanted };
}

export const RegenerateBodySchema = z.object({ instruction: z.string().max(MAX_INSTRUCTION_CHARS).optional() });
/** The one way a rewrite's body fails: the instruction is too long. */
export const REGENERATE_BODY: BodyRules = {
  ...LIVING_BODY,
  invalid: "living.errors.instructionTooLong",
  values: { max: MAX_INSTRUCTION_CHARS },
};

/**
 * Starts a rewrite of the section in the generation's Durable Object, followed like a generation
 * (events when asked for, else the outcome). The proposal is in the outcome's `section`; nothing
 * is saved.
 */
export async function regenerateSection(
  request: Request,
  context: AppLoadContext,
  { policy, caller, number }: OwnedSection,
  { instruction = "", events }: { instruction?: string; events: boolean },
) {
  const asked = instruction.trim();
  return startGeneration(request, context, {
    input: storedGenerationInput(policy),
    anonymous: !caller.userId,
    events,
    section: { slug: policy.slug, groupId: policy.groupId, number, instruction: asked, markdown: policy.markdown, reading: policy.reading },
    canonicalBody: JSON.stringify(["section", policy.slug, number, asked, await contentHash(policy.markdown)]),
  });
}

/**
 * `{ markdown, baseHash, kind? }`: the section, and the hash of the text it was proposed (or opened)
 * on. `kind: "edit"` is the owner's own edit in the section editor: History says "Edited", and a
 * refusal says the text was saved after the editor opened; else it is an accepted rewrite.
 */
export const AcceptBodySchema = z.object({
  markdown: z.string().max(200_000),
  baseHash: BaseHashField,
  kind: z.enum(["section", "edit"]).optional(),
});

/**
 * The accepted section (heading and body) replaces section n of the current text; the whole text
 * passes the output check like an edit and becomes a revision of kind "section". A proposal made
 * on a text that has changed since is refused (409): accepting it would undo what was saved after.
 */
export async function acceptSection(
  request: Request,
  context: AppLoadContext,
  owned: OwnedSection,
  { markdown, baseHash, kind = "section" }: z.infer<typeof AcceptBodySchema>,
) {
  const { policy, caller, number } = owned;
  const refusal = kind === "edit" ? "living.errors.staleBase" : "living.errors.staleProposal";
  const base = await requireBase(context.cloudflare.env.DB, policy, baseHash, refusal);
  const sectionOf = sectionOfFor(policy);
  const proposed = markdown.trim();
  // The section keeps its place: it opens with a heading naming the same section, at the same depth
  // (a shallower one would take the sections after it in), and holds no other.
  const current = sectionMarkdown(policy.markdown, sectionOf, number) ?? "";
  if (!isOneSection(proposed, sectionOf, number) || headingDepth(proposed) !== headingDepth(current)) {
    throw new DomainError("invalid", "living.errors.sectionHeading");
  }
  const whole = replaceSection(policy.markdown, sectionOf, number, proposed)!;
  return saveText(request, context, owned, { kind, markdown: checkedText(policy, whole), author: { userId: caller.userId } }, base);
}
