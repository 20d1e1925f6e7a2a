import { describe, expect, it } from "vitest";
import { namedCountries } from "./country-signals";

describe("namedCountries", () => {
  it.each([
    ["Our team travels to New Mexico often", ["US"]],
    ["Oficinas en Nuevo México y Texas", ["US"]],
    ["Escritórios no Novo México", ["US"]],
    ["Sede en Ciudad de México", []],
    ["Viajes frecuentes a México", ["MX"]],
  ])("%s → %j", (text, codes) => {
    expect(namedCountries(text).map((mention) => mention.code)).toEqual(codes);
  });
});
