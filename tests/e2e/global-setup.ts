import type { TestProject } from "vitest/node";
import { startWorkerServer } from "./support/worker-server";

declare module "vitest" {
  export interface ProvidedContext {
    origin: string;
    port: number;
    persistTo: string;
  }
}

/** One Worker for the whole e2e run; each test makes (and removes) its own data. */
export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 8799);
  const server = await startWorkerServer({ port });
  project.provide("origin", server.origin);
  project.provide("port", server.port);
  project.provide("persistTo", server.persistTo);
  return () => server.stop();
}
