import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/lib/platform/api-response.server";
import { listSections } from "~/lib/living/section-changes.server";

/** GET /api/policies/{slug}/sections — owner only: the sections one can have rewritten. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return listSections(request, context, params.slug);
}

export function action({ request, context }: ActionFunctionArgs) {
  return methodNotAllowed(request, context, "GET");
}
