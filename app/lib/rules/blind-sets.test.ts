import { describe, expect, it } from "vitest";
import {
  BLIND_CHECKS,
  BLIND_DESCRIPTIONS,
  BLIND_POLICIES,
  scoreBlindChecks,
  scoreBlindDescriptions,
  scoreBlindPolicies,
} from "./blind-sets.server";

/*
 * The blind sets as floors, not goals: each figure is the score this reader reached after the
 * fixes of the stop that measured it, so a change that reads a stranger's text worse fails here.
 * The goals (precision ≥ 98 %, recall ≥ 95 %, every country right) are the issues'; `npm run bench`
 * prints where each set stands against them.
 */
const FLOORS = {
  policies: {
    "set A": { precision: 0.96, recall: 0.755 },
    // Recall 71.4 % since the writers' own caps per ride and bill became rules to find (unscored before).
    "set B": { precision: 0.955, recall: 0.71 },
    "set D": { precision: 0.955, recall: 0.84 },
    // First read at 84.1 % / 57.5 % (third session, before any fix for it).
    "set E": { precision: 0.965, recall: 0.9 },
    // First read at 76.7 % / 56.9 % (fourth session, before any fix for it).
    // 79.1 % / 58.3 % once '2024–25' is no rate, the ATO's, IRD's, SARS's and Revenue's rates are official ones
    // and hotel housekeeping tips are no hotel limit.
    // 82.2 % / 59.6 % once a model's nested list gives each role its limits ("- Dirección:" over "- Mensual: …").
    // 82.3 % / 62.1 % once a table of what is not paid ("TABLA 6. CONCEPTOS NO REEMBOLSABLES | Concepto | Excepción")
    // refuses each row's item, with its exception.
    // 89.8 % / 76.7 % once a place table's columns each name their item (Hospedaje, Alimentos), roles come by level
    // code from a spreadsheet paste, a state's cap stays unread while its cities' are read, and "International
    // travel." titles its paragraph.
    "set F": { precision: 0.91, recall: 0.795 },
    // First read at 71.3 % / 63.0 % (fifth session, before any fix for it).
    // 78.8 % / 69.6 % once a region no card checks ("EU / EEA", a US state) stays unread, "London (inside the M25)"
    // is London, "Rest of UK" home, subsistence meals, "outside the United Kingdom" international, a conditional
    // first class or an hours range no plain yes, and "a drink with the evening meal is acceptable" the exception.
    // 82.8 % / 77.3 % once a numbered paragraph's title ("5. Meal allowances in Canada.", "8. Hotels.") heads the list
    // under it, one meal ("breakfast: $22") is no day's cap, incidentals no room, "Ontario, City of Toronto only" is
    // Toronto, a "Not reimbursed." list split by ";" refuses each item and "Only the President may fly business" is his.
    // 85.5 % / 84.5 % once "30 (trinta) dias" is read once, a "Diária nacional … por dia" is the day's meals and a
    // flat one without receipts the company's own per diem, "não é elegível" refuses a cabin, "6 participantes"
    // counts people, and a tip's label that names the service charge still caps the tip.
    // 86.4 % / 87.8 % once a line's opening place is each of its limits' ("Lima: comida S/ 140 – hotel hasta S/ 250"),
    // a question leads an approval list ("3. ¿QUIÉN APRUEBA?") and "Marleny, la administradora" approves as administradora.
    "set G": { precision: 0.86, recall: 0.875 },
    // First read at 79.0 % / 60.4 % (sixth session, before any fix for it).
    // 81.1 % / 62.0 % once "S$260" and "HK$1,400" are Singapore and Hong Kong dollars (read as US dollars), "quem aprova:"
    // leads its approver and "Aprobación automática del sistema" approves nobody.
    // 82.9 % / 64.7 % once a heading "Viajes internacionales" puts its lines' limits abroad and a notes cell opening on
    // "Por trayecto" is its cap's unit.
    // 85.0 % / 69.5 % once a chat-written heading ("🌎 EXTERIOR (quase nunca acontece)") is a heading, "quem aprova: X"
    // alone approves every amount of its heading's topic, a client lunch's cap per person is entertainment's and the figure
    // after "exceto quando …" is a condition's variant, no limit.
    // 87.8 % / 73.3 % once "Executiva NUNCA." under "✈️ PASSAGEM AÉREA" is the cabin's, approvers in turn are a chain and
    // an owner's "EDIT (new):" no heading.
    "set H": { precision: 0.877, recall: 0.732 },
    // First read at 83.0 % / 57.4 % (seventh session, before any fix for it).
    // 95.2 % / 81.6 % once a city column names each row past a notes column, a header's "(USD)" is its figures' currency,
    // "Resto del país"/"Resto del mundo"/"All other countries" are home and abroad, a regulation's "Article 9." and inline
    // "a) …; b) …" lists are read item by item, an owner's "x viaje", "nada de business ni primera", "sin NCF no se paga" and
    // "si pasa de 5mil (hasta 20mil)" are read, and a cap per guest "con aprobación previa del Gerente Comercial" needs them.
    "set I": { precision: 0.953, recall: 0.846 },
  },
  descriptions: {
    "set A": { precision: 0.945, recall: 0.755, countries: 12 },
    "set B": { precision: 0.965, recall: 0.91, countries: 8 },
    "set D": { precision: 0.94, recall: 0.795, countries: 8 },
    // First read at 80.0 % / 63.4 %, 6 of 8 countries (Cork read as Britain, Montevideo as Argentina).
    // 97.2 % / 85.4 % once a sentence that corrects an earlier one replaces its rules.
    "set E": { precision: 0.97, recall: 0.85, countries: 8 },
    // First read at 57.7 % / 41.3 %, 5 of 8 countries (Mozambique read as Brazil, New Zealand as Canada, South Africa as Britain).
    // 71.8 % / 51.4 %, 8 of 8 once a denied place ("NOT London in the UK", "não somos brasileiros") weighs nothing,
    // "East London" is no London, NZ, IRD, SARS, NUIT, meticais and rands are evidence, and "estamos em" introduces the firm.
    // 77.5 % / 56.9 % once a figure corrected as it is typed ("5 dias — aliás, ponha 7", "200.000, perdón, 180")
    // is the figure read and "dez mil meticais" is ten thousand.
    // 82.5 % / 60.6 % once a dollar company's pesos are those of the peso country it names most, and
    // "2 weeks … actually make that 30 days" corrects the unit too.
    "set F": { precision: 0.84, recall: 0.64, countries: 8 },
    // First read at 77.8 % / 60.6 %, 8 of 8 countries (fifth session, before any fix for it).
    // 87.8 % / 69.2 % once rupees ("Rs 7,500", "1 lakh") and kwanzas ("25.000 Kz") are money (the Indian and
    // Angolan firms were given euros, the currency of their trips to Germany and Portugal).
    // 91.7 % / 74.0 % once a figure corrected as typed ("35 mil … bueno no, ponele 40 mil", "~35 people, scratch that,
    // 38") is the figure meant and tens spelled out before what they count ("noventa mil pesos", "forty-one employees") are read.
    // 95.4 % / 79.8 % once "comes to me" is the writer's role ("I'm Luis, CEO"), a role in brackets before the amount
    // approves it ("Karen (office manager) signs off … up to $2,500"), "Don Ramón, el presidente" is the president and
    // a sentence after a labelled one keeps its currency. Approval bands 15 of 18 with none wrong (5 of 18, 7 wrong).
    "set G": { precision: 0.955, recall: 0.825, countries: 8 },
    // First read at 80.3 % / 57.6 %, 6 of 8 countries (Montevideo's firm read as Chilean by its RUT, Cork's as British by
    // its caps in sterling, Cape Verde's escudos as euros). 87.7 % / 64.6 %, 8 of 8 once an address between "oficina"
    // and its city ("Av. Brasil 2815 casi Ellauri, en Pocitos, Montevideo") keeps the city the office's, a tax id two
    // countries use counts for the one the rest points to, "In the UK we pay in sterling: £140" is a cap's currency, and
    // escudos are Cape Verde's.
    // 90.4 % / 66.7 % once "NZ$", "A$" and "₱" are their dollars and pesos; 94.7 % / 71.7 % once "88c a km" is cents,
    // "mileage" alone says no miles, "grog" and "guaro" are alcohol and "… não, põe 3.500" corrects the figure.
    // 97.3 % / 73.7 % once "Aoife (finance lead)" and "Priya (ops manager)" approve as their roles.
    "set H": { precision: 0.97, recall: 0.735, countries: 8 },
    // First read at 79.6 % / 62.4 %, 8 of 8 (seventh session, before any fix for it).
    // 91.2 % / 82.4 % once Nicaragua's bare "$" is the dollar (its córdoba is C$), Nairobi's "bob" the shilling, "cinco
    // lucas" five thousand, "o sea 35 en total" and "ya somos 42" the headcount, "perdón, son C$ 1,000" a correction.
    "set I": { precision: 0.911, recall: 0.823, countries: 8 },
  },
} as const;

describe("policies nobody here wrote keep their rules (blind sets, floors)", () => {
  for (const [name, cases] of Object.entries(BLIND_POLICIES)) {
    it(`${name}: ${cases.length} policies`, () => {
      const score = scoreBlindPolicies(cases);
      const floor = FLOORS.policies[name as keyof typeof FLOORS.policies];
      expect(score.precision, JSON.stringify(score.wrong.slice(0, 20))).toBeGreaterThanOrEqual(floor.precision);
      expect(score.recall).toBeGreaterThanOrEqual(floor.recall);
    }, 30_000);
  }

  it("a model's policy: the limits table with a notes column, the approval list and the prohibitions reach the rules", () => {
    const policy = BLIND_POLICIES["set A"]!.find((entry) => entry.id === "en-model-1")!;
    const score = scoreBlindPolicies([policy]);
    const found = (fact: string) => !score.missed.some((miss) => miss.fact === fact);
    for (const fact of [
      "lodging@home=220 USD",
      "lodging@New York=325 USD",
      "lodging@San Francisco=325 USD",
      "lodging@abroad=260 USD",
      "approval>0 USD<=2000 USD by direct manager [all]",
      "approval>2000 USD<=10000 USD by department head [all]",
      "approval>10000 USD<=50000 USD by vp finance [all]",
      "approval>50000 USD by chief executive officer [all]",
      "prohibited alcohol except withClients",
      "class business allowed>=8h",
    ])
      expect(found(fact), fact).toBe(true);
  });
});

/** Verdicts right at least, needless questions at most: each set's figure after the stop that measured it. */
const CHECK_FLOORS: Record<string, { right: number; needless: number }> = {
  // First measured at 105 of 160 (33 needless questions); 121 (31) once both home and abroad are tried
  // for an expense with no place, lower-case and unknown places are read and a rate per km is compared;
  // 131 (21) once what the policy refuses in words is read (a client already paid, personal insurance,
  // a companion's ticket; cañas, schops, imperiais); 152 (7) once a lost receipt, a refused document
  // with no amount, 'a diária', a town no table knows paid in the home country's money, a payment in
  // cash over the policy's figure, an upgrade nobody approved, a factura to 'consumidor final' and
  // fuel beside a per-km claim are answered, and a town typed in lower case before its price
  // ("hotel en coban Q720") is the place. The goal is 98 % and none.
  "set C": { right: 153, needless: 6 },
  // First measured at 14 of 48 (20 needless questions), 24 after the reading and check fixes of that stop;
  // 35 (7) once a booth, equipment or an advance is judged, an item's exception or a refused document
  // is answered without the amount, '9h30' is a flight's hours and pesos are the place's.
  // 37 (5) with the next stop's reading fixes beside them.
  "set D": { right: 38, needless: 5 },
  // First measured at 17 of 48 before any fix for it; 27 (9) once a distance alone is paid at the
  // rate, a lost receipt needs the document, an advance is judged against the policy's rule, a total
  // distance wins over a leg's, where the spender works is not where the expense was and a memo
  // with no headings is read whole (a nota in the spender's CPF).
  // 35 (7) with that stop's reading fixes beside them (caps by place under headings, UF, sections, bold lines).
  "set E": { right: 35, needless: 7 },
  // First measured at 21 of 48 (20 needless questions) before any fix for it (Uruguay, US, Brazil,
  // Australia, Mexico, Ireland); 29 (15) once a question about who approves an amount is answered from
  // the bands with no kind of expense, the band every report goes through naming its approver; 30 (14)
  // once a ride is judged against the cap per ride (card controls v3). 29 (13) in the fifth session: the
  // US policy's caps by state are no longer read as its home cap (California's $240 answered a Texas
  // night "allowed" by luck); its "all other states" $170 now says a $179 Austin night is over, where the
  // controller applies Texas's $185, a state's cap the rulebook cannot state yet. 32 (12) once "san pablo" and
  // "bs as" are places, a list's "Excepción: comidas con clientes" keeps alcohol's exception, and who approves is
  // answered from the bands when someone "already approved" it.
  // 36 (7) once a late claim is judged by the deadline and what the policy does with late claims; 36 (8) once "NZ$245"
  // is New Zealand dollars (it was read as the policy's Australian dollars): the rate to AUD is asked, as it must be.
  "set F": { right: 36, needless: 8 },
  // First measured at 18 of 48 (15 needless questions) before any fix for it (Chile, Canada, Brazil, UK, Peru, US).
  // 23 (16) once asked who approves ("Brenda can approve it, right?", "o gestor já aprovou") the band answers without
  // the nights or the city, a hotel price just over one night's cap is one night's (assumed), and "118 lucas",
  // "1,9 palos", "antofa", "conce" and "no rio" are read.
  // 24 (16) once "a diária do hotel" is a night's price however long the stay, "3 clientes + eu" is four, a band
  // "hasta UF 15" starts in UF, and a trip's approval abroad for any amount is asked of its flight, not of each meal.
  // 25 (16) once "$362/nt" at the Marriott is a night's lodging, "took 2 ppl from Hydro Ottawa to dinner … the 3 of us"
  // is three with clients, and a threshold that moves with the place ("above $275 (or $375 in NYC/SF)") no band.
  // 28 (14) once a claim's timing is answered ("a trip that ended 45 days ago", "hace 3 semanas", "el 27 de marzo,
  // hoy 7 de abril") from the deadline and what the policy does with late claims.
  "set G": { right: 29, needless: 13 },
  // First measured at 22 of 48 (15 needless), sixth session, before any fix for it; 21 once late claims are judged: a
  // forfeiture "except as set out in Section 10" is no rule (missing beats wrong), so 70 days late is answered
  // "needs approval" where the controller cannot tell before knowing where the employee is based.
  // 22 (13) once the rules of a text with no markdown headings ("🏨 HOTEL • Frigobar NÃO.") keep their place in the
  // card controls (they were dropped when their words could not be found under a heading).
  // 23 (12) once an approval for client bills covers a client dinner and "US$ 150 a noite" in Buenos Aires meets the
  // trip abroad's approver, any amount.
  "set H": { right: 23, needless: 12 },
  // First measured at 25 of 48 (10 needless), seventh session, before any fix for it.
  // 27 (10) once a city's cap applies before its country's ("Tokyo exception" over Japan), "im a senior manager" is the
  // asker's role and "invite a almorzar a 3 clientes … 4 en total" a meal with clients for four.
  "set I": { right: 29, needless: 9 },
};

describe("'Can I expense this?' asked by people who never saw the check (blind sets, floors)", () => {
  for (const [name, set] of Object.entries(BLIND_CHECKS)) {
    it(`${name}: ${set.questions.length} questions about ${set.policies.length} policies, the verdict a controller gives`, () => {
      const score = scoreBlindChecks(set);
      const floor = CHECK_FLOORS[name]!;
      expect(score.right).toBeGreaterThanOrEqual(floor.right);
      expect(score.needlessAsks).toBeLessThanOrEqual(floor.needless);
    }, 30_000);
  }
});

describe("descriptions nobody here wrote (blind sets, floors)", () => {
  for (const [name, cases] of Object.entries(BLIND_DESCRIPTIONS)) {
    it(`${name}: ${cases.length} descriptions`, () => {
      const score = scoreBlindDescriptions(cases);
      const floor = FLOORS.descriptions[name as keyof typeof FLOORS.descriptions];
      expect(score.precision).toBeGreaterThanOrEqual(floor.precision);
      expect(score.recall).toBeGreaterThanOrEqual(floor.recall);
      expect(score.countries!.right).toBeGreaterThanOrEqual(floor.countries);
    }, 30_000);
  }
});
