import { describe, expect, it } from "vitest";
import { ExpenseQuerySchema, type ExpenseQuery } from "~/lib/rulebook/expense";
import type { Language } from "~/lib/site/languages";
import { readExpenseQuestion, readExpenseSigns, type QuestionOptions } from "./expense-question";
import { plain } from "./text";

/*
 * Employees' questions as they type them: lower case, no accents, typos, signs before and after,
 * each language's thousands. Each row is the exact expense the reader must understand, nothing more.
 */

const TODAY = "2026-03-01";
const US = { policyCurrency: "USD", policyCountry: "US" } as const;
const CA = { policyCurrency: "CAD", policyCountry: "CA" } as const;
const GB = { policyCurrency: "GBP", policyCountry: "GB" } as const;
const ES = { policyCurrency: "EUR", policyCountry: "ES" } as const;
const MX = { policyCurrency: "MXN", policyCountry: "MX" } as const;
const CO = { policyCurrency: "COP", policyCountry: "CO" } as const;
const CL = { policyCurrency: "CLP", policyCountry: "CL" } as const;
const PE = { policyCurrency: "PEN", policyCountry: "PE" } as const;
const AR = { policyCurrency: "ARS", policyCountry: "AR" } as const;
const BR = { policyCurrency: "BRL", policyCountry: "BR" } as const;

type Case = [question: string, policy: QuestionOptions, query: Partial<ExpenseQuery>];

const ENGLISH: Case[] = [
  // Blind set H: the amount with a currency is the expense's; a table's count before its parts; a claim's age.
  [
    "I'm a manager, my corp card limit is 10k/mo right? can I put the $3,400 booth deposit on it?",
    US,
    { amount: 3400, currency: "USD", category: "other", role: "manager" },
  ],
  [
    "client lunch for 5 (3 from the council + 2 of us), £410 incl drinks and service",
    GB,
    { attendees: 5, amount: 410, currency: "GBP", category: "meals", withClients: true, items: ["alcohol"] },
  ],
  [
    "uber receipts from a trip that ended 45 days ago. can I still submit them?",
    US,
    { submittedAfterDays: 45, category: "groundTransport", document: "receipt" },
  ],
  [
    "can I expense a 90 USD client dinner in Bogotá?",
    US,
    { amount: 90, currency: "USD", category: "meals", withClients: true, city: "Bogotá", country: "CO" },
  ],
  [
    "Can I expense a $1,200.50 flight to Madrid in business class?",
    US,
    { amount: 1200.5, currency: "USD", category: "airfare", cabin: "business", city: "Madrid", country: "ES" },
  ],
  [
    "is it ok to expense 3 nights at $180 a night in new york",
    US,
    { nights: 3, amount: 540, currency: "USD", category: "lodging", city: "new york", country: "US" },
  ],
  ["Can i claim a taxi from the airport, 45 dollars?", US, { amount: 45, currency: "USD", category: "groundTransport" }],
  [
    "dinner for 4 people at 320 usd, wine included - ok?",
    US,
    { attendees: 4, amount: 320, currency: "USD", category: "meals", items: ["alcohol"] },
  ],
  [
    "Can I expense a 9-hour flight in premium economy for 1,450 EUR?",
    ES,
    { flightHours: 9, amount: 1450, currency: "EUR", category: "airfare", cabin: "premiumEconomy" },
  ],
  ["I drove 320 km with my own car to visit a client, can I claim it?", CA, { distance: 320, category: "mileage" }],
  ["120 miles in my personal car on March 12", US, { date: "2026-03-12", distance: 120, category: "mileage" }],
  ["can i expnse the hotel minibar? 35 GBP", GB, { amount: 35, currency: "GBP", category: "lodging", items: ["minibar"] }],
  [
    "Is a £60 hotel laundry bill ok on a 5 night trip to London?",
    GB,
    { nights: 5, amount: 60, currency: "GBP", category: "lodging", items: ["laundry"], city: "London", country: "GB" },
  ],
  ["Can I expense tips? 15% on a 200 dinner", US, { amount: 200, currency: "USD", category: "meals", items: ["tips"] }],
  ["can I get reimbursed for an uber to the client's office - 23.40", US, { amount: 23.4, currency: "USD", category: "groundTransport" }],
  [
    "Can a director fly first class to São Paulo on a 10h flight?",
    US,
    { flightHours: 10, category: "airfare", cabin: "first", role: "director", city: "São Paulo", country: "BR" },
  ],
  [
    "as a sales rep, can I expense a client lunch of 75 CAD in Toronto?",
    CA,
    { amount: 75, currency: "CAD", category: "meals", withClients: true, role: "sales rep", city: "Toronto", country: "CA" },
  ],
  ["team lunch with 6 colleagues, 240 dollars, is that ok?", CA, { amount: 240, currency: "CAD", category: "meals" }],
  [
    "Can I expense a 350 hotel and a 90 dinner in Chicago?",
    US,
    { amount: 350, currency: "USD", category: "lodging", city: "Chicago", country: "US" },
  ],
  [
    "train ticket from Paris to Brussels on 2026-04-15, 89 EUR",
    ES,
    { date: "2026-04-15", amount: 89, currency: "EUR", category: "groundTransport", city: "Brussels", country: "BE" },
  ],
  [
    "car rental in Mexico for 3 days, 4.500 MXN — do I need an invoice?",
    MX,
    { amount: 4500, currency: "MXN", category: "groundTransport", country: "MX" },
  ],
  [
    "Client entertainment: golf with 2 customers, US$ 600",
    US,
    { amount: 600, currency: "USD", category: "entertainment", withClients: true },
  ],
  [
    "can i expense a boleta for a 12.000 CLP taxi in santiago?",
    CL,
    { amount: 12000, currency: "CLP", category: "groundTransport", document: "boleta", city: "santiago", country: "CL" },
  ],
  ["Do I need a receipt for a 20 dollar parking?", US, { amount: 20, currency: "USD", category: "groundTransport" }],
  ["spa at the hotel 80 EUR, I'm the CFO", ES, { amount: 80, currency: "EUR", category: "lodging", items: ["spa"], role: "CFO" }],
  ["Can I expense $45 on 12/03/2026 for breakfast?", US, { date: "2026-12-03", amount: 45, currency: "USD", category: "meals" }],
  [
    "can I expense a 400.000 COP dinner at 1 USD = 4.000 COP?",
    US,
    { amount: 400000, currency: "COP", exchangeRate: 0.00025, category: "meals" },
  ],
  ["May I expense a 50 USD lunch on may 5?", US, { date: "2026-05-05", amount: 50, currency: "USD", category: "meals" }],
  [
    "flight from Bogotá to Miami 12 hours business 3,000 USD on Dec 20th",
    CO,
    {
      date: "2025-12-20",
      flightHours: 12,
      amount: 3000,
      currency: "USD",
      category: "airfare",
      cabin: "business",
      city: "Miami",
      country: "US",
    },
  ],
  ["I lost the receipt for a 30 USD taxi", US, { amount: 30, currency: "USD", category: "groundTransport" }],
  ["hotel room rate of $200 per night for 2 nights ok?", US, { nights: 2, amount: 400, currency: "USD", category: "lodging" }],
  ["lunch 60 USD paid with my Visa, I have the receipt", US, { amount: 60, currency: "USD", category: "meals", document: "receipt" }],
  // Employees' own words (issue 35): drinks counted, a class with a number, a night's price, trains, local places.
  ["Can I expense 3 beers for $24 in Dallas?", US, { amount: 24, currency: "USD", items: ["alcohol"], city: "Dallas", country: "US" }],
  [
    "Can I expense a 1st class flight to London for $3000?",
    US,
    { amount: 3000, currency: "USD", category: "airfare", cabin: "first", city: "London", country: "GB" },
  ],
  ["Can I expense a $230 hotel a night?", US, { nights: 1, amount: 230, currency: "USD", category: "lodging" }],
  [
    "Can I expense a $15 train ticket to Boston?",
    US,
    { amount: 15, currency: "USD", category: "groundTransport", city: "Boston", country: "US" },
  ],
  ["a $120 speeding ticket", US, { amount: 120, currency: "USD", items: ["fines"] }],
  ["hotel in NYC $340 per night", US, { nights: 1, amount: 340, currency: "USD", category: "lodging", city: "NYC", country: "US" }],
  ["is a $20 cocktail ok? it was a fine evening", US, { amount: 20, currency: "USD", items: ["alcohol"] }],
  // Blind set G: hours and minutes written "9h50m" are a flight's, not money.
  ["DEN-FRA nonstop is 9h50m, business class ok?", US, { flightHours: 9.83, category: "airfare", cabin: "business" }],
];

const SPANISH: Case[] = [
  [
    "almuerzo con 2 de Ecopetrol, eramos 3 con migo, la cuenta fue 420.000",
    CO,
    { attendees: 3, amount: 420000, currency: "COP", category: "meals" },
  ],
  ["volví de asunción hace 3 semanas, me pagan la rendición?", CO, { submittedAfterDays: 21, city: "asunción", country: "PY" }],
  [
    "viaje a juliaca el 27 de marzo, recien hoy 7 de abril presento las facturas",
    PE,
    { date: "2026-03-27", submittedAfterDays: 11, document: "invoice", city: "juliaca", country: "PE" },
  ],
  [
    "¿Puedo pasar una cena de 90 USD con un cliente en Bogotá?",
    CL,
    { amount: 90, currency: "USD", category: "meals", withClients: true, city: "Bogotá", country: "CO" },
  ],
  [
    "puedo rendir un almuerzo de $45.000 en santiago?",
    CL,
    { amount: 45000, currency: "CLP", category: "meals", city: "santiago", country: "CL" },
  ],
  [
    "Se puede pasar dos noches de hotel en Lima a S/ 300 la noche?",
    PE,
    { nights: 2, amount: 600, currency: "PEN", category: "lodging", city: "Lima", country: "PE" },
  ],
  ["¿Me reembolsan un taxi de 25 euros al aeropuerto?", ES, { amount: 25, currency: "EUR", category: "groundTransport" }],
  [
    "vuelo de 11 horas a Madrid en clase ejecutiva, 2.300 USD, se puede?",
    MX,
    { flightHours: 11, amount: 2300, currency: "USD", category: "airfare", cabin: "business", city: "Madrid", country: "ES" },
  ],
  [
    "cena para 3 personas con clientes por 150.000 COP el 3 de mayo",
    CO,
    { date: "2026-05-03", attendees: 3, amount: 150000, currency: "COP", category: "meals", withClients: true },
  ],
  ["Puedo pasar vino en la cena? fueron 80 mil pesos", CO, { amount: 80000, currency: "COP", category: "meals", items: ["alcohol"] }],
  ["kilometraje: maneje 250 km con mi auto a Rancagua", CL, { distance: 250, category: "mileage", city: "Rancagua", country: "CL" }],
  [
    "tengo solo boleta de un almuerzo de 18.500 pesos, sirve?",
    CL,
    { amount: 18500, currency: "CLP", category: "meals", document: "boleta" },
  ],
  ["puedo cargar propina de 10% en una cena de 60 dolares", AR, { amount: 60, currency: "USD", category: "meals", items: ["tips"] }],
  [
    "Soy gerente de área, ¿puedo volar en primera clase a Miami?",
    MX,
    { category: "airfare", cabin: "first", role: "gerente de área", city: "Miami", country: "US" },
  ],
  [
    "hotel en Ciudad de Mexico 3 noches, 1.800 MXN por noche, con minibar",
    MX,
    { nights: 3, amount: 5400, currency: "MXN", category: "lodging", items: ["minibar"], city: "Ciudad de Mexico", country: "MX" },
  ],
  ["¿Puedo pasar la lavandería del hotel? 40 USD", MX, { amount: 40, currency: "USD", category: "lodging", items: ["laundry"] }],
  // An airport people name is the place: Ezeiza is Buenos Aires's.
  [
    "remis al aeropuerto de Ezeiza $ 15.000",
    AR,
    { amount: 15000, currency: "ARS", category: "groundTransport", city: "Ezeiza", country: "AR" },
  ],
  [
    "pasaje de bus a Valparaíso por 8.000 CLP",
    CL,
    { amount: 8000, currency: "CLP", category: "groundTransport", city: "Valparaíso", country: "CL" },
  ],
  [
    "factura de 1.250,50 € por una cena con 2 clientes en Barcelona",
    ES,
    { amount: 1250.5, currency: "EUR", category: "meals", withClients: true, document: "invoice", city: "Barcelona", country: "ES" },
  ],
  [
    "entretenimiento a clientes, un concierto por 300 USD",
    MX,
    { amount: 300, currency: "USD", category: "entertainment", withClients: true },
  ],
  [
    "¿Puedo pasar un vuelo de Lima a Cusco de USD 180 el 12/03?",
    PE,
    { date: "2026-03-12", amount: 180, currency: "USD", category: "airfare", city: "Cusco", country: "PE" },
  ],
  ["¿puedo pasar una comida de 45 euros sin factura?", ES, { amount: 45, currency: "EUR", category: "meals" }],
  [
    "Como director, puedo pasar 2 noches en un hotel de 200 USD en Quito?",
    MX,
    { nights: 2, amount: 400, currency: "USD", category: "lodging", role: "director", city: "Quito", country: "EC" },
  ],
  ["almuerzo de trabajo sin clientes por $12.990", CL, { amount: 12990, currency: "CLP", category: "meals", withClients: false }],
  ["Puedo rendir 120 km de kilometraje el 5 de marzo?", CL, { date: "2026-03-05", distance: 120, category: "mileage" }],
  [
    "¿Se puede pasar un upgrade a business en el vuelo a Bogota? 400 dolares",
    CO,
    { amount: 400, currency: "USD", category: "airfare", items: ["upgrades"], cabin: "business", city: "Bogota", country: "CO" },
  ],
  ["cena de 50 USD, tipo de cambio 950", CL, { amount: 50, currency: "USD", exchangeRate: 950, category: "meals" }],
  [
    "¿Un gerente puede pasar una cena de 120 dólares en Nueva York?",
    MX,
    { amount: 120, currency: "USD", category: "meals", role: "gerente", city: "Nueva York", country: "US" },
  ],
  ["comida china en Lima 40 soles", PE, { amount: 40, currency: "PEN", category: "meals", city: "Lima", country: "PE" }],
  [
    "hotel S/. 300 por noche 2 noches en Arequipa",
    PE,
    { nights: 2, amount: 600, currency: "PEN", category: "lodging", city: "Arequipa", country: "PE" },
  ],
  // Issue 35: chelas, parte, comparendo, servibar, remise, bus tickets, "en primera", local places.
  ["¿Puedo pasar unas chelas de S/ 60 en Cuzco?", PE, { amount: 60, currency: "PEN", items: ["alcohol"], city: "Cuzco", country: "PE" }],
  ["¿Puedo rendir un parte de 50.000 pesos?", CL, { amount: 50000, currency: "CLP", items: ["fines"] }],
  ["¿Puedo pasar un comparendo de 300.000?", CO, { amount: 300000, currency: "COP", items: ["fines"] }],
  [
    "¿Puedo pasar una infracción de 800 pesos en Monterrey?",
    MX,
    { amount: 800, currency: "MXN", items: ["fines"], city: "Monterrey", country: "MX" },
  ],
  ["¿Puedo pasar el servibar de 30.000?", CO, { amount: 30000, currency: "COP", items: ["minibar"] }],
  ["remise al aeropuerto 9.000 pesos", AR, { amount: 9000, currency: "ARS", category: "groundTransport" }],
  [
    "¿Puedo pasar un pasaje de bus a Valparaíso de 8.000?",
    CL,
    { amount: 8000, currency: "CLP", category: "groundTransport", city: "Valparaíso", country: "CL" },
  ],
  ["¿Puedo pasar un vuelo en primera de 300 €?", ES, { amount: 300, currency: "EUR", category: "airfare", cabin: "first" }],
  [
    "hotel en queretaro de 1.800 pesos la noche",
    MX,
    { nights: 1, amount: 1800, currency: "MXN", category: "lodging", city: "queretaro", country: "MX" },
  ],
  ["3 cervezas de 200 pesos, una parte del viaje", MX, { amount: 200, currency: "MXN", items: ["alcohol"] }],
  // Blind set G: Chile's thousands and millions as people say them, and its places' short names.
  [
    "el hotel en antofa me salió 118 lucas la noche",
    CL,
    { amount: 118000, currency: "CLP", category: "lodging", nights: 1, city: "antofa", country: "CL" },
  ],
];

const PORTUGUESE: Case[] = [
  ["Posso reembolsar 2 diárias de hotel de R$ 350?", BR, { nights: 2, amount: 700, currency: "BRL", category: "lodging" }],
  [
    "posso lançar um jantar com cliente de R$ 480 em são paulo?",
    BR,
    { amount: 480, currency: "BRL", category: "meals", withClients: true, city: "são paulo", country: "BR" },
  ],
  ["Uber do aeroporto pro hotel, 89,90 reais, ok?", BR, { amount: 89.9, currency: "BRL", category: "groundTransport" }],
  [
    "almoço para 2 pessoas por R$ 150 no Rio de Janeiro",
    BR,
    { attendees: 2, amount: 150, currency: "BRL", category: "meals", city: "Rio de Janeiro", country: "BR" },
  ],
  [
    "Posso pedir reembolso de gorjeta? Deixei R$ 20 no restaurante",
    BR,
    { amount: 20, currency: "BRL", category: "meals", items: ["tips"] },
  ],
  [
    "voo de 10 horas em classe executiva para Lisboa, 3.200 euros",
    BR,
    { flightHours: 10, amount: 3200, currency: "EUR", category: "airfare", cabin: "business", city: "Lisboa", country: "PT" },
  ],
  ["rodei 150 km com meu carro próprio até Campinas", BR, { distance: 150, category: "mileage", city: "Campinas", country: "BR" }],
  ["Posso reembolsar o frigobar? foi R$ 65 no hotel", BR, { amount: 65, currency: "BRL", category: "lodging", items: ["minibar"] }],
  [
    "tenho nota fiscal de R$ 1.250,00 de hospedagem em Belo Horizonte",
    BR,
    { amount: 1250, currency: "BRL", category: "lodging", document: "taxInvoice", city: "Belo Horizonte", country: "BR" },
  ],
  [
    "passagem de ônibus para Curitiba de R$ 120 em 15 de março",
    BR,
    { date: "2026-03-15", amount: 120, currency: "BRL", category: "groundTransport", city: "Curitiba", country: "BR" },
  ],
  [
    "Sou diretor, posso viajar de primeira classe num voo de 12h?",
    BR,
    { flightHours: 12, category: "airfare", cabin: "first", role: "diretor" },
  ],
  [
    "jantar com vinho, total de R$ 600 para 4 pessoas",
    BR,
    { attendees: 4, amount: 600, currency: "BRL", category: "meals", items: ["alcohol"] },
  ],
  [
    "Posso reembolsar aluguel de carro de US$ 300 em Miami?",
    BR,
    { amount: 300, currency: "USD", category: "groundTransport", city: "Miami", country: "US" },
  ],
  ["Posso lançar brindes para clientes de R$ 200?", BR, { amount: 200, currency: "BRL", category: "entertainment", withClients: true }],
  ["despesa de lavanderia sem nota, 45 reais", BR, { amount: 45, currency: "BRL", items: ["laundry"] }],
  ["posso reembolsar cafe da manha de 35 reais dia 3/5?", BR, { date: "2026-05-03", amount: 35, currency: "BRL", category: "meals" }],
  ["estacionamento no aeroporto, R$ 90 por 3 dias", BR, { amount: 90, currency: "BRL", category: "groundTransport" }],
  [
    "um jantar de 150 dólares em Buenos Aires com clientes, pode?",
    BR,
    { amount: 150, currency: "USD", category: "meals", withClients: true, city: "Buenos Aires", country: "AR" },
  ],
  [
    "pernoite em Manaus por R$ 280,50 — posso pagar com cartão?",
    BR,
    { amount: 280.5, currency: "BRL", category: "lodging", city: "Manaus", country: "BR" },
  ],
  [
    "Posso reembolsar 3 diarias de hotel em Portugal a 90 euros cada?",
    BR,
    { nights: 3, amount: 270, currency: "EUR", category: "lodging", country: "PT" },
  ],
  ["treinamento em Recife, inscricao de R$ 1.500", BR, { amount: 1500, currency: "BRL", category: "other", city: "Recife", country: "BR" }],
  ["Posso reembolsar 100 milhas de quilometragem?", BR, { distance: 160.93, category: "mileage" }],
  ["jantar de 100 dólares com câmbio de 5,20", BR, { amount: 100, currency: "USD", exchangeRate: 5.2, category: "meals" }],
  ["jantar para 4 pessoas, a mesa custou R$ 400", BR, { attendees: 4, amount: 400, currency: "BRL", category: "meals" }],
  ["Posso reembolsar R$350,00 de jantar com 3 clientes?", BR, { amount: 350, currency: "BRL", category: "meals", withClients: true }],
  // "a diária" is one night's price: one night.
  ["Posso reembolsar a diaria de 250 reais sem café da manhã?", BR, { nights: 1, amount: 250, currency: "BRL", category: "lodging" }],
  [
    "voo saindo de Sao Paulo, classe economica, 1.100 reais",
    BR,
    { amount: 1100, currency: "BRL", category: "airfare", cabin: "economy", city: "Sao Paulo", country: "BR" },
  ],
  // Issue 35: a diária, 1ª classe, chopp, multa, ônibus, comboio, local places.
  [
    "Posso lançar uma hospedagem em Floripa de R$ 480 a diária?",
    BR,
    { nights: 1, amount: 480, currency: "BRL", category: "lodging", city: "Floripa", country: "BR" },
  ],
  [
    "Posso lançar uma passagem em 1ª classe de R$ 8.000 para Lisboa?",
    BR,
    { amount: 8000, currency: "BRL", category: "airfare", cabin: "first", city: "Lisboa", country: "PT" },
  ],
  ["Posso lançar 2 chopps de R$ 30?", BR, { amount: 30, currency: "BRL", items: ["alcohol"] }],
  ["Posso lançar uma multa de R$ 200?", BR, { amount: 200, currency: "BRL", items: ["fines"] }],
  [
    "passagem de ônibus de R$ 150 para Campinas",
    BR,
    { amount: 150, currency: "BRL", category: "groundTransport", city: "Campinas", country: "BR" },
  ],
  ["Um Uber de R$ 45 em Sampa", BR, { amount: 45, currency: "BRL", category: "groundTransport", city: "Sampa", country: "BR" }],
  // Blind set G: the guests and the one asking; "a diária do hotel" is one night's price, however long the stay.
  [
    "jantar com 3 clientes da Braskem + eu, conta deu R$ 1.380",
    BR,
    { amount: 1380, currency: "BRL", category: "meals", attendees: 4, withClients: true },
  ],
  [
    "fiquei 2 noites no rio, a diária do hotel foi R$ 580",
    BR,
    { amount: 580, currency: "BRL", category: "lodging", nights: 1, city: "rio", country: "BR" },
  ],
];

const TABLE: Array<[Language, Case[]]> = [
  ["en", ENGLISH],
  ["es", SPANISH],
  ["pt-BR", PORTUGUESE],
];

describe.each(TABLE)("questions in %s", (language, cases) => {
  it.each(cases)("%s", (question, policy, query) => {
    const reading = readExpenseQuestion(question, { ...policy, today: TODAY });
    expect(reading.query).toEqual(query);
    expect(reading.language).toBe(language);
    // What the reader shows as understood comes from the question's own words.
    for (const [field, words] of Object.entries(reading.evidence)) {
      if (field !== "amount" || !words.includes("(+")) expect(question, field).toContain(words);
    }
  });

  it("reads every question of the table into a valid expense, once the caller adds what is missing", () => {
    for (const [question, policy] of cases) {
      const { query } = readExpenseQuestion(question, { ...policy, today: TODAY });
      const complete = { amount: 1, currency: "USD", category: "other", ...query };
      expect(ExpenseQuerySchema.safeParse(complete).success, question).toBe(true);
    }
  });
});

describe("what we understood", () => {
  it("shows the words behind each field of the issue's three questions", () => {
    expect(readExpenseQuestion("¿Puedo pasar una cena de 90 USD con un cliente en Bogotá?", {}).evidence).toEqual({
      amount: "90 USD",
      currency: "90 USD",
      category: "cena",
      withClients: "con un cliente",
      city: "Bogotá",
      country: "Bogotá",
    });
    expect(readExpenseQuestion("Posso reembolsar 2 diárias de hotel de R$ 350?", {}).evidence).toEqual({
      nights: "2 diárias",
      amount: "R$ 350",
      currency: "R$ 350",
      category: "2 diárias",
    });
    expect(readExpenseQuestion("can I expense a 90 USD client dinner in Bogotá?", {}).evidence).toMatchObject({
      amount: "90 USD",
      category: "client dinner",
      withClients: "client dinner",
    });
  });

  it("takes the first of two amounts and says so", () => {
    const reading = readExpenseQuestion("Can I expense a 350 hotel and a 90 dinner in Chicago?", US);
    expect(reading.query.amount).toBe(350);
    expect(reading.evidence.amount).toBe("350 (+ 90)");
  });

  it("keeps the caller's language and reads a bare amount in the policy's currency", () => {
    const reading = readExpenseQuestion("taxi 40", { language: "es", policyCurrency: "PEN" });
    expect(reading).toEqual({
      query: { amount: 40, currency: "PEN", category: "groundTransport" },
      language: "es",
      evidence: { amount: "40", category: "taxi" },
    });
  });

  it("reads a dollar sign as the policy's own where its country writes one, and as US dollars elsewhere", () => {
    expect(readExpenseQuestion("cena de $50.000", CO).query.currency).toBe("COP");
    expect(readExpenseQuestion("jantar de $50", BR).query.currency).toBe("USD");
    expect(readExpenseQuestion("dinner $50", {}).query.currency).toBe("USD");
    expect(readExpenseQuestion("dinner 50", {}).query.currency).toBeUndefined();
  });

  it("reads nothing from chatter", () => {
    for (const question of ["Can I expense this?", "¿Puedo pasar esto?", "Posso reembolsar isso?", "is it ok to expense it?"])
      expect(readExpenseQuestion(question, US).query, question).toEqual({});
  });
});

describe("questions read as a controller would (found reading answers whole)", () => {
  it("Portuguese “no” is “in the”, not a negation: the minibar is in the expense", () => {
    const { query } = readExpenseQuestion("gastei 40 reais no frigobar do hotel, posso reembolsar", {
      policyCurrency: "BRL",
      policyCountry: "BR",
    });
    expect(query).toMatchObject({ amount: 40, currency: "BRL", category: "lodging", items: ["minibar"] });
  });

  it("a cabin named without the word flight makes the expense a flight", () => {
    const { query } = readExpenseQuestion("first class upgrade to London 900 dollars ok?", { policyCurrency: "USD", policyCountry: "US" });
    expect(query).toMatchObject({ amount: 900, currency: "USD", category: "airfare", cabin: "first", items: ["upgrades"] });
  });

  it("a city typed in lower case that opens the question or names what was spent there is the place", () => {
    const options = { policyCurrency: "USD", policyCountry: "US" };
    expect(readExpenseQuestion("toronto hotel was $210 a night, ok?", options).query).toMatchObject({ city: "toronto", country: "CA" });
    expect(readExpenseQuestion("my chicago dinner came to $80", options).query).toMatchObject({ city: "chicago", country: "US" });
    expect(readExpenseQuestion("$60 for a mexico city lunch?", options).query).toMatchObject({ city: "mexico city", country: "MX" });
    expect(readExpenseQuestion("a $40 cab in philly", options).query).toMatchObject({ country: "US" });
    // A city's name among other words is no place unless it leads or names a stay: "reading" the receipt.
    expect(readExpenseQuestion("reading glasses $30?", options).query).not.toHaveProperty("city");
  });

  it("a capitalised place no table knows is still the place named (its country is asked, not the city again)", () => {
    const hotel = readExpenseQuestion("hotel in Tupiza, $90 a night", { policyCurrency: "USD", policyCountry: "US" });
    expect(hotel.query).toMatchObject({ city: "Tupiza", nights: 1, amount: 90 });
    expect(hotel.query).not.toHaveProperty("country");
    expect(readExpenseQuestion("cena en Zapala, 30.000 pesos", { policyCurrency: "ARS", policyCountry: "AR" }).query.city).toBe("Zapala");
    // A cabin, a way to pay or a month after "in" is no place.
    expect(readExpenseQuestion("flight in Business for $900", { policyCurrency: "USD", policyCountry: "US" }).query).not.toHaveProperty(
      "city",
    );
    expect(
      readExpenseQuestion("pagué en Efectivo 200 pesos la cena", { policyCurrency: "MXN", policyCountry: "MX" }).query,
    ).not.toHaveProperty("city");
  });

  it("an amount per km or per mile is a rate: times the distance given, or one unit's worth", () => {
    expect(
      readExpenseQuestion("can I claim 0.75 USD per mile? drove 40 miles", { policyCurrency: "USD", policyCountry: "US" }).query,
    ).toMatchObject({
      amount: 30,
      distance: 40,
      category: "mileage",
    });
    expect(readExpenseQuestion("¿me pagan 0,35 €/km con mi coche?", { policyCurrency: "EUR", policyCountry: "ES" }).query).toMatchObject({
      amount: 0.35,
      currency: "EUR",
      distance: 1,
      category: "mileage",
    });
    expect(
      readExpenseQuestion("posso cobrar R$ 2 por km do meu carro?", { policyCurrency: "BRL", policyCountry: "BR" }).query,
    ).toMatchObject({
      amount: 2,
      distance: 1,
      category: "mileage",
    });
  });

  it("beers as Chile, Spain and Portugal order them are alcohol; grey hair is not", () => {
    for (const question of [
      "unos schops con el equipo, 12.000 pesos",
      "unas cañas después del curro, 9 €",
      "umas imperiais com os colegas, 8 €",
    ])
      expect(readExpenseQuestion(question, { policyCurrency: "EUR", policyCountry: "ES" }).query.items, question).toEqual(["alcohol"]);
    expect(
      readExpenseQuestion("me salieron canas con este viaje, 20 €", { policyCurrency: "EUR", policyCountry: "ES" }).query,
    ).not.toHaveProperty("items");
  });

  it("a flight of '9h30' lasts nine and a half hours, and '1 850 €' is one amount", () => {
    const read = readExpenseQuestion("passagem pra lisboa na executiva, o voo tem 9h30, pode?", BR).query;
    expect(read).toMatchObject({ flightHours: 9.5, cabin: "business", category: "airfare", country: "PT" });
    expect(read).not.toHaveProperty("amount");
    expect(readExpenseQuestion("bilhete Lisboa–São Paulo em económica 1 850 €, posso marcar?", BR).query).toMatchObject({
      amount: 1850,
      currency: "EUR",
    });
  });

  it("'pra Bogotá' is where the trip went, and pesos are the peso of the place named", () => {
    expect(readExpenseQuestion("viagem pra bogota, hotel de US$ 170 por noite, ta dentro?", BR).query).toMatchObject({
      country: "CO",
      nights: 1,
      amount: 170,
    });
    expect(readExpenseQuestion("hotel na cidade do mexico 3.400 pesos por noite, pode?", BR).query).toMatchObject({
      amount: 3400,
      currency: "MXN",
      country: "MX",
    });
    // Pesos where no peso country is named stay unread, not guessed.
    expect(readExpenseQuestion("gastei 3.400 pesos no hotel", BR).query).not.toHaveProperty("currency");
  });

  it("'a diária foi R$ 380' is one night's price", () => {
    expect(readExpenseQuestion("a diária do hotel em Sampa foi R$ 380, a empresa paga tudo?", BR).query).toMatchObject({
      nights: 1,
      amount: 380,
      category: "lodging",
    });
  });

  it("a receipt lost or never given, and a cash advance, are read in the three languages; a receipt asked about is not lost", () => {
    const signs = (question: string) => readExpenseSigns(plain(question));
    for (const question of [
      "lost the receipt for a £24 train ticket",
      "they never gave me the itemized folio, i just have the card charge",
      "taxi en Valencia 18 €, perdí el tique",
      "perdi o comprovante do estacionamento",
    ])
      expect(signs(question), question).toEqual({ withoutDocument: true });
    for (const question of ["do I need a receipt for a $20 taxi?", "só tenho o bilhete da cia aérea, sem nota fiscal"])
      expect(signs(question), question).toEqual({});
    for (const question of ["can i get a $400 cash advance?", "necesito un anticipo de 12,000", "posso pedir adiantamento de R$ 800?"])
      expect(signs(question), question).toEqual({ advance: true });
    expect(signs("the flight must be approved in advance")).toEqual({});
  });

  it("a game's tickets are entertainment; a booth, a projector or a course is an expense of its own", () => {
    expect(readExpenseQuestion("took a client to a Yankees game, tix were $220", US).query.category).toBe("entertainment");
    expect(readExpenseQuestion("trade show booth in las vegas is $14,500", US).query.category).toBe("other");
    expect(readExpenseQuestion("comprei um projetor de R$ 3.200 pra apresentacao", BR).query.category).toBe("other");
    expect(readExpenseQuestion("got a speeding ticket, $120", CA).query.items).toEqual(["fines"]);
  });

  it("where the spender works is not where the expense was; an airport is its city's country; a total distance wins over a leg", () => {
    const piura = readExpenseQuestion(
      "soy jefe de ventas de la planta Piura, el hotel me costó S/ 310 la noche, ¿está dentro del tope?",
      PE,
    );
    expect(piura.query).not.toHaveProperty("city");
    expect(readExpenseQuestion("hotel en Piura S/ 310 la noche", PE).query).toMatchObject({ city: "Piura", country: "PE" });
    expect(readExpenseQuestion("can i claim my uber from heathrow to the hotel? £38", GB).query).toMatchObject({ country: "GB" });
    // A flight's origin is still not where it was spent.
    expect(readExpenseQuestion("flight from London to Madrid, £200", GB).query).toMatchObject({ country: "ES" });
    expect(readExpenseQuestion("fui de carro até Goiânia, 330 km cada perna, 660 no total. quanto recebo?", BR).query).toMatchObject({
      distance: 660,
    });
    expect(readExpenseQuestion("fui e voltei de carro a Campinas, 95 km cada trecho", BR).query).toMatchObject({ distance: 190 });
    expect(readExpenseQuestion("drove 120 miles return to a client site", GB).query).toMatchObject({ distance: 120 });
  });

  it("an approval the question says was never given is read in the three languages", () => {
    const signs = (question: string) => readExpenseSigns(plain(question));
    for (const question of ["nobody approved it beforehand", "lo compré sin aprobación previa", "o upgrade não foi aprovado"])
      expect(signs(question), question).toEqual({ notApproved: true });
    expect(signs("my manager approved it")).toEqual({});
  });

  it("a town typed in lower case right before the price is the place; a word of what was bought there is not", () => {
    const GT = { policyCurrency: "GTQ", policyCountry: "GT" } as const;
    expect(readExpenseQuestion("hotel en coban Q720 por noche, me lo pagan completo?", GT).query).toMatchObject({ city: "coban" });
    expect(readExpenseQuestion("hotel in boquete was $165 a night", US).query).toMatchObject({ city: "boquete" });
    expect(readExpenseQuestion("gaste Q400 en comidas, ok?", GT).query).not.toHaveProperty("city");
    expect(readExpenseQuestion("pagué en efectivo Q500 el almuerzo", GT).query).not.toHaveProperty("city");
  });

  it("'invite a almorzar a 3 clientes … 4 en total' is a meal with clients for four; 'im a senior manager' is the asker's role", () => {
    const PE = { policyCurrency: "PEN", policyCountry: "PE" } as const;
    expect(
      readExpenseQuestion("ayer invite a almorzar a 3 clientes de la minera, 4 en total, la cuenta fue S/ 520 con vino", PE).query,
    ).toMatchObject({ withClients: true, attendees: 4 });
    expect(readExpenseQuestion("flight to LA is like 13 hrs, can i book business? im a senior manager", US).query).toMatchObject({
      role: "senior manager",
    });
  });
});
