import type { Language } from "~/lib/site/languages";
import type { CompanyReading, Money } from "./company-reading";
import { emptyRules, fromUser, type Limit } from "../rulebook/policy-rules";
import { mergeRules } from "../rulebook/merge-rules";
import type { StructuredInput } from "./structured-input";
import { countryCodeFromName, countryName, countryOfCurrency, currencyOfCountry, usesDollarSign } from "./countries";
import { cityCountry, cityMentions, findCountry, namedCountries } from "./country-signals";
import { FIELD_BY_LABEL, normaliseLabel, readLabelledLine } from "./labels";
import { findAmounts, isCurrencyCode, type FoundAmount } from "./money";
import {
  emptyFigures,
  orderApprovals,
  readApproval,
  readCashAdvance,
  readItemCaps,
  readDailyLimits,
  readDeadlines,
  readLateClaims,
  readDocuments,
  readHeadcount,
  readIndustry,
  readMileage,
  readNotice,
  readPerDiem,
  readProhibitions,
  readReceipts,
  readRole,
  readTravelClass,
  SentenceReading,
  ABROAD,
  ANECDOTE,
  CHATTER,
  type Figures,
} from "./rules";
import { normaliseWords, plain, sentences, withoutListMarks } from "./text";
import { withSpelledTens, withoutSpelledCounts } from "./number-words";
import { withCorrections } from "./corrections";

/**
 * The built-in reader: what a company's user wrote, in en, es or pt, as a `CompanyReading`. Runs in
 * the browser (the "What we understood" panel, as the user types) and on the Worker; it never
 * throws. The company's rules go into the rulebook with the words they came from; a sentence
 * that says who the company is places itself; chatter is dropped; every other sentence it could
 * not place is kept, verbatim, in `unplaced` ("Not used yet", never in the policy).
 */
export interface ReadOptions {
  /** The site's default country (a name or ISO code), used when the text names none. */
  siteCountry: string;
  language: Language;
  companyName?: string;
  /** The country and currency when they are known already (a policy's own text): not guessed again. */
  known?: { country: string; currency: string };
}

/** A line that only introduces a list of the company's rules: the rules are the rest. */
const RULE_LIST_LABEL =
  /^(?:rules?|other rules|company rules|additional (?:rules|requirements)|requirements|notes?|policies|reglas?|otras reglas|normas|requisitos(?: adicionales)?|notas?|politicas|regras?|outras regras|requisitos adicionais|observac(?:ao|oes)|travel categories|categorias de viaje|categorias de viagem|roles and limits|roles y limites|cargos e limites|limits|limites)$/;
/** A sentence that names the currency of every figure: "everything below is USD", "todos los valores en reais". */
const CURRENCY_STATEMENT =
  /\b(?:everything|all (?:amounts|figures|limits|numbers)|amounts|figures|todo|todos los (?:montos|valores|importes)|los montos|los valores|los importes|tudo|todos os valores|os valores)\b[^.\n]{0,25}?\b(?:is|are|in|en|em|son|sao|están|estan|estao)\s+(?:in\s+|en\s+|em\s+)?((?:US|USD|EUR|MXN|COP|CLP|ARS|PEN|BRL|CAD|GTQ|UYU|PYG|CRC|DOP|HNL|BOB)\b|(?:us |american )?dollars|d[oó]lares(?: americanos| estadounidenses)?|euros|reais|pesos \w+)/i;
const CURRENCY_LINE = /^(?:currency|moneda|divisa|moeda)\s*:\s*(.+)$/i;

export function readCompany(written: string, options: ReadOptions): CompanyReading {
  const text = withCorrections(withSpelledTens(withoutSpelledCounts(written)));
  const amounts = findAmounts(text);
  const country = options.known ? knownCountry(options.known.country) : chooseCountry(text, amounts, options.siteCountry);
  const currency: CompanyReading["currency"] = options.known
    ? { code: options.known.currency, reason: "stated" }
    : chooseCurrency(text, amounts, country.code);
  const money = moneyIn(country.code, currency.code, () => pesoOf(text));
  const figures = emptyFigures(country.code, currency.code);
  // "I'm Luis, CEO of …", "I'm the owner", "soy la dueña": who "comes to me" means.
  const writer = WRITER_ROLE.exec(plain(text));
  // As written ("CEO", "Owner"): plain text keeps the original's indices.
  if (writer) figures.writer = text.slice(writer.index + writer[0].length - writer[1]!.length, writer.index + writer[0].length);
  let company: string | null = options.companyName?.trim() || null;

  let previousMarked = false;
  /** Whether the sentence just read wrote its figures with a currency (a labelled one too: "Aprobaciones: hasta 500 mil pesos…"). */
  let thisMarked = false;
  // Sentences and amounts both come in text order: one walk over the amounts serves every sentence.
  let next = 0;
  for (const { text: piece, start } of sentences(text)) {
    while (next < amounts.length && amounts[next]!.start < start) next++;
    let last = next;
    while (last < amounts.length && amounts[last]!.start < start + piece.length) last++;
    const line = withoutListMarks(piece);
    if (!line || ANECDOTE.test(plain(line))) continue;
    const local = amounts
      .slice(next, last)
      .filter((amount) => amount.end <= start + piece.length)
      .map((amount) => ({
        ...amount,
        start: amount.start - start - (piece.length - line.length),
        end: amount.end - start - (piece.length - line.length),
      }))
      .filter((amount) => amount.start >= 0);
    previousMarked = thisMarked;
    thisMarked = local.some((amount) => amount.mark.kind !== "none");
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
      const sentence = new SentenceReading(line, local, money, true);
      if (field === "meals" || field === "lodging") {
        if (readDailyLimits(sentence, figures, field) && sentence.allUsed()) continue;
      } else if (RULE_LIST_LABEL.test(normaliseWords(labelled.label))) {
        const rest = labelled.value;
        const offset = line.length - rest.length;
        const inner = new SentenceReading(
          rest,
          local.map((amount) => ({ ...amount, start: amount.start - offset, end: amount.end - offset })),
          money,
          true,
        );
        if (!readSentence(inner, figures)) keepUnplaced(rest, figures);
        continue;
      } else if (readRole(sentence, figures, labelled.label) && sentence.allUsed()) {
        continue;
      }
      if (!readSentence(new SentenceReading(line, local, money, true), figures)) keepUnplaced(line, figures);
      continue;
    }
    if (!readCorrectable(new SentenceReading(line, local, money, false, previousMarked), figures)) keepUnplaced(line, figures);
  }

  const { headcount, industry, rules, unplaced } = figures;
  // A description's "we need a CFDI / nota fiscal" is the country pack's to write, in the country's own
  // words (a Mexican policy in Portuguese says CFDI, never "nota fiscal"); a policy's own text keeps it
  // for its controls.
  const documents = options.known ? rules.documents : rules.documents.filter((rule) => rule.document !== "taxInvoice");
  return {
    company,
    country,
    currency,
    headcount,
    industry,
    rules: {
      ...rules,
      meals: withoutHomeRepeats(rules.meals, country.code),
      lodging: withoutHomeRepeats(rules.lodging, country.code),
      documents,
      approvals: orderApprovals(rules.approvals),
    },
    unplaced,
  };
}

const WRITER_ROLE =
  /\b(?:i'?m|i am|soy|sou)\s+(?:[a-z]+,\s+)?(?:the\s+|el\s+|la\s+|o\s+|a\s+)?(ceo|cfo|coo|owner|founder|co-?founder|president|managing director|general manager|gerente general|director general|directora general|duen[oa]|dono|dona|socio gerente|socia gerente|presidente|presidenta|diretor geral|diretora geral)\b/;

/** A sentence no rule placed: "Not used yet", unless it is only chatter ("sorry for the typos"). */
function keepUnplaced(sentence: string, figures: Figures): void {
  if (CHATTER.test(plain(sentence)) && !/\d/.test(sentence)) return;
  figures.unplaced.push(sentence);
}

/** Words that take back what was said before: "actually", "make that", "forget the $230", "mejor dicho", "na verdade". */
const CORRECTION =
  /\b(?:actually|make (?:that|it)|correction|i mean|i meant|forget (?:the|what|about)|scratch that|en realidad|mejor dicho|corrijo|correccion|quise decir|olvida(?:te)?|na verdade|alias|quer dizer|corrigindo|correcao|esquece|esqueca)\b/;
/** A figure the correction throws out: "forget the $230", "not 30", "en vez de 15", "em vez de 200". */
const REJECTED_BEFORE =
  /\b(?:forget(?: about)? the|not|instead of|rather than|en vez de|no|em vez de|nao|ya no|nao mais)\s*(?:the |los |las |el |la |os |as |o |a )?\W{0,3}$/;

/**
 * A sentence that corrects an earlier one ("Sydney is $260 now, forget the $230", "sorry, make that 180.000
 * for meals") is read on its own and its rules replace the earlier ones of the same place, band or kind;
 * the figure it throws out is no rule. Any other sentence adds to what was read.
 */
function readCorrectable(sentence: SentenceReading, figures: Figures): boolean {
  if (!CORRECTION.test(sentence.lower)) return readSentence(sentence, figures);
  const fresh: Figures = { ...figures, rules: emptyRules(), unplaced: [] };
  const placed = readSentence(sentence, fresh) || readsSomething(fresh);
  figures.rules = mergeRules(fresh.rules, figures.rules);
  figures.headcount = fresh.headcount;
  figures.industry = fresh.industry;
  figures.lastLimit = fresh.lastLimit;
  if (!readsSomething(fresh)) return placed;
  return sentence.free().every((amount) => REJECTED_BEFORE.test(sentence.lower.slice(Math.max(0, amount.start - 20), amount.start)));
}

const readsSomething = (figures: Figures) =>
  Object.values(figures.rules).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null));

/**
 * True when the sentence is fully placed: some rule read it and every money amount in it found a
 * place. A sentence that only says who the company is (its size, trade, where it is and where it
 * travels) places itself: the policy says that in its own words.
 */
function readSentence(sentence: SentenceReading, figures: Figures): boolean {
  const readers = [
    readCashAdvance,
    readRole,
    readReceipts,
    readDocuments,
    readApproval,
    readMileage,
    readPerDiem,
    // Before the daily limits: "client dinners up to 800 per person" is no meals limit.
    readItemCaps,
    readDailyLimits,
    readTravelClass,
    readNotice,
    readDeadlines,
    readLateClaims,
    readProhibitions,
  ];
  let placed = false;
  for (const read of readers) placed = read(sentence, figures) || placed;
  const industry = figures.industry === null && readIndustryOf(sentence, figures);
  const headcount = readHeadcount(sentence, figures);
  if (!placed && sentence.allUsed() && (industry || headcount || describesCompany(sentence.lower))) return true;
  return placed && sentence.allUsed();
}

function readIndustryOf(sentence: SentenceReading, figures: Figures): boolean {
  readIndustry(sentence, figures);
  return figures.industry !== null;
}

/** "We're based in Bogotá and fly to Mexico City a lot": who the company is, not a rule. */
const COMPANY_WORDS =
  /\b(?:we(?:'re| are)|our (?:company|firm|team|office)|based in|headquartered|hq|offices? in|somos|nuestra empresa|nuestra firma|con (?:sede|oficinas) en|sede en|ubicad[oa]s? en|nossa empresa|somos uma|com sede em|sede em|escritorio em|firm|company|empresa|firma|consultora|agencia|agência|startup|people (?:fly|travel|go)|we (?:fly|travel)|viajamos|viajan|viajam|viagens para|viajes a|trips to|travel to|clients in|clientes en|clientes em)\b/;

function describesCompany(lower: string): boolean {
  return COMPANY_WORDS.test(lower);
}

function knownCountry(code: string): CompanyReading["country"] {
  return { code, name: countryName(code), reason: "explicit", evidence: null };
}

function chooseCountry(text: string, amounts: FoundAmount[], siteCountry: string): CompanyReading["country"] {
  const site = countryCodeFromName(siteCountry);
  const found = findCountry(text, amounts, site);
  if (found) return { code: found.code, name: countryName(found.code), reason: found.reason, evidence: found.evidence };
  const code = site ?? "US";
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
  // "everything below is USD", "todos los montos en dólares", "valores em reais": the user said so.
  const said = CURRENCY_STATEMENT.exec(text)?.[1];
  const saidCode = said
    ? /^(?:us\b|american|d[oó]lares (?:americanos|estadounidenses))/i.test(said) ||
      (/^(?:dollars|d[oó]lares)$/i.test(said) && currencyOfCountry(country) === "USD")
      ? "USD"
      : currencyCodeIn(said)
    : undefined;
  if (saidCode) return { code: saidCode, reason: "stated" };
  const counts = new Map<string, number>();
  // "150 USD per night abroad", "Colombia is capped at 450k COP" say what trips abroad cost, not the company's currency.
  const lower = plain(text);
  const clauseAround = clausesOf(lower);
  for (const amount of amounts) {
    if (amount.mark.kind !== "code") continue;
    const clause = clauseAround(amount);
    // "Trips abroad (Kampala, Dar, Kigali): USD 120 a night": the sentence's label says where (a bounded look back).
    const lead = lower
      .slice(Math.max(0, amount.start - 120), amount.start)
      .split(/[.!?]\s/)
      .at(-1)!;
    if (lead.includes(":") && ABROAD.test(lead.slice(0, lead.lastIndexOf(":")))) continue;
    const named = clause.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
    const abroad = (mention: { code: string }) => mention.code !== country;
    if (
      ABROAD.test(clause) ||
      namedCountries(named).some(abroad) ||
      // "London £200" in a South African firm's text: a city abroad's cap is in that city's money.
      cityMentions(named).some(abroad)
    )
      continue;
    counts.set(amount.mark.code, (counts.get(amount.mark.code) ?? 0) + 1);
  }
  let best: [string, number] | undefined;
  const own = currencyOfCountry(country);
  // On a tie the country's own currency wins: "60 USD abroad, 25.000 CLP at home".
  for (const entry of counts) if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] === own)) best = entry;
  if (best) {
    // A few amounts abroad in dollars do not outweigh the local figures written with "$".
    const dollarSigns = amounts.filter((amount) => amount.mark.kind === "dollarOrPeso").length;
    if (usesDollarSign(country) && best[0] !== own && dollarSigns * 2 >= best[1]) return { code: own, reason: "country" };
    return { code: best[0], reason: best[0] === own ? "country" : "stated" };
  }
  return { code: own, reason: "country" };
}

/**
 * The clause an amount stands in: up to the nearest comma, semicolon, bracket, "and"/"y"/"e" or
 * sentence end. The cuts are found once per text and bisected, so any number of amounts stays linear.
 */
function clausesOf(lower: string): (amount: FoundAmount) => string {
  const cuts = [...lower.matchAll(/[,;()\n]|[.!?]\s|\s(?:and|y|e|but|pero|mas)\s/g)].map((cut) => ({
    start: cut.index,
    end: cut.index + cut[0].length,
  }));
  return (amount) => {
    // The first cut that ends after the amount starts: the clause ends at it (or at the next when it
    // overlaps the amount), and starts after the cut before it.
    let low = 0;
    let high = cuts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cuts[middle]!.end <= amount.start) low = middle + 1;
      else high = middle;
    }
    const start = low > 0 ? cuts[low - 1]!.end : 0;
    let next = low;
    while (next < cuts.length && cuts[next]!.start < amount.end) next++;
    return lower.slice(start, next < cuts.length ? cuts[next]!.start : lower.length);
  };
}

function currencyCodeIn(value: string): string | undefined {
  const code = /\b([A-Za-z]{3})\b/.exec(value)?.[1]?.toUpperCase();
  if (code && isCurrencyCode(code)) return code;
  const found = findAmounts(`1 ${value}`)[0];
  return found?.mark.kind === "code" ? found.mark.code : undefined;
}

const PESOS = new Set(["MXN", "COP", "CLP", "ARS", "UYU", "DOP", "CUP", "PHP"]);

/** Whose peso "pesos" are where the company's money is no peso: the first peso country the text names, else Mexico's. */
/** A dollar company's "pesos": those of the peso country its text names most (countries and their cities), the first on a tie. */
function pesoOf(text: string): string {
  const counts = new Map<string, number>();
  for (const mention of [...namedCountries(text), ...cityMentions(text)].sort((a, b) => a.end - b.end)) {
    const code = currencyOfCountry(mention.code);
    if (PESOS.has(code)) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  let best: [string, number] = ["MXN", 0];
  for (const entry of counts) if (entry[1] > best[1]) best = entry;
  return best[0];
}

/** Money in the right currency: the one written beside the amount, else the company's. */
function moneyIn(country: string, written: string, foreignPeso: () => string): (amount: FoundAmount) => Money {
  // Signs two countries share: Nicaragua's córdoba is written C$, Venezuela's bolívar Bs.
  const local: Record<string, Record<string, string>> = { NI: { CAD: "NIO" }, VE: { BOB: "VES" } };
  // The company's money by its own sign: a Nicaraguan firm's "C$" is córdobas, so its bare "$" is the US dollar.
  const currency = local[country]?.[written] ?? written;
  const dollar = usesDollarSign(currency === currencyOfCountry(country) ? country : (countryOfCurrency(currency) ?? country))
    ? currency
    : usesDollarSign(country)
      ? currencyOfCountry(country)
      : "USD";
  let peso: string | undefined;
  return (amount) => {
    // "1,000 pesos a day in Mexico" in a dollar company's text: pesos, not dollars.
    if (amount.mark.kind === "dollarOrPeso" && amount.mark.peso && !PESOS.has(currency)) {
      peso ??= foreignPeso();
      return { amount: amount.amount, currency: peso };
    }
    // "3.000 dólares" in a peso company's text: US dollars; a dollar company's dollars are its own.
    if (amount.mark.kind === "dollarOrPeso" && amount.mark.dollar && PESOS.has(currency)) return { amount: amount.amount, currency: "USD" };
    const code = amount.mark.kind === "code" ? amount.mark.code : amount.mark.kind === "dollarOrPeso" ? dollar : currency;
    return { amount: amount.amount, currency: local[country]?.[code] ?? code };
  };
}

/**
 * A structured body as a reading: its fields are what the user stated; the free text it
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
    rules: {
      ...fromText.rules,
      roles:
        structured.roles.length > 0
          ? structured.roles.map((role) => ({
              role: role.name,
              monthly: money(role.monthlyLimit),
              perTransaction: money(role.perTransactionLimit),
              provenance: fromUser(`${role.name}`),
            }))
          : fromText.rules.roles,
      meals: withHome(fromText.rules.meals, money(structured.travelCategories.mealsPerDay)),
      lodging: withHome(fromText.rules.lodging, money(structured.travelCategories.lodgingPerNight)),
    },
  };
}

/** A structured form's home figure replaces the text's home limit and keeps the others. */
function withHome(limits: Limit[], home: Money | null): Limit[] {
  if (!home) return limits;
  return [
    { amount: home, place: { kind: "home" }, provenance: { kind: "panel" } },
    ...limits.filter((limit) => limit.place.kind !== "home"),
  ];
}

/**
 * "Lima, Arequipa y Cusco: S/ 120" beside a home cap of S/ 120: a city at home capped at the home
 * figure says nothing the home cap does not.
 */
function withoutHomeRepeats(limits: Limit[], home: string): Limit[] {
  const homeCap = limits.find((limit) => limit.place.kind === "home")?.amount;
  if (!homeCap) return limits;
  return limits.filter(
    ({ place, amount }) =>
      !(
        place.kind === "destination" &&
        place.city !== null &&
        cityCountry(place.city) === home &&
        amount.amount === homeCap.amount &&
        amount.currency === homeCap.currency
      ),
  );
}
