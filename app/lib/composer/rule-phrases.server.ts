import type { Language } from "~/lib/site/languages";
import { PROPOSED_MARK } from "~/lib/rulebook/proposed-figures";
import type { Cabin, DocumentType, ExpenseCategory, ProhibitedItem } from "~/lib/rulebook/policy-rules";

/**
 * How each kind of rule of the rulebook is written, per language: one line or table cell per
 * rule, in a fixed notation the rules reader can read back. Amounts arrive formatted.
 */
export interface RulePhrases {
  /** Marks a figure we chose: "$150.00 (proposed)". */
  proposed(figure: string): string;
  /** Marks a figure taken from the country's official reference. */
  official(figure: string, law: string): string;
  /** Row labels of the travel table for a limit at one destination. */
  mealsAt(place: string): string;
  lodgingAt(place: string): string;
  /** The role table's default roles and the approval matrix's default approvers come from default-approvers.ts. */
  cabinAllowed(cabin: string, minHours: number | null, role: string | null): string;
  cabinNever(cabin: string, role: string | null): string;
  /** `authority`: who publishes the rate ("IRS"), or null for the official rate of no named body. */
  mileageOfficial(authority: string | null, rate: string | null): string;
  perDiemOfficial(table: string): string;
  perDiemActuals: string;
  approvalMatrixIntro: string;
  approvalMatrixHeader: readonly [amount: string, approver: string, appliesTo: string];
  band(from: string | null, to: string | null): string;
  scopeAll: string;
  scopeInternational: string;
  scopeRole(role: string): string;
  categories: Record<ExpenseCategory, string>;
  reimburseWithin(days: number, businessDays: boolean): string;
  settleAdvanceWithin(days: number, businessDays: boolean): string;
  /** What becomes of a late claim: `approver` null when it is not paid; the cut-off, the deadline unless given. */
  lateClaims(approver: string | null, cutOff: { afterDays: number | null; dayOfNextMonth: number | null }): string;
  noticeAll(days: number): string;
  documents: Record<DocumentType, string>;
  documentRefused(document: string, category: string | null): string;
  documentAccepted(document: string, category: string | null): string;
  /** The company's receipts threshold is stricter than the country's default: both are named. */
  receiptsStricter(own: string, statutory: string): string;
  prohibited: Record<ProhibitedItem, string>;
  alcoholExcept: { withClients: string; withMeals: string };
}

const dayWord = { en: ["day", "days"], es: ["día", "días"], "pt-BR": ["dia", "dias"] } as const;
const days = (language: Language, count: number, business: boolean) => {
  const [one, many] = dayWord[language];
  const unit = count === 1 ? one : many;
  if (!business) return `${count} ${unit}`;
  return language === "en" ? `${count} business ${unit}` : language === "es" ? `${count} ${unit} hábiles` : `${count} ${unit} úteis`;
};
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const EN: RulePhrases = {
  proposed: (figure) => `${figure}${PROPOSED_MARK.en}`,
  official: (figure, law) => `${figure} (official reference, ${law})`,
  mealsAt: (place) => `Meals, per day (${place})`,
  lodgingAt: (place) => `Lodging, per night (${place})`,
  cabinAllowed: (cabin, minHours, role) =>
    `${capital(cabin)} is allowed${minHours === null ? "" : ` on flights of ${minHours} hours or more`}${role ? ` for ${role}` : ""}.`,
  cabinNever: (cabin, role) => `${capital(cabin)} is never allowed${role ? ` for ${role}` : ""}.`,
  mileageOfficial: (authority, rate) =>
    `at the official rate${authority ? ` published by the ${authority}` : ""}${rate ? ` (${rate} when this policy was written; the current official rate applies)` : ", as published at the time of the trip"}`,
  perDiemOfficial: (table) => `Meals and incidentals while travelling are reimbursed up to the ${table} per diem for the destination.`,
  perDiemActuals: "Travel costs are reimbursed at actual cost, against receipts, within the limits below.",
  approvalMatrixIntro: "Who approves an expense depends on its amount. Each request goes to the approver of its band:",
  approvalMatrixHeader: ["Amount", "Approver", "Applies to"],
  band: (from, to) => (from && to ? `Over ${from} up to ${to}` : from ? `Over ${from}` : to ? `Up to ${to}` : "Any amount"),
  scopeAll: "All expenses",
  scopeInternational: "International travel",
  scopeRole: (role) => `Spending by ${role}`,
  categories: {
    meals: "Meals",
    lodging: "Lodging",
    airfare: "Flights",
    groundTransport: "Ground transport",
    mileage: "Mileage",
    entertainment: "Client entertainment",
    other: "Other expenses",
  },
  lateClaims: (approver, { afterDays, dayOfNextMonth }) =>
    `Expenses submitted ${
      dayOfNextMonth
        ? `after day ${dayOfNextMonth} of the following month`
        : afterDays
          ? `more than ${afterDays} days after the purchase`
          : "after this deadline"
    } ${approver ? `are reimbursed only with the approval of ${approver}` : "are not reimbursed"}.`,
  reimburseWithin: (count, business) => `Approved expenses are reimbursed within ${days("en", count, business)} of approval.`,
  settleAdvanceWithin: (count, business) =>
    `Cash advances are settled in an expense report, with receipts, within ${days("en", count, business)} of the end of the trip.`,
  noticeAll: (count) => `Request every trip in the platform at least ${days("en", count, false)} before departure.`,
  documents: {
    receipt: "receipts",
    invoice: "invoices",
    taxInvoice: "tax invoices",
    simplifiedInvoice: "simplified invoices",
    boleta: "boletas",
    posTicket: "POS tickets",
    cashReceipt: "handwritten cash receipts",
  },
  documentRefused: (document, category) => `${capital(document)} are not accepted${category ? ` for ${category.toLowerCase()}` : ""}.`,
  documentAccepted: (document, category) => `${capital(document)} are accepted${category ? ` for ${category.toLowerCase()}` : ""}.`,
  receiptsStricter: (own, statutory) =>
    `This is stricter than the tax rule (documentary evidence from ${statutory}); the company's threshold of ${own} applies.`,
  prohibited: {
    alcohol: "Alcoholic drinks",
    firstClass: "First-class travel",
    businessClass: "Business-class travel",
    minibar: "Minibar charges",
    spa: "Spa and massage charges",
    gambling: "Gambling and betting",
    tobacco: "Tobacco",
    fines: "Traffic and parking fines",
    personal: "Personal expenses",
    upgrades: "Upgrades",
    cashWithdrawals: "Cash withdrawals with the card",
    giftCards: "Gift cards",
    entertainment: "Entertainment",
    laundry: "Laundry",
    inRoomMovies: "In-room movies",
    tips: "Tips",
  },
  alcoholExcept: { withClients: "except when entertaining clients", withMeals: "except in moderation with a meal" },
};

const ES: RulePhrases = {
  proposed: (figure) => `${figure}${PROPOSED_MARK.es}`,
  official: (figure, law) => `${figure} (referencia oficial, ${law})`,
  mealsAt: (place) => `Comidas, por día (${place})`,
  lodgingAt: (place) => `Alojamiento, por noche (${place})`,
  cabinAllowed: (cabin, minHours, role) =>
    `Se permite ${cabin}${minHours === null ? "" : ` en vuelos de ${minHours} horas o más`}${role ? ` para ${role}` : ""}.`,
  cabinNever: (cabin, role) => `No se permite nunca ${cabin}${role ? ` para ${role}` : ""}.`,
  mileageOfficial: (authority, rate) =>
    `a la tarifa oficial${authority ? ` que publica ${authority}` : ""}${rate ? ` (${rate} al redactar esta política; se aplica la tarifa oficial vigente)` : ", vigente a la fecha del viaje"}`,
  perDiemOfficial: (table) => `Las comidas y los gastos menores del viaje se reembolsan hasta el viático ${table} del destino.`,
  perDiemActuals: "Los gastos de viaje se reembolsan por su costo real, con comprobante, dentro de los límites siguientes.",
  approvalMatrixIntro: "Quién aprueba un gasto depende de su monto. Cada solicitud va al aprobador de su tramo:",
  approvalMatrixHeader: ["Monto", "Aprobador", "Se aplica a"],
  band: (from, to) => (from && to ? `Más de ${from} hasta ${to}` : from ? `Más de ${from}` : to ? `Hasta ${to}` : "Cualquier monto"),
  scopeAll: "Todos los gastos",
  scopeInternational: "Viajes internacionales",
  scopeRole: (role) => `Gastos de ${role}`,
  categories: {
    meals: "Comidas",
    lodging: "Alojamiento",
    airfare: "Vuelos",
    groundTransport: "Transporte terrestre",
    mileage: "Kilometraje",
    entertainment: "Atención a clientes",
    other: "Otros gastos",
  },
  lateClaims: (approver, { afterDays, dayOfNextMonth }) =>
    `Los gastos presentados ${
      dayOfNextMonth
        ? `después del día ${dayOfNextMonth} del mes siguiente`
        : afterDays
          ? `más de ${afterDays} días después de la compra`
          : "después de este plazo"
    } ${approver ? `solo se reembolsan con la aprobación de ${approver}` : "no se reembolsan"}.`,
  reimburseWithin: (count, business) =>
    `Los gastos aprobados se reembolsan dentro de los ${days("es", count, business)} siguientes a su aprobación.`,
  settleAdvanceWithin: (count, business) =>
    `Los anticipos se rinden en un informe de gastos, con comprobantes, dentro de los ${days("es", count, business)} siguientes al fin del viaje.`,
  noticeAll: (count) => `Solicite cada viaje en la plataforma con al menos ${days("es", count, false)} de anticipación.`,
  documents: {
    receipt: "los recibos",
    invoice: "las facturas",
    taxInvoice: "las facturas fiscales",
    simplifiedInvoice: "las facturas simplificadas",
    boleta: "las boletas",
    posTicket: "los tiquetes POS",
    cashReceipt: "los recibos manuales",
  },
  documentRefused: (document, category) => `No se aceptan ${document}${category ? ` para ${category.toLowerCase()}` : ""}.`,
  documentAccepted: (document, category) => `Se aceptan ${document}${category ? ` para ${category.toLowerCase()}` : ""}.`,
  receiptsStricter: (own, statutory) =>
    `Es más estricto que la regla fiscal (respaldo documental desde ${statutory}); se aplica el umbral de la empresa de ${own}.`,
  prohibited: {
    alcohol: "Bebidas alcohólicas",
    firstClass: "Viajes en primera clase",
    businessClass: "Viajes en clase ejecutiva",
    minibar: "Cargos del minibar",
    spa: "Spa y masajes",
    gambling: "Juegos de azar y apuestas",
    tobacco: "Tabaco",
    fines: "Multas de tránsito y estacionamiento",
    personal: "Gastos personales",
    upgrades: "Mejoras de categoría",
    cashWithdrawals: "Retiros de efectivo con la tarjeta",
    giftCards: "Tarjetas de regalo",
    entertainment: "Entretenimiento",
    laundry: "Lavandería",
    inRoomMovies: "Películas en la habitación",
    tips: "Propinas",
  },
  alcoholExcept: { withClients: "salvo en la atención a clientes", withMeals: "salvo con moderación en una comida" },
};

const PT: RulePhrases = {
  proposed: (figure) => `${figure}${PROPOSED_MARK["pt-BR"]}`,
  official: (figure, law) => `${figure} (referência oficial, ${law})`,
  mealsAt: (place) => `Refeições, por dia (${place})`,
  lodgingAt: (place) => `Hospedagem, por noite (${place})`,
  cabinAllowed: (cabin, minHours, role) =>
    `${capital(cabin)} é permitida${minHours === null ? "" : ` em voos de ${minHours} horas ou mais`}${role ? ` para ${role}` : ""}.`,
  cabinNever: (cabin, role) => `${capital(cabin)} nunca é permitida${role ? ` para ${role}` : ""}.`,
  mileageOfficial: (authority, rate) =>
    `pela taxa oficial${authority ? ` publicada pelo ${authority}` : ""}${rate ? ` (${rate} quando esta política foi redigida; vale a taxa oficial vigente)` : ", vigente na data da viagem"}`,
  perDiemOfficial: (table) => `Refeições e pequenas despesas de viagem são reembolsadas até a diária ${table} do destino.`,
  perDiemActuals: "As despesas de viagem são reembolsadas pelo custo real, com comprovante, dentro dos limites abaixo.",
  approvalMatrixIntro: "Quem aprova uma despesa depende do valor. Cada solicitação vai para o aprovador da sua faixa:",
  approvalMatrixHeader: ["Valor", "Aprovador", "Aplica-se a"],
  band: (from, to) => (from && to ? `Acima de ${from} até ${to}` : from ? `Acima de ${from}` : to ? `Até ${to}` : "Qualquer valor"),
  scopeAll: "Todas as despesas",
  scopeInternational: "Viagens internacionais",
  scopeRole: (role) => `Despesas de ${role}`,
  categories: {
    meals: "Refeições",
    lodging: "Hospedagem",
    airfare: "Voos",
    groundTransport: "Transporte terrestre",
    mileage: "Quilometragem",
    entertainment: "Atendimento a clientes",
    other: "Outras despesas",
  },
  lateClaims: (approver, { afterDays, dayOfNextMonth }) =>
    `As despesas apresentadas ${
      dayOfNextMonth
        ? `após o dia ${dayOfNextMonth} do mês seguinte`
        : afterDays
          ? `mais de ${afterDays} dias após a compra`
          : "após este prazo"
    } ${approver ? `só são reembolsadas com a aprovação de ${approver}` : "não são reembolsadas"}.`,
  reimburseWithin: (count, business) => `As despesas aprovadas são reembolsadas em até ${days("pt-BR", count, business)} após a aprovação.`,
  settleAdvanceWithin: (count, business) =>
    `Os adiantamentos são prestados em um relatório de despesas, com comprovantes, em até ${days("pt-BR", count, business)} após o fim da viagem.`,
  noticeAll: (count) => `Solicite cada viagem na plataforma com pelo menos ${days("pt-BR", count, false)} de antecedência.`,
  documents: {
    receipt: "recibos",
    invoice: "faturas",
    taxInvoice: "notas fiscais",
    simplifiedInvoice: "faturas simplificadas",
    boleta: "boletas",
    posTicket: "cupons fiscais",
    cashReceipt: "recibos manuais",
  },
  documentRefused: (document, category) => `Não são aceitos ${document}${category ? ` para ${category.toLowerCase()}` : ""}.`,
  documentAccepted: (document, category) => `São aceitos ${document}${category ? ` para ${category.toLowerCase()}` : ""}.`,
  receiptsStricter: (own, statutory) =>
    `É mais rigoroso que a regra fiscal (comprovação a partir de ${statutory}); vale o limite da empresa de ${own}.`,
  prohibited: {
    alcohol: "Bebidas alcoólicas",
    firstClass: "Viagens em primeira classe",
    businessClass: "Viagens em classe executiva",
    minibar: "Consumo do frigobar",
    spa: "Spa e massagens",
    gambling: "Jogos de azar e apostas",
    tobacco: "Tabaco",
    fines: "Multas de trânsito e estacionamento",
    personal: "Despesas pessoais",
    upgrades: "Upgrades",
    cashWithdrawals: "Saques em dinheiro com o cartão",
    giftCards: "Cartões-presente",
    entertainment: "Entretenimento",
    laundry: "Lavanderia",
    inRoomMovies: "Filmes no quarto",
    tips: "Gorjetas",
  },
  alcoholExcept: { withClients: "exceto no atendimento a clientes", withMeals: "exceto com moderação em uma refeição" },
};

export const RULE_PHRASES: Record<Language, RulePhrases> = { en: EN, es: ES, "pt-BR": PT };

export type { Cabin };
