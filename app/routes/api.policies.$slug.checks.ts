import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireOwnedPolicy } from "~/lib/living/policy-changes.server";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { ownerKeyOf, requireBudget } from "~/lib/platform/budgets.server";
import { withApiErrors } from "~/lib/platform/http.server";
import { checkedFileJson, checkFile, readTransactionsRequest } from "~/lib/rules/checked-file.server";
import { keepCheck, KEPT_CHECKS, listChecks } from "~/lib/rules/kept-checks.server";
import { livePolicy } from "~/lib/rules/live-policy.server";
import { acceptedLanguage } from "~/lib/site/languages";

/**
 * GET /api/policies/{slug}/checks — owner only (404 for anyone else): the owner's last checks of a
 * file of card transactions, newest first, without their verdicts (`kept`: how many are kept).
 */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { policy } = await requireOwnedPolicy(request, context, params.slug);
  return apiJson({ checks: await listChecks(context.cloudflare.env.DB, { policyId: policy.id }), kept: KEPT_CHECKS });
});

/**
 * POST /api/policies/{slug}/checks?file={name} (a CSV file, as the public check takes it) — owner
 * only: the file checked as `…/check` answers it, and kept with the policy (`kept`: the check as the
 * list shows it; null when its verdicts are too large to keep). The oldest beyond the last ten goes.
 */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "GET, POST");
  const { policy: owned, caller } = await requireOwnedPolicy(request, context, params.slug);
  // Judged by the rules employees are held to: those of the live public link, as the public check is.
  const policy = await livePolicy(context.cloudflare.env.DB, owned.slug);
  await requireBudget(context, "check", ownerKeyOf(caller));
  const file = await readTransactionsRequest(request);
  const checked = checkFile(policy, file, acceptedLanguage(request.headers.get("Accept-Language")) ?? policy.language);
  const fileName = new URL(request.url).searchParams.get("file");
  const kept = await keepCheck(context.cloudflare.env.DB, { policyId: owned.id, fileName: fileName ?? "", checked });
  return apiJson({ ...checkedFileJson(checked), kept });
});
