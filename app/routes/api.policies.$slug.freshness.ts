import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson } from "~/lib/platform/api-response.server";
import { withApiErrors } from "~/lib/platform/http.server";
import { freshness } from "~/lib/living/language-update.server";
import { requireOwnedPolicy } from "~/lib/living/policy-changes.server";

/** GET /api/policies/{slug}/freshness — owner only: the other language versions changed since this one was written. */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const owned = await requireOwnedPolicy(request, context, params.slug);
  return apiJson(await freshness(context.cloudflare.env.DB, owned));
});
