import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SEED_SAMPLE_INPUTS } from "../../app/lib/reading/sample-inputs";
import { call, signIn } from "./helpers";

/* Headers by type (issue "Proving it holds", item 4). */

const ORIGIN = "http://localhost";

/** The policy's nonce, and the nonce of every <script> in the page. */
function scriptNonces(response: Response, html: string) {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(policy)?.[1];
  // Data blocks (JSON-LD) never run; every other script must carry the nonce.
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .filter((tag) => !/type="application\/ld\+json"/.test(tag[0]))
    .map((tag) => /nonce="([^"]*)"/.exec(tag[0])?.[1] ?? null);
  return { policy, nonce, scripts };
}

async function publicSlug() {
  const cookie = await signIn("headers@example.com", "H");
  const response = await call(`${ORIGIN}/api/policies/generate`, {
    method: "POST",
    cookie,
    body: JSON.stringify({ userInput: SEED_SAMPLE_INPUTS[0]!.content, language: "en", companyName: `Headers ${Date.now()}` }),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.18.10.1" },
  });
  return (await response.json<{ slug: string }>()).slug;
}

describe("Content-Security-Policy", () => {
  it.each(["/", "/for-cardholders", "/api/login", "/no-such-page"])(
    "%s: scripts only with this response's nonce; no plugins, no <base>, forms to this site",
    async (path) => {
      const response = await call(`${ORIGIN}${path}`);
      const { policy, nonce, scripts } = scriptNonces(response, await response.text());
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "img-src 'self' http: https:"])
        expect(policy).toContain(directive);
      expect(policy).toMatch(/frame-ancestors /);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.every((value) => value === nonce)).toBe(true);
      // Never the same nonce twice.
      const again = await call(`${ORIGIN}${path}`);
      expect(scriptNonces(again, await again.text()).nonce).not.toBe(nonce);
    },
  );

  it("a shared page served from the cache gets a fresh nonce, in its policy and on every script", async () => {
    const slug = await publicSlug();
    const first = await call(`${ORIGIN}/p/${slug}`);
    const firstNonces = scriptNonces(first, await first.text());
    const second = await call(`${ORIGIN}/p/${slug}`);
    expect(second.headers.get("X-Page-Cache")).toBe("HIT");
    const secondNonces = scriptNonces(second, await second.text());
    expect(secondNonces.nonce).toBeDefined();
    expect(secondNonces.nonce).not.toBe(firstNonces.nonce);
    expect(secondNonces.scripts.every((value) => value === secondNonces.nonce)).toBe(true);
  });
});

describe("headers by type", () => {
  it("every page that depends on the session is private and never stored; JSON never sniffed, the full URL never sent away", async () => {
    const cookie = await signIn("headers-session@example.com", "S");
    for (const path of ["/policies", "/", "/for-cardholders", "/api/policies"]) {
      const response = await call(`${ORIGIN}${path}`, { cookie });
      await response.arrayBuffer();
      expect(response.headers.get("Cache-Control"), path).toMatch(/\bno-store\b/);
      expect(response.headers.get("Cache-Control"), path).not.toMatch(/\bpublic\b|s-maxage/);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
    }
    // A refusal says the same.
    const refused = await call(`${ORIGIN}/api/policies`, { method: "PATCH", cookie });
    expect(refused.status).toBe(405);
    expect(refused.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(refused.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("static assets (public/_headers): never sniffed, the full URL never sent away", async () => {
    for (const path of ["/favicon.svg", "/schemas/card-controls.v3.json"]) {
      const response = await env.ASSETS.fetch(`${ORIGIN}${path}`);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("a shared page: browsers and proxies ask again each time, its data request is never stored; https adds HSTS, http does not", async () => {
    const slug = await publicSlug();
    const page = await call(`${ORIGIN}/p/${slug}`);
    await page.arrayBuffer();
    expect(page.headers.get("Cache-Control")).toBe("public, no-cache");
    const data = await call(`${ORIGIN}/p/${slug}.data`);
    await data.arrayBuffer();
    expect(data.status).toBe(200);
    expect(data.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("Strict-Transport-Security")).toBeNull();
    const secure = await call(`https://localhost/p/${slug}`);
    await secure.arrayBuffer();
    expect(secure.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}/);
  });
});
