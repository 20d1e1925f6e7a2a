import { and, eq, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policies, policyRevisions } from "~/db/schema";
import { hasOwnerHint } from "~/lib/auth/owner-hint";
import { sessionCookie } from "~/lib/auth/session.server";
import { liveLinkCondition } from "~/lib/policies/public-link.server";
import type { AppConfig } from "~/lib/platform/app-config.server";
import { newNonce, nonceOf } from "~/lib/platform/content-security.server";
import { getLocale } from "~/lib/site/i18n.server";
import { LANGUAGES, type Language } from "~/lib/site/languages";

/**
 * Shared pages, to browsers and proxies: ask again every time (the owner may just have edited the
 * text or switched the link off, and no proxy may keep showing it).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, no-cache";
/**
 * The edge's own copy (Cache API) is kept five minutes: a view still checks the policy's stamp in
 * D1 before serving it (see STAMP_TRUSTED_MS for the copy kept in an isolate's memory).
 */
const EDGE_COPY_CACHE_CONTROL = "public, s-maxage=300";
/** Pages with something personal in them (the signed-in header) or a 404. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

const PUBLIC_PAGE_PATH = /^\/p\/([a-z0-9-]{1,200})$/;

export function publicPageSlug(url: URL): string | null {
  return PUBLIC_PAGE_PATH.exec(url.pathname)?.[1] ?? null;
}

/**
 * The policy's content stamp, or undefined when its public link does not answer (deleted, turned
 * off, expired). The row id changes when a policy is replaced under the same slug, the latest
 * revision number with every edit, section rewrite, restore and update, the list of the group's
 * shared slugs with the language links the page shows, and the group's revisions with the line
 * that tells readers another version changed after this one.
 */
async function policyStamp(d1: D1Database, slug: string): Promise<string | undefined> {
  // Spelled out: in a one-table select drizzle writes columns unqualified, and an unqualified "id"
  // inside the subquery would be the revision's own id (the stamp would never change).
  const latestRevision = sql<
    number | null
  >`(select max(latest."number") from ${policyRevisions} latest where latest."policy_id" = "policies"."id")`;
  // The page links the group's other languages: a version added, deleted, switched off, expired or given a new slug changes it too.
  const languageLinks = sql<
    string | null
  >`(select group_concat(other."slug") from ${policies} other where other."group_id" = "policies"."group_id" and other."link_enabled" = 1 and (other."link_expires_at" is null or other."link_expires_at" > ${Date.now()}))`;
  // Any revision of the group (another version edited, this one updated) may add or remove the out-of-date line.
  const groupRevisions = sql<
    string | null
  >`(select count(*) || '.' || max(grouped."created_at") from ${policyRevisions} grouped join ${policies} member on member."id" = grouped."policy_id" where member."group_id" = "policies"."group_id")`;
  const [row] = await database(d1)
    .select({ id: policies.id, revision: latestRevision, links: languageLinks, group: groupRevisions })
    .from(policies)
    .where(and(eq(policies.slug, slug), liveLinkCondition()))
    .limit(1);
  return row ? `${row.id}:${row.revision ?? 1}:${row.links ?? ""}:${row.group ?? ""}` : undefined;
}

/**
 * A page kept in this isolate's memory: the text and headers, the policy stamp it shows (only the
 * edge copy carries it as a header) and when D1 last confirmed that stamp.
 */
type MemoPage = { body: string; status: number; headers: [string, string][]; stamp: string; checkedAt: number };

/**
 * How long a stamp D1 confirmed is trusted in one isolate without asking again: a change made
 * elsewhere shows in every data centre within this time, the order of a global CDN purge (and at
 * once in the isolate that made it, and to the owner's browser). A D1 read per page every quarter
 * second per isolate, instead of one per view, is what lets a popular page answer near static speed
 * (bench: 0.3× a static asset with a read per view).
 */
export const STAMP_TRUSTED_MS = 250;

const STAMP_HEADER = "X-Policy-Stamp";
/** Pages kept in memory per isolate (a few hundred KB at most); the least recently used go first. */
const MEMO_PAGES = 100;

export type PublicPageCache = ReturnType<typeof publicPageCache>;

/**
 * The cache for `/p/{slug}`: this isolate's memory first, then the edge (Cache API), then Remix.
 *
 * - Only signed-out requests (no session cookie) are served from or stored in it: the signed-in
 *   header is personal, so those pages are rendered each time and marked private.
 * - The key is the page's origin and slug, the interface language (the preference cookie or the
 *   site's; the Cache API ignores `Vary`) and the build version (a deploy never serves a page whose
 *   scripts are gone).
 * - D1 is asked for the policy's stamp before a cached copy is served (a purge only reaches this
 *   isolate and data centre; a copy showing another stamp is not served): an edge copy always, a
 *   copy in this isolate's memory when its stamp was confirmed more than STAMP_TRUSTED_MS ago, after
 *   any write through this isolate, or for the owner's browser. A deleted, switched-off or edited
 *   policy so shows as such within STAMP_TRUSTED_MS everywhere.
 * - A hit in this isolate's memory skips the Cache API and the body copy.
 */
export function publicPageCache(buildVersion: string, cache: () => Cache = edgeCache) {
  const keyFor = (origin: string, slug: string, language: Language) =>
    new Request(`${origin}/p/${slug}?ui=${encodeURIComponent(language)}&build=${encodeURIComponent(buildVersion)}`);
  const memo = new Map<string, MemoPage>();

  function remember(key: string, page: MemoPage) {
    memo.delete(key);
    memo.set(key, page);
    if (memo.size > MEMO_PAGES) memo.delete(memo.keys().next().value!);
  }

  return {
    keyFor,

    async serve(
      request: Request,
      { db, ctx, config }: { db: D1Database; ctx: ExecutionContext; config: AppConfig },
      render: () => Promise<Response>,
    ): Promise<Response> {
      const url = new URL(request.url);
      const slug = request.method === "GET" && !url.search ? publicPageSlug(url) : null;
      if (!slug || sessionCookie(request).read() !== null) return render();
      const key = keyFor(url.origin, slug, await getLocale(request, config.sites));
      const kept = memo.get(key.url);
      // The owner's browser (it holds the owner hint) always asks: whoever changed a page sees the change.
      if (kept && Date.now() - kept.checkedAt < STAMP_TRUSTED_MS && !hasOwnerHint(request.headers.get("Cookie") ?? "")) {
        remember(key.url, kept);
        return pageResponse(kept, "HIT");
      }
      // Both at once: the stamp read adds no wait to an edge hit.
      const [stamp, hit] = await Promise.all([policyStamp(db, slug), kept ? undefined : cache().match(key)]);
      if (stamp === undefined) {
        memo.delete(key.url);
        return render();
      }
      if (kept?.stamp === stamp) {
        remember(key.url, { ...kept, checkedAt: Date.now() });
        return pageResponse(kept, "HIT");
      }
      if (hit && hit.headers.get(STAMP_HEADER) === stamp) {
        const page = await memoPage(hit, stamp);
        remember(key.url, page);
        return pageResponse(page, "HIT");
      }
      const response = await render();
      if (!isShareable(response)) return response;
      const page = await memoPage(response, stamp);
      remember(key.url, page);
      const stored = pageResponse(page, null);
      stored.headers.set(STAMP_HEADER, stamp);
      stored.headers.set("Cache-Control", EDGE_COPY_CACHE_CONTROL);
      ctx.waitUntil(cache().put(key, stored));
      return pageResponse(page, "MISS");
    },

    /** A write went through this isolate: every page kept in memory asks D1 for its stamp on its next view. */
    recheckAll(): void {
      for (const page of memo.values()) page.checkedAt = 0;
    },

    /** Removes every cached copy of these pages, on each origin and in each interface language. */
    async purge(slugs: string[], origins: string[]): Promise<void> {
      const keys = [...new Set(origins)].flatMap((origin) =>
        slugs.flatMap((slug) => LANGUAGES.map((language) => keyFor(origin, slug, language))),
      );
      for (const key of keys) memo.delete(key.url);
      await Promise.all(keys.map((key) => cache().delete(key)));
    },
  };
}

async function memoPage(response: Response, stamp: string): Promise<MemoPage> {
  const headers = [...response.headers].filter(([name]) => !/^(x-page-cache|x-policy-stamp)$/i.test(name));
  return { body: await response.text(), status: response.status, headers, stamp, checkedAt: Date.now() };
}

/** A kept page as a response; a copy served again gets a fresh script nonce (a nonce is never reused). */
function pageResponse(page: MemoPage, status: "HIT" | "MISS" | null): Response {
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  const policy = headers.get("Content-Security-Policy");
  const used = status === "HIT" ? nonceOf(policy) : null;
  const fresh = used ? newNonce() : null;
  const body = used && fresh ? page.body.replaceAll(used, fresh) : page.body;
  if (used && fresh) headers.set("Content-Security-Policy", policy!.replaceAll(used, fresh));
  const response = new Response(body, { status: page.status, headers });
  if (status) response.headers.set("X-Page-Cache", status);
  return response;
}

/** The Workers Cache API's data-centre cache (the DOM typings do not know `caches.default`). */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

function isShareable(response: Response): boolean {
  return response.status === 200 && !response.headers.has("Set-Cookie") && /\bpublic\b/.test(response.headers.get("Cache-Control") ?? "");
}
