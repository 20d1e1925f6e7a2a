import schema from "~/lib/living/card-controls.v1.schema.json";

/**
 * GET /schemas/card-controls.v1.json — the published JSON Schema of controls.json. A route rather
 * than a static file so the code, its tests and the published schema are one file. A new version
 * gets a new address; this one never changes.
 */
export function loader() {
  return Response.json(schema, {
    headers: { "Cache-Control": "public, max-age=86400", "Access-Control-Allow-Origin": "*", "Content-Type": "application/schema+json" },
  });
}
