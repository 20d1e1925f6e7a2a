import { describe, expect, it } from "vitest";
import { countrySearchOptions } from "~/lib/reading/countries";
import { currencyOptions } from "~/lib/reading/currency-options";
import { optionSearch, searchKey } from "./option-search";

const first = (search: (query: string) => Array<{ value: string }>, query: string) => search(query)[0]?.value;

describe("finding a country or a currency by typing", () => {
  const countriesEn = optionSearch(countrySearchOptions("en"));
  const countriesEs = optionSearch(countrySearchOptions("es"));
  const currenciesEn = optionSearch(currencyOptions("en", "USD"));
  const currenciesPt = optionSearch(currencyOptions("pt-BR", "BRL"));

  it("keys ignore case, accents and punctuation", () => {
    expect(searchKey("  São Tomé & Príncipe ")).toBe("sao tome principe");
  });

  it("finds Brazil from its English, Spanish and Portuguese names and its codes, in any interface language", () => {
    for (const query of ["bra", "Brazil", "brasil", "BRA", "br"]) expect(first(countriesEn, query), query).toBe("BR");
    expect(first(countriesEs, "brazil")).toBe("BR");
    expect(countrySearchOptions("es").find((option) => option.value === "BR")?.label).toBe("Brasil");
  });

  it("finds a name without its accents, and Mexico from the start of a later word", () => {
    expect(first(countriesEs, "mexico")).toBe("MX");
    expect(first(countriesEs, "MÉXICO")).toBe("MX");
    expect(first(countriesEn, "peru")).toBe("PE");
    expect(first(countriesEn, "kingdom")).toBe("GB");
  });

  it("finds the Brazilian real by code, name, plural, symbol and country", () => {
    for (const query of ["BRL", "brl", "real", "reais", "brasil", "Brazilian", "R$"]) expect(first(currenciesEn, query), query).toBe("BRL");
    expect(first(currenciesPt, "real")).toBe("BRL");
    expect(currencyOptions("pt-BR", "BRL").find((option) => option.value === "BRL")?.label).toBe("BRL — Real brasileiro");
  });

  it("finds a currency from a country that uses it, and the peso of Mexico from its Spanish plural", () => {
    expect(first(currenciesEn, "mexico")).toBe("MXN");
    expect(first(currenciesEn, "pesos mexicanos")).toBe("MXN");
    expect(currenciesEn("ecuador").map((option) => option.value)).toContain("USD");
  });

  it("puts the exact code before names that merely contain it, and finds nothing for nonsense", () => {
    expect(first(currenciesEn, "eur")).toBe("EUR");
    expect(countriesEn("zzqx")).toEqual([]);
    expect(countriesEn("")).toHaveLength(countrySearchOptions("en").length);
  });

  it("keeps a currency the browser does not list, first", () => {
    expect(currencyOptions("en", "XYZ")[0]).toEqual({ value: "XYZ", label: "XYZ", keywords: [] });
  });
});
