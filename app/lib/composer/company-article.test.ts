import { describe, expect, it } from "vitest";
import { companyArticle } from "./company-article.server";
import { composePolicy } from "./compose-policy.server";
import { readingFor } from "./test-readings";

const NOW = new Date("2026-11-25T12:00:00Z");
const policy = (country: string, language: "pt-BR" | "es" | "en", companyName: string) =>
  composePolicy(readingFor(country), { language, companyName, now: NOW });

describe("the article before a company's name", () => {
  it.each([
    ["Estúdio Lisboeta Lda.", "masculine"],
    ["GRUPO PÃO DE AÇÚCAR", "masculine"],
    ["Instituto Camões", "masculine"],
    ["Estudio Lisboeta", "masculine"],
    ["Clínica do Porto", "feminine"],
    ["Agência Norte", "feminine"],
    ["Construtora Andrade", "feminine"],
    ["Laboratórios Vitória", "none"],
    ["Lojas Renner", "none"],
    ["Acme", "feminine"],
    ["Trem Bom Engenharia", "feminine"],
    ["O Boticário", "none"],
  ] as const)("Portuguese: %s takes the %s", (name, article) => {
    expect(companyArticle(name, "pt-BR")).toBe(article);
  });

  it.each([
    ["Clínica Alemana", "feminine"],
    ["Constructora Andina", "feminine"],
    ["Agencia de Viajes Sol", "feminine"],
    ["Grupo Éxito", "masculine"],
    ["Instituto Cervantes", "masculine"],
    ["Acme", "none"],
    ["Bodegas Torres", "none"],
    ["El Corte Inglés", "none"],
  ] as const)("Spanish: %s takes the %s", (name, article) => {
    expect(companyArticle(name, "es")).toBe(article);
  });

  it("a Lisbon studio's policy says 'do Estúdio' and 'O Estúdio … paga' everywhere, never 'da Estúdio'", () => {
    const markdown = policy("PT", "pt-BR", "Estúdio Lisboeta Lda.");
    expect(markdown).toContain("# Política de viagens e despesas do Estúdio Lisboeta Lda.");
    expect(markdown).toContain("O Estúdio Lisboeta Lda. paga despesas razoáveis");
    expect(markdown).toContain("Aplica-se a todos os funcionários do Estúdio Lisboeta Lda.");
    expect(markdown).toContain("Esta política explica como o Estúdio Lisboeta Lda., com sede em Portugal");
    expect(markdown).toContain("com o NIF (NIPC) do Estúdio Lisboeta Lda.");
    expect(markdown).not.toMatch(/\b(?:da|a|A|pela|na|à) Estúdio/);
  });

  it("a Brazilian policy keeps the feminine of 'a empresa', and no article for a name with its own or a plural", () => {
    const laboratories = policy("BR", "pt-BR", "Laboratórios Vitória");
    expect(laboratories).toContain("# Política de viagens e despesas de Laboratórios Vitória");
    expect(laboratories).toContain("\nLaboratórios Vitória paga despesas razoáveis");
    expect(laboratories).toContain("os limites acima são de Laboratórios Vitória");
    const acme = policy("BR", "pt-BR", "Acme");
    expect(acme).toContain("# Política de viagens e despesas da Acme");
    expect(acme).toContain("A Acme paga despesas razoáveis");
    const boticario = policy("BR", "pt-BR", "O Boticário");
    expect(boticario).toContain("# Política de viagens e despesas de O Boticário");
    expect(boticario).toContain("\nO Boticário paga despesas razoáveis");
    expect(boticario).toContain("sem o CNPJ de O Boticário");
  });

  it("a Spanish policy says 'de la Clínica', 'La Clínica … paga' and 'del Grupo', and leaves a bare name bare", () => {
    const clinic = policy("CL", "es", "Clínica Alemana");
    expect(clinic).toContain("# Política de viajes y gastos de la Clínica Alemana");
    expect(clinic).toContain("\nLa Clínica Alemana paga los gastos razonables");
    expect(clinic).toContain("Se aplica a todo el personal de la Clínica Alemana");
    expect(clinic).toContain("Esta política explica cómo la Clínica Alemana, con sede en Chile");
    expect(clinic).not.toMatch(/de Clínica|\n- Clínica|\. Clínica/);
    const group = policy("AR", "es", "Grupo Éxito");
    expect(group).toContain("# Política de viajes y gastos del Grupo Éxito");
    expect(group).toContain("la Factura A permite al Grupo Éxito");
    expect(group).toContain("\nEl Grupo Éxito paga los gastos razonables");
    const acme = policy("CO", "es", "Acme");
    expect(acme).toContain("# Política de viajes y gastos de Acme");
    expect(acme).toContain("\nAcme paga los gastos razonables");
    const store = policy("ES", "es", "El Corte Inglés");
    expect(store).toContain("# Política de viajes y gastos de El Corte Inglés");
  });

  it("English writes the name as given", () => {
    expect(policy("US", "en", "Grupo Éxito")).toContain("# Grupo Éxito Travel and Expense Policy");
  });
});
