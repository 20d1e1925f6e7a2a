import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson } from "~/lib/platform/api-response.server";
import { loadOwnedPolicy } from "~/lib/living/policy-changes.server";
import { listRevisions } from "~/lib/living/revisions.server";

/** GET /api/policies/{slug}/revisions — owner only (404 for anyone else): every revision, newest first, without texts. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const loaded = await loadOwnedPolicy(request, context, params.slug);
  if (!loaded.ok) return loaded.response;
  return apiJson({ slug: loaded.policy.slug, revisions: await listRevisions(context.cloudflare.env.DB, loaded.policy) });
}
