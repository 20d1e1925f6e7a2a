import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { withApiErrors } from "~/lib/platform/http.server";
import { getCaller } from "~/lib/auth/auth.server";
import { ownerKeyOf, requireBudget } from "~/lib/platform/budgets.server";
import { readImportRequest } from "~/lib/import/import-request.server";
import { importPolicy } from "~/lib/import/import-policy.server";
import { requestSite } from "~/lib/site/i18n.server";

/**
 * POST /api/policies/import — a company's current policy (a PDF, DOCX, Markdown or text file as
 * `file` in a multipart form, or JSON `{ text }`, with `language` and `companyName`): what we read
 * from it (`reading`, as understand answers), the rulebook it would be written from, its text, and
 * what the country's rules say about it. Metered like generations; nothing of it is stored.
 */
export const action = withApiErrors(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  await requireBudget(context, "import", ownerKeyOf(await getCaller(request, context)));
  const body = await readImportRequest(request);
  return apiJson(importPolicy(body, requestSite(request, context.config.sites).country));
});

export async function loader({ request, context }: ActionFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
