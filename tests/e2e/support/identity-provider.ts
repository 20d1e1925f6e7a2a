import type { Server } from "node:http";
import Provider from "oidc-provider";

export type IdentityProvider = { issuer: string; clientId: string; clientSecret: string; stop: () => Promise<void> };

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, standing in for the hosted identity
 * provider we cannot reach here. PKCE is required; its development screens accept any login and
 * password (the login becomes the subject) and then ask for consent.
 */
export async function startIdentityProvider({ port, redirectUris }: { port: number; redirectUris: string[] }): Promise<IdentityProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = "policysmith-e2e";
  const clientSecret = "e2e-secret-that-is-long-enough-0123456789";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name", "name"] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub}@example.com`,
        email_verified: true,
        given_name: sub.charAt(0).toUpperCase() + sub.slice(1),
        family_name: "Tester",
      }),
    }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["e2e-cookie-key"] },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, "127.0.0.1", () => resolve(listening));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
