import type { Money, Place } from "~/lib/rulebook/policy-rules";
import { cityCountry } from "../country-signals";
import { ABROAD, BACK_REFERENCE, HOME, bareCountryIn, cityIn, destinationIn, knownCityIn, placeOf, samePlace } from "./places";
import { plain } from "../text";
import { amountsIn, type Figures, type SentenceReading } from "./sentence";
import { anyOf, clausesOf, test, wordsIn, type Vocabulary } from "./shared";

/*
 * Limits per day and per night, at home, abroad or per destination.
 * meals and lodging: what a limit is for; perNight: "150/night"; perDiem and officialTable: a per
 * diem at an official table ("GSA per diem") is a rate the company follows, not a limit it sets.
 */

// prettier-ignore
const WORDS: Vocabulary<"meals" | "lodging" | "perNight" | "perDiem" | "officialTable"> = {
  en: {
    // "feeding": a model's translation of "alimentación".
    meals: ["meals?", "food", "feeding", "per[- ]diems?", "breakfast", "lunch", "dinner", "m&ie"],
    lodging: ["hotel(?:es|s)?", "lodging", "accommodations?", "per night", "a night", "nightly", "each night"],
    perNight: ["night"],
    perDiem: ["per diem"],
    officialTable: ["gsa", "official", "federal"],
  },
  es: {
    meals: ["comidas?", "alimentacion", "alimentos", "almuerzos?", "cenas?", "dietas?", "viaticos?", "manutencion", "desayunos?"],
    lodging: ["hotel(?:es|s)?", "alojamientos?", "hospedajes?", "por noche", "la noche", "a noche"],
    perNight: ["noche"],
    perDiem: ["viaticos?", "diarias?"],
    officialTable: ["oficial", "federal"],
  },
  pt: {
    meals: ["refeicao", "refeicoes", "alimentacao", "ajudas? de custo", "cafe da manha", "almoco"],
    lodging: ["hotel(?:es|s)?", "hospedagem", "hospedagens", "alojamento", "pernoites?", "por noite", "a noite", "por diaria",
      "diaria de hotel"],
    perNight: ["noite"],
    perDiem: ["diarias?"],
    officialTable: ["oficial", "federal"],
  },
};

export const MEALS = wordsIn(WORDS, "meals");
const BREAKFAST_WITH_ROOM =
  /\b(?:alojamiento|hotel\w*|hospedaje|habitacion|lodging|room|hospedagem|quarto|alojamento)\b[^.;]{0,40}\b(?:y|and|e|con|with|com|incl\w*)\s+(?:el\s+|o\s+)?(?:desayuno|breakfast|cafe da manha|pequeno-almoco)\b|\bbed and breakfast\b/;
const BREAKFAST_ONLY = /^(?:(?!\b(?:meals?|comidas?|refeic\w*|lunch|dinner|almuerzo|cena|almoco|jantar)\b).)*$/;
export const LODGING = new RegExp(String.raw`\b${anyOf(WORDS, "lodging")}\b|\/\s*${anyOf(WORDS, "perNight")}`);
const PER_DIEM = wordsIn(WORDS, "perDiem");
const OFFICIAL_TABLE = wordsIn(WORDS, "officialTable");

/** One meal of the day named alone, and words for a whole day's meals. */
const ONE_MEAL =
  /^(?:(?!\b(?:meals?|food|comidas|alimentacion|alimentos|refeicoes|alimentacao|viaticos?|per diems?|m&ie|subsistence)\b).)*\b(?:breakfast|lunch|dinner|supper|desayuno|almuerzo|cena|comida del mediodia|cafe da manha|pequeno-almoco|almoco|jantar)\b(?:(?!\b(?:meals?|comidas|refeicoes)\b).)*$/;
const WHOLE_DAY = /\b(?:per day|a day|daily|full (?:travel )?day|por dia|al dia|diari[oa]s?|dia completo|ao dia|diarias?)\b/;
const PER_DAY = /\b(?:per day|a day|por dia|al dia|ao dia|diarios?)\b|\/\s*dia\b/;
const INCIDENTALS = /\b(?:incidental\w*|incidentales|gastos menores|despesas miudas)\b/;
const LODGING_WORD = /\b(?:hotel\w*|lodging|accommodation|room|hospedaje|alojamiento|habitacion|hospedagem|alojamento|quarto)\b/;

const DRINKS = /\b(?:alcohol\w*|drinks?|beers?|wine|bebidas?|copas?|tragos?|cervezas?|cervejas?|vinhos?|vinos?|doses?)\b/;

/** "except when", "unless", "salvo cuando", "exceto quando", "en temporada alta": a condition, not a place. */
export const CONDITION_WORDS =
  /\b(?:except (?:when|if)|unless|excepto (?:cuando|si)|salvo (?:cuando|si|que)|exceto (?:quando|se)|salvo (?:quando|se)|a menos que|a nao ser que|(?:en |in |na |during |durante (?:la |a )?)?(?:temporada alta|alta temporada|high season|peak season|alta estacao|epoca alta))\b/;
const CONDITION = new RegExp(String.raw`^\W*${CONDITION_WORDS.source}`);

/** A clause that is only a place's name ("San Francisco" after "in New York and"). */
const BARE_PLACE = /^\s*(?:(?:[Ii]n|[Ee]n|[Ee]m)\s+)?(\p{Lu}[\p{L}.'-]+(?:\s(?:de\s|do\s|da\s|del\s)?\p{Lu}[\p{L}.'-]+){0,2})\s*$/u;

/** Regions are no destination a card can check ("Europe", "América do Sul", "capitais"): their caps wait for the owner. */
export const REGION =
  /\b(?:europe|europa|asia|africa|oceania|latin america|south america|north america|central america|america latina|latinoamerica|sudamerica|america del sur|america do sul|centroamerica|america central|caribbean|caribe|middle east|medio oriente|oriente medio|capitals?|capitales|capitais|rest of|resto del?|demais|otras ciudades|outras cidades|other cities)\b/;

/**
 * Countries in brackets after "abroad" are examples of it ("fora do país (Argentina, Paraguai)",
 * "fuera del país (ferias en Brasil, Argentina)"): the cap is abroad's, not theirs alone.
 */
function examplesOfAbroad(lower: string, clauseStart: number): boolean {
  const open = lower.lastIndexOf("(", clauseStart);
  if (open < 0 || lower.lastIndexOf(")", clauseStart) > open) return false;
  return ABROAD_BEFORE_BRACKET.test(lower.slice(Math.max(0, open - 40), open));
}
const ABROAD_BEFORE_BRACKET = new RegExp(String.raw`\b${ABROAD.source.replace(/^\\b/, "")}\s*$`);

/** A destination or city a clause names on its own ("except in Bogotá", "and Cartagena", "In Boston"). */
function namedPlaceOf(clause: string, original: string, home: string, inBrackets: boolean): Place | undefined {
  if (REGION.test(clause)) return undefined;
  const country =
    destinationIn(clause) ??
    (BARE_PLACE.test(original) || /^\s*\p{Lu}[\p{L}. ]+\s+\p{Ll}+\s*$/u.test(original) ? bareCountryIn(original) : undefined);
  if (country) return country === home ? undefined : { kind: "destination", country, city: null };
  // "except London and Tokyo ($350)": a known city named on its own ("Aussie trips (mostly Sydney…)": examples in brackets are not).
  const city = cityIn(original) ?? BARE_PLACE.exec(original)?.[1] ?? (inBrackets ? undefined : knownCityIn(original));
  if (!city || /^[A-Z]{2,4}$/.test(city) || !cityCountry(city)) return undefined;
  return { kind: "destination", country: null, city: city.replace(/[.]$/, "") };
}

/** Meals per day and lodging per night, clause by clause. */
export function readDailyLimits(sentence: SentenceReading, figures: Figures, label?: "meals" | "lodging"): boolean {
  const previous = figures.lastLimit;
  figures.lastLimit = undefined;
  // A sentence that only names another place goes on with the previous sentence's limit.
  const placeOnly =
    !MEALS.test(sentence.lower) &&
    !LODGING.test(sentence.lower) &&
    (destinationIn(sentence.lower) !== undefined || cityIn(sentence.text) !== undefined || test(ABROAD, sentence.lower));
  let kind: "meals" | "lodging" | undefined = label ?? (placeOnly && sentence.text.length < 80 ? previous : undefined);
  let placed = false;
  const parts = clausesOf(sentence.lower, sentence.text);
  // "Lima: comida S/ 140 – hotel hasta S/ 250", "Chile (Santiago, Arica): comida USD 70 – hotel hasta USD 140": the
  // place the line opens with is each of its limits' place.
  const opening = /^([^:]{2,60}):\s/.exec(sentence.text);
  const openingName = opening ? opening[1]!.replace(/\s*\([^()]*\)/g, "").trim() : "";
  const openingPlace =
    openingName && !MEALS.test(plain(openingName)) && !LODGING.test(plain(openingName))
      ? namedPlaceOf(plain(openingName), openingName, figures.home, false)
      : undefined;
  const sentenceAbroad = test(ABROAD, sentence.lower) && !test(HOME, sentence.lower);
  // "60 USD at home, 90 abroad": a clause without a place is at home when another clause is abroad.
  // Only a clause with its own figure counts: "En el extranjero, el tope es de US$ 200" is one limit abroad.
  const abroadElsewhere =
    parts.length > 1 &&
    parts.some(
      (part) =>
        amountsIn(sentence, part).length > 0 &&
        (test(ABROAD, part.text) || destinationIn(part.text) || cityIn(sentence.text.slice(part.start, part.end))),
    );
  // "International travel: meals up to $90 a day ($70 in Mexico)": abroad is said of the whole line, Mexico is its exception.
  const abroadLead = sentenceAbroad && parts.some((part) => amountsIn(sentence, part).length === 0 && test(ABROAD, part.text));
  const aboutLimits = kind !== undefined || MEALS.test(sentence.lower) || LODGING.test(sentence.lower);
  /** Places named in clauses before the figure: "In Boston and Chicago, where prices are higher, the cap is $300". */
  let named: Place[] = [];
  let regionBefore = false;
  /** The last destination's limit: "$325 in New York and San Francisco" gives both cities the figure. */
  let shared: { kind: "meals" | "lodging"; amount: Money } | undefined;
  // "alojamiento y desayuno", "bed and breakfast": breakfast with a room is part of the room.
  const breakfastWithRoom = BREAKFAST_WITH_ROOM.test(sentence.lower);
  for (const clause of parts) {
    const original = sentence.text.slice(clause.start, clause.end);
    // "R$ 90/dia, exceto quando o hotel tem café da manhã: aí é R$ 70": the figures after a condition are its variant, no limit of their own.
    if (CONDITION.test(clause.text)) break;
    if (shared && amountsIn(sentence, clause).length === 0 && clause.text.trim().length <= 30) {
      const bare = BARE_PLACE.exec(original)?.[1];
      if (bare && !/^[A-Z]{2,4}$/.test(bare) && !REGION.test(clause.text)) {
        const country = destinationIn(clause.text);
        const place: Place = country
          ? { kind: "destination", country, city: null }
          : { kind: "destination", country: null, city: bare.replace(/[.]$/, "") };
        const list = figures.rules[shared.kind];
        if (place.kind === "destination" && !list.some((limit) => samePlace(limit.place, place)))
          list.push({ amount: shared.amount, place, provenance: sentence.words() });
        continue;
      }
    }
    shared = undefined;
    if (aboutLimits && amountsIn(sentence, clause).length === 0 && !examplesOfAbroad(sentence.lower, clause.start)) {
      const place = namedPlaceOf(
        clause.text,
        original,
        figures.home,
        sentence.lower.lastIndexOf("(", clause.start) > sentence.lower.lastIndexOf(")", clause.start),
      );
      if (place) named.push(place);
      // "Nas capitais, até R$ 400": a region's cap is asked for, not read as home.
      if (REGION.test(clause.text)) regionBefore = true;
    }
    const lodging = LODGING.exec(clause.text);
    // "Diária nacional: R$ 180,00 por dia", "viático: USD 55 por día": a per diem paid by the day is the day's meals.
    const perDiemByDay = !lodging && PER_DIEM.test(clause.text) && PER_DAY.test(clause.text) ? PER_DIEM.exec(clause.text) : null;
    const meals = breakfastWithRoom && BREAKFAST_ONLY.test(clause.text) ? null : (MEALS.exec(clause.text) ?? perDiemByDay);
    if (meals && lodging) kind = meals.index < lodging.index ? "meals" : "lodging";
    else if (meals) kind = "meals";
    else if (lodging) kind = "lodging";
    if (!kind) continue;
    if (PER_DIEM.test(clause.text) && OFFICIAL_TABLE.test(clause.text)) continue;
    const amounts = amountsIn(sentence, clause);
    if (amounts.length === 0) continue;
    // "Bebida alcoólica … (máximo 2 por pessoa)": a bare number where drinks are spoken of counts drinks.
    if (amounts[0]!.mark.kind === "none" && DRINKS.test(sentence.lower)) continue;
    // "breakfast: $22.00", "cena: hasta $300": one meal's figure is no day's cap (the day's total may follow).
    // A heading's words before the last label ("Meal allowances in Canada: breakfast: $22") are its context, not the meal.
    const ownWords = clause.text.split(":").findLast((part) => /\p{L}/u.test(part)) ?? clause.text;
    if (kind === "meals" && !lodging && ONE_MEAL.test(ownWords) && !WHOLE_DAY.test(sentence.lower)) continue;
    // "an incidental allowance of $15.00 for each night": incidentals, not the room.
    if (kind === "lodging" && !LODGING_WORD.test(clause.text) && INCIDENTALS.test(sentence.lower)) continue;
    const own = test(ABROAD, clause.text) || destinationIn(clause.text) || test(HOME, clause.text) || cityIn(original);
    // "trips to New York ($300 USD/night there)": a clause that points back takes the place named before it.
    const before =
      !own && BACK_REFERENCE.test(clause.text)
        ? { lower: sentence.lower.slice(0, clause.start), text: sentence.text.slice(0, clause.start) }
        : null;
    const referred = before && (destinationIn(before.lower) || cityIn(before.text)) ? before : null;
    const place =
      openingPlace && !own && !referred && clause.start >= opening![0].length
        ? openingPlace
        : referred
          ? placeOf(referred.lower, referred.text, false, false, figures.home)
          : placeOf(clause.text, original, sentenceAbroad, abroadElsewhere && !own && !abroadLead, figures.home);
    const list = figures.rules[kind];
    if (!own && !referred && regionBefore) continue;
    // "em São Paulo e Curitiba até R$ 450", "En Nueva York y San Francisco el hospedaje…": the last place of the list opens the figure's clause.
    const lastOfList = /^\s*(\p{Lu}[\p{L}.'-]+(?:\s(?:de\s|do\s|da\s|del\s)?\p{Lu}[\p{L}.'-]+){0,2})/u.exec(original)?.[1];
    const listGoesOn = lastOfList !== undefined && cityCountry(lastOfList) !== undefined;
    if ((!own || listGoesOn) && !referred && named.length > 0) {
      const amount = sentence.take(amounts[0]!);
      if (listGoesOn) named.push({ kind: "destination", country: null, city: lastOfList });
      // "Argentina (Buenos Aires, Rosario): hotel até US$ 90": the country's cities in brackets are examples of it.
      const countries = named
        .filter((where) => where.kind === "destination" && where.country)
        .map((where) => (where as { country: string }).country);
      const places = named.filter(
        (where) => !(where.kind === "destination" && where.city && countries.includes(cityCountry(where.city) ?? "")),
      );
      for (const where of places)
        if (!list.some((limit) => samePlace(limit.place, where))) list.push({ amount, place: where, provenance: sentence.words() });
      named = [];
      figures.lastLimit = kind;
      placed = true;
      continue;
    }
    if (list.some((limit) => samePlace(limit.place, place))) continue;
    if (place.kind === "destination" && place.city && REGION.test(plain(place.city))) continue;
    const amount = sentence.take(amounts[0]!);
    list.push({ amount, place, provenance: sentence.words() });
    if (place.kind === "destination") shared = { kind, amount };
    figures.lastLimit = kind;
    placed = true;
  }
  return placed;
}
