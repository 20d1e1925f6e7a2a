import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import { apiError } from "~/lib/platform/api-response.server";
import { getUser, isOwner } from "~/lib/auth/auth.server";
import { sha256 } from "~/lib/platform/crypto.server";
import { getLocale, requestSite } from "~/lib/site/i18n.server";
import { ensureOwnerToken, ownerTokenHash } from "~/lib/auth/owner-token.server";
import { message } from "~/lib/site/messages.server";
import { MAX_BODY_BYTES, type GenerationInput } from "~/lib/generation/generation-input";
import { claimGeneration, generationOwner } from "./generations.server";
import type { JobSpec } from "./run-generation.server";

type Ready = { ok: true; json: unknown } | { ok: false; response: Response };

/** Reads a JSON body of at most 16 KB: 413 when larger, 400 when not JSON. */
export async function readJsonBody(request: Request, context: AppLoadContext): Promise<Ready> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_BODY_BYTES) return { ok: false, response: await apiError(request, context, 413, "generation.errors.bodyTooLarge") };
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES)
    return { ok: false, response: await apiError(request, context, 413, "generation.errors.bodyTooLarge") };
  try {
    return { ok: true, json: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, response: await apiError(request, context, 400, "generation.errors.invalidBody") };
  }
}

/** A 400 with the first problem as the message (translated) and every problem listed. */
export async function validationError(request: Request, context: AppLoadContext, error: z.ZodError) {
  const locale = await getLocale(request, context.config.sites);
  const issues = error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message.startsWith("generation.errors.")
      ? message(locale, issue.message as never)
      : message(locale, "generation.errors.invalidBody"),
  }));
  return Response.json(
    { message: issues[0]?.message ?? message(locale, "generation.errors.invalidBody"), issues },
    { status: 400, headers: { "Cache-Control": "no-store" } },
  );
}

const jobStub = (context: AppLoadContext, generationId: string) => {
  // Typed by worker-configuration.d.ts (wrangler types): no import of the Worker's own module here.
  const namespace = context.cloudflare.env.GENERATION_JOB;
  return namespace.get(namespace.idFromName(generationId));
};

/**
 * Starts (or rejoins) a generation for the caller and answers: Server-Sent Events when the client
 * accepts them, otherwise the policy object once it is saved. Signed-out callers may generate only
 * in anonymous mode, where an owner-token cookie makes them the owner.
 */
export async function startGeneration(
  request: Request,
  context: AppLoadContext,
  {
    input,
    anonymous,
    version,
    section,
    update,
    canonicalBody,
  }: {
    input: GenerationInput;
    anonymous: boolean;
    version?: JobSpec["version"];
    section?: JobSpec["section"];
    update?: JobSpec["update"];
    canonicalBody: string;
  },
): Promise<Response> {
  const { env, ctx } = context.cloudflare;
  const user = await getUser(request, context);
  if (!user && !anonymous) return apiError(request, context, 401, "generation.errors.signInRequired");
  const ownerToken = user ? null : await ensureOwnerToken(request, context);
  const owner = { userId: user?.id ?? null, ownerTokenHash: ownerToken?.hash ?? null };
  const ownerKey = user ? `user:${user.id}` : `token:${ownerToken!.hash}`;

  // The client's network (an IPv6 /64 counts as one), as the edge reported it.
  const clientIpHash = await sha256(`net:${context.clientNetwork}`);
  const clientKey = request.headers.get("Idempotency-Key")?.trim().slice(0, 200) || null;
  const claim = {
    ownerUserId: owner.userId,
    ownerTokenHash: owner.ownerTokenHash,
    clientIpHash,
    idempotencyKey: clientKey ? await sha256(`${ownerKey}:${clientKey}`) : null,
    requestHash: await sha256(`${ownerKey}:${canonicalBody}`),
    anonymous: !user,
  };

  const claimed = await claimGeneration(env.DB, context.config.limits, claim);
  if (claimed.retryAfter !== undefined) {
    const seconds = claimed.retryAfter;
    return apiError(request, context, 429, "generation.errors.rateLimited", {
      headers: { "Retry-After": String(seconds) },
      values: { seconds },
    });
  }
  const { id: generationId, created: fresh } = claimed;

  const url = new URL(request.url);
  const spec: JobSpec = {
    generationId,
    input,
    owner,
    siteCountry: requestSite(request, context.config.sites).country,
    origin: url.origin,
    uiLanguage: await getLocale(request, context.config.sites),
    version,
    section,
    update,
  };
  const stub = jobStub(context, generationId);
  const headers = new Headers({ "Cache-Control": "no-store", "X-Generation-Id": generationId });
  for (const cookie of ownerToken?.setCookies ?? []) headers.append("Set-Cookie", cookie);

  if (wantsEventStream(request)) {
    await stub.start(spec, fresh);
    const stream = await stub.fetch(new Request(eventsUrl(generationId, spec.origin, spec.uiLanguage), { signal: request.signal }));
    stream.headers.forEach((value, key) => headers.set(key, value));
    return new Response(stream.body, { status: 200, headers });
  }
  // Keep the job's promise alive for the Worker even if this client goes away.
  const result = stub.run(spec, fresh);
  ctx.waitUntil(
    result.then(
      () => undefined,
      () => undefined,
    ),
  );
  const outcome = await result;
  // A section rewrite answers with its proposal beside the (unchanged) policy, an update with what it did.
  if (outcome.ok) return Response.json({ ...outcome.policy, section: outcome.section, update: outcome.update }, { status: 200, headers });
  return Response.json({ message: outcome.message }, { status: outcome.status, headers });
}

/** The job's event stream, with what it needs to replay a finished job from D1. */
function eventsUrl(generationId: string, origin: string, uiLanguage: string) {
  const url = new URL("https://generation-job/events");
  url.searchParams.set("generation", generationId);
  url.searchParams.set("origin", origin);
  url.searchParams.set("lang", uiLanguage);
  return url;
}

export function wantsEventStream(request: Request) {
  return (request.headers.get("Accept") ?? "").includes("text/event-stream");
}

/** The event stream of a generation, for its owner only (404 for anyone else). */
export async function generationEvents(request: Request, context: AppLoadContext, generationId: string): Promise<Response> {
  const owner = await generationOwner(context.cloudflare.env.DB, generationId);
  const user = await getUser(request, context);
  const tokenHash = await ownerTokenHash(request, context);
  if (!owner || !isOwner({ userId: user?.id ?? null, ownerTokenHash: tokenHash }, owner))
    return apiError(request, context, 404, "errors.notFound");
  const url = eventsUrl(generationId, new URL(request.url).origin, await getLocale(request, context.config.sites));
  const lastEventId = request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("lastEventId");
  const headers = new Headers();
  if (lastEventId) headers.set("Last-Event-ID", lastEventId);
  return jobStub(context, generationId).fetch(new Request(url, { headers, signal: request.signal }));
}
