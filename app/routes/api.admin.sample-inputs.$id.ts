import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseAdminBody, SampleInputBodySchema } from "~/lib/admin/admin-input.server";
import { deleteSampleInput, updateSampleInput } from "~/lib/admin/sample-inputs.server";
import { requireAdmin } from "~/lib/auth/auth.server";
import { apiError, apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";

/** PUT /api/admin/sample-inputs/{id} (same body as POST) and DELETE. Admins only. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed(request, context, "PUT, DELETE");
  await requireAdmin(request, context, { api: true });
  const d1 = context.cloudflare.env.DB;
  const id = params.id ?? "";
  if (request.method === "DELETE") {
    return (await deleteSampleInput(d1, id)) ? apiJson({ id, deleted: true }) : apiError(request, context, 404, "errors.notFound");
  }
  const body = await parseAdminBody(request, context, SampleInputBodySchema);
  if (!body.ok) return body.response;
  const saved = await updateSampleInput(d1, id, body.data);
  return saved ? apiJson(saved) : apiError(request, context, 404, "errors.notFound");
}
