import type { DominicanRepublicPack } from "../packs/dominican-republic.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const DOMINICAN_REPUBLIC_TEXT: CountryTexts<DominicanRepublicPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.en(company, "Dominican"),
    allowable: [
      `Travel allowances (asignaciones de traslado y viáticos) covering lodging, meals and transport on a business trip are not taxable income for the employee when they are backed by comprobantes fiscales and match the employee's role (${f.viaticosExempt.value}).`,
    ],
    limits: [],
    cards: [
      `Pay with the corporate card or by transfer where you can. The cash caps of ${f.cashRule.value} apply to high-value operations, not to travel, but a card payment leaves a trace that matches the comprobante fiscal.`,
    ],
    documents: [
      `Ask for a comprobante fiscal with crédito fiscal value (an e-CF or NCF factura de crédito fiscal) issued to ${company}'s ${f.taxId.value}: it gives the ITBIS credit and supports the deduction. A factura de consumo does not.`,
    ],
    nonReimbursable: [
      `Expenses without a comprobante fiscal, or with a factura de consumo when a factura de crédito fiscal to ${company}'s ${f.taxId.value} could have been issued.`,
    ],
    taxRules: [
      `**ITBIS:** ${format.percent(f.itbisRate.value)} general rate (Código Tributario, art. 341).`,
      `**Comprobantes fiscales:** the DGII's NCF, which the electronic e-CF replaces (${f.electronicInvoicing.value}); only one with crédito fiscal value issued to ${company}'s ${f.taxId.value} supports costs and the ITBIS credit (${f.invoiceRule.value}).`,
      "**Viáticos:** exempt for the employee when backed by comprobantes fiscales; amounts not accounted for are taxable salary.",
    ],
    retention: `Keep comprobantes fiscales and expense records for ${f.retentionYears.value} years, while the DGII may review the tax they support (Código Tributario, art. 50).`,
    reviewTriggers: "the DGII changes the comprobantes fiscales rules or the e-CF calendar, or the ITBIS rate changes",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.es(company, "dominicana"),
    allowable: [
      `Las asignaciones de traslado y viáticos que cubren alojamiento, alimentación y transporte en un viaje de negocios no son renta gravable del empleado cuando están sustentadas con comprobantes fiscales y guardan relación con su función (${f.viaticosExempt.value}).`,
    ],
    limits: [],
    cards: [
      `Pague con la tarjeta corporativa o por transferencia siempre que pueda. Los topes de efectivo de la ${f.cashRule.value} se aplican a operaciones de alto valor, no a los viajes, pero el pago con tarjeta deja un registro que coincide con el comprobante fiscal.`,
    ],
    documents: [
      `Pida un comprobante fiscal con valor de crédito fiscal (e-CF o NCF de factura de crédito fiscal) a nombre del ${f.taxId.value} de ${company}: da derecho al crédito de ITBIS y sustenta la deducción. La factura de consumo no lo da.`,
    ],
    nonReimbursable: [
      `Gastos sin comprobante fiscal, o con factura de consumo cuando pudo emitirse una factura de crédito fiscal al ${f.taxId.value} de ${company}.`,
    ],
    taxRules: [
      `**ITBIS:** tasa general del ${format.percent(f.itbisRate.value)} (Código Tributario, art. 341).`,
      `**Comprobantes fiscales:** el NCF de la DGII, que el e-CF electrónico reemplaza (${f.electronicInvoicing.value}); solo el que tiene valor de crédito fiscal y está a nombre del ${f.taxId.value} de ${company} sustenta costos y el crédito de ITBIS (${f.invoiceRule.value}).`,
      "**Viáticos:** exentos para el empleado cuando se sustentan con comprobantes fiscales; los montos no rendidos son salario gravable.",
    ],
    retention: `Conserve los comprobantes fiscales y los registros de gastos durante ${f.retentionYears.value} años, mientras la DGII pueda fiscalizar el tributo que sustentan (Código Tributario, art. 50).`,
    reviewTriggers: "la DGII cambie las reglas de comprobantes fiscales o el calendario del e-CF, o cambie la tasa del ITBIS",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE["pt-BR"](company, "dominicana"),
    allowable: [
      `As verbas de deslocamento e viáticos que cobrem hospedagem, alimentação e transporte numa viagem de negócios não são renda tributável do empregado quando comprovadas por comprobantes fiscales e compatíveis com a sua função (${f.viaticosExempt.value}).`,
    ],
    limits: [],
    cards: [
      `Pague com o cartão corporativo ou por transferência sempre que puder. Os tetos de dinheiro em espécie da ${f.cashRule.value} valem para operações de alto valor, não para viagens, mas o pagamento com cartão deixa um registro que corresponde ao comprobante fiscal.`,
    ],
    documents: [
      `Peça um comprobante fiscal com valor de crédito fiscal (e-CF ou NCF de factura de crédito fiscal) em nome do ${f.taxId.value} da ${company}: ele dá crédito de ITBIS e sustenta a dedução. A factura de consumo não dá.`,
    ],
    nonReimbursable: [
      `Despesas sem comprobante fiscal, ou com factura de consumo quando podia ser emitida uma factura de crédito fiscal ao ${f.taxId.value} da ${company}.`,
    ],
    taxRules: [
      `**ITBIS:** alíquota geral de ${format.percent(f.itbisRate.value)} (Código Tributario, art. 341).`,
      `**Comprobantes fiscales:** o NCF da DGII, que o e-CF eletrônico substitui (${f.electronicInvoicing.value}); só o que tem valor de crédito fiscal e está em nome do ${f.taxId.value} da ${company} sustenta custos e o crédito de ITBIS (${f.invoiceRule.value}).`,
      "**Viáticos:** isentos para o empregado quando comprovados por comprobantes fiscales; valores sem prestação de contas são salário tributável.",
    ],
    retention: `Guarde os comprobantes fiscales e os registros de despesas por ${f.retentionYears.value} anos, enquanto a DGII puder fiscalizar o tributo que sustentam (Código Tributario, art. 50).`,
    reviewTriggers: "a DGII mudar as regras de comprobantes fiscales ou o calendário do e-CF, ou a alíquota do ITBIS mudar",
  }),
};
