import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to";

const origin = "http://localhost:8787";

describe("safeReturnTo", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeReturnTo("/policies?x=1#top", origin)).toBe("/policies?x=1#top");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "javascript:alert(1)",
    "http://localhost:9999/other-port",
    "",
    null,
    "/api/login?returnTo=/x",
    "/API/LOGIN",
    "/.//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/./\\evil.example",
  ])("sends %s home instead", (value) => {
    expect(safeReturnTo(value, origin)).toBe("/");
  });
});
