import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson } from "~/lib/platform/api-response.server";
import { withApiErrors } from "~/lib/platform/http.server";
import { requireOwnedPolicy } from "~/lib/living/policy-changes.server";
import { KEPT_REVISIONS, listRevisions } from "~/lib/living/revisions.server";

/**
 * GET /api/policies/{slug}/revisions — owner only (404 for anyone else): the revisions, newest first,
 * without texts; `folded`: how many between the first and the newest `kept` (200) are no longer kept.
 */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { policy } = await requireOwnedPolicy(request, context, params.slug);
  const { revisions, folded } = await listRevisions(context.cloudflare.env.DB, policy);
  return apiJson({ slug: policy.slug, revisions, folded, kept: KEPT_REVISIONS });
});
