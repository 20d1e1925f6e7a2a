import type { BoliviaPack } from "../packs/bolivia.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const BOLIVIA_TEXT: CountryTexts<BoliviaPack> = {
  en: ({ pack: { facts: f }, company, format }) => {
    const banking = format.money(f.bankingThreshold.value);
    return {
      mileage: COMPANY_MILEAGE.en(company, "Bolivian"),
      allowable: [
        `Viáticos accounted for with facturas (Bolivian or foreign), tied to ${company}'s business and with any unspent balance returned are not the employee's income for RC-IVA and are deductible for IUE (${f.viaticosOutsideRcIva.value}); a fixed daily allowance paid without that accounting is subject to RC-IVA. ${company} reimburses actual, documented costs.`,
      ],
      limits: [],
      cards: [
        `Pay purchases of ${banking} or more through a regulated financial entity (transfer, cheque or deposit): otherwise the IVA crédito fiscal is lost and the cost is not deductible (bancarización, ${f.bankingRule.value}).`,
      ],
      documents: [
        `Ask for a factura issued by the SIN's invoicing system (facturación en línea) with ${company}'s NIT and name: it gives the IVA crédito fiscal and supports the IUE deduction; a factura without ${company}'s NIT does not.`,
      ],
      nonReimbursable: [`Purchases of ${banking} or more paid in cash.`],
      taxRules: [
        `**IVA:** ${format.percent(f.ivaRate.value)}, included in the price (Ley 843, art. 15).`,
        `**Facturas:** issued through the SIN's Sistema de Facturación (${f.invoicingRule.value}); only a factura to ${company}'s NIT gives the IVA crédito fiscal.`,
        `**RC-IVA:** documented viáticos with the balance returned are outside RC-IVA; fixed daily scales are subject to it (${f.viaticosOutsideRcIva.value}).`,
        `**Bancarización (${f.bankingRule.value}):** purchases of ${banking} or more must be paid through the financial system.`,
      ],
      retention: `Keep facturas and expense records for ${f.retentionYears.value} years, the SIN's limitation period (Código Tributario, Ley 2492, art. 59).`,
      reviewTriggers: "the SIN changes its invoicing or bancarización rules",
    };
  },
  es: ({ pack: { facts: f }, company, format }) => {
    const banking = format.money(f.bankingThreshold.value);
    return {
      mileage: COMPANY_MILEAGE.es(company, "boliviana"),
      allowable: [
        `Los viáticos sujetos a rendición de cuenta documentada con facturas (nacionales o extranjeras), vinculados a la actividad de ${company} y con devolución del saldo no son renta del trabajador para el RC-IVA y son deducibles en el IUE (${f.viaticosOutsideRcIva.value}); los montos fijos por día pagados sin esa rendición están alcanzados por el RC-IVA. ${company} reembolsa los gastos reales y documentados.`,
      ],
      limits: [],
      cards: [
        `Pague las compras de ${banking} o más a través de una entidad financiera regulada (transferencia, cheque o depósito): de lo contrario se pierde el crédito fiscal IVA y el gasto no es deducible (bancarización, ${f.bankingRule.value}).`,
      ],
      documents: [
        `Pida factura emitida por el sistema de facturación del SIN (facturación en línea) con el NIT y la razón social de ${company}: da crédito fiscal IVA y respalda la deducción en el IUE; una factura sin el NIT de ${company} no.`,
      ],
      nonReimbursable: [`Compras de ${banking} o más pagadas en efectivo.`],
      taxRules: [
        `**IVA:** ${format.percent(f.ivaRate.value)}, incluido en el precio (Ley 843, art. 15).`,
        `**Facturas:** se emiten por el Sistema de Facturación del SIN (${f.invoicingRule.value}); solo la factura al NIT de ${company} da crédito fiscal IVA.`,
        `**RC-IVA:** los viáticos rendidos con facturas y con devolución del saldo quedan fuera del RC-IVA; los montos fijos por día están alcanzados (${f.viaticosOutsideRcIva.value}).`,
        `**Bancarización (${f.bankingRule.value}):** las compras de ${banking} o más deben pagarse a través del sistema financiero.`,
      ],
      retention: `Conserve las facturas y registros de gastos durante ${f.retentionYears.value} años, el plazo de prescripción ante el SIN (Código Tributario, Ley 2492, art. 59).`,
      reviewTriggers: "el SIN cambie sus reglas de facturación o de bancarización",
    };
  },
  "pt-BR": ({ pack: { facts: f }, company, format }) => {
    const banking = format.money(f.bankingThreshold.value);
    return {
      mileage: COMPANY_MILEAGE["pt-BR"](company, "boliviana"),
      allowable: [
        `Os viáticos com prestação de contas documentada por facturas (bolivianas ou estrangeiras), ligados à atividade da ${company} e com devolução do saldo não são renda do empregado para o RC-IVA e são dedutíveis no IUE (${f.viaticosOutsideRcIva.value}); valores fixos por dia pagos sem essa prestação de contas estão sujeitos ao RC-IVA. A ${company} reembolsa os custos reais e comprovados.`,
      ],
      limits: [],
      cards: [
        `Pague compras de ${banking} ou mais por uma entidade financeira regulada (transferência, cheque ou depósito): caso contrário, perde-se o crédito fiscal de IVA e o gasto não é dedutível (bancarización, ${f.bankingRule.value}).`,
      ],
      documents: [
        `Peça factura emitida pelo sistema de faturamento do SIN (facturación en línea) com o NIT e a razão social da ${company}: ela dá crédito fiscal de IVA e sustenta a dedução no IUE; uma factura sem o NIT da ${company} não.`,
      ],
      nonReimbursable: [`Compras de ${banking} ou mais pagas em dinheiro.`],
      taxRules: [
        `**IVA:** ${format.percent(f.ivaRate.value)}, incluído no preço (Ley 843, art. 15).`,
        `**Facturas:** emitidas pelo Sistema de Facturación do SIN (${f.invoicingRule.value}); só a factura ao NIT da ${company} dá crédito fiscal de IVA.`,
        `**RC-IVA:** viáticos comprovados com facturas e com devolução do saldo ficam fora do RC-IVA; valores fixos por dia estão sujeitos a ele (${f.viaticosOutsideRcIva.value}).`,
        `**Bancarización (${f.bankingRule.value}):** compras de ${banking} ou mais devem ser pagas pelo sistema financeiro.`,
      ],
      retention: `Guarde as facturas e registros de despesas por ${f.retentionYears.value} anos, o prazo de prescrição perante o SIN (Código Tributario, Ley 2492, art. 59).`,
      reviewTriggers: "o SIN mudar as regras de faturamento ou de bancarización",
    };
  },
};
