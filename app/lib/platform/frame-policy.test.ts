import { describe, expect, it } from "vitest";
import { parseEmbedOrigins, withFramePolicy } from "./frame-policy.server";

describe("parseEmbedOrigins", () => {
  it("keeps origins and drops a trailing slash", () => {
    expect(parseEmbedOrigins(" https://cards.example , http://embed.localhost:8787/ ")).toEqual([
      "https://cards.example",
      "http://embed.localhost:8787",
    ]);
    expect(parseEmbedOrigins("")).toEqual([]);
  });

  it.each(["https://cards.example/path", "javascript:alert(1)", "*", "cards.example", "ftp://cards.example"])("refuses %s", (entry) => {
    expect(() => parseEmbedOrigins(entry)).toThrow(/EMBED_ORIGINS/);
  });
});

describe("withFramePolicy", () => {
  const frameHeader = (path: string, origins: string[]) =>
    withFramePolicy(new Response("x", { headers: { "X-Frame-Options": "SAMEORIGIN" } }), path, origins).headers.get(
      "Content-Security-Policy",
    );

  it("lets the listed origins frame the cardholders' route, with or without a trailing slash", () => {
    expect(frameHeader("/for-cardholders", ["https://a.example", "https://b.example"])).toBe(
      "frame-ancestors https://a.example https://b.example",
    );
    expect(frameHeader("/for-cardholders/", ["https://a.example"])).toBe("frame-ancestors https://a.example");
  });

  it("lets them frame a shared policy page too (cardholders ask it questions), but not its data, exports or the owner's pages", () => {
    expect(frameHeader("/p/andes-foods-a1b2c3", ["https://a.example"])).toBe("frame-ancestors https://a.example");
    expect(frameHeader("/p/andes-foods-a1b2c3.data", ["https://a.example"])).toBe("frame-ancestors 'none'");
    expect(frameHeader("/api/policies/andes-foods-a1b2c3/pdf", ["https://a.example"])).toBe("frame-ancestors 'none'");
    expect(frameHeader("/policies", ["https://a.example"])).toBe("frame-ancestors 'none'");
  });

  it("refuses all framing of the cardholders' route when no origin is listed, and of every other page", () => {
    expect(frameHeader("/for-cardholders", [])).toBe("frame-ancestors 'none'");
    expect(frameHeader("/", ["https://a.example"])).toBe("frame-ancestors 'none'");
    expect(frameHeader("/for-cardholders-not", ["https://a.example"])).toBe("frame-ancestors 'none'");
  });

  it("keeps the status and body", async () => {
    const response = withFramePolicy(new Response("gone", { status: 404 }), "/", []);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("gone");
  });
});
