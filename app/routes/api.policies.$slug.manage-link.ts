import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson } from "~/lib/platform/api-response.server";
import { notFound, withApiErrors } from "~/lib/platform/http.server";
import { requireOwnedPolicy } from "~/lib/living/policy-changes.server";
import { manageUrl } from "~/lib/policies/anonymous-policies.server";

/**
 * GET /api/policies/{slug}/manage-link — the owner of a policy made without an account (the
 * owner-token cookie): its private management link and when its public link expires. 404 for
 * anyone else, and for a policy kept in an account (its owner signs in to manage it).
 */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { policy } = await requireOwnedPolicy(request, context, params.slug);
  if (policy.groupOwnerUserId) throw notFound();
  return apiJson({
    manageUrl: await manageUrl(new URL(request.url).origin, context.config, policy.groupId),
    linkExpiresAt: policy.linkExpiresAt?.toISOString() ?? null,
  });
});
