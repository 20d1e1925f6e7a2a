import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { parseBody, withApiErrors } from "~/lib/platform/http.server";
import { LIVING_BODY } from "~/lib/living/policy-changes.server";
import { acceptSection, AcceptBodySchema, requireOwnedSection } from "~/lib/living/section-changes.server";

/** PUT /api/policies/{slug}/sections/{n} `{ markdown }` — owner only: an accepted rewrite becomes a "section" revision. */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT") return methodNotAllowed(request, context, "PUT");
  const owned = await requireOwnedSection(request, context, params.slug, params.number, { toChange: true });
  const { markdown } = await parseBody(request, AcceptBodySchema, LIVING_BODY);
  return apiJson(await acceptSection(request, context, owned, markdown));
});

export function loader({ request, context }: LoaderFunctionArgs) {
  return methodNotAllowed(request, context, "PUT");
}
