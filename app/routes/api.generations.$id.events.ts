import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { withApiErrors } from "~/lib/platform/http.server";
import { eventStreamResponse } from "~/lib/generation/generation-response.server";
import { followGeneration } from "~/lib/generation/start-generation.server";

/** GET /api/generations/{id}/events — (re)join a generation's event stream; Last-Event-ID resumes. */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const lastEventId = request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("lastEventId");
  const events = await followGeneration(request, context, { generationId: params.id ?? "", lastEventId });
  return eventStreamResponse(events);
});
