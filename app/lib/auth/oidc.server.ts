import { OAuth2Strategy, CodeChallengeMethod } from "remix-auth-oauth2";
import { Authenticator } from "remix-auth";
import { z } from "zod";
import { hostCookie, isHttps } from "./cookies.server";
import type { Identity } from "./users.server";

export const OIDC_CALLBACK_PATH = "/api/auth/callback";

/** Where to come back to after the identity provider, kept while the user is away. */
export const returnToCookie = (request: Request) => hostCookie(request, "return_to");

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
});
type Discovery = z.infer<typeof DiscoverySchema>;

const UserInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

// Discovery documents are public and stable: keep them for the isolate's life, per issuer.
const discoveries = new Map<string, Promise<Discovery>>();

/** The provider's OpenID configuration (what remix-auth-oauth2's `discover()` reads, plus userinfo). */
function discover(issuer: string): Promise<Discovery> {
  let pending = discoveries.get(issuer);
  if (!pending) {
    const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
    pending = fetch(url, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`OpenID discovery at ${url} answered ${response.status}`);
        return DiscoverySchema.parse(await response.json());
      })
      .catch((error) => {
        discoveries.delete(issuer); // a provider that was down may be back on the next try
        throw error;
      });
    discoveries.set(issuer, pending);
  }
  return pending;
}

/**
 * An authenticator for one request: the callback URL follows the site the user is on, since each
 * site host signs in on its own origin. Authorization code flow with PKCE (S256) and `state`,
 * both kept in a short-lived HttpOnly cookie by remix-auth-oauth2.
 */
export async function oidcAuthenticator(request: Request, oidc: { issuer: string; clientId: string; clientSecret: string }) {
  const metadata = await discover(oidc.issuer);
  const secure = isHttps(request);
  const strategy = new OAuth2Strategy<Identity>(
    {
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
      authorizationEndpoint: metadata.authorization_endpoint,
      tokenEndpoint: metadata.token_endpoint,
      redirectURI: new URL(OIDC_CALLBACK_PATH, request.url).toString(),
      scopes: ["openid", "email", "profile"],
      codeChallengeMethod: CodeChallengeMethod.S256,
      cookie: {
        name: secure ? "__Host-oidc" : "oidc",
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        maxAge: 10 * 60,
        ...(secure ? { secure: true as const } : {}),
      },
    },
    async ({ tokens }) => {
      const response = await fetch(metadata.userinfo_endpoint, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
      const claims = UserInfoSchema.parse(await response.json());
      return {
        subject: claims.sub,
        // An unverified address must not match an admin's: keep it but mark it.
        email: claims.email_verified === false ? `unverified:${claims.email}` : claims.email,
        firstName: claims.given_name ?? claims.name?.split(" ")[0] ?? null,
        lastName: claims.family_name ?? null,
      };
    },
  );
  return new Authenticator<Identity>().use(strategy, "oidc");
}
