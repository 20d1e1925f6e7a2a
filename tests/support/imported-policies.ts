import type { Language } from "~/lib/site/languages";

/*
 * Twelve companies' current policies, as they might have been written years ago in Word: in
 * English, Spanish and Brazilian Portuguese, some in prose only, some in tables, each with the rules
 * a controller reads in it. The import tests make a DOCX and a PDF of each and count how many of
 * these rules come back.
 */

/** A rule as a controller would note it, matched against the reading's rulebook. */
export type ExpectedRule =
  | { kind: "meals" | "lodging"; place: "home" | "abroad" | string; amount: number; currency: string }
  | { kind: "approval"; above?: number; upTo?: number; approver: string }
  | { kind: "submission" | "reimbursement" | "advanceSettlement"; days: number }
  | { kind: "notice"; days: number }
  | { kind: "receipts"; above: number | null }
  | { kind: "travelClass"; cabin: "economy" | "premiumEconomy" | "business" | "first"; allowed: boolean }
  | { kind: "prohibited"; item: string }
  | { kind: "mileage"; rate: number }
  | { kind: "cashAdvance"; allowed: boolean }
  | { kind: "role"; role: string; monthly?: number; perTransaction?: number };

export type ImportedPolicy = {
  name: string;
  language: Language;
  shape: "prose" | "tables";
  country: string;
  markdown: string;
  rules: ExpectedRule[];
};

export const IMPORTED_POLICIES: ImportedPolicy[] = [
  {
    name: "Northwind Freight (US, prose)",
    language: "en",
    shape: "prose",
    country: "US",
    markdown: `# Northwind Freight, Inc. Travel and Expense Policy

Effective January 1, 2019. This policy applies to all employees of Northwind Freight, Inc. in the United States.

## Meals

Employees traveling on company business may spend up to $75 per day on meals within the United States. When traveling internationally, the meal allowance is $110 per day.

## Lodging

Hotel stays are reimbursed up to $220 per night in the United States and up to $300 per night abroad.

## Air travel

Employees must fly economy class. First class is not allowed under any circumstances.

## Receipts and reporting

Receipts are required for any expense over $100. Expense reports must be submitted within 30 days of the end of the trip.

## Approvals

Expenses over $2,500 need the approval of the CFO.

## Personal use

Alcohol is not reimbursed. Traffic fines and parking tickets are the employee's responsibility.
`,
    rules: [
      { kind: "meals", place: "home", amount: 75, currency: "USD" },
      { kind: "meals", place: "abroad", amount: 110, currency: "USD" },
      { kind: "lodging", place: "home", amount: 220, currency: "USD" },
      { kind: "lodging", place: "abroad", amount: 300, currency: "USD" },
      { kind: "travelClass", cabin: "economy", allowed: true },
      { kind: "travelClass", cabin: "first", allowed: false },
      { kind: "receipts", above: 100 },
      { kind: "submission", days: 30 },
      { kind: "approval", above: 2500, approver: "CFO" },
      { kind: "prohibited", item: "alcohol" },
      { kind: "prohibited", item: "fines" },
    ],
  },
  {
    name: "Harbor Analytics (US, tables)",
    language: "en",
    shape: "tables",
    country: "US",
    markdown: `# Harbor Analytics LLC — Expense Policy (2020)

All amounts are in US dollars.

## Daily limits

| Category | Limit | Applies to |
|---|---|---|
| Meals | $65 per day | United States |
| Meals | $95 per day | International |
| Hotel | $200 per night | United States |
| Hotel | $260 per night | International |

## Approval levels

| Amount | Approver |
|---|---|
| Up to $1,000 | Team lead |
| $1,000 to $10,000 | Finance director |
| Over $10,000 | CEO |

## Other rules

- Submit expense reports within 15 days.
- Mileage is reimbursed at $0.60 per mile.
- Book flights at least 14 days in advance.
- Gambling and spa services are never reimbursed.
`,
    rules: [
      { kind: "meals", place: "home", amount: 65, currency: "USD" },
      { kind: "meals", place: "abroad", amount: 95, currency: "USD" },
      { kind: "lodging", place: "home", amount: 200, currency: "USD" },
      { kind: "lodging", place: "abroad", amount: 260, currency: "USD" },
      { kind: "approval", upTo: 1000, approver: "Team lead" },
      { kind: "approval", above: 1000, upTo: 10000, approver: "Finance director" },
      { kind: "approval", above: 10000, approver: "CEO" },
      { kind: "submission", days: 15 },
      { kind: "mileage", rate: 0.6 },
      { kind: "notice", days: 14 },
      { kind: "prohibited", item: "gambling" },
      { kind: "prohibited", item: "spa" },
    ],
  },
  {
    name: "Sierra Madre Foods (Mexico, English prose)",
    language: "en",
    shape: "prose",
    country: "MX",
    markdown: `# Sierra Madre Foods S.A. de C.V. — Travel Policy

This policy covers our employees in Mexico. All amounts are in MXN.

Meals are reimbursed up to MXN 900 per day in Mexico and up to MXN 1,800 per day abroad. Hotels are reimbursed up to MXN 2,500 per night in Mexico.

Employees must submit their expenses within 10 days after returning. Business class is allowed on flights of more than 8 hours; otherwise economy class is required.

Expenses over MXN 20,000 need the prior approval of the General Director. Cash advances are not allowed.

Alcohol and minibar charges are not reimbursed.
`,
    rules: [
      { kind: "meals", place: "home", amount: 900, currency: "MXN" },
      { kind: "meals", place: "abroad", amount: 1800, currency: "MXN" },
      { kind: "lodging", place: "home", amount: 2500, currency: "MXN" },
      { kind: "submission", days: 10 },
      { kind: "travelClass", cabin: "business", allowed: true },
      { kind: "travelClass", cabin: "economy", allowed: true },
      { kind: "approval", above: 20000, approver: "General Director" },
      { kind: "cashAdvance", allowed: false },
      { kind: "prohibited", item: "alcohol" },
      { kind: "prohibited", item: "minibar" },
    ],
  },
  {
    name: "Maple Ridge Software (Canada, tables)",
    language: "en",
    shape: "tables",
    country: "CA",
    markdown: `# Maple Ridge Software Inc. — Employee Expense Guidelines

Amounts are in Canadian dollars (CAD).

| Expense | Maximum | Notes |
|---|---|---|
| Meals | CAD 80 per day | in Canada |
| Meals | CAD 120 per day | outside Canada |
| Lodging | CAD 250 per night | in Canada |

| Spend | Who approves |
|---|---|
| Up to CAD 500 | Manager |
| Over CAD 500 | Vice President |

Receipts are required for every expense. Reports are due within 20 days. First class travel is not permitted.
`,
    rules: [
      { kind: "meals", place: "home", amount: 80, currency: "CAD" },
      { kind: "meals", place: "abroad", amount: 120, currency: "CAD" },
      { kind: "lodging", place: "home", amount: 250, currency: "CAD" },
      { kind: "approval", upTo: 500, approver: "Manager" },
      { kind: "approval", above: 500, approver: "Vice President" },
      { kind: "receipts", above: null },
      { kind: "submission", days: 20 },
      { kind: "travelClass", cabin: "first", allowed: false },
    ],
  },
  {
    name: "Andes Logística (Colombia, prosa)",
    language: "es",
    shape: "prose",
    country: "CO",
    markdown: `# Andes Logística S.A.S. — Política de viajes y gastos

Esta política aplica a todos los colaboradores de Andes Logística S.A.S. en Colombia.

## Alimentación

El límite de alimentación es de 120.000 COP por día en Colombia y de 250.000 COP por día en el exterior.

## Alojamiento

El hotel se reembolsa hasta 350.000 COP por noche en Colombia.

## Legalización

Los gastos deben legalizarse dentro de los 8 días hábiles siguientes al regreso. Se exige factura electrónica para todo gasto.

## Aprobaciones

Los gastos de más de 2.000.000 COP requieren la aprobación previa del Gerente General.

## Gastos no reembolsables

No se reembolsan bebidas alcohólicas ni multas de tránsito.
`,
    rules: [
      { kind: "meals", place: "home", amount: 120000, currency: "COP" },
      { kind: "meals", place: "abroad", amount: 250000, currency: "COP" },
      { kind: "lodging", place: "home", amount: 350000, currency: "COP" },
      { kind: "submission", days: 8 },
      { kind: "approval", above: 2000000, approver: "Gerente General" },
      { kind: "prohibited", item: "alcohol" },
      { kind: "prohibited", item: "fines" },
    ],
  },
  {
    name: "Grupo Pacífico (México, tablas)",
    language: "es",
    shape: "tables",
    country: "MX",
    markdown: `# Grupo Pacífico S.A. de C.V. — Política de gastos de viaje

Todos los montos están en pesos mexicanos (MXN).

## Límites

| Concepto | Monto | Aplica a |
|---|---|---|
| Alimentación | 1.000 MXN por día | México |
| Alimentación | 2.000 MXN por día | Extranjero |
| Hospedaje | 2.800 MXN por noche | México |
| Hospedaje | 4.500 MXN por noche | Extranjero |

## Niveles de aprobación

| Monto | Aprueba |
|---|---|
| Hasta 5.000 MXN | Jefe inmediato |
| De 5.000 a 50.000 MXN | Director de área |
| Más de 50.000 MXN | Director General |

## Otras reglas

- Los comprobantes deben entregarse dentro de los 5 días hábiles siguientes al viaje.
- Se viaja en clase turista.
- No se reembolsan propinas ni servicios de spa.
`,
    rules: [
      { kind: "meals", place: "home", amount: 1000, currency: "MXN" },
      { kind: "meals", place: "abroad", amount: 2000, currency: "MXN" },
      { kind: "lodging", place: "home", amount: 2800, currency: "MXN" },
      { kind: "lodging", place: "abroad", amount: 4500, currency: "MXN" },
      { kind: "approval", upTo: 5000, approver: "Jefe inmediato" },
      { kind: "approval", above: 5000, upTo: 50000, approver: "Director de área" },
      { kind: "approval", above: 50000, approver: "Director General" },
      { kind: "submission", days: 5 },
      { kind: "travelClass", cabin: "economy", allowed: true },
      { kind: "prohibited", item: "tips" },
      { kind: "prohibited", item: "spa" },
    ],
  },
  {
    name: "Ibérica Consultores (España, prosa)",
    language: "es",
    shape: "prose",
    country: "ES",
    markdown: `# Ibérica Consultores S.L. — Normativa de gastos

La presente normativa se aplica a la plantilla de Ibérica Consultores S.L. en España.

Las dietas de manutención se reembolsan hasta 55 € por día en España y hasta 90 € por día en el extranjero. El alojamiento se reembolsa hasta 120 € por noche en España.

El kilometraje se abona a 0,26 € por kilómetro.

Las notas de gastos se presentarán en un plazo de 30 días. Los gastos superiores a 1.500 € requieren la aprobación previa del Director Financiero.

No se permite viajar en primera clase. No se reembolsan las multas ni el tabaco.
`,
    rules: [
      { kind: "meals", place: "home", amount: 55, currency: "EUR" },
      { kind: "meals", place: "abroad", amount: 90, currency: "EUR" },
      { kind: "lodging", place: "home", amount: 120, currency: "EUR" },
      { kind: "mileage", rate: 0.26 },
      { kind: "submission", days: 30 },
      { kind: "approval", above: 1500, approver: "Director Financiero" },
      { kind: "travelClass", cabin: "first", allowed: false },
      { kind: "prohibited", item: "fines" },
      { kind: "prohibited", item: "tobacco" },
    ],
  },
  {
    name: "Minera Norte (Chile, tablas)",
    language: "es",
    shape: "tables",
    country: "CL",
    markdown: `# Minera Norte SpA — Procedimiento de rendición de gastos

Montos en pesos chilenos (CLP).

| Gasto | Tope | Dónde |
|---|---|---|
| Alimentación | 45.000 CLP diarios | Chile |
| Alojamiento | 80.000 CLP por noche | Chile |
| Alojamiento | 150.000 CLP por noche | Extranjero |

| Monto | Aprobador |
|---|---|
| Hasta 500.000 CLP | Jefe de faena |
| Más de 500.000 CLP | Gerente de Operaciones |

Los gastos se rinden dentro de 10 días. No se reembolsan bebidas alcohólicas.
`,
    rules: [
      { kind: "meals", place: "home", amount: 45000, currency: "CLP" },
      { kind: "lodging", place: "home", amount: 80000, currency: "CLP" },
      { kind: "lodging", place: "abroad", amount: 150000, currency: "CLP" },
      { kind: "approval", upTo: 500000, approver: "Jefe de faena" },
      { kind: "approval", above: 500000, approver: "Gerente de Operaciones" },
      { kind: "submission", days: 10 },
      { kind: "prohibited", item: "alcohol" },
    ],
  },
  {
    name: "Cerrado Agro (Brasil, prosa)",
    language: "pt-BR",
    shape: "prose",
    country: "BR",
    markdown: `# Cerrado Agro Ltda. — Política de viagens e despesas

Esta política vale para todos os colaboradores da Cerrado Agro Ltda. no Brasil.

## Refeições

O limite de refeições é de R$ 120 por dia no Brasil e de R$ 300 por dia no exterior.

## Hospedagem

A hospedagem é reembolsada até R$ 400 por noite no Brasil.

## Prestação de contas

As despesas devem ser apresentadas em até 15 dias após a viagem. É obrigatória a nota fiscal para toda despesa.

## Aprovações

Despesas acima de R$ 5.000 exigem aprovação prévia do Diretor Financeiro.

## Não reembolsável

Bebidas alcoólicas e multas de trânsito não são reembolsadas. Não é permitido viajar de primeira classe.
`,
    rules: [
      { kind: "meals", place: "home", amount: 120, currency: "BRL" },
      { kind: "meals", place: "abroad", amount: 300, currency: "BRL" },
      { kind: "lodging", place: "home", amount: 400, currency: "BRL" },
      { kind: "submission", days: 15 },
      { kind: "approval", above: 5000, approver: "Diretor Financeiro" },
      { kind: "prohibited", item: "alcohol" },
      { kind: "prohibited", item: "fines" },
      { kind: "travelClass", cabin: "first", allowed: false },
    ],
  },
  {
    name: "Paulista Tecnologia (Brasil, tabelas)",
    language: "pt-BR",
    shape: "tables",
    country: "BR",
    markdown: `# Paulista Tecnologia S.A. — Normas de despesas

Valores em reais (BRL).

## Limites diários

| Categoria | Limite | Vale para |
|---|---|---|
| Refeições | R$ 100 por dia | Brasil |
| Refeições | R$ 250 por dia | Exterior |
| Hospedagem | R$ 350 por noite | Brasil |
| Hospedagem | R$ 700 por noite | Exterior |

## Alçadas de aprovação

| Valor | Aprovador |
|---|---|
| Até R$ 2.000 | Gestor direto |
| De R$ 2.000 a R$ 20.000 | Diretor da área |
| Acima de R$ 20.000 | Presidente |

## Outras regras

- As despesas devem ser lançadas em até 10 dias.
- A quilometragem é reembolsada a R$ 1,20 por km.
- Não são reembolsados cigarros nem gorjetas.
`,
    rules: [
      { kind: "meals", place: "home", amount: 100, currency: "BRL" },
      { kind: "meals", place: "abroad", amount: 250, currency: "BRL" },
      { kind: "lodging", place: "home", amount: 350, currency: "BRL" },
      { kind: "lodging", place: "abroad", amount: 700, currency: "BRL" },
      { kind: "approval", upTo: 2000, approver: "Gestor direto" },
      { kind: "approval", above: 2000, upTo: 20000, approver: "Diretor da área" },
      { kind: "approval", above: 20000, approver: "Presidente" },
      { kind: "submission", days: 10 },
      { kind: "mileage", rate: 1.2 },
      { kind: "prohibited", item: "tobacco" },
      { kind: "prohibited", item: "tips" },
    ],
  },
  {
    name: "Litoral Serviços (Brasil, prosa curta)",
    language: "pt-BR",
    shape: "prose",
    country: "BR",
    markdown: `# Litoral Serviços Ltda. — Regras de reembolso

Refeições até R$ 90 por dia. Hotel até R$ 320 por noite.

Comprovantes são exigidos para despesas acima de R$ 50. O reembolso é pago em até 7 dias.

Adiantamentos em dinheiro não são permitidos. Despesas acima de R$ 3.000 exigem aprovação prévia do Sócio-diretor.

Viagens aéreas sempre em classe econômica.
`,
    rules: [
      { kind: "meals", place: "home", amount: 90, currency: "BRL" },
      { kind: "lodging", place: "home", amount: 320, currency: "BRL" },
      { kind: "receipts", above: 50 },
      { kind: "reimbursement", days: 7 },
      { kind: "cashAdvance", allowed: false },
      { kind: "approval", above: 3000, approver: "Sócio-diretor" },
      { kind: "travelClass", cabin: "economy", allowed: true },
    ],
  },
  {
    name: "Altiplano Energía (Perú, tablas y prosa)",
    language: "es",
    shape: "tables",
    country: "PE",
    markdown: `# Altiplano Energía S.A.C. — Política de viáticos

Montos en soles (PEN).

| Concepto | Tope diario | Ámbito |
|---|---|---|
| Alimentación | S/ 150 | Perú |
| Alojamiento | S/ 300 | Perú |
| Alojamiento | S/ 600 | Extranjero |

Los gastos de más de S/ 4.000 requieren la aprobación previa del Gerente de Finanzas.

Las rendiciones se presentan dentro de 7 días. No se reembolsan bebidas alcohólicas ni propinas.
`,
    rules: [
      { kind: "meals", place: "home", amount: 150, currency: "PEN" },
      { kind: "lodging", place: "home", amount: 300, currency: "PEN" },
      { kind: "lodging", place: "abroad", amount: 600, currency: "PEN" },
      { kind: "approval", above: 4000, approver: "Gerente de Finanzas" },
      { kind: "submission", days: 7 },
      { kind: "prohibited", item: "alcohol" },
      { kind: "prohibited", item: "tips" },
    ],
  },
];
