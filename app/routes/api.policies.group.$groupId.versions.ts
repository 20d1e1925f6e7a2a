import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { methodNotAllowed } from "~/lib/platform/api-response.server";
import { DomainError, notFound, parseBody, withApiErrors } from "~/lib/platform/http.server";
import { requireGroupOwner } from "~/lib/auth/auth.server";
import { LANGUAGES } from "~/lib/site/languages";
import { groupForNewVersion } from "~/lib/generation/policy-saves.server";
import { generationResponse } from "~/lib/generation/generation-response.server";
import { GENERATION_BODY, startGeneration, wantsEventStream } from "~/lib/generation/start-generation.server";

const NewVersionSchema = z.object({ language: z.enum(LANGUAGES, { error: "generation.errors.unsupportedLanguage" }) });

/**
 * POST /api/policies/group/{groupId}/versions {language} — another language of the same policy:
 * the composer writes it anew, or the AI translates the first version. Owner only.
 */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  const groupId = params.groupId ?? "";
  await requireGroupOwner(request, context, groupId);
  const { language } = await parseBody(request, NewVersionSchema, GENERATION_BODY);

  const group = await groupForNewVersion(context.cloudflare.env.DB, groupId);
  const source = group?.versions[0];
  if (!group?.input || !source) throw notFound();
  if (group.versions.some((version) => version.language === language)) throw new DomainError("conflict", "generation.errors.versionExists");
  const started = await startGeneration(request, context, {
    input: { ...group.input, language, useCache: false },
    // Ownership was checked above; the owner-token holder adds versions without signing in.
    anonymous: true,
    events: wantsEventStream(request),
    version: { groupId, sourceMarkdown: source.markdown, sourceLanguage: source.language },
    canonicalBody: JSON.stringify({ groupId, language }),
  });
  return generationResponse(started);
});
