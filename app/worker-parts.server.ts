/*
 * What the Worker's own entry (workers/app.ts) and the generation's Durable Object
 * (workers/generation-job.ts) use of the app. They reach it through the Remix server build
 * (`build.entry.module.workerParts`, exported by entry.server.tsx), never by importing app modules
 * themselves: wrangler bundles the build and the workers together, and a module imported both ways
 * was bundled twice (500 KB of the app's code, the locales and the composer among it).
 */
export { askingPreflight, foreignMutationResponse, isForeignMutation, onlyAsks } from "~/lib/auth/cross-site.server";
export { getFixedT } from "~/lib/site/i18n.server";
export { withFramePolicy } from "~/lib/platform/frame-policy.server";
export { applyHeadersByType } from "~/lib/platform/headers-by-type.server";
export { clientNetwork } from "~/lib/platform/client-network.server";
export { sweep } from "~/lib/platform/sweep.server";
export { publicPageCache } from "~/lib/policies/public-page-cache.server";
export { methodNotAllowedResponse } from "~/lib/platform/api-response.server";
export { routeMethods } from "~/lib/platform/route-methods.server";
export { parseAppConfig } from "~/lib/platform/app-config.server";
export { forwardProgress, withTextEvent } from "~/lib/generation/generation-events";
export { WriterError } from "~/lib/generation/writer.server";
export { failedJob, recordedResult, runGeneration } from "~/lib/generation/run-generation.server";
export { runLanguageUpdate } from "~/lib/living/language-update.server";
export { runSectionRewrite } from "~/lib/living/section-rewrite.server";
