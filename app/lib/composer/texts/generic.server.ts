import type { GenericPack } from "../country-packs.server";
import type { CountryTexts } from "../phrase-types.server";

export const GENERIC_TEXT: CountryTexts<GenericPack> = {
  en: ({ company, countryIn }) => ({
    mileage: "per kilometre, at the rate published by finance",
    allowable: [`Expenses must be necessary for the business and supported by the documents the law requires ${countryIn}.`],
    limits: [],
    cards: ["Pay by card or bank transfer whenever possible, so that every payment leaves a record."],
    documents: [
      `Ask for a tax invoice in ${company}'s legal name, with its tax identification number, whenever local law provides for one; a card slip alone is not enough when an invoice can be issued.`,
    ],
    nonReimbursable: [`Expenses without an invoice or receipt in ${company}'s name when one could have been issued.`],
    taxRules: [
      `**Invoices:** use the local tax invoice issued to ${company}'s legal name and tax identification number.`,
      `**VAT and sales tax:** recoverable tax on business expenses is claimed under the VAT or sales-tax rules that apply ${countryIn}; the invoice must show the tax separately where those rules require it.`,
      `**Records:** keep invoices and receipts for as long as the law requires ${countryIn}.`,
      `Finance confirms local rules with ${company}'s tax advisers before applying them.`,
    ],
    retention: "Keep invoices, receipts and expense reports for as long as local law requires.",
    reviewTriggers: `the tax or invoicing rules ${countryIn} change`,
  }),
  es: ({ company, countryIn }) => ({
    mileage: "por kilómetro, a la tarifa que publique finanzas",
    allowable: [`Los gastos deben ser necesarios para el negocio y estar soportados con los documentos que exige la ley ${countryIn}.`],
    limits: [],
    cards: ["Pague con tarjeta o por transferencia bancaria siempre que sea posible, para que cada pago deje registro."],
    documents: [
      `Pida una factura fiscal a nombre de la razón social de ${company}, con su número de identificación tributaria, siempre que la ley local lo prevea; el comprobante de la tarjeta no basta cuando se puede emitir una factura.`,
    ],
    nonReimbursable: [`Gastos sin factura ni comprobante a nombre de ${company} cuando pudo haberse emitido.`],
    taxRules: [
      `**Facturas:** use la factura fiscal local emitida a nombre de la razón social y el número de identificación tributaria de ${company}.`,
      `**IVA e impuestos sobre las ventas:** el impuesto recuperable de los gastos del negocio se solicita conforme a las reglas del IVA o de impuestos sobre las ventas vigentes ${countryIn}; la factura debe desglosar el impuesto cuando esas reglas lo exijan.`,
      `**Registros:** conserve las facturas y comprobantes durante el tiempo que exija la ley ${countryIn}.`,
      `Finanzas confirma las reglas locales con los asesores fiscales de ${company} antes de aplicarlas.`,
    ],
    retention: "Conserve facturas, comprobantes e informes de gastos durante el tiempo que exija la ley local.",
    reviewTriggers: `cambien las reglas fiscales o de facturación ${countryIn}`,
  }),
  "pt-BR": ({ company, countryIn }) => ({
    mileage: "por quilômetro, pela tarifa publicada pelo financeiro",
    allowable: [`As despesas devem ser necessárias para o negócio e comprovadas pelos documentos que a lei exige ${countryIn}.`],
    limits: [],
    cards: ["Pague com cartão ou transferência bancária sempre que possível, para que cada pagamento deixe registro."],
    documents: [
      `Peça uma fatura fiscal em nome da razão social da ${company}, com seu número de identificação fiscal, sempre que a lei local previr; o comprovante do cartão não basta quando uma fatura pode ser emitida.`,
    ],
    nonReimbursable: [`Despesas sem fatura ou recibo em nome da ${company}, quando poderiam ter sido emitidos.`],
    taxRules: [
      `**Faturas:** use a fatura fiscal local emitida em nome da razão social e do número de identificação fiscal da ${company}.`,
      `**IVA e impostos sobre vendas:** o imposto recuperável das despesas do negócio é solicitado conforme as regras de IVA ou de impostos sobre vendas vigentes ${countryIn}; a fatura deve destacar o imposto quando essas regras exigirem.`,
      `**Registros:** guarde faturas e recibos pelo prazo que a lei exige ${countryIn}.`,
      `O financeiro confirma as regras locais com os assessores fiscais da ${company} antes de aplicá-las.`,
    ],
    retention: "Guarde faturas, recibos e relatórios de despesas pelo prazo que a lei local exigir.",
    reviewTriggers: `as regras fiscais ou de faturamento mudarem ${countryIn}`,
  }),
};
