import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ParseKeys } from "i18next";
import { getFixedT } from "~/lib/site/i18n.server";

type ErrorKey = Extract<ParseKeys, `errors.${string}` | `generation.errors.${string}` | `admin.errors.${string}` | `living.errors.${string}`>;

/**
 * An API error the client can show as it is: `{ message }` in the caller's language (the
 * preference cookie, else the site's), plus any extra fields (e.g. validation issues).
 */
export async function apiError(
  request: Request,
  context: AppLoadContext,
  status: number,
  key: ErrorKey,
  { headers, extra, values }: { headers?: HeadersInit; extra?: Record<string, unknown>; values?: Record<string, unknown> } = {},
) {
  const { t } = await getFixedT(request, context.config.sites);
  return Response.json({ message: t(key, values ?? {}), ...extra }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export function apiJson(body: unknown, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
}

/** 405 for a method a resource route does not take, naming the ones it does. */
export function methodNotAllowed(request: Request, context: AppLoadContext, allow: string) {
  return apiError(request, context, 405, "errors.badRequest", { headers: { Allow: allow } });
}
