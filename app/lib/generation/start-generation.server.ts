import type { AppLoadContext } from "@remix-run/cloudflare";
import { getUser, isOwner } from "~/lib/auth/auth.server";
import { sha256 } from "~/lib/platform/crypto.server";
import { DomainError, notFound, type BodyRules } from "~/lib/platform/http.server";
import { getLocale, requestSite } from "~/lib/site/i18n.server";
import { ensureOwnerToken, ownerTokenHash } from "~/lib/auth/owner-token.server";
import { MAX_BODY_BYTES, type GenerationInput } from "~/lib/generation/generation-input";
import { claimGeneration, generationOwner } from "./generations.server";
import type { JobResult, JobSpec } from "./run-generation.server";

/** Generation bodies: at most 16 KB; each problem listed, in the caller's language. */
export const GENERATION_BODY: BodyRules = {
  maxBytes: MAX_BODY_BYTES,
  tooLarge: "generation.errors.bodyTooLarge",
  unreadable: "generation.errors.invalidBody",
  invalid: "generation.errors.invalidBody",
  issues: "generation.errors.",
};

/** A job's Server-Sent Events as the Durable Object serves them. */
export type EventStream = { body: ReadableStream<Uint8Array> | null; headers: Headers };

/**
 * A generation started (or rejoined): its id, the owner-token cookie a first anonymous call
 * gets, and either its live events or, once it is over, its outcome.
 */
export type StartedGeneration = { generationId: string; setCookies: string[] } & ({ events: EventStream } | { outcome: JobResult });

type GenerationJob = {
  input: GenerationInput;
  anonymous: boolean;
  /** The caller follows the job's events (else waits for its outcome). */
  events: boolean;
  version?: JobSpec["version"];
  section?: JobSpec["section"];
  update?: JobSpec["update"];
  canonicalBody: string;
};

const jobStub = (context: AppLoadContext, generationId: string) => {
  // Typed by worker-configuration.d.ts (wrangler types): no import of the Worker's own module here.
  const namespace = context.cloudflare.env.GENERATION_JOB;
  return namespace.get(namespace.idFromName(generationId));
};

/**
 * Starts (or rejoins) a generation for the caller: with `events`, its live event stream at once;
 * otherwise its outcome once it is over. Signed-out callers may generate only in anonymous mode,
 * where an owner-token cookie makes them the owner. Throws `unauthorized` (signed out outside
 * anonymous mode) and `rateLimited` (a generation limit is spent).
 */
export async function startGeneration(
  request: Request,
  context: AppLoadContext,
  job: GenerationJob & { events: false },
): Promise<Extract<StartedGeneration, { outcome: JobResult }>>;
export async function startGeneration(request: Request, context: AppLoadContext, job: GenerationJob): Promise<StartedGeneration>;
export async function startGeneration(
  request: Request,
  context: AppLoadContext,
  { input, anonymous, events, version, section, update, canonicalBody }: GenerationJob,
): Promise<StartedGeneration> {
  const { env, ctx } = context.cloudflare;
  const user = await getUser(request, context);
  if (!user && !anonymous) throw new DomainError("unauthorized", "generation.errors.signInRequired");
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
    throw new DomainError("rateLimited", "generation.errors.rateLimited", { retryAfter: seconds, values: { seconds } });
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
  const setCookies = ownerToken?.setCookies ?? [];

  if (events) {
    await stub.start(spec, fresh);
    const stream = await stub.fetch(new Request(eventsUrl(generationId, spec.origin, spec.uiLanguage), { signal: request.signal }));
    return { generationId, setCookies, events: { body: stream.body, headers: stream.headers } };
  }
  // Keep the job's promise alive for the Worker even if this client goes away.
  const result = stub.run(spec, fresh);
  ctx.waitUntil(
    result.then(
      () => undefined,
      () => undefined,
    ),
  );
  return { generationId, setCookies, outcome: await result };
}

/** The job's event stream, with what it needs to replay a finished job from D1. */
function eventsUrl(generationId: string, origin: string, uiLanguage: string) {
  const url = new URL("https://generation-job/events");
  url.searchParams.set("generation", generationId);
  url.searchParams.set("origin", origin);
  url.searchParams.set("lang", uiLanguage);
  return url;
}

/** Whether the caller asked for the live events (`Accept: text/event-stream`). */
export function wantsEventStream(request: Request) {
  return (request.headers.get("Accept") ?? "").includes("text/event-stream");
}

/**
 * The event stream of a generation, for its owner only (`notFound` for anyone else); a
 * `lastEventId` resumes after the last event the caller saw.
 */
export async function followGeneration(
  request: Request,
  context: AppLoadContext,
  { generationId, lastEventId }: { generationId: string; lastEventId: string | null },
): Promise<EventStream> {
  const owner = await generationOwner(context.cloudflare.env.DB, generationId);
  const user = await getUser(request, context);
  const tokenHash = await ownerTokenHash(request, context);
  if (!owner || !isOwner({ userId: user?.id ?? null, ownerTokenHash: tokenHash }, owner)) throw notFound();
  const url = eventsUrl(generationId, new URL(request.url).origin, await getLocale(request, context.config.sites));
  const headers = new Headers();
  if (lastEventId) headers.set("Last-Event-ID", lastEventId);
  const stream = await jobStub(context, generationId).fetch(new Request(url, { headers, signal: request.signal }));
  return { body: stream.body, headers: stream.headers };
}
