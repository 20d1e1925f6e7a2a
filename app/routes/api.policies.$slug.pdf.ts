import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportResponse } from "~/lib/export/export-response.server";

/** GET /api/policies/{slug}/pdf — the policy as a PDF download. */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return exportResponse(request, context, params.slug ?? "", "pdf");
}
