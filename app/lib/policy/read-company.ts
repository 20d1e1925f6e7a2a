import type { Language } from "~/lib/site/languages";
import type { CompanyReading, Money } from "./company-reading";
import type { StructuredInput } from "./structured-input";
import { countryCodeFromName, countryName, countryOfCurrency, currencyOfCountry, usesDollarSign } from "./reading/countries";
import { findCountry } from "./reading/country-signals";
import { FIELD_BY_LABEL, normaliseLabel, readLabelledLine } from "./reading/labels";
import { findAmounts, isCurrencyCode, type FoundAmount } from "./reading/money";
import {
  emptyFigures, readAdvance, readAlcohol, readApproval, readCashAdvance, readCorporateCard, readDailyLimits,
  readDeadline, readHeadcount, readIndustry, readMileage, readReceipts, readRole, readTravelClass, SentenceReading,
  ABROAD, type Figures,
} from "./reading/rules";
import { normaliseWords, plain, sentences, withoutListMarks } from "./reading/text";

/**
 * The built-in reader: what a company's user wrote, in en, es or pt, as a `CompanyReading`. Runs in
 * the browser (the "What we understood" panel, as the user types) and on the Worker; it never
 * throws and keeps every sentence it could not place, verbatim, in `unplaced`.
 */
export interface ReadOptions {
  /** The site's default country (a name or ISO code), used when the text names none. */
  siteCountry: string;
  language: Language;
  companyName?: string;
}

/** A line that only introduces a list of the company's rules: the rules are the rest. */
const RULE_LIST_LABEL =
  /^(?:rules?|other rules|company rules|additional (?:rules|requirements)|requirements|notes?|policies|reglas?|otras reglas|normas|requisitos(?: adicionales)?|notas?|politicas|regras?|outras regras|requisitos adicionais|observac(?:ao|oes)|travel categories|categorias de viaje|categorias de viagem|roles and limits|roles y limites|cargos e limites|limits|limites)$/;
const CURRENCY_LINE = /^(?:currency|moneda|divisa|moeda)\s*:\s*(.+)$/i;

export function readCompany(text: string, options: ReadOptions): CompanyReading {
  const amounts = findAmounts(text);
  const country = chooseCountry(text, amounts, options.siteCountry);
  const currency = chooseCurrency(text, amounts, country.code);
  const money = moneyIn(country.code, currency.code);
  const figures = emptyFigures();
  let company: string | null = options.companyName?.trim() || null;

  for (const { text: piece, start } of sentences(text)) {
    const line = withoutListMarks(piece);
    if (!line) continue;
    const local = amounts
      .filter((amount) => amount.start >= start && amount.end <= start + piece.length)
      .map((amount) => ({ ...amount, start: amount.start - start - (piece.length - line.length), end: amount.end - start - (piece.length - line.length) }))
      .filter((amount) => amount.start >= 0);
    const labelled = readLabelledLine(line);
    if (labelled && labelled.label.length <= 60) {
      const field = FIELD_BY_LABEL.get(normaliseLabel(labelled.label));
      if (field === "company") {
        company ??= labelled.value || null;
        continue;
      }
      if (field === "country" || field === "currency") continue;
      if (field === "employees") {
        const count = Number(labelled.value.replace(/[.,\s]/g, "").match(/^\d+/)?.[0]);
        if (Number.isInteger(count)) {
          figures.headcount ??= count;
          continue;
        }
      }
      if (field === "industry" && labelled.value) {
        figures.industry ??= labelled.value;
        continue;
      }
      if (!labelled.value) continue; // a heading ("Roles and limits:")
      const sentence = new SentenceReading(line, local, money);
      if (field === "meals" || field === "lodging") {
        if (readDailyLimits(sentence, figures, field) && sentence.allUsed()) continue;
      } else if (RULE_LIST_LABEL.test(normaliseWords(labelled.label))) {
        const rest = labelled.value;
        const offset = line.length - rest.length;
        const inner = new SentenceReading(rest, local.map((amount) => ({ ...amount, start: amount.start - offset, end: amount.end - offset })), money);
        if (!readSentence(inner, figures)) figures.unplaced.push(rest);
        continue;
      } else if (readRole(sentence, figures, labelled.label) && sentence.allUsed()) {
        continue;
      }
      if (!readSentence(new SentenceReading(line, local, money), figures)) figures.unplaced.push(line);
      continue;
    }
    if (!readSentence(new SentenceReading(line, local, money), figures)) figures.unplaced.push(line);
  }

  return { company, country, currency, ...figures };
}

/** True when the sentence is fully placed: some rule read it and every amount in it found a place. */
function readSentence(sentence: SentenceReading, figures: Figures): boolean {
  const readers = [
    readCorporateCard, readCashAdvance, readRole, readReceipts, readApproval, readMileage, readDailyLimits,
    readTravelClass, readAdvance, readDeadline, readAlcohol,
  ];
  let placed = false;
  for (const read of readers) placed = read(sentence, figures) || placed;
  // Who the company is places no sentence: "a Mexican firm of 40 that travels to Bogotá" may say more.
  readIndustry(sentence, figures);
  readHeadcount(sentence, figures);
  return placed && sentence.allUsed();
}

function chooseCountry(text: string, amounts: FoundAmount[], siteCountry: string): CompanyReading["country"] {
  const found = findCountry(text, amounts);
  if (found) return { code: found.code, name: countryName(found.code), reason: found.reason, evidence: found.evidence };
  const code = countryCodeFromName(siteCountry) ?? "US";
  return { code, name: countryName(code), reason: "siteDefault", evidence: null };
}

/**
 * A "Currency:" line; else the currency most amounts are written in (the first on a tie); else
 * the country's. "$" and "pesos" are the country's own peso or dollar.
 */
function chooseCurrency(text: string, amounts: FoundAmount[], country: string): CompanyReading["currency"] {
  for (const line of text.split("\n")) {
    const value = CURRENCY_LINE.exec(withoutListMarks(line))?.[1]?.trim();
    const code = value ? currencyCodeIn(value) : undefined;
    if (code) return { code, reason: "stated" };
  }
  const counts = new Map<string, number>();
  // "150 USD per night abroad" says what trips abroad cost, not the company's currency.
  const lower = plain(text);
  const abroad = (amount: FoundAmount) => ABROAD.test(clauseAround(lower, amount));
  for (const amount of amounts.filter((candidate) => !abroad(candidate))) {
    if (amount.mark.kind === "code") counts.set(amount.mark.code, (counts.get(amount.mark.code) ?? 0) + 1);
  }
  let best: [string, number] | undefined;
  const own = currencyOfCountry(country);
  // On a tie the country's own currency wins: "60 USD abroad, 25.000 CLP at home".
  for (const entry of counts) if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] === own)) best = entry;
  if (best) {
    // A few amounts abroad in dollars do not outweigh the local figures written with "$".
    const dollarSigns = amounts.filter((amount) => amount.mark.kind === "dollarOrPeso").length;
    if (usesDollarSign(country) && best[0] !== own && dollarSigns > best[1]) return { code: own, reason: "country" };
    return { code: best[0], reason: best[0] === own ? "country" : "stated" };
  }
  return { code: own, reason: "country" };
}

/** The clause an amount stands in: up to the nearest comma, semicolon, bracket, "and"/"y"/"e" or sentence end. */
function clauseAround(lower: string, amount: FoundAmount): string {
  const boundary = /[,;()\n]|[.!?]\s|\s(?:and|y|e|but|pero|mas)\s/g;
  let start = 0;
  let end = lower.length;
  for (const cut of lower.matchAll(boundary)) {
    if (cut.index + cut[0].length <= amount.start) start = cut.index + cut[0].length;
    else if (cut.index >= amount.end) {
      end = cut.index;
      break;
    }
  }
  return lower.slice(start, end);
}

function currencyCodeIn(value: string): string | undefined {
  const code = /\b([A-Za-z]{3})\b/.exec(value)?.[1]?.toUpperCase();
  if (code && isCurrencyCode(code)) return code;
  const found = findAmounts(`1 ${value}`)[0];
  return found?.mark.kind === "code" ? found.mark.code : undefined;
}

/** Money in the right currency: the one written beside the amount, else the company's. */
function moneyIn(country: string, currency: string): (amount: FoundAmount) => Money {
  const dollar = usesDollarSign(currency === currencyOfCountry(country) ? country : (countryOfCurrency(currency) ?? country))
    ? currency
    : usesDollarSign(country)
      ? currencyOfCountry(country)
      : "USD";
  return (amount) => ({
    amount: amount.amount,
    currency: amount.mark.kind === "code" ? amount.mark.code : amount.mark.kind === "dollarOrPeso" ? dollar : currency,
  });
}

/**
 * A structured body (spec §3) as a reading: its fields are what the user stated; the free text it
 * carries (`additionalRequirements`) gives the other rules.
 */
export function readingFromStructured(structured: StructuredInput, siteCountry: string): CompanyReading {
  const text = structured.additionalRequirements;
  const fromText = readCompany(text, { siteCountry, language: structured.language, companyName: structured.companyName });
  const code = countryCodeFromName(structured.country);
  const currency = structured.currency;
  const money = (amount: number | undefined): Money | null => (amount === undefined ? null : { amount, currency });
  return {
    ...fromText,
    company: structured.companyName,
    country: code
      ? { code, name: countryName(code), reason: "explicit", evidence: structured.country }
      : { ...fromText.country, name: structured.country },
    currency: { code: currency, reason: "stated" },
    headcount: structured.employeeCount ?? fromText.headcount,
    industry: structured.industry ?? fromText.industry,
    roles: structured.roles.length > 0
      ? structured.roles.map((role) => ({ name: role.name, monthlyLimit: money(role.monthlyLimit), perTransactionLimit: money(role.perTransactionLimit) }))
      : fromText.roles,
    meals: { home: money(structured.travelCategories.mealsPerDay) ?? fromText.meals.home, abroad: fromText.meals.abroad },
    lodging: { home: money(structured.travelCategories.lodgingPerNight) ?? fromText.lodging.home, abroad: fromText.lodging.abroad },
  };
}
