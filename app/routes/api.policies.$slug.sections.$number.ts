import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { parseBody, withApiErrors } from "~/lib/platform/http.server";
import { LIVING_BODY } from "~/lib/living/policy-changes.server";
import { acceptSection, AcceptBodySchema, requireOwnedSection } from "~/lib/living/section-changes.server";

/**
 * PUT /api/policies/{slug}/sections/{n} `{ markdown, baseHash, kind? }` — owner only: an accepted
 * rewrite becomes a "section" revision, the owner's edit of the section (`kind: "edit"`) an "edit"
 * one; 409 when the text changed after the rewrite was proposed or the section was opened.
 */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT") return methodNotAllowed(request, context, "PUT");
  const owned = await requireOwnedSection(request, context, params.slug, params.number, { toChange: true });
  const body = await parseBody(request, AcceptBodySchema, LIVING_BODY);
  return apiJson(await acceptSection(request, context, owned, body));
});

export function loader({ request, context }: LoaderFunctionArgs) {
  return methodNotAllowed(request, context, "PUT");
}
