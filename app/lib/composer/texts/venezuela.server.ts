import type { VenezuelaPack } from "../packs/venezuela.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const VENEZUELA_TEXT: CountryTexts<VenezuelaPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.en(company, "Venezuelan"),
    allowable: [
      `Travel allowances (viáticos) are left out of the employee's gross income when each expense is backed by its comprobante and is normal and necessary (${f.viaticosNotIncome.value}); reimburse actual, documented costs.`,
    ],
    limits: [
      `Amounts in bolívares lose value quickly: limits are best set in ${f.limitsCurrency.value}, as the proposed ones are, and finance reviews them every ${f.limitsReviewMonths.value} months. Expenses paid in bolívares are converted at the official rate of the Banco Central de Venezuela (BCV) on the day of payment.`,
    ],
    cards: [
      `Pay in bolívares by card or bank transfer where possible: payments in foreign currency or crypto-assets bear the IGTF (Impuesto a las Grandes Transacciones Financieras) of ${format.percent(f.igtfRate.value)}, which ${company} reimburses only when it appears on the factura.`,
    ],
    documents: [
      `Ask for a factura issued to ${company}'s ${f.taxId.value} (Registro Único de Información Fiscal): only a factura with the buyer's ${f.taxId.value} gives the IVA credit (${f.facturaForCredit.value}). A factura priced in foreign currency must also show the base and the IVA in bolívares at the BCV rate (${f.foreignCurrencyFactura.value}).`,
    ],
    nonReimbursable: [`Expenses without a factura to ${company}'s ${f.taxId.value}, when one could have been issued.`],
    taxRules: [
      `**IVA:** the general rate is ${format.percent(f.ivaRate.value)} (Ley de IVA, art. 27).`,
      `**Factura:** issued under the rules of the SENIAT (Servicio Nacional Integrado de Administración Aduanera y Tributaria); only a factura to ${company}'s ${f.taxId.value} gives the IVA credit and supports the deduction.`,
      `**IGTF:** ${format.percent(f.igtfRate.value)} on payments made in foreign currency or crypto-assets.`,
      "**Viáticos:** not income for the employee when each expense is backed by its comprobante and is normal and necessary.",
    ],
    retention: `Keep facturas and expense records for at least ${f.retentionYears.value} years, the period during which the SENIAT may review the tax they support (Código Orgánico Tributario, art. 55).`,
    reviewTriggers: "inflation or the BCV rate moves the amounts, or the SENIAT changes its factura or IGTF rules",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.es(company, "venezolana"),
    allowable: [
      `Los viáticos se excluyen del ingreso bruto del trabajador cuando cada gasto está soportado con su comprobante y es normal y necesario (${f.viaticosNotIncome.value}); se reembolsan los gastos reales y documentados.`,
    ],
    limits: [
      `Los montos en bolívares pierden valor con rapidez: conviene fijar los límites en ${f.limitsCurrency.value}, como los propuestos, y finanzas los revisa cada ${f.limitsReviewMonths.value} meses. Los gastos pagados en bolívares se convierten a la tasa oficial del Banco Central de Venezuela (BCV) del día del pago.`,
    ],
    cards: [
      `Pague en bolívares con tarjeta o transferencia siempre que pueda: los pagos en divisas o criptoactivos causan el IGTF (Impuesto a las Grandes Transacciones Financieras) del ${format.percent(f.igtfRate.value)}, que ${company} reembolsa solo si consta en la factura.`,
    ],
    documents: [
      `Pida factura a nombre del ${f.taxId.value} (Registro Único de Información Fiscal) de ${company}: solo la factura con el ${f.taxId.value} del comprador da derecho a crédito fiscal de IVA (${f.facturaForCredit.value}). Si el precio está en divisas, la factura debe indicar también la base y el IVA en bolívares a la tasa del BCV (${f.foreignCurrencyFactura.value}).`,
    ],
    nonReimbursable: [`Gastos sin factura al ${f.taxId.value} de ${company}, cuando pudo emitirse.`],
    taxRules: [
      `**IVA:** la alícuota general es del ${format.percent(f.ivaRate.value)} (Ley de IVA, art. 27).`,
      `**Factura:** emitida según las normas del SENIAT (Servicio Nacional Integrado de Administración Aduanera y Tributaria); solo la factura al ${f.taxId.value} de ${company} da crédito fiscal y sustenta la deducción.`,
      `**IGTF:** ${format.percent(f.igtfRate.value)} sobre los pagos hechos en divisas o criptoactivos.`,
      "**Viáticos:** no son ingreso del trabajador cuando cada gasto está soportado con su comprobante y es normal y necesario.",
    ],
    retention: `Conserve las facturas y los registros de gastos durante al menos ${f.retentionYears.value} años, el plazo en que el SENIAT puede fiscalizar el tributo que sustentan (Código Orgánico Tributario, art. 55).`,
    reviewTriggers: "la inflación o la tasa del BCV muevan los montos, o el SENIAT cambie sus normas de facturación o del IGTF",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE["pt-BR"](company, "venezuelana"),
    allowable: [
      `Os viáticos ficam fora da renda bruta do empregado quando cada gasto tem seu comprobante e é normal e necessário (${f.viaticosNotIncome.value}); reembolsam-se os custos reais e comprovados.`,
    ],
    limits: [
      `Valores em bolívares perdem valor rapidamente: convém fixar os limites em ${f.limitsCurrency.value}, como os propostos, e o financeiro os revisa a cada ${f.limitsReviewMonths.value} meses. Gastos pagos em bolívares são convertidos pela taxa oficial do Banco Central de Venezuela (BCV) do dia do pagamento.`,
    ],
    cards: [
      `Pague em bolívares com cartão ou transferência sempre que possível: pagamentos em moeda estrangeira ou criptoativos sofrem o IGTF (Impuesto a las Grandes Transacciones Financieras) de ${format.percent(f.igtfRate.value)}, que a ${company} reembolsa só quando consta na factura.`,
    ],
    documents: [
      `Peça factura emitida ao ${f.taxId.value} (Registro Único de Información Fiscal) da ${company}: só a factura com o ${f.taxId.value} do comprador dá crédito de IVA (${f.facturaForCredit.value}). Se o preço estiver em moeda estrangeira, a factura deve indicar também a base e o IVA em bolívares pela taxa do BCV (${f.foreignCurrencyFactura.value}).`,
    ],
    nonReimbursable: [`Despesas sem factura emitida ao ${f.taxId.value} da ${company}, quando ela poderia ter sido emitida.`],
    taxRules: [
      `**IVA:** a alíquota geral é de ${format.percent(f.ivaRate.value)} (Ley de IVA, art. 27).`,
      `**Factura:** emitida conforme as normas do SENIAT (Servicio Nacional Integrado de Administración Aduanera y Tributaria); só a factura ao ${f.taxId.value} da ${company} dá crédito de IVA e sustenta a dedução.`,
      `**IGTF:** ${format.percent(f.igtfRate.value)} sobre pagamentos feitos em moeda estrangeira ou criptoativos.`,
      "**Viáticos:** não são renda do empregado quando cada gasto tem seu comprobante e é normal e necessário.",
    ],
    retention: `Guarde as facturas e os registros de despesas por pelo menos ${f.retentionYears.value} anos, o prazo em que o SENIAT pode fiscalizar o tributo que sustentam (Código Orgánico Tributario, art. 55).`,
    reviewTriggers: "a inflação ou a taxa do BCV alterarem os valores, ou o SENIAT mudar as regras de factura ou do IGTF",
  }),
};
