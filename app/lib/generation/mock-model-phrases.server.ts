import type { Cabin, DocumentType, ExpenseCategory, ProhibitedItem } from "~/lib/rulebook/policy-rules";
import type { Language } from "~/lib/site/languages";

/**
 * The ways the mock model writes a policy. The last two leave figures out as a model sometimes
 * does: `limits-in-prose` states the limits in sentences only, `no-limits-table` drops them (the
 * rules check after writing must restore them).
 */
export const MOCK_MODEL_STYLES = ["notes-column", "amount-approver-table", "place-columns", "limits-in-prose", "no-limits-table"] as const;
export type MockModelStyle = (typeof MOCK_MODEL_STYLES)[number];

/*
 * The words of the mock model (a test double of Workers AI, AI_MODE=mock): how a language model
 * phrases a policy in each language — its own headings, table headers, approval ranges and
 * sentences, deliberately not the composer's. Two phrasings of the recurring sentences (`v`), so
 * styles differ in wording as well as in layout.
 */

type V = 0 | 1;
type Unit = "km" | "mi";
type PlaceKind = "lodging" | "meals";

export interface Kit {
  theCompany: string;
  headings: Record<MockModelStyle, readonly string[]>;
  title(company: string): string;
  purpose(company: string, country: string): string[];
  eligibleIntro(company: string): string;
  eligible: readonly string[];
  airTravelHeading: string;
  economyFirst: string;
  cabins: Record<Cabin, string>;
  cabinAllowed(cabin: string, minHours: number | null, role: string | null): string;
  cabinNever(cabin: string, role: string | null): string;
  bookAhead(days: number, v: V): string;
  mileageFixed(rate: string, unit: Unit): string;
  mileageOfficial(authority: string | null, rate: string | null, unit: Unit): string;
  limitsIntro: string;
  noLimits(company: string): string[];
  categoryLabel: Record<PlaceKind | "mileage", string>;
  shortLabel: Record<PlaceKind, string>;
  notesHeader: readonly string[];
  noteAt(place: string, amount: string, kind: PlaceKind): string;
  noteAbroad(amount: string, kind: PlaceKind): string;
  perUnit(rate: string, unit: Unit): string;
  officialRateNote(authority: string | null): string;
  reorderedHeader: readonly string[];
  per(amount: string, kind: PlaceKind): string;
  domesticTravel(country: string): string;
  internationalTravel: string;
  allTrips: string;
  placeColumnsHeader(country: string): readonly string[];
  higherCapsIn: string;
  destinationLine(place: string, amount: string, kind: PlaceKind): string;
  limitsProseIntro: string;
  proseCap(kind: PlaceKind, home: string | null, abroad: string | null, country: string): string;
  proseCapAt(kind: PlaceKind, place: string, amount: string): string;
  roleLimitsHeading: string;
  roleHeader: readonly string[];
  roleHeaderReversed: readonly string[];
  roleLine(role: string, monthly: string | null, perTransaction: string | null): string;
  cards(company: string): string[];
  advanceAllowed(max: string | null, v: V): string;
  noAdvances: string;
  settleAdvance(days: number, business: boolean): string;
  submissionIntro: string;
  submitWithin(days: number, business: boolean, v: V): string;
  receiptsOver(amount: string, v: V): string;
  receiptsAlways(v: V): string;
  documents: Record<DocumentType, string>;
  document(documents: string, accepted: boolean, category: string | null): string;
  categories: Record<ExpenseCategory, string>;
  reimburseWithin(days: number, business: boolean, v: V): string;
  internationalNotice(days: number, v: V): string;
  approvalsHeading: string;
  approvalsIntro: string;
  above(amount: string): string;
  upTo(amount: string): string;
  rangeFromTo(from: string, to: string): string;
  anyAmount: string;
  level(n: number): string;
  amountApproverHeader: readonly string[];
  levelHeader: readonly string[];
  approvalSentence(from: string | null, to: string | null, approver: string): string;
  alsoApprovals: string;
  scopeInternational: string;
  scopeRole(role: string): string;
  scopedApproval(scope: string, from: string | null, approver: string): string;
  items: Record<ProhibitedItem, string>;
  alcoholExcept: { withClients: string; withMeals: string };
  standingExclusions: readonly string[];
  notReimbursedIntro(company: string): string;
  notReimbursedSentence(items: readonly string[]): string;
  compliance(company: string): string[];
  violations(company: string): string[];
  effective(company: string, date: string): string[];
}

const lower = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;

const enDays = (days: number, business: boolean) => `${days} ${business ? "business " : ""}${days === 1 ? "day" : "days"}`;
const esDays = (days: number, business: boolean) =>
  `${days} ${days === 1 ? "día" : "días"}${business ? (days === 1 ? " hábil" : " hábiles") : ""}`;
const ptDays = (days: number, business: boolean) =>
  `${days} ${days === 1 ? "dia" : "dias"}${business ? (days === 1 ? " útil" : " úteis") : ""}`;

const EN: Kit = {
  theCompany: "The Company",
  headings: {
    "notes-column": [
      "1. Purpose",
      "2. Eligible Expenses",
      "3. Spending Limits",
      "4. Corporate Card Use",
      "5. Expense Reporting and Approval",
      "6. Non-Reimbursable Expenses",
      "7. Compliance and Audit",
      "8. Policy Violations",
      "9. Effective Date and Review",
    ],
    "amount-approver-table": [
      "Purpose and Scope",
      "Reimbursable Expenses",
      "Expense Limits",
      "Company Cards",
      "Reporting and Approval Process",
      "Non-Reimbursable Items",
      "Audits and Compliance",
      "Consequences of Non-Compliance",
      "Effective Date",
    ],
    "place-columns": [
      "Section 1 – Purpose",
      "Section 2 – Allowable Expenses",
      "Section 3 – Travel Spending Caps",
      "Section 4 – Corporate Credit Cards",
      "Section 5 – Claims and Approvals",
      "Section 6 – Excluded Expenses",
      "Section 7 – Audit",
      "Section 8 – Disciplinary Action",
      "Section 9 – Policy Review and Updates",
    ],
    "limits-in-prose": [
      "1) Purpose and Scope",
      "2) Covered Expenses",
      "3) Limits",
      "4) Payment Cards",
      "5) Submitting Expenses and Approvals",
      "6) Non-Allowable Expenses",
      "7) Compliance",
      "8) Consequences",
      "9) Effective Date",
    ],
    "no-limits-table": [
      "I. Purpose",
      "II. Allowable Expenses",
      "III. Spending Limits",
      "IV. Cards and Platform",
      "V. Expense Reports and Approvals",
      "VI. Prohibited Expenses",
      "VII. Audit",
      "VIII. Violations",
      "IX. Effective Date and Review",
    ],
  },
  title: (company) => `${company} Travel & Expense Policy`,
  purpose: (company, country) => [
    `This policy explains how ${company} pays for business travel and other work-related expenses in ${country}. It applies to all employees and to contractors who spend on the company's behalf.`,
    "Our goal is to reimburse legitimate business expenses fairly and quickly while keeping spending under control and fully documented for tax purposes.",
  ],
  eligibleIntro: (company) => `${company} covers reasonable and necessary costs incurred while doing business, including:`,
  eligible: [
    "**Air and rail travel** booked through the company's platform",
    "**Hotels** of a standard business category close to the place of work",
    "**Meals** while traveling, and business meals with a clear purpose",
    "**Ground transportation** such as taxis, ride-hailing apps, car rentals, tolls and parking",
    "**Conference fees, visas and work materials** needed for the trip",
  ],
  airTravelHeading: "Air travel",
  economyFirst: "Economy class is the standard for all flights.",
  cabins: { economy: "economy class", premiumEconomy: "premium economy", business: "business class", first: "first class" },
  cabinAllowed: (cabin, minHours, role) =>
    `${capital(cabin)} is allowed${minHours === null ? "" : ` on flights of ${minHours} hours or longer`}${role ? ` for ${role}` : ""}.`,
  cabinNever: (cabin, role) => `${capital(cabin)} is not permitted${role ? ` for ${role}` : ""}.`,
  bookAhead: (days, v) =>
    v === 0
      ? `Book flights at least ${enDays(days, false)} ahead of travel.`
      : `All trips should be booked no later than ${enDays(days, false)} before departure.`,
  mileageFixed: (rate, unit) => `Use of a personal car for business is reimbursed at ${rate} per ${unit === "mi" ? "mile" : "kilometer"}.`,
  mileageOfficial: (authority, rate, unit) =>
    `Business use of a personal car is reimbursed at the ${authority ? `${authority} ` : "official "}standard mileage rate${rate ? ` (currently ${rate} per ${unit === "mi" ? "mile" : "kilometer"})` : ""}.`,
  limitsIntro: "The following limits apply to business travel. Amounts above a limit need approval in advance.",
  noLimits: (company) => [
    `${company} sets spending limits on each corporate card in the expense platform. Limits depend on your role and on the type of expense.`,
    "Before you book, check the limits shown for your card in the app, choose reasonably priced options and ask Finance if you are unsure.",
  ],
  categoryLabel: { lodging: "Lodging (per night)", meals: "Meals (per day)", mileage: "Mileage" },
  shortLabel: { lodging: "Hotel", meals: "Meals" },
  notesHeader: ["Category", "Company limit", "Notes"],
  noteAt: (place, amount, kind) => `Up to ${amount} ${kind === "lodging" ? "per night" : "per day"} in ${place}.`,
  noteAbroad: (amount, kind) => `International travel: up to ${amount} ${kind === "lodging" ? "per night" : "per day"}.`,
  perUnit: (rate, unit) => `${rate} per ${unit === "mi" ? "mile" : "km"}`,
  officialRateNote: (authority) => (authority ? `${authority} standard rate` : "Official rate"),
  reorderedHeader: ["Maximum", "Expense", "Applies to"],
  per: (amount, kind) => `${amount} ${kind === "lodging" ? "per night" : "per day"}`,
  domesticTravel: (country) => `Travel within ${country}`,
  internationalTravel: "International travel",
  allTrips: "All business trips",
  placeColumnsHeader: () => ["Expense", "Domestic", "International"],
  higherCapsIn: "Higher caps apply in these locations:",
  destinationLine: (place, amount, kind) =>
    `${place}: ${kind === "lodging" ? "lodging" : "meals"} up to ${amount} ${kind === "lodging" ? "per night" : "per day"}.`,
  limitsProseIntro: "Employees should spend company money as carefully as their own. The caps below are maximums, not allowances.",
  proseCap: (kind, home, abroad, country) => {
    const what = kind === "lodging" ? "Hotel stays are reimbursed" : "Meals are reimbursed";
    const unit = kind === "lodging" ? "per night" : "per day";
    if (home && abroad) return `${what} up to ${home} ${unit} within ${country} and up to ${abroad} ${unit} abroad.`;
    if (home) return `${what} up to ${home} ${unit} within ${country}.`;
    return abroad ? `${what} up to ${abroad} ${unit} on international trips.` : "";
  },
  proseCapAt: (kind, place, amount) =>
    kind === "lodging" ? `In ${place}, the nightly hotel cap is ${amount}.` : `In ${place}, meals may cost up to ${amount} per day.`,
  roleLimitsHeading: "Card limits by role",
  roleHeader: ["Role", "Monthly card limit", "Single purchase limit"],
  roleHeaderReversed: ["Employee level", "Per purchase", "Per month"],
  roleLine: (role, monthly, perTransaction) =>
    `${role}: ${[monthly ? `${monthly} per month` : null, perTransaction ? `${perTransaction} per purchase` : null].filter(Boolean).join(", ")}`,
  cards: (company) => [
    `${company} issues virtual corporate cards through its spend-management platform. Use the card for business expenses only, photograph receipts in the mobile app right after paying, and keep your card details private.`,
    "Spending is tracked in real time, merchant controls block categories with no business use, and approval workflows route each request automatically.",
  ],
  advanceAllowed: (max, v) =>
    max
      ? v === 0
        ? `Cash advances of up to ${max} per trip may be requested through the platform.`
        : `Employees may request a travel advance of no more than ${max}.`
      : "Cash advances may be requested through the platform when a card cannot be used.",
  noAdvances: "The company does not issue cash advances.",
  settleAdvance: (days, business) => `Settle any cash advance within ${enDays(days, business)} of returning from the trip.`,
  submissionIntro: "Expenses are submitted in the platform with their business purpose.",
  submitWithin: (days, business, v) =>
    v === 0
      ? `Submit every expense report within ${enDays(days, business)} of the expense date.`
      : `Expense reports are due no later than ${enDays(days, business)} after the trip or purchase.`,
  receiptsOver: (amount, v) =>
    v === 0
      ? `An itemized receipt is required for every expense over ${amount}.`
      : `Receipts must be attached to any expense above ${amount}.`,
  receiptsAlways: (v) =>
    v === 0 ? "A receipt is required for every expense, regardless of amount." : "Receipts are required for all expenses.",
  documents: {
    receipt: "Receipts",
    invoice: "Invoices",
    taxInvoice: "Tax invoices",
    simplifiedInvoice: "Simplified invoices",
    boleta: "Boletas",
    posTicket: "POS slips",
    cashReceipt: "Handwritten receipts",
  },
  document: (documents, accepted, category) =>
    `${documents} are ${accepted ? "" : "not "}accepted${category ? ` for ${lower(category)}` : ""}.`,
  categories: {
    meals: "Meals",
    lodging: "Lodging",
    airfare: "Airfare",
    groundTransport: "Ground transportation",
    mileage: "Mileage",
    entertainment: "Entertainment",
    other: "Other expenses",
  },
  reimburseWithin: (days, business, v) =>
    v === 0
      ? `Approved expenses are reimbursed within ${enDays(days, business)}.`
      : `Finance pays approved claims within ${enDays(days, business)}.`,
  internationalNotice: (days, v) =>
    v === 0
      ? `International trips must be requested at least ${enDays(days, false)} before departure.`
      : `Requests for international travel must be submitted ${enDays(days, false)} in advance.`,
  approvalsHeading: "Approval thresholds",
  approvalsIntro: "Expenses are approved according to the following thresholds:",
  above: (amount) => `Above ${amount}`,
  upTo: (amount) => `Up to ${amount}`,
  rangeFromTo: (from, to) => `${from} to ${to}`,
  anyAmount: "Any amount",
  level: (n) => `Level ${n}`,
  amountApproverHeader: ["Amount", "Approver"],
  levelHeader: ["Approval level", "Amount range", "Approved by"],
  approvalSentence: (from, to, approver) =>
    from && to
      ? `Expenses over ${from} and up to ${to} must be approved by the ${approver}.`
      : to
        ? `Expenses up to ${to} must be approved by the ${approver}.`
        : from
          ? `Expenses over ${from} must be approved by the ${approver}.`
          : `All expenses must be approved by the ${approver}.`,
  alsoApprovals: "In addition:",
  scopeInternational: "International travel",
  scopeRole: (role) => `Expenses of ${role}`,
  scopedApproval: (scope, from, approver) => `${scope}${from ? ` over ${from}` : " of any amount"}: approved by ${approver}`,
  items: {
    alcohol: "Alcoholic beverages",
    firstClass: "First-class airfare",
    businessClass: "Business-class airfare",
    minibar: "Hotel minibar charges",
    spa: "Spa treatments and massages",
    gambling: "Gambling of any kind",
    tobacco: "Tobacco products",
    fines: "Traffic tickets and parking fines",
    personal: "Personal items and expenses",
    upgrades: "Seat or room upgrades",
    cashWithdrawals: "ATM cash withdrawals with the corporate card",
    giftCards: "Gift cards",
    entertainment: "Personal entertainment",
    laundry: "Laundry and dry cleaning",
    inRoomMovies: "In-room movies",
    tips: "Tips and gratuities",
  },
  alcoholExcept: { withClients: ", except when entertaining clients", withMeals: ", except one drink with a meal" },
  standingExclusions: ["Expenses already paid by a client or another party", "Loss or theft of personal belongings"],
  notReimbursedIntro: (company) => `${company} will not reimburse the following:`,
  notReimbursedSentence: (items) => `${list([items[0] ?? "", ...items.slice(1).map(lower)], "and")} are not reimbursable.`,
  compliance: (company) => [
    `${company} reviews expenses continuously. The platform flags charges outside policy, managers review their team's reports before approving them, and Finance audits a sample of reports every quarter.`,
    "Keep records and receipts for as long as local tax law requires.",
  ],
  violations: () => [
    "Expenses outside this policy may be rejected or recovered from the employee. Repeated or deliberate misuse of company funds can lead to disciplinary action, up to and including termination.",
  ],
  effective: (company, date) => [
    `This policy is effective as of ${date}. ${company} reviews it once a year and whenever tax rules change.`,
    "Questions about this policy should be sent to the Finance team.",
  ],
};

const ES: Kit = {
  theCompany: "La empresa",
  headings: {
    "notes-column": [
      "1. Objetivo",
      "2. Gastos permitidos",
      "3. Límites de gasto",
      "4. Uso de la tarjeta corporativa",
      "5. Comprobación y aprobación de gastos",
      "6. Gastos no reembolsables",
      "7. Cumplimiento y auditoría",
      "8. Sanciones",
      "9. Vigencia y revisión",
    ],
    "amount-approver-table": [
      "Objeto y alcance",
      "Gastos reembolsables",
      "Topes por categoría",
      "Tarjetas corporativas",
      "Proceso de aprobación y reembolso",
      "Gastos excluidos",
      "Auditoría",
      "Incumplimientos y consecuencias",
      "Entrada en vigor",
    ],
    "place-columns": [
      "Sección 1 – Propósito",
      "Sección 2 – Gastos admisibles",
      "Sección 3 – Montos máximos",
      "Sección 4 – Plataforma de gastos",
      "Sección 5 – Solicitud de reembolso y autorizaciones",
      "Sección 6 – Exclusiones",
      "Sección 7 – Control y auditoría",
      "Sección 8 – Medidas disciplinarias",
      "Sección 9 – Actualización de la política",
    ],
    "limits-in-prose": [
      "1) Propósito y alcance",
      "2) Gastos cubiertos",
      "3) Límites",
      "4) Tarjetas",
      "5) Presentación de gastos y aprobaciones",
      "6) Gastos no reembolsables",
      "7) Cumplimiento",
      "8) Consecuencias",
      "9) Vigencia",
    ],
    "no-limits-table": [
      "I. Finalidad",
      "II. Gastos autorizados",
      "III. Límites de gasto",
      "IV. Tarjetas corporativas y plataforma",
      "V. Rendición de gastos y aprobación",
      "VI. Gastos prohibidos",
      "VII. Auditoría",
      "VIII. Infracciones",
      "IX. Vigencia y revisión",
    ],
  },
  title: (company) => `Política de Viajes y Gastos – ${company}`,
  purpose: (company, country) => [
    `Esta política establece las reglas con las que ${company} cubre los viajes de negocio y otros gastos de trabajo en ${country}. Aplica a todos los colaboradores y a los contratistas que realicen gastos en nombre de la empresa.`,
    "Su propósito es reembolsar de forma justa y oportuna los gastos legítimos del negocio, mantener el control del gasto y contar con la documentación que exige la ley fiscal.",
  ],
  eligibleIntro: (company) => `${company} cubre los gastos razonables y necesarios para el negocio, entre ellos:`,
  eligible: [
    "**Transporte aéreo y terrestre** reservado a través de la plataforma de la empresa",
    "**Hospedaje** en hoteles de categoría estándar cercanos al lugar de trabajo",
    "**Alimentos** durante el viaje y comidas de negocio con un propósito claro",
    "**Traslados locales** como taxis, aplicaciones de transporte, renta de auto, casetas y estacionamiento",
    "**Inscripciones a eventos, visas y materiales** necesarios para el viaje",
  ],
  airTravelHeading: "Viajes en avión",
  economyFirst: "Todos los vuelos se reservan en clase turista como regla general.",
  cabins: {
    economy: "la clase turista",
    premiumEconomy: "la clase turista premium",
    business: "la clase ejecutiva",
    first: "la primera clase",
  },
  cabinAllowed: (cabin, minHours, role) =>
    `Se permite ${cabin}${minHours === null ? "" : ` en vuelos de ${minHours} horas o más`}${role ? ` para ${role}` : ""}.`,
  cabinNever: (cabin, role) => `No se permite ${cabin}${role ? ` para ${role}` : ""}.`,
  bookAhead: (days, v) =>
    v === 0
      ? `Los vuelos se reservan con un mínimo de ${esDays(days, false)} de anticipación.`
      : `Todo viaje debe reservarse a más tardar ${esDays(days, false)} antes de la salida.`,
  mileageFixed: (rate, unit) =>
    `El uso de vehículo propio por trabajo se reembolsa a ${rate} por ${unit === "mi" ? "milla" : "kilómetro"}.`,
  mileageOfficial: (authority, rate, unit) =>
    `El uso de vehículo propio se reembolsa a la tarifa oficial${authority ? ` de ${authority}` : ""}${rate ? ` (actualmente ${rate} por ${unit === "mi" ? "milla" : "kilómetro"})` : ""}.`,
  limitsIntro: "Los siguientes topes aplican a los viajes de negocio. Cualquier monto superior requiere autorización previa.",
  noLimits: (company) => [
    `${company} configura los límites de gasto en cada tarjeta corporativa dentro de la plataforma. Los límites dependen del puesto y del tipo de gasto.`,
    "Antes de reservar, consulte en la aplicación los límites de su tarjeta, elija opciones de precio razonable y pregunte a Finanzas si tiene dudas.",
  ],
  categoryLabel: { lodging: "Hospedaje (por noche)", meals: "Alimentos (por día)", mileage: "Kilometraje" },
  shortLabel: { lodging: "Hotel", meals: "Alimentos" },
  notesHeader: ["Categoría", "Límite de la empresa", "Comentarios"],
  noteAt: (place, amount, kind) => `Hasta ${amount} ${kind === "lodging" ? "por noche" : "por día"} en ${place}.`,
  noteAbroad: (amount, kind) => `Viajes internacionales: hasta ${amount} ${kind === "lodging" ? "por noche" : "por día"}.`,
  perUnit: (rate, unit) => `${rate} por ${unit === "mi" ? "milla" : "km"}`,
  officialRateNote: (authority) => (authority ? `Tarifa oficial de ${authority}` : "Tarifa oficial"),
  reorderedHeader: ["Tope", "Concepto", "Aplica a"],
  per: (amount, kind) => `${amount} ${kind === "lodging" ? "por noche" : "por día"}`,
  domesticTravel: (country) => `Viajes dentro de ${country}`,
  internationalTravel: "Viajes internacionales",
  allTrips: "Todos los viajes de negocio",
  placeColumnsHeader: () => ["Concepto", "Nacional", "Internacional"],
  higherCapsIn: "En estos destinos aplican topes mayores:",
  destinationLine: (place, amount, kind) =>
    `${place}: ${kind === "lodging" ? "hospedaje" : "alimentos"} hasta ${amount} ${kind === "lodging" ? "por noche" : "por día"}.`,
  limitsProseIntro: "Cuide el dinero de la empresa como si fuera propio. Los montos siguientes son máximos, no asignaciones.",
  proseCap: (kind, home, abroad, country) => {
    const what = kind === "lodging" ? "El hospedaje se reembolsa" : "Los alimentos se reembolsan";
    const unit = kind === "lodging" ? "por noche" : "por día";
    if (home && abroad) return `${what} hasta ${home} ${unit} dentro de ${country} y hasta ${abroad} ${unit} en el extranjero.`;
    if (home) return `${what} hasta ${home} ${unit} dentro de ${country}.`;
    return abroad ? `${what} hasta ${abroad} ${unit} en viajes internacionales.` : "";
  },
  proseCapAt: (kind, place, amount) =>
    kind === "lodging"
      ? `En ${place}, el tope de hospedaje es de ${amount} por noche.`
      : `En ${place}, los alimentos pueden llegar a ${amount} por día.`,
  roleLimitsHeading: "Límites de tarjeta por puesto",
  roleHeader: ["Puesto", "Límite mensual de la tarjeta", "Límite por compra"],
  roleHeaderReversed: ["Nivel", "Por compra", "Por mes"],
  roleLine: (role, monthly, perTransaction) =>
    `${role}: ${[monthly ? `${monthly} al mes` : null, perTransaction ? `${perTransaction} por compra` : null].filter(Boolean).join(", ")}`,
  cards: (company) => [
    `${company} emite tarjetas corporativas virtuales desde su plataforma de gestión de gastos. Use la tarjeta solo para gastos del negocio, fotografíe los comprobantes en la aplicación móvil al momento de pagar y no comparta los datos de la tarjeta.`,
    "El gasto se registra en tiempo real, los controles por comercio bloquean categorías sin uso de negocio y los flujos de aprobación envían cada solicitud a quien corresponde.",
  ],
  advanceAllowed: (max, v) =>
    max
      ? v === 0
        ? `Se pueden solicitar anticipos de hasta ${max} por viaje en la plataforma.`
        : `El anticipo máximo para un viaje es de ${max}.`
      : "Se pueden solicitar anticipos en la plataforma cuando no sea posible usar la tarjeta.",
  noAdvances: "La empresa no otorga anticipos en efectivo.",
  settleAdvance: (days, business) => `Los anticipos se comprueban dentro de los ${esDays(days, business)} siguientes al regreso del viaje.`,
  submissionIntro: "Los gastos se registran en la plataforma con el motivo de negocio.",
  submitWithin: (days, business, v) =>
    v === 0
      ? `Presente cada gasto en la plataforma dentro de los ${esDays(days, business)} siguientes a la fecha del gasto.`
      : `El plazo para comprobar los gastos es de ${esDays(days, business)} a partir del regreso del viaje.`,
  receiptsOver: (amount, v) =>
    v === 0 ? `Todo gasto superior a ${amount} debe contar con comprobante.` : `Se exige comprobante para los gastos mayores de ${amount}.`,
  receiptsAlways: (v) =>
    v === 0 ? "Todo gasto debe contar con su comprobante, sin importar el monto." : "Se exige comprobante para todos los gastos.",
  documents: {
    receipt: "recibos",
    invoice: "facturas",
    taxInvoice: "facturas fiscales",
    simplifiedInvoice: "facturas simplificadas",
    boleta: "boletas",
    posTicket: "tiquetes de caja",
    cashReceipt: "recibos escritos a mano",
  },
  document: (documents, accepted, category) =>
    `${accepted ? "Se aceptan" : "No se aceptan"} ${documents}${category ? ` para ${lower(category)}` : ""}.`,
  categories: {
    meals: "Alimentos",
    lodging: "Hospedaje",
    airfare: "Boletos de avión",
    groundTransport: "Transporte terrestre",
    mileage: "Kilometraje",
    entertainment: "Atención a clientes",
    other: "Otros gastos",
  },
  reimburseWithin: (days, business, v) =>
    v === 0
      ? `Los gastos aprobados se reembolsan en un plazo de ${esDays(days, business)}.`
      : `Finanzas paga los reembolsos aprobados dentro de ${esDays(days, business)}.`,
  internationalNotice: (days, v) =>
    v === 0
      ? `Los viajes internacionales deben solicitarse con al menos ${esDays(days, false)} de anticipación.`
      : `Las solicitudes de viaje al extranjero se presentan ${esDays(days, false)} antes de la salida.`,
  approvalsHeading: "Niveles de aprobación",
  approvalsIntro: "Los gastos se aprueban según los siguientes montos:",
  above: (amount) => `Más de ${amount}`,
  upTo: (amount) => `Hasta ${amount}`,
  rangeFromTo: (from, to) => `De ${from} a ${to}`,
  anyAmount: "Cualquier monto",
  level: (n) => `Nivel ${n}`,
  amountApproverHeader: ["Monto", "Aprueba"],
  levelHeader: ["Nivel de aprobación", "Rango de monto", "Autoriza"],
  approvalSentence: (from, to, approver) =>
    from && to
      ? `Los gastos de más de ${from} y hasta ${to} los aprueba ${approver}.`
      : to
        ? `Los gastos de hasta ${to} los aprueba ${approver}.`
        : from
          ? `Los gastos de más de ${from} los aprueba ${approver}.`
          : `Todos los gastos los aprueba ${approver}.`,
  alsoApprovals: "Además:",
  scopeInternational: "Viajes internacionales",
  scopeRole: (role) => `Gastos de ${role}`,
  scopedApproval: (scope, from, approver) => `${scope}${from ? ` de más de ${from}` : " de cualquier monto"}: los aprueba ${approver}`,
  items: {
    alcohol: "Bebidas alcohólicas",
    firstClass: "Boletos en primera clase",
    businessClass: "Boletos en clase ejecutiva",
    minibar: "Consumos del minibar",
    spa: "Tratamientos de spa y masajes",
    gambling: "Apuestas y juegos de azar",
    tobacco: "Cigarros y productos de tabaco",
    fines: "Multas de tránsito y de estacionamiento",
    personal: "Gastos de carácter personal",
    upgrades: "Mejoras de asiento o de habitación",
    cashWithdrawals: "Retiros de efectivo en cajeros con la tarjeta corporativa",
    giftCards: "Tarjetas de regalo",
    entertainment: "Entretenimiento personal",
    laundry: "Servicio de lavandería",
    inRoomMovies: "Películas en la habitación del hotel",
    tips: "Propinas",
  },
  alcoholExcept: { withClients: ", salvo en comidas con clientes", withMeals: ", salvo una bebida con la comida" },
  standingExclusions: ["Gastos ya pagados por un cliente u otra empresa", "Pérdida o robo de pertenencias personales"],
  notReimbursedIntro: (company) => `${company} no reembolsa los siguientes conceptos:`,
  notReimbursedSentence: (items) => `No son reembolsables: ${list(items.map(lower), "y")}.`,
  compliance: (company) => [
    `${company} revisa el gasto de forma continua. La plataforma señala los cargos fuera de política, los jefes revisan los gastos de su equipo antes de aprobarlos y Finanzas audita una muestra cada trimestre.`,
    "Conserve los comprobantes durante el plazo que exige la legislación fiscal.",
  ],
  violations: () => [
    "Los gastos fuera de esta política pueden rechazarse o descontarse al colaborador. El mal uso reiterado o deliberado de los recursos de la empresa puede dar lugar a medidas disciplinarias, incluida la terminación de la relación laboral.",
  ],
  effective: (company, date) => [
    `Esta política entra en vigor el ${date}. ${company} la revisa una vez al año y cada vez que cambian las reglas fiscales.`,
    "Envíe sus dudas sobre esta política al equipo de Finanzas.",
  ],
};

const PT: Kit = {
  theCompany: "A empresa",
  headings: {
    "notes-column": [
      "1. Objetivo",
      "2. Despesas permitidas",
      "3. Limites de gastos",
      "4. Uso do cartão corporativo",
      "5. Prestação de contas e aprovação",
      "6. Despesas não reembolsáveis",
      "7. Conformidade e auditoria",
      "8. Penalidades",
      "9. Vigência e revisão",
    ],
    "amount-approver-table": [
      "Objetivo e abrangência",
      "Despesas reembolsáveis",
      "Tetos por categoria",
      "Cartões corporativos",
      "Processo de aprovação e reembolso",
      "Despesas vedadas",
      "Auditoria",
      "Descumprimento e consequências",
      "Entrada em vigor",
    ],
    "place-columns": [
      "Seção 1 – Finalidade",
      "Seção 2 – Despesas elegíveis",
      "Seção 3 – Valores máximos",
      "Seção 4 – Plataforma de despesas",
      "Seção 5 – Solicitação de reembolso e aprovação",
      "Seção 6 – Exclusões",
      "Seção 7 – Compliance",
      "Seção 8 – Medidas disciplinares",
      "Seção 9 – Revisão da política",
    ],
    "limits-in-prose": [
      "1) Objetivo e escopo",
      "2) Despesas cobertas",
      "3) Limites",
      "4) Cartões",
      "5) Envio de despesas e aprovações",
      "6) Despesas não reembolsáveis",
      "7) Conformidade",
      "8) Consequências",
      "9) Vigência",
    ],
    "no-limits-table": [
      "I. Finalidade",
      "II. Despesas autorizadas",
      "III. Limites de gastos",
      "IV. Cartões e plataforma",
      "V. Registro de despesas e aprovação",
      "VI. Despesas proibidas",
      "VII. Auditoria",
      "VIII. Infrações",
      "IX. Vigência e revisão",
    ],
  },
  title: (company) => `Política de Viagens e Despesas – ${company}`,
  purpose: (company, country) => [
    `Esta política define como a ${company} custeia viagens a trabalho e outras despesas corporativas no ${country}. Ela vale para todos os colaboradores e para os prestadores de serviço que realizem gastos em nome da empresa.`,
    "O objetivo é reembolsar com justiça e rapidez as despesas legítimas, manter o gasto sob controle e guardar a documentação exigida pela legislação tributária.",
  ],
  eligibleIntro: (company) => `A ${company} cobre as despesas razoáveis e necessárias ao negócio, como:`,
  eligible: [
    "**Passagens aéreas e rodoviárias** reservadas pela plataforma da empresa",
    "**Hospedagem** em hotéis de categoria padrão próximos ao local de trabalho",
    "**Refeições** durante a viagem e refeições de negócios com finalidade clara",
    "**Deslocamentos locais** como táxi, aplicativos de transporte, aluguel de carro, pedágios e estacionamento",
    "**Inscrições em eventos, vistos e materiais** necessários à viagem",
  ],
  airTravelHeading: "Viagens aéreas",
  economyFirst: "Como regra, todos os voos são reservados em classe econômica.",
  cabins: {
    economy: "classe econômica",
    premiumEconomy: "classe econômica premium",
    business: "classe executiva",
    first: "primeira classe",
  },
  cabinAllowed: (cabin, minHours, role) =>
    `É permitida a ${cabin}${minHours === null ? "" : ` em voos de ${minHours} horas ou mais`}${role ? ` para ${role}` : ""}.`,
  cabinNever: (cabin, role) => `Não é permitida a ${cabin}${role ? ` para ${role}` : ""}.`,
  bookAhead: (days, v) =>
    v === 0
      ? `As passagens devem ser compradas com no mínimo ${ptDays(days, false)} de antecedência.`
      : `Toda viagem deve ser reservada até ${ptDays(days, false)} antes do embarque.`,
  mileageFixed: (rate, unit) =>
    `O uso de veículo próprio a trabalho é reembolsado a ${rate} por ${unit === "mi" ? "milha" : "quilômetro"}.`,
  mileageOfficial: (authority, rate, unit) =>
    `O uso de veículo próprio é reembolsado pela tarifa oficial${authority ? ` de ${authority}` : ""}${rate ? ` (hoje ${rate} por ${unit === "mi" ? "milha" : "quilômetro"})` : ""}.`,
  limitsIntro: "Os tetos abaixo valem para viagens a trabalho. Valores acima do teto precisam de aprovação prévia.",
  noLimits: (company) => [
    `A ${company} configura os limites de gasto em cada cartão corporativo na plataforma. Os limites dependem do cargo e do tipo de despesa.`,
    "Antes de reservar, confira no aplicativo os limites do seu cartão, escolha opções de preço razoável e consulte o Financeiro em caso de dúvida.",
  ],
  categoryLabel: { lodging: "Hospedagem (por noite)", meals: "Refeições (por dia)", mileage: "Quilometragem" },
  shortLabel: { lodging: "Hotel", meals: "Refeições" },
  notesHeader: ["Categoria", "Limite da empresa", "Observação"],
  noteAt: (place, amount, kind) => `Até ${amount} ${kind === "lodging" ? "por noite" : "por dia"} em ${place}.`,
  noteAbroad: (amount, kind) => `Viagens internacionais: até ${amount} ${kind === "lodging" ? "por noite" : "por dia"}.`,
  perUnit: (rate, unit) => `${rate} por ${unit === "mi" ? "milha" : "km"}`,
  officialRateNote: (authority) => (authority ? `Tarifa oficial de ${authority}` : "Tarifa oficial"),
  reorderedHeader: ["Teto", "Despesa", "Vale para"],
  per: (amount, kind) => `${amount} ${kind === "lodging" ? "por noite" : "por dia"}`,
  domesticTravel: () => "Viagens nacionais",
  internationalTravel: "Viagens internacionais",
  allTrips: "Todas as viagens a trabalho",
  placeColumnsHeader: () => ["Despesa", "Nacional", "Internacional"],
  higherCapsIn: "Nestes destinos valem tetos maiores:",
  destinationLine: (place, amount, kind) =>
    `${place}: ${kind === "lodging" ? "hospedagem" : "refeições"} até ${amount} ${kind === "lodging" ? "por noite" : "por dia"}.`,
  limitsProseIntro: "Gaste o dinheiro da empresa com o mesmo cuidado que o seu. Os valores abaixo são tetos, não verbas.",
  proseCap: (kind, home, abroad) => {
    const what = kind === "lodging" ? "A hospedagem é reembolsada" : "As refeições são reembolsadas";
    const unit = kind === "lodging" ? "por noite" : "por dia";
    if (home && abroad) return `${what} até ${home} ${unit} em viagens nacionais e até ${abroad} ${unit} no exterior.`;
    if (home) return `${what} até ${home} ${unit} em viagens nacionais.`;
    return abroad ? `${what} até ${abroad} ${unit} em viagens internacionais.` : "";
  },
  proseCapAt: (kind, place, amount) =>
    kind === "lodging"
      ? `Em ${place}, o teto de hospedagem é de ${amount} por noite.`
      : `Em ${place}, as refeições podem chegar a ${amount} por dia.`,
  roleLimitsHeading: "Limites do cartão por cargo",
  roleHeader: ["Cargo", "Limite mensal do cartão", "Limite por compra"],
  roleHeaderReversed: ["Nível", "Por compra", "Por mês"],
  roleLine: (role, monthly, perTransaction) =>
    `${role}: ${[monthly ? `${monthly} por mês` : null, perTransaction ? `${perTransaction} por compra` : null].filter(Boolean).join(", ")}`,
  cards: (company) => [
    `A ${company} emite cartões corporativos virtuais pela sua plataforma de gestão de despesas. Use o cartão apenas para despesas da empresa, fotografe os comprovantes no aplicativo logo após pagar e não compartilhe os dados do cartão.`,
    "O gasto é acompanhado em tempo real, os controles por estabelecimento bloqueiam categorias sem uso corporativo e os fluxos de aprovação encaminham cada pedido a quem deve aprová-lo.",
  ],
  advanceAllowed: (max, v) =>
    max
      ? v === 0
        ? `Adiantamentos de até ${max} por viagem podem ser solicitados na plataforma.`
        : `O adiantamento máximo por viagem é de ${max}.`
      : "Adiantamentos podem ser solicitados na plataforma quando não for possível usar o cartão.",
  noAdvances: "A empresa não concede adiantamentos em dinheiro.",
  settleAdvance: (days, business) => `O adiantamento deve ser acertado em até ${ptDays(days, business)} após o retorno.`,
  submissionIntro: "As despesas são lançadas na plataforma com a justificativa de negócio.",
  submitWithin: (days, business, v) =>
    v === 0
      ? `Lance cada despesa na plataforma em até ${ptDays(days, business)} após a data do gasto.`
      : `O prazo para a prestação de contas é de ${ptDays(days, business)} após o retorno da viagem.`,
  receiptsOver: (amount, v) =>
    v === 0
      ? `Toda despesa acima de ${amount} exige comprovante.`
      : `É obrigatório anexar o comprovante das despesas superiores a ${amount}.`,
  receiptsAlways: (v) =>
    v === 0
      ? "Toda despesa precisa de comprovante, qualquer que seja o valor."
      : "É obrigatório apresentar comprovante de todas as despesas.",
  documents: {
    receipt: "recibos",
    invoice: "faturas",
    taxInvoice: "notas fiscais",
    simplifiedInvoice: "faturas simplificadas",
    boleta: "boletas",
    posTicket: "cupons de caixa",
    cashReceipt: "recibos escritos à mão",
  },
  document: (documents, accepted, category) =>
    `${accepted ? "São aceitos" : "Não são aceitos"} ${documents}${category ? ` para ${lower(category)}` : ""}.`,
  categories: {
    meals: "Refeições",
    lodging: "Hospedagem",
    airfare: "Passagens aéreas",
    groundTransport: "Transporte terrestre",
    mileage: "Quilometragem",
    entertainment: "Atendimento a clientes",
    other: "Outras despesas",
  },
  reimburseWithin: (days, business, v) =>
    v === 0
      ? `As despesas aprovadas são reembolsadas em até ${ptDays(days, business)}.`
      : `O Financeiro paga os reembolsos aprovados em até ${ptDays(days, business)}.`,
  internationalNotice: (days, v) =>
    v === 0
      ? `Viagens internacionais devem ser solicitadas com pelo menos ${ptDays(days, false)} de antecedência.`
      : `Pedidos de viagem ao exterior devem ser feitos ${ptDays(days, false)} antes do embarque.`,
  approvalsHeading: "Alçadas de aprovação",
  approvalsIntro: "As despesas são aprovadas conforme as faixas abaixo:",
  above: (amount) => `Acima de ${amount}`,
  upTo: (amount) => `Até ${amount}`,
  rangeFromTo: (from, to) => `De ${from} a ${to}`,
  anyAmount: "Qualquer valor",
  level: (n) => `Nível ${n}`,
  amountApproverHeader: ["Valor", "Aprovador"],
  levelHeader: ["Alçada", "Faixa de valor", "Aprovado por"],
  approvalSentence: (from, to, approver) =>
    from && to
      ? `Despesas acima de ${from} e até ${to} são aprovadas por ${approver}.`
      : to
        ? `Despesas de até ${to} são aprovadas por ${approver}.`
        : from
          ? `Despesas acima de ${from} são aprovadas por ${approver}.`
          : `Todas as despesas são aprovadas por ${approver}.`,
  alsoApprovals: "Além disso:",
  scopeInternational: "Viagens internacionais",
  scopeRole: (role) => `Despesas de ${role}`,
  scopedApproval: (scope, from, approver) => `${scope}${from ? ` acima de ${from}` : " de qualquer valor"}: aprovação de ${approver}`,
  items: {
    alcohol: "Bebidas alcoólicas",
    firstClass: "Passagens em primeira classe",
    businessClass: "Passagens em classe executiva",
    minibar: "Itens do frigobar",
    spa: "Spa e massagens",
    gambling: "Jogos de azar e apostas",
    tobacco: "Cigarros e produtos de tabaco",
    fines: "Multas de trânsito e de estacionamento",
    personal: "Despesas de caráter pessoal",
    upgrades: "Upgrades de assento ou de quarto",
    cashWithdrawals: "Saques em caixas eletrônicos com o cartão corporativo",
    giftCards: "Vale-presentes",
    entertainment: "Entretenimento pessoal",
    laundry: "Lavanderia",
    inRoomMovies: "Filmes pagos no quarto do hotel",
    tips: "Gorjetas",
  },
  alcoholExcept: { withClients: ", exceto em refeições com clientes", withMeals: ", exceto uma bebida durante a refeição" },
  standingExclusions: ["Despesas já pagas por um cliente ou por outra empresa", "Perda ou roubo de objetos pessoais"],
  notReimbursedIntro: (company) => `A ${company} não reembolsa:`,
  notReimbursedSentence: (items) => `Não são reembolsáveis: ${list(items.map(lower), "e")}.`,
  compliance: (company) => [
    `A ${company} acompanha o gasto continuamente. A plataforma sinaliza lançamentos fora da política, os gestores revisam as despesas da equipe antes de aprová-las e o Financeiro audita uma amostra a cada trimestre.`,
    "Guarde os comprovantes pelo prazo exigido pela legislação tributária.",
  ],
  violations: () => [
    "Despesas fora desta política podem ser recusadas ou descontadas do colaborador. O uso indevido, reiterado ou deliberado, dos recursos da empresa pode levar a medidas disciplinares, inclusive à demissão.",
  ],
  effective: (company, date) => [
    `Esta política entra em vigor em ${date}. A ${company} a revisa uma vez por ano e sempre que as regras tributárias mudarem.`,
    "Envie suas dúvidas sobre esta política ao Financeiro.",
  ],
};

export const MOCK_MODEL_KITS: Record<Language, Kit> = { en: EN, es: ES, "pt-BR": PT };
