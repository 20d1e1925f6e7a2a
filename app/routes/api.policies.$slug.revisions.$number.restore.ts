import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { withApiErrors } from "~/lib/platform/http.server";
import { requireOwnedPolicy, restoreRevision } from "~/lib/living/policy-changes.server";

/** POST /api/policies/{slug}/revisions/{n}/restore — owner only: that revision's text becomes the newest. */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  const owned = await requireOwnedPolicy(request, context, params.slug, { toChange: true });
  return apiJson(await restoreRevision(request, context, owned, params.number));
});

export function loader({ request, context }: ActionFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
