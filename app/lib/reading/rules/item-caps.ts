import type { CappedItem, CapUnit } from "~/lib/rulebook/policy-rules";
import type { Figures, SentenceReading } from "./sentence";
import { anyOf, SERVICE_BY_LAW, type Vocabulary } from "./shared";

/*
 * Caps on one item per unit, and as a percentage of the bill: "taxis max $60 per ride", "tips up to
 * 15 % of the bill", "client dinners: hasta 800 MXN por persona", "estacionamento até R$ 40 por dia".
 * An item's words, then its cap within the same stretch of text; a cap in money needs its unit
 * (a taxi's is the ride when none is written), a percentage is of the bill. A sentence that refuses
 * the item ("no tips") is the prohibitions' to read, and two different caps for one item in one
 * sentence ("15 % in Canada, 20 % in the US") are left for the owner rather than guessed.
 */

// prettier-ignore
const ITEMS: Vocabulary<CappedItem> = {
  en: {
    taxi: ["taxis?", "cabs?", "ubers?", "lyfts?", "rideshares?", "ride[- ]?hailing", "taxi rides?", "cab rides?"],
    tips: ["tips?", "gratuit(?:y|ies)", "tipping"],
    housekeeping: ["(?:hotel )?housekeeping", "maid service", "room attendants?"],
    entertainment: ["client (?:entertainment|dinners?|meals?|lunches?|hospitality)", "customer (?:entertainment|dinners?|meals?)",
      "(?:meals?|dinners?|lunches?|breakfasts?)(?: or (?:meals?|dinners?|lunches?))? with (?:a |the )?(?:clients?|customers?)",
      "entertaining clients", "entertainment", "hospitality"],
    laundry: ["laundry", "dry cleaning"],
    parking: ["parking"],
    internet: ["internet", "wi-?fi"],
    baggage: ["checked (?:bags?|baggage|luggage)", "baggage", "luggage", "bag fees?"],
  },
  es: {
    taxi: ["taxis?", "ubers?", "cabify", "didi", "remises", "remis", "taxis? o (?:uber|cabify|didi)"],
    tips: ["propinas?"],
    housekeeping: ["propinas? (?:de|para|a) (?:la )?(?:camarera|limpieza|mucama)", "camarera de piso"],
    entertainment: ["(?:comidas?|cenas?|almuerzos?|desayunos?)(?: o (?:comidas?|cenas?|almuerzos?))? con (?:el |un |los )?clientes?", "atenciones? a clientes", "gastos de representacion", "representacion",
      "entretenimiento"],
    laundry: ["lavanderia", "tintoreria"],
    parking: ["estacionamientos?", "aparcamientos?", "parqueaderos?", "parqueos?", "parking"],
    internet: ["internet", "wi-?fi"],
    baggage: ["equipaje(?: facturado)?", "maletas?"],
  },
  pt: {
    taxi: ["taxis?", "ubers?", "corridas? de (?:taxi|aplicativo)", "transporte por aplicativo", "aplicativos? de transporte"],
    tips: ["gorjetas?"],
    housekeeping: ["gorjetas? (?:de|para|a) (?:a )?camareira", "camareira"],
    entertainment: ["(?:refeicoes|refeicao|almocos?|jantar(?:es)?|cafes?)(?: ou (?:almocos?|jantar(?:es)?|refeicao|refeicoes))? com (?:o |um |os )?clientes?", "entretenimento", "representacao"],
    laundry: ["lavanderia"],
    parking: ["estacionamentos?"],
    internet: ["internet", "wi-?fi"],
    baggage: ["bagage(?:m|ns)(?: despachadas?)?", "malas? despachadas?"],
  },
};

// prettier-ignore
const UNITS: Vocabulary<Exclude<CapUnit, "bill">> = {
  en: {
    ride: ["per (?:ride|trip|journey|fare|taxi|cab|way)", "each (?:ride|trip|way)", "a ride", "one[- ]way", "/ ?ride"],
    person: ["per (?:head|person|guest|attendee|participant|cover|pax)", "a head", "pp", "/ ?(?:person|head|pax)"],
    day: ["per day", "a day", "/ ?day", "daily"],
    night: ["per night", "a night", "/ ?night", "nightly"],
    trip: ["per (?:trip|journey)", "a trip", "each trip"],
    month: ["per month", "a month", "/ ?month", "monthly"],
  },
  es: {
    ride: ["(?:por|x) (?:viaje|trayecto|carrera|traslado|recorrido|servicio)", "cada (?:viaje|trayecto|carrera)"],
    person: ["(?:por|x) (?:persona|cabeza|comensal|invitado|asistente|participante|pax)", "c/u"],
    day: ["(?:por|x) dia", "al dia", "diarios?", "/ ?dia"],
    night: ["(?:por|x) noche", "/ ?noche"],
    trip: ["por viaje", "cada viaje"],
    month: ["por mes", "al mes", "mensual(?:es)?", "/ ?mes"],
  },
  pt: {
    ride: ["por (?:corrida|viagem|trajeto|trecho|percurso)", "cada (?:corrida|trajeto)"],
    person: ["por (?:pessoa|cabeca|participante|convidado|pax)"],
    day: ["por dia", "ao dia", "diarios?", "/ ?dia"],
    night: ["por noite", "/ ?noite"],
    trip: ["por viagem", "cada viagem"],
    month: ["por mes", "ao mes", "mensa(?:l|is)", "/ ?mes"],
  },
};

const ITEM_ORDER = Object.keys(ITEMS.en) as CappedItem[];
const ITEM_PATTERNS = ITEM_ORDER.map((item) => [item, new RegExp(String.raw`\b${anyOf(ITEMS, item)}\b`)] as const);
/** Any capped item's words, in the three languages ("Rideshare/Taxi", "Propinas", "Lavandería"). */
export const CAPPED_ITEM_WORDS = new RegExp(ITEM_PATTERNS.map(([, pattern]) => pattern.source).join("|"));
const UNIT_PATTERNS = (Object.keys(UNITS.en) as Exclude<CapUnit, "bill">[]).map(
  (unit) => [unit, new RegExp(String.raw`^[\s|:/-]*(?:\w+\s+){0,2}?(?:${anyOf(UNITS, unit)})(?![a-z])`)] as const,
);
/** A cap's words before its figure: "up to", "max", "hasta", "até", "no more than", "capped at". */
const CAP_WORDS =
  /\b(?:up to|at most|max(?:imum)?|no more than|como mucho|not (?:to )?exceed\w*|capped|cap|limit\w*|hasta|maximo|tope|no mas de|como maximo|ate|no maximo|limite|teto)\b/;
const PERCENT = /(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|percent\b|per cent\b|por ?ciento\b|por ?cento\b)/g;
const HAS_PERCENT = new RegExp(PERCENT.source);
const OF_THE_BILL =
  /\b(?:of the (?:bill|total|check|meal|fare)|de la (?:cuenta|factura)|del (?:total|consumo)|da (?:conta|nota)|do (?:total|valor))\b/;
const REFUSED =
  /\b(?:no|not|never|nunca|nao|sin|sem)\b[^.;]{0,25}$|\b(?:not (?:reimburs\w*|paid|allowed|covered)|no (?:se )?(?:reembolsa\w*|paga\w*|cubre\w*)|nao (?:sao |e )?(?:reembols\w*|pag\w*|cobert\w*))/;

const OVER_PERCENT =
  /^\S+\s+(?:(?:that are|that is|que sean?|que forem?)\s+)?(?:over|above|more than|in excess of|beyond|exceeding|acima de|mais de|superior(?:es)? a|por encima del?|mas del?|arriba del?|encima del?)\s*(?:el |o |do |del )?\d{1,2}(?:[.,]\d+)?\s*%/;

/** "Gorjeta não", "Propinas: ninguna": the item refused right after its name. */
const REFUSED_AFTER = /^[\w ]{0,12}?\s*[:=-]?\s*(?:no|nao|not|none|ninguna|nenhuma|never|nunca)\b/;
/** "the 10 % de ley", "service charge": a charge on the bill, no cap on tips. */
const SERVICE_CHARGE = /\b(?:service charge|de ley|cargo por servicio|servicio incluido|taxa de servico|servico incluso)\b/;
/** A figure for a document's use ("planilla de movilidad for taxis up to 30 per day") is no cap on the item. */
const DOCUMENT_USE =
  /\b(?:planillas?|declaracion jurada|sworn statement|without (?:a )?(?:receipt|invoice)|sin (?:comprobante|factura|boleta)|sem (?:comprovante|nota)|recibos? simples?)\b/;

/** "Around 40 a ride", "unos 400 por viaje": a guide, no cap, unless a cap's words say so too. */
const APPROXIMATE =
  /\b(?:around|about|roughly|approx\w*|some|unos|unas|alrededor de|aproximadamente|aprox|uns|umas|cerca de|mais ou menos)\s*(?:\$|r\$|us\$)?\s*$/;

/** How far after an item's words its cap may stand ("Taxis are fine after 9pm, max $60 per ride"). */
const REACH = 70;

export function readItemCaps(sentence: SentenceReading, figures: Figures): boolean {
  const lower = sentence.lower;
  let placed = false;
  for (const [item, pattern] of ITEM_PATTERNS) {
    const found = pattern.exec(lower);
    if (!found || figures.rules.caps.some((cap) => cap.item === item)) continue;
    const from = found.index;
    const stretch = lower.slice(from, from + found[0].length + REACH);
    const rest = lower.slice(from + found[0].length, from + found[0].length + 30);
    // "Tips over 15% are not reimbursed", "Gorjeta acima de 10%" under what is not paid: the part over the percentage is refused, a cap.
    const overPercent = item === "tips" && OVER_PERCENT.test(stretch);
    if (!overPercent && (REFUSED.test(stretch) || REFUSED_AFTER.test(rest) || REFUSED.test(lower.slice(Math.max(0, from - 30), from))))
      continue;
    placed = readPercent(sentence, figures, item, stretch) || readMoneyCap(sentence, figures, item, from, found[0].length) || placed;
  }
  return placed;
}

function readPercent(sentence: SentenceReading, figures: Figures, item: CappedItem, stretch: string): boolean {
  // "Gorjeta / taxa de serviço: 10% da conta": a label naming both is the tip's cap; "the 10 % service charge" alone is no cap.
  // A service charge named after the percentage explains it ("até 10% da conta (a taxa de serviço … conta como gorjeta)").
  const beforePercent = stretch.slice(0, Math.max(0, stretch.search(/\d{1,2}(?:[.,]\d+)?\s*%/)));
  if (
    item !== "tips" ||
    SERVICE_BY_LAW.test(sentence.lower) ||
    /%\s*(?:\w+\s+)?(?:de\s+)?(?:service|servicio|servico)\b/.test(stretch) ||
    SERVICE_CHARGE.test(beforePercent.replace(/^[^:]{0,30}\/\s*(?:taxa de servico|service charge|cargo por servicio)\s*:/, ""))
  )
    return false;
  // "Tips on taxis up to 10 % of the fare": a fare's tip, not the bill's the check caps.
  if (/\b(?:on|for|en|de|em) (?:taxis?|cabs?|rides?|ubers?|the fare)\b|\bof the fare\b/.test(stretch)) return false;
  const percents = new Set([...sentence.lower.matchAll(PERCENT)].map((match) => Number(match[1]!.replace(",", "."))));
  if (percents.size !== 1 || !HAS_PERCENT.test(stretch)) return false;
  if (!(CAP_WORDS.test(stretch) || OF_THE_BILL.test(stretch) || /%/.test(stretch.slice(0, 30)))) return false;
  const percent = [...percents][0]!;
  if (percent <= 0 || percent > 100) return false;
  figures.rules.caps.push({ item, amount: null, percent, per: "bill", provenance: sentence.words() });
  return true;
}

function readMoneyCap(sentence: SentenceReading, figures: Figures, item: CappedItem, from: number, length: number): boolean {
  if (DOCUMENT_USE.test(sentence.lower)) return false;
  // "Taxi: usar aplicativos (Cabify, InDrive, Uber) o taxis de empresa, con un tope de S/ 45 por trayecto": the item that
  // labels the line is what its one figure caps, however far.
  const labelled = from === 0 && /^[^:\d]{0,30}:/.test(sentence.lower.slice(0, from + length + 2));
  const candidates = sentence.freeBetween(Math.max(0, from - 25), labelled ? sentence.lower.length : from + length + REACH);
  if (candidates.length !== 1) return false;
  const amount = candidates[0]!;
  const after = sentence.lower.slice(amount.end, amount.end + 30);
  const before = sentence.lower.slice(Math.max(0, amount.start - 25), amount.start);
  const units = item === "taxi" ? UNIT_PATTERNS : UNIT_PATTERNS.filter(([unit]) => unit !== "ride");
  if (APPROXIMATE.test(before) && !CAP_WORDS.test(sentence.lower.slice(Math.max(0, amount.start - 25), amount.end + 30))) return false;
  // The unit after the figure ("$60 per ride"), or between the item and its figure ("Taxi | Per ride | C$60").
  const between = sentence.lower.slice(from + length, amount.start);
  let per = units.find(([, pattern]) => pattern.test(after))?.[0] ?? units.find(([, pattern]) => pattern.test(between))?.[0];
  // A taxi's cap with no unit, or "per trip", is a ride's ("taxis fine after 9pm, max $60").
  if ((!per && item === "taxi" && CAP_WORDS.test(before)) || (per === "trip" && item === "taxi")) per = "ride";
  if (!per) return false;
  figures.rules.caps.push({ item, amount: sentence.take(amount), percent: null, per, provenance: sentence.words() });
  return true;
}
