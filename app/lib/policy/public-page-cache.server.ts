import { and, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policies } from "~/db/schema";
import { sessionCookie } from "~/lib/auth/session.server";
import { liveLinkCondition } from "~/lib/living/public-link.server";
import type { AppConfig } from "~/lib/platform/app-config.server";
import { getLocale } from "~/lib/site/i18n.server";
import { LANGUAGES, type Language } from "~/lib/site/languages";

/**
 * Shared pages: browsers keep one a minute, the edge five. A policy's text never changes, but the
 * page around it (header, footer, asset URLs) changes with each deploy, so the edge keeps it short.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=60, s-maxage=300";
/** Pages with something personal in them (the signed-in header) or a 404. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

const PUBLIC_PAGE_PATH = /^\/p\/([a-z0-9-]{1,200})$/;

export function publicPageSlug(url: URL): string | null {
  return PUBLIC_PAGE_PATH.exec(url.pathname)?.[1] ?? null;
}

async function policyExists(d1: D1Database, slug: string): Promise<boolean> {
  const [row] = await database(d1).select({ slug: policies.slug }).from(policies).where(and(eq(policies.slug, slug), liveLinkCondition())).limit(1);
  return row !== undefined;
}

export type PublicPageCache = ReturnType<typeof publicPageCache>;

/**
 * The edge cache (Cache API) for `/p/{slug}`.
 *
 * - Only signed-out requests (no session cookie) are served from or stored in it: the signed-in
 *   header is personal, so those pages are rendered each time and marked private.
 * - The key is the page's origin and slug, the interface language (the preference cookie or the
 *   site's; the Cache API ignores `Vary`) and the build version (a deploy never serves a page whose
 *   scripts are gone).
 * - D1 is asked whether the policy still exists before any cached copy is served: a purge only
 *   reaches this data centre's cache, and a deleted policy must answer 404 everywhere at once.
 */
export function publicPageCache(buildVersion: string, cache: () => Cache = edgeCache) {
  const keyFor = (origin: string, slug: string, language: Language) =>
    new Request(`${origin}/p/${slug}?ui=${encodeURIComponent(language)}&build=${encodeURIComponent(buildVersion)}`);

  return {
    keyFor,

    async serve(request: Request, { db, ctx, config }: { db: D1Database; ctx: ExecutionContext; config: AppConfig }, render: () => Promise<Response>): Promise<Response> {
      const url = new URL(request.url);
      const slug = request.method === "GET" && !url.search ? publicPageSlug(url) : null;
      if (!slug || sessionCookie(request).read() !== null) return render();
      const key = keyFor(url.origin, slug, await getLocale(request, config.sites));
      // Both at once: the existence check adds no wait to a hit.
      const [exists, hit] = await Promise.all([policyExists(db, slug), cache().match(key)]);
      if (!exists) return render();
      if (hit) return withCacheStatus(hit, "HIT");
      const response = await render();
      if (!isShareable(response)) return response;
      ctx.waitUntil(cache().put(key, response.clone()));
      return withCacheStatus(response, "MISS");
    },

    /** Removes every cached copy of these pages, on each origin and in each interface language. */
    async purge(slugs: string[], origins: string[]): Promise<void> {
      const keys = [...new Set(origins)].flatMap((origin) => slugs.flatMap((slug) => LANGUAGES.map((language) => keyFor(origin, slug, language))));
      await Promise.all(keys.map((key) => cache().delete(key)));
    },
  };
}

/** The Workers Cache API's data-centre cache (the DOM typings do not know `caches.default`). */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

function isShareable(response: Response): boolean {
  return response.status === 200 && !response.headers.has("Set-Cookie") && /\bpublic\b/.test(response.headers.get("Cache-Control") ?? "");
}

function withCacheStatus(response: Response, status: "HIT" | "MISS"): Response {
  const copy = new Response(response.body, response);
  copy.headers.set("X-Page-Cache", status);
  return copy;
}
