import type { Language } from "~/lib/site/languages";

/** The nine required sections, in order, as the composer titles them in each language. */
export const SECTION_TITLES: Record<Language, readonly string[]> = {
  en: [
    "Purpose and Scope",
    "Allowable Expenses",
    "Spending Limits",
    "Corporate Cards and Platform Usage",
    "Expense Submission and Approval",
    "Non-Reimbursable Expenses",
    "Compliance and Audit",
    "Policy Violations and Consequences",
    "Effective Date and Review Schedule",
  ],
  es: [
    "Propósito y alcance",
    "Gastos permitidos",
    "Límites de gasto",
    "Tarjetas corporativas y uso de la plataforma",
    "Presentación y aprobación de gastos",
    "Gastos no reembolsables",
    "Cumplimiento y auditoría",
    "Infracciones a la política y consecuencias",
    "Fecha de vigencia y calendario de revisión",
  ],
  "pt-BR": [
    "Objetivo e escopo",
    "Despesas permitidas",
    "Limites de gastos",
    "Cartões corporativos e uso da plataforma",
    "Envio e aprovação de despesas",
    "Despesas não reembolsáveis",
    "Conformidade e auditoria",
    "Violações da política e consequências",
    "Data de vigência e cronograma de revisão",
  ],
};
