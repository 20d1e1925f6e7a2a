import { createExecutionContext, env } from "cloudflare:test";
import worker from "../../workers/app";
import { strFromU8, unzipSync } from "fflate";

export type Call = {
  method?: string;
  cookie?: string | null;
  origin?: string | null;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Served as `wrangler.toml`'s local vars leave it (CF-Connecting-IP not believed), not as deployed. */
  local?: boolean;
};

const EDGE = { colo: "TEST", country: "US" };

/**
 * The Worker as deployed behind Cloudflare: `TRUST_CF_CONNECTING_IP` as [env.production.vars] sets
 * it, so each test's CF-Connecting-IP is its own client network (as each caller's address is in
 * production). The local vars leave it off: there every request is one network (`local: true`).
 */
const DEPLOYED_ENV = { ...env, TRUST_CF_CONNECTING_IP: "true" };

/** A request as this site's own page would send it (same Origin), through the edge, unless told otherwise. */
export function call(url: string, { method = "GET", cookie, origin, body, headers = {}, local = false }: Call = {}) {
  const requestHeaders = new Headers(headers);
  // Browsers always send Host; Remix compares it with Origin on actions.
  requestHeaders.set("Host", new URL(url).host);
  if (cookie) requestHeaders.set("Cookie", cookie);
  const sendOrigin = origin === undefined ? (method === "GET" ? null : new URL(url).origin) : origin;
  if (sendOrigin) requestHeaders.set("Origin", sendOrigin);
  // As through Cloudflare's edge: `request.cf` is set. (SELF.fetch would drop `cf`, so the
  // Worker's own handler is called, with the test's bindings.)
  const request = new Request(url, { method, headers: requestHeaders, body, redirect: "manual", cf: EDGE } as RequestInit);
  return worker.fetch(request as Parameters<typeof worker.fetch>[0], local ? env : DEPLOYED_ENV, createExecutionContext());
}

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
export function cookiePair(setCookie: string | null, name: string): string {
  const line = (setCookie ?? "").split(/,(?=\s*[^;,]+=)/).find((part) => part.trim().startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in: ${setCookie}`);
  return line.trim().split(";")[0]!;
}

/** Signs in with the built-in dev sign-in; returns the session cookie to send back. */
export async function signIn(email: string, firstName = "", origin = "http://localhost") {
  const response = await call(`${origin}/api/login`, { method: "POST", body: new URLSearchParams({ email, firstName, returnTo: "/" }) });
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const name = origin.startsWith("https:") ? "__Host-session" : "session";
  return cookiePair(response.headers.get("Set-Cookie"), name);
}

export async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
  return row!.n;
}

/** A policy's DOCX as a visitor downloads it: whether R2 had it, and the text of its document part. */
export async function docxText(origin: string, slug: string) {
  const response = await call(`${origin}/api/policies/${slug}/docx`);
  if (response.status !== 200) throw new Error(`DOCX of ${slug}: ${response.status}`);
  return {
    cache: response.headers.get("X-Export-Cache"),
    text: strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))["word/document.xml"]!),
  };
}

/** A page's HTML with its script nonce (fresh on every response) written as NONCE, to compare two copies. */
export function withoutNonce(html: string): string {
  const nonce = /\snonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.replaceAll(nonce, "NONCE") : html;
}

/**
 * The content hash of a policy's current text, as its owner's tools send it back (`baseHash`) with
 * a change. A caller who may not read the policy gets a hash that names no text (their change is
 * refused with 404 before it is looked at).
 */
export async function currentHash(origin: string, slug: string, cookie: string | null): Promise<string> {
  const response = await call(`${origin}/api/policies/${slug}/revisions`, { cookie });
  if (response.status === 404) return "0".repeat(64);
  if (response.status !== 200) throw new Error(`revisions of ${slug}: ${response.status}`);
  return (await response.json<{ revisions: { contentHash: string }[] }>()).revisions[0]!.contentHash;
}
