import { describe, expect, it } from "vitest";
import { extractCompanyName, parseAmount } from "../generation/policy-input";
import { SAMPLE_PHRASES, SEED_SAMPLE_INPUTS, localiseSample } from "./sample-inputs";

const TRANSLATED = ["es", "pt-BR"] as const;

const ENGLISH_LABELS = [
  "Company Name",
  "Country",
  "Currency",
  "Employees",
  "Industry",
  "Roles and limits",
  "monthly",
  "per transaction",
  "Travel categories",
  "Meals per day",
  "Lodging per night",
  "Rules",
];

function containsWord(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\\{n\\}", String.raw`\d+`);
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(text);
}

const amountsIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

describe("SEED_SAMPLE_INPUTS", () => {
  it("offers Colombia, Brazil, Mexico and the United States, in that order", () => {
    expect(SEED_SAMPLE_INPUTS.map((sample) => sample.name)).toEqual(["Colombia", "Brazil", "Mexico", "United States"]);
  });

  it.each([
    ["Colombia", "COP"],
    ["Brazil", "BRL"],
    ["Mexico", "MXN"],
    ["United States", "USD"],
  ])("describes %s in %s with the template's lines and rules", (name, currency) => {
    const sample = SEED_SAMPLE_INPUTS.find((candidate) => candidate.name === name);
    const lines = sample?.content.split("\n") ?? [];
    expect(lines).toEqual(
      expect.arrayContaining([
        `Country: ${name}`,
        `Currency: ${currency}`,
        "Roles and limits:",
        "Travel categories:",
        "Rules:",
        `- Receipts required for expenses over 25 ${currency}`,
        "- Submit expenses within 30 days",
        "- International travel requires 2-week notice",
      ]),
    );
    expect(extractCompanyName(sample?.content ?? "")).not.toBe("");
    expect(lines.some((line) => /^Employees: \d+$/.test(line))).toBe(true);
    expect(lines.some((line) => /^Industry: \S/.test(line))).toBe(true);
    expect(lines.filter((line) => / monthly, .* per transaction$/.test(line)).length).toBeGreaterThanOrEqual(3);
    expect(lines.filter((line) => /^- (Meals per day|Lodging per night): [\d,]+$/.test(line))).toHaveLength(2);
  });
});

describe("localiseSample", () => {
  it("returns English samples unchanged", () => {
    for (const sample of SEED_SAMPLE_INPUTS) expect(localiseSample(sample, "en")).toEqual(sample);
  });

  it.each([
    ["es", ["Colombia", "Brasil", "México", "Estados Unidos"]],
    ["pt-BR", ["Colômbia", "Brasil", "México", "Estados Unidos"]],
  ] as const)("translates the sample names into %s", (language, names) => {
    expect(SEED_SAMPLE_INPUTS.map((sample) => localiseSample(sample, language).name)).toEqual(names);
  });

  it("writes the labels in the user's language", () => {
    const [colombia] = SEED_SAMPLE_INPUTS;
    const spanish = localiseSample(colombia!, "es").content;
    const portuguese = localiseSample(colombia!, "pt-BR").content;
    expect(spanish).toContain("Nombre de la empresa: Andina Logística S.A.S.");
    expect(spanish).toContain("- Representante de ventas: 2.500.000 mensual, 800.000 por transacción");
    expect(spanish).toContain("- Comidas por día: 150.000");
    expect(portuguese).toContain("Nome da empresa: Andina Logística S.A.S.");
    expect(portuguese).toContain("- Diretor: 9.000.000 mensal, 3.000.000 por transação");
    expect(portuguese).toContain("- Hospedagem por noite: 400.000");
  });

  describe.each(TRANSLATED)("into %s", (language) => {
    it.each(SEED_SAMPLE_INPUTS.map((sample) => [sample.name, sample] as const))(
      "keeps the amounts and company name of %s and leaves no English phrase behind",
      (_, sample) => {
        const localised = localiseSample(sample, language).content;
        const companyName = extractCompanyName(sample.content);

        expect(amountsIn(localised).map(parseAmount)).toEqual(amountsIn(sample.content).map(parseAmount));
        expect(localised).toContain(companyName);
        expect(extractCompanyName(localised)).toBe(companyName);
        expect(ENGLISH_LABELS.filter((label) => containsWord(localised, label))).toEqual([]);
        const leftovers = SAMPLE_PHRASES[language]
          .filter(([english, translated]) => english.toLowerCase() !== translated.toLowerCase())
          .filter(([english]) => containsWord(localised.replace(companyName, ""), english));
        expect(leftovers).toEqual([]);
      },
    );
  });

  it.each([
    ["Brazil", "pt-BR", "- Analista: 1.500 mensal, 500 por transação"],
    ["Colombia", "es", "- Director: 9.000.000 mensual, 3.000.000 por transacción"],
    ["Mexico", "es", "- Ejecutivo de ventas: 15,000 mensual, 5,000 por transacción"],
    ["Mexico", "pt-BR", "- Executivo de vendas: 15.000 mensal, 5.000 por transação"],
  ])("writes the %s sample's numbers in %s the way the country does", (name, language, line) => {
    const sample = SEED_SAMPLE_INPUTS.find((candidate) => candidate.name === name)!;
    expect(localiseSample(sample, language as "es" | "pt-BR").content.split("\n")).toContain(line);
  });

  it("keeps other fields of the sample, such as its id", () => {
    const stored = { id: 7, isActive: true, ...SEED_SAMPLE_INPUTS[1]! };
    expect(localiseSample(stored, "pt-BR")).toMatchObject({ id: 7, isActive: true, name: "Brasil" });
  });

  it("does not translate words inside the company name", () => {
    const sample = {
      name: "Custom",
      content:
        "Company Name: Summit Technology Manager Group\nIndustry: Technology\nRules:\n- Summit Technology Manager Group pays monthly",
    };
    expect(localiseSample(sample, "es").content).toBe(
      "Nombre de la empresa: Summit Technology Manager Group\nIndustria: Tecnología\nReglas:\n- Summit Technology Manager Group pays mensual",
    );
  });

  it("prefers the longest phrase and only replaces whole words", () => {
    const sample = { name: "Custom", content: "- Sales Executive: 1 monthly\n- Executive: 2 monthly\nManagers and Directorate" };
    expect(localiseSample(sample, "pt-BR").content).toBe(
      "- Executivo de vendas: 1 mensal\n- Executivo: 2 mensal\nManagers and Directorate",
    );
  });

  it("translates rules whose numbers an admin has changed, keeping the new numbers", () => {
    const sample = {
      name: "Custom",
      content:
        "- Submit expenses within 45 days\n- International travel requires 3-week notice\n- receipts required for expenses over 1,000 MXN",
    };
    expect(localiseSample(sample, "es").content).toBe(
      "- Presentar los gastos en un plazo de 45 días\n" +
        "- Los viajes internacionales requieren aviso con 3 semanas de anticipación\n" +
        "- comprobantes obligatorios para gastos superiores a 1,000 MXN",
    );
  });
});
