import { industryInSentence } from "./policy-format.server";
import type { PolicyPhrases } from "./phrase-types.server";
import type { CapUnit } from "~/lib/rulebook/policy-rules";
import understanding from "~/locales/es/understanding";

const CAP_UNITS_ES: Record<CapUnit, string> = {
  ride: "por trayecto",
  bill: "por cuenta",
  person: "por persona",
  day: "por día",
  night: "por noche",
  trip: "por viaje",
  month: "por mes",
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
    `**Transporte:** vuelos en la clase indicada en «Viajes en avión», más abajo, boletos de tren y autobús, taxis y aplicaciones de transporte, peajes y estacionamiento, y automóvil de alquiler cuando resulte más económico o práctico que las alternativas.${mileage === null ? "" : ` El uso del automóvil personal por trabajo se reembolsa ${mileage}.`}`,
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
  capsHeading: "Topes por trayecto, persona o cuenta",
  // The items' names are the panel's: one list of words per language.
  capItems: understanding.caps.items,
  capLine: (item, cap) =>
    "amount" in cap ? `${item}: hasta ${cap.amount} ${CAP_UNITS_ES[cap.per]}.` : `${item}: hasta el ${cap.percent} % de la cuenta.`,
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
};
