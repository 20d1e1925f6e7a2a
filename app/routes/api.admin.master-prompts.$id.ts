import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ADMIN_BODY, MasterPromptBodySchema } from "~/lib/admin/admin-input.server";
import { findMasterPrompt, updateMasterPrompt } from "~/lib/generation/master-prompts.server";
import { requireAdmin } from "~/lib/auth/auth.server";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { notFound, parseBody, withApiErrors } from "~/lib/platform/http.server";

export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  await requireAdmin(request, context, { api: true });
  const prompt = await findMasterPrompt(context.cloudflare.env.DB, params.id ?? "");
  if (!prompt) throw notFound();
  return apiJson(prompt);
});

/** PUT /api/admin/master-prompts/{id} {name, prompt} — new text, kept as a new version (who, when). */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT") return methodNotAllowed(request, context, "GET, PUT");
  const admin = await requireAdmin(request, context, { api: true });
  const body = await parseBody(request, MasterPromptBodySchema, ADMIN_BODY);
  const saved = await updateMasterPrompt(context.cloudflare.env.DB, params.id ?? "", body, admin.email);
  if (!saved) throw notFound();
  return apiJson(saved);
});
