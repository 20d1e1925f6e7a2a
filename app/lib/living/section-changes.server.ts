import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { startGeneration, wantsEventStream } from "~/lib/generation/start-generation.server";
import { generationResponse } from "~/lib/generation/generation-response.server";
import { apiError, apiJson } from "~/lib/platform/api-response.server";
import { sectionOfHeading } from "~/lib/generation/policy-check.server";
import { contentHash } from "./content-hash";
import { checkedText, loadOwnedPolicy, loadPolicyToChange, readJson, saveText } from "./policy-changes.server";
import { headingDepth, isOneSection, replaceSection, sectionMarkdown, sectionSpans } from "../markdown/policy-sections";
import { MAX_INSTRUCTION_CHARS } from "./section-rewrite.server";
import { storedGenerationInput, type OwnedPolicy } from "./revisions.server";

/* The owner's section tools: list the sections, have one rewritten (a proposal), accept a proposal. */

const sectionOfFor = (policy: OwnedPolicy) => (heading: string) => sectionOfHeading(heading, policy.language);

function sectionsOf(policy: OwnedPolicy) {
  return sectionSpans(policy.markdown.split(/\r?\n/), sectionOfFor(policy)).map(({ number, heading }) => ({ number, heading }));
}

/** The caller's policy and one of its sections (1–9), or the 404 anyone else gets. */
async function ownedSection(
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
  number: string | undefined,
  { toChange = false } = {},
) {
  const loaded = await (toChange ? loadPolicyToChange : loadOwnedPolicy)(request, context, slug);
  if (!loaded.ok) return loaded;
  const wanted = Number(number);
  if (!sectionsOf(loaded.policy).some((section) => section.number === wanted))
    return { ok: false as const, response: await apiError(request, context, 404, "errors.notFound") };
  return { ...loaded, number: wanted };
}

/** GET /api/policies/{slug}/sections: the nine headings, for the owner to pick one. */
export async function listSections(request: Request, context: AppLoadContext, slug: string | undefined) {
  const loaded = await loadOwnedPolicy(request, context, slug);
  if (!loaded.ok) return loaded.response;
  return apiJson({ sections: sectionsOf(loaded.policy) });
}

const RegenerateBody = z.object({ instruction: z.string().max(MAX_INSTRUCTION_CHARS).optional() });

/**
 * POST /api/policies/{slug}/sections/{n}/regenerate `{ instruction? }`: starts a rewrite of that
 * section in the generation's Durable Object and answers like the generate call (events when
 * asked for, else the outcome). The proposal is in the `done` event's `section`; nothing is saved.
 */
export async function regenerateSection(request: Request, context: AppLoadContext, slug: string | undefined, number: string | undefined) {
  const owned = await ownedSection(request, context, slug, number);
  if (!owned.ok) return owned.response;
  let instruction = "";
  if (request.body) {
    const body = await readJson(request, context);
    if (!body.ok) return body.response;
    const parsed = RegenerateBody.safeParse(body.json);
    if (!parsed.success)
      return apiError(request, context, 400, "living.errors.instructionTooLong", { values: { max: MAX_INSTRUCTION_CHARS } });
    instruction = parsed.data.instruction?.trim() ?? "";
  }
  const { policy, caller } = owned;
  const started = await startGeneration(request, context, {
    input: storedGenerationInput(policy),
    anonymous: !caller.userId,
    events: wantsEventStream(request),
    section: {
      slug: policy.slug,
      groupId: policy.groupId,
      number: owned.number,
      instruction,
      markdown: policy.markdown,
      reading: policy.reading,
    },
    canonicalBody: JSON.stringify(["section", policy.slug, owned.number, instruction, await contentHash(policy.markdown)]),
  });
  return generationResponse(started);
}

const AcceptBody = z.object({ markdown: z.string().max(200_000) });

/**
 * PUT /api/policies/{slug}/sections/{n} `{ markdown }`: the accepted section (heading and body)
 * replaces section n of the current text; the whole text passes the output check like an edit
 * and becomes a revision of kind "section".
 */
export async function acceptSection(request: Request, context: AppLoadContext, slug: string | undefined, number: string | undefined) {
  const owned = await ownedSection(request, context, slug, number, { toChange: true });
  if (!owned.ok) return owned.response;
  const body = await readJson(request, context);
  if (!body.ok) return body.response;
  const parsed = AcceptBody.safeParse(body.json);
  if (!parsed.success) return apiError(request, context, 400, "living.errors.markdownRequired");
  const { policy, caller } = owned;
  const sectionOf = sectionOfFor(policy);
  const proposed = parsed.data.markdown.trim();
  // The section keeps its place: it opens with a heading naming the same section, at the same depth
  // (a shallower one would take the sections after it in), and holds no other.
  const current = sectionMarkdown(policy.markdown, sectionOf, owned.number) ?? "";
  if (!isOneSection(proposed, sectionOf, owned.number) || headingDepth(proposed) !== headingDepth(current)) {
    return apiError(request, context, 400, "living.errors.sectionHeading");
  }
  const whole = replaceSection(policy.markdown, sectionOf, owned.number, proposed)!;
  const checked = await checkedText(request, context, policy, whole);
  if (!checked.ok) return checked.response;
  return saveText(request, context, owned, { kind: "section", markdown: checked.markdown, author: { userId: caller.userId } });
}
