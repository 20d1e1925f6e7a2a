import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportFile } from "~/lib/export/export-file.server";
import { downloadResponse, withApiErrors } from "~/lib/platform/http.server";

/** GET /api/policies/{slug}/docx — the policy as a Word document. */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) =>
  downloadResponse(await exportFile(context, request.url, params.slug ?? "", "docx")),
);
