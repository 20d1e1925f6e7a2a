import type { CostaRicaPack } from "../packs/costa-rica.server";
import type { CountryTexts } from "../phrase-types.server";

export const COSTA_RICA_TEXT: CountryTexts<CostaRicaPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: `per kilometre, at the rate set by ${company}, since Costa Rican law sets none for private employers (the Contraloría General de la República's table for public officials is only a reference)`,
    allowable: [
      `Travel allowances (viáticos) are a deductible expense (${f.viaticosDeductible.value}) when they are documented, tied to ${company}'s business and, where due, subject to the legal withholdings; the Contraloría's ${f.officialAllowances.value} is a public reference for the amounts.`,
    ],
    limits: [],
    cards: ["Pay with the corporate card or by transfer where you can, so that every expense matches its comprobante electrónico."],
    documents: [
      `Ask for a factura electrónica issued to ${company}'s ${f.taxId.value}: it supports the deduction and the IVA credit. A tiquete electrónico does not identify ${company}, so it gives neither.`,
    ],
    nonReimbursable: [
      `Expenses without a comprobante electrónico, or with one not issued to ${company}'s ${f.taxId.value} when it could have been.`,
    ],
    taxRules: [
      `**IVA:** general rate of ${format.percent(f.ivaRate.value)} (Ley del Impuesto sobre el Valor Agregado, as rewritten by Ley 9635).`,
      `**Comprobantes electrónicos:** the Ministerio de Hacienda's factura electrónica (${f.invoiceRule.value}); only one issued to ${company}'s ${f.taxId.value} supports expenses and IVA credits.`,
      "**Viáticos:** deductible when documented and related to the business; amounts that reward the employee rather than cover the trip may be treated as salary.",
    ],
    retention: `Keep comprobantes electrónicos and expense records for ${f.retentionYears.value} years, while the Ministerio de Hacienda may review the tax they support (${f.recordsDuty.value}).`,
    reviewTriggers: "the Ministerio de Hacienda changes the comprobantes electrónicos rules or the IVA law is amended",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: `por kilómetro, a la tarifa que fija ${company}, ya que la ley costarricense no fija ninguna para empleadores privados (la tabla de la Contraloría General de la República para funcionarios públicos es solo una referencia)`,
    allowable: [
      `Los viáticos son un gasto deducible (${f.viaticosDeductible.value}) cuando están documentados, se vinculan con la actividad de ${company} y, si procede, se les practican las retenciones de ley; el ${f.officialAllowances.value} de la Contraloría sirve de referencia pública para los montos.`,
    ],
    limits: [],
    cards: [
      "Pague con la tarjeta corporativa o por transferencia siempre que pueda, para que cada gasto coincida con su comprobante electrónico.",
    ],
    documents: [
      `Pida una factura electrónica a nombre de la ${f.taxId.value} de ${company}: sustenta la deducción y el crédito fiscal de IVA. El tiquete electrónico no identifica a ${company}, así que no da ese derecho.`,
    ],
    nonReimbursable: [
      `Gastos sin comprobante electrónico, o con uno que no esté a nombre de la ${f.taxId.value} de ${company} cuando pudo estarlo.`,
    ],
    taxRules: [
      `**IVA:** tarifa general del ${format.percent(f.ivaRate.value)} (Ley del Impuesto sobre el Valor Agregado, según la Ley 9635).`,
      `**Comprobantes electrónicos:** la factura electrónica del Ministerio de Hacienda (${f.invoiceRule.value}); solo la emitida a la ${f.taxId.value} de ${company} respalda gastos y créditos de IVA.`,
      "**Viáticos:** deducibles si están documentados y vinculados con la actividad; los montos que retribuyen al trabajador en lugar de cubrir el viaje pueden considerarse salario.",
    ],
    retention: `Conserve los comprobantes electrónicos y los registros de gastos durante ${f.retentionYears.value} años, mientras el Ministerio de Hacienda pueda fiscalizar el tributo que respaldan (${f.recordsDuty.value}).`,
    reviewTriggers: "el Ministerio de Hacienda cambie las reglas de comprobantes electrónicos o se reforme la ley del IVA",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: `por quilômetro, no valor definido pela ${company}, já que a lei costarriquenha não fixa nenhum para empregadores privados (a tabela da Contraloría General de la República para servidores públicos é apenas uma referência)`,
    allowable: [
      `Os viáticos são despesa dedutível (${f.viaticosDeductible.value}) quando documentados, ligados à atividade da ${company} e, se for o caso, sujeitos às retenções legais; o ${f.officialAllowances.value} da Contraloría serve de referência pública para os valores.`,
    ],
    limits: [],
    cards: [
      "Pague com o cartão corporativo ou por transferência sempre que puder, para que cada despesa corresponda ao seu comprobante electrónico.",
    ],
    documents: [
      `Peça uma factura electrónica emitida à ${f.taxId.value} da ${company}: ela sustenta a dedução e o crédito de IVA. O tiquete electrónico não identifica a ${company} e não dá esse direito.`,
    ],
    nonReimbursable: [
      `Despesas sem comprobante electrónico, ou com um que não esteja em nome da ${f.taxId.value} da ${company} quando poderia estar.`,
    ],
    taxRules: [
      `**IVA:** alíquota geral de ${format.percent(f.ivaRate.value)} (Ley del Impuesto sobre el Valor Agregado, conforme a Ley 9635).`,
      `**Comprobantes electrónicos:** a factura electrónica do Ministerio de Hacienda (${f.invoiceRule.value}); só a emitida à ${f.taxId.value} da ${company} sustenta despesas e créditos de IVA.`,
      "**Viáticos:** dedutíveis quando documentados e ligados à atividade; valores que remuneram o empregado em vez de cobrir a viagem podem ser tratados como salário.",
    ],
    retention: `Guarde os comprobantes electrónicos e os registros de despesas por ${f.retentionYears.value} anos, enquanto o Ministerio de Hacienda puder fiscalizar o tributo que sustentam (${f.recordsDuty.value}).`,
    reviewTriggers: "o Ministerio de Hacienda mudar as regras de comprobantes electrónicos ou a lei do IVA for reformada",
  }),
};
