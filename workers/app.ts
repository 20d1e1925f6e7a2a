import { createRequestHandler } from "@remix-run/cloudflare";
import type { AppConfig } from "../app/lib/platform/app-config.server";
import { build, parts } from "./build";

const {
  applyHeadersByType,
  askingPreflight,
  clientNetwork,
  foreignMutationResponse,
  getFixedT,
  isForeignMutation,
  methodNotAllowedResponse,
  onlyAsks,
  parseAppConfig,
  publicPageCache,
  routeMethods,
  sweep,
  withFramePolicy,
} = parts;

export { GenerationJob } from "./generation-job";

const handleRemixRequest = createRequestHandler(build);
const pageCache = publicPageCache(build.assets.version);
const methodsOf = routeMethods(build);

// The vars are fixed for an isolate's life: parse them once per env object, not on every request.
const configs = new WeakMap<Env, AppConfig>();
function configOf(env: Env): AppConfig {
  let config = configs.get(env);
  if (!config) configs.set(env, (config = parseAppConfig(env as unknown as Record<string, unknown>)));
  return config;
}

async function answer(request: Request, url: URL, env: Env, ctx: ExecutionContext, config: AppConfig): Promise<Response> {
  // Checked before any route runs, so no POST, PUT, PATCH or DELETE from another site changes anything.
  if (isForeignMutation(request)) {
    const { t } = await getFixedT(request, config.sites);
    return foreignMutationResponse(t("errors.crossSite"));
  }
  const preflight = askingPreflight(request, url);
  if (preflight) return preflight;
  const methods = methodsOf(url);
  if (methods && !methods.includes(request.method)) {
    const { t } = await getFixedT(request, config.sites);
    return methodNotAllowedResponse(url, methods, t("errors.methodNotAllowed"));
  }
  const render = () =>
    handleRemixRequest(request, {
      cloudflare: { env, ctx },
      config,
      pageCache,
      clientNetwork: clientNetwork(request, { trustEdge: config.trustCfConnectingIp }),
      markupHtml: url.pathname.endsWith(".data") ? null : {},
    });
  const response = await pageCache.serve(request, { db: env.DB, ctx, config }, render);
  // A write may have changed a shared page: this isolate's kept pages check their stamps again.
  if (request.method !== "GET" && request.method !== "HEAD" && !onlyAsks(request, url)) pageCache.recheckAll();
  // An action serving fewer methods than its route said 405; its Allow may not survive a page's render.
  if (response.status === 405 && !response.headers.has("Allow") && methods)
    response.headers.set("Allow", methods.filter((method) => method !== request.method).join(", "));
  return response;
}

export default {
  async fetch(request, env, ctx) {
    const config = configOf(env);
    const url = new URL(request.url);
    // Every answer, a refusal included, says who may frame it and carries the headers by type.
    const framed = withFramePolicy(await answer(request, url, env, ctx, config), url.pathname, config.embedOrigins);
    applyHeadersByType(framed.headers, url);
    return framed;
  },

  async scheduled(_controller, env, _ctx) {
    const swept = await sweep(env.DB);
    console.log(`sweep: ${JSON.stringify(swept)}`);
  },
} satisfies ExportedHandler<Env>;
