import type { EcuadorPack } from "../packs/ecuador.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const ECUADOR_TEXT: CountryTexts<EcuadorPack> = {
  en: ({ pack: { facts: f }, company, format }) => {
    const banking = format.money(f.bankingThreshold.value);
    return {
      mileage: COMPANY_MILEAGE.en(company, "Ecuadorian"),
      allowable: [
        `Travel expenses (gastos de viaje: transport, lodging and food) are deductible when backed by comprobantes de venta issued to ${company}'s RUC, up to ${format.percent(f.travelExpenseCap.value)} of the year's taxable income (LRTI art. 10 num. 6; Reglamento art. 28 num. 6). Record the traveller, the purpose and the dates of each trip.`,
      ],
      limits: [],
      cards: [
        `Pay anything over ${banking} through the financial system (corporate card, transfer or cheque): paid in cash, the cost is not deductible and its IVA gives no credit (Ley Orgánica de Eficiencia Económica y Generación de Empleo, art. 25).`,
      ],
      documents: [
        `Ask for a factura electrónica authorised by the SRI and issued to ${company}'s RUC: only a factura gives the IVA credit (crédito tributario) and supports the deduction; a nota de venta does not.`,
      ],
      nonReimbursable: [`Payments over ${banking} made in cash.`],
      taxRules: [
        `**IVA:** the general rate is ${format.percent(f.ivaRate.value)} (Ley Orgánica para Enfrentar el Conflicto Armado Interno, 2024).`,
        `**Comprobantes electrónicos:** authorised by the SRI; only a factura electrónica to ${company}'s RUC gives the IVA credit and supports the deduction.`,
        `**Gastos de viaje:** deductible up to ${format.percent(f.travelExpenseCap.value)} of taxable income when backed by comprobantes de venta.`,
        `**Bancarización:** costs over ${banking} must be paid through the financial system to be deductible.`,
      ],
      retention: `Keep comprobantes de venta and expense records for ${f.retentionYears.value} years (Reglamento de Comprobantes de Venta, Retención y Documentos Complementarios).`,
      reviewTriggers: "the SRI changes its comprobantes electrónicos rules or the IVA rate changes again",
    };
  },
  es: ({ pack: { facts: f }, company, format }) => {
    const banking = format.money(f.bankingThreshold.value);
    return {
      mileage: COMPANY_MILEAGE.es(company, "ecuatoriana"),
      allowable: [
        `Los gastos de viaje (transporte, alojamiento y alimentación) son deducibles cuando se sustentan con comprobantes de venta emitidos al RUC de ${company}, hasta el ${format.percent(f.travelExpenseCap.value)} del ingreso gravado del ejercicio (LRTI art. 10 num. 6; Reglamento art. 28 num. 6). Indique el viajero, el motivo y las fechas de cada viaje.`,
      ],
      limits: [],
      cards: [
        `Pague todo gasto superior a ${banking} por el sistema financiero (tarjeta corporativa, transferencia o cheque): pagado en efectivo, no es deducible ni da crédito tributario de IVA (Ley Orgánica de Eficiencia Económica y Generación de Empleo, art. 25).`,
      ],
      documents: [
        `Pida factura electrónica autorizada por el SRI a nombre del RUC de ${company}: solo la factura da crédito tributario de IVA y sustenta la deducción; la nota de venta no.`,
      ],
      nonReimbursable: [`Pagos superiores a ${banking} hechos en efectivo.`],
      taxRules: [
        `**IVA:** la tarifa general es del ${format.percent(f.ivaRate.value)} (Ley Orgánica para Enfrentar el Conflicto Armado Interno, 2024).`,
        `**Comprobantes electrónicos:** autorizados por el SRI; solo la factura electrónica al RUC de ${company} da crédito tributario de IVA y sustenta la deducción.`,
        `**Gastos de viaje:** deducibles hasta el ${format.percent(f.travelExpenseCap.value)} del ingreso gravado cuando se sustentan con comprobantes de venta.`,
        `**Bancarización:** los gastos superiores a ${banking} deben pagarse por el sistema financiero para ser deducibles.`,
      ],
      retention: `Conserve los comprobantes de venta y registros de gastos durante ${f.retentionYears.value} años (Reglamento de Comprobantes de Venta, Retención y Documentos Complementarios).`,
      reviewTriggers: "el SRI cambie sus reglas de comprobantes electrónicos o vuelva a cambiar la tarifa del IVA",
    };
  },
  "pt-BR": ({ pack: { facts: f }, company, format }) => {
    const banking = format.money(f.bankingThreshold.value);
    return {
      mileage: COMPANY_MILEAGE["pt-BR"](company, "equatoriana"),
      allowable: [
        `As despesas de viagem (gastos de viaje: transporte, hospedagem e alimentação) são dedutíveis quando comprovadas por comprobantes de venta emitidos ao RUC da ${company}, até ${format.percent(f.travelExpenseCap.value)} da renda tributável do exercício (LRTI art. 10 num. 6; Reglamento art. 28 num. 6). Informe o viajante, o motivo e as datas de cada viagem.`,
      ],
      limits: [],
      cards: [
        `Pague todo gasto acima de ${banking} pelo sistema financeiro (cartão corporativo, transferência ou cheque): pago em dinheiro, não é dedutível nem dá crédito de IVA (Ley Orgánica de Eficiencia Económica y Generación de Empleo, art. 25).`,
      ],
      documents: [
        `Peça factura electrónica autorizada pelo SRI em nome do RUC da ${company}: só a factura dá crédito de IVA (crédito tributario) e sustenta a dedução; a nota de venta não.`,
      ],
      nonReimbursable: [`Pagamentos acima de ${banking} feitos em dinheiro.`],
      taxRules: [
        `**IVA:** a alíquota geral é de ${format.percent(f.ivaRate.value)} (Ley Orgánica para Enfrentar el Conflicto Armado Interno, 2024).`,
        `**Comprobantes electrónicos:** autorizados pelo SRI; só a factura electrónica ao RUC da ${company} dá crédito de IVA e sustenta a dedução.`,
        `**Gastos de viaje:** dedutíveis até ${format.percent(f.travelExpenseCap.value)} da renda tributável quando comprovados por comprobantes de venta.`,
        `**Bancarización:** gastos acima de ${banking} devem ser pagos pelo sistema financeiro para serem dedutíveis.`,
      ],
      retention: `Guarde os comprobantes de venta e registros de despesas por ${f.retentionYears.value} anos (Reglamento de Comprobantes de Venta, Retención y Documentos Complementarios).`,
      reviewTriggers: "o SRI mudar as regras de comprobantes electrónicos ou a alíquota do IVA mudar de novo",
    };
  },
};
