import { describe, expect, it } from "vitest";
import { preferenceCookie, readPreferenceCookie, resolveLanguage } from "./language-preference";

describe("language preference", () => {
  it("prefers a stored supported language over the site's", () => {
    expect(resolveLanguage("pt-BR", "es")).toBe("pt-BR");
    expect(resolveLanguage("en", "es")).toBe("en");
  });

  it("falls back to the site's language for a missing or unsupported preference", () => {
    expect(resolveLanguage(null, "es")).toBe("es");
    expect(resolveLanguage("fr", "pt-BR")).toBe("pt-BR");
    expect(resolveLanguage("pt", "en")).toBe("en");
  });

  it("reads the mirrored cookie among others and ignores garbage", () => {
    expect(readPreferenceCookie("a=1; preferredLanguage=pt-BR; b=2")).toBe("pt-BR");
    expect(readPreferenceCookie("preferredLanguage=klingon")).toBeNull();
    expect(readPreferenceCookie(null)).toBeNull();
  });

  it("writes a cookie the server can read back", () => {
    const cookie = preferenceCookie("es", false);
    expect(readPreferenceCookie(cookie.split(";")[0]!)).toBe("es");
    expect(cookie).toContain("SameSite=Lax");
    expect(preferenceCookie("es", true)).toContain("Secure");
  });
});
