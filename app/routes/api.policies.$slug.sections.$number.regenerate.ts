import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/lib/platform/api-response.server";
import { parseBody, withApiErrors } from "~/lib/platform/http.server";
import { generationResponse } from "~/lib/generation/generation-response.server";
import { wantsEventStream } from "~/lib/generation/start-generation.server";
import { REGENERATE_BODY, RegenerateBodySchema, regenerateSection, requireOwnedSection } from "~/lib/living/section-changes.server";

/** POST /api/policies/{slug}/sections/{n}/regenerate `{ instruction? }` — owner only: a proposed rewrite, streamed like a generation. */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  const owned = await requireOwnedSection(request, context, params.slug, params.number);
  // The body is optional: without one, the section is written again as it is.
  const { instruction } = request.body ? await parseBody(request, RegenerateBodySchema, REGENERATE_BODY) : { instruction: undefined };
  return generationResponse(await regenerateSection(request, context, owned, { instruction, events: wantsEventStream(request) }));
});

export function loader({ request, context }: LoaderFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
