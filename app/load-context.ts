import type { MarkupHtml } from "~/lib/client/markup-html";
import type { AppConfig } from "~/lib/platform/app-config.server";
import type { PublicPageCache } from "~/lib/policies/public-page-cache.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    config: AppConfig;
    /** The edge cache of the public policy pages (purged when policies are deleted). */
    pageCache: PublicPageCache;
    /**
     * The client's network (clientNetwork()), read at the Worker's entry: Remix hands loaders and
     * actions a copy of the request without `request.cf`, which decides whether CF-Connecting-IP is believed.
     */
    clientNetwork: string;
    /** Where a whole page's loader leaves HTML its data need not repeat (null for a `.data` request). */
    markupHtml: MarkupHtml;
  }
}

export {};

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
