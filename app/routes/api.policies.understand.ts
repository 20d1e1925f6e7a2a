import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { normaliseRequest, parseGenerationBody } from "~/lib/generation/generation-input";
import { readJsonBody, validationError } from "~/lib/generation/start-generation.server";
import { understandCompany } from "~/lib/generation/understand.server";
import { cachedReading } from "~/lib/generation/reading-cache.server";
import { requestSite } from "~/lib/site/i18n.server";
import { getCaller, getUser } from "~/lib/auth/auth.server";
import { overBudget, ownerKeyOf } from "~/lib/platform/budgets.server";
import { findCountryPack } from "~/lib/composer/country-packs.server";
import { completeRules } from "~/lib/composer/rulebook.server";

/**
 * POST /api/policies/understand — the same bodies as generate; answers what we understood of the
 * company (the reading) and the whole rulebook the policy would be written from (the company's
 * rules, the country's figures and our proposed defaults, each with its provenance), without writing. Cross-site requests are refused before any route
 * runs, like every POST. With Workers AI, signed-in callers get the model's reading.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  const refused = await overBudget(request, context, "understand", ownerKeyOf(await getCaller(request, context)));
  if (refused) return refused;
  const body = await readJsonBody(request, context);
  if (!body.ok) return body.response;
  const parsed = parseGenerationBody(body.json);
  if (!parsed.success) return validationError(request, context, parsed.error);
  const input = normaliseRequest(parsed.data, requestSite(request, context.config.sites).country);
  // The model's reading costs Workers AI time: signed-in callers only (generation has its own
  // limits); anyone else gets the built-in reading, which the form also shows.
  const user = await getUser(request, context);
  const reading =
    user && input.reading
      ? await cachedReading(
          new URL(request.url).origin,
          input,
          () => understandCompany(input, context.cloudflare.env, context.config, request.signal),
          (task) => context.cloudflare.ctx.waitUntil(task),
        )
      : input.reading;
  if (!reading) return apiJson({ reading });
  // The whole rulebook beside it: the figures we would propose where the company gave none.
  return apiJson({ reading, rulebook: completeRules(reading, findCountryPack(reading.country.code, reading.country.name)) });
}

export async function loader({ request, context }: ActionFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
