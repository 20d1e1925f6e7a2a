import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import * as z from "zod";
import { database } from "~/db/database.server";
import { generations, policies } from "~/db/schema";
import { getCaller, type Caller } from "~/lib/auth/auth.server";
import { apiError, apiJson } from "~/lib/platform/api-response.server";
import { overBudget, ownerKeyOf } from "~/lib/platform/budgets.server";
import { checkPolicyText, MAX_POLICY_BYTES } from "~/lib/generation/policy-check.server";
import { cleanUpChangedPolicies } from "~/lib/policies/deleted-policies.server";
import { makeSlug } from "~/lib/policies/slugs.server";
import { publicUrl } from "~/lib/policies/policy-store.server";
import { isLinkLive } from "../policies/public-link.server";
import { contentHash } from "./content-hash";
import { getRevision, latestNumber, ownedPolicy, RevisionConflict, saveRevision, StaleBase, type OwnedPolicy } from "./revisions.server";

/* What the owner of a policy version can change: its text (edit, restore) and its public link. */

/** Room for a full policy (100 KB) written with JSON escapes. */
export const MAX_BODY_BYTES = 4 * MAX_POLICY_BYTES;

type Loaded = { ok: true; policy: OwnedPolicy; caller: Caller } | { ok: false; response: Response };

/** The caller's policy version behind the slug, or a 404 (the same answer whether it exists or not). */
export async function loadOwnedPolicy(request: Request, context: AppLoadContext, slug: string | undefined): Promise<Loaded> {
  const caller = await getCaller(request, context);
  const policy = slug ? await ownedPolicy(context.cloudflare.env.DB, caller, slug) : null;
  if (!policy) return { ok: false, response: await apiError(request, context, 404, "errors.notFound") };
  return { ok: true, policy, caller };
}

/** The caller's policy, for a change that will make a revision: within the owner's budget of changes, or 429. */
export async function loadPolicyToChange(request: Request, context: AppLoadContext, slug: string | undefined): Promise<Loaded> {
  const loaded = await loadOwnedPolicy(request, context, slug);
  if (!loaded.ok) return loaded;
  const refused = await overBudget(request, context, "change", ownerKeyOf(loaded.caller));
  return refused ? { ok: false, response: refused } : loaded;
}

export async function readJson(
  request: Request,
  context: AppLoadContext,
): Promise<{ ok: true; json: unknown } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  const tooLarge = () => apiError(request, context, 413, "living.errors.bodyTooLarge");
  if (declared > MAX_BODY_BYTES) return { ok: false, response: await tooLarge() };
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) return { ok: false, response: await tooLarge() };
  try {
    return { ok: true, json: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, response: await apiError(request, context, 400, "living.errors.invalidBody") };
  }
}

/**
 * The generator's output check on an edited text: a refusal names what would break. A version
 * written before the reader existed has no country code to test foreign tax terms against, so
 * that one test is skipped for it.
 */
export async function checkedText(request: Request, context: AppLoadContext, policy: OwnedPolicy, markdown: string) {
  const country = policy.reading?.country.code;
  const check = checkPolicyText(markdown, policy.language, { country: country ?? "", userText: policy.input?.details });
  if (check.ok) return { ok: true as const, markdown: check.markdown };
  if (check.reason === "foreign_terms" && !country) return { ok: true as const, markdown: markdown.trim() };
  const refuse = (key: Parameters<typeof apiError>[3], values?: Record<string, unknown>) =>
    apiError(request, context, 400, key, { values, extra: { reason: check.reason } });
  switch (check.reason) {
    case "missing_sections":
      return {
        ok: false as const,
        response: await refuse("living.errors.missingSections", {
          sections: (check.missing ?? []).join(", "),
          interpolation: { escapeValue: false },
        }),
      };
    case "foreign_terms":
      return {
        ok: false as const,
        response: await refuse("living.errors.foreignTerms", { terms: check.terms.join(", "), interpolation: { escapeValue: false } }),
      };
    case "placeholders":
      return { ok: false as const, response: await refuse("living.errors.placeholders") };
    case "too_large":
      return { ok: false as const, response: await refuse("living.errors.tooLarge") };
    default:
      return { ok: false as const, response: await refuse("living.errors.empty") };
  }
}

/** Saves a text as a new revision, then lets the cached page and files of the slug go. */
export async function saveText(
  request: Request,
  context: AppLoadContext,
  loaded: { policy: OwnedPolicy; caller: Caller },
  change: Parameters<typeof saveRevision>[2],
) {
  try {
    const saved = await saveRevision(context.cloudflare.env.DB, loaded.policy, change);
    if (saved.changed) cleanUpChangedPolicies(request, context, [loaded.policy.slug]);
    return apiJson({ slug: loaded.policy.slug, revision: saved.number, changed: saved.changed, policyMarkdown: change.markdown });
  } catch (error) {
    if (error instanceof RevisionConflict) return apiError(request, context, 409, "living.errors.conflict");
    if (error instanceof StaleBase) return staleBase(request, context, loaded.policy);
    throw error;
  }
}

/** 409 naming the newer text, so the owner's own text (still in their editor) is not lost. */
async function staleBase(request: Request, context: AppLoadContext, policy: OwnedPolicy) {
  const db = context.cloudflare.env.DB;
  const revision = Math.max(await latestNumber(db, policy.id), 1);
  const latest = await getRevision(db, policy, revision);
  return apiError(request, context, 409, "living.errors.staleBase", {
    values: { revision },
    extra: { reason: "stale_base", latest: { revision, markdown: latest?.markdown ?? policy.markdown } },
  });
}

const EditBody = z.object({
  markdown: z.string().max(MAX_BODY_BYTES),
  /** The content hash (SHA-256, hex) of the text the edit started from. */
  baseHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

/** PUT /api/policies/{slug}: the owner's edited text, checked like a generated one. */
export async function editPolicy(request: Request, context: AppLoadContext, slug: string | undefined) {
  const loaded = await loadPolicyToChange(request, context, slug);
  if (!loaded.ok) return loaded.response;
  const body = await readJson(request, context);
  if (!body.ok) return body.response;
  const parsed = EditBody.safeParse(body.json);
  if (!parsed.success) return apiError(request, context, 400, "living.errors.markdownRequired");
  // Written on the text as it is now, or refused before anything is checked or saved.
  const { baseHash } = parsed.data;
  const base = baseHash ? Math.max(await latestNumber(context.cloudflare.env.DB, loaded.policy.id), 1) : null;
  if (baseHash && baseHash !== (await contentHash(loaded.policy.markdown))) return staleBase(request, context, loaded.policy);
  const checked = await checkedText(request, context, loaded.policy, parsed.data.markdown);
  if (!checked.ok) return checked.response;
  return saveText(request, context, loaded, { kind: "edit", markdown: checked.markdown, author: { userId: loaded.caller.userId }, base });
}

/** POST /api/policies/{slug}/revisions/{n}/restore: an old text becomes the newest revision. */
export async function restoreRevision(request: Request, context: AppLoadContext, slug: string | undefined, number: string | undefined) {
  const loaded = await loadPolicyToChange(request, context, slug);
  if (!loaded.ok) return loaded.response;
  const wanted = Number(number);
  const revision = Number.isInteger(wanted) && wanted > 0 ? await getRevision(context.cloudflare.env.DB, loaded.policy, wanted) : null;
  if (!revision) return apiError(request, context, 404, "errors.notFound");
  return saveText(request, context, loaded, {
    kind: "restore",
    markdown: revision.markdown,
    author: { userId: loaded.caller.userId },
    restoredFrom: revision.number,
  });
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

const LinkBody = z
  .object({
    enabled: z.boolean().optional(),
    /** An ISO date-time in the future, or null to never expire. */
    expiresAt: z.union([z.iso.datetime({ offset: true }), z.iso.date(), z.null()]).optional(),
    /** true: a new slug replaces the current one, which then answers 404. */
    newSlug: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => body.enabled !== undefined || body.expiresAt !== undefined || body.newSlug !== undefined);

/** PUT /api/policies/{slug}/link: turn the public link off or on, give it an expiry, or replace it. */
export async function changeLink(request: Request, context: AppLoadContext, slug: string | undefined) {
  const loaded = await loadOwnedPolicy(request, context, slug);
  if (!loaded.ok) return loaded.response;
  const body = await readJson(request, context);
  if (!body.ok) return body.response;
  const parsed = LinkBody.safeParse(body.json);
  if (!parsed.success) return apiError(request, context, 400, "living.errors.invalidLink");
  const { enabled, expiresAt, newSlug } = parsed.data;
  const policy = loaded.policy;
  let linkExpiresAt = policy.linkExpiresAt;
  if (expiresAt !== undefined) {
    // A bare date means the end of that day (UTC): the link works all of it.
    linkExpiresAt = expiresAt === null ? null : new Date(expiresAt.length === 10 ? `${expiresAt}T23:59:59.999Z` : expiresAt);
    if (linkExpiresAt && linkExpiresAt.getTime() <= Date.now()) return apiError(request, context, 400, "living.errors.invalidExpiry");
  }
  const next = { slug: newSlug ? makeSlug(policy.companyName) : policy.slug, linkEnabled: enabled ?? policy.linkEnabled, linkExpiresAt };
  const db = database(context.cloudflare.env.DB);
  const update = db.update(policies).set(next).where(eq(policies.id, policy.id));
  // A finished generation replays its policy by slug: it follows the new one.
  if (newSlug) await db.batch([update, db.update(generations).set({ slug: next.slug }).where(eq(generations.slug, policy.slug))]);
  else await update;
  // The old address (or the page of a link turned off) must not be served from a cache.
  cleanUpChangedPolicies(request, context, [policy.slug]);
  return apiJson(linkState(new URL(request.url).origin, { ...policy, ...next }));
}

/** GET /api/policies/{slug}/link */
export async function showLink(request: Request, context: AppLoadContext, slug: string | undefined) {
  const loaded = await loadOwnedPolicy(request, context, slug);
  if (!loaded.ok) return loaded.response;
  return apiJson(linkState(new URL(request.url).origin, loaded.policy));
}
