import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { findMasterPrompt, listPromptVersions } from "~/lib/generation/master-prompts.server";
import { requireAdmin } from "~/lib/auth/auth.server";
import { apiJson } from "~/lib/platform/api-response.server";
import { notFound, withApiErrors } from "~/lib/platform/http.server";

/** GET /api/admin/master-prompts/{id}/versions — the prompt's saved texts, newest first. */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  await requireAdmin(request, context, { api: true });
  const d1 = context.cloudflare.env.DB;
  const id = params.id ?? "";
  if (!(await findMasterPrompt(d1, id))) throw notFound();
  return apiJson(await listPromptVersions(d1, id));
});
