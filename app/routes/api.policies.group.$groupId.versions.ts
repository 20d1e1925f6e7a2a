import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { apiError, methodNotAllowed } from "~/lib/platform/api-response.server";
import { requireGroupOwner } from "~/lib/auth/auth.server";
import { LANGUAGES } from "~/lib/site/languages";
import { groupForNewVersion } from "~/lib/policies/policy-store.server";
import { readJsonBody, startGeneration, validationError } from "~/lib/generation/start-generation.server";

const NewVersionSchema = z.object({ language: z.enum(LANGUAGES, { error: "generation.errors.unsupportedLanguage" }) });

/**
 * POST /api/policies/group/{groupId}/versions {language} — another language of the same policy:
 * the composer writes it anew, or the AI translates the first version. Owner only.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  const groupId = params.groupId ?? "";
  await requireGroupOwner(request, context, groupId);
  const body = await readJsonBody(request, context);
  if (!body.ok) return body.response;
  const parsed = NewVersionSchema.safeParse(body.json);
  if (!parsed.success) return validationError(request, context, parsed.error);

  const group = await groupForNewVersion(context.cloudflare.env.DB, groupId);
  const source = group?.versions[0];
  if (!group?.input || !source) return apiError(request, context, 404, "errors.notFound");
  if (group.versions.some((version) => version.language === parsed.data.language)) {
    return apiError(request, context, 409, "generation.errors.versionExists");
  }
  const input = { ...group.input, language: parsed.data.language, useCache: false };
  return startGeneration(request, context, {
    input,
    // Ownership was checked above; the owner-token holder adds versions without signing in.
    anonymous: true,
    version: { groupId, sourceMarkdown: source.markdown, sourceLanguage: source.language },
    canonicalBody: JSON.stringify({ groupId, language: parsed.data.language }),
  });
}
