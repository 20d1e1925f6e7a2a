import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError, methodNotAllowed, apiJson } from "~/lib/platform/api-response.server";
import { getCaller } from "~/lib/auth/auth.server";
import { cleanUpDeletedPolicies } from "~/lib/policy/deleted-policies.server";
import { deleteOwnedPolicy, publicPolicy } from "~/lib/generation/policy-store.server";

/** GET /api/policies/{slug} — public: anyone with the link may read it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const policy = await publicPolicy(context.cloudflare.env.DB, params.slug ?? "");
  if (!policy) return apiError(request, context, 404, "errors.notFound");
  return apiJson({
    companyName: policy.companyName,
    policyMarkdown: policy.policyMarkdown,
    language: policy.language,
    createdAt: policy.createdAt.toISOString(),
    /** What we understood of the company when the policy was written (null before the reader existed). */
    reading: policy.reading ?? null,
  });
}

/** DELETE /api/policies/{slug} — owner only; 404 for anyone else. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(request, context, "GET, DELETE");
  const deleted = await deleteOwnedPolicy(context.cloudflare.env.DB, await getCaller(request, context), params.slug ?? "");
  if (!deleted) return apiError(request, context, 404, "errors.notFound");
  cleanUpDeletedPolicies(request, context, deleted);
  return apiJson({ deleted });
}
