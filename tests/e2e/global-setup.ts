import type { TestProject } from "vitest/node";
import { copyFonts } from "../../scripts/copy-fonts.mjs";
import { needsSecondWorker, startSecondWorker, type SecondWorker } from "./support/second-worker";
import { startWorkerServer } from "./support/worker-server";
import { seedXssCorpus, type XssCorpus } from "./support/xss-corpus";

declare module "vitest" {
  export interface ProvidedContext {
    origin: string;
    port: number;
    xssCorpus: XssCorpus;
    secondWorker: SecondWorker;
  }
}

/** One Worker for the whole e2e run; each test makes (and removes) its own data. */
export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 8799);
  // The PDF export reads its fonts from the static assets; the server serves what exists at start.
  copyFonts();
  let xssCorpus: XssCorpus | undefined;
  // The OIDC sign-in and mock-model journeys share a second Worker, started only for a run that has them
  // (Vitest keeps the command line's file filters in filenamePattern), beside the first: on two cores
  // their starts overlap.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const [first, secondStart] = await Promise.allSettled([
    startWorkerServer({
      port,
      // The take-away test's attack corpus, written into the database before the Worker starts.
      seed: (persistTo) => (xssCorpus = seedXssCorpus(persistTo)),
      // Every test file generates from the same address: the per-IP limits (their own worker tests
      // check them) would otherwise stop the suite part-way.
      vars: {
        GENERATIONS_PER_MINUTE_PER_IP: "100000",
        GENERATIONS_PER_DAY_PER_IP: "100000",
        GENERATIONS_PER_DAY_PER_USER: "100000",
        ANONYMOUS_GENERATIONS_PER_DAY_PER_IP: "100000",
      },
    }),
    needsSecondWorker(filters) ? startSecondWorker() : Promise.resolve(undefined),
  ]);
  if (first.status === "rejected" || secondStart.status === "rejected") {
    if (first.status === "fulfilled") await first.value.stop();
    if (secondStart.status === "fulfilled") await secondStart.value?.stop();
    throw first.status === "rejected" ? first.reason : (secondStart as PromiseRejectedResult).reason;
  }
  const server = first.value;
  const second = secondStart.value;
  project.provide("origin", server.origin);
  project.provide("port", server.port);
  project.provide("xssCorpus", xssCorpus!);
  project.provide("secondWorker", { origin: second?.origin ?? "", idpIssuer: second?.idpIssuer ?? "" });
  return async () => {
    await Promise.all([server.stop(), second?.stop()]);
  };
}
