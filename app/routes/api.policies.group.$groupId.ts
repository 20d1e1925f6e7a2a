import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiError, methodNotAllowed, apiJson } from "~/lib/platform/api-response.server";
import { getCaller } from "~/lib/auth/auth.server";
import { cleanUpDeletedPolicies } from "~/lib/policies/deleted-policies.server";
import { deleteOwnedGroup } from "~/lib/policies/policy-store.server";

/** DELETE /api/policies/group/{groupId} — every language version; owner only, 404 for anyone else. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(request, context, "DELETE");
  const deleted = await deleteOwnedGroup(context.cloudflare.env.DB, await getCaller(request, context), params.groupId ?? "");
  if (!deleted) return apiError(request, context, 404, "errors.notFound");
  cleanUpDeletedPolicies(request, context, deleted);
  return apiJson({ deleted });
}
