import { beforeAll, describe, expect, it } from "vitest";
import { call, signIn } from "./helpers";

/*
 * Every bad request gets a clean 4xx (issue "Proving it holds", item 2): bodies that are not a
 * form, broken or too large, posted to each form route — never a 500 or "Unexpected Server Error".
 */

const ORIGIN = "http://localhost";
let cookie: string;
beforeAll(async () => {
  cookie = await signIn("bad-requests@example.com", "Bad");
});

let ip = 0;
const BODIES: Array<{ name: string; headers: Record<string, string>; body?: BodyInit; status: number }> = [
  { name: "JSON", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "a@example.com" }), status: 415 },
  { name: "plain text", headers: { "Content-Type": "text/plain" }, body: "hello", status: 415 },
  { name: "no body and no type", headers: {}, status: 415 },
  {
    name: "broken multipart",
    headers: { "Content-Type": "multipart/form-data; boundary=XYZ" },
    body: '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    status: 400,
  },
  {
    name: "a 10 MB form",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `companyName=Big&description=${"a".repeat(10 * 1024 * 1024)}`,
    status: 413,
  },
];
const ROUTES = [
  { method: "POST", path: "/api/login" },
  { method: "POST", path: "/?index" },
  { method: "POST", path: "/for-cardholders" },
  { method: "DELETE", path: "/policies" },
];

describe("bodies that are not a form", () => {
  for (const route of ROUTES) {
    for (const sample of BODIES) {
      it(`${route.method} ${route.path} with ${sample.name} → ${sample.status}`, async () => {
        const response = await call(`${ORIGIN}${route.path}`, {
          method: route.method,
          cookie,
          body: sample.body,
          headers: { ...sample.headers, "CF-Connecting-IP": `198.18.7.${++ip}` },
        });
        const text = await response.text();
        expect(response.status).toBe(sample.status);
        expect(text).not.toContain("Unexpected Server Error");
        // Never the posted megabytes echoed back.
        expect(text.length).toBeLessThan(512 * 1024);
      });
    }
  }

  it("the generator page answers a too-large post with the form and a translated reason", async () => {
    const big = `companyName=Big&description=${"a".repeat(70 * 1024)}`;
    const english = await call(`${ORIGIN}/for-cardholders`, {
      method: "POST",
      body: big,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(english.status).toBe(413);
    expect(await english.text()).toContain("What you sent is too large (at most 64 KB)");
    const spanish = await call(`${ORIGIN}/for-cardholders`, {
      method: "POST",
      cookie: "preferredLanguage=es",
      body: big,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await spanish.text()).toContain("Lo que enviaste es demasiado grande");
  });
});
