import type { SpainPack } from "../country-packs.server";
import type { CountryTexts } from "../phrase-types.server";
import { referenceOf } from "./reference.server";

export const SPAIN_TEXT: CountryTexts<SpainPack> = {
  en: ({ pack, company, format }) => {
    const f = pack.facts;
    const km = format.money(referenceOf(pack, "mileage").value);
    return {
      mileage: `at ${km} per km, the tax-free amount of Orden HFP/792/2023, plus tolls and parking backed by receipts`,
      allowable: [
        `Travel allowances (dietas) for trips outside the usual workplace and the employee's home municipality are exempt from IRPF within the amounts of RIRPF art. 9 (section 3); hotel stays are exempt for the amount shown on the invoice.`,
      ],
      limits: [
        `Without an overnight stay, the tax-free meal allowance is ${format.money(f.mealsWithoutOvernightHome.value)} a day in Spain and ${format.money(f.mealsWithoutOvernightAbroad.value)} abroad (RIRPF art. 9).`,
      ],
      cards: [
        `Never pay in cash ${format.money(f.cashLimit.value)} or more to a business: Ley 7/2012 art. 7 (as amended by Ley 11/2021) forbids it. Use the corporate card or a bank transfer.`,
      ],
      documents: [
        `Ask for a full invoice (factura completa) showing ${company}'s name and NIF: a simplified invoice (factura simplificada, the till ticket) does not allow IVA to be deducted.`,
      ],
      nonReimbursable: [`Payments in cash of ${format.money(f.cashLimit.value)} or more.`],
      taxRules: [
        `**IVA:** the general rate is ${format.percent(f.ivaRate.value)}; hotels and restaurants charge ${format.percent(f.ivaHospitalityRate.value)} (Ley 37/1992, arts. 90–91).`,
        `**Invoices:** only a factura completa issued to ${company}'s NIF supports deducting IVA; the Agencia Tributaria (AEAT) may reject simplified invoices.`,
        `**Dietas (RIRPF art. 9):** allowances within the exempt amounts are not income for the employee; any excess is taxed through payroll.`,
        `**Cash:** payments of ${format.money(f.cashLimit.value)} or more with a business may not be made in cash (Ley 7/2012 art. 7).`,
      ],
      retention: `Keep invoices and expense records for ${f.accountingRetentionYears.value} years (Código de Comercio art. 30); the tax authority may review the last ${f.taxPrescriptionYears.value} years.`,
      reviewTriggers: "the Ministry of Finance updates the exempt dietas or the mileage amount",
    };
  },
  es: ({ pack, company, format }) => {
    const f = pack.facts;
    const km = format.money(referenceOf(pack, "mileage").value);
    return {
      mileage: `a ${km} por km, el monto exento de la Orden HFP/792/2023, más los peajes y el aparcamiento justificados`,
      allowable: [
        `Las dietas por desplazamientos fuera del centro de trabajo habitual y del municipio de residencia están exentas de IRPF dentro de los montos del art. 9 del RIRPF (sección 3); la estancia en hoteles está exenta por el monto que se justifique con factura.`,
      ],
      limits: [
        `Sin pernocta, la dieta exenta de manutención es de ${format.money(f.mealsWithoutOvernightHome.value)} al día en España y ${format.money(f.mealsWithoutOvernightAbroad.value)} en el extranjero (art. 9 RIRPF).`,
      ],
      cards: [
        `No pague nunca en efectivo ${format.money(f.cashLimit.value)} o más a un empresario o profesional: lo prohíbe el art. 7 de la Ley 7/2012 (modificado por la Ley 11/2021). Use la tarjeta corporativa o una transferencia.`,
      ],
      documents: [
        `Pida una factura completa con el nombre y el NIF de ${company}: la factura simplificada (el tique de caja) no permite deducir el IVA.`,
      ],
      nonReimbursable: [`Pagos en efectivo de ${format.money(f.cashLimit.value)} o más.`],
      taxRules: [
        `**IVA:** el tipo general es del ${format.percent(f.ivaRate.value)}; hoteles y restaurantes aplican el ${format.percent(f.ivaHospitalityRate.value)} (Ley 37/1992, arts. 90 y 91).`,
        `**Facturas:** solo la factura completa a nombre de ${company} y con su NIF permite deducir el IVA; la Agencia Tributaria (AEAT) puede rechazar las facturas simplificadas.`,
        `**Dietas (art. 9 RIRPF):** las asignaciones dentro de los montos exentos no son renta del trabajador; el exceso tributa en nómina.`,
        `**Efectivo:** los pagos de ${format.money(f.cashLimit.value)} o más con empresarios o profesionales no pueden hacerse en efectivo (Ley 7/2012, art. 7).`,
      ],
      retention: `Conserve las facturas y los informes de gastos durante ${f.accountingRetentionYears.value} años (art. 30 del Código de Comercio); Hacienda puede revisar los últimos ${f.taxPrescriptionYears.value} años.`,
      reviewTriggers: "Hacienda actualice las dietas exentas o el monto por kilómetro",
    };
  },
  "pt-BR": ({ pack, company, format }) => {
    const f = pack.facts;
    const km = format.money(referenceOf(pack, "mileage").value);
    return {
      mileage: `a ${km} por km, o valor isento da Orden HFP/792/2023, mais pedágios e estacionamento comprovados`,
      allowable: [
        `As diárias (dietas) por deslocamentos fora do local de trabalho habitual e do município de residência são isentas de IRPF espanhol dentro dos valores do art. 9 do RIRPF (seção 3); a hospedagem em hotel é isenta pelo valor comprovado na fatura.`,
      ],
      limits: [
        `Sem pernoite, a diária isenta de alimentação é de ${format.money(f.mealsWithoutOvernightHome.value)} por dia na Espanha e ${format.money(f.mealsWithoutOvernightAbroad.value)} no exterior (art. 9 RIRPF).`,
      ],
      cards: [
        `Nunca pague em dinheiro ${format.money(f.cashLimit.value)} ou mais a uma empresa: o art. 7 da Ley 7/2012 (alterado pela Ley 11/2021) proíbe. Use o cartão corporativo ou uma transferência.`,
      ],
      documents: [
        `Peça uma factura completa com o nome e o NIF da ${company}: a factura simplificada (o cupom do caixa) não permite deduzir o IVA.`,
      ],
      nonReimbursable: [`Pagamentos em dinheiro de ${format.money(f.cashLimit.value)} ou mais.`],
      taxRules: [
        `**IVA:** a alíquota geral é de ${format.percent(f.ivaRate.value)}; hotéis e restaurantes cobram ${format.percent(f.ivaHospitalityRate.value)} (Ley 37/1992, arts. 90 e 91).`,
        `**Faturas:** só a factura completa emitida ao NIF da ${company} permite deduzir o IVA; a Agencia Tributaria (AEAT) pode recusar faturas simplificadas.`,
        `**Diárias (art. 9 RIRPF):** os valores dentro dos limites isentos não são renda do funcionário; o excedente é tributado na folha.`,
        `**Dinheiro:** pagamentos de ${format.money(f.cashLimit.value)} ou mais com empresas não podem ser feitos em dinheiro (Ley 7/2012, art. 7).`,
      ],
      retention: `Guarde as faturas e os relatórios de despesas por ${f.accountingRetentionYears.value} anos (art. 30 do Código de Comercio); o fisco pode revisar os últimos ${f.taxPrescriptionYears.value} anos.`,
      reviewTriggers: "o Ministério da Fazenda espanhol atualizar as diárias isentas ou o valor por quilômetro",
    };
  },
};
