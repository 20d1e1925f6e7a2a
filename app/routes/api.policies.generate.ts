import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/lib/platform/api-response.server";
import { getUser } from "~/lib/auth/auth.server";
import { normaliseRequest, parseGenerationBody } from "~/lib/generation/generation-input";
import { requestSite } from "~/lib/site/i18n.server";
import { readJsonBody, startGeneration, validationError } from "~/lib/generation/start-generation.server";

/**
 * POST /api/policies/generate — either body `?mode=anonymous` is the card customers'
 * route: no sign-in, owner-token ownership, tighter limits. With `Accept: text/event-stream` the
 * answer is the live event stream; otherwise the policy object once saved.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  // Look the session up while the body is read and checked (getUser is memoised per request).
  void getUser(request, context).catch(() => null);
  const body = await readJsonBody(request, context);
  if (!body.ok) return body.response;
  const parsed = parseGenerationBody(body.json);
  if (!parsed.success) return validationError(request, context, parsed.error);
  const input = normaliseRequest(parsed.data, requestSite(request, context.config.sites).country);
  return startGeneration(request, context, {
    input,
    anonymous: new URL(request.url).searchParams.get("mode") === "anonymous",
    canonicalBody: JSON.stringify(input),
  });
}

export async function loader({ request, context }: ActionFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
