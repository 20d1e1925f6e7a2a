import type { CompanyReading } from "~/lib/reading/company-reading";
import type { GenerationInput } from "~/lib/generation/generation-input";
import { sha256 } from "~/lib/platform/crypto.server";

/*
 * The model's readings, kept a day in this data centre's cache by the hash of what was read: the
 * form asks again as the owner types, and the same text is never sent to Workers AI twice.
 */

const KEEP_SECONDS = 24 * 60 * 60;

async function keyFor(origin: string, input: GenerationInput): Promise<Request> {
  // Everything the model is given: the text and the built-in reading it starts from (the user's corrections included).
  const hash = await sha256(
    JSON.stringify([input.language, input.companyName, input.details, input.structured, input.country, input.reading ?? null]),
  );
  return new Request(`${origin}/__readings/${hash}`);
}

export async function cachedReading(
  origin: string,
  input: GenerationInput,
  read: () => Promise<CompanyReading>,
  defer: (task: Promise<unknown>) => void,
  cache: Cache = (caches as unknown as { default: Cache }).default,
): Promise<CompanyReading> {
  const key = await keyFor(origin, input);
  const hit = await cache.match(key).catch(() => undefined);
  if (hit) return hit.json<CompanyReading>();
  const reading = await read();
  defer(cache.put(key, Response.json(reading, { headers: { "Cache-Control": `max-age=${KEEP_SECONDS}` } })).catch(() => {}));
  return reading;
}
