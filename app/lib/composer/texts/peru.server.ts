import type { PeruPack } from "../country-packs.server";
import type { CountryTexts } from "../phrase-types.server";
import { COMPANY_MILEAGE } from "./company-mileage.server";

export const PERU_TEXT: CountryTexts<PeruPack> = {
  en: ({ pack: { facts: f }, company, format }) => {
    const banking = `${format.money(f.bankingThresholdPen.value)} or ${format.money(f.bankingThresholdUsd.value)}`;
    return {
      mileage: COMPANY_MILEAGE.en(company, "Peruvian"),
      allowable: [
        `Travel allowances (viáticos: lodging, food and local transport) are deductible up to twice what the central government grants its highest-ranking officials (LIR art. 37 r; Reglamento art. 21 n). In Peru they must be backed by comprobantes de pago in ${company}'s name; abroad, by the foreign documents, and food and local transport may be backed by a sworn statement (declaración jurada) within the legal limit.`,
      ],
      limits: [],
      cards: [
        `Payments of ${banking} or more must go through the banking system (bancarización, Ley 28194), or they are not deductible: use the corporate card or a transfer.`,
      ],
      documents: [
        `Ask for a factura electrónica issued to ${company}'s RUC: it gives the IGV credit. A boleta de venta does not, and is accepted only where no factura can be issued.`,
      ],
      nonReimbursable: [`Payments of ${banking} or more made in cash.`],
      taxRules: [
        `**IGV:** ${format.percent(f.igvRate.value)} (16 % IGV plus 2 % municipal promotion tax).`,
        `**Comprobantes de pago:** SUNAT electronic invoices; only a factura to ${company}'s RUC gives the IGV credit and supports the deduction.`,
        "**Viáticos:** deductible within the limit above; what is not backed by comprobantes (or, abroad, a sworn statement within its limit) is not deductible.",
        `**Bancarización (Ley 28194):** payments of ${banking} or more must be made through the banking system.`,
      ],
      retention:
        "Keep comprobantes and expense records for as long as SUNAT may review the tax they support (Código Tributario, arts. 43 and 87).",
      reviewTriggers: "SUNAT changes the comprobantes de pago rules or the government changes the officials' travel allowances",
    };
  },
  es: ({ pack: { facts: f }, company, format }) => {
    const banking = `${format.money(f.bankingThresholdPen.value)} o ${format.money(f.bankingThresholdUsd.value)}`;
    return {
      mileage: COMPANY_MILEAGE.es(company, "peruana"),
      allowable: [
        `Los viáticos (alojamiento, alimentación y movilidad) son deducibles hasta el doble de lo que el Gobierno Central concede a sus funcionarios de carrera de mayor jerarquía (LIR art. 37 r; Reglamento art. 21 n). En el país se sustentan con comprobantes de pago a nombre de ${company}; en el extranjero, con los documentos del país, y la alimentación y la movilidad pueden sustentarse con declaración jurada dentro del límite legal.`,
      ],
      limits: [],
      cards: [
        `Los pagos de ${banking} o más deben hacerse por el sistema financiero (bancarización, Ley 28194) para ser deducibles: use la tarjeta corporativa o una transferencia.`,
      ],
      documents: [
        `Pida factura electrónica al RUC de ${company}: da derecho a crédito fiscal de IGV. La boleta de venta no lo da y solo se acepta cuando no puede emitirse factura.`,
      ],
      nonReimbursable: [`Pagos de ${banking} o más hechos en efectivo.`],
      taxRules: [
        `**IGV:** ${format.percent(f.igvRate.value)} (16 % de IGV más 2 % de Impuesto de Promoción Municipal).`,
        `**Comprobantes de pago:** electrónicos, ante la SUNAT; solo la factura al RUC de ${company} da crédito fiscal y sustenta la deducción.`,
        "**Viáticos:** deducibles dentro del límite indicado; lo que no se sustente con comprobantes (o, en el extranjero, con declaración jurada dentro de su límite) no es deducible.",
        `**Bancarización (Ley 28194):** los pagos de ${banking} o más deben hacerse por el sistema financiero.`,
      ],
      retention:
        "Conserve los comprobantes y registros de gastos mientras la SUNAT pueda fiscalizar el tributo que sustentan (Código Tributario, arts. 43 y 87).",
      reviewTriggers: "la SUNAT cambie las reglas de comprobantes de pago o el Gobierno cambie los viáticos de sus funcionarios",
    };
  },
  "pt-BR": ({ pack: { facts: f }, company, format }) => {
    const banking = `${format.money(f.bankingThresholdPen.value)} ou ${format.money(f.bankingThresholdUsd.value)}`;
    return {
      mileage: COMPANY_MILEAGE["pt-BR"](company, "peruana"),
      allowable: [
        `Os viáticos (hospedagem, alimentação e transporte local) são dedutíveis até o dobro do que o governo central concede aos seus servidores de carreira de maior hierarquia (LIR art. 37 r; Reglamento art. 21 n). No país, precisam de comprobantes de pago em nome da ${company}; no exterior, dos documentos locais, e alimentação e transporte local podem ser comprovados por declaración jurada dentro do limite legal.`,
      ],
      limits: [],
      cards: [
        `Pagamentos de ${banking} ou mais devem passar pelo sistema bancário (bancarización, Ley 28194) para serem dedutíveis: use o cartão corporativo ou uma transferência.`,
      ],
      documents: [
        `Peça factura electrónica emitida ao RUC da ${company}: ela dá crédito de IGV. A boleta de venta não dá e só é aceita quando não se pode emitir factura.`,
      ],
      nonReimbursable: [`Pagamentos de ${banking} ou mais feitos em dinheiro.`],
      taxRules: [
        `**IGV:** ${format.percent(f.igvRate.value)} (16 % de IGV mais 2 % de imposto de promoção municipal).`,
        `**Comprobantes de pago:** eletrônicos, perante a SUNAT; só a factura ao RUC da ${company} dá crédito de IGV e sustenta a dedução.`,
        "**Viáticos:** dedutíveis dentro do limite indicado; o que não for comprovado (ou, no exterior, declarado dentro do seu limite) não é dedutível.",
        `**Bancarización (Ley 28194):** pagamentos de ${banking} ou mais devem passar pelo sistema bancário.`,
      ],
      retention:
        "Guarde os comprobantes e registros de despesas enquanto a SUNAT puder fiscalizar o tributo que sustentam (Código Tributario, arts. 43 e 87).",
      reviewTriggers: "a SUNAT mudar as regras de comprobantes de pago ou o governo mudar os viáticos dos seus servidores",
    };
  },
};
