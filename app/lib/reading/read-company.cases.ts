import type { Language } from "~/lib/site/languages";
import type { CountryReason } from "./company-reading";
import type { LegacyFields } from "./stored-reading";

/**
 * Descriptions the built-in reader must get right, with what it must read from each: country,
 * currency, and the figures written. Exported for other tests (the composer's "every figure in
 * the input appears in the policy").
 */
export interface ReaderCase {
  text: string;
  language: Language;
  /** The site's default country. */
  siteCountry: string;
  expected: {
    country: string;
    currency: string;
    reason?: CountryReason;
    /** Fields that must match (toMatchObject). */
    figures?: LegacyFields;
  };
}

const m = (amount: number, currency: string) => ({ amount, currency });

export const READER_CASES: readonly ReaderCase[] = [
  // ——— The issue's own examples ———
  {
    text: "Contratista minero en Antofagasta, Chile, con 120 trabajadores. Viático de alimentación de 45.000 CLP diarios. Todo gasto requiere boleta o factura.",
    language: "es",
    siteCountry: "Mexico",
    expected: {
      country: "CL",
      currency: "CLP",
      reason: "named",
      figures: { headcount: 120, meals: { home: m(45000, "CLP"), abroad: null }, receiptThreshold: m(0, "CLP") },
    },
  },
  {
    text: "Contratista minero en Antofagasta. Pagamos 45.000 CLP diarios de viático y boleta o factura para todo gasto.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "CL", currency: "CLP", reason: "currency" },
  },
  {
    text: "Somos una consultora en Madrid con 25 empleados.\nDietas: 53,34 € al día.\nHoteles máximo 150 € la noche.\nKilometraje a 0,26 €/km.\nLos gastos de más de 500 € los aprueba el socio director.",
    language: "es",
    siteCountry: "Colombia",
    expected: {
      country: "ES",
      currency: "EUR",
      reason: "city",
      figures: {
        headcount: 25,
        meals: { home: m(53.34, "EUR"), abroad: null },
        lodging: { home: m(150, "EUR"), abroad: null },
        mileage: { rate: m(0.26, "EUR"), unit: "km" },
        approvals: [{ over: m(500, "EUR"), approver: "socio director", forRole: null }],
      },
    },
  },
  {
    text: "Engineering firm in Lisbon, 60 staff. Meals up to 25 € per day, hotels up to 110 € per night.",
    language: "en",
    siteCountry: "Mexico",
    expected: {
      country: "PT",
      currency: "EUR",
      reason: "city",
      figures: { headcount: 60, meals: { home: m(25, "EUR"), abroad: null }, lodging: { home: m(110, "EUR"), abroad: null } },
    },
  },
  {
    text: "Empresa de engenharia em Lisboa. Refeições até 20 € por dia.",
    language: "pt-BR",
    siteCountry: "Brazil",
    expected: { country: "PT", currency: "EUR", reason: "city", figures: { meals: { home: m(20, "EUR"), abroad: null } } },
  },
  {
    text: "we are 5 people, keep it simple",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "MX", currency: "MXN", reason: "siteDefault", figures: { headcount: 5, unplaced: [] } },
  },
  {
    text: "Refeições até R$ 45 por dia.",
    language: "pt-BR",
    siteCountry: "Mexico",
    expected: { country: "BR", currency: "BRL", reason: "currency", figures: { meals: { home: m(45, "BRL"), abroad: null } } },
  },
  {
    text: "Somos una empresa mexicana de 40 personas que viaja mucho a Colombia. Comidas hasta 600 MXN por día.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "MX", currency: "MXN", reason: "named", figures: { headcount: 40, meals: { home: m(600, "MXN"), abroad: null } } },
  },
  {
    text: "Country: Peru\nMeals: USD 40 per day\nHotels up to USD 120 per night",
    language: "en",
    siteCountry: "Mexico",
    expected: {
      country: "PE",
      currency: "USD",
      reason: "explicit",
      figures: { meals: { home: m(40, "USD"), abroad: null }, lodging: { home: m(120, "USD"), abroad: null } },
    },
  },

  // ——— No signal at all: the site's default ———
  {
    text: "Small team, mostly remote. Keep the policy short.",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "MX", currency: "MXN", reason: "siteDefault" },
  },
  {
    text: "Somos un equipo pequeño y queremos reglas claras.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "CO", currency: "COP", reason: "siteDefault" },
  },
  {
    text: "Uma equipe pequena que viaja pouco.",
    language: "pt-BR",
    siteCountry: "Brazil",
    expected: { country: "BR", currency: "BRL", reason: "siteDefault" },
  },
  {
    text: "We are 12 people and we want something simple.",
    language: "en",
    siteCountry: "United States",
    expected: { country: "US", currency: "USD", reason: "siteDefault", figures: { headcount: 12 } },
  },

  // ——— Explicit country lines ———
  {
    text: "Country: Chile\nEmployees: 80",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "CL", currency: "CLP", reason: "explicit", figures: { headcount: 80 } },
  },
  {
    text: "País: Argentina\nEmpleados: 45",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "AR", currency: "ARS", reason: "explicit", figures: { headcount: 45 } },
  },
  {
    text: "País: Portugal\nFuncionários: 30",
    language: "pt-BR",
    siteCountry: "Brazil",
    expected: { country: "PT", currency: "EUR", reason: "explicit", figures: { headcount: 30 } },
  },
  {
    text: "- **Country:** Canada\n- Meals per day: 75",
    language: "en",
    siteCountry: "United States",
    expected: { country: "CA", currency: "CAD", reason: "explicit", figures: { meals: { home: m(75, "CAD"), abroad: null } } },
  },
  {
    text: "País: España. Oficinas también en Lisboa.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "ES", currency: "EUR", reason: "explicit" },
  },
  {
    text: "Country: Ecuador\nMeals: 30 per day",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "EC", currency: "USD", reason: "explicit", figures: { meals: { home: m(30, "USD"), abroad: null } } },
  },
  {
    text: "País: Panamá\nHospedaje por noche: 140",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "PA", currency: "USD", reason: "explicit", figures: { lodging: { home: m(140, "USD"), abroad: null } } },
  },
  {
    text: "País: El Salvador\nComidas por día: 25",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "SV", currency: "USD", reason: "explicit", figures: { meals: { home: m(25, "USD"), abroad: null } } },
  },
  {
    text: "Country: Peru\nCurrency: PEN\nLodging per night: S/ 350",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "PE", currency: "PEN", reason: "explicit", figures: { lodging: { home: m(350, "PEN"), abroad: null } } },
  },
  {
    text: "Country: Colombia\nVisiting clients in Mexico and Peru every month.",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "CO", currency: "COP", reason: "explicit" },
  },

  // ——— Countries named, in three languages ———
  {
    text: "We are a Chilean software company with 35 employees.",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "CL", currency: "CLP", reason: "named", figures: { headcount: 35 } },
  },
  {
    text: "Empresa chilena de logística.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "CL", currency: "CLP", reason: "named" },
  },
  {
    text: "Agência de marketing brasileira com 18 colaboradores.",
    language: "pt-BR",
    siteCountry: "Mexico",
    expected: { country: "BR", currency: "BRL", reason: "named", figures: { headcount: 18 } },
  },
  {
    text: "Empresa brasileña de tecnología.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "BR", currency: "BRL", reason: "named" },
  },
  {
    text: "Startup estadounidense con sede en Miami.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "US", currency: "USD", reason: "named" },
  },
  {
    text: "Empresa con oficinas en EE. UU. y 50 empleados.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "US", currency: "USD", reason: "named", figures: { headcount: 50 } },
  },
  {
    text: "Somos uma empresa dos EUA com filial no Brasil.",
    language: "pt-BR",
    siteCountry: "Brazil",
    expected: { country: "US", currency: "USD", reason: "named" },
  },
  {
    text: "Our company is based in the USA.",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "US", currency: "USD", reason: "named" },
  },
  {
    text: "Constructora peruana con 200 trabajadores.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "PE", currency: "PEN", reason: "named", figures: { headcount: 200 } },
  },
  {
    text: "Empresa argentina de software, 70 empleados.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "AR", currency: "ARS", reason: "named", figures: { headcount: 70 } },
  },
  {
    text: "Canadian engineering consultancy.",
    language: "en",
    siteCountry: "United States",
    expected: { country: "CA", currency: "CAD", reason: "named" },
  },
  {
    text: "Empresa uruguaya de servicios financieros.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "UY", currency: "UYU", reason: "named" },
  },
  {
    text: "Cooperativa paraguaya de agronegocios.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "PY", currency: "PYG", reason: "named" },
  },
  {
    text: "ONG boliviana con 15 colaboradores.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "BO", currency: "BOB", reason: "named", figures: { headcount: 15 } },
  },
  {
    text: "Empresa venezolana de alimentos.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "VE", currency: "VES", reason: "named" },
  },
  {
    text: "Exportadora guatemalteca de café.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "GT", currency: "GTQ", reason: "named" },
  },
  {
    text: "Maquila hondureña con 300 empleados.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "HN", currency: "HNL", reason: "named", figures: { headcount: 300 } },
  },
  {
    text: "Empresa nicaragüense de turismo.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "NI", currency: "NIO", reason: "named" },
  },
  {
    text: "Startup costarricense de software.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "CR", currency: "CRC", reason: "named" },
  },
  {
    text: "Empresa dominicana de logística.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "DO", currency: "DOP", reason: "named" },
  },
  {
    text: "We are a Jamaican hospitality group.",
    language: "en",
    siteCountry: "United States",
    expected: { country: "JM", currency: "JMD", reason: "named" },
  },
  {
    text: "A Puerto Rican clinic with 40 staff.",
    language: "en",
    siteCountry: "United States",
    expected: { country: "PR", currency: "USD", reason: "named", figures: { headcount: 40 } },
  },
  {
    text: "Empresa ecuatoriana de camarones.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "EC", currency: "USD", reason: "named" },
  },
  {
    text: "Estudio de arquitectura en Perú.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "PE", currency: "PEN", reason: "named" },
  },
  {
    text: "Escritório de advocacia em Portugal com 12 advogados.",
    language: "pt-BR",
    siteCountry: "Brazil",
    expected: { country: "PT", currency: "EUR", reason: "named" },
  },
  {
    text: "Somos una firma de auditoría en Mexico con 90 colaboradores.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "MX", currency: "MXN", reason: "named", figures: { headcount: 90 } },
  },
  {
    text: "Design studio in the United Kingdom.",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "GB", currency: "GBP", reason: "named" },
  },
  {
    text: "Empresa alemana con filial en Alemania.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "DE", currency: "EUR", reason: "named" },
  },
  {
    text: "Empresa de Cuba dedicada al turismo.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "CU", currency: "CUP", reason: "named" },
  },

  // ——— Conflicting signals: home beats destination; the order of trust ———
  {
    text: "Empresa colombiana con viajes frecuentes a México y Perú.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "CO", currency: "COP", reason: "named" },
  },
  {
    text: "We travel to Colombia and Peru a lot. Our office is in Mexico.",
    language: "en",
    siteCountry: "United States",
    expected: { country: "MX", currency: "MXN", reason: "named" },
  },
  {
    text: "Viajamos a Brasil cada mes. Viáticos de 800 MXN por día.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "MX", currency: "MXN", reason: "currency", figures: { meals: { home: m(800, "MXN"), abroad: null } } },
  },
  {
    text: "Empresa chilena. Comidas en el extranjero hasta 60 USD por día y en Chile hasta 25.000 CLP.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "CL", currency: "CLP", reason: "named", figures: { meals: { home: m(25000, "CLP"), abroad: m(60, "USD") } } },
  },
  {
    text: "Oficina en Bogota con clientes en Lima y Quito.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "CO", currency: "COP", reason: "city" },
  },
  {
    text: "Facturamos con RFC y CFDI. Viajes a Guatemala.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "MX", currency: "MXN", reason: "taxId" },
  },

  // ——— Currency signals ———
  {
    text: "Meals up to 40.000 pesos chilenos a day.",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "CL", currency: "CLP", reason: "currency", figures: { meals: { home: m(40000, "CLP"), abroad: null } } },
  },
  {
    text: "Hospedaje hasta S/ 250 por noche.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "PE", currency: "PEN", reason: "currency", figures: { lodging: { home: m(250, "PEN"), abroad: null } } },
  },
  {
    text: "Hotel até R$ 1.500,00 por noite em viagens longas.",
    language: "pt-BR",
    siteCountry: "Mexico",
    expected: { country: "BR", currency: "BRL", reason: "currency", figures: { lodging: { home: m(1500, "BRL"), abroad: null } } },
  },
  {
    text: "Per diem of 95 CAD for meals.",
    language: "en",
    siteCountry: "United States",
    expected: { country: "CA", currency: "CAD", reason: "currency", figures: { meals: { home: m(95, "CAD"), abroad: null } } },
  },
  {
    text: "Comidas hasta 120.000 COP diarios.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "CO", currency: "COP", reason: "currency", figures: { meals: { home: m(120000, "COP"), abroad: null } } },
  },
  {
    text: "Alojamiento hasta 90.000 ARS por noche.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "AR", currency: "ARS", reason: "currency", figures: { lodging: { home: m(90000, "ARS"), abroad: null } } },
  },
  {
    text: "Dietas de 300 quetzales diarios.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "GT", currency: "GTQ", reason: "currency", figures: { meals: { home: m(300, "GTQ"), abroad: null } } },
  },
  {
    text: "Lunch allowance of £25 a day.",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "GB", currency: "GBP", reason: "currency", figures: { meals: { home: m(25, "GBP"), abroad: null } } },
  },
  {
    text: "Pagamos em reais e a diária de hotel é até 400 reais.",
    language: "pt-BR",
    siteCountry: "Mexico",
    expected: { country: "BR", currency: "BRL", reason: "currency", figures: { lodging: { home: m(400, "BRL"), abroad: null } } },
  },

  {
    text: "Tarjeta corporativa para todos los viajes. Tope de hotel 150 USD por noche en el exterior.",
    language: "es",
    siteCountry: "Mexico",
    expected: {
      country: "MX",
      currency: "MXN",
      reason: "siteDefault",
      figures: { lodging: { home: null, abroad: m(150, "USD") }, unplaced: ["Tarjeta corporativa para todos los viajes."] },
    },
  },
  {
    text: "Nombre de la empresa: Grupo Industrial del Bajío S.A. de C.V.\nPaís: México\nMoneda: MXN",
    language: "es",
    siteCountry: "Colombia",
    expected: {
      country: "MX",
      currency: "MXN",
      reason: "explicit",
      figures: { company: "Grupo Industrial del Bajío S.A. de C.V.", unplaced: [] },
    },
  },

  // ——— Tax identifiers ———
  {
    text: "Todas las facturas deben llevar nuestro NIT.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "CO", currency: "COP", reason: "taxId" },
  },
  {
    text: "Toda despesa precisa de nota fiscal com o CNPJ da empresa.",
    language: "pt-BR",
    siteCountry: "Mexico",
    expected: { country: "BR", currency: "BRL", reason: "taxId" },
  },
  {
    text: "Las facturas deben emitirse al CUIT de la empresa.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "AR", currency: "ARS", reason: "taxId" },
  },
  {
    text: "Boletas y facturas con el RUT de la empresa.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "CL", currency: "CLP", reason: "taxId" },
  },
  // A shared identifier names the site's country when it is one of its countries.
  {
    text: "Todas las facturas deben llevar nuestro NIT.",
    language: "es",
    siteCountry: "Guatemala",
    expected: { country: "GT", currency: "GTQ", reason: "taxId" },
  },
  {
    text: "Facturas con el RUC de la empresa, siempre.",
    language: "es",
    siteCountry: "Panama",
    expected: { country: "PA", currency: "USD", reason: "taxId" },
  },
  {
    text: "Comprobantes electrónicos autorizados por el SRI.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "EC", currency: "USD", reason: "taxId" },
  },
  {
    text: "Siempre pedir NCF de crédito fiscal con nuestro RNC.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "DO", currency: "DOP", reason: "taxId" },
  },

  // ——— A place right before an amount is a cap's destination, not the head office ———
  {
    text: "Maquila textil en San Salvador, 300 empleados. Comidas 35 USD diarios; en Estados Unidos 200 USD.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "SV", currency: "USD", reason: "city" },
  },
  {
    text: "Consulting firm in Toronto. Meals 60 CAD a day; hotels in the United States up to US$ 250 a night.",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "CA", currency: "CAD", reason: "currency" },
  },
  {
    text: "Comprobantes de pago con RUC de la empresa.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "PE", currency: "PEN", reason: "taxId" },
  },
  {
    text: "Invoices must show our EIN.",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "US", currency: "USD", reason: "taxId" },
  },
  {
    text: "Las facturas deben llevar el NIF de la empresa y los gastos se presentan con el informe mensual.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "ES", currency: "EUR", reason: "taxId" },
  },
  {
    text: "As faturas devem ter o NIF da empresa e não aceitamos talões sem contribuinte.",
    language: "pt-BR",
    siteCountry: "Brazil",
    expected: { country: "PT", currency: "EUR", reason: "taxId" },
  },

  // ——— Cities, with and without accents ———
  {
    text: "Oficina en Bogota, 40 empleados.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "CO", currency: "COP", reason: "city", figures: { headcount: 40 } },
  },
  {
    text: "Nossa sede fica em Sao Paulo.",
    language: "pt-BR",
    siteCountry: "Mexico",
    expected: { country: "BR", currency: "BRL", reason: "city" },
  },
  {
    text: "Headquarters in Medellin.",
    language: "en",
    siteCountry: "Mexico",
    expected: { country: "CO", currency: "COP", reason: "city" },
  },
  { text: "Somos de Monterrey.", language: "es", siteCountry: "Colombia", expected: { country: "MX", currency: "MXN", reason: "city" } },
  { text: "Estamos en Guayaquil.", language: "es", siteCountry: "Colombia", expected: { country: "EC", currency: "USD", reason: "city" } },
  {
    text: "Oficinas en Rosario y Córdoba.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "AR", currency: "ARS", reason: "city" },
  },
  {
    text: "Team in Toronto and Vancouver.",
    language: "en",
    siteCountry: "United States",
    expected: { country: "CA", currency: "CAD", reason: "city" },
  },
  { text: "Based in Austin, Texas.", language: "en", siteCountry: "Mexico", expected: { country: "US", currency: "USD", reason: "city" } },
  {
    text: "Empresa con sede en Valparaiso.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "CL", currency: "CLP", reason: "city" },
  },
  {
    text: "Fábrica em Porto e escritório em Braga.",
    language: "pt-BR",
    siteCountry: "Brazil",
    expected: { country: "PT", currency: "EUR", reason: "city" },
  },
  {
    text: "Estamos en Arequipa y Cusco.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "PE", currency: "PEN", reason: "city" },
  },
  {
    text: "Oficina central en Montevideo.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "UY", currency: "UYU", reason: "city" },
  },
  {
    text: "Empresa familiar de Asuncion.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "PY", currency: "PYG", reason: "city" },
  },
  {
    text: "Consultora en San José con 20 personas.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "CR", currency: "CRC", reason: "city", figures: { headcount: 20 } },
  },
  {
    text: "Agencia en Santo Domingo.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "DO", currency: "DOP", reason: "city" },
  },
  {
    text: "Estudio en Barcelona, 15 personas.",
    language: "es",
    siteCountry: "Mexico",
    expected: { country: "ES", currency: "EUR", reason: "city", figures: { headcount: 15 } },
  },
  { text: "Our office is in Paris.", language: "en", siteCountry: "Mexico", expected: { country: "FR", currency: "EUR", reason: "city" } },
  {
    text: "Escritório em Belo Horizonte e Curitiba.",
    language: "pt-BR",
    siteCountry: "Mexico",
    expected: { country: "BR", currency: "BRL", reason: "city" },
  },
  { text: "Oficina en Ciudad de Mexico.", language: "es", siteCountry: "Colombia", expected: { country: "MX", currency: "MXN" } },
  {
    text: "Oficina en Guadalajara y Zapopan.",
    language: "es",
    siteCountry: "Colombia",
    expected: { country: "MX", currency: "MXN", reason: "city" },
  },
  { text: "Sucursal en Tegucigalpa.", language: "es", siteCountry: "Mexico", expected: { country: "HN", currency: "HNL", reason: "city" } },
  {
    text: "Based in Kingston with 30 staff.",
    language: "en",
    siteCountry: "United States",
    expected: { country: "JM", currency: "JMD", reason: "city", figures: { headcount: 30 } },
  },

  // ——— Figures in free text ———
  {
    text: "US consulting firm, 140 employees. Meals up to $75 per day ($100 abroad). Hotels up to $250 per night. Mileage at 72.5 cents per mile. Receipts required for expenses over $25. Expenses over $1,000 need CFO approval. No alcohol. Economy class for flights under 6 hours, business class for longer flights. Book flights at least 14 days in advance. Submit expenses within 30 days. International travel requires 3 weeks notice.",
    language: "en",
    siteCountry: "Mexico",
    expected: {
      country: "US",
      currency: "USD",
      reason: "named",
      figures: {
        headcount: 140,
        meals: { home: m(75, "USD"), abroad: m(100, "USD") },
        lodging: { home: m(250, "USD"), abroad: null },
        mileage: { rate: m(0.725, "USD"), unit: "mi" },
        receiptThreshold: m(25, "USD"),
        approvals: [{ over: m(1000, "USD"), approver: "CFO", forRole: null }],
        alcohol: "never",
        travelClass: [
          { cabin: "economy", minFlightHours: null, forRole: null },
          { cabin: "business", minFlightHours: 6, forRole: null },
        ],
        advanceBookingDays: 14,
        submissionDeadline: { days: 30, businessDays: false },
        internationalNoticeDays: 21,
      },
    },
  },
  {
    text: "Empresa colombiana de ingeniería con 80 empleados. Alimentación hasta $ 150.000 diarios. Hotel máximo $ 400.000 por noche. Los gastos superiores a $ 2.000.000 requieren aprobación del gerente general. Se requiere factura electrónica para todo gasto. Legalizar gastos dentro de los 5 días hábiles. Alcohol solo en atención a clientes.",
    language: "es",
    siteCountry: "Mexico",
    expected: {
      country: "CO",
      currency: "COP",
      reason: "named",
      figures: {
        headcount: 80,
        meals: { home: m(150000, "COP"), abroad: null },
        lodging: { home: m(400000, "COP"), abroad: null },
        approvals: [{ over: m(2000000, "COP"), approver: "gerente general", forRole: null }],
        receiptThreshold: m(0, "COP"),
        submissionDeadline: { days: 5, businessDays: true },
        alcohol: "clientEntertainmentOnly",
      },
    },
  },
  {
    text: "Somos uma empresa de tecnologia em Recife com 60 funcionários. Refeições até R$ 80 por dia e R$ 200 no exterior. Hospedagem até R$ 450 por noite. Quilometragem: R$ 1,20 por km. Despesas acima de R$ 5.000 precisam de aprovação do diretor financeiro. Prestar contas em até 10 dias úteis. Não reembolsamos bebidas alcoólicas.",
    language: "pt-BR",
    siteCountry: "Mexico",
    expected: {
      country: "BR",
      currency: "BRL",
      reason: "currency",
      figures: {
        headcount: 60,
        meals: { home: m(80, "BRL"), abroad: m(200, "BRL") },
        lodging: { home: m(450, "BRL"), abroad: null },
        mileage: { rate: m(1.2, "BRL"), unit: "km" },
        approvals: [{ over: m(5000, "BRL"), approver: "diretor financeiro", forRole: null }],
        submissionDeadline: { days: 10, businessDays: true },
        alcohol: "never",
      },
    },
  },
  {
    text: "Company: Maple Leaf Analytics\nCanadian firm, 45 employees.\nMeals: 90 CAD per day.\nMileage: 0.70 CAD/km.\nCash advances up to 500 CAD.\nAll travel is booked on the corporate card.",
    language: "en",
    siteCountry: "United States",
    expected: {
      country: "CA",
      currency: "CAD",
      reason: "named",
      figures: {
        company: "Maple Leaf Analytics",
        headcount: 45,
        meals: { home: m(90, "CAD"), abroad: null },
        mileage: { rate: m(0.7, "CAD"), unit: "km" },
        cashAdvance: { allowed: true, max: m(500, "CAD") },
        unplaced: ["All travel is booked on the corporate card."],
      },
    },
  },
  {
    text: "Empresa argentina.\n- Gerentes: 500.000 ARS mensuales, 100.000 ARS por transacción\n- Vendedores: 200.000 ARS mensuales, 50.000 ARS por transacción\nNo se otorgan anticipos de efectivo.",
    language: "es",
    siteCountry: "Mexico",
    expected: {
      country: "AR",
      currency: "ARS",
      reason: "named",
      figures: {
        roles: [
          { name: "Gerentes", monthlyLimit: m(500000, "ARS"), perTransactionLimit: m(100000, "ARS") },
          { name: "Vendedores", monthlyLimit: m(200000, "ARS"), perTransactionLimit: m(50000, "ARS") },
        ],
        cashAdvance: { allowed: false, max: null },
      },
    },
  },
  {
    text: "Consultora chilena. Los directores vuelan en clase ejecutiva. Reservar vuelos con 10 días de anticipación. Viajes internacionales con 15 días de aviso. El alcohol solo se permite con las comidas.",
    language: "es",
    siteCountry: "Mexico",
    expected: {
      country: "CL",
      currency: "CLP",
      reason: "named",
      figures: {
        travelClass: [{ cabin: "business", minFlightHours: null, forRole: "directores" }],
        advanceBookingDays: 10,
        internationalNoticeDays: 15,
        alcohol: "withMealsOnly",
      },
    },
  },
  {
    text: "Peruvian mining services company. Meals: S/ 120 per day. Lodging: S/ 350 per night. Receipts (boleta or factura) are required for every expense. Expenses over S/ 2,000 must be approved by the country manager.",
    language: "en",
    siteCountry: "Mexico",
    expected: {
      country: "PE",
      currency: "PEN",
      reason: "named",
      figures: {
        meals: { home: m(120, "PEN"), abroad: null },
        lodging: { home: m(350, "PEN"), abroad: null },
        receiptThreshold: m(0, "PEN"),
        approvals: [{ over: m(2000, "PEN"), approver: "country manager", forRole: null }],
      },
    },
  },
  {
    text: "Empresa portuguesa de engenharia com 90 colaboradores. Ajudas de custo: refeições até 15 € por dia. Alojamento até 90 € por noite. Quilometragem a 0,40 €/km.",
    language: "pt-BR",
    siteCountry: "Brazil",
    expected: {
      country: "PT",
      currency: "EUR",
      reason: "named",
      figures: {
        headcount: 90,
        meals: { home: m(15, "EUR"), abroad: null },
        lodging: { home: m(90, "EUR"), abroad: null },
        mileage: { rate: m(0.4, "EUR"), unit: "km" },
      },
    },
  },
  {
    text: "Company Name: Andes Partners\nCountry: Chile\nCurrency: USD\nEmployees: 50\nMeals per day: 60\nLodging per night: 180\nSales: 3,000 monthly, 800 per transaction",
    language: "en",
    siteCountry: "Mexico",
    expected: {
      country: "CL",
      currency: "USD",
      reason: "explicit",
      figures: {
        company: "Andes Partners",
        headcount: 50,
        meals: { home: m(60, "USD"), abroad: null },
        lodging: { home: m(180, "USD"), abroad: null },
        roles: [{ name: "Sales", monthlyLimit: m(3000, "USD"), perTransactionLimit: m(800, "USD") }],
      },
    },
  },
  {
    text: "Mexican manufacturer. Meals: 750 MXN per day at home and 90 USD abroad. Taxis are reimbursed only with a CFDI. Gifts to officials are forbidden.",
    language: "en",
    siteCountry: "Colombia",
    expected: {
      country: "MX",
      currency: "MXN",
      reason: "named",
      figures: {
        meals: { home: m(750, "MXN"), abroad: m(90, "USD") },
        unplaced: ["Mexican manufacturer.", "Gifts to officials are forbidden."],
      },
    },
  },
  {
    text: "Startup in Buenos Aires. Approval from the CEO for all international trips. Directors fly business on flights over 8 hours.",
    language: "en",
    siteCountry: "Mexico",
    expected: {
      country: "AR",
      currency: "ARS",
      reason: "city",
      figures: {
        approvals: [{ over: null, approver: "CEO", forRole: null }],
        travelClass: [{ cabin: "business", minFlightHours: 8, forRole: "Directors" }],
      },
    },
  },
  {
    text: "Empresa española, 200 empleados. Gastos: recibos obligatorios para gastos superiores a 20 €. Anticipos de viaje de hasta 600 €. Enviar las notas de gastos en un plazo de 15 días.",
    language: "es",
    siteCountry: "Mexico",
    expected: {
      country: "ES",
      currency: "EUR",
      reason: "named",
      figures: {
        headcount: 200,
        receiptThreshold: m(20, "EUR"),
        cashAdvance: { allowed: true, max: m(600, "EUR") },
        submissionDeadline: { days: 15, businessDays: false },
      },
    },
  },
];
