import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { parseBody, withApiErrors } from "~/lib/platform/http.server";
import { changeLink, LINK_BODY, LinkBodySchema, linkState, requireOwnedPolicy } from "~/lib/living/policy-changes.server";

/** GET /api/policies/{slug}/link — owner only: whether the public link is on, its expiry, its address. */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { policy } = await requireOwnedPolicy(request, context, params.slug);
  return apiJson(linkState(new URL(request.url).origin, policy));
});

/** PUT /api/policies/{slug}/link `{ enabled?, expiresAt?, newSlug? }` — owner only. */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(request, context, "GET, PUT");
  const owned = await requireOwnedPolicy(request, context, params.slug);
  const body = await parseBody(request, LinkBodySchema, LINK_BODY);
  return apiJson(await changeLink(request, context, owned, body));
});
