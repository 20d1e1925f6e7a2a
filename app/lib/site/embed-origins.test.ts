import { describe, expect, it } from "vitest";
import { embedOriginAllowed } from "./embed-origins";

describe("embed origins", () => {
  const allowed = ["https://cards.example", "https://*.partner.example", "http://localhost:8788"];

  it("allows an origin listed as it is, and any subdomain of a wildcard entry", () => {
    expect(embedOriginAllowed("https://cards.example", allowed)).toBe(true);
    expect(embedOriginAllowed("https://eu.partner.example", allowed)).toBe(true);
    expect(embedOriginAllowed("https://a.b.partner.example", allowed)).toBe(true);
    expect(embedOriginAllowed("http://localhost:8788", allowed)).toBe(true);
  });

  it("refuses the wildcard's own domain, another scheme or port, look-alike hosts and anything that is not an origin", () => {
    for (const origin of [
      "https://partner.example",
      "http://eu.partner.example",
      "https://eu.partner.example:8443",
      "https://evilpartner.example",
      "https://partner.example.evil.test",
      "https://cards.example.evil.test",
      "http://cards.example",
      "http://localhost:8787",
      "https://cards.example/path",
      "null",
      "*",
      "",
    ]) {
      expect(embedOriginAllowed(origin, allowed), origin).toBe(false);
    }
  });
});
