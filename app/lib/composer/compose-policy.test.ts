import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "~/lib/site/languages";
import { checkPolicyText, SECTION_TITLES } from "~/lib/policy/policy-check.server";
import { extractCompanyName, toStructuredInput } from "~/lib/policy/policy-input";
import { localiseSample, SEED_SAMPLE_INPUTS } from "~/lib/policy/sample-inputs";
import type { StructuredInput } from "~/lib/policy/structured-input";
import { composePolicy } from "./compose-policy.server";

const NOW = new Date("2026-03-05T12:00:00Z");

interface CountryCase {
  country: string;
  currency: string;
  region: string;
  /** [monthly, per transaction] for the three roles, in the company's currency. */
  limits: [number, number][];
  invoiceTerms: Record<Language, string[]>;
}

const CASES: CountryCase[] = [
  {
    country: "Mexico",
    currency: "MXN",
    region: "MX",
    limits: [[50000, 10000], [20000, 5000], [8000, 1500.5]],
    invoiceTerms: {
      en: ["CFDI", "IVA", "16%", "Art. 28-V LISR", "50 km"],
      es: ["CFDI", "IVA", "16", "art. 28-V LISR", "50 km"],
      "pt-BR": ["CFDI", "IVA", "16", "art. 28-V LISR", "50 km"],
    },
  },
  {
    country: "Colombia",
    currency: "COP",
    region: "CO",
    limits: [[5000000, 1000000], [2000000, 500000], [800000, 150000]],
    invoiceTerms: {
      en: ["factura electrónica", "NIT", "POS", "documento soporte"],
      es: ["factura electrónica", "NIT", "POS", "documento soporte"],
      "pt-BR": ["factura electrónica", "NIT", "POS", "documento soporte"],
    },
  },
  {
    country: "Brazil",
    currency: "BRL",
    region: "BR",
    limits: [[10000, 2000], [5000, 1000], [1500, 300]],
    invoiceTerms: {
      en: ["nota fiscal", "CNPJ", "Bilhete de Passagem Aérea", "CBS", "IBS"],
      es: ["nota fiscal", "CNPJ", "Bilhete de Passagem Aérea", "CBS", "IBS"],
      "pt-BR": ["nota fiscal", "CNPJ", "Bilhete de Passagem Aérea", "CBS", "IBS"],
    },
  },
  {
    country: "United States",
    currency: "USD",
    region: "US",
    limits: [[5000, 1000], [2500, 500], [1000, 200]],
    invoiceTerms: {
      en: ["accountable plan", "IRS", "60 days", "120 days"],
      es: ["plan de reembolso con rendición de cuentas", "IRS", "60 días", "120 días"],
      "pt-BR": ["plano de reembolso com prestação de contas", "IRS", "60 dias", "120 dias"],
    },
  },
  {
    country: "Chile",
    currency: "CLP",
    region: "CL",
    limits: [[2000000, 400000], [1000000, 200000], [400000, 80000]],
    invoiceTerms: {
      en: ["tax invoice", "tax identification number"],
      es: ["factura fiscal", "identificación tributaria"],
      "pt-BR": ["fatura fiscal", "identificação fiscal"],
    },
  },
];

/** Everything the sample inputs say, in the language the user wrote them in. */
const WORDING = {
  en: {
    company: "Andes Foods",
    industry: "Food distribution",
    roles: ["CEO", "Sales Manager", "Analyst"],
    extraRule: "Alcohol is never reimbursed.",
    rulesHeading: "### Company-specific rules",
    deadline: "within 30 days",
    notice: "2 weeks",
    description: (c: CountryCase) => `Company Name: Andes Foods
Country: ${c.country}
Currency: ${c.currency}
Employees: 120
Industry: Food distribution
Roles and Limits:
- CEO: ${c.limits[0]?.join(" monthly, ")} per transaction
- Sales Manager: ${c.limits[1]?.join(" monthly, ")} per transaction
- Analyst: ${c.limits[2]?.join(" monthly, ")} per transaction
Travel Categories:
- Meals per day: 800
- Lodging per night: 2500
Rules:
- Receipts required for expenses over 25 ${c.currency}
- Submit expenses within 30 days
- International travel requires 2-week notice
- Alcohol is never reimbursed.`,
  },
  es: {
    company: "Alimentos Andinos",
    industry: "Distribución de alimentos",
    roles: ["Director general", "Gerente de ventas", "Analista"],
    extraRule: "Las bebidas alcohólicas nunca se reembolsan.",
    rulesHeading: "### Reglas propias de la empresa",
    deadline: "dentro de 30 días",
    notice: "2 semanas",
    description: (c: CountryCase) => `Nombre de la empresa: Alimentos Andinos
País: ${c.country}
Moneda: ${c.currency}
Empleados: 120
Industria: Distribución de alimentos
Roles y límites:
- Director general: ${c.limits[0]?.join(" mensual, ")} por transacción
- Gerente de ventas: ${c.limits[1]?.join(" mensual, ")} por transacción
- Analista: ${c.limits[2]?.join(" mensual, ")} por transacción
Categorías de viaje:
- Comidas por día: 800
- Alojamiento por noche: 2500
Reglas:
- Recibos requeridos para gastos superiores a 25 ${c.currency}
- Enviar gastos dentro de 30 días
- Los viajes internacionales requieren aviso de 2 semanas
- Las bebidas alcohólicas nunca se reembolsan.`,
  },
  "pt-BR": {
    company: "Alimentos Andinos",
    industry: "Distribuição de alimentos",
    roles: ["Diretor", "Gerente de vendas", "Analista"],
    extraRule: "Bebidas alcoólicas nunca são reembolsadas.",
    rulesHeading: "### Regras próprias da empresa",
    deadline: "em até 30 dias",
    notice: "2 semanas",
    description: (c: CountryCase) => `Nome da empresa: Alimentos Andinos
País: ${c.country}
Moeda: ${c.currency}
Funcionários: 120
Setor: Distribuição de alimentos
Cargos e limites:
- Diretor: ${c.limits[0]?.join(" mensal, ")} por transação
- Gerente de vendas: ${c.limits[1]?.join(" mensal, ")} por transação
- Analista: ${c.limits[2]?.join(" mensal, ")} por transação
Categorias de viagem:
- Refeições por dia: 800
- Hospedagem por noite: 2500
Regras:
- Comprovantes para despesas acima de 25 ${c.currency}
- Enviar despesas em até 30 dias
- Viagens internacionais exigem aviso prévio de 2 semanas
- Bebidas alcoólicas nunca são reembolsadas.`,
  },
} satisfies Record<Language, unknown>;

const PLATFORM_FEATURES: Record<Language, string[]> = {
  en: ["Virtual cards", "merchant controls", "Mobile receipt capture", "Real-time tracking", "Approval workflows"],
  es: ["Tarjetas virtuales", "controles por comercio", "Captura móvil de comprobantes", "Seguimiento en tiempo real", "Flujos de aprobación"],
  "pt-BR": [
    "Cartões virtuais",
    "controles por estabelecimento",
    "Captura de comprovantes pelo celular",
    "Acompanhamento em tempo real",
    "Fluxos de aprovação",
  ],
};

/**
 * Words that would betray an English sentence left in a Spanish or Portuguese policy ("for" is
 * left out: it is also Portuguese, as in "quando for").
 */
const ENGLISH_WORDS =
  /\b(the|and|with|must|should|of|from|expenses?|policy|receipts?|approvals?|employees?|travel|company|within|reimburse[ds]?|allowed|limits?|cards?|per|day|night|monthly|business|invoice|upgrades?|shows?)\b/i;

function inputFor(c: CountryCase, language: Language, overrides: Partial<StructuredInput> = {}): StructuredInput {
  const words = WORDING[language];
  return {
    companyName: words.company,
    country: c.country,
    currency: c.currency,
    language,
    industry: words.industry,
    employeeCount: 120,
    roles: words.roles.map((name, index) => {
      const [monthlyLimit = 0, perTransactionLimit = 0] = c.limits[index] ?? [];
      return { name, monthlyLimit, perTransactionLimit };
    }),
    travelCategories: { mealsPerDay: 800, lodgingPerNight: 2500 },
    additionalRequirements: words.description(c),
    ...overrides,
  };
}

/** Intl separates symbol and number with a no-break space in some locales; compare as plain spaces. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

function expectedMoney(amount: number, currency: string, language: Language, region: string): string {
  const locale = language === "pt-BR" ? "pt-BR" : `${language}-${region}`;
  const digits = Number.isInteger(amount) ? 0 : 2;
  return plainSpaces(
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount),
  );
}

function sectionBody(markdown: string, heading: string): string {
  const start = markdown.indexOf(heading);
  if (start < 0) return "";
  const rest = markdown.slice(start + heading.length);
  const end = rest.search(/\n##? /);
  return end < 0 ? rest : rest.slice(0, end);
}

describe.each(CASES)("composePolicy for $country ($currency)", (c) => {
  describe.each(LANGUAGES)("in %s", (language) => {
    const input = inputFor(c, language);
    const markdown = composePolicy(input, language, { now: NOW });
    const text = plainSpaces(markdown);

    it("passes the policy checker", () => {
      expect(checkPolicyText(markdown, language)).toEqual({ ok: true, markdown: markdown.trim() });
    });

    it("has the nine required sections, in order, with the shared titles", () => {
      const headings = markdown.split("\n").filter((line) => line.startsWith("## "));
      expect(headings).toEqual(SECTION_TITLES[language].map((title, index) => `## ${index + 1}. ${title}`));
      expect(markdown.split("\n")[0]).toMatch(/^# .*Alimentos Andinos|^# Andes Foods/);
    });

    it("names the currency and the country's invoice and tax terms", () => {
      expect(text).toContain(`(${c.currency})`);
      for (const term of c.invoiceTerms[language]) expect(text).toContain(term);
    });

    it("formats every role's limits in the company's currency", () => {
      for (const role of input.roles) {
        const row = text.split("\n").find((line) => line.startsWith(`| ${role.name} |`));
        expect(row).toBeDefined();
        expect(row).toContain(expectedMoney(role.monthlyLimit, c.currency, language, c.region));
        expect(row).toContain(expectedMoney(role.perTransactionLimit, c.currency, language, c.region));
      }
      expect(text).toContain(expectedMoney(800, c.currency, language, c.region));
      expect(text).toContain(expectedMoney(2500, c.currency, language, c.region));
    });

    it("applies the receipts, deadline and notice rules the user wrote", () => {
      expect(text).toContain(expectedMoney(25, c.currency, language, c.region));
      expect(text).toContain(WORDING[language].deadline);
      expect(text).toContain(WORDING[language].notice);
    });

    it("quotes the user's own rule, and only it, as a company-specific rule", () => {
      const rules = sectionBody(markdown, WORDING[language].rulesHeading);
      const items = rules.split("\n").filter((line) => line.startsWith("- "));
      expect(items).toEqual([`- ${WORDING[language].extraRule}`]);
    });

    it("includes the platform features of the master prompt", () => {
      for (const feature of PLATFORM_FEATURES[language]) expect(text).toContain(feature);
    });

    it("is deterministic for a fixed date and has no placeholders", () => {
      expect(composePolicy(input, language, { now: NOW })).toBe(markdown);
      expect(markdown).not.toContain("{{");
    });

    if (language !== "en") {
      it("has no English words", () => {
        const match = ENGLISH_WORDS.exec(markdown);
        const around = match ? markdown.slice(Math.max(0, match.index - 60), match.index + 60) : "";
        expect(match?.[0], around).toBeUndefined();
      });
    }
  });
});

describe("composePolicy details", () => {
  const mexico = CASES[0] as CountryCase;
  const unitedStates = CASES[3] as CountryCase;

  it("writes the effective date and the next review in the policy's language", () => {
    expect(composePolicy(inputFor(mexico, "en"), "en", { now: NOW })).toContain("March 5, 2026");
    expect(composePolicy(inputFor(mexico, "es"), "es", { now: NOW })).toContain("5 de marzo de 2026");
    expect(composePolicy(inputFor(mexico, "pt-BR"), "pt-BR", { now: NOW })).toContain("5 de março de 2027");
  });

  it("formats money the local way", () => {
    const colombia = CASES[1] as CountryCase;
    const brazil = CASES[2] as CountryCase;
    const chile = CASES[4] as CountryCase;
    expect(plainSpaces(composePolicy(inputFor(colombia, "es"), "es", { now: NOW }))).toContain("| $ 5.000.000 | $ 1.000.000 |");
    expect(plainSpaces(composePolicy(inputFor(brazil, "pt-BR"), "pt-BR", { now: NOW }))).toContain("| R$ 10.000 | R$ 2.000 |");
    expect(composePolicy(inputFor(unitedStates, "en"), "en", { now: NOW })).toContain("| $5,000 | $1,000 |");
    expect(composePolicy(inputFor(mexico, "es"), "es", { now: NOW })).toContain("$1,500.50");
    expect(composePolicy(inputFor(chile, "es"), "es", { now: NOW })).toContain("| $2.000.000 | $400.000 |");
  });

  it("uses the company's details in the text", () => {
    const markdown = composePolicy(inputFor(mexico, "en"), "en", { now: NOW });
    expect(markdown).toContain("Andes Foods, a company in the food distribution sector with 120 employees in Mexico");
  });

  it("derives approval thresholds from each role's limits", () => {
    const markdown = composePolicy(inputFor(unitedStates, "en"), "en", { now: NOW });
    expect(markdown).toContain("| CEO | Up to $1,000 per transaction | Over $1,000 and up to $5,000 | Over $5,000 |");
    expect(markdown).toContain("| Analyst | Up to $200 per transaction | Over $200 and up to $1,000 | Over $1,000 |");
  });

  it("falls back to the country's defaults when the user set no rules", () => {
    const bare = { additionalRequirements: "" };
    const us = composePolicy(inputFor(unitedStates, "en", bare), "en", { now: NOW });
    expect(us).toContain("every expense of $75 or more");
    expect(us).toContain("Lodging always needs an itemised hotel bill");
    expect(us).toContain("within 60 days of the purchase");
    expect(us).not.toContain("Company-specific rules");
    const mx = composePolicy(inputFor(mexico, "es", bare), "es", { now: NOW });
    expect(mx).toContain("de cada gasto, cualquiera que sea su importe");
    expect(mx).toContain("dentro de 30 días");
    expect(mx).toContain("al menos 2 semanas de anticipación");
  });

  it("writes a policy without roles, industry, employee count or travel amounts", () => {
    for (const language of LANGUAGES) {
      const markdown = composePolicy(
        {
          companyName: "Solo",
          country: "Peru",
          currency: "PEN",
          language,
          roles: [],
          travelCategories: {},
          additionalRequirements: "",
        },
        language,
        { now: NOW },
      );
      expect(checkPolicyText(markdown, language).ok).toBe(true);
      expect(markdown).not.toContain("| ");
    }
  });

  it.each([
    ["México", "CFDI"],
    ["mexico ", "CFDI"],
    ["MX", "CFDI"],
    ["Brasil", "CNPJ"],
    ["brasil", "CNPJ"],
    ["Colômbia", "NIT"],
    ["Estados Unidos", "IRS"],
    ["USA", "IRS"],
    ["U.S.", "IRS"],
    ["EE. UU.", "IRS"],
    ["EUA", "IRS"],
    ["United States of America", "IRS"],
  ])("recognises %j as a known country", (country, term) => {
    const markdown = composePolicy({ ...inputFor(mexico, "es"), country }, "es", { now: NOW });
    expect(markdown).toContain(term);
  });

  it("reads the rules when written in other ways", () => {
    const markdown = composePolicy(
      inputFor(mexico, "en", {
        additionalRequirements:
          "We are a small team. Receipts are needed for anything above MXN 1,200.50; expenses must be reported within 10 business days. Trips abroad: international flights need 3 weeks notice.",
      }),
      "en",
      { now: NOW },
    );
    const text = plainSpaces(markdown);
    expect(text).toContain("every expense over MX$1,200.50");
    expect(text).toContain("within 10 business days");
    expect(text).toContain("at least 3 weeks before departure");
    expect(sectionBody(markdown, "### Company-specific rules")).toContain("- We are a small team.");
  });

  it("keeps user text from breaking the markdown or looking like a placeholder", () => {
    const markdown = composePolicy(
      inputFor(mexico, "en", {
        companyName: "Pipe | {{Co}}",
        additionalRequirements: "> Not a quote\nUse {{vendor}} for hotels.",
      }),
      "en",
      { now: NOW },
    );
    expect(checkPolicyText(markdown, "en").ok).toBe(true);
    expect(markdown).toContain("- \\> Not a quote");
    expect(markdown).toContain("Use {\\{vendor}} for hotels.");
  });
});

describe.each(SEED_SAMPLE_INPUTS.map((sample) => [sample.name, sample] as const))(
  "composePolicy from the %s seed sample",
  (_, sample) => {
    it.each(LANGUAGES)("in %s: reads its rules and quotes only the company's own", (language) => {
      const { content } = localiseSample(sample, language);
      const input = toStructuredInput(content, { language, companyName: extractCompanyName(content) });
      expect(input).not.toBeNull();
      if (!input) return;
      const markdown = composePolicy(input, language, { now: NOW });

      expect(checkPolicyText(markdown, language).ok).toBe(true);
      expect(plainSpaces(markdown)).toContain(expectedMoney(25, input.currency, language, regionOf(sample.name)));
      // The three template rules become policy text; the sample's two own rules are quoted as written.
      const ownRules = content.trim().split("\n").slice(-2).map((line) => line.replace(/^- /, ""));
      const heading = WORDING[language].rulesHeading;
      const quoted = sectionBody(markdown, heading).split("\n").filter((line) => line.startsWith("- "));
      expect(quoted).toEqual(ownRules.map((rule) => `- ${rule}`));
      if (language !== "en") expect(ENGLISH_WORDS.exec(markdown)?.[0]).toBeUndefined();
    });
  },
);

function regionOf(sampleName: string): string {
  return CASES.find((c) => c.country === sampleName)?.region ?? "";
}

describe("company names ending in a period", () => {
  it("never leave a doubled period at the end of a sentence", () => {
    const input = {
      companyName: "Vale Verde Tecnologia Ltda.",
      country: "Brazil",
      currency: "BRL",
      language: "pt-BR" as const,
      roles: [],
      travelCategories: { mealsPerDay: 120, lodgingPerNight: 450 },
      additionalRequirements: "",
    };
    for (const language of ["en", "es", "pt-BR"] as const) {
      expect(composePolicy({ ...input, language }, language)).not.toMatch(/[^.]\.\.(?!\.)/);
    }
  });
});
