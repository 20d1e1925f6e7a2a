import type { MexicoPack } from "../country-packs.server";
import type { CountryTexts } from "../phrase-types.server";

export const MEXICO_TEXT: CountryTexts<MexicoPack> = {
  en: ({ pack: { facts: f }, company, format }) => {
    const money = format.money;
    const cash = money(f.nonCashPaymentThreshold.value);
    return {
      mileage: "per kilometre, at the rate published by finance",
      allowable: [
        `Travel expenses (viáticos) are deductible only for the traveller's lodging, food, transport, car rental and mileage, and only on trips more than ${f.viaticosRadiusKm.value} km from ${company}'s establishment (Art. 28-V LISR); travel within that radius is treated as local transport.`,
        `The traveller must be an employee of ${company} or a provider of professional services to it.`,
      ],
      limits: [
        `For tax purposes, deductible food on a trip is capped at ${money(f.foodCapDomesticPerDay.value)} per person per day in Mexico and ${money(f.foodCapAbroadPerDay.value)} abroad, lodging abroad at ${money(f.lodgingCapAbroadPerNight.value)} per night and car rental at ${money(f.carRentalCapPerDay.value)} per day (Art. 28-V LISR). ${company} may reimburse more within the limits above, but the excess is not deductible.`,
      ],
      cards: [
        `Pay with the corporate card or by bank transfer: payments over ${cash} are deductible only when made by card, transfer, nominative cheque or an SAT-authorised e-wallet (RMF 2024 rule 3.3.1.3).`,
        `Check that the CFDI does not show payment form 31 ("Intermediario pagos"): SAT treats it as cash, so such an invoice over ${cash} is not deductible.`,
      ],
      documents: [
        `Ask for the CFDI when paying, issued to ${company}'s RFC, tax regime, name and postal code, with the right payment form, payment method and CFDI use. If it is not requested, the merchant may include the sale in a global invoice to the generic RFC XAXX010101000, and it can no longer be deducted.`,
        "Upload both files: the XML is the fiscal document; the PDF is only its printed representation.",
        "Abroad, where there is no CFDI, upload the invoice or receipt issued by the merchant.",
      ],
      nonReimbursable: [
        `Expenses without a valid, uncancelled CFDI in ${company}'s name when one could have been issued.`,
        `Payments over ${cash} made in cash.`,
      ],
      taxRules: [
        `**IVA:** the general rate is ${format.percent(f.ivaRate.value)}; sellers in the northern and southern border region who notified SAT charge ${format.percent(f.borderIvaRate.value)}, and their CFDI shows IVA at that rate.`,
        `**Viáticos (Art. 28-V LISR):** deductible only for lodging, food, transport, car rental and mileage of employees or professional-services providers, beyond ${f.viaticosRadiusKm.value} km of the establishment; a CFDI is required in Mexico and supporting documents abroad.`,
        `**Daily caps per person:** food ${money(f.foodCapDomesticPerDay.value)} in Mexico and ${money(f.foodCapAbroadPerDay.value)} abroad (with lodging or transport documents; if only a transport CFDI is attached, the meal must be paid with the traveller's card), lodging abroad ${money(f.lodgingCapAbroadPerNight.value)} per night, car rental ${money(f.carRentalCapPerDay.value)} per day.`,
        `**Restaurant meals outside a trip:** only ${format.percent(f.restaurantDeductibleShare.value)} is deductible, and only if paid by card or SAT-authorised e-wallet; IVA is creditable in the same proportion (Art. 28-XX LISR).`,
        `**Viáticos without a CFDI (Art. 152 RLISR):** up to ${format.percent(f.undocumentedViaticosShare.value)} of a trip's viáticos, and no more than ${money(f.undocumentedViaticosYearlyCap.value)} a year, may lack a CFDI when the merchant could not issue one; the rest must be paid with the company card and unspent amounts returned. This does not apply to lodging or airfare.`,
        "**Before uploading a CFDI,** check the receiver's RFC, tax regime, name and postal code; the issuer's RFC, regime and name; the payment form and method; and the CFDI use.",
      ],
      retention: "Keep CFDI XML files and supporting documents for as long as SAT may review them; the platform keeps a copy of each.",
      reviewTriggers: "SAT changes the CFDI rules or the viáticos caps",
    };
  },
  es: ({ pack: { facts: f }, company, format }) => {
    const money = format.money;
    const cash = money(f.nonCashPaymentThreshold.value);
    return {
      mileage: "por kilómetro, a la tarifa que publique finanzas",
      allowable: [
        `Los viáticos son deducibles solo para el hospedaje, la alimentación, el transporte, el arrendamiento de automóvil y el kilometraje de la persona que viaja, y solo en viajes a más de ${f.viaticosRadiusKm.value} km del establecimiento de ${company} (art. 28-V LISR); los traslados dentro de ese radio se tratan como transporte local.`,
        `Quien viaja debe ser empleado de ${company} o prestarle servicios profesionales.`,
      ],
      limits: [
        `Para efectos fiscales, la alimentación deducible en un viaje tiene un tope de ${money(f.foodCapDomesticPerDay.value)} por persona al día en México y de ${money(f.foodCapAbroadPerDay.value)} en el extranjero; el hospedaje en el extranjero, de ${money(f.lodgingCapAbroadPerNight.value)} por noche, y el arrendamiento de automóvil, de ${money(f.carRentalCapPerDay.value)} al día (art. 28-V LISR). ${company} puede reembolsar más dentro de los límites anteriores, pero el excedente no es deducible.`,
      ],
      cards: [
        `Pague con la tarjeta corporativa o por transferencia: los pagos superiores a ${cash} solo son deducibles si se hacen con tarjeta, transferencia, cheque nominativo o monedero electrónico autorizado por el SAT (regla 3.3.1.3 de la RMF 2024).`,
        `Revise que el CFDI no indique la forma de pago 31 («Intermediario pagos»): el SAT la trata como efectivo, por lo que una factura así por más de ${cash} no es deducible.`,
      ],
      documents: [
        `Pida el CFDI al momento de pagar, a nombre de ${company}, con su RFC, régimen fiscal y código postal, y con la forma de pago, el método de pago y el uso de CFDI correctos. Si no se solicita, el comercio puede incluir la venta en una factura global al RFC genérico XAXX010101000 y ya no podrá deducirse.`,
        "Suba ambos archivos: el XML es el comprobante fiscal; el PDF es solo su representación impresa.",
        "En el extranjero, donde no hay CFDI, suba la factura o el comprobante que emita el comercio.",
      ],
      nonReimbursable: [
        `Gastos sin un CFDI válido y vigente a nombre de ${company} cuando pudo haberse emitido.`,
        `Pagos superiores a ${cash} hechos en efectivo.`,
      ],
      taxRules: [
        `**IVA:** la tasa general es del ${format.percent(f.ivaRate.value)}; los vendedores de la región fronteriza norte y sur que dieron aviso al SAT cobran el ${format.percent(f.borderIvaRate.value)}, y su CFDI muestra el IVA a esa tasa.`,
        `**Viáticos (art. 28-V LISR):** deducibles solo para hospedaje, alimentación, transporte, arrendamiento de automóvil y kilometraje de empleados o prestadores de servicios profesionales, fuera de un radio de ${f.viaticosRadiusKm.value} km del establecimiento; en México se requiere CFDI y en el extranjero, la documentación comprobatoria.`,
        `**Topes diarios por persona:** alimentación ${money(f.foodCapDomesticPerDay.value)} en México y ${money(f.foodCapAbroadPerDay.value)} en el extranjero (con comprobantes de hospedaje o transporte; si solo se anexa el CFDI del transporte, la comida debe pagarse con la tarjeta de quien viaja), hospedaje en el extranjero ${money(f.lodgingCapAbroadPerNight.value)} por noche y arrendamiento de automóvil ${money(f.carRentalCapPerDay.value)} al día.`,
        `**Consumos en restaurantes fuera de viaje:** solo es deducible el ${format.percent(f.restaurantDeductibleShare.value)}, y solo si se pagan con tarjeta o monedero electrónico autorizado; el IVA es acreditable en la misma proporción (art. 28-XX LISR).`,
        `**Viáticos sin CFDI (art. 152 RLISR):** hasta el ${format.percent(f.undocumentedViaticosShare.value)} de los viáticos de cada viaje, sin exceder ${money(f.undocumentedViaticosYearlyCap.value)} al año, puede no contar con CFDI cuando el comercio no pudo emitirlo; el resto debe pagarse con la tarjeta de la empresa y lo no gastado se devuelve. No aplica al hospedaje ni a los boletos de avión.`,
        "**Antes de subir un CFDI,** revisa el RFC, el régimen fiscal, el nombre y el código postal del receptor; el RFC, el régimen y el nombre del emisor; la forma y el método de pago, y el uso de CFDI.",
      ],
      retention:
        "Conserve los XML de los CFDI y la documentación comprobatoria mientras el SAT pueda revisarlos; la plataforma guarda una copia de cada uno.",
      reviewTriggers: "el SAT cambie las reglas del CFDI o los topes de viáticos",
    };
  },
  "pt-BR": ({ pack: { facts: f }, company, format }) => {
    const money = format.money;
    const cash = money(f.nonCashPaymentThreshold.value);
    return {
      mileage: "por quilômetro, pela tarifa publicada pelo financeiro",
      allowable: [
        `As despesas de viagem (viáticos) são dedutíveis somente para hospedagem, alimentação, transporte, aluguel de carro e quilometragem de quem viaja, e somente em viagens a mais de ${f.viaticosRadiusKm.value} km do estabelecimento da ${company} (art. 28-V LISR); deslocamentos dentro desse raio são tratados como transporte local.`,
        `Quem viaja deve ser funcionário da ${company} ou prestador de serviços profissionais a ela.`,
      ],
      limits: [
        `Para fins fiscais, a alimentação dedutível em viagem tem teto de ${money(f.foodCapDomesticPerDay.value)} por pessoa por dia no México e de ${money(f.foodCapAbroadPerDay.value)} no exterior; a hospedagem no exterior, de ${money(f.lodgingCapAbroadPerNight.value)} por noite; e o aluguel de carro, de ${money(f.carRentalCapPerDay.value)} por dia (art. 28-V LISR). A ${company} pode reembolsar mais dentro dos limites acima, mas o excedente não é dedutível.`,
      ],
      cards: [
        `Pague com o cartão corporativo ou por transferência: pagamentos acima de ${cash} só são dedutíveis se feitos com cartão, transferência, cheque nominativo ou carteira eletrônica autorizada pelo SAT (regra 3.3.1.3 da RMF 2024).`,
        `Confira se o CFDI não indica a forma de pagamento 31 («Intermediario pagos»): o SAT a trata como dinheiro, e uma fatura assim acima de ${cash} não é dedutível.`,
      ],
      documents: [
        `Peça o CFDI no momento do pagamento, em nome da ${company}, com seu RFC, regime fiscal e código postal, e com a forma de pagamento, o método de pagamento e o uso de CFDI corretos. Se não for pedido, o comerciante pode incluir a venda em uma fatura global ao RFC genérico XAXX010101000, e ela deixa de ser dedutível.`,
        "Envie os dois arquivos: o XML é o documento fiscal; o PDF é apenas sua representação impressa.",
        "No exterior, onde não há CFDI, envie a fatura ou o recibo emitido pelo comerciante.",
      ],
      nonReimbursable: [
        `Despesas sem um CFDI válido e não cancelado em nome da ${company}, quando ele poderia ter sido emitido.`,
        `Pagamentos acima de ${cash} feitos em dinheiro.`,
      ],
      taxRules: [
        `**IVA:** a alíquota geral é de ${format.percent(f.ivaRate.value)}; vendedores da região de fronteira norte e sul que avisaram o SAT cobram ${format.percent(f.borderIvaRate.value)}, e o CFDI deles mostra o IVA a essa alíquota.`,
        `**Viáticos (art. 28-V LISR):** dedutíveis somente para hospedagem, alimentação, transporte, aluguel de carro e quilometragem de funcionários ou prestadores de serviços profissionais, fora de um raio de ${f.viaticosRadiusKm.value} km do estabelecimento; no México exige-se CFDI e, no exterior, a documentação comprobatória.`,
        `**Tetos diários por pessoa:** alimentação ${money(f.foodCapDomesticPerDay.value)} no México e ${money(f.foodCapAbroadPerDay.value)} no exterior (com comprovantes de hospedagem ou transporte; se só houver o CFDI do transporte, a refeição deve ser paga com o cartão de quem viaja), hospedagem no exterior ${money(f.lodgingCapAbroadPerNight.value)} por noite e aluguel de carro ${money(f.carRentalCapPerDay.value)} por dia.`,
        `**Refeições em restaurantes fora de viagem:** só ${format.percent(f.restaurantDeductibleShare.value)} é dedutível, e apenas se pago com cartão ou carteira eletrônica autorizada; o IVA é creditável na mesma proporção (art. 28-XX LISR).`,
        `**Viáticos sem CFDI (art. 152 RLISR):** até ${format.percent(f.undocumentedViaticosShare.value)} dos viáticos de cada viagem, sem passar de ${money(f.undocumentedViaticosYearlyCap.value)} por ano, pode ficar sem CFDI quando o comerciante não puder emiti-lo; o restante deve ser pago com o cartão da empresa, e o valor não gasto é devolvido. Não se aplica a hospedagem nem a passagens aéreas.`,
        "**Antes de enviar um CFDI,** confira o RFC, o regime fiscal, o nome e o código postal do destinatário; o RFC, o regime e o nome do emissor; a forma e o método de pagamento; e o uso de CFDI.",
      ],
      retention:
        "Guarde os XML dos CFDI e a documentação comprobatória enquanto o SAT puder revisá-los; a plataforma mantém uma cópia de cada um.",
      reviewTriggers: "o SAT mudar as regras do CFDI ou os tetos de viáticos",
    };
  },
};
