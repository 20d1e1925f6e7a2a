import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The classic compiler writes the server build here before wrangler bundles this entry.
import * as build from "../build/index.js";
import { parseAppConfig } from "../app/lib/app-config.server";

export { GenerationJob } from "./generation-job";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    const config = parseAppConfig(env as unknown as Record<string, unknown>);
    return handleRemixRequest(request, { cloudflare: { env, ctx }, config });
  },
} satisfies ExportedHandler<Env>;
