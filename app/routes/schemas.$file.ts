import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import v1 from "~/lib/living/card-controls.v1.schema.json";
import v2 from "~/lib/living/card-controls.v2.schema.json";

/**
 * GET /schemas/{file} — the published JSON Schemas of controls.json. Routes rather than static files
 * so the code, its tests and the published schemas are one file each. A new version gets a new
 * address; a published one never changes, so files that cite v1 stay valid against it.
 */
const SCHEMAS: Record<string, object> = { "card-controls.v1.json": v1, "card-controls.v2.json": v2 };

export function loader({ params }: LoaderFunctionArgs) {
  const schema = params.file !== undefined && Object.hasOwn(SCHEMAS, params.file) ? SCHEMAS[params.file] : null;
  if (!schema) return Response.json({ message: "Not Found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return Response.json(schema, {
    headers: { "Cache-Control": "public, max-age=86400", "Access-Control-Allow-Origin": "*", "Content-Type": "application/schema+json" },
  });
}
