import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError, apiJson } from "~/lib/platform/api-response.server";
import { loadOwnedPolicy } from "~/lib/living/policy-changes.server";
import { getRevision } from "~/lib/living/revisions.server";

/** GET /api/policies/{slug}/revisions/{n} — owner only: one revision with its text. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const loaded = await loadOwnedPolicy(request, context, params.slug);
  if (!loaded.ok) return loaded.response;
  const number = Number(params.number);
  const revision = Number.isInteger(number) && number > 0 ? await getRevision(context.cloudflare.env.DB, loaded.policy, number) : null;
  if (!revision) return apiError(request, context, 404, "errors.notFound");
  return apiJson(revision);
}
