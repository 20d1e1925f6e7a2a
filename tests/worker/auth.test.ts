import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { requireAdmin, requireGroupOwner, requireUser } from "~/lib/auth/auth.server";
import { DomainError } from "~/lib/platform/http.server";
import { parseAppConfig } from "~/lib/platform/app-config.server";
import { sha256 } from "~/lib/platform/crypto.server";
import { readSession, SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from "~/lib/auth/session.server";
import { call, cookiePair, count, signIn } from "./helpers";
import worker from "../../workers/app";

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe("signed out", () => {
  it("GET /api/auth/user answers 401 with a message in the site's language", async () => {
    const response = await call("http://localhost/api/auth/user");
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ message: "Please sign in to continue." });
    const spanish = await call("http://es.localhost/api/auth/user");
    expect((await json(spanish)).message).toBe("Inicia sesión para continuar.");
  });

  it("GET /api/admin/status answers 401", async () => {
    expect((await call("http://localhost/api/admin/status")).status).toBe(401);
  });
});

describe("local sign-in (AUTH_MODE=dev)", () => {
  it("shows a form on localhost hosts", async () => {
    for (const host of ["localhost", "es.localhost", "127.0.0.1"]) {
      const response = await call(`http://${host}/api/login`);
      expect(response.status, host).toBe(200);
      expect(await response.text()).toContain('name="email"');
    }
  });

  it("is refused (404) on any other host, for GET and POST", async () => {
    expect((await call("http://policysmith.example/api/login")).status).toBe(404);
    const before = await count("users");
    const response = await call("http://policysmith.example/api/login", {
      method: "POST",
      body: new URLSearchParams({ email: "mallory@example.com", firstName: "M" }),
    });
    expect(response.status).toBe(404);
    expect(await count("users")).toBe(before);
  });

  it("signs in, goes back to a same-origin returnTo, and sets a strict session cookie", async () => {
    const response = await call("http://localhost/api/login", {
      method: "POST",
      body: new URLSearchParams({ email: "Ana@Example.com", firstName: "Ana", returnTo: "/policies?tab=1" }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/policies?tab=1");
    const setCookie = response.headers.get("Set-Cookie")!;
    const attributes = setCookie.split(";").map((part) => part.trim());
    const [name, value] = attributes[0]!.split("=");
    expect(name).toBe("session");
    expect(value!.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
    expect(attributes.slice(1).sort()).toEqual(["HttpOnly", "Max-Age=2592000", "Path=/", "SameSite=Lax"]);

    const me = await call("http://localhost/api/auth/user", { cookie: attributes[0] });
    expect(me.status).toBe(200);
    expect(await json(me)).toMatchObject({ email: "ana@example.com", firstName: "Ana", lastName: null });
  });

  it("uses Secure and the __Host- prefix on https", async () => {
    const response = await call("https://localhost/api/login", {
      method: "POST",
      body: new URLSearchParams({ email: "secure@example.com", firstName: "" }),
    });
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^__Host-session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
  });

  it("ignores a returnTo on another origin", async () => {
    for (const returnTo of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
      const response = await call("http://localhost/api/login", {
        method: "POST",
        body: new URLSearchParams({ email: "ret@example.com", firstName: "R", returnTo }),
      });
      expect(response.headers.get("Location"), returnTo).toBe("/");
    }
  });

  it("rejects a bad email with a translated message and keeps what was typed", async () => {
    const response = await call("http://es.localhost/api/login", {
      method: "POST",
      body: new URLSearchParams({ email: "not-an-email", firstName: "Ana" }),
    });
    expect(response.status).toBe(400);
  });

  it("starts a fresh session on every sign-in (no fixation)", async () => {
    const first = await signIn("fix@example.com", "F");
    const response = await call("http://localhost/api/login", {
      method: "POST",
      cookie: first,
      body: new URLSearchParams({ email: "fix@example.com", firstName: "F" }),
    });
    const second = cookiePair(response.headers.get("Set-Cookie"), "session");
    expect(second).not.toBe(first);
    expect((await call("http://localhost/api/auth/user", { cookie: first })).status).toBe(401);
    expect((await call("http://localhost/api/auth/user", { cookie: second })).status).toBe(200);
  });
});

describe("requireUser", () => {
  it("sends a signed-out visitor of a screen to sign-in, coming back to the same page", async () => {
    const context = {
      cloudflare: { env, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
      config: parseAppConfig(env as never),
    };
    const thrown = await requireUser(new Request("http://localhost/policies?tab=2"), context as never, { api: false }).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/api/login?returnTo=%2Fpolicies%3Ftab%3D2");
    const api = await requireUser(new Request("http://localhost/api/policies"), context as never, { api: true }).catch(
      (error: unknown) => error,
    );
    // An API call is told it is not signed in: the route answers that 401.
    expect(api).toMatchObject({ kind: "unauthorized", key: "errors.unauthorized" });
  });
});

describe("admin status", () => {
  it("is false for a user and true for an ADMIN_EMAILS address", async () => {
    const user = await signIn("bob@example.com", "Bob");
    expect(await json(await call("http://localhost/api/admin/status", { cookie: user }))).toEqual({
      isAdmin: false,
      email: "bob@example.com",
    });
    const admin = await signIn("admin@example.com", "Ada");
    expect(await json(await call("http://localhost/api/admin/status", { cookie: admin }))).toEqual({
      isAdmin: true,
      email: "admin@example.com",
    });
  });

  it("requireAdmin refuses a non-admin as forbidden (the API answers 403)", async () => {
    const cookie = await signIn("eve@example.com", "Eve");
    const context = {
      cloudflare: { env, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
      config: parseAppConfig(env as never),
    };
    const request = new Request("http://localhost/api/admin/master-prompts", { headers: { Cookie: cookie } });
    const thrown = await requireAdmin(request, context as never, { api: true }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ kind: "forbidden" });
    expect((await call("http://localhost/api/admin/master-prompts", { cookie })).status).toBe(403);
    const admin = await signIn("admin@example.com");
    const ok = await requireAdmin(new Request("http://localhost/x", { headers: { Cookie: admin } }), context as never, { api: true });
    expect(ok.email).toBe("admin@example.com");
  });
});

describe("logout", () => {
  it("ends the session on the server: the same cookie replayed afterwards is rejected", async () => {
    const cookie = await signIn("carol@example.com", "Carol");
    const sessionsBefore = await count("sessions");
    const response = await call("http://localhost/api/logout", { method: "POST", cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    expect(await count("sessions")).toBe(sessionsBefore - 1);
    expect((await call("http://localhost/api/auth/user", { cookie })).status).toBe(401);
  });

  it("GET /api/logout changes nothing by itself", async () => {
    const cookie = await signIn("dave@example.com", "Dave");
    const response = await call("http://localhost/api/logout", { cookie });
    expect(response.status).toBe(200);
    expect((await call("http://localhost/api/auth/user", { cookie })).status).toBe(200);
  });
});

describe("session lifetimes", () => {
  it("ends a session idle for longer than the idle timeout", async () => {
    const cookie = await signIn("idle@example.com", "I");
    const token = decodeURIComponent(cookie.split("=")[1]!);
    const hash = await sha256(token);
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?")
      .bind(Date.now() - SESSION_IDLE_TIMEOUT_MS - 1000, hash)
      .run();
    expect((await call("http://localhost/api/auth/user", { cookie })).status).toBe(401);
  });

  it("ends a session past its absolute lifetime even when active", async () => {
    const cookie = await signIn("old@example.com", "O");
    const hash = await sha256(decodeURIComponent(cookie.split("=")[1]!));
    await env.DB.prepare("UPDATE sessions SET expires_at = ?, last_seen_at = ? WHERE token_hash = ?")
      .bind(Date.now() - 1, Date.now(), hash)
      .run();
    expect((await call("http://localhost/api/auth/user", { cookie })).status).toBe(401);
  });

  it("with a pinned clock: alive within both limits, dead past either", async () => {
    const cookie = await signIn("clock@example.com", "C");
    const token = decodeURIComponent(cookie.split("=")[1]!);
    const start = Date.now();
    const noTouch = { touch: () => {} };
    expect(await readSession(env.DB, token, { now: start + SESSION_IDLE_TIMEOUT_MS - 60_000, ...noTouch })).not.toBeNull();
    expect(await readSession(env.DB, token, { now: start + SESSION_IDLE_TIMEOUT_MS + 60_000, ...noTouch })).toBeNull();
    // Kept active (last seen just now each time), it still ends at the absolute lifetime.
    const hash = await sha256(token);
    const late = start + SESSION_ABSOLUTE_LIFETIME_MS + 1000;
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?")
      .bind(late - 1000, hash)
      .run();
    expect(await readSession(env.DB, token, { now: late, ...noTouch })).toBeNull();
  });
});

describe("cross-site protection", () => {
  const body = () => new URLSearchParams({ email: "xs@example.com", firstName: "X" });

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a sibling site's Origin", { origin: "http://es.localhost" }],
    ["Sec-Fetch-Site: cross-site", { origin: null, headers: { "Sec-Fetch-Site": "cross-site" } }],
    ["Sec-Fetch-Site: same-site", { origin: null, headers: { "Sec-Fetch-Site": "same-site" } }],
    ["neither Origin nor Sec-Fetch-Site", { origin: null }],
  ])("refuses a POST with %s (403, nothing written)", async (_label, options) => {
    const before = await count("users");
    const response = await call("http://localhost/api/login", { method: "POST", body: body(), ...options });
    expect(response.status).toBe(403);
    expect((await json(response)).message).toContain("did not come from this site");
    expect(await count("users")).toBe(before);
  });

  it.each(["PUT", "PATCH", "DELETE"])("refuses a cross-site %s", async (method) => {
    const cookie = await signIn("owner@example.com", "O");
    const sessions = await count("sessions");
    const response = await call("http://localhost/api/logout", { method, cookie, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await count("sessions")).toBe(sessions);
  });

  it("refuses a cross-site logout (the session survives)", async () => {
    const cookie = await signIn("victim@example.com", "V");
    const response = await call("http://localhost/api/logout", { method: "POST", cookie, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect((await call("http://localhost/api/auth/user", { cookie })).status).toBe(200);
  });

  it("lets a same-origin browser request through", async () => {
    const response = await call("http://localhost/api/login", {
      method: "POST",
      body: body(),
      origin: null,
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(response.status).toBe(302);
  });
});

describe("policy group ownership", () => {
  async function context() {
    return {
      cloudflare: { env, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
      config: parseAppConfig(env as never),
    } as never;
  }

  it("lets the signed-in creator in and answers 404 to anyone else", async () => {
    const alice = await signIn("alice-owner@example.com", "Alice");
    const mallory = await signIn("mallory@example.com", "Mallory");
    const aliceId = (await (await call("http://localhost/api/auth/user", { cookie: alice })).json<{ id: string }>()).id;
    await env.DB.prepare("INSERT INTO policy_groups (id, owner_user_id, country) VALUES ('g-alice', ?, 'Mexico')").bind(aliceId).run();

    const mine = await requireGroupOwner(new Request("http://localhost/x", { headers: { Cookie: alice } }), await context(), "g-alice");
    expect(mine.group.id).toBe("g-alice");
    for (const cookie of [mallory, ""]) {
      const thrown = await requireGroupOwner(
        new Request("http://localhost/x", { headers: { Cookie: cookie } }),
        await context(),
        "g-alice",
      ).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ kind: "notFound" });
    }
    const missing = await requireGroupOwner(
      new Request("http://localhost/x", { headers: { Cookie: alice } }),
      await context(),
      "nope",
    ).catch((error: unknown) => error);
    expect(missing).toMatchObject({ kind: "notFound" });
  });

  it("lets the holder of an anonymous group's owner token in, and nobody else", async () => {
    const token = "t".repeat(43);
    await env.DB.prepare("INSERT INTO policy_groups (id, owner_token_hash) VALUES ('g-anon', ?)")
      .bind(await sha256(token))
      .run();
    const holder = new Request("http://localhost/x", { headers: { Cookie: `owner=${token}` } });
    expect((await requireGroupOwner(holder, await context(), "g-anon")).group.id).toBe("g-anon");
    const other = new Request("http://localhost/x", { headers: { Cookie: `owner=${"u".repeat(43)}` } });
    expect(await requireGroupOwner(other, await context(), "g-anon").catch((error: unknown) => error)).toMatchObject({ kind: "notFound" });
    const signedIn = await signIn("nosy@example.com");
    const nosy = new Request("http://localhost/x", { headers: { Cookie: signedIn } });
    expect(await requireGroupOwner(nosy, await context(), "g-anon").catch((error: unknown) => error)).toMatchObject({ kind: "notFound" });
  });
});

describe("OIDC sign-in when the identity provider is down", () => {
  it("answers 502 with a translated 'not reachable' page, never a stack trace", async () => {
    const down = {
      ...env,
      AUTH_MODE: "oidc",
      OIDC_ISSUER: "http://127.0.0.1:9",
      OIDC_CLIENT_ID: "x",
      OIDC_CLIENT_SECRET: "y",
      OWNER_TOKEN_SECRET: "worker-owner-token-secret-of-at-least-32-chars",
    };
    const request = new Request("http://pt.localhost:8787/api/login", { headers: { Host: "pt.localhost:8787" } });
    const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], down, createExecutionContext());
    expect(response.status).toBe(502);
    const page = await response.text();
    expect(page).toContain("O provedor de identidade não está disponível agora");
    expect(page).not.toMatch(/\bat \S+:\d+:\d+/);
  });
});
