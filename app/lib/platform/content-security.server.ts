import type { AppConfig } from "./app-config.server";

/*
 * The Content-Security-Policy of every HTML page: scripts only with this response's nonce (and
 * what they load: 'strict-dynamic'), no plugins, no <base>, forms only to this site (and the
 * identity provider a sign-in continues to), images only from the addresses the markdown rule
 * keeps (http, https and the site's own). `frame-ancestors` is added per route (frame-policy).
 */

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function pagePolicy(nonce: string, config: Pick<AppConfig, "oidc">): string {
  const formTargets = ["'self'", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])];
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${formTargets.join(" ")}`,
    "img-src 'self' http: https:",
  ].join("; ");
}

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;

/** The nonce a stored page was sent with (read from its policy), to give a cached copy a fresh one. */
export function nonceOf(policy: string | null): string | null {
  return (policy && NONCE_IN_POLICY.exec(policy)?.[1]) ?? null;
}
