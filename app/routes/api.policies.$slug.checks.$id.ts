import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireOwnedPolicy } from "~/lib/living/policy-changes.server";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { notFound, withApiErrors } from "~/lib/platform/http.server";
import { checkedFileJson } from "~/lib/rules/checked-file.server";
import { batchCsv } from "~/lib/rules/expense-batch.server";
import { deleteCheck, getCheck } from "~/lib/rules/kept-checks.server";

/**
 * GET /api/policies/{slug}/checks/{id} — owner only (404 for anyone else, and for a check of
 * another policy): one kept check with its verdicts, as the check first answered it (`?download=1`:
 * its CSV, as `…/check` writes it).
 */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { policy } = await requireOwnedPolicy(request, context, params.slug);
  const found = await getCheck(context.cloudflare.env.DB, { policyId: policy.id, id: params.id ?? "" });
  if (!found) throw notFound();
  const { summary, checked } = found;
  if (new URL(request.url).searchParams.get("download") !== "1") return apiJson({ ...checkedFileJson(checked), kept: summary });
  return new Response(batchCsv(checked, checked.language, checked.unread), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="checked-${policy.slug}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

/** DELETE /api/policies/{slug}/checks/{id} — owner only: the kept check goes (404 when there is none). */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "DELETE") return methodNotAllowed(request, context, "GET, DELETE");
  const { policy } = await requireOwnedPolicy(request, context, params.slug);
  if (!(await deleteCheck(context.cloudflare.env.DB, { policyId: policy.id, id: params.id ?? "" }))) throw notFound();
  return apiJson({ deleted: params.id });
});
