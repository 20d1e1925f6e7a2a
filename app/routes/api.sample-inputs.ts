import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson } from "~/lib/platform/api-response.server";
import { listActiveSampleInputs } from "~/lib/reading/sample-inputs.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return apiJson(await listActiveSampleInputs(context.cloudflare.env.DB));
}
