import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseAdminBody, PreviewBodySchema } from "~/lib/admin/admin-input.server";
import { previewPrompt } from "~/lib/admin/prompt-preview.server";
import { findSampleInput } from "~/lib/admin/sample-inputs.server";
import { requireAdmin } from "~/lib/auth/auth.server";
import { apiError, apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { requestSite } from "~/lib/site/i18n.server";

/** POST /api/admin/master-prompts/preview {prompt, sampleId, language} — the text the model would receive. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  await requireAdmin(request, context, { api: true });
  const body = await parseAdminBody(request, context, PreviewBodySchema);
  if (!body.ok) return body.response;
  const sample = await findSampleInput(context.cloudflare.env.DB, body.data.sampleId);
  if (!sample) return apiError(request, context, 404, "errors.notFound");
  const siteCountry = requestSite(request, context.config.sites).country;
  return apiJson({ text: previewPrompt(body.data.prompt, sample, body.data.language, siteCountry) });
}
