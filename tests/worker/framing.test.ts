import { describe, expect, it } from "vitest";
import { call } from "./helpers";

// wrangler.toml lets http://embed.localhost:8787 frame the cardholders' route, and nothing else.
describe("who may frame a page", () => {
  it("/for-cardholders may be framed only by the EMBED_ORIGINS", async () => {
    const response = await call("http://localhost/for-cardholders");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Security-Policy")).toMatch(/(?:^|; )frame-ancestors http:\/\/embed\.localhost:8787$/);
    expect(response.headers.get("X-Frame-Options")).toBeNull();
  });

  it("a shared policy page may be framed by the EMBED_ORIGINS too (the generator lands there without JavaScript), its data and API by no one", async () => {
    const page = await call("http://localhost/p/andes-foods-a1b2c3");
    expect(page.headers.get("Content-Security-Policy")).toMatch(/(?:^|; )frame-ancestors http:\/\/embed\.localhost:8787$/);
    expect(page.headers.get("X-Frame-Options")).toBeNull();
    for (const path of ["/p/andes-foods-a1b2c3.data", "/api/policies/andes-foods-a1b2c3", "/api/policies/andes-foods-a1b2c3/pdf"]) {
      const response = await call(`http://localhost${path}`);
      expect(response.headers.get("Content-Security-Policy"), path).toMatch(/(?:^|; )frame-ancestors 'none'$/);
      expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
    }
  });

  it.each(["/", "/api/login", "/api/sample-inputs", "/no-such-page"])("%s may be framed by no one", async (path) => {
    const response = await call(`http://localhost${path}`);
    expect(response.headers.get("Content-Security-Policy")).toMatch(/(?:^|; )frame-ancestors 'none'$/);
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("/embed-example is served on local hosts only", async () => {
    const local = await call("http://embed.localhost/embed-example");
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('src="http://localhost:8787/for-cardholders"');
    expect((await call("https://policysmith.example/embed-example")).status).toBe(404);
  });
});
