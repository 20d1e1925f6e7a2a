import path from "node:path";
import { startIdentityProvider } from "./identity-provider";
import { startWorkerServer } from "./worker-server";

/** The journeys that need the second Worker: only a run that includes one of them starts it. */
const FILES = ["tests/e2e/sign-in.test.ts", "tests/e2e/generate.test.ts"];

/** Where the second Worker and its identity provider answer; empty when the run does not need them. */
export type SecondWorker = { origin: string; idpIssuer: string };

/**
 * True when the run's file filters (none: every file) include a journey that needs the second Worker.
 * Vitest matches a filter as part of a file's path.
 */
export function needsSecondWorker(filters: string[] | undefined): boolean {
  if (!filters?.length) return true;
  return FILES.some((file) => filters.some((filter) => path.resolve(file).includes(filter.replace(/^\.\//, ""))));
}

/**
 * One Worker for the two journeys the suite's own Worker cannot serve: signing in against a real
 * OpenID Connect provider (AUTH_MODE=oidc, tests/e2e/sign-in.test.ts) and a mock model that writes
 * slowly enough to watch the progress (AI_MODE=mock, tests/e2e/generate.test.ts; it generates
 * signed out, which OIDC mode does not change). A Worker's start costs about 10 s of CPU: one
 * started once in global setup, not one per file.
 */
export async function startSecondWorker(): Promise<SecondWorker & { stop: () => Promise<void> }> {
  const port = Number(process.env.E2E_OIDC_APP_PORT ?? 8798);
  const origin = `http://localhost:${port}`;
  const idp = await startIdentityProvider({
    port: Number(process.env.E2E_IDP_PORT ?? 8851),
    redirectUris: [`${origin}/api/auth/callback`],
  });
  const app = await startWorkerServer({
    port,
    vars: {
      AUTH_MODE: "oidc",
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OWNER_TOKEN_SECRET: "e2e-owner-token-secret-of-at-least-32-chars",
      ADMIN_EMAILS: "olivia@example.com",
      AI_MODE: "mock",
      MOCK_AI_TOKENS_PER_SECOND: "300",
    },
  }).catch(async (error: unknown) => {
    await idp.stop();
    throw error;
  });
  return {
    origin,
    idpIssuer: idp.issuer,
    stop: async () => {
      await app.stop();
      await idp.stop();
    },
  };
}

/** The second Worker's addresses in a test file, or a clear failure when this run did not start it. */
export function secondWorker(provided: SecondWorker): SecondWorker {
  if (!provided.origin)
    throw new Error("the second Worker was not started: tests/e2e/global-setup.ts starts it when the run's filters name its files");
  return provided;
}
