import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/lib/platform/api-response.server";
import { changeLink, showLink } from "~/lib/living/policy-changes.server";

/** GET /api/policies/{slug}/link — owner only: whether the public link is on, its expiry, its address. */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return showLink(request, context, params.slug);
}

/** PUT /api/policies/{slug}/link `{ enabled?, expiresAt?, newSlug? }` — owner only. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(request, context, "GET, PUT");
  return changeLink(request, context, params.slug);
}
