import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, max } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policies, policyGroups, policyRevisions } from "~/db/schema";
import { apiError, methodNotAllowed } from "~/lib/platform/api-response.server";
import { storedReading } from "~/lib/reading/stored-reading";
import { cardControls, cardControlsCsv } from "./card-controls.server";
import { contentHash } from "../living/content-hash";
import { liveLinkCondition } from "../policies/public-link.server";

/**
 * GET /api/policies/{slug}/controls.json and .csv: public while the policy's link is live, like
 * the policy and its PDF (the rules are the policy's own, and a card platform fetches them with
 * the link alone); 404 once the link is off, expired or replaced.
 */
export async function controlsResponse(request: Request, context: AppLoadContext, slug: string | undefined, format: "json" | "csv") {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(request, context, "GET");
  const db = database(context.cloudflare.env.DB);
  const [row] = await db
    .select({
      slug: policies.slug,
      companyName: policies.companyName,
      language: policies.language,
      markdown: policies.markdown,
      reading: policyGroups.reading,
      revision: max(policyRevisions.number),
    })
    .from(policies)
    .innerJoin(policyGroups, eq(policyGroups.id, policies.groupId))
    .leftJoin(policyRevisions, eq(policyRevisions.policyId, policies.id))
    .where(and(eq(policies.slug, slug ?? ""), liveLinkCondition()))
    .groupBy(policies.id)
    .limit(1);
  if (!row) return apiError(request, context, 404, "errors.notFound");
  const controls = cardControls({
    slug: row.slug,
    companyName: row.companyName,
    language: row.language,
    markdown: row.markdown,
    reading: storedReading(row.reading),
    revision: row.revision ?? 1,
    contentHash: await contentHash(row.markdown),
  });
  // The rules follow every edit at once: nobody may keep a stale copy.
  const headers = { "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff", "Access-Control-Allow-Origin": "*" };
  if (format === "json") return Response.json(controls, { headers });
  return new Response(cardControlsCsv(controls), {
    headers: {
      ...headers,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="card-controls-${row.slug}.csv"`,
    },
  });
}
