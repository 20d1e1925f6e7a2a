import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { parseBody, withApiErrors } from "~/lib/platform/http.server";
import { requireOwnedPolicy, RESTORE_BODY, RestoreBodySchema, restoreRevision } from "~/lib/living/policy-changes.server";

/**
 * POST /api/policies/{slug}/revisions/{n}/restore `{ baseHash }` — owner only: that revision's text
 * becomes the newest; 409 when the current text is no longer the one `baseHash` names.
 */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  const owned = await requireOwnedPolicy(request, context, params.slug, { toChange: true });
  // Without a body, the refusal names the missing baseHash (not an unreadable body).
  const body = request.body ? await parseBody(request, RestoreBodySchema, RESTORE_BODY) : {};
  return apiJson(await restoreRevision(request, context, owned, params.number, body));
});

export function loader({ request, context }: ActionFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
