import type { AppConfig } from "~/lib/platform/app-config.server";
import type { PublicPageCache } from "~/lib/policy/public-page-cache.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    config: AppConfig;
    /** The edge cache of the public policy pages (purged when policies are deleted). */
    pageCache: PublicPageCache;
  }
}

export {};

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
