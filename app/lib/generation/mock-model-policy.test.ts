import { describe, expect, it } from "vitest";
import { compositionContext } from "~/lib/composer/composition-context.server";
import { POLICY_PHRASES } from "~/lib/composer/policy-phrases.server";
import { RULE_PHRASES } from "~/lib/composer/rule-phrases.server";
import { readCompany } from "~/lib/reading/read-company";
import { emptyRules, type PolicyRules } from "~/lib/rulebook/policy-rules";
import { readRulesFromText } from "~/lib/rules/rules-from-text.server";
import type { Language } from "~/lib/site/languages";
import { keepRules, lostRules, rulesToKeep } from "./kept-rules.server";
import { MOCK_MODEL_STYLES, mockModelPolicy, mockModelStyleFor, type MockModelStyle } from "./mock-model-policy.server";
import { checkPolicyText } from "./policy-check.server";

/*
 * The mock model (AI SDK mock of Workers AI, AI_MODE=mock) writes a policy in a model's styles, not
 * the composer's; the rules reader must read it back, and the rules check after writing must make
 * every saved text state the rulebook. Every style of every language is read back whole.
 */

const NOW = new Date("2026-03-01T00:00:00Z");

const COMPANIES: Record<Language, { country: string; description: string }> = {
  en: {
    country: "US",
    description: [
      "Company: Acme Robotics Inc. Country: United States. Currency: USD. 120 employees.",
      "Hotels up to $250 per night, $400 in New York. Meals up to $75 per day.",
      "Expenses over $2,000 are approved by the CFO; over $10,000 by the CEO.",
      "Submit expenses within 30 days. Receipts required over $75.",
      "No alcohol. No first class. International trips need 21 days notice.",
    ].join("\n"),
  },
  es: {
    country: "MX",
    description: [
      "Empresa: Grupo Norte SA de CV. País: México. Moneda: MXN. 300 empleados.",
      "Hospedaje hasta 2,500 MXN por noche; en Monterrey hasta 3,200 MXN. Alimentos hasta 900 MXN por día.",
      "Los gastos de más de 20,000 MXN los aprueba el director de finanzas y los de más de 80,000 MXN el director general.",
      "Comprobar gastos en 15 días. Comprobante para gastos mayores de 500 MXN.",
      "No se reembolsan bebidas alcohólicas salvo con clientes. No se permite primera clase.",
    ].join("\n"),
  },
  "pt-BR": {
    country: "BR",
    description: [
      "Empresa: Verde Logística Ltda. País: Brasil. Moeda: BRL. 80 funcionários.",
      "Hospedagem até R$ 450 por noite; em São Paulo até R$ 600. Refeições até R$ 150 por dia.",
      "Despesas acima de R$ 1.000 são aprovadas pelo gerente financeiro; acima de R$ 5.000 pelo diretor.",
      "Prestação de contas em 10 dias úteis. Recibos obrigatórios para despesas acima de R$ 50.",
      "Não reembolsamos bebidas alcoólicas nem frigobar.",
    ].join("\n"),
  },
};

function book(language: Language) {
  const { country, description } = COMPANIES[language];
  const reading = readCompany(description, { siteCountry: country, language, companyName: "Acme" });
  const rules = compositionContext(reading, language, "Acme", NOW).rules;
  const options = { language, currency: reading.currency.code, country: reading.country.code };
  const write = (style: MockModelStyle) =>
    mockModelPolicy({ rules, companyName: "Acme", countryCode: reading.country.code, language, now: NOW }, style);
  return { reading, rules, options, write, read: (text: string) => readRulesFromText(text, options) };
}

const only = (rules: PolicyRules, kinds: ReadonlyArray<keyof PolicyRules>): PolicyRules => {
  const picked = emptyRules();
  for (const kind of kinds) (picked as Record<string, unknown>)[kind] = rules[kind];
  return picked;
};

describe.each(["en", "es", "pt-BR"] as const)("the mock model (AI SDK mock of Workers AI) writing in %s", (language) => {
  const { rules, write, read, reading } = book(language);
  const t = POLICY_PHRASES[language];
  const r = RULE_PHRASES[language];

  it.each(MOCK_MODEL_STYLES)("%s: a complete policy in a model's words, with none of the composer's rule tables", (style) => {
    const text = write(style);
    expect(checkPolicyText(text, language, { country: reading.country.code }).ok).toBe(true);
    for (const header of [t.roleTableHeader, t.travelTableHeader, r.approvalMatrixHeader])
      expect(text.toLowerCase()).not.toContain(`| ${header.join(" | ")} |`.toLowerCase());
    // The company's own figures are all there (but where a style drops them).
    if (style !== "no-limits-table")
      for (const limit of rules.lodging)
        expect(text).toMatch(new RegExp(String(limit.amount.amount).replace(/(\d)(?=(\d{3})+$)/g, "$1[.,]?")));
  });

  it("writes each style differently: other headings and other tables", () => {
    const texts = MOCK_MODEL_STYLES.map(write);
    expect(new Set(texts).size).toBe(MOCK_MODEL_STYLES.length);
    const headings = texts.map((text) =>
      text
        .split("\n")
        .filter((line) => line.startsWith("## "))
        .join("|"),
    );
    expect(new Set(headings).size).toBe(MOCK_MODEL_STYLES.length);
  });

  for (const style of MOCK_MODEL_STYLES) {
    const limitsAndBands = () => {
      const stated = read(write(style));
      const want = style === "no-limits-table" ? only(rules, ["approvals"]) : only(rules, ["meals", "lodging", "approvals"]);
      expect(lostRules(want, stated)).toEqual([]);
    };
    it(`${style}: read back, the text gives the rulebook's limits and approval bands`, limitsAndBands);

    const deadlines = () => expect(lostRules(only(rules, ["submission", "receipts", "prohibited"]), read(write(style)))).toEqual([]);
    it(`${style}: read back, the text gives the rulebook's deadline, receipts threshold and prohibitions`, deadlines);

    it(`${style}: after the rules check, the text to save states every rule of the company and the country`, () => {
      const kept = keepRules(write(style), { reading, companyName: "Acme", language, now: NOW });
      expect(kept.lost).toEqual([]);
      expect(lostRules(rulesToKeep(rules), read(kept.markdown))).toEqual([]);
      // …and every limit and band of the rulebook, our proposed ones too, once anything had to be restored.
      if (kept.restored.length > 0) expect(lostRules(only(rules, ["meals", "lodging", "approvals"]), read(kept.markdown))).toEqual([]);
      expect(checkPolicyText(kept.markdown, language, { country: reading.country.code }).ok).toBe(true);
    });
  }

  it("no-limits-table: the model dropped the limits (the text states no cap), and the rules check restores the table in section 3", () => {
    const text = write("no-limits-table");
    const stated = read(text);
    expect(stated.lodging).toEqual([]);
    expect(stated.meals).toEqual([]);
    const kept = keepRules(text, { reading, companyName: "Acme", language, now: NOW });
    expect(kept.restored).toEqual(expect.arrayContaining(["meals", "lodging"]));
    const limits = kept.markdown.split(/\n(?=## )/).find((section) => section.startsWith(`## ${"III."}`))!;
    expect(limits).toContain(`| ${t.travelTableHeader.join(" | ")} |`);
  });
});

describe("the mock model's style", () => {
  it("is fixed by the company's name, and every style is some name's", () => {
    expect(mockModelStyleFor("Acme")).toBe(mockModelStyleFor(" acme "));
    const names = Array.from({ length: 60 }, (_, index) => `Company ${index}`);
    expect(new Set(names.map(mockModelStyleFor))).toEqual(new Set(MOCK_MODEL_STYLES));
  });
});
