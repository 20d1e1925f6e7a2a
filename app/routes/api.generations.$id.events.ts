import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { generationEvents } from "~/lib/generation/start-generation.server";

/** GET /api/generations/{id}/events — (re)join a generation's event stream; Last-Event-ID resumes. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return generationEvents(request, context, params.id ?? "");
}
