import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { parseBody, withApiErrors } from "~/lib/platform/http.server";
import { LIVING_BODY, MarkdownBodySchema, requireOwnedPolicy } from "~/lib/living/policy-changes.server";
import { textRuleChanges } from "~/lib/living/text-rule-changes.server";

/** POST /api/policies/{slug}/rule-changes `{ markdown }` — owner only: the rules a new text adds, changes and removes. */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  const { policy } = await requireOwnedPolicy(request, context, params.slug);
  const { markdown } = await parseBody(request, MarkdownBodySchema, LIVING_BODY);
  return apiJson(
    textRuleChanges(policy.markdown, markdown, {
      language: policy.language,
      currency: policy.reading?.currency.code ?? "USD",
      country: policy.reading?.country.code,
    }),
  );
});

export function loader({ request, context }: LoaderFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
