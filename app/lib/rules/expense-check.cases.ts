import type { Language } from "~/lib/site/languages";
import type { DocumentType } from "../rulebook/policy-rules";
import type { ExpenseQuery, MissingField, UnneededFact, Verdict } from "../rulebook/expense";

/*
 * "Can I expense this?" as a table: companies described the way office managers describe them,
 * one per country pack (a few packs twice, in another language), their policies composed and read
 * back exactly as the product does; then expenses asked of each, with the verdict, the section of
 * the clause that decides it, and the approver, excess, documents or missing fields that go with it.
 */

export interface CheckPolicy {
  id: string;
  /** The pack the description lands in (ISO code), checked against the reading. */
  country: string;
  language: Language;
  siteCountry: string;
  description: string;
  /** Lines the owner changed after generating, as [old text, new text]. */
  edits?: readonly (readonly [string, string])[];
}

export interface CheckCase {
  policy: string;
  /** The language of the answer. */
  language: Language;
  /** The expense as sent; for a question, what it must be read as. */
  query: Partial<ExpenseQuery>;
  /** Asked in words: read by the question reader, then judged. */
  question?: string;
  /** What the answer must have understood beyond `query` (a description's facts, an assumption). */
  understood?: Partial<ExpenseQuery>;
  /** The facts the answer does not depend on (every value gives it). */
  unneeded?: UnneededFact[];
  verdict: Verdict;
  /** The section of the deciding clause. */
  section: number;
  approver?: string;
  excess?: number;
  missing?: MissingField[];
  documents?: DocumentType[];
  /** Why: what the case shows. */
  note: string;
}

export const CHECK_POLICIES: readonly CheckPolicy[] = [
  {
    id: "us-austin",
    country: "US",
    language: "en",
    siteCountry: "Mexico",
    description:
      "Startup SaaS in Austin TX, 45 people. Meals up to $80/day, hotels $250/night, $350 in NYC. Booking 2 weeks ahead. Expenses over $500 need manager approval; over $2,500 the CEO. No gambling, no alcohol. Receipts over $25. Mileage 0.67 USD per mile. Directors fly business on flights over 8 hours. Never first class.",
  },
  {
    id: "mx-monterrey",
    country: "MX",
    language: "es",
    siteCountry: "Colombia",
    description:
      "Fábrica en Monterrey con 450 trabajadores. Comidas hasta 600 pesos por día, 90 USD en el extranjero. Hotel máximo 1.800 MXN por noche. Gastos mayores a $3,000 requieren autorización del director general. No boletas para hotel. Los directores vuelan clase ejecutiva en vuelos de más de 6 horas. Nunca primera clase. Comprobantes para gastos mayores a $500.",
  },
  {
    id: "co-medellin",
    country: "CO",
    language: "es",
    siteCountry: "Mexico",
    description:
      "Somos una startup en Medellín, 15 personas. Hotel hasta $350.000 la noche. Comidas hasta $120.000 por día. Tiquetes en clase económica, nunca ejecutiva. Gastos de más de $1.000.000 los aprueba el CEO. Sin alcohol salvo con clientes.",
  },
  {
    id: "br-sao-paulo",
    country: "BR",
    language: "pt-BR",
    siteCountry: "Brazil",
    description:
      "Agência de publicidade em São Paulo, 45 colaboradores. Refeições até R$ 120 por dia e US$ 70 no exterior. Hospedagem até R$ 500 por noite. Voos em classe econômica; executiva só para diretores em voos acima de 8 horas. Até R$ 3.000 o gestor direto aprova; acima disso, o sócio-diretor. Não reembolsamos frigobar nem lavanderia. Km rodado a R$ 1,20.",
  },
  {
    id: "es-madrid",
    country: "ES",
    language: "es",
    siteCountry: "Colombia",
    description:
      "Consultora con sede en Madrid, 25 empleados, viajamos a Lisboa y México. Dietas 55 € al día, hotel hasta 140 € la noche. Más de 500 € los aprueba el socio director; hasta 500 € el jefe de área. Viajes internacionales con 15 días de anticipación. Sin alcohol salvo con clientes. Kilometraje a 0,26 €/km.",
  },
  {
    id: "pt-lisboa",
    country: "PT",
    language: "pt-BR",
    siteCountry: "Brazil",
    description:
      "Consultoria em Lisboa com 40 consultores e projetos em Madrid. Refeições 45 € por dia em Portugal e 70 € no estrangeiro. Acima de 2.000 € aprova o administrador. Nunca classe executiva.",
  },
  {
    id: "ar-rosario",
    country: "AR",
    language: "es",
    siteCountry: "Mexico",
    description:
      "Hola, somos una pyme de Rosario con 35 empleados. Hotel hasta 120.000 ARS por noche y 150 USD en el exterior. Los gastos de más de 500.000 ARS los aprueba el dueño. Rendición en 5 días hábiles.",
  },
  {
    id: "cl-santiago",
    country: "CL",
    language: "es",
    siteCountry: "Mexico",
    description:
      "Empresa minera en Santiago, 300 empleados, viajes a Antofagasta y Lima. Hotel máx 95.000 CLP por noche en Chile, USD 180 afuera. Gastos sobre 500.000 CLP los aprueba el gerente de área; sobre 2.000.000 el gerente general. No se aceptan boletas para comidas, solo factura.",
    // "Solo factura" is not read as a rule: the owner states it in the text.
    edits: [
      ["- No se aceptan las boletas para comidas.", "- No se aceptan las boletas para comidas.\n- Se aceptan las facturas para comidas."],
    ],
  },
  {
    id: "pe-lima",
    country: "PE",
    language: "es",
    siteCountry: "Mexico",
    description:
      "agencia de marketing en Lima, somos 30. viajes a Bogotá y Quito. comidas S/ 180 al día. gastos sobre S/ 2.000 los aprueba la gerente general. nada de minibar ni lavandería. rendir cuentas en 7 días.",
  },
  {
    id: "ca-vancouver",
    country: "CA",
    language: "en",
    siteCountry: "Mexico",
    description:
      "Vancouver consultancy, 25 consultants. Meals 75 CAD per day, 100 CAD when travelling abroad. Hotels max 220 CAD a night in Canada and 250 USD in the US. Mileage 0.68 CAD/km. No alcohol except with clients. Anything over 2,500 CAD needs the VP Finance.",
  },
  {
    id: "ec-quito",
    country: "EC",
    language: "es",
    siteCountry: "Colombia",
    description:
      "Buenas! Somos una ONG en Quito con 15 personas. Viáticos diarios de 40 USD dentro del país y 90 USD en el exterior. Gastos de más de 300 dólares los autoriza la directora ejecutiva. No se reembolsan bebidas alcohólicas. Plazo para rendir: 8 días hábiles.",
  },
  {
    id: "uy-montevideo",
    country: "UY",
    language: "en",
    siteCountry: "Mexico",
    description:
      "Montevideo-based software shop, 55 devs. Per diem 60 USD abroad. We pay actual costs at home. Over 1000 USD the CTO approves, over 5000 USD the CEO. Notice: 3 weeks for international trips.",
  },
  {
    id: "py-asuncion",
    country: "PY",
    language: "es",
    siteCountry: "Mexico",
    description:
      "Somos 18 en una agencia de viajes de Asunción. Comidas hasta 250.000 PYG por día. Gastos mayores a 2.000.000 PYG los aprueba el gerente. Sin tabaco.",
  },
  {
    id: "bo-santa-cruz",
    country: "BO",
    language: "es",
    siteCountry: "Mexico",
    description:
      "Importadora en Santa Cruz, Bolivia. 60 empleados. Hotel hasta 600 Bs por noche. Los gastos mayores a 5.000 Bs los aprueba el gerente general. Presentar gastos dentro de 15 días.",
  },
  {
    id: "ve-caracas",
    country: "VE",
    language: "es",
    siteCountry: "Mexico",
    description:
      "Distribuidora en Caracas con 70 empleados. Comidas hasta 40 USD por día. Hotel hasta 120 USD por noche. Gastos mayores a 1.000 USD los aprueba el gerente general.",
  },
  {
    id: "gt-guatemala",
    country: "GT",
    language: "es",
    siteCountry: "Mexico",
    description:
      "Exportadora de café en Ciudad de Guatemala, 40 empleados. Viáticos Q400 por día. Gastos arriba de Q 5,000 los aprueba el gerente de operaciones y arriba de Q 20,000 la junta directiva.",
  },
  {
    id: "hn-san-pedro-sula",
    country: "HN",
    language: "es",
    siteCountry: "Mexico",
    description:
      "Maquila en San Pedro Sula, 200 empleados. Comidas hasta L 800 por día. Hotel hasta L 2.500 por noche. Gastos mayores a L 20.000 los aprueba el gerente de planta.",
  },
  {
    id: "sv-san-salvador",
    country: "SV",
    language: "es",
    siteCountry: "Mexico",
    description:
      "Maquila textil en San Salvador, 300 empleados. Comidas 35 USD diarios; en Estados Unidos 200 USD. Arriba de 1,000 USD aprueba el director financiero.",
  },
  {
    id: "ni-managua",
    country: "NI",
    // In Spanish the policy writes córdobas as "C$", which the rules reader takes for Canadian dollars.
    language: "en",
    siteCountry: "Mexico",
    description:
      "NGO in Managua, Nicaragua, 30 staff. Meals up to 900 córdobas a day. Expenses over 15,000 córdobas need the director's approval. No alcohol.",
  },
  {
    id: "cr-san-jose",
    country: "CR",
    language: "es",
    siteCountry: "Mexico",
    description:
      "Agencia creativa en San José, Costa Rica. Somos 26. Hospedaje máximo ₡65.000 por noche. Sin spa ni minibar. Los viajes internacionales los aprueba la gerente general.",
  },
  {
    id: "pa-panama",
    country: "PA",
    language: "en",
    siteCountry: "Mexico",
    description:
      "Panama City shipping agent, 35 employees. Meals 50 USD per day, 90 USD abroad. International trips need CEO approval. Receipts for every expense.",
  },
  {
    id: "do-santo-domingo",
    country: "DO",
    language: "es",
    siteCountry: "Mexico",
    description:
      "Constructora en Santo Domingo, 200 empleados. Hotel tope RD$ 6.000 por noche. Gastos mayores a RD$ 50,000 requieren aprobación del gerente financiero. Anticipos hasta RD$ 20.000.",
  },
  // ——— A few packs again, in another language or with other rules ———
  {
    id: "us-chicago",
    country: "US",
    language: "en",
    siteCountry: "Mexico",
    description:
      "We're a 12-person law firm in Chicago. Receipts required for all expenses. Submit within 10 business days. Partners fly business on flights over 8 hours; everyone else economy. Laundry and minibar are not reimbursed.",
  },
  {
    id: "mx-guadalajara",
    country: "MX",
    language: "es",
    siteCountry: "Colombia",
    description:
      "Despacho en Guadalajara, Jalisco, 30 personas. Las comidas con clientes de más de $3,000 necesitan aprobación del socio director. Comprobantes para gastos mayores a $500. Comidas hasta $700 por día.",
  },
  {
    id: "br-natal",
    country: "BR",
    language: "pt-BR",
    siteCountry: "Brazil",
    description:
      "Agência de turismo em Natal, somos 11. Refeições R$ 70 por dia. Cupom fiscal não é aceito para hospedagem. Comprovantes para tudo.",
  },
  {
    id: "br-fortaleza",
    country: "BR",
    language: "pt-BR",
    siteCountry: "Brazil",
    description:
      "Construtora em Fortaleza com 500 funcionários. Comprovante obrigatório para despesas acima de R$ 50. Reembolso em 3 dias úteis. Voos acima de 6 horas podem ser em premium economy. Viagens internacionais precisam da aprovação do diretor-geral.",
  },
  {
    id: "cl-santiago-en",
    country: "CL",
    language: "en",
    siteCountry: "Mexico",
    description:
      "Mining consultancy in Santiago, Chile - 65 staff. Lodging 120,000 CLP a night, 200 USD abroad. Up to 500,000 CLP the project manager approves; above that the country manager.",
    edits: [
      [
        "- Upload a receipt or invoice for every expense",
        "- Expenses paid in another currency are converted at the exchange rate on the card statement.\n- Upload a receipt or invoice for every expense",
      ],
    ],
  },
  {
    id: "pt-porto",
    country: "PT",
    language: "pt-BR",
    siteCountry: "Brazil",
    description:
      "Laboratório em Porto, Portugal, 30 investigadores. Ajudas de custo de 50 € por dia. Nunca classe executiva. Despesas acima de 800 € precisam de aprovação da diretora.",
  },
  // ——— Issue 35: caps in a second currency, places the policy names, bands without an approver ———
  {
    id: "mx-cdmx",
    country: "MX",
    language: "es",
    siteCountry: "Mexico",
    description:
      "Empresa de logística en Ciudad de México, 120 empleados. Comidas hasta 600 MXN por día en México y 80 USD en el extranjero. Hotel hasta 2.000 MXN por noche en México y 200 USD por noche en Estados Unidos. Viajamos a Monterrey, Querétaro y San Antonio. Gastos de más de 5.000 MXN los aprueba el director de finanzas. No se reembolsan multas de tránsito ni minibar. Sin alcohol.",
    // The owner adds the policy's exchange-rate rule.
    edits: [
      [
        "- Suba un comprobante o factura de cada gasto, cualquiera que sea su monto.",
        "- Suba un comprobante o factura de cada gasto, cualquiera que sea su monto.\n- Los gastos en otra moneda se convierten al tipo de cambio FIX que publica Banxico el día de la compra.",
      ],
    ],
  },
  {
    id: "us-houston",
    country: "US",
    language: "en",
    siteCountry: "Mexico",
    description:
      "Energy services company in Houston, 80 staff. Hotels up to $200 a night, $350 in New York and $300 in Mexico City. Meals $75 a day. Expenses over $1,500 need the VP of Operations. No alcohol, no minibar, no laundry.",
  },
  {
    id: "us-denver",
    country: "US",
    language: "en",
    siteCountry: "Mexico",
    description:
      "Design studio in Denver, 30 people. Meals up to $70 a day. Up to $1,000 the team lead approves; expenses over $5,000 need the CFO. No alcohol, no traffic fines.",
  },
  {
    id: "co-bogota",
    country: "CO",
    language: "es",
    siteCountry: "Colombia",
    description:
      "Consultora en Bogotá, 40 personas. Hasta 1.000.000 COP aprueba el jefe directo. Más de 3.000.000 COP aprueba el gerente general. Comidas hasta 100.000 COP por día.",
  },
  {
    id: "br-recife",
    country: "BR",
    language: "pt-BR",
    siteCountry: "Brazil",
    description:
      "Escritório de engenharia em Recife, 50 pessoas. Refeições até R$ 100 por dia. Até R$ 2.000 aprova o gestor; acima de R$ 10.000 aprova o diretor financeiro. Não reembolsamos gorjetas nem lavanderia.",
    edits: [
      [
        "- Envie um comprovante ou nota de cada despesa, qualquer que seja o valor.",
        "- Envie um comprovante ou nota de cada despesa, qualquer que seja o valor.\n- Despesas em moeda estrangeira são convertidas pela cotação PTAX do Banco Central na data da compra.",
      ],
    ],
  },
];

type Extra = Pick<CheckCase, "approver" | "excess" | "missing" | "documents" | "understood" | "unneeded">;
const c = (
  policy: string,
  language: Language,
  query: Partial<ExpenseQuery>,
  verdict: Verdict,
  section: number,
  note: string,
  extra: Extra = {},
): CheckCase => ({ policy, language, query, verdict, section, note, ...extra });
/** A question in words, with what it must be read as. */
const q = (
  policy: string,
  language: Language,
  question: string,
  query: Partial<ExpenseQuery>,
  verdict: Verdict,
  section: number,
  note: string,
  extra: Extra = {},
): CheckCase => ({ policy, language, question, query, verdict, section, note, ...extra });

export const CHECK_CASES: readonly CheckCase[] = [
  // ——— United States (Austin): every kind of rule ———
  c("us-austin", "en", { amount: 45, currency: "USD", category: "meals", city: "Dallas" }, "allowed", 3, "meals under the home limit", {
    documents: ["receipt"],
    approver: "Line manager",
  }),
  c("us-austin", "en", { amount: 120, currency: "USD", category: "meals", city: "Dallas" }, "over_limit", 3, "meals over the home limit", {
    excess: 40,
  }),
  c(
    "us-austin",
    "es",
    { amount: 120, currency: "USD", category: "meals", city: "Dallas", attendees: 2 },
    "allowed",
    3,
    "the same dinner for two is under the limit per person",
  ),
  // Issue 35.1: with no place, home, abroad and each destination are tried (as for the same batch row); the answer is given when they agree.
  c("us-austin", "en", { amount: 45, currency: "USD", category: "meals" }, "allowed", 3, "dollars with no city: under every meals cap", {
    unneeded: ["place"],
  }),
  c(
    "us-austin",
    "en",
    { amount: 85, currency: "EUR", category: "meals", exchangeRate: 1 },
    "cannot_tell",
    3,
    "another currency, no city: over the home limit, within the abroad one",
    { missing: ["place"] },
  ),
  c(
    "us-austin",
    "pt-BR",
    { amount: 300, currency: "USD", category: "lodging", city: "New York", nights: 1 },
    "allowed",
    3,
    "the NYC cap wins over the home cap",
  ),
  c(
    "us-austin",
    "en",
    { amount: 300, currency: "USD", category: "lodging", city: "Boston", nights: 1 },
    "over_limit",
    3,
    "over the home cap outside NYC",
    { excess: 50 },
  ),
  c("us-austin", "en", { amount: 900, currency: "USD", category: "lodging", city: "Boston" }, "cannot_tell", 3, "a stay without nights", {
    missing: ["nights"],
  }),
  c(
    "us-austin",
    "en",
    { amount: 600, currency: "USD", category: "lodging", city: "Boston", nights: 3 },
    "needs_approval",
    5,
    "three nights under the cap, in the manager's band",
    { approver: "manager" },
  ),
  c(
    "us-austin",
    "en",
    { amount: 450, currency: "USD", category: "airfare", cabin: "business", role: "director", flightHours: 9, city: "London" },
    "allowed",
    2,
    "business for a director on a long flight",
  ),
  c(
    "us-austin",
    "en",
    { amount: 450, currency: "USD", category: "airfare", cabin: "first", city: "London" },
    "not_reimbursable",
    2,
    "first class is never allowed",
  ),
  c(
    "us-austin",
    "en",
    { amount: 450, currency: "USD", category: "airfare", cabin: "business", city: "London" },
    "cannot_tell",
    2,
    "the business-class rule depends on role and hours",
    { missing: ["role", "flightHours"] },
  ),
  c(
    "us-austin",
    "es",
    { amount: 450, currency: "USD", category: "airfare", cabin: "business", role: "Directores", flightHours: 5, city: "London" },
    "needs_approval",
    6,
    "a short flight is outside the rule: an upgrade approved in advance",
    { approver: "Line manager" },
  ),
  c(
    "us-austin",
    "en",
    { amount: 60, currency: "USD", category: "meals", city: "Austin", items: ["alcohol"] },
    "not_reimbursable",
    6,
    "no alcohol",
  ),
  c("us-austin", "en", { amount: 60, currency: "EUR", category: "meals", city: "Paris" }, "cannot_tell", 1, "euros without a rate", {
    missing: ["exchangeRate"],
  }),
  c(
    "us-austin",
    "es",
    { amount: 60, currency: "EUR", category: "meals", city: "Paris", exchangeRate: 1.1 },
    "allowed",
    3,
    "euros with a rate, under the abroad limit",
  ),
  c("us-austin", "en", { amount: 80, currency: "USD", category: "mileage", distance: 100 }, "over_limit", 3, "more than rate × miles", {
    excess: 13,
  }),
  c("us-austin", "pt-BR", { amount: 60, currency: "USD", category: "mileage", distance: 100 }, "allowed", 3, "within rate × miles"),
  c("us-austin", "en", { amount: 60, currency: "USD", category: "mileage" }, "cannot_tell", 3, "mileage without distance", {
    missing: ["distance"],
  }),
  c(
    "us-austin",
    "en",
    { amount: 300, currency: "USD", category: "lodging", city: "Austin", nights: 2, items: ["minibar"] },
    "not_reimbursable",
    6,
    "minibar, from the general list of section 6",
  ),
  c("us-austin", "en", { amount: 3000, currency: "USD", category: "other" }, "needs_approval", 5, "the CEO's band", {
    approver: "CEO",
  }),
  c("us-austin", "en", { amount: 2500, currency: "USD", category: "other" }, "needs_approval", 5, "the top of the manager's band", {
    approver: "manager",
  }),
  c(
    "us-austin",
    "en",
    { amount: 700, currency: "USD", category: "other", role: "employee" },
    "over_limit",
    3,
    "over an employee's per-transaction limit",
    { excess: 200, approver: "manager" },
  ),
  c("us-austin", "es", { amount: 20, currency: "USD", category: "groundTransport" }, "allowed", 5, "a taxi: no receipt needed"),
  c(
    "us-austin",
    "en",
    { amount: 30, currency: "USD", category: "other", items: ["gambling"] },
    "not_reimbursable",
    6,
    "gambling is the company's own exclusion",
  ),

  // ——— Mexico (Monterrey) ———
  c("mx-monterrey", "es", { amount: 500, currency: "MXN", category: "meals", city: "Monterrey" }, "allowed", 3, "meals at home"),
  c("mx-monterrey", "es", { amount: 700, currency: "MXN", category: "meals", city: "Monterrey" }, "over_limit", 3, "meals over", {
    excess: 100,
    documents: ["receipt"],
  }),
  // Issue 35: the abroad cap is in dollars, so dollars compare directly; the peso band is said at the policy's rate.
  c(
    "mx-monterrey",
    "en",
    { amount: 80, currency: "USD", category: "meals", city: "Houston" },
    "allowed",
    3,
    "dollars abroad under the dollar cap: no rate needed",
  ),
  c(
    "mx-monterrey",
    "en",
    { amount: 80, currency: "USD", category: "meals", city: "Houston", exchangeRate: 17.5 },
    "allowed",
    3,
    "with a rate: under the 90 USD abroad limit",
  ),
  c(
    "mx-monterrey",
    "es",
    { amount: 100, currency: "USD", category: "meals", city: "Houston", exchangeRate: 17.5 },
    "over_limit",
    3,
    "over the dollar limit abroad; the excess in pesos",
    { excess: 175 },
  ),
  c(
    "mx-monterrey",
    "es",
    { amount: 2000, currency: "MXN", category: "lodging", city: "Guadalajara", nights: 1 },
    "over_limit",
    3,
    "hotel over the cap",
    { excess: 200 },
  ),
  c(
    "mx-monterrey",
    "es",
    { amount: 1500, currency: "MXN", category: "lodging", city: "Guadalajara", nights: 1, document: "boleta" },
    "needs_document",
    5,
    "no boletas for hotels",
  ),
  c(
    "mx-monterrey",
    "en",
    { amount: 1700, currency: "MXN", category: "lodging", city: "Puebla", nights: 1, document: "boleta" },
    "needs_document",
    5,
    "the same refusal, answered in English",
  ),
  c(
    "mx-monterrey",
    "pt-BR",
    { amount: 300, currency: "MXN", category: "meals", city: "Monterrey", document: "boleta" },
    "allowed",
    3,
    "the boleta is refused only for hotels",
  ),
  c(
    "mx-monterrey",
    "es",
    { amount: 2800, currency: "MXN", category: "airfare", cabin: "business", role: "director", flightHours: 7, city: "Madrid" },
    "allowed",
    2,
    "directors fly business over 6 hours",
  ),
  c(
    "mx-monterrey",
    "es",
    { amount: 2800, currency: "MXN", category: "airfare", cabin: "first", city: "Madrid" },
    "not_reimbursable",
    2,
    "never first class",
  ),
  c("mx-monterrey", "es", { amount: 5000, currency: "MXN", category: "other" }, "needs_approval", 5, "the director general's band", {
    approver: "director general",
  }),
  c("mx-monterrey", "en", { amount: 400, currency: "MXN", category: "other" }, "allowed", 5, "under every threshold"),

  // ——— Colombia (Medellín) ———
  c("co-medellin", "es", { amount: 100000, currency: "COP", category: "meals", city: "Bogotá" }, "allowed", 3, "meals at home"),
  c("co-medellin", "es", { amount: 150000, currency: "COP", category: "meals", city: "Cali" }, "over_limit", 3, "meals over", {
    excess: 30000,
  }),
  c(
    "co-medellin",
    "en",
    { amount: 300000, currency: "COP", category: "meals", city: "Cali", attendees: 3, items: ["alcohol"], withClients: true },
    "allowed",
    6,
    "wine at a client dinner: the exception applies",
  ),
  c(
    "co-medellin",
    "es",
    { amount: 90000, currency: "COP", category: "meals", city: "Cali", items: ["alcohol"] },
    "not_reimbursable",
    6,
    "alcohol without clients",
  ),
  c(
    "co-medellin",
    "es",
    { amount: 800000, currency: "COP", category: "airfare", cabin: "economy", city: "Lima" },
    "allowed",
    2,
    "economy is allowed",
  ),
  c(
    "co-medellin",
    "pt-BR",
    { amount: 800000, currency: "COP", category: "airfare", cabin: "business", city: "Lima" },
    "not_reimbursable",
    2,
    "never business",
  ),
  c(
    "co-medellin",
    "es",
    { amount: 1200000, currency: "COP", category: "lodging", city: "Bogotá", nights: 3 },
    "over_limit",
    3,
    "three nights over the cap",
    { excess: 150000, approver: "CEO" },
  ),
  c(
    "co-medellin",
    "es",
    { amount: 1000000, currency: "COP", category: "lodging", city: "Bogotá", nights: 3 },
    "allowed",
    3,
    "three nights under the cap, at the top of the first band",
  ),
  c("co-medellin", "en", { amount: 2000000, currency: "COP", category: "other" }, "needs_approval", 5, "the CEO's band", {
    approver: "CEO",
  }),
  c("co-medellin", "es", { amount: 100000, currency: "COP", category: "meals" }, "allowed", 3, "pesos with no city: spent at home"),

  // ——— Brazil (São Paulo) ———
  c("br-sao-paulo", "pt-BR", { amount: 100, currency: "BRL", category: "meals", city: "Campinas" }, "allowed", 3, "meals at home"),
  c("br-sao-paulo", "pt-BR", { amount: 150, currency: "BRL", category: "meals", city: "Rio de Janeiro" }, "over_limit", 3, "meals over", {
    excess: 30,
  }),
  c(
    "br-sao-paulo",
    "pt-BR",
    { amount: 60, currency: "USD", category: "meals", city: "Buenos Aires", exchangeRate: 5.5 },
    "allowed",
    3,
    "dollars abroad, under the dollar limit",
  ),
  c(
    "br-sao-paulo",
    "en",
    { amount: 90, currency: "USD", category: "meals", city: "Buenos Aires", exchangeRate: 5.5 },
    "over_limit",
    3,
    "over the dollar limit abroad, the excess in reais",
    { excess: 110 },
  ),
  c(
    "br-sao-paulo",
    "pt-BR",
    { amount: 60, currency: "USD", category: "meals", city: "Buenos Aires" },
    "allowed",
    3,
    "dollars without a rate, under the dollar cap abroad",
  ),
  c(
    "br-sao-paulo",
    "pt-BR",
    { amount: 450, currency: "BRL", category: "lodging", city: "Rio de Janeiro", nights: 1, items: ["minibar"] },
    "not_reimbursable",
    6,
    "minibar is the company's own exclusion",
  ),
  c("br-sao-paulo", "es", { amount: 150, currency: "BRL", category: "mileage", distance: 100 }, "over_limit", 3, "more than R$ 1,20 × km", {
    excess: 30,
  }),
  c("br-sao-paulo", "pt-BR", { amount: 100, currency: "BRL", category: "mileage", distance: 100 }, "allowed", 3, "within R$ 1,20 × km"),
  c(
    "br-sao-paulo",
    "pt-BR",
    { amount: 2500, currency: "BRL", category: "airfare", cabin: "business", role: "diretor", flightHours: 10, city: "Lisboa" },
    "allowed",
    2,
    "directors fly business over 8 hours",
  ),
  c(
    "br-sao-paulo",
    "pt-BR",
    { amount: 2500, currency: "BRL", category: "airfare", cabin: "business", role: "gerente", flightHours: 10, city: "Lisboa" },
    "needs_approval",
    6,
    "a manager in business: an upgrade approved in advance",
    { approver: "gestor direto" },
  ),
  c("br-sao-paulo", "pt-BR", { amount: 5000, currency: "BRL", category: "other" }, "needs_approval", 5, "the partner's band", {
    approver: "sócio-diretor",
  }),

  // ——— Spain (Madrid) ———
  c("es-madrid", "es", { amount: 50, currency: "EUR", category: "meals", city: "Sevilla" }, "allowed", 3, "dietas at home"),
  c("es-madrid", "es", { amount: 70, currency: "EUR", category: "meals", city: "Sevilla" }, "over_limit", 3, "dietas over", {
    excess: 15,
  }),
  c("es-madrid", "en", { amount: 80, currency: "EUR", category: "meals", city: "Lisboa" }, "allowed", 3, "abroad limit in Lisbon"),
  c(
    "es-madrid",
    "es",
    { amount: 180, currency: "EUR", category: "lodging", city: "Lisboa", nights: 1 },
    "allowed",
    3,
    "hotel abroad under the abroad cap",
  ),
  c(
    "es-madrid",
    "pt-BR",
    { amount: 600, currency: "EUR", category: "lodging", city: "Barcelona", nights: 3 },
    "over_limit",
    3,
    "three nights over the home cap",
    { excess: 180, approver: "socio director" },
  ),
  c("es-madrid", "es", { amount: 26, currency: "EUR", category: "mileage", distance: 100 }, "allowed", 3, "exactly rate × km"),
  c("es-madrid", "es", { amount: 40, currency: "EUR", category: "mileage", distance: 100 }, "over_limit", 3, "more than rate × km", {
    excess: 14,
  }),
  c(
    "es-madrid",
    "es",
    { amount: 120, currency: "EUR", category: "entertainment", city: "Madrid", items: ["alcohol"], withClients: true },
    "allowed",
    6,
    "wine with clients: the exception",
  ),
  c(
    "es-madrid",
    "en",
    { amount: 120, currency: "EUR", category: "entertainment", city: "Madrid", items: ["alcohol"] },
    "not_reimbursable",
    6,
    "wine without clients",
  ),
  c("es-madrid", "es", { amount: 800, currency: "EUR", category: "other" }, "needs_approval", 5, "the partner's band", {
    approver: "socio director",
  }),

  // ——— Portugal (Lisbon, Porto) ———
  c("pt-lisboa", "pt-BR", { amount: 40, currency: "EUR", category: "meals", city: "Porto" }, "allowed", 3, "meals at home"),
  c("pt-lisboa", "pt-BR", { amount: 60, currency: "EUR", category: "meals", city: "Madrid" }, "allowed", 3, "meals abroad"),
  c("pt-lisboa", "pt-BR", { amount: 60, currency: "EUR", category: "meals", city: "Porto" }, "over_limit", 3, "meals over at home", {
    excess: 15,
  }),
  c(
    "pt-lisboa",
    "en",
    { amount: 900, currency: "EUR", category: "airfare", cabin: "business", city: "Madrid" },
    "not_reimbursable",
    2,
    "never business",
  ),
  c(
    "pt-lisboa",
    "pt-BR",
    { amount: 300, currency: "EUR", category: "airfare", cabin: "economy", city: "Madrid" },
    "allowed",
    2,
    "economy by default",
  ),
  c("pt-lisboa", "es", { amount: 2500, currency: "EUR", category: "other" }, "needs_approval", 5, "the administrator's band", {
    approver: "administrador",
  }),
  c("pt-porto", "pt-BR", { amount: 45, currency: "EUR", category: "meals", city: "Lisboa" }, "allowed", 3, "ajudas de custo"),
  c("pt-porto", "en", { amount: 55, currency: "EUR", category: "meals", city: "Lisboa" }, "over_limit", 3, "over", { excess: 5 }),
  c(
    "pt-porto",
    "pt-BR",
    { amount: 600, currency: "EUR", category: "airfare", cabin: "business", city: "Madrid" },
    "not_reimbursable",
    2,
    "never business",
  ),
  c("pt-porto", "es", { amount: 900, currency: "EUR", category: "other" }, "needs_approval", 5, "the director's band", {
    approver: "diretora",
  }),

  // ——— Argentina (Rosario): a dollar cap abroad ———
  c(
    "ar-rosario",
    "es",
    { amount: 100000, currency: "ARS", category: "lodging", city: "Córdoba", nights: 1 },
    "allowed",
    3,
    "hotel at home",
  ),
  c(
    "ar-rosario",
    "es",
    { amount: 200, currency: "USD", category: "lodging", city: "Santiago", nights: 1 },
    "over_limit",
    3,
    "over the dollar cap abroad, without a rate",
    { excess: 50 },
  ),
  c(
    "ar-rosario",
    "en",
    { amount: 140, currency: "USD", category: "lodging", city: "Santiago", nights: 1, exchangeRate: 1000 },
    "allowed",
    3,
    "under the dollar cap, approvals in pesos with the rate",
  ),
  c(
    "ar-rosario",
    "es",
    { amount: 140, currency: "USD", category: "lodging", city: "Santiago", nights: 1 },
    "allowed",
    3,
    "under the dollar cap without a rate: the peso band is said at the policy's rate",
  ),
  c("ar-rosario", "es", { amount: 70000, currency: "ARS", category: "meals", city: "Mendoza" }, "over_limit", 3, "meals over", {
    excess: 10000,
  }),
  c("ar-rosario", "pt-BR", { amount: 800000, currency: "ARS", category: "other" }, "needs_approval", 5, "the owner's band", {
    approver: "dueño",
  }),

  // ——— Chile (Santiago): documents and three bands ———
  c(
    "cl-santiago",
    "es",
    { amount: 30000, currency: "CLP", category: "meals", city: "Santiago", document: "boleta" },
    "needs_document",
    5,
    "no boletas for meals: a factura instead",
    { documents: ["invoice"] },
  ),
  c(
    "cl-santiago",
    "pt-BR",
    { amount: 20000, currency: "CLP", category: "meals", city: "Valparaíso", document: "boleta" },
    "needs_document",
    5,
    "the same refusal, answered in Portuguese",
  ),
  c(
    "cl-santiago",
    "es",
    { amount: 30000, currency: "CLP", category: "meals", city: "Santiago", document: "invoice" },
    "allowed",
    3,
    "a factura is fine",
    { documents: ["receipt"] },
  ),
  c(
    "cl-santiago",
    "es",
    { amount: 90000, currency: "CLP", category: "lodging", city: "Antofagasta", nights: 1, document: "boleta" },
    "allowed",
    3,
    "the boleta refusal is for meals only",
  ),
  c(
    "cl-santiago",
    "en",
    { amount: 200, currency: "USD", category: "lodging", city: "Lima", nights: 1, exchangeRate: 950 },
    "over_limit",
    3,
    "over the dollar cap abroad, the excess in pesos",
    { excess: 19000 },
  ),
  c("cl-santiago", "es", { amount: 600000, currency: "CLP", category: "other" }, "needs_approval", 5, "the area manager's band", {
    approver: "gerente de área",
  }),
  c("cl-santiago", "es", { amount: 2500000, currency: "CLP", category: "other" }, "needs_approval", 5, "the general manager's band", {
    approver: "gerente general",
  }),
  c("cl-santiago", "pt-BR", { amount: 2000000, currency: "CLP", category: "other" }, "needs_approval", 5, "the top of the middle band", {
    approver: "gerente de área",
  }),
  c("cl-santiago", "es", { amount: 500000, currency: "CLP", category: "other" }, "allowed", 5, "the top of the first band"),
  c(
    "cl-santiago-en",
    "en",
    { amount: 100, currency: "USD", category: "meals", city: "Santiago" },
    "cannot_tell",
    5,
    "dollars without a rate: the policy's own exchange-rate line",
    { missing: ["exchangeRate"] },
  ),
  c(
    "cl-santiago-en",
    "es",
    { amount: 100, currency: "USD", category: "lodging", city: "Santiago", nights: 1 },
    "cannot_tell",
    5,
    "the same in Spanish",
    { missing: ["exchangeRate"] },
  ),
  c(
    "cl-santiago-en",
    "pt-BR",
    { amount: 110, currency: "USD", category: "lodging", city: "Santiago", nights: 1, exchangeRate: 950 },
    "allowed",
    3,
    "with the rate: under the home cap",
  ),
  c(
    "cl-santiago-en",
    "en",
    { amount: 100000, currency: "CLP", category: "lodging", city: "Valparaíso", nights: 1 },
    "allowed",
    3,
    "hotel at home",
  ),
  c(
    "cl-santiago-en",
    "en",
    { amount: 130000, currency: "CLP", category: "lodging", city: "Valparaíso", nights: 1 },
    "over_limit",
    3,
    "hotel over",
    { excess: 10000 },
  ),
  c("cl-santiago-en", "en", { amount: 600000, currency: "CLP", category: "other" }, "needs_approval", 5, "the country manager's band", {
    approver: "country manager",
  }),

  // ——— Peru (Lima) ———
  c("pe-lima", "es", { amount: 150, currency: "PEN", category: "meals", city: "Arequipa" }, "allowed", 3, "meals at home"),
  c("pe-lima", "es", { amount: 400, currency: "PEN", category: "meals", city: "Bogotá" }, "over_limit", 3, "meals abroad over", {
    excess: 50,
  }),
  c("pe-lima", "pt-BR", { amount: 200, currency: "PEN", category: "meals", city: "Quito" }, "allowed", 3, "meals abroad"),
  c(
    "pe-lima",
    "en",
    { amount: 300, currency: "PEN", category: "lodging", city: "Cusco", nights: 1, items: ["laundry"] },
    "not_reimbursable",
    6,
    "no laundry",
  ),
  c("pe-lima", "es", { amount: 2500, currency: "PEN", category: "other" }, "needs_approval", 5, "the general manager's band", {
    approver: "gerente general",
  }),

  // ——— Canada (Vancouver): a US cap in dollars ———
  c("ca-vancouver", "en", { amount: 70, currency: "CAD", category: "meals", city: "Toronto" }, "allowed", 3, "meals at home"),
  c("ca-vancouver", "en", { amount: 90, currency: "CAD", category: "meals", city: "Toronto" }, "over_limit", 3, "meals over", {
    excess: 15,
  }),
  c(
    "ca-vancouver",
    "en",
    { amount: 240, currency: "USD", category: "lodging", city: "Seattle", nights: 1, exchangeRate: 1.37 },
    "allowed",
    3,
    "under the US cap in US dollars",
  ),
  c(
    "ca-vancouver",
    "es",
    { amount: 280, currency: "USD", category: "lodging", city: "Seattle", nights: 1, exchangeRate: 1.37 },
    "over_limit",
    3,
    "over the US cap, the excess in Canadian dollars",
    { excess: 41.1 },
  ),
  c(
    "ca-vancouver",
    "en",
    { amount: 300, currency: "CAD", category: "lodging", city: "London", nights: 1 },
    "allowed",
    3,
    "abroad but not the US",
  ),
  c(
    "ca-vancouver",
    "pt-BR",
    { amount: 250, currency: "CAD", category: "lodging", city: "Montreal", nights: 1 },
    "over_limit",
    3,
    "hotel over at home",
    { excess: 30 },
  ),
  c("ca-vancouver", "en", { amount: 70, currency: "CAD", category: "mileage", distance: 100 }, "over_limit", 3, "more than rate × km", {
    excess: 2,
  }),
  c(
    "ca-vancouver",
    "en",
    { amount: 60, currency: "CAD", category: "meals", city: "Vancouver", items: ["alcohol"], withClients: false },
    "not_reimbursable",
    6,
    "alcohol without clients",
  ),
  c("ca-vancouver", "en", { amount: 3000, currency: "CAD", category: "other" }, "needs_approval", 5, "the VP Finance's band", {
    approver: "VP Finance",
  }),

  // ——— Ecuador (Quito) ———
  c("ec-quito", "es", { amount: 35, currency: "USD", category: "meals", city: "Guayaquil" }, "allowed", 3, "viáticos at home"),
  c("ec-quito", "es", { amount: 100, currency: "USD", category: "meals", city: "Lima" }, "over_limit", 3, "viáticos abroad over", {
    excess: 10,
  }),
  c(
    "ec-quito",
    "en",
    { amount: 30, currency: "USD", category: "meals", city: "Guayaquil", items: ["alcohol"] },
    "not_reimbursable",
    6,
    "no alcohol",
  ),
  c(
    "ec-quito",
    "es",
    { amount: 350, currency: "USD", category: "lodging", city: "Cuenca", nights: 2 },
    "over_limit",
    3,
    "two nights over the proposed cap",
    { excess: 110, approver: "directora ejecutiva" },
  ),
  c("ec-quito", "pt-BR", { amount: 400, currency: "USD", category: "other" }, "needs_approval", 5, "the director's band", {
    approver: "directora ejecutiva",
  }),

  // ——— Uruguay (Montevideo): dollar policy, peso limits at home ———
  c("uy-montevideo", "en", { amount: 50, currency: "USD", category: "meals", city: "Buenos Aires" }, "allowed", 3, "per diem abroad"),
  c("uy-montevideo", "en", { amount: 80, currency: "USD", category: "meals", city: "São Paulo" }, "over_limit", 3, "per diem abroad over", {
    excess: 20,
  }),
  c(
    "uy-montevideo",
    "es",
    { amount: 1500, currency: "UYU", category: "meals", city: "Montevideo" },
    "allowed",
    3,
    "pesos under the peso limit: the dollar bands are said at the policy's rate",
  ),
  c(
    "uy-montevideo",
    "es",
    { amount: 1500, currency: "UYU", category: "meals", city: "Montevideo", exchangeRate: 0.025 },
    "allowed",
    3,
    "pesos with a rate",
  ),
  c(
    "uy-montevideo",
    "pt-BR",
    { amount: 6000, currency: "UYU", category: "lodging", country: "UY", nights: 1, exchangeRate: 0.025 },
    "over_limit",
    3,
    "over the peso cap, the excess in dollars",
    { excess: 25 },
  ),
  c("uy-montevideo", "en", { amount: 3000, currency: "USD", category: "other" }, "needs_approval", 5, "the CTO's band", {
    approver: "CTO",
  }),
  c("uy-montevideo", "pt-BR", { amount: 6000, currency: "USD", category: "other" }, "needs_approval", 5, "the CEO's band", {
    approver: "CEO",
  }),

  // ——— Paraguay (Asunción) ———
  c("py-asuncion", "es", { amount: 200000, currency: "PYG", category: "meals", city: "Ciudad del Este" }, "allowed", 3, "meals at home"),
  c("py-asuncion", "es", { amount: 300000, currency: "PYG", category: "meals", city: "Ciudad del Este" }, "over_limit", 3, "meals over", {
    excess: 50000,
  }),
  c("py-asuncion", "en", { amount: 100000, currency: "PYG", category: "other", items: ["tobacco"] }, "not_reimbursable", 6, "no tobacco"),
  c("py-asuncion", "pt-BR", { amount: 2500000, currency: "PYG", category: "other" }, "needs_approval", 5, "the manager's band", {
    approver: "gerente",
  }),

  // ——— Bolivia (Santa Cruz) ———
  c("bo-santa-cruz", "es", { amount: 500, currency: "BOB", category: "lodging", city: "La Paz", nights: 1 }, "allowed", 3, "hotel at home"),
  c(
    "bo-santa-cruz",
    "es",
    { amount: 1500, currency: "BOB", category: "lodging", city: "Cochabamba", nights: 2 },
    "over_limit",
    3,
    "two nights over",
    { excess: 300 },
  ),
  c("bo-santa-cruz", "en", { amount: 1300, currency: "BOB", category: "lodging", city: "Lima", nights: 1 }, "allowed", 3, "hotel abroad"),
  c("bo-santa-cruz", "es", { amount: 6000, currency: "BOB", category: "other" }, "needs_approval", 5, "the general manager's band", {
    approver: "gerente general",
  }),

  // ——— Venezuela (Caracas) ———
  c("ve-caracas", "es", { amount: 35, currency: "USD", category: "meals", city: "Maracaibo" }, "allowed", 3, "meals at home"),
  c("ve-caracas", "es", { amount: 50, currency: "USD", category: "meals", city: "Maracay" }, "over_limit", 3, "meals over", { excess: 10 }),
  c("ve-caracas", "en", { amount: 150, currency: "USD", category: "lodging", city: "Bogotá", nights: 1 }, "allowed", 3, "hotel abroad"),
  c("ve-caracas", "es", { amount: 1200, currency: "USD", category: "other" }, "needs_approval", 5, "the general manager's band", {
    approver: "gerente general",
  }),

  // ——— Guatemala: three bands ———
  c("gt-guatemala", "es", { amount: 350, currency: "GTQ", category: "meals", city: "Quetzaltenango" }, "allowed", 3, "viáticos at home"),
  c("gt-guatemala", "es", { amount: 450, currency: "GTQ", category: "meals", city: "Quetzaltenango" }, "over_limit", 3, "viáticos over", {
    excess: 50,
  }),
  c("gt-guatemala", "es", { amount: 6000, currency: "GTQ", category: "other" }, "needs_approval", 5, "the operations manager's band", {
    approver: "gerente de operaciones",
  }),
  c("gt-guatemala", "en", { amount: 25000, currency: "GTQ", category: "other" }, "needs_approval", 5, "the board's band", {
    approver: "junta directiva",
  }),
  c("gt-guatemala", "pt-BR", { amount: 20000, currency: "GTQ", category: "other" }, "needs_approval", 5, "the top of the middle band", {
    approver: "gerente de operaciones",
  }),

  // ——— Honduras (San Pedro Sula) ———
  c("hn-san-pedro-sula", "es", { amount: 700, currency: "HNL", category: "meals", city: "Tegucigalpa" }, "allowed", 3, "meals at home"),
  c(
    "hn-san-pedro-sula",
    "es",
    { amount: 3000, currency: "HNL", category: "lodging", city: "Tegucigalpa", nights: 1 },
    "over_limit",
    3,
    "hotel over",
    { excess: 500 },
  ),
  c(
    "hn-san-pedro-sula",
    "en",
    { amount: 4000, currency: "HNL", category: "lodging", city: "San Salvador", nights: 1 },
    "allowed",
    3,
    "hotel abroad",
  ),
  c("hn-san-pedro-sula", "es", { amount: 25000, currency: "HNL", category: "other" }, "needs_approval", 5, "the plant manager's band", {
    approver: "gerente de planta",
  }),

  // ——— El Salvador: a country destination ———
  c("sv-san-salvador", "es", { amount: 150, currency: "USD", category: "meals", city: "Miami" }, "allowed", 3, "the US limit"),
  c("sv-san-salvador", "es", { amount: 250, currency: "USD", category: "meals", city: "Houston" }, "over_limit", 3, "over the US limit", {
    excess: 50,
  }),
  c(
    "sv-san-salvador",
    "en",
    { amount: 100, currency: "USD", category: "meals", city: "Guatemala City" },
    "over_limit",
    3,
    "abroad but not the US",
    { excess: 10 },
  ),
  c("sv-san-salvador", "pt-BR", { amount: 30, currency: "USD", category: "meals", city: "Soyapango" }, "allowed", 3, "meals at home"),
  c("sv-san-salvador", "es", { amount: 150, currency: "USD", category: "meals", country: "US" }, "allowed", 3, "the country is enough"),
  c("sv-san-salvador", "es", { amount: 1500, currency: "USD", category: "other" }, "needs_approval", 5, "the CFO's band", {
    approver: "director financiero",
  }),

  // ——— Nicaragua (Managua) ———
  c("ni-managua", "es", { amount: 800, currency: "NIO", category: "meals", city: "León" }, "allowed", 3, "meals at home"),
  c("ni-managua", "pt-BR", { amount: 1000, currency: "NIO", category: "meals", city: "León" }, "over_limit", 3, "meals over", {
    excess: 100,
  }),
  c(
    "ni-managua",
    "en",
    { amount: 500, currency: "NIO", category: "meals", city: "León", items: ["alcohol"] },
    "not_reimbursable",
    6,
    "no alcohol",
  ),
  c("ni-managua", "es", { amount: 16000, currency: "NIO", category: "other" }, "needs_approval", 5, "the director's band", {
    approver: "director",
  }),
  c("ni-managua", "en", { amount: 40, currency: "USD", category: "meals", city: "León" }, "cannot_tell", 1, "dollars without a rate", {
    missing: ["exchangeRate"],
  }),

  // ——— Costa Rica (San José): international approval ———
  c(
    "cr-san-jose",
    "es",
    { amount: 60000, currency: "CRC", category: "lodging", city: "San José", nights: 1 },
    "allowed",
    3,
    "hotel at home",
  ),
  c(
    "cr-san-jose",
    "es",
    { amount: 90000, currency: "CRC", category: "lodging", city: "Ciudad de Panamá", nights: 1 },
    "needs_approval",
    5,
    "any international trip needs the general manager",
    { approver: "gerente general" },
  ),
  c(
    "cr-san-jose",
    "es",
    { amount: 120000, currency: "CRC", category: "lodging", city: "Ciudad de Panamá", nights: 1 },
    "over_limit",
    3,
    "over the abroad cap, and approval too",
    { excess: 20000, approver: "gerente general" },
  ),
  c(
    "cr-san-jose",
    "en",
    { amount: 20000, currency: "CRC", category: "meals" },
    "cannot_tell",
    3,
    "colones with no city: abroad the general manager approves, so the place is asked",
    { missing: ["place"] },
  ),
  c(
    "cr-san-jose",
    "es",
    { amount: 50000, currency: "CRC", category: "lodging", city: "San José", nights: 1, items: ["spa"] },
    "not_reimbursable",
    6,
    "no spa",
  ),
  c(
    "cr-san-jose",
    "pt-BR",
    { amount: 700000, currency: "CRC", category: "other" },
    "needs_approval",
    5,
    "finance above the manager's band",
    {
      approver: "Finanzas",
    },
  ),

  // ——— Panama: international approval, receipts for everything ———
  c("pa-panama", "en", { amount: 45, currency: "USD", category: "meals", country: "PA" }, "allowed", 3, "meals at home", {
    documents: ["receipt"],
  }),
  c(
    "pa-panama",
    "en",
    { amount: 70, currency: "USD", category: "meals", city: "Bogotá" },
    "needs_approval",
    5,
    "abroad: the CEO approves",
    {
      approver: "CEO",
    },
  ),
  c("pa-panama", "en", { amount: 100, currency: "USD", category: "meals", city: "Bogotá" }, "over_limit", 3, "over the abroad limit", {
    excess: 10,
  }),
  c(
    "pa-panama",
    "es",
    { amount: 45, currency: "USD", category: "meals" },
    "cannot_tell",
    3,
    "dollars with no city: abroad the CEO approves, so the place is asked",
    { missing: ["place"] },
  ),
  c("pa-panama", "en", { amount: 1500, currency: "USD", category: "other" }, "needs_approval", 5, "finance's band", {
    approver: "Finance",
  }),
  c(
    "pa-panama",
    "pt-BR",
    { amount: 120, currency: "USD", category: "lodging", country: "PA", nights: 1 },
    "allowed",
    5,
    "receipts for all",
    {
      documents: ["receipt"],
    },
  ),

  // ——— Dominican Republic ———
  c(
    "do-santo-domingo",
    "es",
    { amount: 5500, currency: "DOP", category: "lodging", city: "Santiago de los Caballeros", nights: 1 },
    "allowed",
    3,
    "hotel at home",
  ),
  c(
    "do-santo-domingo",
    "es",
    { amount: 14000, currency: "DOP", category: "lodging", city: "Punta Cana", nights: 2 },
    "over_limit",
    3,
    "two nights over",
    { excess: 2000 },
  ),
  c("do-santo-domingo", "en", { amount: 60000, currency: "DOP", category: "other" }, "needs_approval", 5, "the finance manager's band", {
    approver: "gerente financiero",
  }),
  c("do-santo-domingo", "es", { amount: 3500, currency: "DOP", category: "meals", city: "Punta Cana" }, "over_limit", 3, "meals over", {
    excess: 500,
  }),

  // ——— United States (Chicago): class by role and hours ———
  c(
    "us-chicago",
    "en",
    { amount: 1000, currency: "USD", category: "airfare", cabin: "business", role: "partner", flightHours: 9, city: "Tokyo" },
    "allowed",
    2,
    "a partner on a long flight",
  ),
  c(
    "us-chicago",
    "en",
    { amount: 1000, currency: "USD", category: "airfare", cabin: "business", role: "partner", flightHours: 5, city: "Tokyo" },
    "needs_approval",
    6,
    "a partner on a short flight: an upgrade approved in advance",
    { approver: "Line manager" },
  ),
  c(
    "us-chicago",
    "en",
    { amount: 1000, currency: "USD", category: "airfare", cabin: "business", role: "associate", flightHours: 9, city: "Tokyo" },
    "needs_approval",
    6,
    "not a partner",
  ),
  c(
    "us-chicago",
    "es",
    { amount: 1000, currency: "USD", category: "airfare", cabin: "business", flightHours: 9, city: "Tokyo" },
    "cannot_tell",
    2,
    "the rule depends on the role",
    { missing: ["role"] },
  ),
  c(
    "us-chicago",
    "en",
    { amount: 400, currency: "USD", category: "airfare", cabin: "economy", city: "Denver" },
    "allowed",
    2,
    "economy for everyone",
  ),
  // A flight with no class named is judged as the policy's usual economy (shown in what was understood).
  c("us-chicago", "en", { amount: 400, currency: "USD", category: "airfare", city: "Denver" }, "allowed", 2, "no cabin: economy"),
  c(
    "us-chicago",
    "en",
    { amount: 200, currency: "USD", category: "lodging", city: "Chicago", nights: 2, items: ["laundry"] },
    "not_reimbursable",
    6,
    "no laundry",
  ),
  c("us-chicago", "pt-BR", { amount: 50, currency: "USD", category: "meals", city: "Chicago" }, "allowed", 5, "receipts for all", {
    documents: ["receipt"],
  }),
  c("us-chicago", "en", { amount: 2000, currency: "USD", category: "other" }, "needs_approval", 5, "finance's band", {
    approver: "Finance",
  }),
  c(
    "us-chicago",
    "en",
    { amount: 150, currency: "USD", category: "other", items: ["personal"] },
    "not_reimbursable",
    6,
    "personal expenses, from the general list",
  ),
  c(
    "us-chicago",
    "en",
    { amount: 40, currency: "USD", category: "entertainment", city: "Chicago" },
    "not_reimbursable",
    6,
    "entertainment is not deductible in the US and the policy does not pay it",
  ),

  // ——— Mexico (Guadalajara): a category tier ———
  c(
    "mx-guadalajara",
    "es",
    { amount: 4000, currency: "MXN", category: "entertainment", city: "Guadalajara" },
    "needs_approval",
    5,
    "client meals over 3,000 need the partner",
    { approver: "socio director" },
  ),
  c(
    "mx-guadalajara",
    "es",
    { amount: 2500, currency: "MXN", category: "entertainment", city: "Guadalajara" },
    "allowed",
    5,
    "client meals under the category threshold",
  ),
  c("mx-guadalajara", "en", { amount: 600, currency: "MXN", category: "meals", city: "Guadalajara" }, "allowed", 3, "meals at home"),
  c(
    "mx-guadalajara",
    "es",
    { amount: 4000, currency: "MXN", category: "meals", city: "Guadalajara" },
    "over_limit",
    3,
    "meals, not client entertainment: the daily limit",
    { excess: 3300 },
  ),

  // ——— Brazil (Natal): a refused document, receipts for all ———
  c("br-natal", "pt-BR", { amount: 60, currency: "BRL", category: "meals", city: "Recife" }, "allowed", 3, "meals at home", {
    documents: ["receipt"],
  }),
  c(
    "br-natal",
    "pt-BR",
    { amount: 300, currency: "BRL", category: "lodging", city: "Recife", nights: 1, document: "posTicket" },
    "needs_document",
    5,
    "no POS tickets for hotels",
  ),
  c(
    "br-natal",
    "es",
    { amount: 400, currency: "BRL", category: "lodging", city: "João Pessoa", nights: 2, document: "posTicket" },
    "needs_document",
    5,
    "the same refusal, answered in Spanish",
  ),
  c(
    "br-natal",
    "pt-BR",
    { amount: 300, currency: "BRL", category: "lodging", city: "Recife", nights: 1, document: "invoice" },
    "allowed",
    3,
    "an invoice is fine",
  ),
  c("br-natal", "en", { amount: 80, currency: "BRL", category: "meals", city: "Recife" }, "over_limit", 3, "meals over", { excess: 10 }),
  c(
    "br-natal",
    "es",
    { amount: 60, currency: "BRL", category: "meals", city: "Recife", document: "posTicket" },
    "allowed",
    3,
    "the POS-ticket refusal is for hotels only",
  ),

  // ——— Brazil (Fortaleza): premium economy by hours, international approval ———
  c(
    "br-fortaleza",
    "pt-BR",
    { amount: 3000, currency: "BRL", category: "airfare", cabin: "premiumEconomy", flightHours: 7, city: "Salvador" },
    "allowed",
    2,
    "premium economy on a long flight",
  ),
  c(
    "br-fortaleza",
    "pt-BR",
    { amount: 3000, currency: "BRL", category: "airfare", cabin: "premiumEconomy", flightHours: 4, city: "Salvador" },
    "needs_approval",
    6,
    "premium economy on a short flight",
    { approver: "Gestor direto" },
  ),
  c(
    "br-fortaleza",
    "pt-BR",
    { amount: 3000, currency: "BRL", category: "airfare", cabin: "premiumEconomy", city: "Salvador" },
    "cannot_tell",
    2,
    "the rule depends on the hours",
    { missing: ["flightHours"] },
  ),
  c(
    "br-fortaleza",
    "pt-BR",
    { amount: 4000, currency: "BRL", category: "airfare", cabin: "economy", city: "Lisboa" },
    "needs_approval",
    5,
    "international trips need the director-general",
    { approver: "diretor-geral" },
  ),
  c(
    "br-fortaleza",
    "en",
    { amount: 2000, currency: "BRL", category: "airfare", cabin: "economy" },
    "cannot_tell",
    5,
    "no destination: the international approval may apply",
    { missing: ["place"] },
  ),
  c("br-fortaleza", "es", { amount: 40, currency: "BRL", category: "meals", city: "Fortaleza" }, "allowed", 3, "no receipt under R$ 50"),
  c("br-fortaleza", "pt-BR", { amount: 60, currency: "BRL", category: "meals", city: "Fortaleza" }, "allowed", 5, "a receipt over R$ 50", {
    documents: ["receipt"],
  }),
  // ——— Issue 35, 1: ask only what changes the verdict ———
  q(
    "us-austin",
    "en",
    "Can I expense a $45 lunch?",
    { amount: 45, currency: "USD", category: "meals" },
    "allowed",
    3,
    "a lunch in the policy's currency: at home, no city asked",
  ),
  q(
    "us-austin",
    "en",
    "Can I expense a $230 hotel a night?",
    { nights: 1, amount: 230, currency: "USD", category: "lodging" },
    "allowed",
    3,
    "a night under the home cap and the NYC cap: no city asked",
    { unneeded: ["place"] },
  ),
  q(
    "us-austin",
    "en",
    "Can I expense a $300 hotel a night?",
    { nights: 1, amount: 300, currency: "USD", category: "lodging" },
    "cannot_tell",
    3,
    "over the home cap, under the NYC one: the city decides",
    { missing: ["place"] },
  ),
  q(
    "us-austin",
    "en",
    "Can I expense a $120 traffic fine?",
    { amount: 120, currency: "USD", items: ["fines"] },
    "not_reimbursable",
    6,
    "a fine is never paid, whatever it was for",
    { unneeded: ["category"] },
  ),
  q(
    "us-austin",
    "en",
    "Can I expense a $700 dinner?",
    { amount: 700, currency: "USD", category: "meals", country: "US" },
    "over_limit",
    3,
    "a dinner in the approver's band: no city asked",
    { excess: 620 },
  ),
  c(
    "us-houston",
    "en",
    { amount: 250, currency: "USD", category: "lodging" },
    "cannot_tell",
    3,
    "no city, no nights: a New York night or two nights in Dallas",
    { missing: ["place", "nights"] },
  ),
  q(
    "mx-cdmx",
    "es",
    "¿Puedo pasar una comida de 500 pesos?",
    { amount: 500, currency: "MXN", category: "meals" },
    "cannot_tell",
    3,
    "pesos with no city: the abroad cap is in dollars, so the place decides (and abroad, the rate)",
    { missing: ["place", "exchangeRate"] },
  ),
  q(
    "co-medellin",
    "es",
    "¿Puedo pasar un hotel de 300.000 por noche?",
    { nights: 1, amount: 300000, currency: "COP", category: "lodging" },
    "allowed",
    3,
    "per night is one night",
  ),
  q(
    "mx-cdmx",
    "es",
    "¿Puedo pasar una multa de 800 pesos?",
    { amount: 800, currency: "MXN", items: ["fines"] },
    "not_reimbursable",
    6,
    "a fine, whatever it was for",
    { unneeded: ["category"] },
  ),
  q(
    "mx-cdmx",
    "es",
    "¿Puedo pasar una cena de 6.000 pesos?",
    { amount: 6000, currency: "MXN", category: "meals" },
    "cannot_tell",
    3,
    "over the home cap, the abroad one in dollars: the place decides",
    { missing: ["place", "exchangeRate"], approver: "director de finanzas" },
  ),
  c(
    "mx-cdmx",
    "es",
    { amount: 100, currency: "EUR", category: "meals" },
    "cannot_tell",
    5,
    "euros, no city: every place needs the rate, so only the rate is asked",
    { missing: ["exchangeRate"] },
  ),
  q(
    "br-sao-paulo",
    "pt-BR",
    "Posso lançar uma hospedagem de R$ 450 a diária em Campinas?",
    { nights: 1, amount: 450, currency: "BRL", category: "lodging", city: "Campinas", country: "BR" },
    "allowed",
    3,
    "a diária is one night",
  ),
  q(
    "br-sao-paulo",
    "pt-BR",
    "Posso lançar um almoço de R$ 100?",
    { amount: 100, currency: "BRL", category: "meals" },
    "cannot_tell",
    3,
    "reais with no city: the abroad cap is in dollars, so the place decides",
    { missing: ["place", "exchangeRate"] },
  ),
  q(
    "br-natal",
    "pt-BR",
    "Posso lançar uma gorjeta de R$ 15?",
    { amount: 15, currency: "BRL", items: ["tips"] },
    "allowed",
    5,
    "a tip the policy does not refuse, whatever it was for and wherever",
    { unneeded: ["category", "place"] },
  ),
  q(
    "br-recife",
    "pt-BR",
    "Posso lançar uma gorjeta de R$ 15?",
    { amount: 15, currency: "BRL", items: ["tips"] },
    "not_reimbursable",
    6,
    "a tip the policy refuses, whatever it was for",
    { unneeded: ["category"] },
  ),
  c(
    "br-sao-paulo",
    "pt-BR",
    { amount: 600, currency: "BRL", category: "lodging" },
    "cannot_tell",
    3,
    "over one night's cap at home, under the abroad one: the place and the nights decide",
    { missing: ["place", "nights"] },
  ),
  // What the policy refuses in words, described in words: no amount or place asked for it.
  q(
    "us-austin",
    "en",
    "my husband flew with me to Denver, can I expense his ticket? $320",
    { amount: 320, currency: "USD", category: "airfare", city: "Denver", country: "US" },
    "not_reimbursable",
    6,
    "a companion's ticket: the personal-expenses line refuses it",
  ),
  q(
    "mx-cdmx",
    "es",
    "mi cliente ya me reembolsó el hotel de 1.500 pesos, ¿lo puedo pasar también?",
    { amount: 1500, currency: "MXN", category: "lodging" },
    "not_reimbursable",
    6,
    "what a client already paid",
    { unneeded: ["place"] },
  ),
  q(
    "br-sao-paulo",
    "pt-BR",
    "posso lançar o seguro de viagem pessoal que comprei? R$ 180",
    { amount: 180, currency: "BRL" },
    "not_reimbursable",
    6,
    "personal travel insurance, whatever it was for",
    { unneeded: ["category"] },
  ),
  // A rate per mile or km in the question is compared with the policy's rate; a place typed in lower case or unknown to the tables is read.
  q(
    "us-austin",
    "en",
    "can I claim $0.90 a mile for my car?",
    { distance: 1, amount: 0.9, currency: "USD", category: "mileage" },
    "over_limit",
    3,
    "a rate per mile above the policy's",
    { excess: 0.23 },
  ),
  q(
    "es-madrid",
    "es",
    "¿puedo cobrar 0,30 €/km con mi coche?",
    { distance: 1, amount: 0.3, currency: "EUR", category: "mileage" },
    "over_limit",
    3,
    "a rate per km above the policy's",
    { excess: 0.04 },
  ),
  q(
    "br-sao-paulo",
    "pt-BR",
    "posso cobrar R$ 1,00 por km do carro próprio? rodei 200 km",
    { distance: 200, amount: 200, currency: "BRL", category: "mileage" },
    "allowed",
    3,
    "a rate per km under the policy's, times the distance",
  ),
  q(
    "us-austin",
    "en",
    "hotel in Tupiza $150 a night",
    { nights: 1, amount: 150, currency: "USD", category: "lodging", city: "Tupiza" },
    "allowed",
    3,
    "a place no table knows, under every cap: no country asked",
    { unneeded: ["place"] },
  ),
  q(
    "us-austin",
    "en",
    "hotel in Tupiza $280 a night",
    { nights: 1, amount: 280, currency: "USD", category: "lodging", city: "Tupiza" },
    "cannot_tell",
    3,
    "a place no table knows, over the home cap: its country is asked, not the city",
    { missing: ["place"] },
  ),

  q(
    "us-chicago",
    "en",
    "As a partner, can I fly business to Tokyo for $4000?",
    { amount: 4000, currency: "USD", category: "airfare", cabin: "business", role: "partner", city: "Tokyo", country: "JP" },
    "needs_approval",
    5,
    "finance approves $4,000 however long the flight: the hours are not asked",
    { approver: "Finance", unneeded: ["flightHours"] },
  ),

  // ——— Issue 35, 2: the places and words employees use ———
  q(
    "us-houston",
    "en",
    "Can I expense a hotel in Nueva York at $340 a night?",
    { nights: 1, amount: 340, currency: "USD", category: "lodging", city: "Nueva York", country: "US" },
    "allowed",
    3,
    "the policy's New York, in Spanish",
  ),
  q(
    "us-houston",
    "en",
    "hotel in CDMX for $280 a night, ok?",
    { nights: 1, amount: 280, currency: "USD", category: "lodging", city: "CDMX", country: "MX" },
    "allowed",
    3,
    "Mexico City as it is written there",
  ),
  q(
    "us-austin",
    "en",
    "Can I expense 3 beers for $24 in Dallas?",
    { amount: 24, currency: "USD", items: ["alcohol"], city: "Dallas", country: "US" },
    "not_reimbursable",
    6,
    "beers are alcohol, and 3 is no amount",
    { unneeded: ["category"] },
  ),
  q(
    "us-houston",
    "en",
    "Can I expense an Amtrak ticket for $90?",
    { amount: 90, currency: "USD", category: "groundTransport" },
    "allowed",
    5,
    "a train ticket is ground transport",
  ),
  q(
    "us-austin",
    "en",
    "Can I expense a $15 train ticket to Boston?",
    { amount: 15, currency: "USD", category: "groundTransport", city: "Boston", country: "US" },
    "allowed",
    5,
    "a train ticket is no airfare",
  ),
  q(
    "us-austin",
    "en",
    "Can I expense a 1st class flight to London for $3000?",
    { amount: 3000, currency: "USD", category: "airfare", cabin: "first", city: "London", country: "GB" },
    "not_reimbursable",
    2,
    "1st class is a class, not an amount of 1",
  ),
  q("us-houston", "en", "laundry $25?", { amount: 25, currency: "USD", items: ["laundry"] }, "not_reimbursable", 6, "laundry", {
    unneeded: ["category"],
  }),
  q(
    "ca-vancouver",
    "en",
    "Can I expense a Lyft for 30 CAD?",
    { amount: 30, currency: "CAD", category: "groundTransport" },
    "allowed",
    5,
    "a ride app is ground transport",
  ),
  q(
    "mx-cdmx",
    "es",
    "¿Puedo pasar 3 cervezas de 200 pesos en Queretaro?",
    { amount: 200, currency: "MXN", items: ["alcohol"], city: "Queretaro", country: "MX" },
    "not_reimbursable",
    6,
    "cervezas are alcohol; Querétaro without its accent is in Mexico",
    { unneeded: ["category"] },
  ),
  q(
    "co-medellin",
    "es",
    "¿Puedo pasar un comparendo de 300.000?",
    { amount: 300000, currency: "COP", items: ["fines"] },
    "not_reimbursable",
    6,
    "a comparendo is a fine",
    { unneeded: ["category"] },
  ),
  q(
    "cl-santiago",
    "es",
    "¿Puedo rendir un parte de 50.000 pesos?",
    { amount: 50000, currency: "CLP", items: ["fines"] },
    "not_reimbursable",
    6,
    "a parte is a fine",
    { unneeded: ["category"] },
  ),
  q(
    "pe-lima",
    "es",
    "¿Puedo rendir una papeleta de 200 soles?",
    { amount: 200, currency: "PEN", items: ["fines"] },
    "not_reimbursable",
    6,
    "a papeleta is a fine",
    { unneeded: ["category"] },
  ),
  q(
    "pe-lima",
    "es",
    "¿Puedo rendir unas chelas de S/ 60 en Cuzco?",
    { amount: 60, currency: "PEN", items: ["alcohol"], city: "Cuzco", country: "PE" },
    "not_reimbursable",
    6,
    "chelas are beers; Cuzco is Cusco",
    { unneeded: ["category"] },
  ),
  q(
    "pe-lima",
    "es",
    "¿Puedo rendir una lavandería de 50 soles?",
    { amount: 50, currency: "PEN", items: ["laundry"] },
    "not_reimbursable",
    6,
    "lavandería is the laundry the company refuses",
    { unneeded: ["category"] },
  ),
  q(
    "mx-cdmx",
    "es",
    "¿Puedo pasar el servibar de 300 pesos?",
    { amount: 300, currency: "MXN", items: ["minibar"] },
    "not_reimbursable",
    6,
    "the servibar is the minibar",
    { unneeded: ["category"] },
  ),
  q(
    "mx-cdmx",
    "es",
    "¿Puedo pasar un pasaje de autobús a Queretaro de 450 pesos?",
    { amount: 450, currency: "MXN", category: "groundTransport", city: "Queretaro", country: "MX" },
    "allowed",
    5,
    "a bus ticket is ground transport",
  ),
  q(
    "ar-rosario",
    "es",
    "¿Puedo rendir un remise de 5.000 pesos?",
    { amount: 5000, currency: "ARS", category: "groundTransport" },
    "allowed",
    5,
    "a remise is ground transport",
  ),
  q(
    "es-madrid",
    "es",
    "¿Puedo pasar un vuelo en primera de 300 €?",
    { amount: 300, currency: "EUR", category: "airfare", cabin: "first" },
    "needs_approval",
    6,
    "en primera is first class: an upgrade approved in advance",
    { approver: "jefe de área" },
  ),
  q(
    "es-madrid",
    "es",
    "¿Puedo pasar un billete de tren de 60 € a Lisboa?",
    { amount: 60, currency: "EUR", category: "groundTransport", city: "Lisboa", country: "PT" },
    "allowed",
    5,
    "a train ticket abroad is ground transport",
  ),
  q(
    "br-sao-paulo",
    "pt-BR",
    "Posso lançar uma cerveja de R$ 25?",
    { amount: 25, currency: "BRL", items: ["alcohol"] },
    "not_reimbursable",
    6,
    "a cerveja is alcohol",
    { unneeded: ["category"] },
  ),
  q(
    "br-sao-paulo",
    "pt-BR",
    "Posso lançar um voo em 1a classe de R$ 3000 para Lisboa?",
    { amount: 3000, currency: "BRL", category: "airfare", cabin: "first", city: "Lisboa", country: "PT" },
    "needs_approval",
    6,
    "1a classe is first class, not R$ 1",
  ),
  q(
    "br-sao-paulo",
    "pt-BR",
    "Posso lançar uma passagem de ônibus de R$ 150 para Campinas?",
    { amount: 150, currency: "BRL", category: "groundTransport", city: "Campinas", country: "BR" },
    "allowed",
    5,
    "a bus ticket is no airfare",
  ),
  q(
    "br-sao-paulo",
    "pt-BR",
    "Posso lançar um Uber de R$ 45 em Sampa?",
    { amount: 45, currency: "BRL", category: "groundTransport", city: "Sampa", country: "BR" },
    "allowed",
    5,
    "Sampa is São Paulo",
  ),
  q(
    "br-sao-paulo",
    "pt-BR",
    "Posso lançar uma hospedagem em Floripa de R$ 480 a diária?",
    { nights: 1, amount: 480, currency: "BRL", category: "lodging", city: "Floripa", country: "BR" },
    "allowed",
    3,
    "Floripa is Florianópolis",
  ),
  q(
    "br-sao-paulo",
    "pt-BR",
    "Posso lançar lavanderia de R$ 80?",
    { amount: 80, currency: "BRL", items: ["laundry"] },
    "not_reimbursable",
    6,
    "lavanderia",
    { unneeded: ["category"] },
  ),
  q(
    "pt-lisboa",
    "pt-BR",
    "Posso lançar um bilhete de comboio de 40 € para o Porto?",
    { amount: 40, currency: "EUR", category: "groundTransport", city: "Porto", country: "PT" },
    "allowed",
    5,
    "a comboio is a train",
  ),
  q(
    "us-houston",
    "pt-BR",
    "Posso lançar um hotel em Nova York de US$ 340 por noite?",
    { nights: 1, amount: 340, currency: "USD", category: "lodging", city: "Nova York", country: "US" },
    "allowed",
    3,
    "the policy's New York, in Portuguese",
  ),

  // ——— Issue 35, 3: each cap in its own currency ———
  q(
    "ca-vancouver",
    "en",
    "Can I expense a hotel in Seattle at 240 USD a night?",
    { nights: 1, amount: 240, currency: "USD", category: "lodging", city: "Seattle", country: "US" },
    "allowed",
    3,
    "dollars under the US cap in dollars: no rate",
  ),
  q(
    "ca-vancouver",
    "en",
    "Can I expense a hotel in Seattle at 270 USD a night?",
    { nights: 1, amount: 270, currency: "USD", category: "lodging", city: "Seattle", country: "US" },
    "over_limit",
    3,
    "over the US cap by its own dollars",
    { excess: 20 },
  ),
  q(
    "mx-cdmx",
    "es",
    "¿Puedo pasar una noche de hotel de 180 USD en San Antonio?",
    { nights: 1, amount: 180, currency: "USD", category: "lodging", city: "San Antonio", country: "US" },
    "allowed",
    3,
    "a peso policy's US cap in dollars answers a dollar night",
  ),
  q(
    "mx-cdmx",
    "es",
    "¿Puedo pasar una noche de hotel de 250 USD en San Antonio?",
    { nights: 1, amount: 250, currency: "USD", category: "lodging", city: "San Antonio", country: "US" },
    "over_limit",
    3,
    "over the US cap, in dollars",
    { excess: 50 },
  ),
  q(
    "mx-cdmx",
    "es",
    "¿Puedo pasar una comida de 90 euros en Madrid?",
    { amount: 90, currency: "EUR", category: "meals", city: "Madrid", country: "ES" },
    "cannot_tell",
    5,
    "euros are none of the caps' currencies: the rate, quoting the policy's rule",
    { missing: ["exchangeRate"] },
  ),
  c(
    "br-sao-paulo",
    "pt-BR",
    { amount: 80, currency: "USD", category: "meals", city: "Buenos Aires" },
    "over_limit",
    3,
    "over the dollar cap abroad by its dollars",
    { excess: 10 },
  ),
  q(
    "br-sao-paulo",
    "pt-BR",
    "Posso lançar um jantar de US$ 65 em Buenos Aires?",
    { amount: 65, currency: "USD", category: "meals", city: "Buenos Aires", country: "AR" },
    "allowed",
    3,
    "dollars under the dollar cap: no rate",
  ),
  c(
    "br-recife",
    "pt-BR",
    { amount: 200, currency: "EUR", category: "meals", city: "Lisboa" },
    "cannot_tell",
    5,
    "euros: the rate, quoting the PTAX rule",
    { missing: ["exchangeRate"] },
  ),

  // ——— Issue 35, 4: no band without its approver ———
  c(
    "us-denver",
    "en",
    { amount: 2000, currency: "USD", category: "other" },
    "needs_approval",
    5,
    "between the team lead's band and the CFO's",
    { approver: "team lead and CFO" },
  ),
  c("us-denver", "en", { amount: 900, currency: "USD", category: "other" }, "allowed", 5, "in the team lead's band", {
    approver: "team lead",
  }),
  c("us-denver", "es", { amount: 6000, currency: "USD", category: "other" }, "needs_approval", 5, "the CFO's band", { approver: "CFO" }),
  c(
    "co-bogota",
    "es",
    { amount: 2000000, currency: "COP", category: "other" },
    "needs_approval",
    5,
    "no band from 1.000.000 to 3.000.000",
    { approver: "jefe directo y gerente general" },
  ),
  q(
    "co-bogota",
    "es",
    "¿Puedo pasar un computador de 2.500.000 pesos?",
    { amount: 2500000, currency: "COP", category: "other" },
    "needs_approval",
    5,
    "a computer in the gap",
    { approver: "jefe directo y gerente general" },
  ),
  c("br-recife", "pt-BR", { amount: 5000, currency: "BRL", category: "other" }, "needs_approval", 5, "no band from R$ 2.000 to R$ 10.000", {
    approver: "gestor e diretor financeiro",
  }),
  q(
    "br-recife",
    "pt-BR",
    "Posso lançar um notebook de R$ 6.000?",
    { amount: 6000, currency: "BRL", category: "other" },
    "needs_approval",
    5,
    "a laptop in the gap",
    { approver: "gestor e diretor financeiro" },
  ),
  c("br-recife", "en", { amount: 15000, currency: "BRL", category: "other" }, "needs_approval", 5, "the finance director's band", {
    approver: "diretor financeiro",
  }),

  // ——— Issue 35, 5: one expense's description, read like a batch row's note ———
  c(
    "us-austin",
    "en",
    { amount: 60, currency: "USD", category: "meals", city: "Austin", description: "team dinner, 2 beers included" },
    "not_reimbursable",
    6,
    "the beers in the description",
    { understood: { items: ["alcohol"] } },
  ),
  c(
    "us-austin",
    "en",
    { amount: 200, currency: "USD", category: "meals", city: "Dallas", description: "client dinner for 4 people" },
    "allowed",
    3,
    "four people in the description: within per person",
    { understood: { attendees: 4, withClients: true } },
  ),
  c(
    "co-medellin",
    "es",
    { amount: 300000, currency: "COP", category: "meals", city: "Cali", note: "cena con cliente, 3 personas, incluye vino" },
    "allowed",
    6,
    "the client and the wine in the note",
    { understood: { withClients: true, attendees: 3, items: ["alcohol"] } },
  ),
  c(
    "mx-cdmx",
    "es",
    { amount: 4000, currency: "MXN", category: "lodging", city: "Monterrey", description: "2 noches, sin minibar" },
    "allowed",
    3,
    "two nights, and no minibar",
    { understood: { nights: 2 } },
  ),
  c(
    "br-sao-paulo",
    "pt-BR",
    { amount: 900, currency: "BRL", category: "lodging", city: "Rio de Janeiro", description: "2 diárias" },
    "allowed",
    3,
    "two diárias in the description",
    { understood: { nights: 2 } },
  ),
  c(
    "br-sao-paulo",
    "pt-BR",
    {
      amount: 2500,
      currency: "BRL",
      category: "airfare",
      role: "diretor",
      flightHours: 10,
      city: "Lisboa",
      description: "voo em executiva",
    },
    "allowed",
    2,
    "the cabin in the description",
    { understood: { cabin: "business" } },
  ),
  c(
    "br-sao-paulo",
    "pt-BR",
    { amount: 400, currency: "BRL", category: "lodging", city: "Campinas", nights: 1, note: "inclui frigobar" },
    "not_reimbursable",
    6,
    "the minibar in the note",
    { understood: { items: ["minibar"] } },
  ),
];
