import type { ColombiaPack } from "../country-packs.server";
import type { CountryTexts } from "../phrase-types.server";

export const COLOMBIA_TEXT: CountryTexts<ColombiaPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: "per kilometre, at the rate published by finance",
    allowable: [
      `Reimbursements for occasional trips (viáticos ocasionales) cover food, lodging and transport away from the usual place of work and are not salary. Fixed, regular travel allowances would count as salary, so ${company} reimburses actual, documented costs instead.`,
      "Contractors' travel costs are reimbursed only when their contract says so expressly; they are then not income for the contractor (DIAN Concepto 00113 of 2024).",
    ],
    limits: [],
    cards: [
      "Pay by card or bank transfer. Under the bancarización rules (ET art. 771-5) only payments through the financial system are fully deductible, so cash is for exceptional cases.",
    ],
    documents: [
      `Ask for a factura electrónica in ${company}'s name with its NIT: give the seller the company name, NIT and invoicing e-mail address (the seller may not demand the RUT).`,
      "A POS ticket is not enough: POS documents give no right to deduct costs or claim IVA.",
      "For purchases from sellers who are not obliged to invoice, send finance the seller's details so that it can issue a documento soporte.",
    ],
    nonReimbursable: [
      `Expenses supported only by a POS ticket, or by an invoice not issued to ${company} and its NIT, when a factura electrónica could have been requested.`,
    ],
    taxRules: [
      `**IVA:** the general rate is ${format.percent(f.ivaRate.value)} (ET art. 468).`,
      `**Factura electrónica:** validated by DIAN before it is delivered (UBL 2.1 XML with a digital signature and CUFE) and issued to ${company} with its NIT.`,
      `**POS tickets** give no right to costs, deductions or IVA credits (ET art. 616-1, par. 4), and sellers may issue them only for sales up to ${f.posTicketMaxUvt.value} UVT.`,
      "**Documento soporte:** required to deduct purchases from people not obliged to invoice (Res. 000167 of 2021); it carries both parties' NIT and DIAN-authorised numbering.",
      "**Bancarización (ET art. 771-5):** cash payments are deductible only within legal limits, so payments through the financial system are always preferred.",
      "**Viáticos:** occasional allowances are not salary; permanent, habitual ones are.",
    ],
    retention: `Keep electronic invoices and supporting documents for at least ${f.eInvoiceRetentionYears.value} years.`,
    reviewTriggers: "the UVT value changes, as it does every year, or DIAN changes its invoicing rules",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: "por kilómetro, a la tarifa que publique finanzas",
    allowable: [
      `Los viáticos ocasionales cubren alimentación, alojamiento y transporte fuera del lugar habitual de trabajo y no constituyen salario. Las sumas fijas y habituales sí contarían como salario, por lo que ${company} reembolsa los costos reales y soportados.`,
      "Los gastos de viaje de contratistas se reembolsan solo cuando su contrato lo prevé de forma expresa; en ese caso no son ingreso para el contratista (Concepto DIAN 00113 de 2024).",
    ],
    limits: [],
    cards: [
      "Pague con tarjeta o por transferencia bancaria. Por las reglas de bancarización (art. 771-5 ET), solo los pagos por medio del sistema financiero son plenamente deducibles, así que el efectivo queda para casos excepcionales.",
    ],
    documents: [
      `Solicite la factura electrónica a nombre de ${company} con su NIT: entregue al vendedor la razón social, el NIT y el correo de facturación (el vendedor no puede exigir el RUT).`,
      "Un tiquete POS no basta: los documentos POS no dan derecho a costos, deducciones ni descuentos de IVA.",
      "En compras a proveedores no obligados a facturar, envíe a finanzas los datos del vendedor para que emita el documento soporte.",
    ],
    nonReimbursable: [
      `Gastos soportados solo con un tiquete POS, o con una factura que no esté a nombre de ${company} y su NIT, cuando se pudo pedir la factura electrónica.`,
    ],
    taxRules: [
      `**IVA:** la tarifa general es del ${format.percent(f.ivaRate.value)} (art. 468 ET).`,
      `**Factura electrónica:** validada por la DIAN antes de su entrega (XML UBL 2.1 con firma digital y CUFE) y expedida a nombre de ${company} con su NIT.`,
      `**Tiquetes POS:** no dan derecho a costos, deducciones ni impuestos descontables (art. 616-1 ET, par. 4), y los vendedores solo pueden expedirlos en ventas de hasta ${f.posTicketMaxUvt.value} UVT.`,
      "**Documento soporte:** necesario para deducir compras a personas no obligadas a facturar (Res. 000167 de 2021); lleva el NIT de ambas partes y la numeración autorizada por la DIAN.",
      "**Bancarización (art. 771-5 ET):** los pagos en efectivo solo son deducibles dentro de los límites legales, por lo que siempre se prefieren los pagos por el sistema financiero.",
      "**Viáticos:** los ocasionales no son salario; los permanentes y habituales sí lo son.",
    ],
    retention: `Conserve las facturas electrónicas y los documentos soporte durante al menos ${f.eInvoiceRetentionYears.value} años.`,
    reviewTriggers: "cambie el valor de la UVT, como ocurre cada año, o la DIAN modifique sus reglas de facturación",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: "por quilômetro, pela tarifa publicada pelo financeiro",
    allowable: [
      `Os viáticos ocasionais cobrem alimentação, hospedagem e transporte fora do local habitual de trabalho e não são salário. Valores fixos e habituais contariam como salário, por isso a ${company} reembolsa os custos reais e comprovados.`,
      "As despesas de viagem de prestadores de serviço só são reembolsadas quando o contrato as prevê expressamente; nesse caso, não são receita do prestador (Conceito DIAN 00113 de 2024).",
    ],
    limits: [],
    cards: [
      "Pague com cartão ou transferência bancária. Pelas regras de bancarização (art. 771-5 ET), só os pagamentos feitos pelo sistema financeiro são totalmente dedutíveis, então dinheiro em espécie fica para casos excepcionais.",
    ],
    documents: [
      `Peça a factura electrónica em nome da ${company}, com seu NIT: informe ao vendedor a razão social, o NIT e o e-mail de faturamento (o vendedor não pode exigir o RUT).`,
      "Um cupom POS não basta: documentos POS não dão direito a custos, deduções nem créditos de IVA.",
      "Em compras de fornecedores não obrigados a faturar, envie ao financeiro os dados do vendedor para que emita o documento soporte.",
    ],
    nonReimbursable: [
      `Despesas comprovadas apenas por cupom POS, ou por fatura que não esteja em nome da ${company} e de seu NIT, quando a factura electrónica poderia ter sido pedida.`,
    ],
    taxRules: [
      `**IVA:** a alíquota geral é de ${format.percent(f.ivaRate.value)} (art. 468 ET).`,
      `**Factura electrónica:** validada pela DIAN antes da entrega (XML UBL 2.1 com assinatura digital e CUFE) e emitida em nome da ${company}, com seu NIT.`,
      `**Cupons POS:** não dão direito a custos, deduções nem créditos de IVA (art. 616-1 ET, par. 4), e os vendedores só podem emiti-los em vendas de até ${f.posTicketMaxUvt.value} UVT.`,
      "**Documento soporte:** necessário para deduzir compras de pessoas não obrigadas a faturar (Res. 000167 de 2021); traz o NIT das duas partes e a numeração autorizada pela DIAN.",
      "**Bancarización (art. 771-5 ET):** pagamentos em dinheiro só são dedutíveis dentro dos limites legais, por isso os pagamentos pelo sistema financeiro são sempre preferidos.",
      "**Viáticos:** os ocasionais não são salário; os permanentes e habituais são.",
    ],
    retention: `Guarde as faturas eletrônicas e os documentos de suporte por pelo menos ${f.eInvoiceRetentionYears.value} anos.`,
    reviewTriggers: "o valor da UVT mudar, como acontece todo ano, ou a DIAN alterar suas regras de faturamento",
  }),
};
