import type { AppConfig } from "~/lib/platform/app-config.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    config: AppConfig;
  }
}

export {};

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
