import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/site/languages";
import { extractCompanyName, stripCodeFences, toStructuredInput } from "./policy-input";
import { SEED_SAMPLE_INPUTS, localiseSample } from "../reading/sample-inputs";
import { StructuredInputSchema } from "../reading/structured-input";

const english = { language: "en", companyName: "" } as const;

function sample(name: string) {
  const found = SEED_SAMPLE_INPUTS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no seed sample named ${name}`);
  return found;
}

/** The numbers a user typed, without the translated words around them. */
function numbersOf(input: ReturnType<typeof toStructuredInput>) {
  return {
    currency: input?.currency,
    employeeCount: input?.employeeCount,
    limits: input?.roles.map((role) => [role.monthlyLimit, role.perTransactionLimit]),
    travelCategories: input?.travelCategories,
  };
}

describe("toStructuredInput on the seed samples", () => {
  it("reads every field of the Colombian sample", () => {
    expect(toStructuredInput(sample("Colombia").content, english)).toEqual({
      companyName: "Andina Logística S.A.S.",
      country: "Colombia",
      currency: "COP",
      language: "en",
      industry: "Logistics",
      employeeCount: 180,
      roles: [
        { name: "Sales Representative", monthlyLimit: 2_500_000, perTransactionLimit: 800_000 },
        { name: "Operations Manager", monthlyLimit: 4_500_000, perTransactionLimit: 1_500_000 },
        { name: "Director", monthlyLimit: 9_000_000, perTransactionLimit: 3_000_000 },
      ],
      travelCategories: { mealsPerDay: 150_000, lodgingPerNight: 400_000 },
      additionalRequirements: sample("Colombia").content,
    });
  });

  it.each([
    ["Brazil", "BRL", 250, 4, 120, 450],
    ["Mexico", "MXN", 320, 4, 750, 2_500],
    ["United States", "USD", 140, 4, 75, 250],
  ])("reads the %s sample in %s", (name, currency, employees, roleCount, meals, lodging) => {
    const input = toStructuredInput(sample(name).content, english);
    expect(input).toMatchObject({
      country: name,
      currency,
      employeeCount: employees,
      travelCategories: { mealsPerDay: meals, lodgingPerNight: lodging },
    });
    expect(input?.roles).toHaveLength(roleCount);
  });

  describe.each(SEED_SAMPLE_INPUTS.map((seed) => [seed.name, seed] as const))("%s", (_, seed) => {
    const inEnglish = toStructuredInput(seed.content, english);

    it.each(LANGUAGES)("gives the same numbers once localised into %s", (language) => {
      const localised = localiseSample(seed, language);
      const input = toStructuredInput(localised.content, { language, companyName: "" });

      expect(input).not.toBeNull();
      expect(numbersOf(input)).toEqual(numbersOf(inEnglish));
      expect(input?.companyName).toBe(inEnglish?.companyName);
      expect(input?.country).toBe(localised.name);
      expect(input?.language).toBe(language);
      expect(extractCompanyName(localised.content)).toBe(inEnglish?.companyName);
    });
  });
});

describe("toStructuredInput falls back to the legacy form (null)", () => {
  const complete = "Company Name: Acme\nCountry: Colombia\nCurrency: COP";

  it("when the Country line is missing", () => {
    expect(toStructuredInput("Company Name: Acme\nCurrency: COP", english)).toBeNull();
  });

  it("when the Currency line is missing", () => {
    expect(toStructuredInput("Company Name: Acme\nCountry: Colombia", english)).toBeNull();
  });

  it("when the currency is not three upper-case letters", () => {
    for (const currency of ["cop", "Cop", "pesos", "CO", "COPS", "$"]) {
      expect(toStructuredInput(complete.replace("COP", currency), english)).toBeNull();
    }
  });

  it("when neither the form nor the text gives a company name", () => {
    expect(toStructuredInput("Country: Colombia\nCurrency: COP", english)).toBeNull();
  });

  it("when the description is longer than the structured form allows", () => {
    expect(toStructuredInput(`${complete}\n${"x".repeat(8001)}`, english)).toBeNull();
  });

  it("for empty text", () => {
    expect(toStructuredInput("", english)).toBeNull();
  });
});

describe("toStructuredInput tolerates how people write", () => {
  it("accepts a currency code followed by its name", () => {
    const input = toStructuredInput("Company: Acme\nCountry: Mexico\nCurrency: MXN (Mexican peso)", english);
    expect(input?.currency).toBe("MXN");
  });

  it("keeps a minimal description without roles or travel amounts", () => {
    const input = toStructuredInput("Company: Acme\nCountry: Mexico\nCurrency: MXN", english);
    expect(input).toEqual({
      companyName: "Acme",
      country: "Mexico",
      currency: "MXN",
      language: "en",
      roles: [],
      travelCategories: {},
      additionalRequirements: "Company: Acme\nCountry: Mexico\nCurrency: MXN",
    });
  });

  it("reads odd spacing, lower-case labels and bullets", () => {
    const text = [
      "  company   name :   Acme Corp  ",
      "-   COUNTRY:Colombia",
      "\tCurrency :\u00a0COP",
      "* employees:   75 ",
      "-   Manager :   5,000,000   monthly ,  1,000,000   per transaction",
    ].join("\n");
    expect(toStructuredInput(text, english)).toMatchObject({
      companyName: "Acme Corp",
      country: "Colombia",
      currency: "COP",
      employeeCount: 75,
      roles: [{ name: "Manager", monthlyLimit: 5_000_000, perTransactionLimit: 1_000_000 }],
    });
  });

  it("reads markdown bold labels and values", () => {
    const text = [
      "**Company Name:** Acme Corp",
      "- **Country:** Brazil",
      "**Currency**: **BRL**",
      "- **Manager:** 4,000 monthly, 1,500 per transaction",
      "- **Meals per day:** 120",
    ].join("\n");
    expect(toStructuredInput(text, english)).toMatchObject({
      companyName: "Acme Corp",
      country: "Brazil",
      currency: "BRL",
      roles: [{ name: "Manager", monthlyLimit: 4_000, perTransactionLimit: 1_500 }],
      travelCategories: { mealsPerDay: 120 },
    });
  });

  it("reads Windows line endings", () => {
    const text = sample("Mexico").content.replace(/\n/g, "\r\n");
    const input = toStructuredInput(text, english);
    expect(numbersOf(input)).toEqual(numbersOf(toStructuredInput(sample("Mexico").content, english)));
    expect(input?.country).toBe("Mexico");
    expect(input?.companyName).toBe("Grupo Industrial del Bajío S.A. de C.V.");
    expect(input?.additionalRequirements).toBe(text);
  });

  it("reads thousands separators, currency symbols and codes in amounts", () => {
    const text = [
      "Company: Acme",
      "Country: United States",
      "Currency: USD",
      "Employees: 1,200",
      "- Manager: $5,000 monthly, $1,500.50 per transaction",
      "- Director: USD 12,000 monthly, 3,000 USD per transaction",
      "- Meals per day: $75",
      "- Lodging per night: 1,250 USD",
    ].join("\n");
    expect(toStructuredInput(text, english)).toMatchObject({
      employeeCount: 1_200,
      roles: [
        { name: "Manager", monthlyLimit: 5_000, perTransactionLimit: 1_500.5 },
        { name: "Director", monthlyLimit: 12_000, perTransactionLimit: 3_000 },
      ],
      travelCategories: { mealsPerDay: 75, lodgingPerNight: 1_250 },
    });
  });

  it("reads amounts written the Spanish and Portuguese way", () => {
    const text = [
      "Empresa: Acme",
      "País: Brasil",
      "Moeda: BRL",
      "Funcionários: 1.200",
      "- Gerente: R$ 4.500,50 mensal, R$ 1.500 por transação",
      "- Refeições por dia: R$ 120,00",
    ].join("\n");
    expect(toStructuredInput(text, { language: "pt-BR", companyName: "" })).toMatchObject({
      employeeCount: 1_200,
      roles: [{ name: "Gerente", monthlyLimit: 4_500.5, perTransactionLimit: 1_500 }],
      travelCategories: { mealsPerDay: 120 },
    });
  });

  it("accepts the limit words before the amounts", () => {
    const text = "Company: Acme\nCountry: Colombia\nCurrency: COP\n- Gerente: mensual 2.000.000, por transacción 500.000";
    expect(toStructuredInput(text, english)?.roles).toEqual([{ name: "Gerente", monthlyLimit: 2_000_000, perTransactionLimit: 500_000 }]);
  });

  it("skips a role line that lacks one of its two limits", () => {
    const text = "Company: Acme\nCountry: Colombia\nCurrency: COP\n- Intern: 500,000 monthly\n- Manager: 1,000 per transaction";
    expect(toStructuredInput(text, english)?.roles).toEqual([]);
  });

  it("prefers the company name typed in the form, trimmed", () => {
    const input = toStructuredInput(sample("Brazil").content, { language: "pt-BR", companyName: "  Outra Ltda.  " });
    expect(input?.companyName).toBe("Outra Ltda.");
  });

  it("returns input the schema accepts", () => {
    for (const seed of SEED_SAMPLE_INPUTS) {
      const input = toStructuredInput(seed.content, english);
      expect(StructuredInputSchema.parse(input)).toEqual(input);
    }
  });
});

describe("extractCompanyName", () => {
  it.each([
    ["Company Name: Acme Corp", "Acme Corp"],
    ["Company: Acme Corp", "Acme Corp"],
    ["Nombre de la empresa: Andina S.A.S.", "Andina S.A.S."],
    ["Empresa: Andina S.A.S.", "Andina S.A.S."],
    ["Razón social: Andina S.A.S.", "Andina S.A.S."],
    ["Razon social: Andina S.A.S.", "Andina S.A.S."],
    ["Nome da empresa: Vale Verde Ltda.", "Vale Verde Ltda."],
    ["Razão social: Vale Verde Ltda.", "Vale Verde Ltda."],
    ["**Company Name:** Acme Corp", "Acme Corp"],
    ["- **Empresa**: Acme Corp", "Acme Corp"],
    ["   COMPANY    NAME  :   Acme Corp   ", "Acme Corp"],
    ["Company Name: Acme: The Sequel", "Acme: The Sequel"],
  ])("reads %j", (text, expected) => {
    expect(extractCompanyName(`Intro line\r\n${text}\r\nCountry: Colombia`)).toBe(expected);
  });

  it("returns an empty string when no label is present", () => {
    expect(extractCompanyName("We are a logistics firm in Bogotá.\nCountry: Colombia")).toBe("");
    expect(extractCompanyName("")).toBe("");
  });

  it("skips an empty label and takes the first filled one", () => {
    expect(extractCompanyName("Company Name:\nEmpresa: Andina\nCompany: Other")).toBe("Andina");
  });
});

describe("stripCodeFences", () => {
  const policy = "# Travel Policy\n\n## Purpose and Scope\n\nText.";

  it("removes a ```markdown fence around the whole policy", () => {
    expect(stripCodeFences(`\`\`\`markdown\n${policy}\n\`\`\``)).toBe(policy);
  });

  it("removes a plain ``` fence and surrounding blank lines", () => {
    expect(stripCodeFences(`\n\`\`\`\n\n${policy}\n\n\`\`\`\n`)).toBe(policy);
  });

  it("removes a fence written with Windows line endings", () => {
    expect(stripCodeFences(`\`\`\`md\r\n${policy.replace(/\n/g, "\r\n")}\r\n\`\`\``)).toBe(policy);
  });

  it("keeps code blocks inside the policy", () => {
    const inner = `${policy}\n\n\`\`\`json\n{ "limit": 75 }\n\`\`\`\n\nMore text.`;
    expect(stripCodeFences(`\`\`\`markdown\n${inner}\n\`\`\``)).toBe(inner);
  });

  it("leaves an unfenced policy unchanged", () => {
    expect(stripCodeFences(policy)).toBe(policy);
  });

  it("leaves text that only starts and ends with separate code blocks unchanged", () => {
    const text = "```\nfirst block\n```\n\nProse between.\n\n```\nsecond block\n```";
    expect(stripCodeFences(text)).toBe(text);
  });

  it("leaves a fence of another language unchanged", () => {
    const text = '```json\n{ "a": 1 }\n```';
    expect(stripCodeFences(text)).toBe(text);
  });
});

describe("stripCodeFences on hostile input", () => {
  it("leaves a fence followed by a long run of spaces alone, without backtracking for seconds", () => {
    const hostile = "```" + " ".repeat(100_000) + "x\nbody\n```";
    expect(stripCodeFences(hostile)).toBe(hostile);
  });
});
