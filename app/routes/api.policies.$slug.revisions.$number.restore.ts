import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/lib/platform/api-response.server";
import { restoreRevision } from "~/lib/living/policy-changes.server";

/** POST /api/policies/{slug}/revisions/{n}/restore — owner only: that revision's text becomes the newest. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  return restoreRevision(request, context, params.slug, params.number);
}

export function loader({ request, context }: ActionFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
