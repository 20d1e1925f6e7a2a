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
     * actions a copy of the request without `request.cf`. CF-Connecting-IP counts only deployed
     * behind Cloudflare (`TRUST_CF_CONNECTING_IP`); elsewhere every request is one local network.
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
