import { describe, expect, it } from "vitest";
import { CompanyReadingSchema, type CompanyReading } from "./company-reading";
import type { LegacyFields } from "./stored-reading";
import { READER_CASES } from "./read-company.cases";
import { readCompany } from "./read-company";

describe("readCompany on the table of descriptions", () => {
  it("has at least 80 descriptions in en, es and pt-BR, from at least 25 countries", () => {
    expect(READER_CASES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(READER_CASES.map((entry) => entry.expected.country)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(READER_CASES.map((entry) => entry.language))).toEqual(new Set(["en", "es", "pt-BR"]));
  });

  it.each(READER_CASES.map((entry) => [entry.text.slice(0, 70), entry] as const))("%s", (_, entry) => {
    const reading = readCompany(entry.text, { siteCountry: entry.siteCountry, language: entry.language });
    expect(CompanyReadingSchema.safeParse(reading).success).toBe(true);
    expect({ country: reading.country.code, currency: reading.currency.code }).toEqual({
      country: entry.expected.country,
      currency: entry.expected.currency,
    });
    if (entry.expected.reason) expect(reading.country.reason).toBe(entry.expected.reason);
    if (entry.expected.figures) expect(legacyView(reading)).toMatchObject(entry.expected.figures);
  });
});

/** The reading in the flat shape these cases were written in (before the rulebook). */
function legacyView(reading: CompanyReading): LegacyFields {
  const { rules } = reading;
  const at = (limits: typeof rules.meals, kind: "home" | "abroad") => limits.find((limit) => limit.place.kind === kind)?.amount ?? null;
  const alcohol = rules.prohibited.find((rule) => rule.item === "alcohol");
  return {
    company: reading.company,
    headcount: reading.headcount,
    industry: reading.industry,
    roles: rules.roles.map((role) => ({ name: role.role, monthlyLimit: role.monthly, perTransactionLimit: role.perTransaction })),
    meals: { home: at(rules.meals, "home"), abroad: at(rules.meals, "abroad") },
    lodging: { home: at(rules.lodging, "home"), abroad: at(rules.lodging, "abroad") },
    mileage: rules.mileage?.rate ? { rate: rules.mileage.rate, unit: rules.mileage.unit } : null,
    receiptThreshold: rules.receipts ? (rules.receipts.above ?? { amount: 0, currency: reading.currency.code }) : null,
    approvals: rules.approvals.map((tier) => ({
      over: tier.above.amount > 0 ? tier.above : null,
      approver: tier.approver,
      forRole: tier.scope.kind === "role" ? tier.scope.role : null,
    })),
    alcohol: alcohol
      ? alcohol.except === "withClients"
        ? "clientEntertainmentOnly"
        : alcohol.except === "withMeals"
          ? "withMealsOnly"
          : "never"
      : null,
    travelClass: rules.travelClass
      .filter((rule) => rule.allowed)
      .map((rule) => ({ cabin: rule.cabin, minFlightHours: rule.minHours, forRole: rule.role })),
    advanceBookingDays: rules.notice.find((notice) => notice.scope === "all")?.days ?? null,
    internationalNoticeDays: rules.notice.find((notice) => notice.scope === "international")?.days ?? null,
    cashAdvance: rules.cashAdvance ? { allowed: rules.cashAdvance.allowed, max: rules.cashAdvance.max } : null,
    submissionDeadline: rules.submission ? { days: rules.submission.days, businessDays: rules.submission.businessDays } : null,
    unplaced: reading.unplaced,
  };
}

describe("approval thresholds as office managers write them (found reading ten messy descriptions whole)", () => {
  it.each([
    ["CO", "País: Colombia. Gastos mayores a 3.000.000 los aprueba el gerente financiero.", 3000000, "gerente financiero"],
    ["PE", "País: Perú. Encima de S/ 5,000 aprueba el gerente de operaciones.", 5000, "gerente de operaciones"],
  ] as const)("%s: %s", (siteCountry, text, above, approver) => {
    const { rules } = readCompany(text, { siteCountry, language: "es" });
    expect(rules.approvals.map((tier) => [tier.above.amount, tier.approver])).toEqual([[above, approver]]);
  });
});

describe("a company's own money, as its people write it (blind set G)", () => {
  it("Indian rupees ('Rs 7,500', '1 lakh') and Angolan kwanzas ('25.000 Kz') are the company's currency, not the euros of its trips abroad", () => {
    const india = readCompany(
      "Sahyadri Precision Tools Pvt. Ltd., Pune. Food DA Rs 1,200 per day within India. Germany trips: food EUR 60 per day. " +
        "Approval: expenses up to 1 lakh approved by HOD.",
      { siteCountry: "United Kingdom", language: "en" },
    );
    expect({ country: india.country.code, currency: india.currency.code }).toEqual({ country: "IN", currency: "INR" });
    expect(india.rules.meals.map((limit) => `${limit.amount.amount} ${limit.amount.currency}`)).toEqual(["1200 INR", "60 EUR"]);
    expect(india.rules.approvals[0]?.upTo).toEqual({ amount: 100_000, currency: "INR" });
    const angola = readCompany(
      "A nossa empresa é a Kianda Serviços Logísticos, Lda., com sede em Luanda, Angola. Alimentação em Angola: 25.000 Kz por dia. " +
        "Em deslocações a Portugal: alimentação 50 euros por dia.",
      { siteCountry: "Portugal", language: "pt-BR" },
    );
    expect({ country: angola.country.code, currency: angola.currency.code }).toEqual({ country: "AO", currency: "AOA" });
    expect(angola.rules.meals[0]?.amount).toEqual({ amount: 25_000, currency: "AOA" });
  });
});

describe("figures as owners type them (blind set G)", () => {
  it("a figure corrected mid-sentence ('35 mil … bueno no, ponele 40 mil', '~35 people, scratch that, 38') and tens spelled out ('noventa mil pesos', 'forty-one employees')", () => {
    const cordoba = readCompany(
      "Estudio contable de Córdoba, Argentina. Comida: hasta 35 mil pesos por día... bueno no, ponele 40 mil, que no alcanza. " +
        "Hotel hasta noventa mil pesos la noche.",
      { siteCountry: "Spain", language: "es" },
    );
    expect(cordoba.rules.meals[0]?.amount).toEqual({ amount: 40_000, currency: "ARS" });
    expect(cordoba.rules.lodging[0]?.amount).toEqual({ amount: 90_000, currency: "ARS" });
    expect(
      readCompany("We're ~35 people, scratch that, 38 since we hired the QA team.", { siteCountry: "US", language: "en" }).headcount,
    ).toBe(38);
    expect(
      readCompany("We are a ranch supply in Spearfish, South Dakota, USA. We have forty-one employees.", {
        siteCountry: "US",
        language: "en",
      }).headcount,
    ).toBe(41);
    // "cento e vinte funcionários" is a hundred and twenty, not twenty.
    expect(
      readCompany("Distribuidora em Joinville-SC, Brasil. cento e vinte funcionários.", { siteCountry: "BR", language: "pt-BR" }).headcount,
    ).not.toBe(20);
  });
});

describe("approval bands as owners write them (blind set G)", () => {
  const bands = (text: string, siteCountry: string, language: "en" | "es" | "pt-BR") =>
    readCompany(text, { siteCountry, language }).rules.approvals.map(
      (tier) => `${tier.above.amount}-${tier.upTo?.amount ?? "∞"} ${tier.above.currency} ${tier.approver}`,
    );
  it("'comes to me' is the writer's role, a role in brackets before the amount approves it, a name with its role in apposition is the role", () => {
    expect(
      bands(
        "hey, I'm Luis, CEO of Tlaquepaque Labs in Guadalajara, Mexico. anything over 10k pesos needs Daniela (head of operations) to approve, anything over 50k comes to me",
        "US",
        "en",
      ),
    ).toEqual(["10000-50000 MXN head of operations", "50000-∞ MXN CEO"]);
    expect(
      bands(
        "Pruitt Farm, Spearfish, South Dakota. Karen (office manager) signs off on expense reports up to $2,500. Anything bigger comes to me, I'm the owner.",
        "US",
        "en",
      ),
    ).toEqual(["0-2500 USD office manager", "2500-∞ USD owner"]);
    expect(
      bands(
        "Distribuidora en Santiago de los Caballeros, República Dominicana. Autorizaciones: la contadora (Yanely) autoriza hasta cincuenta mil pesos; más de RD$50,000 lo autoriza Don Ramón, el presidente.",
        "Chile",
        "es",
      ),
    ).toEqual(["0-50000 DOP contadora", "50000-∞ DOP presidente"]);
    // The sentence after a labelled one ("Aprobaciones: …") keeps its pesos; "socia gerente" is one title.
    expect(
      bands(
        "Estudio contable de Córdoba, Argentina. Aprobaciones: hasta 500 mil pesos lo aprueba el gerente administrativo (Hernán); más de 500 mil, la socia gerente, Gabriela.",
        "Spain",
        "es",
      ),
    ).toEqual(["0-500000 ARS gerente administrativo", "500000-∞ ARS socia gerente"]);
  });
});

describe("where the company is, from all the evidence (blind set H)", () => {
  it("an office's address between 'oficina' and its city, a tax id two countries use, a neighbour's caps in its own currency, Cape Verde's escudos", () => {
    const montevideo = readCompany(
      "Somos Repuestos del Este. La oficina está en Av. Brasil 2815 casi Ellauri, en Pocitos, Montevideo (no somos de Brasil eh). " +
        "Comida 1.800 pesos por día. Sin factura con el RUT de la empresa no se paga nada.",
      { siteCountry: "Brazil", language: "es" },
    );
    expect({ country: montevideo.country.code, currency: montevideo.currency.code }).toEqual({ country: "UY", currency: "UYU" });
    const cork = readCompany(
      "Hi there, we're Lee Valley Software, a consultancy in Cork city. The lads travel to Dublin and over to London and Belfast. " +
        "Hotels: €150 a night, Dublin €190. In the UK we pay in sterling: £140 a night, London £200. Food €60 a day here and £55 a day in the UK.",
      { siteCountry: "Ireland", language: "en" },
    );
    expect({ country: cork.country.code, currency: cork.currency.code }).toEqual({ country: "IE", currency: "EUR" });
    expect(cork.rules.lodging.map((limit) => `${limit.amount.amount} ${limit.amount.currency}`)).toContain("140 GBP");
    const praia = readCompany(
      "Olá! Somos a Morabeza Eventos, uma agência pequena na Praia, na ilha de Santiago, Cabo Verde (o formulário veio com Portugal). " +
        "Alimentação: 3.500 escudos por dia. Em Portugal damos 50 euros por dia para comer.",
      { siteCountry: "Portugal", language: "pt-BR" },
    );
    expect({ country: praia.country.code, currency: praia.currency.code }).toEqual({ country: "CV", currency: "CVE" });
    expect(praia.rules.meals[0]?.amount).toEqual({ amount: 3_500, currency: "CVE" });
  });
});
