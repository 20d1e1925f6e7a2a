import type { EventStream, StartedGeneration } from "./start-generation.server";

/*
 * The HTTP answer of a started generation, the same for the four API routes that start one
 * (generate, another language, a section rewrite, an update from another language): the live
 * events, or the outcome as JSON with the job's status.
 */

export function generationResponse(started: StartedGeneration): Response {
  const headers = new Headers({ "Cache-Control": "no-store", "X-Generation-Id": started.generationId });
  for (const cookie of started.setCookies) headers.append("Set-Cookie", cookie);
  if ("events" in started) return eventStreamResponse(started.events, headers);
  const { outcome } = started;
  // A section rewrite answers with its proposal beside the (unchanged) policy, an update with what it did.
  if (outcome.ok) return Response.json({ ...outcome.policy, section: outcome.section, update: outcome.update }, { status: 200, headers });
  return Response.json({ message: outcome.message }, { status: outcome.status, headers });
}

/** A job's events as the Durable Object serves them, its headers over `headers`. */
export function eventStreamResponse(events: EventStream, headers = new Headers()): Response {
  events.headers.forEach((value, key) => headers.set(key, value));
  return new Response(events.body, { status: 200, headers });
}
