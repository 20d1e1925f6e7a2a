import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { parseBody, withApiErrors } from "~/lib/platform/http.server";
import { generationResponse } from "~/lib/generation/generation-response.server";
import { wantsEventStream } from "~/lib/generation/start-generation.server";
import { UpdateBodySchema, updateFromLanguage } from "~/lib/living/language-update.server";
import { LIVING_BODY, requireOwnedPolicy } from "~/lib/living/policy-changes.server";

/**
 * POST /api/policies/{slug}/update-from `{ from, markUpToDate? }` — owner only: rewrites this
 * version from a changed one, streamed like a generation; or records that the owner did it by hand.
 */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  const owned = await requireOwnedPolicy(request, context, params.slug);
  const body = await parseBody(request, UpdateBodySchema, LIVING_BODY);
  const result = await updateFromLanguage(request, context, owned, { ...body, events: wantsEventStream(request) });
  return "started" in result ? generationResponse(result.started) : apiJson(result.saved);
});

export function loader({ request, context }: LoaderFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
