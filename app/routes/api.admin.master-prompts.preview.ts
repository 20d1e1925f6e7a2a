import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ADMIN_BODY, PreviewBodySchema } from "~/lib/admin/admin-input.server";
import { previewPrompt } from "~/lib/admin/prompt-preview.server";
import { findSampleInput } from "~/lib/admin/sample-inputs.server";
import { requireAdmin } from "~/lib/auth/auth.server";
import { apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import { notFound, parseBody, withApiErrors } from "~/lib/platform/http.server";
import { requestSite } from "~/lib/site/i18n.server";

/** POST /api/admin/master-prompts/preview {prompt, sampleId, language} — the text the model would receive. */
export const action = withApiErrors(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  await requireAdmin(request, context, { api: true });
  const body = await parseBody(request, PreviewBodySchema, ADMIN_BODY);
  const sample = await findSampleInput(context.cloudflare.env.DB, body.sampleId);
  if (!sample) throw notFound();
  const siteCountry = requestSite(request, context.config.sites).country;
  return apiJson({ text: previewPrompt(body.prompt, sample, body.language, siteCountry) });
});
