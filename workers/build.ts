import type { ServerBuild } from "@remix-run/cloudflare";
// The classic compiler writes the server build here before wrangler bundles the workers.
import * as built from "../build/index.js";
import type * as WorkerParts from "../app/worker-parts.server";

/** The Remix server build, and the app's parts the workers use, taken from it (one copy of the app in the bundle). */
export const build = built as unknown as ServerBuild;
export const parts = (built as unknown as { entry: { module: { workerParts: typeof WorkerParts } } }).entry.module.workerParts;
