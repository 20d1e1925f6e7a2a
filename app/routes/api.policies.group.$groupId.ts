import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed, apiJson } from "~/lib/platform/api-response.server";
import { notFound, withApiErrors } from "~/lib/platform/http.server";
import { getCaller } from "~/lib/auth/auth.server";
import { cleanUpDeletedPolicies } from "~/lib/policies/deleted-policies.server";
import { deleteOwnedGroup } from "~/lib/policies/policy-store.server";

/** DELETE /api/policies/group/{groupId} — every language version; owner only, 404 for anyone else. */
export const action = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "DELETE") return methodNotAllowed(request, context, "DELETE");
  const deleted = await deleteOwnedGroup(context.cloudflare.env.DB, await getCaller(request, context), params.groupId ?? "");
  if (!deleted) throw notFound();
  cleanUpDeletedPolicies(request, context, deleted);
  return apiJson({ deleted });
});
