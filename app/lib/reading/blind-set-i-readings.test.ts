import { describe, expect, it } from "vitest";
import { readCompany } from "./read-company";
import { readPolicyText } from "./policy-text";
import type { Language } from "~/lib/site/languages";

const rulesOf = (text: string, language: Language, country: string, currency: string) =>
  readPolicyText(text, { language, country, currency });
const placed = (
  limits: Array<{ place: { kind: string; city?: string | null; country?: string | null }; amount: { amount: number; currency: string } }>,
) =>
  limits.map((limit) => [
    limit.place.kind === "destination" ? (limit.place.city ?? limit.place.country) : limit.place.kind,
    limit.amount.amount,
    limit.amount.currency,
  ]);

describe("a model's Peruvian policy, its tables read by what their columns say (blind set I)", () => {
  const peru = rulesOf(
    [
      "## 5. Pasajes",
      "- Se autoriza clase ejecutiva (business) únicamente en vuelos con duración de **8 horas o más**.",
      "## 6. Hospedaje (viajes nacionales)",
      "| Notas | Tope por noche | Ciudad |",
      "|---|---|---|",
      "| Preferir hoteles en Miraflores o San Isidro | S/ 380 | Lima |",
      "| En temporada alta (junio a agosto) el tope en Cusco sube a S/ 360 | S/ 300 | Arequipa, Cusco, Trujillo |",
      "| Hostales con convenio corporativo | S/ 220 | Resto del país |",
      "## 7. Alimentación y movilidad (viajes nacionales)",
      "- Taxi: usar aplicativos (Cabify, InDrive, Uber) o taxis de empresa, con un tope de **S/ 45 por trayecto**.",
      "- Los gastos de movilidad sin comprobante se sustentan con **planilla de movilidad**, hasta S/ 40 por día.",
      "## 8. Viajes al exterior",
      "| Destino | Alimentación (USD por día) | Hospedaje (USD por noche) | Notas |",
      "|---|---|---|---|",
      "| Estados Unidos | 80 | 220 | |",
      "| Resto del mundo | 65 | 170 | |",
      "## 9. Anticipos, rendición y reembolso",
      "- El anticipo se rinde dentro de los **10 días calendario** siguientes al retorno.",
      "## 10. Comprobantes de pago",
      "- Todo gasto debe estar sustentado con un comprobante de pago válido.",
      "## 12. Gastos no reembolsables",
      "- Lavandería en viajes menores a 4 noches.",
    ].join("\n"),
    "es",
    "PE",
    "PEN",
  ).rules;

  it("a city column names each row, 'Resto del país' is home, and a note's high-season figure is no cap of the row", () => {
    expect(placed(peru.lodging)).toEqual(
      expect.arrayContaining([
        ["Lima", 380, "PEN"],
        ["Arequipa", 300, "PEN"],
        ["Cusco", 300, "PEN"],
        ["Trujillo", 300, "PEN"],
        ["home", 220, "PEN"],
      ]),
    );
    expect(placed(peru.lodging).some(([where]) => where === "Miraflores")).toBe(false);
  });

  it("a column 'Alimentación (USD por día)' puts its bare figures in dollars; 'Resto del mundo' is abroad", () => {
    expect(placed(peru.meals)).toEqual(
      expect.arrayContaining([
        ["US", 80, "USD"],
        ["abroad", 65, "USD"],
      ]),
    );
    expect(placed(peru.lodging)).toEqual(
      expect.arrayContaining([
        ["US", 220, "USD"],
        ["abroad", 170, "USD"],
      ]),
    );
  });

  it("'ejecutiva (business) … 8 horas o más' keeps its hours; a labelled taxi line keeps its far cap; 'se rinde' settles", () => {
    expect(peru.travelClass).toMatchObject([{ cabin: "business", allowed: true, minHours: 8 }]);
    expect(peru.caps).toEqual([expect.objectContaining({ item: "taxi", per: "ride", amount: { amount: 45, currency: "PEN" } })]);
    expect(peru.advanceSettlement).toMatchObject({ days: 10 });
  });

  it("every expense 'sustentado con un comprobante' needs a receipt; the sworn transport sheet is no threshold; laundry on short trips only is no ban", () => {
    expect(peru.receipts).toMatchObject({ above: null });
    expect(peru.prohibited.some((rule) => rule.item === "laundry")).toBe(false);
  });
});

describe("an owner's own edit in Dominican Spanish (blind set I)", () => {
  const cibao = rulesOf(
    [
      "Viajes dentro del pais",
      "- comida: max RD$2,500 x dia",
      "- taxi / uber max 1,200 x viaje",
      "Fuera del pais",
      "- hotel US$150 la noche",
      "- pasaje SOLO ECONOMICA. nada de business ni primera aunque el vuelo sea largo",
      "Papeles",
      "- TODO GASTO CON FACTURA CON COMPROBANTE FISCAL (NCF o e-CF). sin NCF no se paga",
      "- recibos escritos a mano no valen",
      "Aprobaciones",
      "- hasta 5mil no hace falta pedir permiso",
      "- si pasa de 5mil (hasta 20mil) lo firma la administradora",
      "- si pasa de 20mil me lo traen a mi (el dueño)",
      "Lo que NO se paga",
      "- alcohol no. ni una fria. con clientes si, pero modera2: max 2 por persona",
    ].join("\n"),
    "es",
    "DO",
    "DOP",
  ).rules;

  it("'x viaje' is per ride, 'Fuera del pais' is a heading over trips abroad, 'nada de business ni primera' refuses both cabins", () => {
    expect(cibao.caps).toEqual([expect.objectContaining({ item: "taxi", per: "ride", amount: { amount: 1200, currency: "DOP" } })]);
    expect(placed(cibao.lodging)).toEqual([["abroad", 150, "USD"]]);
    expect(cibao.travelClass.map((rule) => [rule.cabin, rule.allowed])).toEqual([
      ["economy", true],
      ["business", false],
      ["first", false],
    ]);
  });

  it("'sin NCF no se paga' requires the tax invoice; a handwritten receipt is refused; every expense needs one", () => {
    expect(cibao.receipts).toMatchObject({ above: null });
    expect(cibao.documents.map((rule) => [rule.document, rule.accepted])).toEqual(
      expect.arrayContaining([
        ["taxInvoice", true],
        ["cashReceipt", false],
      ]),
    );
  });

  it("'si pasa de 5mil (hasta 20mil)' is a band with its ceiling; 'me lo traen a mi (el dueño)' is the owner's", () => {
    expect(cibao.approvals.map((tier) => [tier.above.amount, tier.upTo?.amount ?? null, tier.approver])).toEqual([
      [5000, 20000, "administradora"],
      [20000, null, "dueño"],
    ]);
  });

  it("'con clientes si' after 'alcohol no' is alcohol's exception", () => {
    expect(cibao.prohibited).toMatchObject([{ item: "alcohol", except: "withClients" }]);
  });

  it("approvers in turn ('gerente da área e depois a diretoria, nessa ordem') are a chain, no band", () => {
    const chain = rulesOf(
      "Se a viagem toda passar de R$ 3 mil: quem aprova: gerente da área e depois a diretoria, nessa ordem.",
      "pt-BR",
      "BR",
      "BRL",
    );
    expect(chain.rules.approvals).toEqual([]);
  });
});

describe("a model's Philippine policy: an approval matrix with notes, a region column of countries (blind set I)", () => {
  const bayanihan = rulesOf(
    [
      "| Approver | Amount (PHP) | Notes |",
      "|---|---|---|",
      "| Department Head | ₱10,000.01 to ₱50,000 | Trips up to ₱10,000 need no pre-approval |",
      "| CEO | Above ₱250,000 | The CEO also approves **all international trips**, regardless of amount |",
      "## 3. Air Travel",
      "- Business class: VP level and above, on flights of 8 hours or more only.",
      "## 5. Meals and Per Diem",
      "- Domestic: fixed per diem of ₱1,800 per day, paid with the travel advance or through payroll; no meal receipts required.",
      "| Region | Meals per day (USD) | Hotel per night (USD) |",
      "|---|---|---|",
      "| Singapore, Hong Kong, Japan | 90 | 250 |",
      "| All other countries | 70 | 180 |",
    ].join("\n"),
    "en",
    "PH",
    "PHP",
  ).rules;

  it("a band's notes are a rule of their own ('also approves all international trips'), not the band's scope", () => {
    expect(bayanihan.approvals.map((tier) => [tier.above.amount, tier.approver, tier.scope.kind])).toEqual(
      expect.arrayContaining([
        [250000, "CEO", "all"],
        [0, "CEO", "international"],
      ]),
    );
  });

  it("a 'Region' column that names countries is a table of places; 'All other countries' is abroad", () => {
    expect(placed(bayanihan.meals)).toEqual([
      ["home", 1800, "PHP"],
      ["SG", 90, "USD"],
      ["HK", 90, "USD"],
      ["JP", 90, "USD"],
      ["abroad", 70, "USD"],
    ]);
  });

  it("a per diem 'paid with the travel advance' is no advance rule; 'Business class: VP level and above' is the role's, from 8 hours", () => {
    expect(bayanihan.cashAdvance).toBeNull();
    expect(bayanihan.travelClass).toMatchObject([{ cabin: "business", allowed: true, minHours: 8, role: "VP level" }]);
  });
});

describe("a Nicaraguan cooperative's description (blind set I)", () => {
  const cooperativa = readCompany(
    "Hola, les cuento: somos una cooperativa de café con oficina en Managua y beneficio en Matagalpa. En la oficina somos 25 y " +
      "hay 10 técnicos de campo, o sea 35 en total. Hotel máximo C$ 2,000 por noche. Comida C$ 900 al día... perdón, son C$ 1,000, " +
      "lo subimos este año. Fuera del país (Costa Rica y Honduras casi siempre) $100 de hotel y $45 de comida. Los reportes hasta " +
      "20 días después del viaje y la tesorera les paga en 5 días.",
    { siteCountry: "Colombia", language: "es" },
  );

  it("'o sea 35 en total' is the headcount; 'perdón, son C$ 1,000' corrects the meals", () => {
    expect(cooperativa.headcount).toBe(35);
    expect(placed(cooperativa.rules.meals)).toEqual(expect.arrayContaining([["home", 1000, "NIO"]]));
  });

  it("where the córdoba is written C$, a bare '$' is the US dollar", () => {
    expect(placed(cooperativa.rules.lodging)).toEqual([
      ["home", 2000, "NIO"],
      ["abroad", 100, "USD"],
    ]);
  });

  it("'los reportes hasta 20 días' is the deadline to submit, 'les paga en 5 días' the reimbursement's", () => {
    expect(cooperativa.rules.submission).toMatchObject({ days: 20 });
    expect(cooperativa.rules.reimbursement).toMatchObject({ days: 5 });
  });
});

describe("owners' words for money, counts and deadlines in Lima and Nairobi (blind set I)", () => {
  it("'cinco lucas' is five thousand, 'ya somos 42' the headcount now, 'ni siquiera con clientes' no exception, 'tienen 7 días para presentar' the deadline", () => {
    const lima = readCompany(
      "somos una consultora en Miraflores, 35 personas (bueno, ya somos 42 desde octubre que entró el equipo de Piura). " +
        "nada de trago, ni siquiera con clientes. todo con factura a nombre del RUC, boletas no aceptamos para nada, ni para comida. " +
        "gastos de más de mil soles los aprueba el gerente de operaciones y si pasan de cinco lucas el gerente general. " +
        "tienen 7 días para presentar sus gastos.",
      { siteCountry: "Colombia", language: "es" },
    );
    expect(lima.headcount).toBe(42);
    expect(lima.rules.prohibited).toMatchObject([{ item: "alcohol", except: null }]);
    expect(lima.rules.receipts).toMatchObject({ above: null });
    expect(lima.rules.documents).toMatchObject([{ document: "boleta", accepted: false, category: null }]);
    expect(lima.rules.approvals.map((tier) => [tier.above.amount, tier.upTo?.amount ?? null, tier.approver])).toEqual([
      [1000, 5000, "gerente de operaciones"],
      [5000, null, "gerente general"],
    ]);
    expect(lima.rules.submission).toMatchObject({ days: 7 });
  });

  it("Nairobi's 'bob' is the Kenyan shilling, 'we pay on M-Pesa within 3 days' the reimbursement, 'the MD' an approver", () => {
    const nairobi = readCompany(
      "We're a solar installation startup based in Westlands, Nairobi, 38 people on payroll. Hotel cap 6k bob a night upcountry. " +
        "Meals 2.5k per day. Trips abroad (Kampala, Dar, Kigali): USD 120 a night, USD 50 for meals. Claims within 14 days, we pay on " +
        "M-Pesa within 3 days. Approvals: ops lead signs anything from 10k to 50k, above 50k goes to the MD.",
      { siteCountry: "Mexico", language: "en" },
    );
    expect(placed(nairobi.rules.meals)).toEqual([
      ["home", 2500, "KES"],
      ["abroad", 50, "USD"],
    ]);
    expect(nairobi.rules.reimbursement).toMatchObject({ days: 3 });
    expect(nairobi.rules.approvals.map((tier) => [tier.above.amount, tier.above.currency, tier.approver])).toEqual([
      [10000, "KES", "ops lead"],
      [50000, "KES", "MD"],
    ]);
  });
});

describe("a Costa Rican regulation machine-translated to English (blind set I)", () => {
  const regulation = rulesOf(
    [
      "Article 7. Maximum amounts:",
      "a) United States of America and Canada: lodging up to USD 210 per night; feeding up to USD 75 per day.",
      "b) Rest of the countries: lodging up to USD 160 per night; feeding up to USD 60 per day.",
      "Article 8. The air tickets will be acquired in economic class. The executive class will only be authorized for the members of the Board of Directors.",
      "Article 9. Taxis (red taxis with taximeter) or digital platforms: up to ₡12,000 per trip.",
      "Article 14. The settlement of the advance must be presented within ten (10) natural days after the return.",
      "Article 16. The following will not be recognized in any case: a) alcoholic beverages; b) tips, since the 10% service is included by law; c) fines for traffic infractions; d) minibar consumption.",
    ].join("\n"),
    "en",
    "CR",
    "CRC",
  ).rules;

  it("an article's number is no part of its rule; a place's label holds for each part after ';'; 'feeding' is meals, 'rest of the countries' abroad", () => {
    expect(placed(regulation.meals)).toEqual([
      ["US", 75, "USD"],
      ["CA", 75, "USD"],
      ["abroad", 60, "USD"],
    ]);
    expect(regulation.caps).toEqual([expect.objectContaining({ item: "taxi", per: "ride", amount: { amount: 12000, currency: "CRC" } })]);
  });

  it("'economic class' and 'executive class … for the members of the Board of Directors' are cabins; 'natural days' are calendar days", () => {
    expect(regulation.travelClass.map((rule) => [rule.cabin, rule.allowed, rule.role])).toEqual([
      ["economy", true, null],
      ["business", true, "Board of Directors"],
    ]);
    expect(regulation.advanceSettlement).toMatchObject({ days: 10, businessDays: false });
  });

  it("a list written in one line is read item by item; tips are refused when the law's 10% service is on the bill", () => {
    expect(regulation.prohibited.map((rule) => rule.item)).toEqual(["alcohol", "tips", "fines", "minibar"]);
    expect(regulation.caps.some((cap) => cap.item === "tips")).toBe(false);
  });
});

describe("a cap per guest that needs someone's approval (blind set I)", () => {
  it.each([
    [
      "Atenciones a clientes: hasta S/ 150 por persona, con aprobación previa del Gerente Comercial y detalle de los asistentes.",
      "es",
      "PE",
      "PEN",
      "Gerente Comercial",
    ],
    [
      "Meals with clients: up to ₡25,000 per person, with prior authorization of the General Manager.",
      "en",
      "CR",
      "CRC",
      "General Manager",
    ],
  ] as const)("%s", (text, language, country, currency, approver) => {
    const { rules } = rulesOf(text, language, country, currency);
    expect(rules.caps).toMatchObject([{ item: "entertainment", per: "person" }]);
    expect(rules.approvals).toMatchObject([
      { above: { amount: 0 }, upTo: null, approver, scope: { kind: "category", category: "entertainment" } },
    ]);
  });

  it("a count of drinks per person with someone's authorization is no band for client meals", () => {
    const { rules } = rulesOf(
      "| Bebidas alcohólicas | Comidas con clientes: máximo 2 bebidas por persona, con autorización del Gerente de área |",
      "es",
      "MX",
      "MXN",
    );
    expect(rules.approvals).toEqual([]);
  });
});

describe("a model's Brazilian policy (blind set I)", () => {
  const cooperativa = rulesOf(
    [
      "## 5. Hospedagem (Brasil)",
      "| Observações | Cidade | Diária máxima |",
      "|---|---|---|",
      "| Inclui café da manhã | São Paulo | R$ 480 |",
      "| — | Curitiba | R$ 380 |",
      "| Hotéis conveniados, sempre que possível | Demais cidades | R$ 300 |",
      "## 6. Alimentação",
      "- Gorjeta: até 10% da conta (a taxa de serviço incluída na nota conta como gorjeta).",
      "- Táxi ou aplicativo (Uber, 99): até R$ 90 por corrida.",
    ].join("\n"),
    "pt-BR",
    "BR",
    "BRL",
  ).rules;

  it("a 'Diária máxima' column under 'Hospedagem' is the hotel's nightly cap; 'Demais cidades' is home", () => {
    expect(placed(cooperativa.lodging)).toEqual([
      ["São Paulo", 480, "BRL"],
      ["Curitiba", 380, "BRL"],
      ["home", 300, "BRL"],
    ]);
    expect(cooperativa.meals).toEqual([]);
  });

  it("a tip's cap explained by the service charge after it is a cap; the '99' in a taxi line's label is an app, no money", () => {
    expect(cooperativa.caps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ item: "tips", percent: 10 }),
        expect.objectContaining({ item: "taxi", per: "ride", amount: { amount: 90, currency: "BRL" } }),
      ]),
    );
    expect(rulesOf("Tips: the 10% service charge is enough.", "en", "US", "USD").rules.caps).toEqual([]);
  });
});
