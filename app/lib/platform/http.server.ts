import type { AppLoadContext } from "@remix-run/cloudflare";
import type { TFunction } from "i18next";
import { getFixedT } from "~/lib/site/i18n.server";
import { apiError, type ErrorKey } from "./api-response.server";
import { boundedBody } from "./form-body.server";

/*
 * Where domain code meets HTTP. Domain code (app/lib) returns data and throws a DomainError, which
 * names what went wrong (a kind and a translation key) but no status; an API route reads
 * guard → parseBody → one domain call → respond, and withApiErrors turns a DomainError into the
 * translated JSON error with its status. The statuses live in STATUS_OF, and nowhere else.
 */

export type DomainErrorKind = "invalid" | "unauthorized" | "forbidden" | "notFound" | "conflict" | "tooLarge" | "rateLimited";

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  rateLimited: 429,
};

/** One problem of a body that failed its schema: where, and the translation key of what to say. */
export type BodyIssue = { path: string; key: ErrorKey };

type DomainErrorDetails = {
  /** Interpolation values of the message. */
  values?: Record<string, unknown>;
  /** Fields the JSON answer carries beside `message` (e.g. `reason`, the newer text of a conflict). */
  extra?: Record<string, unknown>;
  /** Every problem of a body, listed translated as `issues` (the first is the message). */
  issues?: BodyIssue[];
  /** Seconds before trying again (a spent budget or limit): sent as Retry-After. */
  retryAfter?: number;
};

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly key: ErrorKey,
    readonly details: DomainErrorDetails = {},
  ) {
    super(`${kind}: ${key}`);
    this.name = "DomainError";
  }
}

/** The caller may not see it, or it does not exist: the same answer either way. */
export const notFound = () => new DomainError("notFound", "errors.notFound");

/** epic-stack's invariantResponse, status-free: the condition holds, or the domain error is thrown. */
export function invariant(condition: unknown, kind: DomainErrorKind, key: ErrorKey, details?: DomainErrorDetails): asserts condition {
  if (!condition) throw new DomainError(kind, key, details);
}

/** The status a domain error answers with (a page that shows the error itself still says it). */
export const statusOf = (error: DomainError): number => STATUS_OF[error.kind];

/** The error's message in the caller's language (a page shows it; an API answer carries it). */
export function errorMessage(error: DomainError, t: TFunction): string {
  return t(error.details.issues?.[0]?.key ?? error.key, error.details.values ?? {}) as string;
}

/** The JSON answer for a DomainError: its status, the translated message, its extra fields. */
export async function respondToError(error: unknown, request: Request, context: AppLoadContext): Promise<Response> {
  if (!(error instanceof DomainError)) throw error;
  const { values, extra, issues, retryAfter } = error.details;
  const listed = issues && (await translatedIssues(request, context, issues));
  return apiError(request, context, STATUS_OF[error.kind], issues?.[0]?.key ?? error.key, {
    values,
    extra: listed ? { ...extra, issues: listed } : extra,
    headers: retryAfter === undefined ? undefined : { "Retry-After": String(retryAfter) },
  });
}

async function translatedIssues(request: Request, context: AppLoadContext, issues: BodyIssue[]) {
  const { t } = await getFixedT(request, context.config.sites);
  return issues.map((issue) => ({ path: issue.path, message: t(issue.key) as string }));
}

type HandlerArgs = { request: Request; context: AppLoadContext };

/** An API loader or action whose domain errors are answered, in one place; anything else is thrown on. */
export function withApiErrors<Args extends HandlerArgs>(handler: (args: Args) => Promise<Response>) {
  return async (args: Args): Promise<Response> => {
    try {
      return await handler(args);
    } catch (error) {
      return respondToError(error, args.request, args.context);
    }
  };
}

/**
 * How an API family reads its JSON bodies: the size it takes, and the keys of its refusals. A body
 * that fails the schema is refused with `invalid` (and `values`); with `issues` set, each problem
 * is listed, and a problem whose message is a key under that prefix says so in its own words.
 */
export type BodyRules = {
  maxBytes: number;
  tooLarge: ErrorKey;
  unreadable: ErrorKey;
  invalid: ErrorKey;
  values?: Record<string, unknown>;
  issues?: "generation.errors." | "admin.errors.";
};

/** What a failed zod validation (zod or zod/mini) says: each problem's path and message. */
type SchemaError = { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };

/** Anything that validates like a zod schema (a schema, or a choice between two; zod or zod/mini). */
export type BodySchema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false; error: SchemaError } };

/** The refusal of a body that failed its schema. */
export function invalidBody(error: SchemaError, rules: BodyRules): DomainError {
  if (!rules.issues) return new DomainError("invalid", rules.invalid, { values: rules.values });
  const prefix = rules.issues;
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    key: (issue.message.startsWith(prefix) ? issue.message : rules.invalid) as ErrorKey,
  }));
  return new DomainError("invalid", rules.invalid, { values: rules.values, issues });
}

/**
 * A JSON body, read and validated: at most `maxBytes` (the rest is never read), parsed, then
 * checked against the schema. Returns the typed data, or throws a DomainError (413, 400).
 * The type the body declares is not checked: the API has always taken JSON sent as text.
 */
export async function parseBody<T>(request: Request, schema: BodySchema<T>, rules: BodyRules): Promise<T> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  const bytes = declared > rules.maxBytes ? null : await boundedBody(request, rules.maxBytes);
  if (!bytes) throw new DomainError("tooLarge", rules.tooLarge);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new DomainError("invalid", rules.unreadable);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidBody(parsed.error, rules);
  return parsed.data;
}

/** A file to download: its bytes, and whether the export cache had it (tests and the bench read X-Export-Cache). */
export function downloadResponse(file: {
  body: ReadableStream | ArrayBuffer | Uint8Array;
  hit: boolean;
  contentType: string;
  filename: string;
}) {
  return new Response(file.body as BodyInit, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": file.filename,
      "X-Content-Type-Options": "nosniff",
      "X-Export-Cache": file.hit ? "HIT" : "MISS",
      // The slug's content can change (a new version) or vanish (deleted): always ask again.
      "Cache-Control": "private, no-cache",
    },
  });
}
