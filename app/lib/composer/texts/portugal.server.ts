import type { PortugalPack } from "../country-packs.server";
import type { CountryTexts } from "../phrase-types.server";
import { referenceOf } from "./reference.server";

export const PORTUGAL_TEXT: CountryTexts<PortugalPack> = {
  en: ({ pack, company, format }) => {
    const f = pack.facts;
    const km = format.money(referenceOf(pack, "mileage").value);
    const daily = format.money(referenceOf(pack, "perDiemHome").value);
    return {
      mileage: `at up to ${km} per km, the amount exempt from IRS for an employee's own car (Decreto-Lei 1/2025)`,
      allowable: [
        `Daily travel allowances (ajudas de custo) are exempt from IRS and Social Security up to the public-sector amounts: ${daily} a day in Portugal for most employees (Decreto-Lei 1/2025), for day trips beyond ${f.dailyTripKm.value} km and trips over several days beyond ${f.overnightTripKm.value} km of the workplace; abroad, the amounts set by Portaria apply.`,
      ],
      limits: [`Any allowance above the exempt amount is taxable income for the employee and subject to Social Security.`],
      cards: [
        `Pay by card or bank transfer: the Lei Geral Tributária (${f.cashRule.value}) restricts cash payments, and traceable payment keeps every expense deductible.`,
      ],
      documents: [
        `Ask for a fatura with ${company}'s NIF (NIPC) on it; the seller reports it to the Autoridade Tributária (AT) through e-Fatura, where finance checks it.`,
      ],
      nonReimbursable: [`Expenses without a fatura showing ${company}'s NIF, when one could have been issued.`],
      taxRules: [
        `**IVA:** the standard rate on the mainland is ${format.percent(f.ivaRate.value)} (Código do IVA, art. 18.º); Madeira and the Azores have their own rates.`,
        `**Faturas:** only a fatura with ${company}'s NIF supports deducting IVA and the expense; it appears in e-Fatura.`,
        `**Ajudas de custo:** exempt from IRS up to the public-sector amounts (${daily} a day in Portugal for most employees; Decreto-Lei 1/2025), provided they are not regular pay.`,
        `**Own car:** up to ${km} per km is exempt.`,
      ],
      retention: `Keep faturas and expense records for ${f.retentionYears.value} years (Código do IRC, art. 123.º).`,
      reviewTriggers: "the State Budget or a Decreto-Lei updates the ajudas de custo or the mileage amount",
    };
  },
  es: ({ pack, company, format }) => {
    const f = pack.facts;
    const km = format.money(referenceOf(pack, "mileage").value);
    const daily = format.money(referenceOf(pack, "perDiemHome").value);
    return {
      mileage: `hasta ${km} por km, el monto exento de IRS por el uso del vehículo propio (Decreto-Lei 1/2025)`,
      allowable: [
        `Las dietas de viaje (ajudas de custo) están exentas de IRS y de Seguridad Social hasta los montos del sector público: ${daily} al día en Portugal para la mayoría de los empleados (Decreto-Lei 1/2025), en viajes de un día a más de ${f.dailyTripKm.value} km y de varios días a más de ${f.overnightTripKm.value} km del lugar de trabajo; en el extranjero rigen los montos fijados por Portaria.`,
      ],
      limits: ["La parte de una asignación que supere el monto exento es renta gravable del empleado y cotiza a la Seguridad Social."],
      cards: [
        `Pague con tarjeta o transferencia: la Lei Geral Tributária (${f.cashRule.value}) restringe los pagos en efectivo, y un pago trazable mantiene deducible cada gasto.`,
      ],
      documents: [
        `Pida una fatura con el NIF (NIPC) de ${company}; el vendedor la comunica a la Autoridade Tributária (AT) por e-Fatura, donde finanzas la verifica.`,
      ],
      nonReimbursable: [`Gastos sin una fatura con el NIF de ${company}, cuando pudo emitirse.`],
      taxRules: [
        `**IVA:** el tipo normal en el continente es del ${format.percent(f.ivaRate.value)} (Código do IVA, art. 18.º); Madeira y Azores tienen tipos propios.`,
        `**Faturas:** solo una fatura con el NIF de ${company} permite deducir el IVA y el gasto; aparece en e-Fatura.`,
        `**Ajudas de custo:** exentas de IRS hasta los montos del sector público (${daily} al día en Portugal para la mayoría; Decreto-Lei 1/2025), siempre que no sean salario habitual.`,
        `**Vehículo propio:** hasta ${km} por km está exento.`,
      ],
      retention: `Conserve las faturas y los registros de gastos durante ${f.retentionYears.value} años (Código do IRC, art. 123.º).`,
      reviewTriggers: "el Presupuesto del Estado o un Decreto-Lei actualicen las ajudas de custo o el monto por kilómetro",
    };
  },
  "pt-BR": ({ pack, company, format }) => {
    const f = pack.facts;
    const km = format.money(referenceOf(pack, "mileage").value);
    const daily = format.money(referenceOf(pack, "perDiemHome").value);
    return {
      mileage: `até ${km} por km, o valor isento de IRS pelo uso de viatura própria (Decreto-Lei 1/2025)`,
      allowable: [
        `As ajudas de custo são isentas de IRS e de Segurança Social até os valores da função pública: ${daily} por dia em Portugal para a generalidade dos trabalhadores (Decreto-Lei 1/2025), em deslocações diárias acima de ${f.dailyTripKm.value} km e em dias sucessivos acima de ${f.overnightTripKm.value} km do local de trabalho; no estrangeiro valem os valores fixados por Portaria.`,
      ],
      limits: [
        "A parte de uma ajuda de custo acima do valor isento é rendimento tributável do trabalhador e conta para a Segurança Social.",
      ],
      cards: [
        `Pague com cartão ou transferência: a Lei Geral Tributária (${f.cashRule.value}) restringe pagamentos em numerário, e um pagamento rastreável mantém cada despesa dedutível.`,
      ],
      documents: [
        `Peça uma fatura com o NIF (NIPC) da ${company}; o vendedor a comunica à Autoridade Tributária (AT) pelo e-Fatura, onde o financeiro a confere.`,
      ],
      nonReimbursable: [`Despesas sem fatura com o NIF da ${company}, quando ela poderia ter sido emitida.`],
      taxRules: [
        `**IVA:** a taxa normal no continente é de ${format.percent(f.ivaRate.value)} (Código do IVA, art. 18.º); Madeira e Açores têm taxas próprias.`,
        `**Faturas:** só uma fatura com o NIF da ${company} permite deduzir o IVA e a despesa; ela aparece no e-Fatura.`,
        `**Ajudas de custo:** isentas de IRS até os valores da função pública (${daily} por dia em Portugal para a generalidade; Decreto-Lei 1/2025), desde que não sejam remuneração habitual.`,
        `**Viatura própria:** até ${km} por km é isento.`,
      ],
      retention: `Guarde as faturas e os registros de despesas por ${f.retentionYears.value} anos (Código do IRC, art. 123.º).`,
      reviewTriggers: "o Orçamento do Estado ou um Decreto-Lei atualizar as ajudas de custo ou o valor por quilômetro",
    };
  },
};
