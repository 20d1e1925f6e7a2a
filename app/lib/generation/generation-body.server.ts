import { boundedBody } from "~/lib/platform/form-body.server";
import { DomainError, invalidBody } from "~/lib/platform/http.server";
import { GenerationBodySchema, MAX_BODY_BYTES, MAX_IMPORTED_BODY_BYTES } from "./generation-input";
import { GENERATION_BODY } from "./start-generation.server";

/**
 * A generation body: at most 16 KB, or 1 MB when it carries a reading (an imported policy's text
 * with the rules read from it, corrected in the panel); each problem listed in the caller's language.
 */
export async function parseGenerationBody(request: Request) {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  const bytes = declared > MAX_IMPORTED_BODY_BYTES ? null : await boundedBody(request, MAX_IMPORTED_BODY_BYTES);
  if (!bytes) throw new DomainError("tooLarge", GENERATION_BODY.tooLarge);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new DomainError("invalid", GENERATION_BODY.unreadable);
  }
  const withReading = typeof json === "object" && json !== null && "reading" in json && Boolean(json.reading);
  if (bytes.length > MAX_BODY_BYTES && !withReading) throw new DomainError("tooLarge", GENERATION_BODY.tooLarge);
  const parsed = GenerationBodySchema.safeParse(json);
  if (!parsed.success) throw invalidBody(parsed.error, GENERATION_BODY);
  return parsed.data;
}
