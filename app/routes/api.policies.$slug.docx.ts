import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportResponse } from "~/lib/export/export-response.server";

/** GET /api/policies/{slug}/docx — the policy as a Word document. */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return exportResponse(request, context, params.slug ?? "", "docx");
}
