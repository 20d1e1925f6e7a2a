import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson } from "~/lib/platform/api-response.server";
import { notFound, withApiErrors } from "~/lib/platform/http.server";
import { requireOwnedPolicy } from "~/lib/living/policy-changes.server";
import { getRevision } from "~/lib/living/revisions.server";

/** GET /api/policies/{slug}/revisions/{n} — owner only: one revision with its text. */
export const loader = withApiErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { policy } = await requireOwnedPolicy(request, context, params.slug);
  const number = Number(params.number);
  const revision = Number.isInteger(number) && number > 0 ? await getRevision(context.cloudflare.env.DB, policy, number) : null;
  if (!revision) throw notFound();
  return apiJson(revision);
});
