import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { withApiErrors } from "~/lib/platform/http.server";
import { requireOwnedPolicy } from "~/lib/living/policy-changes.server";
import { sectionsWithText } from "~/lib/living/section-changes.server";

/**
 * GET /api/policies/{slug}/sections — owner only: the sections one can rewrite or edit, each with
 * its text, and the `contentHash` of the policy text they were cut from (an edit's `baseHash`).
 */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { policy } = await requireOwnedPolicy(request, context, params.slug);
  return apiJson(await sectionsWithText(policy));
});

export function action({ request, context }: ActionFunctionArgs) {
  return methodNotAllowed(request, context, "GET");
}
