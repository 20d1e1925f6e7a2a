import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/auth/auth.server";
import { apiJson } from "~/lib/platform/api-response.server";
import { withApiErrors } from "~/lib/platform/http.server";

export const loader = withApiErrors(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireUser(request, context, { api: true });
  return apiJson({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName });
});
