import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ParseKeys } from "i18next";
import { getFixedT } from "~/lib/site/i18n.server";

export type ErrorKey = Extract<
  ParseKeys,
  `errors.${string}` | `generation.errors.${string}` | `admin.errors.${string}` | `living.errors.${string}` | `import.errors.${string}`
>;

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

/**
 * 405 before any route runs, naming the methods the route serves: JSON under /api/, a short page
 * elsewhere (only scripts post to a page without a form), translated either way.
 */
export function methodNotAllowedResponse(url: URL, allow: string[], message: string) {
  const headers = { Allow: allow.join(", "), "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/schemas/")) return Response.json({ message }, { status: 405, headers });
  const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>405</title></head><body><p>${escapeHtml(message)}</p></body></html>`;
  return new Response(page, { status: 405, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
