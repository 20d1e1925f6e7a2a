import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, parseCanonicalOrigins, parseSiteTable, siteForHost } from "./sites";

describe("site table", () => {
  const table = parseSiteTable("es.localhost=es:Colombia, pt.localhost=pt-BR:Brazil,example.com.br=pt-BR:Brazil");

  it("gives the Spanish site Spanish and Colombia, the Portuguese sites Portuguese and Brazil", () => {
    expect(siteForHost("es.localhost:8787", table)).toEqual({ language: "es", country: "Colombia" });
    expect(siteForHost("PT.LOCALHOST", table)).toEqual({ language: "pt-BR", country: "Brazil" });
    expect(siteForHost("example.com.br", table)).toEqual({ language: "pt-BR", country: "Brazil" });
  });

  it("gives every other host English and Mexico", () => {
    expect(siteForHost("localhost:8787", table)).toEqual(DEFAULT_SITE);
    expect(siteForHost("127.0.0.1", table)).toEqual({ language: "en", country: "Mexico" });
  });

  it("rejects a malformed entry or an unknown language instead of guessing", () => {
    expect(() => parseSiteTable("es.localhost=es")).toThrow(/host=language:country/);
    expect(() => parseSiteTable("fr.localhost=fr:France")).toThrow(/unknown language/);
  });

  it("reads canonical origins per language", () => {
    expect(parseCanonicalOrigins("en=https://a.example/,es=https://es.a.example")).toEqual({
      en: "https://a.example",
      es: "https://es.a.example",
    });
  });
});
