import { beforeAll, describe, expect, it } from "vitest";
import { SEED_SAMPLE_INPUTS } from "../../app/lib/reading/sample-inputs";
import { call, signIn } from "./helpers";

/*
 * Every route answers a method it does not serve with 405 and a correct `Allow`, never a 500 or
 * "Unexpected Server Error" (issue "Proving it holds", item 2).
 */

const ORIGIN = "http://localhost";
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
let cookie: string;
let slug: string;
let groupId: string;

beforeAll(async () => {
  cookie = await signIn("wrong-methods@example.com", "Wm");
  const response = await call(`${ORIGIN}/api/policies/generate`, {
    method: "POST",
    cookie,
    body: JSON.stringify({ userInput: SEED_SAMPLE_INPUTS[0]!.content, language: "en", companyName: "Methods Co" }),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.18.9.1" },
  });
  ({ slug, groupId } = await response.json<{ slug: string; groupId: string }>());
});

const paths = () => [
  "/",
  "/for-cardholders",
  "/policies",
  "/admin",
  "/embed-example",
  "/api/login",
  "/api/logout",
  "/api/auth/user",
  "/api/auth/callback",
  "/api/sample-inputs",
  "/api/policies",
  "/api/policies/generate",
  "/api/policies/understand",
  `/api/policies/${slug}`,
  `/api/policies/${slug}/pdf`,
  `/api/policies/${slug}/docx`,
  `/api/policies/${slug}/controls.json`,
  `/api/policies/${slug}/controls.csv`,
  `/api/policies/${slug}/freshness`,
  `/api/policies/${slug}/link`,
  `/api/policies/${slug}/checks`,
  `/api/policies/${slug}/checks/nope`,
  `/api/policies/${slug}/revisions`,
  `/api/policies/${slug}/revisions/1`,
  `/api/policies/${slug}/revisions/1/restore`,
  `/api/policies/${slug}/rule-changes`,
  `/api/policies/${slug}/sections`,
  `/api/policies/${slug}/sections/3`,
  `/api/policies/${slug}/sections/3/regenerate`,
  `/api/policies/${slug}/update-from`,
  `/api/policies/group/${groupId}`,
  `/api/policies/group/${groupId}/versions`,
  "/api/generations/nope/events",
  "/api/admin/status",
  "/api/admin/master-prompts",
  "/api/admin/master-prompts/nope",
  "/api/admin/master-prompts/nope/versions",
  "/api/admin/master-prompts/preview",
  "/api/admin/sample-inputs",
  "/api/admin/sample-inputs/nope",
  `/p/${slug}`,
  "/no/such/page",
];

describe("methods a route does not serve", () => {
  it("are answered 405 with the methods it serves in Allow, and no route fails with a 500", async () => {
    const problems: string[] = [];
    for (const path of paths()) {
      for (const method of METHODS) {
        const response = await call(`${ORIGIN}${path}`, {
          method,
          cookie,
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.18.9.2" },
          body: method === "GET" ? undefined : "{}",
        });
        const text = await response.text();
        if (response.status >= 500) problems.push(`${method} ${path} → ${response.status}`);
        if (text.includes("Unexpected Server Error")) problems.push(`${method} ${path} → "Unexpected Server Error"`);
        if (response.status === 405) {
          const allow = (response.headers.get("Allow") ?? "")
            .split(",")
            .map((entry) => entry.trim())
            .filter(Boolean);
          if (allow.length === 0) problems.push(`${method} ${path} → 405 without Allow`);
          if (allow.includes(method)) problems.push(`${method} ${path} → 405 but Allow names ${method}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("methods a route serves", () => {
  it("reach it: a form to an index page with ?index, a resource index route, and single-fetch data requests", async () => {
    const served = [
      ["POST", "/?index"],
      ["POST", "/api/admin/master-prompts"],
      ["DELETE", "/policies.data"],
      ["GET", "/_root.data"],
      ["GET", `/p/${slug}.data`],
    ] as const;
    for (const [method, path] of served) {
      const response = await call(`${ORIGIN}${path}`, {
        method,
        cookie,
        headers: { "CF-Connecting-IP": "198.18.9.3" },
        body: method === "GET" ? undefined : new URLSearchParams({ groupId: "none" }),
      });
      await response.body?.cancel();
      expect(response.status, `${method} ${path}`).not.toBe(405);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});
