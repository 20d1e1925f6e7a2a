import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ADMIN_BODY, SampleInputBodySchema } from "~/lib/admin/admin-input.server";
import { createSampleInput, listAllSampleInputs } from "~/lib/admin/sample-inputs.server";
import { requireAdmin } from "~/lib/auth/auth.server";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { parseBody, withApiErrors } from "~/lib/platform/http.server";

/** GET /api/admin/sample-inputs — every sample, inactive ones too, with isActive. Admins only. */
export const loader = withApiErrors(async ({ request, context }: LoaderFunctionArgs) => {
  await requireAdmin(request, context, { api: true });
  return apiJson(await listAllSampleInputs(context.cloudflare.env.DB));
});

/** POST /api/admin/sample-inputs {name, content, isActive} — stored in English whatever language is sent. */
export const action = withApiErrors(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "GET, POST");
  await requireAdmin(request, context, { api: true });
  const body = await parseBody(request, SampleInputBodySchema, ADMIN_BODY);
  return apiJson(await createSampleInput(context.cloudflare.env.DB, body), { status: 201 });
});
