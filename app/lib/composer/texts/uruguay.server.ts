import type { UruguayPack } from "../packs/uruguay.server";
import type { CountryTexts } from "../phrase-types.server";

export const URUGUAY_TEXT: CountryTexts<UruguayPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: `per kilometre, at a rate ${company} sets on objective criteria (kilometres driven, vehicle wear), since Uruguayan law sets none; so set, the DGI treats it as accounted for (${f.viaticosRule.value})`,
    allowable: [
      `Viáticos (transport, food and lodging for work away from home that includes an overnight stay) are not income for the employee under the Impuesto a la Renta de las Personas Físicas when accounted for with receipts (rendición de cuentas); without it, ${format.percent(f.viaticoTaxableShare.value)} of the allowance counts as income (${f.viaticosRule.value}). ${company} reimburses actual, documented costs.`,
    ],
    limits: [],
    cards: ["Pay with the corporate card or a bank transfer: the payment record supports the rendición de cuentas."],
    documents: [
      `Ask for a CFE (comprobante fiscal electrónico, e-Factura) issued to ${company}'s RUT: it gives the IVA credit and supports the IRAE deduction; a ticket without ${company}'s RUT does not.`,
    ],
    nonReimbursable: [`Expenses in Uruguay without a CFE issued to ${company}'s RUT, when one could have been issued.`],
    taxRules: [
      `**IVA:** the basic rate is ${format.percent(f.ivaBasicRate.value)} and the minimum rate ${format.percent(f.ivaMinimumRate.value)}.`,
      `**CFE:** the DGI's electronic invoicing; only a CFE to ${company}'s RUT gives the IVA credit and supports the IRAE deduction.`,
      `**Viáticos:** with rendición de cuentas they are not personal income; without it, ${format.percent(f.viaticoTaxableShare.value)} counts as income.`,
    ],
    retention: `Keep CFEs and expense records for ${f.retentionYears.value} years, the DGI's ordinary limitation period (Código Tributario, art. 38).`,
    reviewTriggers: "the DGI changes its CFE or viáticos rules, or the IVA rates change",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: `por kilómetro, a la tarifa que fija ${company} según criterios objetivos (kilómetros recorridos, desgaste del vehículo), ya que la ley uruguaya no fija ninguna; así fijada, la DGI la considera con rendición de cuentas (${f.viaticosRule.value})`,
    allowable: [
      `Los viáticos (locomoción, alimentación y alojamiento por tareas fuera del lugar habitual de residencia, con pernocte) no son renta gravada por el Impuesto a la Renta de las Personas Físicas cuando se rinden cuentas con comprobantes; sin rendición de cuentas, el ${format.percent(f.viaticoTaxableShare.value)} de la partida computa como renta (${f.viaticosRule.value}). ${company} reintegra los gastos reales y documentados.`,
    ],
    limits: [],
    cards: ["Pague con la tarjeta corporativa o por transferencia bancaria: el registro del pago respalda la rendición de cuentas."],
    documents: [
      `Pida un CFE (comprobante fiscal electrónico, e-Factura) a nombre del RUT de ${company}: da crédito de IVA y respalda la deducción en el IRAE; un ticket sin el RUT de ${company} no.`,
    ],
    nonReimbursable: [`Gastos en Uruguay sin CFE a nombre del RUT de ${company}, cuando pudo emitirse.`],
    taxRules: [
      `**IVA:** la tasa básica es del ${format.percent(f.ivaBasicRate.value)} y la mínima del ${format.percent(f.ivaMinimumRate.value)}.`,
      `**CFE:** facturación electrónica de la DGI; solo el CFE al RUT de ${company} da crédito de IVA y respalda la deducción en el IRAE.`,
      `**Viáticos:** con rendición de cuentas no son renta gravada; sin ella, computa como renta el ${format.percent(f.viaticoTaxableShare.value)}.`,
    ],
    retention: `Conserve los CFE y registros de gastos durante ${f.retentionYears.value} años, el plazo ordinario de prescripción ante la DGI (Código Tributario, art. 38).`,
    reviewTriggers: "la DGI cambie sus reglas de CFE o de viáticos, o cambien las tasas del IVA",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: `por quilômetro, no valor que a ${company} define por critérios objetivos (quilômetros rodados, desgaste do veículo), já que a lei uruguaia não fixa nenhum; assim definido, a DGI o considera com prestação de contas (${f.viaticosRule.value})`,
    allowable: [
      `Os viáticos (transporte, alimentação e hospedagem por trabalho fora do local habitual de residência, com pernoite) não são renda tributável pelo Impuesto a la Renta de las Personas Físicas quando há prestação de contas com comprovantes (rendición de cuentas); sem ela, ${format.percent(f.viaticoTaxableShare.value)} do valor conta como renda (${f.viaticosRule.value}). A ${company} reembolsa os custos reais e comprovados.`,
    ],
    limits: [],
    cards: ["Pague com o cartão corporativo ou por transferência bancária: o registro do pagamento sustenta a rendición de cuentas."],
    documents: [
      `Peça um CFE (comprobante fiscal electrónico, e-Factura) em nome do RUT da ${company}: ele dá crédito de IVA e sustenta a dedução no IRAE; um ticket sem o RUT da ${company} não.`,
    ],
    nonReimbursable: [`Despesas no Uruguai sem CFE em nome do RUT da ${company}, quando ele poderia ter sido emitido.`],
    taxRules: [
      `**IVA:** a alíquota básica é de ${format.percent(f.ivaBasicRate.value)} e a mínima de ${format.percent(f.ivaMinimumRate.value)}.`,
      `**CFE:** faturamento eletrônico da DGI; só o CFE ao RUT da ${company} dá crédito de IVA e sustenta a dedução no IRAE.`,
      `**Viáticos:** com rendición de cuentas não são renda tributável; sem ela, ${format.percent(f.viaticoTaxableShare.value)} conta como renda.`,
    ],
    retention: `Guarde os CFE e registros de despesas por ${f.retentionYears.value} anos, o prazo ordinário de prescrição perante a DGI (Código Tributario, art. 38).`,
    reviewTriggers: "a DGI mudar as regras de CFE ou de viáticos, ou as alíquotas do IVA mudarem",
  }),
};
