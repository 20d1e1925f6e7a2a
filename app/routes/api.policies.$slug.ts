import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError, methodNotAllowed, apiJson } from "~/lib/platform/api-response.server";
import { getCaller } from "~/lib/auth/auth.server";
import { cleanUpDeletedPolicies } from "~/lib/policies/deleted-policies.server";
import { deleteOwnedPolicy, publicPolicy } from "~/lib/policies/policy-store.server";
import { editPolicy, loadOwnedPolicy } from "~/lib/living/policy-changes.server";

/**
 * GET /api/policies/{slug} — public while its link is live; its owner reads it always (My
 * Policies shows a policy whose link is off or expired).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const policy = (await publicPolicy(context.cloudflare.env.DB, params.slug ?? "")) ?? (await ownersCopy(request, context, params.slug));
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

async function ownersCopy(request: Request, context: LoaderFunctionArgs["context"], slug: string | undefined) {
  const loaded = await loadOwnedPolicy(request, context, slug);
  if (!loaded.ok) return null;
  const { companyName, markdown, language, createdAt, reading } = loaded.policy;
  return { companyName, policyMarkdown: markdown, language, createdAt, reading };
}

/** PUT /api/policies/{slug} `{ markdown }` — the owner's edit; DELETE — owner only. 404 for anyone else. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method === "PUT") return editPolicy(request, context, params.slug);
  if (request.method !== "DELETE") return methodNotAllowed(request, context, "GET, PUT, DELETE");
  const deleted = await deleteOwnedPolicy(context.cloudflare.env.DB, await getCaller(request, context), params.slug ?? "");
  if (!deleted) return apiError(request, context, 404, "errors.notFound");
  cleanUpDeletedPolicies(request, context, deleted);
  return apiJson({ deleted });
}
