import { describe, expect, it } from "vitest";
import { call } from "./helpers";

const titleOf = async (response: Response) => /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];

describe("pages have a title in the site's language", () => {
  it.each([
    ["localhost", "Page Not Found · Policysmith"],
    ["es.localhost", "Página no encontrada · Policysmith"],
    ["pt.localhost", "Página não encontrada · Policysmith"],
  ])("the 404 page on %s", async (host, title) => {
    const response = await call(`http://${host}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await titleOf(response)).toBe(title);
  });

  it("the sign-out page, in Portuguese, with its sentence and button", async () => {
    const response = await call("http://pt.localhost/api/logout");
    const html = await response.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe("Sair");
    expect(html).toContain("Sair do Policysmith neste navegador?");
    expect(html).not.toContain("Sign out");
  });
});
