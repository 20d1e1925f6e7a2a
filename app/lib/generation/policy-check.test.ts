import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "~/lib/site/languages";
import { checkPolicyText, MAX_POLICY_BYTES, SECTION_TITLES, sectionsWritten } from "./policy-check.server";

const IN_MEXICO = { country: "MX" };

/** A minimal policy with the given section headings, one paragraph each. */
function policyWith(headings: readonly string[], prefix = "## "): string {
  const sections = headings.map((title) => `${prefix}${title}\n\nSome text about ${title.length} things.`);
  return ["# Acme policy", ...sections].join("\n\n");
}

function numbered(language: Language): string[] {
  return SECTION_TITLES[language].map((title, index) => `${index + 1}. ${title}`);
}

/** How a model might title the sections instead of using our exact words. */
const SYNONYMS: Record<Language, string[]> = {
  en: [
    "Objective and Scope",
    "Eligible Expenses",
    "Expense Limits by Role",
    "Company Cards & Platform Use",
    "Submitting Expenses and Approvals",
    "Non-reimbursable Items",
    "Audit and Compliance",
    "Consequences of Non-Compliance",
    "Policy Review and Updates",
  ],
  es: [
    "Objetivo y alcance",
    "Gastos reembolsables",
    "Topes de gasto por rol",
    "Uso de tarjetas corporativas y de la plataforma",
    "Rendición de cuentas y aprobaciones",
    "Gastos no permitidos",
    "Auditoría y cumplimiento normativo",
    "Sanciones por incumplimiento",
    "Vigencia y revisión",
  ],
  "pt-BR": [
    "Propósito e abrangência",
    "Despesas elegíveis",
    "Tetos de gastos",
    "Uso do cartão corporativo e da plataforma",
    "Prestação de contas e aprovação",
    "Despesas não permitidas",
    "Auditoria e compliance",
    "Penalidades por descumprimento",
    "Vigência e revisão",
  ],
};

describe.each(LANGUAGES)("checkPolicyText in %s", (language) => {
  const valid = policyWith(numbered(language));

  it("accepts a policy with the nine canonical sections and returns it trimmed", () => {
    expect(checkPolicyText(`\n\n${valid}\n\n`, language, IN_MEXICO)).toEqual({ ok: true, markdown: valid });
  });

  it.each([
    ["```markdown", "```"],
    ["```md", "```"],
    ["```", "```"],
    ["  ```markdown", "```  \n"],
    ["~~~", "~~~"],
  ])("strips a %j … %j fence wrapped around the whole text", (open, close) => {
    expect(checkPolicyText(`${open}\n${valid}\n${close}`, language, IN_MEXICO)).toEqual({ ok: true, markdown: valid });
  });

  it("strips an opening fence left unclosed by a cut-off answer", () => {
    expect(checkPolicyText("```markdown\n" + valid, language, IN_MEXICO)).toEqual({ ok: true, markdown: valid });
  });

  it("keeps fenced blocks inside the policy", () => {
    const withCode = `${valid}\n\n\`\`\`\nexample\n\`\`\``;
    const result = checkPolicyText(withCode, language, IN_MEXICO);
    expect(result.ok && result.markdown).toBe(withCode);
  });

  it.each(SECTION_TITLES[language].map((title, index) => [index, title] as const))(
    "reports section %i (%s) when it is missing",
    (index, title) => {
      const headings = numbered(language).filter((_, i) => i !== index);
      expect(checkPolicyText(policyWith(headings), language, IN_MEXICO)).toEqual({
        ok: false,
        reason: "missing_sections",
        missing: [title],
      });
    },
  );

  it("reports every missing section, in order", () => {
    const headings = numbered(language).filter((_, index) => index % 2 === 0);
    const result = checkPolicyText(policyWith(headings), language, IN_MEXICO);
    expect(result).toEqual({
      ok: false,
      reason: "missing_sections",
      missing: SECTION_TITLES[language].filter((_, index) => index % 2 === 1),
    });
  });

  it("does not count a section named only in body text", () => {
    const text = policyWith(numbered(language).slice(1)) + `\n\n${SECTION_TITLES[language][0]}`;
    expect(checkPolicyText(text, language, IN_MEXICO)).toMatchObject({ ok: false, missing: [SECTION_TITLES[language][0]] });
  });

  it("accepts synonyms a model would write", () => {
    expect(checkPolicyText(policyWith(SYNONYMS[language]), language, IN_MEXICO).ok).toBe(true);
  });

  it("accepts any heading level, numbering style, case, accents and emphasis", () => {
    const variants = SECTION_TITLES[language].map((title, index) => {
      const plain = title.normalize("NFD").replace(/\p{M}/gu, "");
      const styles = [
        `# ${title}`,
        `### ${index + 1}) ${title}`,
        `#### **${index + 1}. ${title.toUpperCase()}**`,
        `## ${plain.toLowerCase()}`,
        `## Section ${index + 1}: ${title} ##`,
      ];
      return styles[index % styles.length] ?? "";
    });
    const text = ["# Acme", ...variants.map((heading) => `${heading}\n\nText.`)].join("\n\n");
    expect(checkPolicyText(text, language, IN_MEXICO).ok).toBe(true);
  });

  it("accepts setext headings", () => {
    const text = SECTION_TITLES[language].map((title, index) => `${title}\n${index % 2 ? "---" : "==="}\n\nText.`);
    expect(checkPolicyText(text.join("\n\n"), language, IN_MEXICO).ok).toBe(true);
  });

  it.each(["{{companyDetails}}", "{{ currency }}", "{{language}}"])("rejects a leftover %s placeholder", (placeholder) => {
    expect(checkPolicyText(`${valid}\n\nAmounts are in ${placeholder}.`, language, IN_MEXICO)).toEqual({
      ok: false,
      reason: "placeholders",
    });
  });

  it("allows single braces and escaped double braces", () => {
    expect(checkPolicyText(`${valid}\n\nUse {this} and {\\{that}}.`, language, IN_MEXICO).ok).toBe(true);
  });

  it.each(["", "   \n\t", "```markdown\n```", "```\n\n```"])("rejects an empty text %j", (raw) => {
    expect(checkPolicyText(raw, language, IN_MEXICO)).toEqual({ ok: false, reason: "empty" });
  });
});

describe("checkPolicyText across languages", () => {
  it("requires the headings in the policy's language", () => {
    const english = policyWith(SECTION_TITLES.en);
    expect(checkPolicyText(english, "es", IN_MEXICO)).toMatchObject({ ok: false, reason: "missing_sections" });
    expect(checkPolicyText(english, "pt-BR", IN_MEXICO)).toMatchObject({ ok: false, reason: "missing_sections" });
  });

  it("does not take non-reimbursable expenses for allowable ones", () => {
    const headings = [...SECTION_TITLES.en];
    headings[1] = "Non-Allowable Expenses";
    const result = checkPolicyText(policyWith(headings), "en", IN_MEXICO);
    expect(result).toEqual({ ok: false, reason: "missing_sections", missing: ["Allowable Expenses"] });
  });
});

describe("checkPolicyText size limit", () => {
  const valid = policyWith(SECTION_TITLES.en);

  it("accepts a text of exactly MAX_POLICY_BYTES", () => {
    const padding = "x".repeat(MAX_POLICY_BYTES - valid.length - 2);
    const text = `${valid}\n\n${padding}`;
    expect(new TextEncoder().encode(text).length).toBe(MAX_POLICY_BYTES);
    expect(checkPolicyText(text, "en", IN_MEXICO).ok).toBe(true);
  });

  it("rejects a text one byte over", () => {
    const text = `${valid}\n\n${"x".repeat(MAX_POLICY_BYTES - valid.length - 1)}`;
    expect(checkPolicyText(text, "en", IN_MEXICO)).toEqual({ ok: false, reason: "too_large" });
  });

  it("counts UTF-8 bytes, not characters", () => {
    const accents = "é".repeat(Math.ceil((MAX_POLICY_BYTES - valid.length) / 2) + 1);
    const text = `${valid}\n\n${accents}`;
    expect(text.length).toBeLessThan(MAX_POLICY_BYTES);
    expect(checkPolicyText(text, "en", IN_MEXICO)).toEqual({ ok: false, reason: "too_large" });
  });
});

describe.each(LANGUAGES)("sectionsWritten in %s", (language) => {
  const full = policyWith(numbered(language));

  it("counts the sections reached as the text streams in", () => {
    const counts = SECTION_TITLES[language].map((title, index) => {
      const end = full.indexOf(`## ${index + 1}. ${title}`) + `## ${index + 1}. ${title}`.length;
      return sectionsWritten(full.slice(0, end), language);
    });
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("never decreases and ends at nine, chunk by chunk", () => {
    let previous = 0;
    for (let end = 0; end <= full.length; end += 17) {
      const count = sectionsWritten(full.slice(0, end), language);
      expect(count).toBeGreaterThanOrEqual(previous);
      previous = count;
    }
    expect(sectionsWritten(full, language)).toBe(9);
  });

  it("is zero before any section and ignores the title", () => {
    expect(sectionsWritten("", language)).toBe(0);
    expect(sectionsWritten("```markdown\n# Acme policy\n\nIntro text.", language)).toBe(0);
  });
});

describe("checkPolicyText and other countries' terms", () => {
  const valid = policyWith(numbered("en"));
  const withLine = (line: string) => `${valid}\n\n${line}`;

  it.each([
    ["CL", "Ask for a CFDI issued to the company's RFC; SAT checks it.", ["CFDI", "SAT", "RFC"]],
    ["ES", "Every expense needs a nota fiscal with the CNPJ.", ["nota fiscal", "CNPJ"]],
    ["MX", "Invoices carry the NIT and are validated by DIAN.", ["NIT", "DIAN"]],
    ["CO", "The IRS standard mileage rate applies.", ["IRS"]],
    ["AR", "The AEAT requires a factura completa with the NIF.", ["AEAT", "NIF"]],
    ["BR", "Check the fatura in e-Fatura; the NIPC must match.", ["NIPC", "e-Fatura"]],
    ["CL", "Ask ARCA for a factura with the CUIT; AFIP rules apply.", ["AFIP", "ARCA", "CUIT"]],
    ["PE", "Boletas are checked by the SII against the RUT.", ["SII", "RUT"]],
    ["MX", "SUNAT requires the RUC; IGV is 18%.", ["SUNAT", "RUC", "IGV"]],
    ["US", "Claim GST/HST input tax credits from the CRA.", ["CRA", "HST", "GST"]],
  ])("rejects a %s policy that says %j", (country, line, terms) => {
    const result = checkPolicyText(withLine(line), "en", { country });
    expect(result).toMatchObject({ ok: false, reason: "foreign_terms" });
    expect(result.ok ? [] : "terms" in result ? [...result.terms].sort() : []).toEqual([...terms].sort());
  });

  it.each([
    ["MX", "Ask for the CFDI issued to the company's RFC; SAT validates it."],
    ["PT", "Personal income tax (IRS) does not apply below the exempt amount; show the NIF."],
    ["CO", "The seller may not demand the RUT; give the NIT."],
    ["PE", "A boleta de venta gives no IGV credit."],
    ["AR", "ARCA authorises every factura issued to the CUIT."],
  ])("accepts the %s policy's own terms: %j", (country, line) => {
    expect(checkPolicyText(withLine(line), "en", { country }).ok).toBe(true);
  });

  it("does not mistake common words for acronyms", () => {
    const prose = "The team sat down with the arca of records; a nit-picky auditor, a cra-zy week, rut and sii.";
    for (const country of ["CL", "US", "DE"]) expect(checkPolicyText(withLine(prose), "en", { country }).ok).toBe(true);
  });

  it("keeps a term the user wrote in their own description", () => {
    const line = "Our Colombian suppliers invoice with our NIT.";
    expect(checkPolicyText(withLine(line), "en", { country: "MX" }).ok).toBe(false);
    expect(checkPolicyText(withLine(line), "en", { country: "MX", userText: "Suppliers in Colombia bill our NIT" }).ok).toBe(true);
  });
});
