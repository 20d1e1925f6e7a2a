import type { HondurasPack } from "../packs/honduras.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const HONDURAS_TEXT: CountryTexts<HondurasPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.en(company, "Honduran"),
    allowable: [
      `Travel expenses (viáticos: lodging, meals and local transport) are deductible for ${company} as ordinary and necessary expenses when they are duly documented (${f.expensesDeductible.value}); reimburse actual costs backed by facturas.`,
    ],
    limits: [],
    cards: ["Pay by card or bank transfer whenever possible, so that every payment leaves a record that matches its factura."],
    documents: [
      `Ask for a factura with a valid CAI (Código de Autorización de Impresión) that shows ${company}'s ${f.taxId.value} (Registro Tributario Nacional): without the buyer's ${f.taxId.value}, it supports neither the ISV credit nor the deduction. Check that the CAI's issue deadline (fecha límite de emisión) has not passed.`,
    ],
    nonReimbursable: [`Expenses without a factura showing ${company}'s ${f.taxId.value}, when one could have been issued.`],
    taxRules: [
      `**ISV (Impuesto sobre Ventas):** ${format.percent(f.isvRate.value)} in general; ${format.percent(f.isvHigherRate.value)} on alcoholic drinks, tobacco and business- or first-class air tickets (Ley del ISV, art. 6).`,
      `**Factura:** issued under the Régimen de Facturación (${f.invoicingRegime.value}) with a CAI granted by the Servicio de Administración de Rentas (SAR); only a factura with ${company}'s ${f.taxId.value} supports the ISV credit.`,
      "**Viáticos:** deductible only for the part backed by facturas.",
    ],
    retention: `Keep facturas and expense records for ${f.retentionYears.value} years, the period during which the SAR may review the tax they support (Código Tributario).`,
    reviewTriggers: "the SAR changes the Régimen de Facturación or moves more taxpayers to electronic invoicing",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.es(company, "hondureña"),
    allowable: [
      `Los viáticos (alojamiento, alimentación y transporte local) son deducibles para ${company} como gastos ordinarios y necesarios cuando están debidamente comprobados (${f.expensesDeductible.value}); se reembolsan los gastos reales respaldados con facturas.`,
    ],
    limits: [],
    cards: ["Pague con tarjeta o transferencia siempre que pueda, para que cada pago deje registro y cuadre con su factura."],
    documents: [
      `Pida factura con CAI (Código de Autorización de Impresión) vigente y con el ${f.taxId.value} (Registro Tributario Nacional) de ${company}: sin el ${f.taxId.value} del comprador no sustenta ni el crédito fiscal de ISV ni la deducción. Verifique que no haya vencido la fecha límite de emisión del CAI.`,
    ],
    nonReimbursable: [`Gastos sin factura con el ${f.taxId.value} de ${company}, cuando pudo emitirse.`],
    taxRules: [
      `**ISV (Impuesto sobre Ventas):** ${format.percent(f.isvRate.value)} en general; ${format.percent(f.isvHigherRate.value)} para bebidas alcohólicas, tabaco y boletos de avión en clase ejecutiva o primera clase (Ley del ISV, art. 6).`,
      `**Factura:** emitida según el Régimen de Facturación (${f.invoicingRegime.value}) con CAI otorgado por el Servicio de Administración de Rentas (SAR); solo la factura con el ${f.taxId.value} de ${company} sustenta el crédito fiscal de ISV.`,
      "**Viáticos:** deducibles solo en la parte respaldada con facturas.",
    ],
    retention: `Conserve las facturas y los registros de gastos durante ${f.retentionYears.value} años, el plazo en que el SAR puede fiscalizar el tributo que sustentan (Código Tributario).`,
    reviewTriggers: "el SAR cambie el Régimen de Facturación o extienda la facturación electrónica a más contribuyentes",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE["pt-BR"](company, "hondurenha"),
    allowable: [
      `Os viáticos (hospedagem, alimentação e transporte local) são dedutíveis para a ${company} como despesas ordinárias e necessárias quando devidamente comprovados (${f.expensesDeductible.value}); reembolsam-se os custos reais comprovados com facturas.`,
    ],
    limits: [],
    cards: ["Pague com cartão ou transferência sempre que possível, para que cada pagamento deixe registro e bata com a sua factura."],
    documents: [
      `Peça factura com CAI (Código de Autorización de Impresión) válido e com o ${f.taxId.value} (Registro Tributario Nacional) da ${company}: sem o ${f.taxId.value} do comprador, ela não sustenta nem o crédito de ISV nem a dedução. Confira se a data-limite de emissão do CAI não venceu.`,
    ],
    nonReimbursable: [`Despesas sem factura com o ${f.taxId.value} da ${company}, quando ela poderia ter sido emitida.`],
    taxRules: [
      `**ISV (Impuesto sobre Ventas):** ${format.percent(f.isvRate.value)} em geral; ${format.percent(f.isvHigherRate.value)} para bebidas alcoólicas, tabaco e passagens aéreas em classe executiva ou primeira classe (Ley del ISV, art. 6).`,
      `**Factura:** emitida conforme o Régimen de Facturación (${f.invoicingRegime.value}) com CAI concedido pelo Servicio de Administración de Rentas (SAR); só a factura com o ${f.taxId.value} da ${company} sustenta o crédito de ISV.`,
      "**Viáticos:** dedutíveis só na parte comprovada com facturas.",
    ],
    retention: `Guarde as facturas e os registros de despesas por ${f.retentionYears.value} anos, o prazo em que o SAR pode fiscalizar o tributo que sustentam (Código Tributario).`,
    reviewTriggers: "o SAR mudar o Régimen de Facturación ou estender a emissão eletrônica de facturas a mais contribuintes",
  }),
};
