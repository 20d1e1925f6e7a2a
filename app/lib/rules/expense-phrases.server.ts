import type { Language } from "~/lib/site/languages";
import type { Cabin, DocumentType, ExpenseCategory, ProhibitedItem } from "../rulebook/policy-rules";
import type { MissingField, UnneededFact, Verdict } from "../rulebook/expense";
import type { RefusedKind } from "~/lib/reading/refused-words";
import { RULE_PHRASES } from "~/lib/composer/rule-phrases.server";

/*
 * Every word of a "Can I expense this?" answer, per language: the checker builds one sentence from
 * these pieces, with figures already formatted. Isomorphic, so the public page's box and the
 * batch table can name verdicts, categories and documents with the same words. A phrase missing
 * in one language fails the type check.
 */

/** Where a limit applies, as the sentence says it. */
export type PlaceWords = { kind: "home" } | { kind: "abroad" } | { kind: "destination"; name: string };

export interface ExpensePhrases {
  /** How the sentence opens, per verdict. */
  verdicts: Record<Verdict, string>;
  categories: Record<ExpenseCategory, string>;
  /** Plural, as "… are not accepted" says them. */
  documents: Record<DocumentType, string>;
  cabins: Record<Cabin, string>;
  /** Plural or mass nouns, as "… are not reimbursed" says them. */
  items: Record<ProhibitedItem, string>;
  /** What a caller must add, in words ("the city, to know whether the abroad limit applies"). */
  /** `city`: a city the caller named that no table places (its country is asked for, not the city again). */
  missing: Record<MissingField, (context: { from: string; to: string; unit: string; source?: string; city?: string }) => string>;
  /** A fact the caller did not give, every value of which gives the same answer: "wherever it was spent". */
  anyValue: Record<UnneededFact, string>;
  /** "the answer is the same at home or abroad and whatever it was for". */
  sameAnyway(facts: string): string;
  /** Beside a value the answer took for granted ("Mexico (assumed)"), on the public page. */
  assumed: string;
  /** The value of a fact the answer did not need, on the public page. */
  anyLabel: string;
  place(place: PlaceWords): string;
  /** "a, b and c". */
  list(items: string[]): string;
  /** The expense as judged: "$90.00 of meals". */
  expense(amount: string, category: string): string;
  /** The conversion the caller's rate gives: "(90.00 EUR × 1.08 = $97.20)". */
  converted(original: string, rate: string, converted: string): string;
  nothingLimits: string;
  /** A kind of expense no rule limits, of which a line the rules could not read speaks (quoted). */
  unreadLine(line: string): string;
  mealsWithin(perDay: string, limit: string, place: string, perPerson: boolean): string;
  mealsOver(perDay: string, limit: string, place: string, perPerson: boolean, excess: string): string;
  lodgingWithin(perNight: string | null, limit: string, place: string): string;
  lodgingOver(perNight: string, limit: string, place: string, excess: string): string;
  roleWithin(role: string, limit: string): string;
  roleOver(role: string, limit: string, excess: string): string;
  /** A cap on one item per unit: `cap` is "$60.00 per ride". */
  capWithin(item: string, cap: string): string;
  capOver(item: string, cap: string, excess: string): string;
  mileageWithin(allowance: string, rate: string, distance: string): string;
  mileageOver(allowance: string, rate: string, distance: string, excess: string): string;
  /** An amount band of the approval matrix: "over $500.00 up to $2,500.00". */
  band(from: string | null, to: string | null): string;
  /** The spend a tier is limited to, before its band: "international travel, any amount". */
  scopes: { international: string; role(role: string): string };
  approval(approvers: string, band: string): string;
  /**
   * An amount band the policy leaves without an approver: who approves up to `from` (below) and
   * over `to` (above, null when no band is above it).
   */
  approvalGap(below: string | null, from: string, to: string | null, above: string | null): string;
  /** A band in another currency than the expense's, which the policy's exchange rate decides. */
  approvalAtRate(approvers: string, band: string): string;
  /** The band every expense report goes through: it does not change the verdict. */
  routineApproval(approvers: string): string;
  receiptRequired(threshold: string | null): string;
  /** The spender has no receipt ("lost it") where the policy requires one: over `threshold`, or for every expense when null. */
  receiptMissing(threshold: string | null): string;
  /** Mileage asked about with no distance: what the policy pays per unit. */
  mileagePaidAt(rate: string, unit: string): string;
  /** A cash advance: refused, within the most the policy advances (null: no most), or over it. */
  advanceRefused: string;
  /** A claim's timing against the deadline to submit: `deadline` is "the 30-day deadline to submit". */
  deadline(days: number, businessDays: boolean): string;
  cutOffDays(days: number): string;
  cutOffDayOfMonth(day: number): string;
  withinDeadline(deadline: string): string;
  lateForfeited(deadline: string): string;
  lateWithApproval(deadline: string, approver: string): string;
  lateNoRule(deadline: string): string;
  /** Past the deadline, before the policy's own cut-off: "it is past …, but claims are paid up to 90 days after the expense". */
  lateBeforeCutOff(deadline: string, cutOff: string): string;
  advanceWithin(most: string | null): string;
  advanceOver(most: string, excess: string): string;
  documentRefused(document: string, category: string | null, instead: string | null): string;
  prohibited(item: string): string;
  /** What the policy refuses in words, as the question described it. */
  refusedInWords: Record<RefusedKind, string>;
  onlyWithClients(item: string): string;
  onlyWithMeals(item: string): string;
  allowedWithClients(item: string): string;
  allowedWithMeals(item: string): string;
  /** The policy pays it only when approved in advance ("upgrades not approved in advance"), by whom when known. */
  onlyApprovedInAdvance(item: string, approvers: string | null): string;
  /** What needed approval in advance, which the question says it did not get. */
  notApprovedInAdvance(item: string): string;
  cabinAllowed(cabin: string): string;
  cabinNever(cabin: string): string;
  cabinNeedsApproval(cabin: string, approvers: string | null): string;
  ask(missing: string): string;
}

const EN: ExpensePhrases = {
  verdicts: {
    allowed: "Yes",
    needs_approval: "Yes, with approval",
    needs_document: "Yes, with the right document",
    over_limit: "Over the limit",
    not_reimbursable: "No",
    cannot_tell: "I can't tell yet",
  },
  categories: {
    meals: "meals",
    lodging: "lodging",
    airfare: "airfare",
    groundTransport: "ground transport",
    mileage: "mileage",
    entertainment: "client entertainment",
    other: "other expenses",
  },
  documents: RULE_PHRASES["en"].documents,
  cabins: { economy: "economy class", premiumEconomy: "premium economy", business: "business class", first: "first class" },
  items: {
    alcohol: "alcoholic drinks",
    firstClass: "first-class travel",
    businessClass: "business-class travel",
    minibar: "minibar charges",
    spa: "spa charges",
    gambling: "gambling and betting",
    tobacco: "tobacco",
    fines: "fines",
    personal: "personal expenses",
    upgrades: "upgrades",
    cashWithdrawals: "cash withdrawals",
    giftCards: "gift cards",
    entertainment: "entertainment",
    laundry: "laundry",
    inRoomMovies: "in-room entertainment",
    tips: "tips",
  },
  missing: {
    amount: () => "the amount",
    currency: () => "the currency",
    category: () => "what the expense is for (meals, lodging, a flight…)",
    place: ({ city }) =>
      city ? `the country ${city} is in, to know whether the abroad limit applies` : "the city, to know whether the abroad limit applies",
    role: () => "your role",
    exchangeRate: ({ from, to, source }) =>
      `the exchange rate from ${from} to ${to}, the currency of the policy's limits${source ? ` (the policy's rate: ${source})` : ""}`,
    cabin: () => "the cabin class of the flight",
    flightHours: () => "how many hours the flight lasts",
    nights: () => "how many nights the stay covers",
    attendees: () => "how many people it was for",
    distance: ({ unit }) => `the distance driven, in ${unit}`,
  },
  anyValue: {
    place: "wherever it was spent",
    category: "whatever it was for",
    cabin: "in any class",
    flightHours: "however long the flight",
    role: "whatever your role",
  },
  sameAnyway: (facts) => `the answer is the same ${facts}`,
  assumed: "assumed",
  anyLabel: "any (the answer is the same)",
  place: (place) => (place.kind === "home" ? "at home" : place.kind === "abroad" ? "abroad" : `in ${place.name}`),
  list: (items) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`),
  expense: (amount, category) => `${amount} of ${category}`,
  converted: (original, rate, converted) => `(${original} × ${rate} = ${converted})`,
  nothingLimits: "no rule of the policy limits it",
  unreadLine: (line) => `the policy speaks of it in a line its rules could not read ("${line}"); ask the policy's owner what it allows`,
  mealsWithin: (perDay, limit, place, perPerson) =>
    `${perDay}${perPerson ? " per person" : ""} a day is within the meals limit ${place} of ${limit}`,
  mealsOver: (perDay, limit, place, perPerson, excess) =>
    `${perDay}${perPerson ? " per person" : ""} a day is over the meals limit ${place} of ${limit}, by ${excess} in all`,
  lodgingWithin: (perNight, limit, place) =>
    `${perNight ? `${perNight} a night` : "the stay"} is within the lodging limit ${place} of ${limit} a night`,
  lodgingOver: (perNight, limit, place, excess) =>
    `${perNight} a night is over the lodging limit ${place} of ${limit}, by ${excess} in all`,
  roleWithin: (role, limit) => `it is within the per-transaction limit of ${limit} for ${role}`,
  roleOver: (role, limit, excess) => `it is over the per-transaction limit of ${limit} for ${role}, by ${excess}`,
  capWithin: (item, cap) => `it is within the cap for ${item} of ${cap}`,
  capOver: (item, cap, excess) => `it is over the cap for ${item} of ${cap}, by ${excess}`,
  mileageWithin: (allowance, rate, distance) => `it is within the mileage allowance of ${allowance} (${rate} × ${distance})`,
  mileageOver: (allowance, rate, distance, excess) =>
    `it is over the mileage allowance of ${allowance} (${rate} × ${distance}), by ${excess}`,
  band: (from, to) => (from && to ? `over ${from} up to ${to}` : from ? `over ${from}` : to ? `up to ${to}` : "any amount"),
  scopes: { international: "international travel", role: (role) => `spending by ${role}` },
  approval: (approvers, band) => `${approvers} must approve it (${band})`,
  approvalGap: (below, from, to, above) =>
    `the policy names no approver ${to ? `over ${from} up to ${to}` : `over ${from}`}${below ? `: ${below} approves up to ${from}` : ""}${above && to ? `${below ? " and" : ":"} ${above} over ${to}` : ""}`,
  approvalAtRate: (approvers, band) => `at the policy's exchange rate, ${approvers} must approve it if it comes to ${band}`,
  routineApproval: (approvers) => `${approvers} approves it as usual`,
  receiptRequired: (threshold) =>
    threshold ? `keep the receipt, required over ${threshold}` : "keep the receipt, required for every expense",
  receiptMissing: (threshold) =>
    `the policy requires a receipt ${threshold ? `over ${threshold}` : "for every expense"}: ask the vendor for a copy, or follow the policy's rule for a missing receipt`,
  mileagePaidAt: (rate, unit) => `the policy pays driving your own car at ${rate} per ${unit}`,
  advanceRefused: "the policy does not give cash advances",
  deadline: (days, business) => `the ${days}-${business ? "business-" : ""}day deadline to submit`,
  cutOffDays: (days) => `${days} days after the expense`,
  cutOffDayOfMonth: (day) => `day ${day} of the following month`,
  withinDeadline: (deadline) => `it is within ${deadline}`,
  lateForfeited: (deadline) => `it is past ${deadline}, and the policy does not reimburse late claims`,
  lateWithApproval: (deadline, approver) => `it is past ${deadline}: a late claim is reimbursed only with the approval of ${approver}`,
  lateNoRule: (deadline) => `it is past ${deadline}, and the policy does not say whether late claims are paid`,
  lateBeforeCutOff: (deadline, cutOff) => `it is past ${deadline}, but the policy still pays claims submitted up to ${cutOff}`,
  advanceWithin: (most) => (most ? `the policy advances up to ${most}` : "the policy gives cash advances"),
  advanceOver: (most, excess) => `the policy advances up to ${most}; this is ${excess} over it`,
  documentRefused: (document, category, instead) =>
    `the policy does not accept ${document}${category ? ` for ${category}` : ""}${instead ? `; bring ${instead} instead` : ""}`,
  prohibited: (item) => `the policy does not reimburse ${item}`,
  refusedInWords: {
    alreadyPaid: "the policy does not reimburse what a client or someone else already paid",
    personalInsurance: "the policy does not reimburse personal travel insurance",
    companion: "the policy does not reimburse the expenses of family members or companions",
    cashPayment: "the policy does not reimburse a payment of this size made in cash",
    personalTaxId: "the policy accepts only documents made out to the company: ask for one with its name and tax id",
    fuelWithMileage: "the per-distance rate already pays for the car, fuel included",
  },
  onlyWithClients: (item) => `the policy reimburses ${item} only when entertaining clients`,
  onlyWithMeals: (item) => `the policy reimburses ${item} only with a meal`,
  allowedWithClients: (item) => `the policy reimburses ${item} when entertaining clients`,
  allowedWithMeals: (item) => `the policy reimburses ${item} in moderation with a meal`,
  notApprovedInAdvance: (item) => `the policy reimburses ${item} only when approved in advance, and this was not`,
  onlyApprovedInAdvance: (item, approvers) =>
    `the policy reimburses ${item} only when approved in advance${approvers ? `, by ${approvers}` : ""}`,
  cabinAllowed: (cabin) => `${cabin} is allowed`,
  cabinNever: (cabin) => `${cabin} is never allowed`,
  cabinNeedsApproval: (cabin, approvers) =>
    `${cabin} is not among the classes allowed, so it needs approval in advance${approvers ? ` by ${approvers}` : ""}`,
  ask: (missing) => `tell me ${missing}`,
};

const ES: ExpensePhrases = {
  verdicts: {
    allowed: "Sí",
    needs_approval: "Sí, con aprobación",
    needs_document: "Sí, con el documento correcto",
    over_limit: "Supera el límite",
    not_reimbursable: "No",
    cannot_tell: "Todavía no puedo saberlo",
  },
  categories: {
    meals: "comidas",
    lodging: "alojamiento",
    airfare: "pasajes aéreos",
    groundTransport: "transporte terrestre",
    mileage: "kilometraje",
    entertainment: "atención a clientes",
    other: "otros gastos",
  },
  documents: RULE_PHRASES["es"].documents,
  cabins: {
    economy: "la clase económica",
    premiumEconomy: "la clase turista superior",
    business: "la clase ejecutiva",
    first: "la primera clase",
  },
  items: {
    alcohol: "las bebidas alcohólicas",
    firstClass: "los viajes en primera clase",
    businessClass: "los viajes en clase ejecutiva",
    minibar: "los cargos del minibar",
    spa: "los cargos de spa",
    gambling: "los juegos de azar y las apuestas",
    tobacco: "el tabaco",
    fines: "las multas",
    personal: "los gastos personales",
    upgrades: "las mejoras de categoría",
    cashWithdrawals: "los retiros de efectivo",
    giftCards: "las tarjetas de regalo",
    entertainment: "el entretenimiento",
    laundry: "la lavandería",
    inRoomMovies: "el entretenimiento en la habitación",
    tips: "las propinas",
  },
  missing: {
    amount: () => "el monto",
    currency: () => "la moneda",
    category: () => "en qué se gastó (comidas, alojamiento, un vuelo…)",
    place: ({ city }) =>
      city
        ? `el país de ${city}, para saber si se aplica el límite del extranjero`
        : "la ciudad, para saber si se aplica el límite del extranjero",
    role: () => "tu cargo",
    exchangeRate: ({ from, to, source }) =>
      `el tipo de cambio de ${from} a ${to}, la moneda de los límites de la política${source ? ` (el tipo de la política: ${source})` : ""}`,
    cabin: () => "la clase del vuelo",
    flightHours: () => "cuántas horas dura el vuelo",
    nights: () => "cuántas noches cubre la estadía",
    attendees: () => "para cuántas personas fue",
    distance: ({ unit }) => `la distancia recorrida, en ${unit}`,
  },
  anyValue: {
    place: "dondequiera que se haya gastado",
    category: "sea cual sea el gasto",
    cabin: "en cualquier clase",
    flightHours: "dure lo que dure el vuelo",
    role: "sea cual sea tu cargo",
  },
  sameAnyway: (facts) => `la respuesta es la misma ${facts}`,
  assumed: "supuesto",
  anyLabel: "cualquiera (la respuesta es la misma)",
  place: (place) => (place.kind === "home" ? "en el país" : place.kind === "abroad" ? "en el extranjero" : `en ${place.name}`),
  list: (items) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`),
  expense: (amount, category) => `${amount} en ${category}`,
  converted: (original, rate, converted) => `(${original} × ${rate} = ${converted})`,
  nothingLimits: "ninguna regla de la política lo limita",
  unreadLine: (line) =>
    `la política habla de ello en una línea que sus reglas no pudieron leer («${line}»); pregunta a quien administra la política qué permite`,
  mealsWithin: (perDay, limit, place, perPerson) =>
    `${perDay}${perPerson ? " por persona" : ""} al día está dentro del límite de comidas ${place} de ${limit}`,
  mealsOver: (perDay, limit, place, perPerson, excess) =>
    `${perDay}${perPerson ? " por persona" : ""} al día supera el límite de comidas ${place} de ${limit}, en ${excess} en total`,
  lodgingWithin: (perNight, limit, place) =>
    `${perNight ? `${perNight} por noche` : "la estadía"} está dentro del límite de alojamiento ${place} de ${limit} por noche`,
  lodgingOver: (perNight, limit, place, excess) =>
    `${perNight} por noche supera el límite de alojamiento ${place} de ${limit}, en ${excess} en total`,
  roleWithin: (role, limit) => `está dentro del límite por transacción de ${limit} para ${role}`,
  roleOver: (role, limit, excess) => `supera el límite por transacción de ${limit} para ${role}, en ${excess}`,
  capWithin: (item, cap) => `está dentro del tope de ${item} de ${cap}`,
  capOver: (item, cap, excess) => `supera el tope de ${item} de ${cap}, en ${excess}`,
  mileageWithin: (allowance, rate, distance) => `está dentro del reembolso por kilometraje de ${allowance} (${rate} × ${distance})`,
  mileageOver: (allowance, rate, distance, excess) =>
    `supera el reembolso por kilometraje de ${allowance} (${rate} × ${distance}), en ${excess}`,
  band: (from, to) => (from && to ? `más de ${from} hasta ${to}` : from ? `más de ${from}` : to ? `hasta ${to}` : "cualquier monto"),
  scopes: { international: "viajes internacionales", role: (role) => `gastos de ${role}` },
  approval: (approvers, band) => `debe aprobarlo ${approvers} (${band})`,
  approvalGap: (below, from, to, above) =>
    `la política no nombra aprobador ${to ? `por encima de ${from} hasta ${to}` : `por encima de ${from}`}${below ? `: ${below} aprueba hasta ${from}` : ""}${above && to ? `${below ? " y" : ":"} ${above} por encima de ${to}` : ""}`,
  approvalAtRate: (approvers, band) => `al tipo de cambio de la política, debe aprobarlo ${approvers} si llega a ${band}`,
  routineApproval: (approvers) => `lo aprueba ${approvers}, como de costumbre`,
  receiptRequired: (threshold) =>
    threshold ? `guarda el comprobante, obligatorio por encima de ${threshold}` : "guarda el comprobante, obligatorio para todo gasto",
  receiptMissing: (threshold) =>
    `la política exige comprobante ${threshold ? `por encima de ${threshold}` : "para todo gasto"}: pide una copia al proveedor o sigue la regla de la política para un comprobante perdido`,
  mileagePaidAt: (rate, unit) => `la política paga el uso del auto propio a ${rate} por ${unit}`,
  advanceRefused: "la política no otorga anticipos",
  deadline: (days, business) => `el plazo de ${days} días${business ? " hábiles" : ""} para rendir`,
  cutOffDays: (days) => `${days} días después del gasto`,
  cutOffDayOfMonth: (day) => `el día ${day} del mes siguiente`,
  withinDeadline: (deadline) => `está dentro de ${deadline}`,
  lateForfeited: (deadline) => `ya pasó ${deadline} y la política no reembolsa lo presentado fuera de plazo`,
  lateWithApproval: (deadline, approver) => `ya pasó ${deadline}: fuera de plazo se reembolsa solo con la aprobación de ${approver}`,
  lateNoRule: (deadline) => `ya pasó ${deadline} y la política no dice si se paga lo presentado fuera de plazo`,
  lateBeforeCutOff: (deadline, cutOff) => `ya pasó ${deadline}, pero la política aún paga lo presentado hasta ${cutOff}`,
  advanceWithin: (most) => (most ? `la política otorga anticipos de hasta ${most}` : "la política otorga anticipos"),
  advanceOver: (most, excess) => `la política otorga anticipos de hasta ${most}; este lo supera en ${excess}`,
  documentRefused: (document, category, instead) =>
    `la política no acepta ${document}${category ? ` para ${category}` : ""}${instead ? `; presenta ${instead}` : ""}`,
  prohibited: (item) => `la política no reembolsa ${item}`,
  refusedInWords: {
    alreadyPaid: "la política no reembolsa lo que ya pagó un cliente u otra persona",
    personalInsurance: "la política no reembolsa los seguros de viaje personales",
    companion: "la política no reembolsa los gastos de familiares o acompañantes",
    cashPayment: "la política no reembolsa un pago de este monto hecho en efectivo",
    personalTaxId: "la política solo acepta comprobantes a nombre de la empresa: pide uno con su razón social y su número fiscal",
    fuelWithMileage: "la tarifa por kilómetro ya paga el auto, combustible incluido",
  },
  onlyWithClients: (item) => `la política reembolsa ${item} solo al atender a clientes`,
  onlyWithMeals: (item) => `la política reembolsa ${item} solo con una comida`,
  allowedWithClients: (item) => `la política reembolsa ${item} al atender a clientes`,
  allowedWithMeals: (item) => `la política reembolsa ${item} con moderación en una comida`,
  notApprovedInAdvance: (item) => `la política reembolsa ${item} solo con aprobación previa, y esta no la tuvo`,
  onlyApprovedInAdvance: (item, approvers) =>
    `la política reembolsa ${item} solo con aprobación previa${approvers ? ` de ${approvers}` : ""}`,
  cabinAllowed: (cabin) => `se permite ${cabin}`,
  cabinNever: (cabin) => `no se permite nunca ${cabin}`,
  cabinNeedsApproval: (cabin, approvers) =>
    `${cabin} no está entre las clases permitidas, así que requiere aprobación previa${approvers ? ` de ${approvers}` : ""}`,
  ask: (missing) => `falta indicar ${missing}`,
};

const PT_BR: ExpensePhrases = {
  verdicts: {
    allowed: "Sim",
    needs_approval: "Sim, com aprovação",
    needs_document: "Sim, com o documento correto",
    over_limit: "Acima do limite",
    not_reimbursable: "Não",
    cannot_tell: "Ainda não dá para saber",
  },
  categories: {
    meals: "refeições",
    lodging: "hospedagem",
    airfare: "passagens aéreas",
    groundTransport: "transporte terrestre",
    mileage: "quilometragem",
    entertainment: "atendimento a clientes",
    other: "outras despesas",
  },
  documents: RULE_PHRASES["pt-BR"].documents,
  cabins: {
    economy: "a classe econômica",
    premiumEconomy: "a econômica premium",
    business: "a classe executiva",
    first: "a primeira classe",
  },
  items: {
    alcohol: "bebidas alcoólicas",
    firstClass: "viagens em primeira classe",
    businessClass: "viagens em classe executiva",
    minibar: "consumo do frigobar",
    spa: "despesas de spa",
    gambling: "jogos de azar e apostas",
    tobacco: "tabaco",
    fines: "multas",
    personal: "despesas pessoais",
    upgrades: "upgrades",
    cashWithdrawals: "saques em dinheiro",
    giftCards: "cartões-presente",
    entertainment: "entretenimento",
    laundry: "lavanderia",
    inRoomMovies: "entretenimento no quarto",
    tips: "gorjetas",
  },
  missing: {
    amount: () => "o valor",
    currency: () => "a moeda",
    category: () => "com o que foi o gasto (refeições, hospedagem, um voo…)",
    place: ({ city }) =>
      city ? `o país de ${city}, para saber se vale o limite do exterior` : "a cidade, para saber se vale o limite do exterior",
    role: () => "o seu cargo",
    exchangeRate: ({ from, to, source }) =>
      `a taxa de câmbio de ${from} para ${to}, a moeda dos limites da política${source ? ` (a taxa da política: ${source})` : ""}`,
    cabin: () => "a classe do voo",
    flightHours: () => "quantas horas dura o voo",
    nights: () => "quantas noites a estadia cobre",
    attendees: () => "para quantas pessoas foi",
    distance: ({ unit }) => `a distância percorrida, em ${unit}`,
  },
  anyValue: {
    place: "onde quer que tenha sido gasto",
    category: "seja qual for a despesa",
    cabin: "em qualquer classe",
    flightHours: "qualquer que seja a duração do voo",
    role: "seja qual for o seu cargo",
  },
  sameAnyway: (facts) => `a resposta é a mesma ${facts}`,
  assumed: "suposto",
  anyLabel: "qualquer um (a resposta é a mesma)",
  place: (place) => (place.kind === "home" ? "no país" : place.kind === "abroad" ? "no exterior" : `em ${place.name}`),
  list: (items) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`),
  expense: (amount, category) => `${amount} em ${category}`,
  converted: (original, rate, converted) => `(${original} × ${rate} = ${converted})`,
  nothingLimits: "nenhuma regra da política o limita",
  unreadLine: (line) =>
    `a política fala disso em uma linha que as regras não conseguiram ler ("${line}"); pergunte a quem administra a política o que ela permite`,
  mealsWithin: (perDay, limit, place, perPerson) =>
    `${perDay}${perPerson ? " por pessoa" : ""} por dia está dentro do limite de refeições ${place} de ${limit}`,
  mealsOver: (perDay, limit, place, perPerson, excess) =>
    `${perDay}${perPerson ? " por pessoa" : ""} por dia passa do limite de refeições ${place} de ${limit}, em ${excess} no total`,
  lodgingWithin: (perNight, limit, place) =>
    `${perNight ? `${perNight} por noite` : "a estadia"} está dentro do limite de hospedagem ${place} de ${limit} por noite`,
  lodgingOver: (perNight, limit, place, excess) =>
    `${perNight} por noite passa do limite de hospedagem ${place} de ${limit}, em ${excess} no total`,
  roleWithin: (role, limit) => `está dentro do limite por transação de ${limit} para ${role}`,
  roleOver: (role, limit, excess) => `passa do limite por transação de ${limit} para ${role}, em ${excess}`,
  capWithin: (item, cap) => `está dentro do teto de ${item} de ${cap}`,
  capOver: (item, cap, excess) => `passa do teto de ${item} de ${cap}, em ${excess}`,
  mileageWithin: (allowance, rate, distance) => `está dentro do reembolso de quilometragem de ${allowance} (${rate} × ${distance})`,
  mileageOver: (allowance, rate, distance, excess) =>
    `passa do reembolso de quilometragem de ${allowance} (${rate} × ${distance}), em ${excess}`,
  band: (from, to) => (from && to ? `acima de ${from} até ${to}` : from ? `acima de ${from}` : to ? `até ${to}` : "qualquer valor"),
  scopes: { international: "viagens internacionais", role: (role) => `despesas de ${role}` },
  approval: (approvers, band) => `precisa da aprovação de ${approvers} (${band})`,
  approvalGap: (below, from, to, above) =>
    `a política não indica aprovador ${to ? `acima de ${from} até ${to}` : `acima de ${from}`}${below ? `: ${below} aprova até ${from}` : ""}${above && to ? `${below ? " e" : ":"} ${above} acima de ${to}` : ""}`,
  approvalAtRate: (approvers, band) => `pela taxa de câmbio da política, precisa da aprovação de ${approvers} se chegar a ${band}`,
  routineApproval: (approvers) => `${approvers} aprova, como de costume`,
  receiptRequired: (threshold) =>
    threshold ? `guarde o comprovante, obrigatório acima de ${threshold}` : "guarde o comprovante, obrigatório para toda despesa",
  receiptMissing: (threshold) =>
    `a política exige comprovante ${threshold ? `acima de ${threshold}` : "para toda despesa"}: peça uma segunda via ao fornecedor ou siga a regra da política para comprovante perdido`,
  mileagePaidAt: (rate, unit) => `a política paga o uso do carro próprio a ${rate} por ${unit}`,
  advanceRefused: "a política não concede adiantamentos",
  deadline: (days, business) => `o prazo de ${days} dias${business ? " úteis" : ""} para lançar`,
  cutOffDays: (days) => `${days} dias após a despesa`,
  cutOffDayOfMonth: (day) => `o dia ${day} do mês seguinte`,
  withinDeadline: (deadline) => `está dentro d${deadline}`,
  lateForfeited: (deadline) => `já passou ${deadline} e a política não reembolsa o que é apresentado fora do prazo`,
  lateWithApproval: (deadline, approver) => `já passou ${deadline}: fora do prazo, só é reembolsado com a aprovação de ${approver}`,
  lateNoRule: (deadline) => `já passou ${deadline} e a política não diz se paga o que é apresentado fora do prazo`,
  lateBeforeCutOff: (deadline, cutOff) => `já passou ${deadline}, mas a política ainda paga o que for apresentado até ${cutOff}`,
  advanceWithin: (most) => (most ? `a política concede adiantamentos de até ${most}` : "a política concede adiantamentos"),
  advanceOver: (most, excess) => `a política concede adiantamentos de até ${most}; este passa em ${excess}`,
  documentRefused: (document, category, instead) =>
    `a política não aceita ${document}${category ? ` para ${category}` : ""}${instead ? `; apresente ${instead}` : ""}`,
  prohibited: (item) => `a política não reembolsa ${item}`,
  refusedInWords: {
    alreadyPaid: "a política não reembolsa o que um cliente ou outra pessoa já pagou",
    personalInsurance: "a política não reembolsa seguros de viagem pessoais",
    companion: "a política não reembolsa despesas de familiares ou acompanhantes",
    cashPayment: "a política não reembolsa um pagamento deste valor feito em dinheiro",
    personalTaxId: "a política só aceita notas em nome da empresa: peça uma nova com o CNPJ dela",
    fuelWithMileage: "o valor por quilômetro já paga o carro, combustível incluído",
  },
  onlyWithClients: (item) => `a política só reembolsa ${item} no atendimento a clientes`,
  onlyWithMeals: (item) => `a política só reembolsa ${item} com uma refeição`,
  allowedWithClients: (item) => `a política reembolsa ${item} no atendimento a clientes`,
  allowedWithMeals: (item) => `a política reembolsa ${item} com moderação em uma refeição`,
  notApprovedInAdvance: (item) => `a política só reembolsa ${item} com aprovação prévia, e esta não a teve`,
  onlyApprovedInAdvance: (item, approvers) => `a política só reembolsa ${item} com aprovação prévia${approvers ? ` de ${approvers}` : ""}`,
  cabinAllowed: (cabin) => `${cabin} é permitida`,
  cabinNever: (cabin) => `${cabin} nunca é permitida`,
  cabinNeedsApproval: (cabin, approvers) =>
    `${cabin} não está entre as classes permitidas, então precisa de aprovação prévia${approvers ? ` de ${approvers}` : ""}`,
  ask: (missing) => `falta informar ${missing}`,
};

export const EXPENSE_PHRASES: Record<Language, ExpensePhrases> = { en: EN, es: ES, "pt-BR": PT_BR };
