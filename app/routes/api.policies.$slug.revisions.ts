import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson } from "~/lib/platform/api-response.server";
import { loadOwnedPolicy } from "~/lib/living/policy-changes.server";
import { listRevisions } from "~/lib/living/revisions.server";

/**
 * GET /api/policies/{slug}/revisions — owner only (404 for anyone else): the revisions, newest first,
 * without texts, and `folded`: how many between the first and the newest 200 are no longer kept.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const loaded = await loadOwnedPolicy(request, context, params.slug);
  if (!loaded.ok) return loaded.response;
  const { revisions, folded } = await listRevisions(context.cloudflare.env.DB, loaded.policy);
  return apiJson({ slug: loaded.policy.slug, revisions, folded });
}
