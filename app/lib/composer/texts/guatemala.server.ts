import type { GuatemalaPack } from "../packs/guatemala.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const GUATEMALA_TEXT: CountryTexts<GuatemalaPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.en(company, "Guatemalan"),
    allowable: [
      `Travel allowances (viáticos) backed by facturas are exempt income for the employee (${f.viaticosExempt.value}); abroad, also keep proof of exit and entry (the passport stamps), of the activity attended and the tickets. ${company} may deduct viáticos up to ${format.percent(f.viaticosDeductionCap.value)} of its gross income (Ley de Actualización Tributaria).`,
    ],
    limits: [],
    cards: [
      `Payments of ${format.money(f.bankingThreshold.value)} or more, or several payments to the same supplier in one month that add up to it, must go through the banking system in the supplier's name (bancarización, ${f.bankingLaw.value}): use the corporate card or a transfer.`,
    ],
    documents: [
      `Ask for a factura electrónica (FEL) issued to ${company}'s ${f.taxId.value}: only a factura to ${company}'s ${f.taxId.value} gives the IVA credit (${f.facturaForCredit.value}). A factura to "consumidor final" (CF) supports neither the credit nor the deduction.`,
    ],
    nonReimbursable: [`Payments of ${format.money(f.bankingThreshold.value)} or more made in cash.`],
    taxRules: [
      `**IVA:** the rate is ${format.percent(f.ivaRate.value)} (Ley del IVA, art. 10).`,
      `**FEL:** every factura is a Documento Tributario Electrónico certified under the Régimen de Factura Electrónica en Línea of the Superintendencia de Administración Tributaria (SAT, ${f.felRegime.value}).`,
      `**Viáticos:** exempt for the employee when backed by facturas; deductible for ${company} up to ${format.percent(f.viaticosDeductionCap.value)} of gross income.`,
      `**Bancarización:** payments of ${format.money(f.bankingThreshold.value)} or more that support costs or IVA credits must be made through the banking system.`,
    ],
    retention: `Keep facturas (the FEL XML files) and expense records for ${f.retentionYears.value} years (Código de Comercio, art. 382); the SAT may review them for ${f.prescriptionYears.value} years (Código Tributario, art. 47).`,
    reviewTriggers: "the SAT changes the FEL rules or Congress changes the bancarización threshold",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.es(company, "guatemalteca"),
    allowable: [
      `Los viáticos comprobables con facturas son renta exenta para el trabajador (${f.viaticosExempt.value}); en el exterior, conserve además la prueba de salida y entrada al país (sellos del pasaporte), de la actividad en que participó y los boletos de avión. ${company} puede deducir viáticos hasta el ${format.percent(f.viaticosDeductionCap.value)} de su renta bruta (Ley de Actualización Tributaria).`,
    ],
    limits: [],
    cards: [
      `Los pagos de ${format.money(f.bankingThreshold.value)} o más, o varios pagos al mismo proveedor en un mes que sumen esa cifra, deben hacerse por el sistema bancario a nombre del proveedor (bancarización, ${f.bankingLaw.value}): use la tarjeta corporativa o una transferencia.`,
    ],
    documents: [
      `Pida factura electrónica (FEL) al ${f.taxId.value} de ${company}: solo la factura al ${f.taxId.value} de ${company} da derecho a crédito fiscal de IVA (${f.facturaForCredit.value}). La factura a "consumidor final" (CF) no sustenta ni el crédito ni la deducción.`,
    ],
    nonReimbursable: [`Pagos de ${format.money(f.bankingThreshold.value)} o más hechos en efectivo.`],
    taxRules: [
      `**IVA:** la tarifa es del ${format.percent(f.ivaRate.value)} (Ley del IVA, art. 10).`,
      `**FEL:** toda factura es un Documento Tributario Electrónico certificado en el Régimen de Factura Electrónica en Línea de la Superintendencia de Administración Tributaria (SAT, ${f.felRegime.value}).`,
      `**Viáticos:** exentos para el trabajador si se comprueban con facturas; deducibles para ${company} hasta el ${format.percent(f.viaticosDeductionCap.value)} de la renta bruta.`,
      `**Bancarización:** los pagos de ${format.money(f.bankingThreshold.value)} o más que respalden costos o créditos fiscales deben hacerse por el sistema bancario.`,
    ],
    retention: `Conserve las facturas (los archivos XML de la FEL) y los registros de gastos durante ${f.retentionYears.value} años (Código de Comercio, art. 382); la SAT puede revisarlos durante ${f.prescriptionYears.value} años (Código Tributario, art. 47).`,
    reviewTriggers: "la SAT cambie las reglas de la FEL o el Congreso cambie el monto de bancarización",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE["pt-BR"](company, "guatemalteca"),
    allowable: [
      `Os viáticos comprovados com facturas são renda isenta para o empregado (${f.viaticosExempt.value}); no exterior, guarde também a prova de saída e entrada no país (carimbos do passaporte), da atividade de que participou e as passagens. A ${company} pode deduzir viáticos até ${format.percent(f.viaticosDeductionCap.value)} da sua renda bruta (Ley de Actualización Tributaria).`,
    ],
    limits: [],
    cards: [
      `Pagamentos de ${format.money(f.bankingThreshold.value)} ou mais, ou vários pagamentos ao mesmo fornecedor no mesmo mês que somem esse valor, devem passar pelo sistema bancário em nome do fornecedor (bancarización, ${f.bankingLaw.value}): use o cartão corporativo ou uma transferência.`,
    ],
    documents: [
      `Peça factura electrónica (FEL) emitida ao ${f.taxId.value} da ${company}: só a factura ao ${f.taxId.value} da ${company} dá crédito de IVA (${f.facturaForCredit.value}). A factura a "consumidor final" (CF) não sustenta nem o crédito nem a dedução.`,
    ],
    nonReimbursable: [`Pagamentos de ${format.money(f.bankingThreshold.value)} ou mais feitos em dinheiro.`],
    taxRules: [
      `**IVA:** a alíquota é de ${format.percent(f.ivaRate.value)} (Ley del IVA, art. 10).`,
      `**FEL:** toda factura é um Documento Tributario Electrónico certificado no Régimen de Factura Electrónica en Línea da Superintendencia de Administración Tributaria (SAT, ${f.felRegime.value}).`,
      `**Viáticos:** isentos para o empregado quando comprovados com facturas; dedutíveis para a ${company} até ${format.percent(f.viaticosDeductionCap.value)} da renda bruta.`,
      `**Bancarización:** pagamentos de ${format.money(f.bankingThreshold.value)} ou mais que sustentem custos ou créditos de IVA devem passar pelo sistema bancário.`,
    ],
    retention: `Guarde as facturas (os arquivos XML da FEL) e os registros de despesas por ${f.retentionYears.value} anos (Código de Comercio, art. 382); a SAT pode revisá-los por ${f.prescriptionYears.value} anos (Código Tributario, art. 47).`,
    reviewTriggers: "a SAT mudar as regras da FEL ou o Congresso mudar o valor da bancarización",
  }),
};
