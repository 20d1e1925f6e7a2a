import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listActiveSampleInputs } from "~/lib/site/sample-inputs.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const samples = await listActiveSampleInputs(context.cloudflare.env.DB);
  return Response.json(samples, { headers: { "Cache-Control": "no-store" } });
}
