import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { withApiErrors } from "~/lib/platform/http.server";
import { cardControlsCsv } from "~/lib/rules/card-controls.server";
import { livePolicy, PUBLIC_RULES_HEADERS } from "~/lib/rules/live-policy.server";

/** GET /api/policies/{slug}/controls.csv — the same rules as controls.json, one a row. */
export const loader = withApiErrors(async ({ context, params }: LoaderFunctionArgs) => {
  const { slug, controls } = await livePolicy(context.cloudflare.env.DB, params.slug ?? "");
  return new Response(cardControlsCsv(controls), {
    headers: {
      ...PUBLIC_RULES_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="card-controls-${slug}.csv"`,
    },
  });
});
