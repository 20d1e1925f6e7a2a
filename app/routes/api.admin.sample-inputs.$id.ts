import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ADMIN_BODY, SampleInputBodySchema } from "~/lib/admin/admin-input.server";
import { deleteSampleInput, updateSampleInput } from "~/lib/admin/sample-inputs.server";
import { requireAdmin } from "~/lib/auth/auth.server";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { notFound, parseBody, withApiErrors } from "~/lib/platform/http.server";

/** PUT /api/admin/sample-inputs/{id} (same body as POST) and DELETE. Admins only. */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed(request, context, "PUT, DELETE");
  await requireAdmin(request, context, { api: true });
  const d1 = context.cloudflare.env.DB;
  const id = params.id ?? "";
  if (request.method === "DELETE") {
    if (!(await deleteSampleInput(d1, id))) throw notFound();
    return apiJson({ id, deleted: true });
  }
  const body = await parseBody(request, SampleInputBodySchema, ADMIN_BODY);
  const saved = await updateSampleInput(d1, id, body);
  if (!saved) throw notFound();
  return apiJson(saved);
});
