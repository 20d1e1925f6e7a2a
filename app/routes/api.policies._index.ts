import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson } from "~/lib/platform/api-response.server";
import { withApiErrors } from "~/lib/platform/http.server";
import { getCaller, requireUser } from "~/lib/auth/auth.server";
import { listOwnedGroups } from "~/lib/policies/policy-store.server";

/** GET /api/policies — the caller's policy groups. Signed-in users only. */
export const loader = withApiErrors(async ({ request, context }: LoaderFunctionArgs) => {
  await requireUser(request, context, { api: true });
  const groups = await listOwnedGroups(context.cloudflare.env.DB, await getCaller(request, context));
  return apiJson(groups);
});
