import type { CanadaPack } from "../country-packs.server";
import type { CountryTexts } from "../phrase-types.server";
import { referenceOf } from "./reference.server";

export const CANADA_TEXT: CountryTexts<CanadaPack> = {
  en: ({ pack, company, format }) => {
    const f = pack.facts;
    const km = format.money(referenceOf(pack, "mileage").value);
    return {
      mileage: `per kilometre, within the CRA's reasonable allowance rate (Income Tax Regulations s. 7306: ${km} per km for the first ${format.number(f.mileageFirstKm.value)} km in ${f.mileageRateYear.value}, less after)`,
      allowable: [
        "Reasonable allowances for travel and for the use of a personal vehicle, based only on the kilometres driven, are not taxable income for employees (Income Tax Act s. 6(1)(b)).",
      ],
      limits: [],
      cards: ["Pay by card or bank transfer whenever possible, so that every payment leaves a record."],
      documents: [
        `Keep an itemised receipt or invoice showing the supplier's GST/HST registration number, so that ${company} can claim input tax credits.`,
      ],
      nonReimbursable: ["Personal-vehicle costs already covered by a per-kilometre allowance."],
      taxRules: [
        `**GST/HST:** GST is ${format.percent(f.gstRate.value)}; the harmonized provinces charge HST of ${format.percent(f.hstLowestRate.value)} to ${format.percent(f.hstHighestRate.value)}, and some provinces add their own sales tax.`,
        `**Meals and entertainment:** ${format.percent(f.mealsDeductibleShare.value)} deductible (Income Tax Act s. 67.1).`,
        "**Vehicle allowances:** the Canada Revenue Agency (CRA) treats a per-kilometre allowance within the s. 7306 rate as reasonable; anything above it, or a flat allowance, is taxable.",
      ],
      retention: `Keep receipts and records for ${f.retentionYears.value} years (Income Tax Act s. 230(4)).`,
      reviewTriggers: "the CRA publishes new automobile allowance rates, as it does every year",
    };
  },
  es: ({ pack, company, format }) => {
    const f = pack.facts;
    const km = format.money(referenceOf(pack, "mileage").value);
    return {
      mileage: `por kilómetro, dentro de la tarifa razonable de la CRA (Income Tax Regulations s. 7306: ${km} por km los primeros ${format.number(f.mileageFirstKm.value)} km en ${f.mileageRateYear.value}, menos después)`,
      allowable: [
        "Las asignaciones razonables de viaje y por uso del vehículo propio, calculadas solo por kilómetros recorridos, no son renta gravable del empleado (Income Tax Act s. 6(1)(b)).",
      ],
      limits: [],
      cards: ["Pague con tarjeta o transferencia siempre que pueda, para que cada pago deje registro."],
      documents: [
        `Conserve el recibo o factura detallado con el número de registro GST/HST del proveedor, para que ${company} pueda recuperar los créditos de impuesto (input tax credits).`,
      ],
      nonReimbursable: ["Costos del vehículo propio ya cubiertos por una asignación por kilómetro."],
      taxRules: [
        `**GST/HST:** el GST es del ${format.percent(f.gstRate.value)}; las provincias armonizadas cobran HST del ${format.percent(f.hstLowestRate.value)} al ${format.percent(f.hstHighestRate.value)}, y algunas provincias suman su propio impuesto a las ventas.`,
        `**Comidas y entretenimiento:** deducibles al ${format.percent(f.mealsDeductibleShare.value)} (Income Tax Act s. 67.1).`,
        "**Asignaciones por vehículo:** la Canada Revenue Agency (CRA) considera razonable una asignación por kilómetro dentro de la tarifa de la s. 7306; lo que la supere, o una suma fija, es gravable.",
      ],
      retention: `Conserve los recibos y registros durante ${f.retentionYears.value} años (Income Tax Act s. 230(4)).`,
      reviewTriggers: "la CRA publique nuevas tarifas por kilómetro, como hace cada año",
    };
  },
  "pt-BR": ({ pack, company, format }) => {
    const f = pack.facts;
    const km = format.money(referenceOf(pack, "mileage").value);
    return {
      mileage: `por quilômetro, dentro do valor razoável da CRA (Income Tax Regulations s. 7306: ${km} por km nos primeiros ${format.number(f.mileageFirstKm.value)} km em ${f.mileageRateYear.value}, menos depois)`,
      allowable: [
        "Auxílios razoáveis de viagem e pelo uso do carro próprio, calculados só pelos quilômetros rodados, não são renda tributável do funcionário (Income Tax Act s. 6(1)(b)).",
      ],
      limits: [],
      cards: ["Pague com cartão ou transferência sempre que possível, para que cada pagamento deixe registro."],
      documents: [
        `Guarde o recibo ou a fatura detalhada com o número de registro GST/HST do fornecedor, para que a ${company} possa recuperar os créditos de imposto (input tax credits).`,
      ],
      nonReimbursable: ["Custos do carro próprio já cobertos por um auxílio por quilômetro."],
      taxRules: [
        `**GST/HST:** o GST é de ${format.percent(f.gstRate.value)}; as províncias harmonizadas cobram HST de ${format.percent(f.hstLowestRate.value)} a ${format.percent(f.hstHighestRate.value)}, e algumas províncias somam seu próprio imposto sobre vendas.`,
        `**Refeições e entretenimento:** dedutíveis em ${format.percent(f.mealsDeductibleShare.value)} (Income Tax Act s. 67.1).`,
        "**Auxílios por veículo:** a Canada Revenue Agency (CRA) considera razoável um auxílio por quilômetro dentro do valor da s. 7306; o que passar disso, ou um valor fixo, é tributável.",
      ],
      retention: `Guarde os recibos e registros por ${f.retentionYears.value} anos (Income Tax Act s. 230(4)).`,
      reviewTriggers: "a CRA publicar novos valores por quilômetro, como faz todo ano",
    };
  },
};
