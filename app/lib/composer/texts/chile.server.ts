import type { ChilePack } from "../country-packs.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const CHILE_TEXT: CountryTexts<ChilePack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.en(company, "Chilean"),
    allowable: [
      "Travel allowances (viáticos) and transport allowances are not remuneration (Código del Trabajo, art. 41), and are not taxable income when they are reasonable for the employee's rank and destination and do not replace pay (LIR art. 17 N° 15).",
    ],
    limits: [],
    cards: ["Pay by card or bank transfer whenever possible, so that every payment leaves a record and matches its electronic document."],
    documents: [
      `Ask for a factura electrónica issued to ${company}'s RUT: it gives the IVA credit. A boleta electrónica is accepted as proof of the expense but gives no IVA credit.`,
    ],
    nonReimbursable: [`Expenses without a factura or boleta electrónica, when one could have been issued.`],
    taxRules: [
      `**IVA:** the rate is ${format.percent(f.ivaRate.value)} (DL 825, art. 14).`,
      `**Documents:** every factura and boleta is an electronic tax document registered with the Servicio de Impuestos Internos (SII); only a factura issued to ${company}'s RUT gives an IVA credit.`,
      "**Viáticos:** not taxable income when the SII treats them as such (LIR art. 17 N° 15): proof of the trip, an amount in line with the person's rank and the destination, and no permanent allowance paid as hidden salary.",
    ],
    retention: `Keep electronic documents and expense records for ${f.retentionYears.value} years (Código Tributario, arts. 17 and 200).`,
    reviewTriggers: "the SII changes the rules for electronic documents",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE.es(company, "chilena"),
    allowable: [
      "Los viáticos y las asignaciones de movilización no constituyen remuneración (Código del Trabajo, art. 41) ni renta cuando son razonables para el cargo y el destino y no reemplazan sueldo (LIR art. 17 N° 15).",
    ],
    limits: [],
    cards: ["Pague con tarjeta o transferencia siempre que pueda, para que cada pago deje registro y cuadre con su documento electrónico."],
    documents: [
      `Pida factura electrónica a nombre del RUT de ${company}: da derecho a crédito fiscal de IVA. La boleta electrónica sirve para respaldar el gasto, pero no da crédito fiscal.`,
    ],
    nonReimbursable: ["Gastos sin factura ni boleta electrónica, cuando pudo emitirse."],
    taxRules: [
      `**IVA:** la tasa es del ${format.percent(f.ivaRate.value)} (DL 825, art. 14).`,
      `**Documentos:** facturas y boletas son documentos tributarios electrónicos registrados en el Servicio de Impuestos Internos (SII); solo la factura al RUT de ${company} da crédito fiscal.`,
      "**Viáticos:** no constituyen renta cuando el SII los califica así (LIR art. 17 N° 15): se acredita el viaje, el monto guarda relación con el cargo y el destino, y no es una asignación permanente que encubra sueldo.",
    ],
    retention: `Conserve los documentos electrónicos y los registros de gastos durante ${f.retentionYears.value} años (Código Tributario, arts. 17 y 200).`,
    reviewTriggers: "el SII cambie las reglas de los documentos electrónicos",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: COMPANY_MILEAGE["pt-BR"](company, "chilena"),
    allowable: [
      "Os viáticos e auxílios de transporte não são remuneração (Código del Trabajo, art. 41) nem renda tributável quando são razoáveis para o cargo e o destino e não substituem salário (LIR art. 17 N° 15).",
    ],
    limits: [],
    cards: [
      "Pague com cartão ou transferência sempre que possível, para que cada pagamento deixe registro e corresponda ao seu documento eletrônico.",
    ],
    documents: [
      `Peça factura electrónica em nome do RUT da ${company}: ela dá crédito de IVA. A boleta electrónica comprova a despesa, mas não dá crédito de IVA.`,
    ],
    nonReimbursable: ["Despesas sem factura nem boleta electrónica, quando ela poderia ter sido emitida."],
    taxRules: [
      `**IVA:** a alíquota é de ${format.percent(f.ivaRate.value)} (DL 825, art. 14).`,
      `**Documentos:** faturas e boletas são documentos tributários eletrônicos registrados no Servicio de Impuestos Internos (SII); só a factura emitida ao RUT da ${company} dá crédito de IVA.`,
      "**Viáticos:** não são renda quando o SII assim os qualifica (LIR art. 17 N° 15): a viagem é comprovada, o valor condiz com o cargo e o destino, e não é um auxílio permanente que disfarce salário.",
    ],
    retention: `Guarde os documentos eletrônicos e os registros de despesas por ${f.retentionYears.value} anos (Código Tributario, arts. 17 e 200).`,
    reviewTriggers: "o SII mudar as regras dos documentos eletrônicos",
  }),
};
