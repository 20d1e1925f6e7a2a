import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { MasterPromptBodySchema, parseAdminBody } from "~/lib/admin/admin-input.server";
import { findMasterPrompt, updateMasterPrompt } from "~/lib/admin/master-prompts.server";
import { requireAdmin } from "~/lib/auth/auth.server";
import { apiError, apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context, { api: true });
  const prompt = await findMasterPrompt(context.cloudflare.env.DB, params.id ?? "");
  return prompt ? apiJson(prompt) : apiError(request, context, 404, "errors.notFound");
}

/** PUT /api/admin/master-prompts/{id} {name, prompt} — new text, kept as a new version (who, when). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(request, context, "GET, PUT");
  const admin = await requireAdmin(request, context, { api: true });
  const body = await parseAdminBody(request, context, MasterPromptBodySchema);
  if (!body.ok) return body.response;
  const saved = await updateMasterPrompt(context.cloudflare.env.DB, params.id ?? "", body.data, admin.email);
  return saved ? apiJson(saved) : apiError(request, context, 404, "errors.notFound");
}
