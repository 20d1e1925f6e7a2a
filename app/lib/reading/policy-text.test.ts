import { describe, expect, it } from "vitest";
import { readRulesFromText } from "~/lib/rules/rules-from-text.server";
import { readPolicyText } from "./policy-text";
import { ruleFacts } from "./rule-facts";
import type { Language } from "~/lib/site/languages";

/** The rules a controller reads from a policy nobody here wrote, in the scoring notation (rule-facts.ts). */
function factsOf(text: string, language: Language, country: string, currency: string): string[] {
  const rules = readRulesFromText(text, { language, country, currency });
  return ruleFacts({ country: { code: country, name: country, reason: "explicit", evidence: null }, headcount: null, rules }).slice(1);
}

describe("a policy written by someone else keeps its rules", () => {
  it("a company's table of what is not paid: a row with only its item is refused, an exception column says when it is paid", () => {
    const facts = factsOf(
      [
        "TABLA 6. CONCEPTOS NO REEMBOLSABLES",
        "",
        "| Concepto | Excepción |",
        "|---|---|",
        "| Bebidas alcohólicas | Comidas con clientes: máximo 2 bebidas por persona |",
        "| Minibar y películas en la habitación | — |",
        "| Multas e infracciones de tránsito | — |",
        "| Tarjetas de regalo | — |",
      ].join("\n"),
      "es",
      "MX",
      "MXN",
    );
    expect(facts).toEqual([
      "prohibited alcohol except withClients",
      "prohibited minibar",
      "prohibited inRoomMovies",
      "prohibited fines",
      "prohibited giftCards",
    ]);
  });

  it("a Mexican controller's tables: two limits per destination, roles pasted from a spreadsheet by level, 'any amount' abroad, parameters as rows", () => {
    const facts = factsOf(
      [
        "TABLA 1. TOPES POR DESTINO",
        "| Destino | Hospedaje (por noche) | Alimentos (por día) |",
        "|---|---|---|",
        "| Nacional (general) | $1,800 | $750 |",
        "| Nueva York | USD 320 | USD 90 |",
        "",
        "TABLA 2. TARJETA CORPORATIVA POR NIVEL",
        "Nivel\tPuestos\tLímite mensual\tLímite por transacción",
        "N1\tDirectores\t$150,000\t$40,000",
        "N4\tPersonal administrativo\tSin tarjeta\tSin tarjeta",
        "",
        "TABLA 3. MATRIZ DE AUTORIZACIÓN",
        "| Rango | Autoriza |",
        "|---|---|",
        "| $0.01 – $10,000.00 | Jefe inmediato |",
        "| Viajes al extranjero (cualquier monto) | Director General |",
        "",
        "TABLA 4. COMPROBANTES",
        "| Concepto | Se acepta | No se acepta |",
        "|---|---|---|",
        "| Hospedaje | CFDI 4.0 (XML y PDF) a nombre de la Empresa | Ticket, nota de venta |",
        "",
        "TABLA 5. PARÁMETROS GENERALES",
        "| Parámetro | Valor |",
        "|---|---|",
        "| Anticipación mínima de reservación | Todos los viajes: 7 días naturales. Viajes al extranjero: 15 días naturales |",
        "| Clase de vuelo | Turista para todo el personal. Ejecutiva: solo N1 |",
        "| Primera clase | No autorizada |",
        "| Comprobación de anticipo | 8 días naturales después del regreso |",
        "| Comprobación de gastos sin anticipo | 10 días hábiles después del regreso |",
      ].join("\n"),
      "es",
      "MX",
      "MXN",
    );
    expect(facts).toEqual(
      expect.arrayContaining([
        "lodging@home=1800 MXN",
        "meals@home=750 MXN",
        "lodging@Nueva York=320 USD",
        "meals@Nueva York=90 USD",
        "role:directores monthly=150000 MXN perTx=40000 MXN",
        "approval>0 MXN<=10000 MXN by jefe inmediato [all]",
        "approval>0 MXN by director general [international]",
        "document taxInvoice accepted [lodging]",
        "document simplifiedInvoice refused [lodging]",
        "notice[all]=7 d",
        "notice[international]=15 d",
        "class economy allowed",
        "class business allowed [directores]",
        "class first never",
        "settlement=8 d",
        "submission=10 business d",
      ]),
    );
    // "CFDI 4.0" is a version, "sin anticipo" qualifies the expenses, a level without a card has no limit.
    expect(facts).not.toContain("lodging@home=4 MXN");
    expect(facts).not.toContain("advance refused");
    expect(facts.filter((fact) => fact.startsWith("role:"))).toHaveLength(1);
  });

  it("a US consultant's policy: caps by state stay unread (a card checks no state), their cities and 'all other states' are read; a paragraph titled 'International travel.' is abroad", () => {
    const text = [
      "4. LODGING",
      "",
      "4.1 Nightly room-rate caps (before taxes and fees):",
      "",
      "| State | Statewide cap | City caps |",
      "|---|---|---|",
      "| California | $240 | San Francisco $320 |",
      "| District of Columbia | — | Washington DC $285 |",
      "| All other states | $170 | — |",
      "",
      "4.2 Outside the United States: $250 per night, except London and Tokyo ($350) and Mexico ($200).",
      "4.3 When no hotel within the cap is available, your manager may approve a higher rate in advance.",
      "5.2 International travel. Meals are reimbursed at actual cost, with itemized receipts, up to $90 per day ($70 per day in Mexico).",
      "",
      "6.1 Card limits:",
      "   • Field technicians: $2,500 per month; $750 per transaction",
      "6.2 ATM cash withdrawals are blocked on all Ridgeline cards.",
      "6.3 Ridgeline does not issue cash advances.",
      "",
      "7. NON-REIMBURSABLE EXPENSES",
      "   • Laundry, except on trips of 5 nights or more",
      "3.4 Premium services (Uber Black, limousines) are not reimbursed. Mileage may not exceed the lowest economy airfare.",
    ].join("\n");
    const facts = factsOf(text, "en", "US", "USD");
    expect(facts).toEqual(
      expect.arrayContaining([
        "lodging@San Francisco=320 USD",
        "lodging@Washington DC=285 USD",
        "lodging@home=170 USD",
        "lodging@abroad=250 USD",
        "lodging@London=350 USD",
        "lodging@Tokyo=350 USD",
        "lodging@MX=200 USD",
        "meals@abroad=90 USD",
        "meals@MX=70 USD",
        "role:field technicians monthly=2500 USD perTx=750 USD",
        "prohibited cashWithdrawals",
        "advance refused",
      ]),
    );
    for (const wrong of ["lodging@home=240 USD", "meals@home=90 USD", "prohibited laundry", "advance allowed", "class economy never"])
      expect(facts).not.toContain(wrong);
    expect(facts.some((fact) => fact.startsWith("class premiumEconomy"))).toBe(false);
    expect(readPolicyText(text, { language: "en", country: "US", currency: "USD" }).unread).toContain(
      "| California | $240 | San Francisco $320 |",
    );
  });

  it("a UK consultant's ceilings: subsistence is meals, 'London (inside the M25)' is London, 'Rest of UK' is home, 'EU / EEA' stays unread; a drink with the evening meal is the exception", () => {
    const text = [
      "2. Authorisation",
      "2.1 Expense claims are authorised according to their total value:",
      "    up to £1,000 — the claimant's line manager;",
      "    over £1,000 — the Managing Partner.",
      "2.2 All travel outside the United Kingdom must be pre-approved by the Managing Partner, whatever the cost, and must be requested at least 14 days before departure.",
      "3.1 Rail: standard class. First class may be booked only where an advance first-class fare is cheaper than the standard anytime fare.",
      "3.2 Air: Premium economy may be booked on flights scheduled at 5 to 9 hours.",
      "4.1 The following ceilings apply:",
      "",
      "| Destination | Accommodation (per night, room only) | Subsistence (per day, all meals) |",
      "|---|---|---|",
      "| London (inside the M25) | £195 | £55 |",
      "| Rest of UK | £125 | £45 |",
      "| EU / EEA | €175 | €65 |",
      "",
      "4.5 Alcohol: a reasonable drink with an evening meal is acceptable as part of subsistence. Alcohol on its own (for example at the hotel bar) is not.",
    ].join("\n");
    const facts = factsOf(text, "en", "GB", "GBP");
    expect(facts).toEqual(
      expect.arrayContaining([
        "approval>0 GBP<=1000 GBP by line manager [all]",
        "approval>0 GBP by managing partner [international]",
        "notice[international]=14 d",
        "lodging@London=195 GBP",
        "meals@London=55 GBP",
        "lodging@home=125 GBP",
        "meals@home=45 GBP",
        "prohibited alcohol except withMeals",
      ]),
    );
    expect(facts.filter((fact) => /EUR|M25|@Rest|@EU|class first|premiumEconomy|meals@London=25/.test(fact))).toEqual([]);
    expect(readPolicyText(text, { language: "en", country: "GB", currency: "GBP" }).unread).toContain("| EU / EEA | €175 | €65 |");
  });

  it("an HR person's numbered paragraphs: a paragraph's title heads the list under it, one meal is no day's cap, a province names its city", () => {
    const text = [
      "5. Meal allowances in Canada. When you travel overnight, you may claim these flat allowances without receipts:",
      "   (a) breakfast: $22.00",
      "   (b) dinner: $48.50",
      "A full travel day is therefore $95.00.",
      "",
      "6. Incidental allowance. For each night you are away from home on overnight travel you may also claim an incidental allowance of $15.00.",
      "",
      "8. Hotels. Book a standard room through the travel portal. The maximum nightly room rate, before taxes, is:",
      "   (a) Canada, general: $205",
      "   (b) Ontario, City of Toronto only: $285",
      "   (c) United States: US$240",
      "",
      "11. Parking, taxis and transit. Tips on taxis are reimbursed up to 10% of the fare.",
      "12. Air and rail travel. Book economy class. Only the President may fly business class. On VIA Rail, book economy; VIA business class is allowed when the fare is within $40 of the economy fare.",
      "14. Client hospitality. Meals with clients are reimbursed up to $90.00 per person.",
      "15. Tips. For meals you pay for yourself, tips are reimbursed up to 15% of the pre-tax bill.",
      "20. Not reimbursed. Traffic tickets and parking tickets; in-room movies; minibar; laundry, unless the trip is longer than 7 nights.",
    ].join("\n");
    const facts = factsOf(text, "en", "CA", "CAD");
    expect(facts).toEqual(
      expect.arrayContaining([
        "meals@home=95 CAD",
        "lodging@home=205 CAD",
        "lodging@Toronto=285 CAD",
        "lodging@US=240 USD",
        "class business allowed [president]",
        "cap entertainment=90 CAD/person",
        "cap tips=15%/bill",
        "prohibited fines",
        "prohibited inRoomMovies",
        "prohibited minibar",
      ]),
    );
    for (const wrong of ["meals@home=22 CAD", "lodging@home=15 CAD", "cap tips=10%/bill", "class business allowed", "prohibited laundry"])
      expect(facts).not.toContain(wrong);
    expect(facts.some((fact) => fact.includes("Ontario"))).toBe(false);
  });

  it("a policy machine-translated into Portuguese: counts written twice, per diems by the day, a notes column first, 'não é elegível'", () => {
    const text = [
      "3.2 Viagens internacionais devem ser solicitadas com antecedência mínima de 30 (trinta) dias.",
      "6. Diárias. A diária é um valor fixo por dia e não precisa de comprovação:",
      "- Diária nacional: R$ 180,00 por dia;",
      "- Diária internacional: US$ 90,00 por dia.",
      "",
      "7. Limites",
      "",
      "| Observações | Categoria | Limite |",
      "|---|---|---|",
      "| Máximo de 6 participantes sem a pré-aprovação do Diretor da Área | Refeição com cliente | R$ 250,00 por pessoa |",
      "| Não cumulativa com a taxa de serviço já incluída na conta | Gorjeta / taxa de serviço | 10% da conta |",
      "",
      "8. A primeira classe não é elegível para reembolso em nenhuma circunstância.",
      "9. A prestação de contas do adiantamento deve ser efetuada em até 5 (cinco) dias após o retorno.",
      "10. O relatório de despesas deve ser submetido no sistema dentro de 15 (quinze) dias após o término da viagem.",
    ].join("\n");
    const facts = factsOf(text, "pt-BR", "BR", "BRL");
    expect(facts).toEqual(
      expect.arrayContaining([
        "notice[international]=30 d",
        "meals@home=180 BRL",
        "meals@abroad=90 USD",
        "cap entertainment=250 BRL/person",
        "cap tips=10%/bill",
        "class first never",
        "settlement=5 d",
        "submission=15 d",
      ]),
    );
    for (const wrong of ["meals@home=6 BRL", "prohibited tips", "class first allowed"]) expect(facts).not.toContain(wrong);
  });

  it("an owner's informal policy: a line's opening place is each of its limits', a question leads the approval list, a name's role approves", () => {
    const text = [
      "2. VIÁTICOS (COMIDA Y HOTEL)",
      "- Lima: comida S/ 140 – hotel hasta S/ 250",
      "- Chile (Santiago, Arica): comida USD 70 – hotel hasta USD 140",
      "",
      "3. ¿QUIÉN APRUEBA?",
      "- Hasta 500 soles: Marleny, la administradora.",
      "- De 500 a 3,000 soles: Jorge, el gerente comercial.",
      "- Más de 3 mil soles: me lo mandan a mí.",
    ].join("\n");
    const facts = factsOf(text, "es", "PE", "PEN");
    expect(facts).toEqual(
      expect.arrayContaining([
        "lodging@Lima=250 PEN",
        "meals@CL=70 USD",
        "lodging@CL=140 USD",
        "approval>0 PEN<=500 PEN by administradora [all]",
        "approval>500 PEN<=3000 PEN by gerente comercial [all]",
      ]),
    );
    // "me lo mandan a mí" names no role: the band is left for the owner rather than given a sentence as approver.
    expect(facts.filter((fact) => fact.includes(" mi ") || fact.includes("mandan"))).toEqual([]);
  });

  it("a model's nested list: each role's limits sit under the role's own item, and each role is one row with both limits", () => {
    const facts = factsOf(
      [
        "## 7. Tarjeta corporativa",
        "",
        "- **Límites por rol:**",
        "  - **Dirección:**",
        "    - Mensual: $U 250.000",
        "    - Por transacción: $U 60.000",
        "  - **Resto del personal:**",
        "    - Mensual: $U 35.000",
        "    - Por transacción: $U 8.000",
      ].join("\n"),
      "es",
      "UY",
      "UYU",
    );
    expect(facts.filter((fact) => fact.startsWith("role:"))).toEqual([
      "role:dirección monthly=250000 UYU perTx=60000 UYU",
      "role:resto del personal monthly=35000 UYU perTx=8000 UYU",
    ]);
  });

  it("caps listed by place under a heading and a lead line are that heading's caps, each place its own", () => {
    const facts = factsOf(
      [
        "## 5. Hotels",
        "",
        "Most we pay per night, room only:",
        "",
        "- **Ireland (general): €140**",
        "- **Dublin and Cork: €150**",
        "- **Outside Ireland: €190**",
        "",
        "## 6. Meals",
        "",
        "Daily limits include soft drinks and non-alcoholic drinks:",
        "",
        "- **Spain, Portugal and Italy: up to €60 per day**",
      ].join("\n"),
      "en",
      "IE",
      "EUR",
    );
    expect(facts).toEqual(
      expect.arrayContaining([
        "lodging@home=140 EUR",
        "lodging@Cork=150 EUR",
        "lodging@Dublin=150 EUR",
        "lodging@abroad=190 EUR",
        "meals@ES=60 EUR",
        "meals@PT=60 EUR",
        "meals@IT=60 EUR",
      ]),
    );
    // "non-alcoholic drinks" are paid: no alcohol rule is read from them.
    expect(facts.filter((fact) => fact.includes("alcohol"))).toEqual([]);
  });

  it("reads the hours before the cabin, pence a mile, 'per head' as no approver, and an alcohol exception in the next sentence", () => {
    const facts = factsOf(
      [
        "- On flights scheduled for 8 hours or longer you may fly business class.",
        "- Your own car: 38p per mile.",
        "- Client lunches above £50 per head need the Head of Sales' approval beforehand.",
        "- Alcohol is not reimbursed. The one exception is wine with a client dinner.",
        "- We do not pay flat-rate per diems: actual costs only.",
      ].join("\n"),
      "en",
      "GB",
      "GBP",
    );
    expect(facts).toEqual(
      expect.arrayContaining([
        "class business allowed>=8h",
        "mileage fixed 0.38 GBP/mi",
        "approval>50 GBP by head of sales [entertainment]",
        "prohibited alcohol except withClients",
        "perdiem actuals",
      ]),
    );
  });

  it("an official mileage table with tiers is the authority's rate, not its first figure", () => {
    const facts = factsOf(
      "Mileage is paid at the HMRC approved rates: 45p a mile for the first 10,000 business miles, 25p after that.",
      "en",
      "GB",
      "GBP",
    );
    expect(facts).toContain("mileage official HMRC/mi");
    expect(facts.filter((fact) => fact.startsWith("mileage fixed"))).toEqual([]);
  });

  it("'ni con clientes' keeps alcohol refused even when a later answer speaks of meals", () => {
    const facts = factsOf(
      [
        "P: ¿Puedo pedir vino con la cena?",
        "R: No. Ni vino ni cerveza, ni con clientes.",
        "El alcohol con la comida tampoco se paga.",
      ].join("\n"),
      "es",
      "CL",
      "CLP",
    );
    expect(facts).toContain("prohibited alcohol");
    expect(facts.filter((fact) => fact.startsWith("prohibited alcohol except"))).toEqual([]);
  });

  it("a contract's counts written twice ('siete (7) días') and caps in UF are read as the contract means them", () => {
    const facts = factsOf(
      [
        "3. VIAJES",
        "3.1 Toda solicitud de viaje se ingresa con una anticipación mínima de siete (7) días corridos.",
        "6. ALOJAMIENTO",
        "6.1 Territorio nacional, en general: 2,5 UF.",
        "7. ALIMENTACIÓN",
        "7.1 Viajes nacionales con pernoctación: hasta $ 30.000 diarios.",
        "7.2 Las bebidas alcohólicas no se pagan, salvo una (1) copa de vino acompañando la cena.",
        "8. FONDOS POR RENDIR",
        "8.1 Se pueden solicitar fondos por rendir por un máximo de $ 300.000 por viaje.",
        "8.2 Los fondos por rendir se rinden dentro de los cinco (5) días corridos siguientes al regreso.",
        "9.1 La rendición de gastos se presenta dentro de los diez (10) días hábiles siguientes al viaje.",
      ].join("\n"),
      "es",
      "CL",
      "CLP",
    );
    expect(facts).toEqual(
      expect.arrayContaining([
        "notice[all]=7 d",
        "lodging@home=2.5 CLF",
        "meals@home=30000 CLP",
        "prohibited alcohol except withMeals",
        "advance allowed max=300000 CLP",
        "settlement=5 d",
        "submission=10 business d",
      ]),
    );
    // "una (1) copa" counts a glass: no cap of 1 peso.
    expect(facts.filter((fact) => / 1 CLP$/.test(fact))).toEqual([]);
  });

  it("an owner's e-mail: numbered capital headings, a hotel's 'diária', countries given as examples of abroad, a person beside the role", () => {
    const facts = factsOf(
      [
        "2) HOTEL",
        "- até R$ 240 a diaria em qualquer cidade",
        "- Rio e São Paulo capital até R$ 240 tambem",
        "3) COMIDA",
        "- até R$ 100 por dia",
        "- feira fora do pais (Argentina, Uruguai): até US$ 50 por dia de comida",
        "4) APROVAÇÃO",
        "- até R$ 1.000 → encarregado",
        "- acima de R$ 1.000 → gerente (Paulo)",
      ].join("\n"),
      "pt-BR",
      "BR",
      "BRL",
    );
    expect(facts).toEqual(
      expect.arrayContaining([
        "lodging@home=240 BRL",
        "meals@home=100 BRL",
        "meals@abroad=50 USD",
        "approval>0 BRL<=1000 BRL by encarregado [all]",
        "approval>1000 BRL by gerente [all]",
      ]),
    );
    // Not a cap per country of the examples, no city capped at the home figure, no approver named Paulo.
    expect(facts.filter((fact) => /@(?:AR|UY|São Paulo)=|paulo \[/i.test(fact))).toEqual([]);
  });

  it("a rule read under its heading quotes the writer's words, so the card controls can cite the section that states it", () => {
    const rules = readRulesFromText(
      ["10. Meals", "10.1 Daily maximum in Canada: C$ 85 per day.", "10.2 Alcohol is not reimbursable under any circumstances."].join("\n"),
      { language: "en", country: "CA", currency: "CAD" },
    );
    const alcohol = rules.prohibited.find((rule) => rule.item === "alcohol");
    expect(alcohol?.provenance).toEqual({ kind: "user", words: "Alcohol is not reimbursable under any circumstances." });
    const listed = readRulesFromText(
      [
        "3.8 Conceptos no reembolsables. No se reembolsarán en ningún caso:",
        "a) Multas de tránsito o estacionamiento;",
        "b) Consumos del frigobar;",
      ].join("\n"),
      { language: "es", country: "MX", currency: "MXN" },
    );
    expect(listed.prohibited.map((rule) => rule.provenance)).toEqual([
      { kind: "user", words: "Multas de tránsito o estacionamiento;" },
      { kind: "user", words: "Consumos del frigobar;" },
    ]);
  });

  it("'Fora de Portugal' for a company in Portugal is abroad; 'Ciudad de México' stays a city", () => {
    const portugal = factsOf(
      [
        "## 3. Hotel — caps por noite",
        "",
        "- **Portugal (geral):** 90 €",
        "- **Fora de Portugal (geral):** 170 €",
        "",
        "## 4. Refeições",
        "",
        "- **Fora de Portugal:** até 65 € por dia",
      ].join("\n"),
      "pt-BR",
      "PT",
      "EUR",
    );
    expect(portugal).toEqual(expect.arrayContaining(["lodging@home=90 EUR", "lodging@abroad=170 EUR", "meals@abroad=65 EUR"]));
    expect(portugal).not.toContain("meals@home=65 EUR");
    const mexico = factsOf("Hospedaje: hasta $1,800 por noche; en Ciudad de México hasta $2,400 por noche.", "es", "MX", "MXN");
    expect(mexico).toEqual(expect.arrayContaining(["lodging@home=1800 MXN", "lodging@Ciudad de México=2400 MXN"]));
  });

  it("a condition in the next clause, a line about expenses without a document and an approval 'por comprobante' refuse nothing", () => {
    const facts = factsOf(
      [
        "No se reembolsarán en ningún caso:",
        "- Lavandería, salvo en comisiones mayores a 5 días;",
        "- Minibar;",
        "- Propinas en exceso del porcentaje señalado en el numeral 3.4.",
        "",
        "Los gastos de hasta $200 MXN sin documento (propina al cuidador de autos, baño) se comprueban con una declaración.",
        "Cada gasto cuyo importe, por comprobante, exceda de $20,000 MXN requiere autorización previa del Director.",
        "No se aceptarán CFDI emitidos en un mes posterior.",
      ].join("\n"),
      "es",
      "MX",
      "MXN",
    );
    expect(facts).toContain("prohibited minibar");
    expect(facts.filter((fact) => /prohibited (?:laundry|tips)|receipts>|document taxInvoice refused/.test(fact))).toEqual([]);
  });
});
