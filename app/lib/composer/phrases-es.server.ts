import { industryInSentence } from "./policy-format.server";
import type { CountryPhrases, PolicyPhrases } from "./phrase-types.server";

const COUNTRY: CountryPhrases = {
  mx: ({ pack: { facts: f }, company, format }) => {
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

  co: ({ pack: { facts: f }, company, format }) => ({
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

  br: ({ pack: { facts: f }, company, format }) => ({
    mileage: `por kilómetro, a la tarifa que fije ${company}, ya que la legislación laboral brasileña no establece ninguna`,
    allowable: [
      "Las asignaciones de viaje (diárias para viagem) no forman parte de la remuneración, cualquiera que sea su monto (art. 457 §2 de la CLT, reformado por la Lei 13.467/2017); el auxilio de alimentación no puede pagarse en efectivo.",
      `Los gastos deben ser necesarios, usuales y normales para la actividad de ${company} (art. 311 del RIR/2018).`,
    ],
    limits: [`Ninguna ley fija montos de comidas ni de alojamiento en Brasil; los límites anteriores son propios de ${company}.`],
    cards: ["El comprobante de la tarjeta no es un documento fiscal: todo pago con tarjeta requiere además una nota fiscal (sección 5)."],
    documents: [
      `Pida una nota fiscal emitida al CNPJ de ${company}, con la descripción de lo comprado, la fecha y el monto.`,
      "El comprobante de la tarjeta por sí solo no sustituye a la nota fiscal.",
      "En vuelos, el Bilhete de Passagem Aérea sustituye a la nota fiscal.",
    ],
    nonReimbursable: [`Gastos soportados solo con el comprobante de la tarjeta o con un documento sin el CNPJ de ${company}.`],
    taxRules: [
      `**Documentos:** las notas fiscales deben identificar el CNPJ de ${company}, la descripción, la fecha y el monto (art. 61 de la Lei 9.532/97).`,
      `**NFS-e:** el estándar nacional de factura electrónica de servicios es obligatorio desde el ${format.date(new Date(f.nfseNationalStandardFrom.value))} (art. 62 de la LC 214/2025).`,
      `**Reforma tributaria:** desde ${f.taxReformTestYear.value}, las facturas incluyen los nuevos campos de CBS e IBS (tasas de prueba del ${format.percent(f.cbsTestRate.value)} y del ${format.percent(f.ibsTestRate.value)}, aún sin recaudarse); la recaudación de la CBS empieza en ${f.cbsCollectionYear.value} y el ICMS y el ISS se eliminan gradualmente hasta ${f.taxReformEndYear.value}. Finanzas revisa estos campos en cada factura que recibe.`,
      "**Deducibilidad:** los gastos deben ser necesarios, usuales y normales para la actividad (art. 311 del RIR/2018).",
      "**Diárias:** las asignaciones de viaje no forman parte de la remuneración (art. 457 §2 de la CLT).",
    ],
    retention: `Conserve las notas fiscales y los documentos de viaje durante ${f.documentRetentionYears.value} años.`,
    reviewTriggers: "la implantación de la CBS y el IBS de la reforma tributaria pase a su siguiente etapa",
  }),

  us: ({ pack: { facts: f }, company, format }) => {
    const mileage = `${format.number(f.mileageRatePerMile.value * 100)} centavos de dólar por milla en ${f.mileageRateYear.value}`;
    return {
      mileage: `a la tarifa estándar por milla del IRS vigente en el año del viaje (${mileage})`,
      allowable: [
        `${company} reembolsa mediante un plan de reembolso con rendición de cuentas del IRS (sección 7), de modo que los reembolsos no son ingreso gravable para los empleados.`,
      ],
      limits: [
        `Como referencia, los viáticos federales estándar del año fiscal ${f.gsaFiscalYear.value} (GSA) son de ${format.money(f.gsaLodgingPerNight.value)} para alojamiento y de ${format.money(f.gsaMealsPerDay.value)} diarios para comidas y gastos menores; se aplican los límites propios de ${company} indicados arriba.`,
      ],
      cards: [
        `Los anticipos en efectivo, cuando se aprueban, se entregan como máximo ${f.advanceMaxDaysBefore.value} días antes del gasto, y lo no utilizado se devuelve dentro de los ${f.returnExcessDays.value} días.`,
      ],
      documents: [
        "Según las reglas del IRS, cada registro debe indicar además el lugar del gasto y, en las comidas, la relación de negocios con las personas presentes.",
      ],
      nonReimbursable: [
        "El entretenimiento, como entradas a eventos deportivos, conciertos o golf, que ya no es deducible desde la reforma fiscal de 2017 (TCJA).",
      ],
      taxRules: [
        `**Plan de reembolso con rendición de cuentas (IRC §62(c)):** cada reembolso debe tener relación con el negocio, estar comprobado, y todo excedente debe devolverse. Compruebe los gastos dentro de los ${f.substantiationDays.value} días y devuelva los anticipos sobrantes dentro de los ${f.returnExcessDays.value} días; los montos no comprobados o no devueltos a tiempo se tratan como salario gravable.`,
        `**Comprobantes:** el alojamiento siempre requiere comprobante; los demás gastos requieren prueba documental desde ${format.money(f.receiptThreshold.value)}.`,
        `**Comidas:** deducibles al ${format.percent(f.mealsDeductibleShare.value)}; el entretenimiento no es deducible (Aviso 2018-76 del IRS).`,
        `**Kilometraje:** la tarifa estándar por milla del IRS para el año del viaje (${mileage}).`,
        `**Leyes estatales:** algunos estados obligan a reembolsar los gastos de trabajo necesarios, como el kilometraje o el teléfono personal usado para trabajar; ${company} sigue las reglas del estado donde trabaja cada empleado.`,
      ],
      retention: "Conserve los comprobantes y registros de gastos mientras el IRS pueda revisar las declaraciones que respaldan.",
      reviewTriggers: "el IRS publique una nueva tarifa estándar por milla o cambien las tarifas de viáticos, como ocurre cada año",
    };
  },

  generic: ({ company, countryIn }) => ({
    mileage: "por kilómetro, a la tarifa que publique finanzas",
    allowable: [`Los gastos deben ser necesarios para el negocio y estar soportados con los documentos que exige la ley ${countryIn}.`],
    limits: [],
    cards: ["Pague con tarjeta o por transferencia bancaria siempre que sea posible, para que cada pago deje registro."],
    documents: [
      `Pida una factura fiscal a nombre de la razón social de ${company}, con su número de identificación tributaria, siempre que la ley local lo prevea; el comprobante de la tarjeta no basta cuando se puede emitir una factura.`,
    ],
    nonReimbursable: [`Gastos sin factura ni comprobante a nombre de ${company} cuando pudo haberse emitido.`],
    taxRules: [
      `**Facturas:** use la factura fiscal local emitida a nombre de la razón social y el número de identificación tributaria de ${company}.`,
      `**IVA e impuestos sobre las ventas:** el impuesto recuperable de los gastos del negocio se solicita conforme a las reglas del IVA o de impuestos sobre las ventas vigentes ${countryIn}; la factura debe desglosar el impuesto cuando esas reglas lo exijan.`,
      `**Registros:** conserve las facturas y comprobantes durante el tiempo que exija la ley ${countryIn}.`,
      `Finanzas confirma las reglas locales con los asesores fiscales de ${company} antes de aplicarlas.`,
    ],
    retention: "Conserve facturas, comprobantes e informes de gastos durante el tiempo que exija la ley local.",
    reviewTriggers: `cambien las reglas fiscales o de facturación ${countryIn}`,
  }),
};

export const ES: PolicyPhrases = {
  title: (company) => `Política de viajes y gastos de ${company}`,
  summary: ({ countryIn, currency, currencyName, effective }) =>
    `*Aplica ${countryIn} · Importes en ${currencyName} (${currency}) · Vigente desde el ${effective}*`,

  companyDescription: ({ company, industry, employees, employeesText, countryIn }) => {
    const people = employees === undefined ? "" : ` con ${employeesText} ${employees === 1 ? "empleado" : "empleados"}`;
    if (industry) return `${company}, empresa del sector ${industryInSentence(industry)}${people} ${countryIn}`;
    return people ? `${company}, empresa${people} ${countryIn}` : `${company}, con sede ${countryIn}`;
  },
  purpose: (description, company) =>
    `Esta política explica cómo ${description}, paga, controla y reembolsa los viajes de negocios y demás gastos de trabajo. Se aplica a todo el personal de ${company} y a los contratistas que gastan en nombre de la empresa, ya sea que paguen con una tarjeta corporativa o de su propio bolsillo.`,
  goals: (company, countryIn) =>
    `Su objetivo es sencillo: cuidar el dinero de ${company} como si fuera propio, reembolsar a las personas con rapidez y de forma justa, y respaldar cada gasto con los documentos que exige la ley fiscal ${countryIn}, para que siga siendo deducible.`,
  amountsIn: (currencyName, currency) =>
    `Todos los montos de esta política están expresados en ${currencyName} (${currency}), salvo que se indique otra moneda.`,

  allowableIntro: (company) =>
    `${company} paga los gastos razonables, necesarios para el negocio y debidamente documentados. Se permiten los siguientes:`,
  transport: (mileage) =>
    `**Transporte:** vuelos en la clase indicada en «Viajes en avión», más abajo, boletos de tren y autobús, taxis y aplicaciones de transporte, peajes y estacionamiento, y automóvil de alquiler cuando resulte más económico o práctico que las alternativas. El uso del automóvil personal por trabajo se reembolsa ${mileage}.`,
  lodging: "**Alojamiento:** hoteles de categoría estándar cerca del lugar de trabajo, dentro del límite por noche de la sección 3.",
  travelMeals: "**Comidas durante el viaje:** las comidas de la persona que viaja por trabajo, dentro del límite diario de la sección 3.",
  businessMeals:
    "**Comidas de negocios:** con clientes, proveedores o socios cuando exista un propósito de negocio claro; registre quiénes asistieron y por qué.",
  otherExpenses:
    "**Otros gastos del negocio:** inscripciones a congresos y cursos, visas y documentos de viaje, datos móviles necesarios durante el viaje, una maleta documentada y los materiales necesarios para el trabajo.",

  limitsIntro:
    "Los límites dependen del rol de cada persona. Se configuran en cada tarjeta corporativa, de modo que una compra que los supere se rechaza salvo que se haya aprobado antes (sección 5).",
  roleTableHeader: ["Rol", "Límite mensual", "Límite por transacción"],
  travelCategoriesHeading: "Límites de viaje",
  limitIsCeiling:
    "Un límite es un tope, no una asignación: gaste solo lo que requiera la necesidad del negocio. Todo monto por encima de un límite que no se haya aprobado antes corre por cuenta del empleado.",
  monthlyReset: "Los límites mensuales se renuevan el primer día de cada mes; los saldos no utilizados no se acumulan.",

  platformIntro: (company) => `${company} gestiona todo el gasto del negocio en su plataforma de gestión de gastos:`,
  virtualCards:
    "**Tarjetas virtuales:** cada persona que gasta para el negocio recibe una tarjeta virtual en la aplicación. Finanzas puede emitir tarjetas de un solo uso para compras puntuales, una tarjeta por viaje y una tarjeta por proveedor para suscripciones; solo se emite una tarjeta física cuando no se puede usar una virtual.",
  spendControls:
    "**Límites de gasto y controles por comercio:** los límites por rol de la sección 3 se configuran en cada tarjeta, y los controles por comercio bloquean categorías sin uso de negocio, como apuestas o compras equivalentes a efectivo. Finanzas también puede restringir una tarjeta a comercios o categorías concretos.",
  receiptCapture:
    "**Captura móvil de comprobantes:** fotografíe el comprobante, o suba la factura electrónica, en la aplicación móvil justo después de pagar; la plataforma lo lee y lo concilia con el cargo de la tarjeta.",
  realTimeTracking:
    "**Seguimiento en tiempo real:** cada cargo aparece en la plataforma al momento, de modo que empleados, jefes y finanzas ven en todo momento el gasto frente a cada límite. La plataforma avisa al titular cuando llega al 80% de su límite mensual.",
  approvalWorkflows:
    "**Flujos de aprobación:** las solicitudes y los informes de gastos se envían automáticamente a quien debe aprobarlos según los umbrales de la sección 5, y no se paga nada hasta que se apruebe.",
  cardRulesHeading: "Reglas de uso de las tarjetas",
  cardRules: [
    "Las tarjetas corporativas son solo para gastos del negocio. No se permiten compras personales, aunque se devuelvan después.",
    "Nunca comparta una tarjeta ni sus datos. Reporte de inmediato en la aplicación una tarjeta perdida o robada para bloquearla.",
    "Las tarjetas se cancelan cuando una persona deja la empresa o pasa a un rol que no la necesita.",
  ],

  documentsHeading: "Comprobantes y documentos fiscales",
  receiptsForEvery: "Suba un comprobante o factura de cada gasto, cualquiera que sea su monto.",
  receiptsOver: (amount) => `Suba un comprobante o factura de cada gasto superior a ${amount}.`,
  receiptsFrom: (amount) => `Suba un comprobante o factura de cada gasto de ${amount} o más.`,
  lodgingAlwaysReceipt: "El alojamiento siempre requiere la factura detallada del hotel, cualquiera que sea su monto.",
  expenseDetails:
    "Cada gasto debe indicar la fecha, el monto, el comercio y el propósito de negocio; en las comidas de negocios, también los nombres y las organizaciones de los asistentes.",
  deadlineHeading: "Plazo y reembolso",
  submitWithin: (days, businessDays) =>
    `Registre cada gasto en la plataforma dentro de ${days === 1 ? "1 día" : `${days} días`}${businessDays ? " hábiles" : ""} desde la compra o, en los gastos de viaje, desde el fin del viaje.`,
  deadlineStatutory: (days) =>
    `Según las reglas del plan de reembolso con rendición de cuentas del IRS, los gastos justificados más de ${days} días después de pagarse o incurrirse pueden tratarse como salario gravable, así que preséntalos bastante antes del plazo de la empresa.`,
  reimbursementTiming:
    "Los gastos pagados de su bolsillo y aprobados se reembolsan por transferencia bancaria en el siguiente ciclo de pagos.",
  approvalHeading: "Aprobaciones",
  noSelfApproval: (topRole) =>
    `Nadie aprueba sus propios gastos. Cuando un rol no tiene jefe directo${topRole ? ` (por ejemplo, ${topRole})` : ""}, aprueba finanzas.`,
  internationalHeading: "Viajes internacionales",
  internationalNotice: (notice) =>
    `Solicite los viajes internacionales en la plataforma con al menos ${notice} de anticipación, para poder aprobar y reservar vuelos y alojamiento a precios razonables.`,
  noticeLength: (days) =>
    `${days} ${days === 1 ? "día" : "días"}${days >= 7 && days % 7 === 0 ? ` (${days / 7} ${days === 7 ? "semana" : "semanas"})` : ""}`,

  nonReimbursableIntro: (company) => `${company} no paga ni reembolsa:`,
  nonReimbursableItems: [
    "Gastos personales, incluidos los de familiares o acompañantes que viajen con el empleado.",
    "Multas de tránsito y de estacionamiento, recargos, e intereses o cargos por presentar tarde.",
    "Mejoras a clase ejecutiva o primera, habitaciones superiores o servicios adicionales no aprobados de antemano.",
    "Minibar, entretenimiento en la habitación, spa y gimnasio.",
    "Pérdida o robo de objetos personales y seguros de viaje personales.",
    "Regalos o pagos a funcionarios públicos, o cualquier cosa que pueda considerarse un soborno.",
    "Gastos ya pagados por un cliente, otra empresa o una aseguradora.",
  ],

  auditIntro: (company) => `${company} revisa el gasto de forma continua para detectar los problemas a tiempo:`,
  auditItems: [
    "La plataforma contrasta cada cargo con los límites y los controles por comercio en tiempo real y señala las excepciones.",
    "Los jefes revisan los informes de gastos de su equipo antes de aprobarlos; finanzas revisa cada mes todos los gastos señalados.",
    "Finanzas audita cada trimestre una muestra aleatoria de informes de gastos, y los auditores externos pueden revisar cualquier gasto.",
    "Los empleados conservan los documentos originales a disposición y responden con prontitud a las consultas de auditoría.",
  ],
  taxRulesHeading: (countryIn) => `Reglas fiscales y de facturación ${countryIn}`,
  figuresAsOf: (date) =>
    `Las cifras y tasas de esta sección están vigentes al ${date}; finanzas las actualiza cuando las autoridades las modifican.`,

  violationsIntro: (company) =>
    `La mayoría de los errores son de buena fe y se corrigen rápido. ${company} responde en proporción a lo ocurrido:`,
  violationSteps: [
    "**Faltas leves o por primera vez** (un informe tardío, un comprobante faltante): un recordatorio, y el gasto queda retenido hasta que se corrija.",
    "**Faltas repetidas:** reducción de los límites o suspensión de la tarjeta, con aviso al jefe del empleado.",
    "**Gasto por encima de un límite sin aprobación:** el empleado devuelve el excedente.",
    "**Fraude o uso indebido deliberado** (comprobantes falsos o alterados, compras personales presentadas como de negocio, dividir una compra para no superar un límite): medidas disciplinarias que pueden llegar al despido, recuperación de los montos y, cuando proceda, acciones legales.",
  ],
  payrollDeduction: (countryIn) =>
    `Los montos adeudados a la empresa se descuentan del salario solo cuando la ley lo permite ${countryIn} y, cuando se requiera, con el consentimiento escrito del empleado.`,
  goodFaith: "Quien informe de buena fe una posible infracción está protegido contra represalias.",

  effectiveOn: (date, company) =>
    `Esta política entra en vigor el ${date} y sustituye cualquier norma anterior de viajes y gastos de ${company}.`,
  reviewCycle: (triggers) =>
    `Finanzas es responsable de esta política y la revisa al menos una vez al año, y antes si cambian las reglas fiscales, las tarifas oficiales o la forma de trabajar de la empresa; por ejemplo, cuando ${triggers}.`,
  nextReview: (date) => `Próxima revisión programada: ${date}.`,
  acknowledgement:
    "Cada empleado confirma en la plataforma que ha leído esta política, y vuelve a hacerlo después de cada cambio importante.",
  questions: "Las dudas sobre esta política se dirigen al equipo de finanzas.",

  mileageAtCompanyRate: (rate) => `a ${rate}, la tarifa fijada por la empresa`,
  airTravelHeading: "Viajes en avión",
  cabins: { economy: "clase económica", premiumEconomy: "clase turista superior", business: "clase ejecutiva", first: "primera clase" },
  economyByDefault: "Los vuelos se reservan en clase económica, salvo que una regla de abajo permita otra clase.",
  bookAhead: (days) => `Reserve los vuelos con al menos ${days} ${days === 1 ? "día" : "días"} de anticipación.`,

  travelTableHeader: ["Concepto", "Límite de la empresa", "Referencia oficial"],
  travelItems: {
    mealsHome: "Comidas, por día (en el país)",
    mealsAbroad: "Comidas, por día (en el extranjero)",
    lodgingHome: "Alojamiento, por noche (en el país)",
    lodgingAbroad: "Alojamiento, por noche (en el extranjero)",
    perDiemHome: "Viático diario (en el país)",
    perDiemAbroad: "Viático diario (en el extranjero)",
    mileage: "Vehículo propio",
  },
  perUnit: (rate, unit) => `${rate} por ${unit === "km" ? "km" : "milla"}`,
  noReference: "—",
  referenceCell: (amount, kind, law) =>
    `${amount} (${kind === "taxFree" ? "exento de impuestos" : kind === "deductible" ? "tope deducible" : "referencia pública"}, ${law})`,
  overTaxFree: (item, limit, reference) =>
    `${item}: el límite de la empresa, ${limit}, supera el monto exento de ${reference}; la parte de una asignación que exceda ${reference} es renta gravable para el empleado, salvo que se reembolse contra comprobantes cuando la ley lo permita.`,
  overDeductible: (item, limit, reference) =>
    `${item}: la empresa reembolsa hasta ${limit}, pero solo ${reference} es deducible; el exceso es un gasto no deducible para la empresa.`,
  underReference: (item, limit, reference) =>
    `${item}: se aplica el límite propio de la empresa, ${limit}; la cifra oficial de ${reference} se muestra solo como referencia.`,

  cashAdvance: (allowed, max) =>
    allowed
      ? `Se permiten anticipos en efectivo para viajes aprobados${max ? `, hasta ${max}` : ""}; se rinden en el informe de gastos con sus comprobantes y lo no gastado se devuelve.`
      : "No se entregan anticipos en efectivo: use la tarjeta corporativa, o pague y solicite el reembolso.",

  receiptsStatutory: (amount) =>
    `Las normas fiscales exigen igualmente un comprobante para todo gasto de ${amount} o más, así que consérvalo también.`,

  alcohol: {
    default: "Bebidas alcohólicas, salvo en una comida de negocios con clientes aprobada de antemano.",
    never: "Bebidas alcohólicas, en ningún caso.",
    withMealsOnly: "Bebidas alcohólicas, salvo con moderación durante una comida.",
    clientEntertainmentOnly: "Bebidas alcohólicas, salvo al atender a clientes.",
    allowed: "El consumo excesivo de alcohol: se reembolsan bebidas con moderación en una comida o evento con clientes, no más.",
  },
  notLocalised: (country) =>
    `No tenemos datos fiscales propios de ${country}: el documento tributario y la identificación fiscal, la tasa del IVA, el tratamiento fiscal de los viáticos, el plazo de conservación de comprobantes, la tarifa oficial por kilómetro y las reglas sobre medios de pago que siguen son reglas generales, no la ley local. Confirme las normas fiscales locales con su contador antes de aplicar esta política.`,

  country: COUNTRY,
};
