import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { controlsResponse } from "~/lib/rules/controls-response.server";

/** GET /api/policies/{slug}/controls.csv — the same rules as controls.json, one a row. */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return controlsResponse(request, context, params.slug, "csv");
}
