import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import * as z from "zod";
import { database } from "~/db/database.server";
import { generations, policies } from "~/db/schema";
import { getCaller, type Caller } from "~/lib/auth/auth.server";
import { ownerKeyOf, requireBudget } from "~/lib/platform/budgets.server";
import { DomainError, notFound, type BodyRules } from "~/lib/platform/http.server";
import { checkPolicyText, MAX_POLICY_BYTES } from "~/lib/generation/policy-check.server";
import { cleanUpChangedPolicies } from "~/lib/policies/deleted-policies.server";
import { latestAnonymousExpiry } from "~/lib/policies/anonymous-policies.server";
import { makeSlug } from "~/lib/policies/slugs.server";
import { publicUrl } from "~/lib/policies/policy-store.server";
import { isLinkLive } from "../policies/public-link.server";
import { BaseHashField, requireBase, staleChange, type ChangeBase } from "./change-base.server";
import { getRevision, ownedPolicy, RevisionConflict, saveRevision, StaleBase, type OwnedPolicy } from "./revisions.server";

/* What the owner of a policy version can change: its text (edit, restore) and its public link. */

/** Room for a full policy (100 KB) written with JSON escapes. */
export const MAX_BODY_BYTES = 4 * MAX_POLICY_BYTES;

/** The owner's bodies: a whole policy fits; one refusal, not a list (a route names its own). */
export const LIVING_BODY: BodyRules = {
  maxBytes: MAX_BODY_BYTES,
  tooLarge: "living.errors.bodyTooLarge",
  unreadable: "living.errors.invalidBody",
  invalid: "living.errors.markdownRequired",
};

/** A text the owner sends (an edit, a text to compare, an accepted section). */
export const MarkdownBodySchema = z.object({ markdown: z.string().max(MAX_BODY_BYTES) });

export type OwnedByCaller = { policy: OwnedPolicy; caller: Caller };

/**
 * The caller's policy version behind the slug, or `notFound` (the same answer whether it exists or
 * not). With `toChange`, the change it is for will make a revision: within the owner's budget of
 * changes, or `rateLimited`.
 */
export async function requireOwnedPolicy(
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
  { toChange = false } = {},
): Promise<OwnedByCaller> {
  const caller = await getCaller(request, context);
  const policy = slug ? await ownedPolicy(context.cloudflare.env.DB, caller, slug) : null;
  if (!policy) throw notFound();
  if (toChange) await requireBudget(context, "change", ownerKeyOf(caller));
  return { policy, caller };
}

/**
 * The generator's output check on an edited text: the text as it will be kept, or an `invalid`
 * naming what would break (with its `reason`). A version written before the reader existed has no
 * country code to test foreign tax terms against, so that one test is skipped for it.
 */
export function checkedText(policy: OwnedPolicy, markdown: string): string {
  const country = policy.reading?.country.code;
  const check = checkPolicyText(markdown, policy.language, { country: country ?? "", userText: policy.input?.details });
  if (check.ok) return check.markdown;
  if (check.reason === "foreign_terms" && !country) return markdown.trim();
  const refuse = (key: ConstructorParameters<typeof DomainError>[1], values?: Record<string, unknown>) =>
    new DomainError("invalid", key, { values, extra: { reason: check.reason } });
  switch (check.reason) {
    case "missing_sections":
      throw refuse("living.errors.missingSections", { sections: (check.missing ?? []).join(", "), interpolation: { escapeValue: false } });
    case "foreign_terms":
      throw refuse("living.errors.foreignTerms", { terms: check.terms.join(", "), interpolation: { escapeValue: false } });
    case "placeholders":
      throw refuse("living.errors.placeholders");
    case "too_large":
      throw refuse("living.errors.tooLarge");
    default:
      throw refuse("living.errors.empty");
  }
}

/** A saved text as the owner's editor gets it back. */
export type SavedText = { slug: string; revision: number; changed: boolean; policyMarkdown: string };

/**
 * Saves a text as a new revision on top of `base`, then lets the cached page and files of the slug
 * go. Throws `conflict` when another change got there first, or when one was saved after the base.
 */
export async function saveText(
  request: Request,
  context: AppLoadContext,
  { policy }: OwnedByCaller,
  change: Omit<Parameters<typeof saveRevision>[2], "base">,
  base: ChangeBase,
): Promise<SavedText> {
  const db = context.cloudflare.env.DB;
  try {
    const saved = await saveRevision(db, policy, { ...change, base: base.number });
    if (saved.changed) cleanUpChangedPolicies(request, context, [policy.slug]);
    return { slug: policy.slug, revision: saved.number, changed: saved.changed, policyMarkdown: change.markdown };
  } catch (error) {
    if (error instanceof RevisionConflict) throw new DomainError("conflict", "living.errors.conflict");
    if (error instanceof StaleBase) throw await staleChange(db, policy, base);
    throw error;
  }
}

export const EditBodySchema = MarkdownBodySchema.extend({ baseHash: BaseHashField });

/** The owner's edited text, checked like a generated one, saved as a revision on the text it started from. */
export async function editPolicy(
  request: Request,
  context: AppLoadContext,
  owned: OwnedByCaller,
  { markdown, baseHash }: z.infer<typeof EditBodySchema>,
): Promise<SavedText> {
  const { policy, caller } = owned;
  // Written on the text as it is now, or refused before anything is checked or saved.
  const base = await requireBase(context.cloudflare.env.DB, policy, baseHash, "living.errors.staleBase");
  return saveText(
    request,
    context,
    owned,
    { kind: "edit", markdown: checkedText(policy, markdown), author: { userId: caller.userId } },
    base,
  );
}

/** `{ baseHash }`: the text the owner's History showed as current when they chose Restore. */
export const RestoreBodySchema = z.object({ baseHash: BaseHashField });
export const RESTORE_BODY: BodyRules = { ...LIVING_BODY, invalid: "living.errors.baseHashRequired" };

/** An old text becomes the newest revision (`notFound` for a revision the policy does not have). */
export async function restoreRevision(
  request: Request,
  context: AppLoadContext,
  owned: OwnedByCaller,
  number: string | undefined,
  { baseHash }: z.infer<typeof RestoreBodySchema>,
) {
  const db = context.cloudflare.env.DB;
  const wanted = Number(number);
  const revision = Number.isInteger(wanted) && wanted > 0 ? await getRevision(db, owned.policy, wanted) : null;
  if (!revision) throw notFound();
  const base = await requireBase(db, owned.policy, baseHash, "living.errors.staleRestore");
  return saveText(
    request,
    context,
    owned,
    { kind: "restore", markdown: revision.markdown, author: { userId: owned.caller.userId }, restoredFrom: revision.number },
    base,
  );
}

/** The link's state as the owner sees it. */
export function linkState(origin: string, policy: Pick<OwnedPolicy, "slug" | "linkEnabled" | "linkExpiresAt">) {
  return {
    slug: policy.slug,
    publicUrl: publicUrl(origin, policy.slug),
    enabled: policy.linkEnabled,
    expiresAt: policy.linkExpiresAt?.toISOString() ?? null,
    live: isLinkLive(policy),
  };
}

export const LinkBodySchema = z
  .object({
    enabled: z.boolean().optional(),
    /** An ISO date-time in the future, or null to never expire. */
    expiresAt: z.union([z.iso.datetime({ offset: true }), z.iso.date(), z.null()]).optional(),
    /** true: a new slug replaces the current one, which then answers 404. */
    newSlug: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => body.enabled !== undefined || body.expiresAt !== undefined || body.newSlug !== undefined);
export const LINK_BODY: BodyRules = { ...LIVING_BODY, invalid: "living.errors.invalidLink" };

/** Turns the public link off or on, gives it an expiry, or replaces it; answers its new state. */
export async function changeLink(
  request: Request,
  context: AppLoadContext,
  { policy }: OwnedByCaller,
  { enabled, expiresAt, newSlug }: z.infer<typeof LinkBodySchema>,
) {
  let linkExpiresAt = policy.linkExpiresAt;
  if (expiresAt !== undefined) {
    // A bare date means the end of that day (UTC): the link works all of it.
    linkExpiresAt = expiresAt === null ? null : new Date(expiresAt.length === 10 ? `${expiresAt}T23:59:59.999Z` : expiresAt);
    if (linkExpiresAt && linkExpiresAt.getTime() <= Date.now()) throw new DomainError("invalid", "living.errors.invalidExpiry");
  }
  // A policy without an account keeps its link no longer than the anonymous rule allows (decision 036).
  const latest = latestAnonymousExpiry(policy);
  if (latest && (linkExpiresAt === null || linkExpiresAt.getTime() > latest.getTime())) linkExpiresAt = latest;
  const next = { slug: newSlug ? makeSlug(policy.companyName) : policy.slug, linkEnabled: enabled ?? policy.linkEnabled, linkExpiresAt };
  const db = database(context.cloudflare.env.DB);
  const update = db.update(policies).set(next).where(eq(policies.id, policy.id));
  // A finished generation replays its policy by slug: it follows the new one.
  if (newSlug) await db.batch([update, db.update(generations).set({ slug: next.slug }).where(eq(generations.slug, policy.slug))]);
  else await update;
  // The old address (or the page of a link turned off) must not be served from a cache.
  cleanUpChangedPolicies(request, context, [policy.slug]);
  return linkState(new URL(request.url).origin, { ...policy, ...next });
}
