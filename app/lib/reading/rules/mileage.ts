import type { FoundAmount } from "../money";
import type { Money } from "~/lib/rulebook/policy-rules";
import type { Figures, SentenceReading } from "./sentence";
import { anyOf, type Vocabulary } from "./shared";

/*
 * Mileage: a rate per km or mile for one's own car, fixed or the official one.
 * mileage: the words of driving one's own car; officialRate: whose rate applies ("IRS rate",
 * "tarifa oficial"); carRental: a rented car is no mileage.
 */

// prettier-ignore
const WORDS: Vocabulary<"mileage" | "officialRate" | "carRental"> = {
  en: {
    mileage: ["mileage", "km", "kilomet(?:re|er) rates?", "per kilomet(?:re|er)", "miles?", "per mile", "mile rate", "own car", "personal car", "private (?:vehicle|car)",
      "own vehicle"],
    officialRate: ["irs", "cra", "gsa", "hmrc", "ato", "ird", "sars", "revenue(?:'s|s)? (?:civil service )?(?:mileage |motor travel )?rates?",
      "official(?! trips?\\b)", "federal", "standard mileage rate", "government"],
    carRental: ["car rentals?", "rental cars?"],
  },
  es: {
    mileage: ["kilometraje", "kilometros?", "km", "millas?", "por milla", "por km", "vehiculo propio", "auto propio", "coche propio"],
    officialRate: ["hacienda", "sat", "oficial", "federal", "tarifa oficial", "gobierno"],
    carRental: ["alquiler de (?:autos?|coches?)"],
  },
  pt: {
    mileage: ["quilometragem", "kilometragem", "quilometros?", "km", "milhas?", "por km", "carro proprio", "veiculo proprio"],
    officialRate: ["oficial", "federal", "taxa oficial", "governo"],
    carRental: ["aluguel de carros?"],
  },
};

export const MILEAGE = new RegExp(String.raw`\b${anyOf(WORDS, "mileage")}\b|\/km|\/mi\b`);
const OFFICIAL_RATE = new RegExp(String.raw`\b(${anyOf(WORDS, "officialRate")})\b`);
const CAR_RENTAL = new RegExp(String.raw`\b${anyOf(WORDS, "carRental")}\b`);
/** The authority whose rate applies, as a proper noun; null for "the official rate" of no named body. */
const OFFICIAL_NAMES: Record<string, string | null> = {
  irs: "IRS",
  cra: "CRA",
  hacienda: "Hacienda",
  sat: "SAT",
  gsa: "GSA",
  hmrc: "HMRC",
  ato: "ATO",
  ird: "IRD",
  sars: "SARS",
  revenue: "Revenue",
  "standard mileage rate": "IRS",
  federal: null,
  official: null,
  oficial: null,
  "tarifa oficial": null,
  "taxa oficial": null,
  government: null,
  gobierno: null,
  governo: null,
};

const TIERED =
  /\b(?:first|primeros|primeiros|up to|hasta|ate)\s+[\d.,]+\s*(?:[a-z]+\s+)?(?:km|kms|kilomet\w*|quilomet\w*|mi|miles|millas|milhas)\b[^.]*\b(?:after|then|thereafter|beyond|despues|luego|a partir|depois|acima|above|over)\b/;

/** "88c a km", "45p per mile", "30 centavos por km": a rate in cents is a hundredth of the unit. */
function inCents(sentence: SentenceReading, amount: FoundAmount): Money {
  const money = sentence.take(amount);
  const cents =
    amount.mark.kind === "none" && /^\s*(?:c|cents?|¢|p|pence|centavos?|centimos?|centimes?)\b/.test(sentence.lower.slice(amount.end));
  return cents ? { ...money, amount: Math.round(money.amount) / 100 } : money;
}

export function readMileage(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.rules.mileage !== null) return false;
  const match = MILEAGE.exec(sentence.lower);
  if (!match) return false;
  if (CAR_RENTAL.test(sentence.lower)) return false;
  // "€0.43 per km for the first 1,500 km and €0.26 after that": tiers the rulebook cannot state yet — asked, not guessed.
  // An official table's tiers ("the HMRC rates, 45p for the first 10,000 miles and 25p after") are the authority's: its rate, not one figure.
  const official = OFFICIAL_RATE.exec(sentence.lower);
  const tiered = TIERED.test(sentence.lower);
  if (tiered && !official) return false;
  const amount = tiered ? undefined : sentence.nearest(match.index);
  if (!amount && !official) return false;
  const unit = /\bkm\b|\/km|kilomet|quilomet|\bcra\b/.test(sentence.lower)
    ? "km"
    : // "mileage" is what the allowance is called, in kilometres too ("the Revenue civil service mileage rates").
      /\bmi\b|\/mi\b|\bmiles?\b|\bmillas?\b|\bmilhas?\b|\birs\b|\bhmrc\b/.test(sentence.lower)
      ? "mi"
      : figures.home === "US" || figures.home === "GB"
        ? "mi"
        : "km";
  figures.rules.mileage = {
    unit,
    basis: official ? "official" : "fixed",
    rate: amount ? inCents(sentence, amount) : null,
    official: official ? (OFFICIAL_NAMES[official[1]?.startsWith("revenue") ? "revenue" : (official[1] ?? "")] ?? null) : null,
    provenance: sentence.words(),
  };
  return true;
}
