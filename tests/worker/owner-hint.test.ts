import { describe, expect, it } from "vitest";
import { SEED_SAMPLE_INPUTS } from "../../app/lib/reading/sample-inputs";
import { call, withoutNonce } from "./helpers";

/*
 * The owner token is HttpOnly, so the public page's script learns from a hint beside it whether
 * this browser may own policies (and only then asks the owner-only API). The hint holds no secret,
 * and the shared page itself carries nothing of the owner's.
 */

const ORIGIN = "http://localhost";
const mexico = SEED_SAMPLE_INPUTS.find((sample) => sample.name === "Mexico")!.content;

let ipCounter = 0;
async function generateAnonymously(cookie: string | null) {
  const response = await call(`${ORIGIN}/api/policies/generate?mode=anonymous`, {
    method: "POST",
    cookie,
    body: JSON.stringify({ userInput: mexico, language: "en", companyName: "Hinted Cardholder Co" }),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.19.9.${++ipCounter}` },
  });
  expect(response.status).toBe(200);
  return { slug: (await response.json<{ slug: string }>()).slug, cookies: response.headers.getSetCookie() };
}

const attributesOf = (setCookie: string) => setCookie.split(";").map((part) => part.trim());

describe("the owner-token hint", () => {
  it("comes with a new owner token, readable by scripts and holding no secret; the token stays HttpOnly", async () => {
    const { cookies } = await generateAnonymously(null);
    expect(cookies).toHaveLength(2);
    const [token, hint] = cookies.map(attributesOf);
    expect(token![0]).toMatch(/^owner=.{32,}$/);
    expect(token).toContain("HttpOnly");
    expect(hint![0]).toBe("owner-hint=1");
    expect(hint).not.toContain("HttpOnly");
    expect(hint).toContain("SameSite=Lax");
    expect(hint).toContain("Path=/");
    // Both live as long: the hint must not outlive (or die before) what it hints at.
    expect(hint!.find((part) => part.startsWith("Max-Age="))).toBe(token!.find((part) => part.startsWith("Max-Age=")));
  });

  it("is handed to a token holder who lacks it, once, and never replaces the token", async () => {
    const first = await generateAnonymously(null);
    const token = first.cookies[0]!.split(";")[0]!;
    const second = await generateAnonymously(token);
    expect(second.cookies.map((cookie) => cookie.split(";")[0])).toEqual(["owner-hint=1"]);
    const third = await generateAnonymously(`${token}; owner-hint=1`);
    expect(third.cookies).toEqual([]);
    // Still the same owner: the token owns all three (the link's state answers the owner only).
    for (const { slug } of [first, second, third])
      expect((await call(`${ORIGIN}/api/policies/${slug}/link`, { cookie: token })).status).toBe(200);
    expect((await call(`${ORIGIN}/api/policies/${first.slug}/link`, { cookie: "owner-hint=1" })).status).toBe(404);
  });

  it("changes nothing in the shared page: the owner's copy is the visitor's, with no card controls in it", async () => {
    const { slug, cookies } = await generateAnonymously(null);
    const ownerCookies = cookies.map((cookie) => cookie.split(";")[0]).join("; ");
    const visitor = await call(`${ORIGIN}/p/${slug}`);
    const owner = await call(`${ORIGIN}/p/${slug}`, { cookie: ownerCookies });
    expect(owner.status).toBe(200);
    expect(owner.headers.get("Cache-Control")).toBe(visitor.headers.get("Cache-Control"));
    const [ownerHtml, visitorHtml] = [await owner.text(), await visitor.text()];
    expect(withoutNonce(ownerHtml)).toBe(withoutNonce(visitorHtml));
    expect(ownerHtml).not.toContain("Card controls");
    expect(ownerHtml).not.toContain("controls.json");
  });
});
