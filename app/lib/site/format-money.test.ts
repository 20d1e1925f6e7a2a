import { describe, expect, it } from "vitest";
import { formatMoney, localiseEnglishNumbers, numberLocale } from "./format-money";

const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("formatMoney for the policy's language and the country", () => {
  it.each([
    ["pt-BR", "BR", 1500, "BRL", "R$ 1.500,00"],
    ["es", "CO", 1500000, "COP", "$ 1.500.000"],
    ["es", "ES", 1500, "EUR", "1.500,00 €"],
    ["en", "US", 1500, "USD", "$1,500.00"],
    ["es", "CL", 45000, "CLP", "$45.000"],
    ["es", "AR", 1500, "ARS", "$ 1.500,00"],
    ["es", "PE", 2000, "PEN", "S/ 2,000.00"],
    ["pt-BR", "PT", 1500, "EUR", "1 500,00 €"],
    ["en", "CA", 1500, "CAD", "$1,500.00"],
    ["es", "MX", 1500.5, "MXN", "$1,500.50"],
    ["es", "CO", 1500, "USD", "US$ 1.500,00"],
    ["en", "US", 0.725, "USD", "$0.725"],
    ["es", "ES", 53.34, "EUR", "53,34 €"],
    ["es", "CL", 2.5, "CLF", "UF 2,5"],
  ] as const)("%s in %s: %d %s → %s", (language, country, amount, currency, expected) => {
    expect(plain(formatMoney({ amount, currency }, numberLocale(language, country)))).toBe(expected);
  });

  it("falls back to the language's own locale without a country", () => {
    expect(numberLocale("es", null)).toBe("es-419");
    expect(numberLocale("pt-BR", "CO")).toBe("pt-BR");
  });
});

describe("localiseEnglishNumbers", () => {
  it("rewrites grouped and decimal numbers the locale's way and leaves plain integers", () => {
    const text = "Analyst: 1,500 monthly, 500 per transaction; 2,500,000 COP; 0.26 per km; 30 days in 2026";
    expect(localiseEnglishNumbers(text, "pt-BR")).toBe(
      "Analyst: 1.500 monthly, 500 per transaction; 2.500.000 COP; 0,26 per km; 30 days in 2026",
    );
    expect(localiseEnglishNumbers(text, "es-MX")).toBe(text);
  });
});
