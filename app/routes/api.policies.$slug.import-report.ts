import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { notFound, withApiErrors } from "~/lib/platform/http.server";
import { requireOwnedPolicy } from "~/lib/living/policy-changes.server";
import { changeReport } from "~/lib/import/change-report.server";
import { getFixedT } from "~/lib/site/i18n.server";

/**
 * GET /api/policies/{slug}/import-report — owner only: "What changed from your policy", the rules
 * of the document the policy was made from against the new policy's (JSON; `?download=1` the same
 * as a Markdown file). 404 for a policy not made from an imported document or a description.
 */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { policy } = await requireOwnedPolicy(request, context, params.slug);
  const { t, locale } = await getFixedT(request, context.config.sites);
  const report = changeReport(policy, { t, uiLanguage: locale });
  if (!report) throw notFound();
  if (new URL(request.url).searchParams.get("download") !== "1") return apiJson(report);
  return new Response(report.markdown, {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Content-Disposition": `attachment; filename="${policy.slug}-changes.md"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export function action({ request, context }: LoaderFunctionArgs) {
  return methodNotAllowed(request, context, "GET");
}
