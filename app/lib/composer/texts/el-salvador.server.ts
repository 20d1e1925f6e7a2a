import type { ElSalvadorPack } from "../packs/el-salvador.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const EL_SALVADOR_TEXT: CountryTexts<ElSalvadorPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.en(company, "Salvadoran"),
    allowable: [
      `Travel expenses are deductible for ${company} when they are real, documented, necessary for the business and booked (${f.costsDeductible.value}); reimburse actual costs backed by a DTE.`,
    ],
    limits: [
      `The legal tender is the ${format.currencyName(f.currency.value)} (${f.currency.value}); since the reform of the Ley Bitcoin approved on ${format.date(new Date(f.bitcoinVoluntary.value))}, no business has to accept bitcoin, and ${company} reimburses in ${f.currency.value} only.`,
    ],
    cards: [
      `Pay by card or bank transfer: purchases of ${format.money(f.bankingThreshold.value)} or more paid in cash lose the IVA credit (${f.travelCreditRestrictions.value}).`,
    ],
    documents: [
      `Ask for an electronic comprobante de crédito fiscal (CCF) issued to ${company}'s ${f.taxId.value} and ${f.vatRegistration.value}: only the IVA it shows is deductible (${f.creditOnlyWithCcf.value}). A factura for final consumers gives no IVA credit. Both are Documentos Tributarios Electrónicos (DTE), valid once they carry the sello de recepción of the Ministerio de Hacienda.`,
    ],
    nonReimbursable: [`Expenses without a DTE issued to ${company}'s ${f.taxId.value}, when one could have been issued.`],
    taxRules: [
      `**IVA:** the rate is ${format.percent(f.ivaRate.value)} (Ley del IVA, art. 54).`,
      `**DTE:** every factura and comprobante de crédito fiscal is electronic (${f.dteLaw.value}), issued under the rules of the Dirección General de Impuestos Internos of the Ministerio de Hacienda.`,
      `**IVA credit on travel:** never on meals; on hotels and air tickets only when the trip is shown to be for the business and the traveller is an employee or representative (${f.travelCreditRestrictions.value}).`,
    ],
    retention: `Keep DTE and expense records for ${f.retentionYears.value} years (Código Tributario, art. 147).`,
    reviewTriggers: "the Ministerio de Hacienda changes the DTE rules or the IVA credit rules",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.es(company, "salvadoreña"),
    allowable: [
      `Los gastos de viaje son deducibles para ${company} cuando son reales, están documentados, son necesarios para el negocio y están registrados (${f.costsDeductible.value}); se reembolsan los gastos reales respaldados con un DTE.`,
    ],
    limits: [
      `La moneda de curso legal es el ${format.currencyName(f.currency.value)} (${f.currency.value}); desde la reforma de la Ley Bitcoin aprobada el ${format.date(new Date(f.bitcoinVoluntary.value))}, ningún comercio está obligado a aceptar bitcóin, y ${company} reembolsa solo en ${f.currency.value}.`,
    ],
    cards: [
      `Pague con tarjeta o transferencia: las compras de ${format.money(f.bankingThreshold.value)} o más pagadas en efectivo pierden el crédito fiscal de IVA (${f.travelCreditRestrictions.value}).`,
    ],
    documents: [
      `Pida comprobante de crédito fiscal (CCF) electrónico a nombre del ${f.taxId.value} y el ${f.vatRegistration.value} de ${company}: solo el IVA que consta en él es deducible (${f.creditOnlyWithCcf.value}). La factura de consumidor final no da crédito fiscal. Ambos son Documentos Tributarios Electrónicos (DTE), válidos cuando llevan el sello de recepción del Ministerio de Hacienda.`,
    ],
    nonReimbursable: [`Gastos sin DTE a nombre del ${f.taxId.value} de ${company}, cuando pudo emitirse.`],
    taxRules: [
      `**IVA:** la tasa es del ${format.percent(f.ivaRate.value)} (Ley del IVA, art. 54).`,
      `**DTE:** toda factura y todo comprobante de crédito fiscal son electrónicos (${f.dteLaw.value}), según las normas de la Dirección General de Impuestos Internos del Ministerio de Hacienda.`,
      `**Crédito fiscal en viajes:** nunca en alimentación; en hoteles y boletos de avión, solo si se demuestra que el viaje es del negocio y que viaja un empleado o representante (${f.travelCreditRestrictions.value}).`,
    ],
    retention: `Conserve los DTE y los registros de gastos durante ${f.retentionYears.value} años (Código Tributario, art. 147).`,
    reviewTriggers: "el Ministerio de Hacienda cambie las normas de los DTE o del crédito fiscal de IVA",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE["pt-BR"](company, "salvadorenha"),
    allowable: [
      `As despesas de viagem são dedutíveis para a ${company} quando são reais, documentadas, necessárias para o negócio e registradas (${f.costsDeductible.value}); reembolsam-se os custos reais comprovados com um DTE.`,
    ],
    limits: [
      `A moeda de curso legal é o ${format.currencyName(f.currency.value)} (${f.currency.value}); desde a reforma da Ley Bitcoin aprovada em ${format.date(new Date(f.bitcoinVoluntary.value))}, nenhum comércio é obrigado a aceitar bitcoin, e a ${company} reembolsa só em ${f.currency.value}.`,
    ],
    cards: [
      `Pague com cartão ou transferência: compras de ${format.money(f.bankingThreshold.value)} ou mais pagas em dinheiro perdem o crédito de IVA (${f.travelCreditRestrictions.value}).`,
    ],
    documents: [
      `Peça comprobante de crédito fiscal (CCF) eletrônico em nome do ${f.taxId.value} e do ${f.vatRegistration.value} da ${company}: só o IVA que consta nele é dedutível (${f.creditOnlyWithCcf.value}). A factura de consumidor final não dá crédito de IVA. Ambos são Documentos Tributarios Electrónicos (DTE), válidos quando têm o sello de recepción do Ministerio de Hacienda.`,
    ],
    nonReimbursable: [`Despesas sem DTE em nome do ${f.taxId.value} da ${company}, quando ele poderia ter sido emitido.`],
    taxRules: [
      `**IVA:** a alíquota é de ${format.percent(f.ivaRate.value)} (Ley del IVA, art. 54).`,
      `**DTE:** toda factura e todo comprobante de crédito fiscal são eletrônicos (${f.dteLaw.value}), conforme as normas da Dirección General de Impuestos Internos do Ministerio de Hacienda.`,
      `**Crédito de IVA em viagens:** nunca em alimentação; em hotéis e passagens aéreas, só quando se demonstra que a viagem é do negócio e que viaja um empregado ou representante (${f.travelCreditRestrictions.value}).`,
    ],
    retention: `Guarde os DTE e os registros de despesas por ${f.retentionYears.value} anos (Código Tributario, art. 147).`,
    reviewTriggers: "o Ministerio de Hacienda mudar as regras dos DTE ou do crédito de IVA",
  }),
};
