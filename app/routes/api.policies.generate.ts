import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/lib/platform/api-response.server";
import { withApiErrors } from "~/lib/platform/http.server";
import { getUser } from "~/lib/auth/auth.server";
import { normaliseRequest } from "~/lib/generation/generation-input";
import { parseGenerationBody } from "~/lib/generation/generation-body.server";
import { generationResponse } from "~/lib/generation/generation-response.server";
import { startGeneration, wantsEventStream } from "~/lib/generation/start-generation.server";
import { requestSite } from "~/lib/site/i18n.server";

/**
 * POST /api/policies/generate — either body `?mode=anonymous` is the card customers'
 * route: no sign-in, owner-token ownership, tighter limits. With `Accept: text/event-stream` the
 * answer is the live event stream; otherwise the policy object once saved.
 */
export const action = withApiErrors(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  // Look the session up while the body is read and checked (getUser is memoised per request).
  void getUser(request, context).catch(() => null);
  const body = await parseGenerationBody(request);
  const input = normaliseRequest(body, requestSite(request, context.config.sites).country);
  const started = await startGeneration(request, context, {
    input,
    anonymous: new URL(request.url).searchParams.get("mode") === "anonymous",
    events: wantsEventStream(request),
    canonicalBody: JSON.stringify(input),
  });
  return generationResponse(started);
});

export async function loader({ request, context }: ActionFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
