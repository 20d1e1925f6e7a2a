import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { withApiErrors } from "~/lib/platform/http.server";
import { livePolicy, PUBLIC_RULES_HEADERS } from "~/lib/rules/live-policy.server";

/** GET /api/policies/{slug}/controls.json — the enforceable rules (schema: /schemas/card-controls.v3.json). */
export const loader = withApiErrors(async ({ context, params }: LoaderFunctionArgs) => {
  const { controls } = await livePolicy(context.cloudflare.env.DB, params.slug ?? "");
  return Response.json(controls, { headers: PUBLIC_RULES_HEADERS });
});
