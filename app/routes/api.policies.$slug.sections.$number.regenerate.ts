import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/lib/platform/api-response.server";
import { withApiErrors } from "~/lib/platform/http.server";
import { regenerateSection } from "~/lib/living/section-changes.server";

/** POST /api/policies/{slug}/sections/{n}/regenerate `{ instruction? }` — owner only: a proposed rewrite, streamed like a generation. */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  return regenerateSection(request, context, params.slug, params.number);
});

export function loader({ request, context }: LoaderFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
