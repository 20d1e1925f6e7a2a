import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseAdminBody, SampleInputBodySchema } from "~/lib/admin/admin-input.server";
import { createSampleInput, listAllSampleInputs } from "~/lib/admin/sample-inputs.server";
import { requireAdmin } from "~/lib/auth/auth.server";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";

/** GET /api/admin/sample-inputs — every sample, inactive ones too, with isActive. Admins only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, { api: true });
  return apiJson(await listAllSampleInputs(context.cloudflare.env.DB));
}

/** POST /api/admin/sample-inputs {name, content, isActive} — stored in English whatever language is sent. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, context, "GET, POST");
  await requireAdmin(request, context, { api: true });
  const body = await parseAdminBody(request, context, SampleInputBodySchema);
  if (!body.ok) return body.response;
  return apiJson(await createSampleInput(context.cloudflare.env.DB, body.data), { status: 201 });
}
