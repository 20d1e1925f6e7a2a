import type { Cabin } from "~/lib/rulebook/policy-rules";
import { NUMBER_WORDS } from "../number-words";
import { ROLE_NOUN } from "./approvals";
import { NEVER } from "./prohibitions";
import type { Figures, SentenceReading } from "./sentence";
import { anyOf, clausesOf, wordsIn, type Clause, type Vocabulary } from "./shared";

/*
 * Class of travel: which cabin, for whom, from how many hours, allowed or not.
 * flight: a sentence about flying; one list per cabin; cabinWord: a class is named; flightContext:
 * "ejecutiva" is a cabin only beside these; firstClass: "first" is a cabin; notAllowed: "not allowed",
 * "proibida"; longerThan, shorterThan, orMore: "over 6 hours", "under 6 hours", "8 hours or more";
 * longer: "business for longer flights".
 */

/** Hours written as words, up to twelve ("nine hours", "ocho horas", "oito horas"). */
const HOUR_WORDS: Record<string, number> = { ...NUMBER_WORDS, eleven: 11, twelve: 12, doce: 12, onze: 11, doze: 12 };

// prettier-ignore
const WORDS: Vocabulary<
  | "flight" | Cabin | "cabinWord" | "flightContext" | "firstClass" | "notAllowed" | "longerThan" | "shorterThan" | "orMore" | "longer"
> = {
  en: {
    flight: ["class", "fly", "flies", "flights?", "cabin", "air ?travel", "economy", "coach", "business", "premium", "first"],
    premiumEconomy: ["premium economy", "premium eco", "premium(?= class| cabin| seats?)"],
    first: ["first class", "first"],
    // "executive class", "economic class": a model's translation of "clase ejecutiva", "clase económica".
    business: ["business(?! trips?| travel| purpose| meals?| expenses?| days?| hours?)", "executive class"],
    economy: ["economy", "coach", "economic class"],
    cabinWord: ["class", "economy", "coach", "business", "premium", "first"],
    flightContext: ["class", "fly", "flies", "flights?", "cabin", "air", "premium", "economy", "coach", "business class", "first class"],
    firstClass: ["first class", "first"],
    notAllowed: ["not allowed", "not permitted", "never", "not reimbursed", "not covered", "(?:shall|may|must|will|cannot|can) not", "not authori[sz]ed", "not eligible", "ineligible",
      "cannot", "not be (?:booked|used|reimbursed|paid)", "not reimbursable", "non-?reimbursable", "under no circumstances", "no circumstances", "prohibited", "forbidden"],
    longerThan: ["over", "more than", "longer than", "above", "exceeding", "at least", "\\+", ">"],
    shorterThan: ["under", "less than", "shorter than", "up to", "below"],
    orMore: ["or more", "\\+", "and up"],
    longer: ["longer"],
  },
  es: {
    flight: ["clase", "vuelos?", "vuelan", "volar", "cabina", "aereos?", "aerea", "premium", "ejecutiva", "turista", "economica"],
    premiumEconomy: ["turista premium", "premium(?! services?| servicios?| servicos?| cars?| autos?| carros?| categor\\w*)"],
    first: ["primera clase", "primera"],
    business: ["ejecutiva", "clase business"],
    economy: ["turista", "economica", "clase economica"],
    cabinWord: ["clase", "premium", "ejecutiva", "turista", "economica", "primera"],
    flightContext: ["clase", "vuel\\w*", "volar", "cabina", "aere\\w*", "tiquetes?", "pasajes?", "premium"],
    firstClass: ["primera clase"],
    notAllowed: ["no permitid\\w*", "no autorizad\\w*", "no (?:es |sera |son )?elegibles?", "en ninguna circunstancia", "prohibid\\w*", "nunca", "no se (?:permite|autoriza|reembolsa|paga)\\w*", "no (?:esta|sera|es) (?:permitid|autorizad)\\w*",
      "en ningun caso", "bajo ninguna circunstancia", "ni hablar"],
    longerThan: ["de mas de", "mas de", "superior(?:es)? a", "mayor(?:es)? a", "por encima de", "igual(?:es)? o superior(?:es)? a", "de al menos", "al menos"],
    shorterThan: ["menos de", "hasta", "inferior(?:es)? a"],
    orMore: ["o mas"],
    longer: ["largos?", "mas largos"],
  },
  pt: {
    flight: ["classe", "voos?", "voam", "voar", "cabina", "aereos?", "aerea", "premium", "executiva", "turista", "economica"],
    premiumEconomy: ["economica premium", "premium(?! services?| servicios?| servicos?| cars?| autos?| carros?| categor\\w*)"],
    first: ["primeira classe", "primeira"],
    business: ["executiva", "classe business"],
    economy: ["turista", "economica", "classe economica"],
    cabinWord: ["classe", "premium", "executiva", "turista", "economica", "primeira"],
    flightContext: ["classe", "voos?", "voa\\w*", "aere\\w*", "passagens?", "premium"],
    firstClass: ["primeira classe"],
    notAllowed: ["nao permitid\\w*", "nao autorizad\\w*", "nao (?:e |sera |sao )?elegive\\w*", "em nenhuma circunstancia", "proibid\\w*", "nunca", "nem pensar", "nao (?:sera|e|esta) (?:permitid|autorizad)\\w*", "em nenhuma hipotese",
      "nem pensar", "vedad\\w*"],
    longerThan: ["acima de", "mais de", "com mais de", "igual ou superior a", "superior a", "de pelo menos", "pelo menos", "a partir de"],
    shorterThan: ["ate", "inferior(?:es)? a"],
    orMore: ["ou mais"],
    longer: ["longos?", "mais longos"],
  },
};

const FLIGHT = wordsIn(WORDS, "flight");
export const CABIN_WORDS: ReadonlyArray<readonly [RegExp, Cabin]> = (["premiumEconomy", "first", "business", "economy"] as const).map(
  (cabin) => [wordsIn(WORDS, cabin), cabin] as const,
);
const CABIN_WORD = wordsIn(WORDS, "cabinWord");
const FLIGHT_CONTEXT = wordsIn(WORDS, "flightContext");
const FIRST_CLASS = wordsIn(WORDS, "firstClass");
const NOT_ALLOWED = wordsIn(WORDS, "notAllowed");
const LONGER = wordsIn(WORDS, "longer");
/** Hours written as a number or a word ("nine hours", "ocho horas", "oito (8) horas"). */
const COUNT = String.raw`(\d{1,2}|${Object.keys(HOUR_WORDS).join("|")})(?:\s*\(\s*(?:\d{1,2}|[a-z]+)\s*\))?`;
const HOURS_OVER = new RegExp(
  [
    String.raw`${anyOf(WORDS, "longerThan")}\s*${COUNT}\s*\+?\s*(?:hours|hour|hrs?|h|horas?)\b`,
    String.raw`${COUNT}\s*\+\s*(?:hours|hrs?|h|horas)\b`,
    String.raw`${COUNT}\s*(?:hours|hrs?|h|horas)\s*(?:${anyOf(WORDS, "orMore")}|or longer|o mas largos?|ou mais longos?)`,
  ].join("|"),
);
const hoursOf = (match: RegExpExecArray) => {
  const value = match[1] ?? match[2] ?? match[3] ?? "";
  return /^\d+$/.test(value) ? Number(value) : (HOUR_WORDS[value] ?? null);
};
const HOURS_UNDER = new RegExp(String.raw`${anyOf(WORDS, "shorterThan")}\s*(\d{1,2})\s*(?:hours|hrs?|h|horas)\b`);
const ROLE_FOR =
  /\b(?:(?:only|solo|apenas|somente)\s+(?:for|para|by|por|pel[oa])|for|para|by|por|pel[oa]|only|solo|apenas|somente)\s+(?:the |los |las |os |as |o |a |our |nuestros |nossos )?(?:members of (?:the )?|miembros del? (?:la )?|membros d[oa] )?([a-z][a-z -]{2,30}?)(?=[,.;]|$| on | en | em | in | and | y | e | only| solo| apenas)/;
const ROLE_FLIES =
  /^(?:only |solo |solamente |apenas |somente )?(?:the |los |las |os |as |our |nuestros |nossos |el |la |o |a )?([a-z][a-z -]{2,30}?)\s+(?:fly|flies|vuelan|viajan|voam|viajam|may fly|can fly|pueden volar|podem voar|travel|get)\b/;

const RAIL = /\b(?:rail|train|trains|tren|trenes|trem|trens|via rail|via (?:business|economy|1)|amtrak|renfe|ave|cp)\b/;
/** A clause that is only a cabin's name: "business class", "la clase ejecutiva", "executiva". */
const CABIN_ONLY =
  /^(?:(?:the|la|a|el)\s+)?(?:(?:business|first|economy|premium economy|executiva|ejecutiva|primeira|primera|turista|economica)(?:\s+(?:class|clase|classe))?|(?:class|clase|classe)\s+(?:business|executiva|ejecutiva|economica|turista|primeira|primera))$/;

const LABEL_ROLE = /^[a-z ]+?\s*(?:class|clase|classe)?\s*:\s*([a-z][a-z -]{1,30}?)(?=,|\.|$| on | en | em | only| solo| apenas)/;
/** "ni primera", "nor first", "nem primeira": a list of refused cabins goes on. */
const LIST_JOIN = /^\s*(?:ni|nor|nem)\b/;
/** A clause cut before each "ni"/"nor"/"nem", so each cabin of "nada de business ni primera" is read with its own refusal. */
function eachCabinOf(clause: Clause): Clause[] {
  const cuts = [...clause.text.matchAll(/\s(?=(?:ni|nor|nem)\s)/g)].map((cut) => cut.index + 1);
  if (cuts.length === 0) return [clause];
  return [0, ...cuts].map((from, index) => {
    const to = cuts[index] ?? clause.text.length;
    return { start: clause.start + from, end: clause.start + to, text: clause.text.slice(from, to) };
  });
}

export function readTravelClass(sentence: SentenceReading, figures: Figures): boolean {
  if (!FLIGHT.test(sentence.lower) || !CABIN_WORD.test(sentence.lower)) return false;
  if (/\bbusiness (?:trips?|travel|purpose)\b/.test(sentence.lower) && !/\b(?:class|clase|classe|economy|first)\b/.test(sentence.lower))
    return false;
  let placed = false;
  // "Prohibited expenses: First-class airfare — Exception: none.": a label that refuses refuses the cabins after it.
  const label = /^([^:]{3,80}):\s/.exec(sentence.lower);
  const labelRefuses = label !== null && NEVER.test(label[1]!) && !CABIN_WORD.test(label[1]!);
  let listed = false;
  for (const clause of clausesOf(sentence.lower, sentence.text).flatMap(eachCabinOf)) {
    const cabins = CABIN_WORDS.filter(([pattern]) => pattern.test(clause.text));
    // "premium economy" is one cabin, not two.
    const cabin = cabins[0]?.[1];
    // "nada de business ni primera": a cabin after another in a list is a cabin, whatever its word.
    const joined = LIST_JOIN.test(clause.text) || /\b(?:ni|nor|nem)\s*$/.test(sentence.lower.slice(0, clause.start));
    const inList = listed && joined;
    listed = cabin !== undefined;
    if (!cabin) continue;
    // "directora ejecutiva" is a person; "ejecutiva" is a cabin only beside a flight or class word.
    if (!FLIGHT_CONTEXT.test(sentence.lower)) continue;
    if (cabin === "first" && !FIRST_CLASS.test(clause.text) && !inList) continue;
    const match = CABIN_WORDS.find(([, value]) => value === cabin)![0].exec(clause.text)!;
    // A train's class is no flight's: "VIA Rail business class", "primera clase en tren".
    if (RAIL.test(clause.text)) continue;
    const head = clause.text.slice(0, match.index);
    // "First class only where the advance fare is cheaper", "premium economy on flights of 5 to 9 hours":
    // a condition the rulebook cannot state is shown, not read as a plain yes.
    if (/\b(?:only (?:where|when|if)|solo (?:si|cuando)|apenas (?:se|quando))\b/.test(clause.text) && !HOURS_OVER.test(clause.text))
      continue;
    if (/\b\d{1,2}\s*(?:to|-|–|a)\s*\d{1,2}\s*(?:hours|hrs?|h|horas)\b/.test(clause.text)) continue;
    // "mileage may not exceed the lowest economy airfare": a fare compared with, not a cabin refused.
    if (/\b(?:exceed\w*|exced\w*|super\w*|ultrapass\w*)\b[^.;]{0,30}$/.test(head)) continue;
    // "Business class and first class are not permitted", "Primeira classe, nunca.": a clause that only
    // names the cabin takes what the rest of the sentence says of it.
    const said = CABIN_ONLY.test(clause.text.trim()) ? sentence.lower.slice(clause.start + match.index) : clause.text.slice(match.index);
    const allowed = !(
      inList ||
      (labelRefuses && clause.start + match.index >= label![0].length) ||
      NEVER.test(head) ||
      NOT_ALLOWED.test(said) ||
      (/\b(?:not|nor|no|nao|nem)\b/.test(said.split(/[.;]/)[0]!.replace(/\bno (?:more|longer) than\b/, "")) &&
        CABIN_ONLY.test(clause.text.trim()))
    );
    // The hours may stand in the clauses after the cabin ("A classe executiva é permitida apenas em voos de 10 horas").
    // "clase ejecutiva (business)", "Business class: …": the cabin's own "class" and its other name in brackets are no next cabin.
    const after = sentence.lower
      .slice(clause.start + match.index + match[0].length)
      .replace(/^\s*(?:class|clase|classe)\b(?:\s*\([^()]{1,20}\))?|^\s*\([^()]{1,20}\)/, (aside) => " ".repeat(aside.length));
    const nextCabin = CABIN_WORD.exec(after);
    // …or before it, when no other cabin stands between ("For flights of 7 hours or more, you may book business class").
    const before = sentence.lower.slice(0, clause.start + match.index);
    const hours =
      HOURS_OVER.exec(clause.text) ??
      HOURS_OVER.exec(nextCabin ? after.slice(0, nextCabin.index) : after) ??
      (CABIN_WORD.test(before) ? null : HOURS_OVER.exec(before));
    // "Business class: VP level and above, on flights of 8 hours or more": the role the cabin's label gives it to.
    const saidRole = ROLE_FLIES.exec(clause.text) ?? ROLE_FOR.exec(clause.text);
    const role = saidRole ?? LABEL_ROLE.exec(clause.text.slice(match.index));
    const roleOffset = saidRole ? 0 : match.index;
    const roleText = role?.[1]?.trim();
    const roleOk =
      roleText &&
      ROLE_NOUN.test(roleText) &&
      !CABIN_WORDS.some(([pattern]) => pattern.test(roleText)) &&
      // "no business class for anyone, including directors": everyone, not a role.
      !/^(?:any|anyone|anybody|everyone|everybody|all|nadie|todos|todas|ninguem|ninguno|nobody)\b/.test(roleText);
    const roleStart = roleOk ? clause.start + roleOffset + role!.index + role![0].indexOf(roleText!) : -1;
    const rule = {
      cabin,
      allowed,
      minHours: hours ? hoursOf(hours) : null,
      role: roleOk ? sentence.text.slice(roleStart, roleStart + roleText!.length) : null,
      provenance: sentence.words(),
    };
    if (figures.rules.travelClass.some((other) => other.cabin === rule.cabin && other.allowed === rule.allowed && other.role === rule.role))
      continue;
    figures.rules.travelClass.push(rule);
    placed = true;
  }
  // "economy under 6 hours, business for longer flights": the bound is the upper cabin's condition.
  const under = HOURS_UNDER.exec(sentence.lower);
  if (placed && under && LONGER.test(sentence.lower)) {
    const upper = figures.rules.travelClass.find(
      (rule) => rule.cabin !== "economy" && rule.allowed && rule.minHours === null && rule.role === null,
    );
    if (upper) upper.minHours = Number(under[1]);
  }
  return placed;
}
