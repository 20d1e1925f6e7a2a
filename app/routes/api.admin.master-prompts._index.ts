import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ADMIN_BODY, MasterPromptBodySchema } from "~/lib/admin/admin-input.server";
import { createMasterPrompt, listMasterPrompts } from "~/lib/generation/master-prompts.server";
import { requireAdmin } from "~/lib/auth/auth.server";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { parseBody, withApiErrors } from "~/lib/platform/http.server";

/** GET /api/admin/master-prompts — every stored prompt. Admins only. */
export const loader = withApiErrors(async ({ request, context }: LoaderFunctionArgs) => {
  await requireAdmin(request, context, { api: true });
  return apiJson(await listMasterPrompts(context.cloudflare.env.DB));
});

/** POST /api/admin/master-prompts {name, prompt} — a new English prompt, active, with its first version. */
export const action = withApiErrors(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "GET, POST");
  const admin = await requireAdmin(request, context, { api: true });
  const body = await parseBody(request, MasterPromptBodySchema, ADMIN_BODY);
  return apiJson(await createMasterPrompt(context.cloudflare.env.DB, body, admin.email), { status: 201 });
});
