import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed } from "~/lib/platform/api-response.server";
import { withApiErrors } from "~/lib/platform/http.server";
import { updateFromLanguage } from "~/lib/living/language-update.server";

/** POST /api/policies/{slug}/update-from `{ from }` — owner only: rewrites this version from a changed one, streamed like a generation. */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  return updateFromLanguage(request, context, params.slug);
});

export function loader({ request, context }: LoaderFunctionArgs) {
  return methodNotAllowed(request, context, "POST");
}
