import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { showFreshness } from "~/lib/living/language-update.server";

/** GET /api/policies/{slug}/freshness — owner only: the other language versions changed since this one was written. */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return showFreshness(request, context, params.slug);
}
