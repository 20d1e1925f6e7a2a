import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { controlsResponse } from "~/lib/rules/controls-response.server";

/** GET /api/policies/{slug}/controls.json — the enforceable rules (schema: /schemas/card-controls.v2.json). */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return controlsResponse(request, context, params.slug, "json");
}
