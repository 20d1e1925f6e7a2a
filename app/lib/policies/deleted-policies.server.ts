import type { AppLoadContext } from "@remix-run/cloudflare";
import { deletePolicyExports } from "~/lib/policies/export-cache.server";

/**
 * What goes with deleted policies, after the answer: their cached public pages (on every site
 * origin we know) and their PDF/DOCX files in R2. The user need not wait for either — the public
 * page checks D1 before serving a cached copy, so it answers 404 at once regardless — and a
 * failure is only logged (an orphan export is unreachable without its slug).
 */
export function cleanUpDeletedPolicies(request: Request, context: AppLoadContext, slugs: string[]) {
  if (slugs.length === 0) return;
  const origins = [...Object.values(context.config.canonicalOrigins), new URL(request.url).origin];
  const work = Promise.allSettled([context.pageCache.purge(slugs, origins), deletePolicyExports(context.cloudflare.env, slugs)]).then(
    (results) => {
      for (const result of results)
        if (result.status === "rejected") console.error("cleaning up deleted policies failed", slugs, result.reason);
    },
  );
  context.cloudflare.ctx.waitUntil(work);
}

/**
 * The same clean-up when a policy's text or public link changes: its cached page and its files
 * were made from the old state. (Exports are keyed by the text's hash, so a new text would miss
 * them anyway; deleting them only spares R2 the dead copies.)
 */
export const cleanUpChangedPolicies = cleanUpDeletedPolicies;
