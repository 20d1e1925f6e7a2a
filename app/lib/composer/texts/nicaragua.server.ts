import type { NicaraguaPack } from "../packs/nicaragua.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const NICARAGUA_TEXT: CountryTexts<NicaraguaPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.en(company, "Nicaraguan"),
    allowable: [
      `Travel allowances (viáticos) backed by receipts are a reimbursement, not salary: only viáticos that are not accounted for count as rentas del trabajo (Ley 822, ${f.viaticosNotSalary.value}). ${company} deducts travel expenses that are necessary for its business (${f.deductibleExpenses.value}).`,
    ],
    limits: [],
    cards: [
      "Pay with the corporate card or by bank transfer where you can, so that every expense leaves a trace that matches its factura.",
    ],
    documents: [
      `Ask for a factura issued to ${company}'s ${f.taxId.value}, with the IVA shown separately: only that factura gives the IVA credit and supports the deduction before the DGI.`,
    ],
    nonReimbursable: [
      `Expenses without a factura or receipt, and facturas not issued to ${company}'s ${f.taxId.value} when one could have been.`,
    ],
    taxRules: [
      `**IVA:** a single rate of ${format.percent(f.ivaRate.value)} (Ley 822, Ley de Concertación Tributaria).`,
      `**Factura:** the DGI requires a factura issued to ${company}'s ${f.taxId.value} for the IVA credit and the income-tax deduction.`,
      "**Viáticos:** not taxed as salary when backed by receipts; viáticos without receipts are taxable income of the employee.",
    ],
    retention: `Keep facturas and expense records for ${f.retentionYears.value} years, while the DGI may review the tax they support (Código Tributario, Ley 562).`,
    reviewTriggers: "the DGI changes its invoicing rules or the Ley de Concertación Tributaria is amended",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.es(company, "nicaragüense"),
    allowable: [
      `Los viáticos sustentados con comprobantes son un reembolso, no salario: solo los viáticos no comprobados se consideran rentas del trabajo (Ley 822, ${f.viaticosNotSalary.value}). ${company} deduce los gastos de viaje necesarios para su actividad (${f.deductibleExpenses.value}).`,
    ],
    limits: [],
    cards: [
      "Pague con la tarjeta corporativa o por transferencia siempre que pueda, para que cada gasto deje un registro que coincida con su factura.",
    ],
    documents: [
      `Pida una factura a nombre del ${f.taxId.value} de ${company}, con el IVA desglosado: solo esa factura da derecho al crédito fiscal de IVA y sustenta la deducción ante la DGI.`,
    ],
    nonReimbursable: [
      `Gastos sin factura ni comprobante, y facturas que no estén a nombre del ${f.taxId.value} de ${company} cuando pudieron estarlo.`,
    ],
    taxRules: [
      `**IVA:** tasa única del ${format.percent(f.ivaRate.value)} (Ley 822, Ley de Concertación Tributaria).`,
      `**Factura:** la DGI exige una factura a nombre del ${f.taxId.value} de ${company} para el crédito fiscal de IVA y la deducción del IR.`,
      "**Viáticos:** no se gravan como salario cuando se sustentan con comprobantes; los viáticos no comprobados son renta gravable del trabajador.",
    ],
    retention: `Conserve las facturas y los registros de gastos durante ${f.retentionYears.value} años, mientras la DGI pueda fiscalizar el tributo que sustentan (Código Tributario, Ley 562).`,
    reviewTriggers: "la DGI cambie sus reglas de facturación o se reforme la Ley de Concertación Tributaria",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE["pt-BR"](company, "nicaraguense"),
    allowable: [
      `Os viáticos comprovados com recibos são reembolso, não salário: só os viáticos sem comprovação contam como rentas del trabajo (Ley 822, ${f.viaticosNotSalary.value}). A ${company} deduz as despesas de viagem necessárias à sua atividade (${f.deductibleExpenses.value}).`,
    ],
    limits: [],
    cards: [
      "Pague com o cartão corporativo ou por transferência sempre que puder, para que cada despesa deixe um registro que corresponda à sua factura.",
    ],
    documents: [
      `Peça uma factura emitida ao ${f.taxId.value} da ${company}, com o IVA destacado: só essa factura dá crédito de IVA e sustenta a dedução perante a DGI.`,
    ],
    nonReimbursable: [
      `Despesas sem factura nem recibo, e facturas não emitidas ao ${f.taxId.value} da ${company} quando poderiam ter sido.`,
    ],
    taxRules: [
      `**IVA:** alíquota única de ${format.percent(f.ivaRate.value)} (Ley 822, Ley de Concertación Tributaria).`,
      `**Factura:** a DGI exige uma factura emitida ao ${f.taxId.value} da ${company} para o crédito de IVA e a dedução do imposto de renda.`,
      "**Viáticos:** não são tributados como salário quando comprovados com recibos; viáticos sem comprovação são renda tributável do empregado.",
    ],
    retention: `Guarde as facturas e os registros de despesas por ${f.retentionYears.value} anos, enquanto a DGI puder fiscalizar o tributo que sustentam (Código Tributario, Ley 562).`,
    reviewTriggers: "a DGI mudar as regras de faturamento ou a Ley de Concertación Tributaria for reformada",
  }),
};
