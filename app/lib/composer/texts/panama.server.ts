import type { PanamaPack } from "../packs/panama.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const PANAMA_TEXT: CountryTexts<PanamaPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.en(company, "Panamanian"),
    allowable: [
      `Travel expenses (viáticos) are deductible when they are necessary for ${company}'s business and backed by a factura or documento equivalente (${f.deductionRule.value}). Reimburse actual, documented costs: a fixed allowance paid permanently may count as salary (${f.allowancesAsSalary.value}).`,
    ],
    limits: [`The US dollar is legal tender at par with the balboa (${f.currency.value}): an amount in one is the same in the other.`],
    cards: ["Pay with the corporate card or by transfer where you can, so that every expense matches its factura."],
    documents: [
      `Ask for a factura electrónica (or a factura fiscal from an authorised equipo fiscal) showing ${company}'s name, ${f.taxId.value} and DV, with the ITBMS shown apart from the price: only that factura gives the ITBMS credit (${f.invoiceRule.value}).`,
    ],
    nonReimbursable: [
      `Expenses without a factura or documento equivalente, and facturas without ${company}'s ${f.taxId.value} when one could have been issued.`,
    ],
    taxRules: [
      `**ITBMS:** ${format.percent(f.itbmsRate.value)} general rate; hotel lodging pays ${format.percent(f.itbmsLodgingRate.value)} (Código Fiscal art. 1057-V).`,
      `**Factura electrónica:** the DGI requires operations to be documented through the Sistema de Factura Electrónica de Panamá or an equipo fiscal; a factura issued to ${company}'s ${f.taxId.value} supports the deduction and the ITBMS credit.`,
      "**Viáticos:** deductible when necessary and documented; undocumented costs are not deductible.",
    ],
    retention: `Keep facturas and expense records for at least ${f.retentionYears.value} years, and supporting documents until any claim they support has lapsed (Código de Comercio art. 93).`,
    reviewTriggers: "the DGI changes its invoicing rules or the ITBMS rates change",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.es(company, "panameña"),
    allowable: [
      `Los viáticos son deducibles cuando son necesarios para la actividad de ${company} y están sustentados con factura o documento equivalente (${f.deductionRule.value}). Se reembolsan los gastos reales y documentados: una asignación fija y permanente puede considerarse salario (${f.allowancesAsSalary.value}).`,
    ],
    limits: [
      `El dólar estadounidense es de curso legal a la par del balboa (${f.currency.value}): un monto en uno vale lo mismo en el otro.`,
    ],
    cards: ["Pague con la tarjeta corporativa o por transferencia siempre que pueda, para que cada gasto coincida con su factura."],
    documents: [
      `Pida una factura electrónica (o una factura fiscal de un equipo fiscal autorizado) con el nombre, el ${f.taxId.value} y el DV de ${company}, y el ITBMS separado del precio: solo esa factura da derecho al crédito fiscal de ITBMS (${f.invoiceRule.value}).`,
    ],
    nonReimbursable: [
      `Gastos sin factura ni documento equivalente, y facturas sin el ${f.taxId.value} de ${company} cuando pudo emitirse con él.`,
    ],
    taxRules: [
      `**ITBMS:** tarifa general del ${format.percent(f.itbmsRate.value)}; el hospedaje tributa al ${format.percent(f.itbmsLodgingRate.value)} (Código Fiscal art. 1057-V).`,
      `**Factura electrónica:** la DGI exige documentar las operaciones mediante el Sistema de Factura Electrónica de Panamá o un equipo fiscal; la factura al ${f.taxId.value} de ${company} sustenta la deducción y el crédito fiscal de ITBMS.`,
      "**Viáticos:** deducibles si son necesarios y están documentados; los gastos sin sustento no son deducibles.",
    ],
    retention: `Conserve las facturas y los registros de gastos durante al menos ${f.retentionYears.value} años, y los comprobantes hasta que prescriban las acciones que puedan derivarse de ellos (Código de Comercio art. 93).`,
    reviewTriggers: "la DGI cambie sus reglas de facturación o cambien las tarifas del ITBMS",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE["pt-BR"](company, "panamenha"),
    allowable: [
      `Os viáticos são dedutíveis quando necessários à atividade da ${company} e comprovados por factura ou documento equivalente (${f.deductionRule.value}). Reembolsam-se os custos reais e comprovados: uma verba fixa e permanente pode ser considerada salário (${f.allowancesAsSalary.value}).`,
    ],
    limits: [`O dólar americano tem curso legal ao par com o balboa (${f.currency.value}): um valor em um vale o mesmo no outro.`],
    cards: ["Pague com o cartão corporativo ou por transferência sempre que puder, para que cada despesa corresponda à sua factura."],
    documents: [
      `Peça uma factura electrónica (ou uma factura fiscal de um equipo fiscal autorizado) com o nome, o ${f.taxId.value} e o DV da ${company}, e o ITBMS destacado do preço: só essa factura dá crédito de ITBMS (${f.invoiceRule.value}).`,
    ],
    nonReimbursable: [
      `Despesas sem factura nem documento equivalente, e facturas sem o ${f.taxId.value} da ${company} quando poderiam tê-lo.`,
    ],
    taxRules: [
      `**ITBMS:** alíquota geral de ${format.percent(f.itbmsRate.value)}; a hospedagem paga ${format.percent(f.itbmsLodgingRate.value)} (Código Fiscal art. 1057-V).`,
      `**Factura electrónica:** a DGI exige documentar as operações pelo Sistema de Factura Electrónica de Panamá ou por um equipo fiscal; a factura emitida ao ${f.taxId.value} da ${company} sustenta a dedução e o crédito de ITBMS.`,
      "**Viáticos:** dedutíveis quando necessários e comprovados; despesas sem comprovação não são dedutíveis.",
    ],
    retention: `Guarde as facturas e os registros de despesas por pelo menos ${f.retentionYears.value} anos, e os comprovantes até prescreverem as ações que deles possam decorrer (Código de Comercio art. 93).`,
    reviewTriggers: "a DGI mudar as regras de faturamento ou as alíquotas do ITBMS mudarem",
  }),
};
