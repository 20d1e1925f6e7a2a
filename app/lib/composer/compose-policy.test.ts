import { renderPolicyHtml } from "~/lib/markdown/render-html";
import { describe, expect, it } from "vitest";
import { titleIn } from "~/lib/rulebook/company-terms";
import { LANGUAGES, type Language } from "~/lib/site/languages";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { formatMoney, numberLocale } from "~/lib/site/format-money";
import { foreignTerms } from "~/lib/generation/foreign-terms.server";
import { checkPolicyText, SECTION_TITLES } from "~/lib/generation/policy-check.server";
import { variantFor } from "~/lib/site/writing-variants";
import { composePolicy } from "./compose-policy.server";
import { inVariant } from "./variants/in-variant.server";
import { fullReadingFor, readingFor } from "./test-readings";
import { emptyRules, fromUser, type PolicyRules } from "~/lib/rulebook/policy-rules";

const said = fromUser("(test)");
const withRules = (rules: Partial<PolicyRules>): Partial<CompanyReading> => ({ rules: { ...emptyRules(), ...rules } });

const NOW = new Date("2026-03-05T12:00:00Z");

interface PackCase {
  code: string;
  /** Terms every policy for the country carries, whatever its language. */
  terms: string[];
  /** The Director's monthly limit (50,000) as the country writes it in its own language. */
  home: { language: Language; money: string };
}

const PACKS: PackCase[] = [
  { code: "MX", terms: ["CFDI", "RFC", "SAT", "LISR"], home: { language: "es", money: "$50,000.00" } },
  { code: "CO", terms: ["factura electrónica", "NIT", "DIAN", "POS", "documento soporte"], home: { language: "es", money: "$ 50.000" } },
  {
    code: "BR",
    terms: ["nota fiscal", "CNPJ", "CBS", "IBS", "Bilhete de Passagem Aérea"],
    home: { language: "pt-BR", money: "R$ 50.000,00" },
  },
  { code: "US", terms: ["IRS", "GSA", "TCJA"], home: { language: "en", money: "$50,000.00" } },
  {
    code: "ES",
    terms: ["NIF", "factura completa", "RIRPF", "AEAT", "Orden HFP/792/2023", "Ley 7/2012"],
    home: { language: "es", money: "50.000,00 €" },
  },
  {
    code: "PT",
    terms: ["NIF", "NIPC", "e-Fatura", "Autoridade Tributária", "Decreto-Lei 1/2025"],
    home: { language: "pt-BR", money: "50 000,00 €" },
  },
  { code: "AR", terms: ["ARCA", "CUIT", "Factura A", "Ley 25.345", "Decreto 953/2024"], home: { language: "es", money: "$ 50.000,00" } },
  { code: "CL", terms: ["SII", "RUT", "boleta", "factura electrónica", "DL 825"], home: { language: "es", money: "$50.000" } },
  { code: "PE", terms: ["SUNAT", "RUC", "IGV", "boleta de venta", "Ley 28194"], home: { language: "es", money: "S/ 50,000.00" } },
  { code: "CA", terms: ["CRA", "GST", "HST", "s. 7306", "s. 67.1"], home: { language: "en", money: "$50,000.00" } },
  { code: "EC", terms: ["SRI", "RUC", "factura electrónica", "comprobantes de venta"], home: { language: "es", money: "$50.000,00" } },
  { code: "UY", terms: ["DGI", "RUT", "CFE", "rendición de cuentas"], home: { language: "es", money: "$ 50.000,00" } },
  { code: "PY", terms: ["DNIT", "RUC", "SIFEN", "factura electrónica"], home: { language: "es", money: "Gs. 50.000" } },
  { code: "BO", terms: ["SIN", "NIT", "RC-IVA", "IUE", "bancarización"], home: { language: "es", money: "Bs 50.000,00" } },
  { code: "VE", terms: ["SENIAT", "RIF", "IGTF", "BCV", "factura"], home: { language: "es", money: "Bs.S 50.000,00" } },
  { code: "GT", terms: ["SAT", "NIT", "FEL", "factura electrónica"], home: { language: "es", money: "Q 50,000.00" } },
  { code: "HN", terms: ["SAR", "RTN", "ISV", "CAI", "factura"], home: { language: "es", money: "L 50,000.00" } },
  {
    code: "SV",
    terms: ["Ministerio de Hacienda", "NIT", "NRC", "DTE", "comprobante de crédito fiscal"],
    home: { language: "es", money: "$50,000.00" },
  },
  { code: "NI", terms: ["DGI", "RUC", "factura", "Ley 822"], home: { language: "es", money: "C$50,000.00" } },
  {
    code: "CR",
    terms: ["Ministerio de Hacienda", "cédula jurídica", "factura electrónica", "comprobante electrónico", "Ley 9635"],
    home: { language: "es", money: "₡50 000,00" },
  },
  {
    code: "PA",
    terms: ["DGI", "RUC", "ITBMS", "factura electrónica", "balboa", "Código Fiscal"],
    home: { language: "es", money: "B/. 50,000.00" },
  },
  { code: "DO", terms: ["DGII", "RNC", "ITBIS", "NCF", "e-CF", "comprobante fiscal"], home: { language: "es", money: "RD$50,000.00" } },
];

/**
 * Words that would betray an English sentence left in a Spanish or Portuguese policy ("for" is
 * left out: it is also Portuguese, as in "quando for").
 */
const ENGLISH_WORDS =
  /(?<!\p{L})(the|and|with|must|should|of|from|expenses?|policy|receipts?|approvals?|employees?|travel|company|within|reimburse[ds]?|allowed|limits?|cards?|per|day|night|monthly|business|invoice|upgrades?|shows?)(?!\p{L})/iu;

/** Intl separates symbol and number with a no-break space in some locales; compare as plain spaces. */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

function compose(reading: CompanyReading, language: Language, companyName = "Andes Foods"): string {
  return composePolicy(reading, { language, companyName, now: NOW });
}

/** The body of the numbered section `index` (1–9). */
function section(markdown: string, index: number): string {
  const start = markdown.indexOf(`\n## ${index}. `);
  const end = markdown.indexOf(`\n## ${index + 1}. `);
  return markdown.slice(start, end < 0 ? undefined : end);
}

describe.each(PACKS)("composePolicy for the $code pack", ({ code, terms, home }) => {
  describe.each(LANGUAGES)("in %s", (language) => {
    const reading = fullReadingFor(code);
    const markdown = compose(reading, language);
    const text = plain(markdown);
    const money = (amount: number) => plain(formatMoney({ amount, currency: reading.currency.code }, numberLocale(language, code)));

    it("passes the policy check for its country, with no other country's terms", () => {
      expect(checkPolicyText(markdown, language, { country: code })).toEqual({ ok: true, markdown: markdown.trim() });
      expect(foreignTerms(markdown, code)).toEqual([]);
    });

    it("has the nine required sections, in order, titled in the country's writing variant", () => {
      const headings = markdown.split("\n").filter((line) => line.startsWith("## "));
      const variant = variantFor(language, code);
      expect(headings).toEqual(SECTION_TITLES[language].map((title, index) => `## ${index + 1}. ${inVariant(title, language, variant)}`));
    });

    it("names the country's documents, tax IDs and authorities, and its currency", () => {
      for (const term of terms) expect(text).toContain(term);
      expect(text).toContain(`(${reading.currency.code})`);
      expect(text).toContain(new Intl.DisplayNames([language], { type: "region" }).of(code));
    });

    it("puts every figure of the reading in its section", () => {
      const [director, representative] = reading.rules.roles;
      const limits = plain(section(markdown, 3));
      expect(limits).toMatch(new RegExp(`\\| ${director!.role} \\| ${escape(money(50000))} \\| ${escape(money(10000))} \\|`));
      expect(limits).toMatch(new RegExp(`\\| ${representative!.role} \\| ${escape(money(8000))} \\| ${escape(money(1500.5))} \\|`));
      for (const amount of [61.5, 120, 180, 310, 0.45]) expect(limits).toContain(`| ${money(amount)}`);

      const air = plain(section(markdown, 2));
      expect(air).toContain("6");
      expect(air).toContain("21");
      expect(air).toContain(money(0.45));

      const cards = plain(section(markdown, 4));
      expect(cards).toContain(money(2000));

      const submission = plain(section(markdown, 5));
      // The company's titles in the policy's language ("the managing partner" is the "socio director" of a Spanish policy).
      for (const figure of [
        money(25),
        money(5000),
        "15",
        "30",
        titleIn("the managing partner", language),
        "the CEO",
        titleIn("Directors", language),
      ]) {
        expect(submission).toContain(figure);
      }
      // A sentence the reader could not place is for the panel, never pasted into the policy.
      expect(compose({ ...reading, unplaced: ["Team dinners need a photo of the group"] }, language)).not.toContain("Team dinners");
    });

    it("is deterministic for a fixed date and has no placeholders", () => {
      expect(compose(reading, language)).toBe(markdown);
      expect(markdown).not.toContain("{{");
    });

    if (language !== "en") {
      it("has no English words beyond the company's own", () => {
        const own = compose(readingFor(code), language);
        const match = ENGLISH_WORDS.exec(own);
        expect(match?.[0], match ? own.slice(Math.max(0, match.index - 60), match.index + 60) : "").toBeUndefined();
      });
    }
  });

  it(`writes ${home.money} in ${home.language}, the country's own way`, () => {
    expect(plain(compose(fullReadingFor(code), home.language))).toContain(`| ${home.money} |`);
  });
});

describe.each([
  ["KE", "KES", ["Kenya", "Kenia", "Quênia"]],
  ["DE", "EUR", ["Germany", "Alemania", "Alemanha"]],
  ["JP", "JPY", ["Japan", "Japón", "Japão"]],
] as const)("composePolicy for %s, a country without a pack", (code, currency, names) => {
  it.each(LANGUAGES.map((language, index) => [language, names[index]!] as const))(
    "in %s: its own name, currency and number format, an honest note, and no country's terms",
    (language, name) => {
      const reading = fullReadingFor(code);
      const markdown = compose(reading, language);
      const text = plain(markdown);
      expect(reading.currency.code).toBe(currency);
      expect(text).toContain(name);
      expect(text).toContain(`(${currency})`);
      expect(text).toContain(plain(formatMoney({ amount: 50000, currency }, numberLocale(language, code))));
      expect(text).toMatch(/accountant|contador/);
      expect(foreignTerms(markdown, code)).toEqual([]);
      const acronyms = PACKS.flatMap((pack) => pack.terms.filter((term) => /^[A-Z]{3,}$/.test(term)));
      for (const term of acronyms) expect(text).not.toMatch(new RegExp(`\\b${term}\\b`));
      expect(checkPolicyText(markdown, language, { country: code }).ok).toBe(true);
    },
  );
});

describe("composePolicy details", () => {
  it("a Panamanian company writing in balboas gets its proposed limits in balboas (at par with the dollar), not in another currency", () => {
    const reading = readingFor("PA", { currency: { code: "PAB", reason: "stated" } });
    const limits = plain(section(compose(reading, "es"), 3));
    expect(limits).toContain("B/. 1,500.00 (propuesto)");
    expect(limits).not.toContain("USD");
    const inDollars = plain(section(compose(readingFor("PA", { currency: { code: "USD", reason: "stated" } }), "es"), 3));
    expect(inDollars).not.toContain("B/.");
  });

  it("writes the effective date and the next review in the policy's language", () => {
    expect(compose(readingFor("MX"), "en")).toContain("March 5, 2026");
    expect(compose(readingFor("MX"), "es")).toContain("5 de marzo de 2026");
    expect(compose(readingFor("MX"), "pt-BR")).toContain("5 de março de 2027");
  });

  it("uses the company's details in the text", () => {
    const markdown = plain(compose(fullReadingFor("MX"), "en"));
    expect(markdown).toContain("Andes Foods, a company in the food distribution sector with 1,250 employees in Mexico");
  });

  it("takes the company name from the reading when the user gave none", () => {
    expect(compose({ ...readingFor("CL"), company: "Minera Norte SpA" }, "es", "")).toMatch(/^# .*Minera Norte SpA/);
  });

  it("gives every amount an approver when the company named none: the line manager, then finance", () => {
    const markdown = plain(section(compose(readingFor("US"), "en"), 5));
    expect(markdown).toContain("| Up to $1,500.00 (proposed) | Line manager | All expenses |");
    expect(markdown).toContain("| Over $1,500.00 (proposed) | Finance | All expenses |");
  });

  it("states the company's approval tiers as a matrix in ascending order, with the default tier below the lowest", () => {
    const markdown = plain(section(compose(fullReadingFor("ES"), "es"), 5));
    expect(markdown).toContain("| Hasta 5.000,00 € (propuesto) | Jefe directo | Todos los gastos |");
    expect(markdown).toContain("| Más de 5.000,00 € | socio director | Todos los gastos |");
    expect(markdown).toContain("| Cualquier importe | the CEO | Gastos de Directores |");
    expect(markdown.indexOf("Hasta 5.000,00 €")).toBeLessThan(markdown.indexOf("Más de 5.000,00 €"));
  });

  it("falls back to the country's defaults when the company set no rules", () => {
    const us = plain(compose(readingFor("US"), "en"));
    expect(us).toContain("every expense of $75.00 or more");
    expect(us).toContain("Lodging always needs an itemized hotel bill");
    expect(us).toContain("within 60 days of the purchase");
    expect(us).toContain("Alcoholic drinks, except at a business meal with clients approved in advance.");
    expect(us).not.toContain("Company-specific rules");
    const mx = plain(compose(readingFor("MX"), "es"));
    expect(mx).toContain("de cada gasto, cualquiera que sea su monto");
    expect(mx).toContain("dentro de 30 días");
    expect(mx).toContain("al menos 14 días (2 semanas) de anticipación");
  });

  it("says when the company's limit is above the tax-free amount, and what that means", () => {
    const spain = plain(section(compose(fullReadingFor("ES"), "en"), 3));
    expect(spain).toContain("| Meals, per day (home country) | €61.50 | €53.34 (tax-free limit, RIRPF art. 9) |");
    expect(spain).toContain("the company's limit of €61.50 is above the tax-free amount of €53.34");
    const eur = (amount: number) => ({ amount, currency: "EUR" });
    const modest = plain(
      section(compose(readingFor("ES", withRules({ meals: [{ amount: eur(40), place: { kind: "home" }, provenance: said }] })), "es"), 3),
    );
    expect(modest).toContain("se aplica el límite propio de la empresa, 40,00 €; la cifra oficial de 53,34 €");
  });

  it("says when the company reimburses more than is deductible", () => {
    const mxn = (amount: number) => ({ amount, currency: "MXN" });
    const mexico = plain(
      section(compose(readingFor("MX", withRules({ meals: [{ amount: mxn(900), place: { kind: "home" }, provenance: said }] })), "en"), 3),
    );
    expect(mexico).toContain("the company reimburses up to MX$900.00, but only MX$750.00 is tax-deductible");
  });

  it("reminds US employees that the IRS threshold still applies under a higher company threshold", () => {
    const markdown = plain(
      compose(readingFor("US", withRules({ receipts: { above: { amount: 100, currency: "USD" }, provenance: said } })), "en"),
    );
    expect(markdown).toContain("every expense over $100.00");
    expect(markdown).toContain("documentary evidence for any expense of $75.00 or more");
  });

  it("warns US employees when the company's deadline is longer than the IRS substantiation window", () => {
    const late = compose(readingFor("US", withRules({ submission: { days: 90, businessDays: false, provenance: said } })), "en");
    expect(section(late, 5)).toContain("within 90 days");
    expect(section(late, 5)).toContain("more than 60 days after they were paid or incurred");
    const prompt = compose(readingFor("US", withRules({ submission: { days: 30, businessDays: false, provenance: said } })), "en");
    expect(section(prompt, 5)).not.toContain("more than 60 days");
  });

  it("places the mileage rate with its unit and keeps amounts in other currencies in their own", () => {
    const reading = readingFor(
      "PE",
      withRules({
        mileage: { unit: "km", basis: "fixed", rate: { amount: 1.2, currency: "PEN" }, official: null, provenance: said },
        lodging: [{ amount: { amount: 150, currency: "USD" }, place: { kind: "abroad" }, provenance: said }],
      }),
    );
    const markdown = plain(compose(reading, "es"));
    expect(markdown).toContain("a S/ 1.20 por km, la tarifa fijada por la empresa");
    expect(section(markdown, 3)).toContain("| Alojamiento, por noche (en el extranjero) | USD 150.00 |");
  });

  it("writes a policy with nothing but the country", () => {
    for (const language of LANGUAGES) {
      const markdown = compose(readingFor("PE"), language, "Solo");
      expect(checkPolicyText(markdown, language, { country: "PE" }).ok).toBe(true);
      // No limit is left blank: the roles and limits the company did not give are proposed.
      expect(markdown).toMatch(/^\| (Role|Rol|Cargo) \|/m);
      expect(markdown).not.toMatch(/published by finance|publicad|publicad/);
    }
  });

  it("keeps user text from breaking the markdown or looking like a placeholder", () => {
    const reading = readingFor(
      "MX",
      withRules({
        approvals: [
          {
            above: { amount: 500, currency: "MXN" },
            upTo: null,
            approver: "> {{vendor}} | lead",
            scope: { kind: "all" },
            provenance: said,
          },
        ],
      }),
    );
    const markdown = compose(reading, "en", "Pipe | {{Co}}");
    expect(checkPolicyText(markdown, "en", { country: "MX" }).ok).toBe(true);
    expect(markdown).toContain("| \\> {\\{vendor}} \\| lead | All expenses |");
  });

  it("writes a company name that looks like markdown as text: no tracking image, link or emphasis", () => {
    const name = "![](https://tracker.example/p.png) [Acme](https://evil.example) **Corp** <b>x</b>";
    const html = renderPolicyHtml(compose(readingFor("MX"), "en", name));
    expect(html).not.toContain("<img");
    expect(html).not.toContain('tracker.example/p.png"');
    expect(html).not.toContain('href="https://evil.example"');
    expect(html).not.toContain("<strong>Corp</strong>");
    // Read as written, wherever the name stands.
    expect(
      html.split("![](https://tracker.example/p.png) [Acme](https://evil.example) **Corp** &lt;b&gt;x&lt;/b&gt;").length,
    ).toBeGreaterThan(2);
  });

  it("never leaves a doubled period after a company name ending in one", () => {
    for (const language of LANGUAGES) {
      expect(compose(readingFor("BR"), language, "Vale Verde Tecnologia Ltda.")).not.toMatch(/[^.]\.\.(?!\.)/);
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
