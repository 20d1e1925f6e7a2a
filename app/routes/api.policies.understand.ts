import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { parseBody, withApiErrors } from "~/lib/platform/http.server";
import { GenerationBodySchema, normaliseRequest } from "~/lib/generation/generation-input";
import { GENERATION_BODY } from "~/lib/generation/start-generation.server";
import { understandRequest } from "~/lib/generation/understand.server";
import { requestSite } from "~/lib/site/i18n.server";
import { getCaller, getUser } from "~/lib/auth/auth.server";
import { ownerKeyOf, requireBudget } from "~/lib/platform/budgets.server";

/**
 * POST /api/policies/understand — the same bodies as generate; answers what we understood of the
 * company (the reading) and the whole rulebook the policy would be written from, without writing.
 * Cross-site requests are refused before any route runs, like every POST. With Workers AI,
 * signed-in callers get the model's reading (generation has its own limits).
 */
export const action = withApiErrors(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  await requireBudget(context, "understand", ownerKeyOf(await getCaller(request, context)));
  const body = await parseBody(request, GenerationBodySchema, GENERATION_BODY);
  const understood = await understandRequest(normaliseRequest(body, requestSite(request, context.config.sites).country), {
    withModel: Boolean(await getUser(request, context)),
    origin: new URL(request.url).origin,
    env: context.cloudflare.env,
    config: context.config,
    signal: request.signal,
    defer: (task) => context.cloudflare.ctx.waitUntil(task),
  });
  return apiJson(understood);
});

export async function loader({ request, context }: ActionFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
