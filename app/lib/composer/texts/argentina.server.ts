import type { ArgentinaPack } from "../country-packs.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const ARGENTINA_TEXT: CountryTexts<ArgentinaPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.en(company, "Argentine"),
    allowable: [
      "Travel allowances (viáticos) are not remuneration for the part backed by receipts (Ley de Contrato de Trabajo, art. 106); reimburse actual, documented costs.",
    ],
    limits: [`Inflation erodes limits set in pesos: finance reviews the figures above every ${f.limitsReviewMonths.value} months.`],
    cards: [
      "Pay by card or bank transfer: under Ley 25.345 payments above the legal threshold made outside the banking system are not deductible.",
    ],
    documents: [
      `Ask for a factura electrónica issued through ARCA to ${company}'s CUIT: a Factura A lets ${company}, as a responsable inscripto, take the IVA credit; a Factura B or C does not.`,
    ],
    nonReimbursable: [`Expenses without a factura issued to ${company}'s CUIT, when one could have been issued.`],
    taxRules: [
      `**IVA:** the general rate is ${format.percent(f.ivaRate.value)} (Ley de IVA, art. 28).`,
      `**ARCA:** the Agencia de Recaudación y Control Aduanero replaced AFIP on ${format.date(new Date(f.arcaSince.value))} (Decreto 953/2024); invoices are authorised by ARCA (CAE).`,
      `**Factura A:** only a Factura A issued to ${company}'s CUIT gives an IVA credit.`,
      "**Bank payments (Ley 25.345):** payments above the legal threshold must go through the banking system to be deductible.",
    ],
    retention: `Keep invoices and records for ${f.retentionYears.value} years (Código Civil y Comercial, art. 328).`,
    reviewTriggers: "inflation moves the peso amounts, or ARCA changes its invoicing rules",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.es(company, "argentina"),
    allowable: [
      "Los viáticos no son remuneración en la parte acreditada con comprobantes (Ley de Contrato de Trabajo, art. 106); se reembolsan los gastos reales y documentados.",
    ],
    limits: [
      `La inflación erosiona los límites fijados en pesos: finanzas revisa las cifras de arriba cada ${f.limitsReviewMonths.value} meses.`,
    ],
    cards: [
      "Pague con tarjeta o transferencia: según la Ley 25.345, los pagos que superan el umbral legal hechos fuera del sistema bancario no son deducibles.",
    ],
    documents: [
      `Pida una factura electrónica autorizada por ARCA a nombre del CUIT de ${company}: la Factura A permite a ${company}, como responsable inscripto, computar el crédito fiscal de IVA; la Factura B o C no.`,
    ],
    nonReimbursable: [`Gastos sin factura al CUIT de ${company}, cuando pudo emitirse.`],
    taxRules: [
      `**IVA:** la alícuota general es del ${format.percent(f.ivaRate.value)} (Ley de IVA, art. 28).`,
      `**ARCA:** la Agencia de Recaudación y Control Aduanero reemplazó a la AFIP el ${format.date(new Date(f.arcaSince.value))} (Decreto 953/2024); las facturas las autoriza ARCA (CAE).`,
      `**Factura A:** solo la Factura A emitida al CUIT de ${company} da crédito fiscal de IVA.`,
      "**Bancarización (Ley 25.345):** los pagos que superan el umbral legal deben hacerse por el sistema bancario para ser deducibles.",
    ],
    retention: `Conserve facturas y registros durante ${f.retentionYears.value} años (Código Civil y Comercial, art. 328).`,
    reviewTriggers: "la inflación mueva los montos en pesos o ARCA cambie sus reglas de facturación",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE["pt-BR"](company, "argentina"),
    allowable: [
      "Os viáticos não são remuneração na parte comprovada com recibos (Ley de Contrato de Trabajo, art. 106); reembolsam-se os custos reais e comprovados.",
    ],
    limits: [
      `A inflação corrói os limites fixados em pesos: o financeiro revisa os valores acima a cada ${f.limitsReviewMonths.value} meses.`,
    ],
    cards: [
      "Pague com cartão ou transferência: pela Ley 25.345, pagamentos acima do limite legal feitos fora do sistema bancário não são dedutíveis.",
    ],
    documents: [
      `Peça uma factura electrónica autorizada pela ARCA em nome do CUIT da ${company}: a Factura A permite à ${company}, como responsable inscripto, aproveitar o crédito de IVA; a Factura B ou C não.`,
    ],
    nonReimbursable: [`Despesas sem factura emitida ao CUIT da ${company}, quando ela poderia ter sido emitida.`],
    taxRules: [
      `**IVA:** a alíquota geral é de ${format.percent(f.ivaRate.value)} (Ley de IVA, art. 28).`,
      `**ARCA:** a Agencia de Recaudación y Control Aduanero substituiu a AFIP em ${format.date(new Date(f.arcaSince.value))} (Decreto 953/2024); as faturas são autorizadas pela ARCA (CAE).`,
      `**Factura A:** só a Factura A emitida ao CUIT da ${company} dá crédito de IVA.`,
      "**Bancarização (Ley 25.345):** pagamentos acima do limite legal devem passar pelo sistema bancário para serem dedutíveis.",
    ],
    retention: `Guarde faturas e registros por ${f.retentionYears.value} anos (Código Civil y Comercial, art. 328).`,
    reviewTriggers: "a inflação alterar os valores em pesos ou a ARCA mudar as regras de faturamento",
  }),
};
