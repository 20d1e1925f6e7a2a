import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/lib/platform/api-response.server";
import { acceptSection } from "~/lib/living/section-changes.server";

/** PUT /api/policies/{slug}/sections/{n} `{ markdown }` — owner only: an accepted rewrite becomes a "section" revision. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(request, context, "PUT");
  return acceptSection(request, context, params.slug, params.number);
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return methodNotAllowed(request, context, "PUT");
}
