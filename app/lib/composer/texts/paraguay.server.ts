import type { ParaguayPack } from "../packs/paraguay.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const PARAGUAY_TEXT: CountryTexts<ParaguayPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.en(company, "Paraguayan"),
    allowable: [
      `Local transport and travel allowances (gastos de movilidad y viáticos) are deductible for IRE when the rendición de cuentas is backed by legal tax documents (${f.viaticosDeductible.value}); viáticos not accounted for count as the employee's income for IRP. ${company} reimburses actual, documented costs.`,
    ],
    limits: [],
    cards: ["Pay with the corporate card or a bank transfer: the payment record supports the rendición de cuentas."],
    documents: [
      `Ask for a factura electrónica (issued through SIFEN) or a factura timbrada made out to ${company}'s RUC: it gives the IVA credit and supports the IRE deduction; a ticket or receipt without ${company}'s RUC does not.`,
    ],
    nonReimbursable: [`Expenses in Paraguay without a factura to ${company}'s RUC, when one could have been issued.`],
    taxRules: [
      `**IVA:** the general rate is ${format.percent(f.ivaGeneralRate.value)}; a reduced rate of ${format.percent(f.ivaReducedRate.value)} applies to some goods and services.`,
      `**DNIT:** the Dirección Nacional de Ingresos Tributarios (${f.dnitLaw.value}) took over from the SET; facturas electrónicas go through SIFEN (e-Kuatia).`,
      `**Viáticos:** deductible for IRE with a documented rendición de cuentas (${f.viaticosDeductible.value}).`,
      `**Costs abroad:** deductible for IRE up to ${format.percent(f.foreignExpenseCap.value)} of gross income (renta bruta), unless the supplier is taxed through INR withholding.`,
    ],
    retention: `Keep facturas and expense records for ${f.retentionYears.value} years, the DNIT's limitation period (Ley 125/91, art. 164).`,
    reviewTriggers: "the DNIT changes its SIFEN rules or the IVA rates change",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.es(company, "paraguaya"),
    allowable: [
      `Los gastos de movilidad y viáticos son deducibles en el IRE cuando la rendición de cuentas está respaldada con documentación legal tributaria (${f.viaticosDeductible.value}); los viáticos sin rendición de cuentas son renta del trabajador en el IRP. ${company} reintegra los gastos reales y documentados.`,
    ],
    limits: [],
    cards: ["Pague con la tarjeta corporativa o por transferencia bancaria: el registro del pago respalda la rendición de cuentas."],
    documents: [
      `Pida factura electrónica (emitida por SIFEN) o factura timbrada a nombre del RUC de ${company}: da crédito fiscal de IVA y respalda la deducción en el IRE; un ticket o recibo sin el RUC de ${company} no.`,
    ],
    nonReimbursable: [`Gastos en Paraguay sin factura al RUC de ${company}, cuando pudo emitirse.`],
    taxRules: [
      `**IVA:** la tasa general es del ${format.percent(f.ivaGeneralRate.value)}; algunos bienes y servicios tributan a la tasa reducida del ${format.percent(f.ivaReducedRate.value)}.`,
      `**DNIT:** la Dirección Nacional de Ingresos Tributarios (${f.dnitLaw.value}) reemplazó a la SET; las facturas electrónicas se emiten por SIFEN (e-Kuatia).`,
      `**Viáticos:** deducibles en el IRE con rendición de cuentas documentada (${f.viaticosDeductible.value}).`,
      `**Gastos en el exterior:** deducibles en el IRE hasta el ${format.percent(f.foreignExpenseCap.value)} de la renta bruta, salvo que el proveedor tribute por retención del INR.`,
    ],
    retention: `Conserve las facturas y registros de gastos durante ${f.retentionYears.value} años, el plazo de prescripción ante la DNIT (Ley 125/91, art. 164).`,
    reviewTriggers: "la DNIT cambie sus reglas de SIFEN o cambien las tasas del IVA",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE["pt-BR"](company, "paraguaia"),
    allowable: [
      `Os gastos de deslocamento e viáticos (gastos de movilidad y viáticos) são dedutíveis no IRE quando a prestação de contas (rendición de cuentas) é comprovada com documentos fiscais válidos (${f.viaticosDeductible.value}); viáticos sem prestação de contas são renda do empregado no IRP. A ${company} reembolsa os custos reais e comprovados.`,
    ],
    limits: [],
    cards: ["Pague com o cartão corporativo ou por transferência bancária: o registro do pagamento sustenta a rendición de cuentas."],
    documents: [
      `Peça factura electrónica (emitida pelo SIFEN) ou factura timbrada em nome do RUC da ${company}: ela dá crédito de IVA e sustenta a dedução no IRE; um ticket ou recibo sem o RUC da ${company} não.`,
    ],
    nonReimbursable: [`Despesas no Paraguai sem factura ao RUC da ${company}, quando ela poderia ter sido emitida.`],
    taxRules: [
      `**IVA:** a alíquota geral é de ${format.percent(f.ivaGeneralRate.value)}; alguns bens e serviços pagam a alíquota reduzida de ${format.percent(f.ivaReducedRate.value)}.`,
      `**DNIT:** a Dirección Nacional de Ingresos Tributarios (${f.dnitLaw.value}) substituiu a SET; as facturas electrónicas são emitidas pelo SIFEN (e-Kuatia).`,
      `**Viáticos:** dedutíveis no IRE com rendición de cuentas documentada (${f.viaticosDeductible.value}).`,
      `**Gastos no exterior:** dedutíveis no IRE até ${format.percent(f.foreignExpenseCap.value)} da renda bruta (renta bruta), salvo quando o fornecedor é tributado por retenção do INR.`,
    ],
    retention: `Guarde as facturas e registros de despesas por ${f.retentionYears.value} anos, o prazo de prescrição perante a DNIT (Ley 125/91, art. 164).`,
    reviewTriggers: "a DNIT mudar as regras do SIFEN ou as alíquotas do IVA mudarem",
  }),
};
