import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed, apiJson } from "~/lib/platform/api-response.server";
import { notFound, parseBody, withApiErrors } from "~/lib/platform/http.server";
import { getCaller } from "~/lib/auth/auth.server";
import { cleanUpDeletedPolicies } from "~/lib/policies/deleted-policies.server";
import { deleteOwnedPolicy, publicPolicy } from "~/lib/policies/policy-store.server";
import { EditBodySchema, editPolicy, LIVING_BODY, requireOwnedPolicy } from "~/lib/living/policy-changes.server";
import { ownedPolicy } from "~/lib/living/revisions.server";
import { withoutProposals } from "~/lib/rulebook/proposed-figures";

/**
 * GET /api/policies/{slug} — public while its link is live, with only what the public page shows;
 * its owner reads it always (My Policies shows a policy whose link is off or expired), with what we
 * understood of the company (`reading`), which holds the owner's own words and stays theirs.
 */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const slug = params.slug ?? "";
  const owned = await ownersCopy(request, context, slug);
  if (owned) return apiJson(owned);
  const policy = await publicPolicy(context.cloudflare.env.DB, slug);
  if (!policy) throw notFound();
  const { companyName, policyMarkdown, language, createdAt } = policy;
  // A visitor reads the text as employees do: no unconfirmed proposal (decision 035).
  return apiJson({ companyName, policyMarkdown: withoutProposals(policyMarkdown, language), language, createdAt: createdAt.toISOString() });
});

async function ownersCopy(request: Request, context: LoaderFunctionArgs["context"], slug: string) {
  const policy = slug ? await ownedPolicy(context.cloudflare.env.DB, await getCaller(request, context), slug) : null;
  if (!policy) return null;
  const { companyName, markdown, language, createdAt, reading } = policy;
  return {
    companyName,
    policyMarkdown: markdown,
    language,
    createdAt: createdAt.toISOString(),
    /** What we understood of the company when the policy was written (null before the reader existed). */
    reading: reading ?? null,
  };
}

/** PUT /api/policies/{slug} `{ markdown, baseHash }` — the owner's edit (409 on a changed text); DELETE — owner only. 404 for anyone else. */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method === "PUT") {
    const owned = await requireOwnedPolicy(request, context, params.slug, { toChange: true });
    const body = await parseBody(request, EditBodySchema, LIVING_BODY);
    return apiJson(await editPolicy(request, context, owned, body));
  }
  if (request.method !== "DELETE") return methodNotAllowed(request, context, "GET, PUT, DELETE");
  const deleted = await deleteOwnedPolicy(context.cloudflare.env.DB, await getCaller(request, context), params.slug ?? "");
  if (!deleted) throw notFound();
  cleanUpDeletedPolicies(request, context, deleted);
  return apiJson({ deleted });
});
