import { NUMBER_WORDS } from "./number-words";
import { plain } from "./text";

/*
 * Amounts as users write them in en, es and pt: "45.000 CLP", "53,34 €", "R$ 1.500,00",
 * "$1,500.00", "USD 2,000", "72.5 cents", "1,5 millones de pesos".
 */

/** What the text said about an amount's currency. */
export type CurrencyMark =
  /** An ISO code, a sign or a name that names one currency ("CLP", "R$", "pesos chilenos"). */
  | { kind: "code"; code: string }
  /** "$", "pesos", "dollars": the company's own peso or dollar (`peso`: the word "peso" was written). */
  | { kind: "dollarOrPeso"; peso?: true; dollar?: true }
  | { kind: "none" };

export interface FoundAmount {
  amount: number;
  mark: CurrencyMark;
  start: number;
  end: number;
}

/** Signs written before or after the number; longest first so "R$" wins over "$". */
const SIGNS: ReadonlyArray<readonly [string, string | null]> = [
  ["U$S", "USD"],
  ["U$D", "USD"],
  ["US$", "USD"],
  ["USD$", "USD"],
  ["CA$", "CAD"],
  ["CAD$", "CAD"],
  ["C$", "CAD"],
  ["MX$", "MXN"],
  ["MXN$", "MXN"],
  ["COL$", "COP"],
  ["COP$", "COP"],
  ["CLP$", "CLP"],
  ["AR$", "ARS"],
  ["ARS$", "ARS"],
  ["RD$", "DOP"],
  ["J$", "JMD"],
  ["TT$", "TTD"],
  ["BZ$", "BZD"],
  ["HK$", "HKD"],
  ["NZ$", "NZD"],
  ["AU$", "AUD"],
  ["A$", "AUD"],
  ["S$", "SGD"],
  ["$U", "UYU"],
  ["R$", "BRL"],
  ["S/.", "PEN"],
  ["S/", "PEN"],
  ["B/.", "PAB"],
  ["₡", "CRC"],
  ["₲", "PYG"],
  ["Gs.", "PYG"],
  ["Gs", "PYG"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["₹", "INR"],
  ["₱", "PHP"],
  ["Rs.", "INR"],
  ["Rs", "INR"],
  ["Kz", "AOA"],
  ["Bs.S", "VES"],
  ["Bs.D", "VES"],
  ["Bs.", "BOB"],
  ["Bs", "BOB"],
  ["Q", "GTQ"],
  ["L", "HNL"],
  // Chile's Unidad de Fomento, the indexed unit hotel caps and fees are written in.
  ["UF", "CLF"],
  ["$", null],
];

/** Currency names, normalised (plain), in en/es/pt; null is the company's own peso or dollar. */
const NAMES: ReadonlyArray<readonly [string, string | null]> = [
  ["pesos chilenos", "CLP"],
  ["peso chileno", "CLP"],
  ["chilean pesos", "CLP"],
  ["chilean peso", "CLP"],
  ["pesos mexicanos", "MXN"],
  ["peso mexicano", "MXN"],
  ["mexican pesos", "MXN"],
  ["mexican peso", "MXN"],
  ["pesos colombianos", "COP"],
  ["peso colombiano", "COP"],
  ["colombian pesos", "COP"],
  ["colombian peso", "COP"],
  ["pesos argentinos", "ARS"],
  ["peso argentino", "ARS"],
  ["argentine pesos", "ARS"],
  ["argentinian pesos", "ARS"],
  ["pesos uruguayos", "UYU"],
  ["peso uruguayo", "UYU"],
  ["uruguayan pesos", "UYU"],
  ["pesos dominicanos", "DOP"],
  ["peso dominicano", "DOP"],
  ["dominican pesos", "DOP"],
  ["pesos cubanos", "CUP"],
  ["cuban pesos", "CUP"],
  ["reales brasilenos", "BRL"],
  ["reais brasileiros", "BRL"],
  ["real brasileiro", "BRL"],
  ["brazilian reais", "BRL"],
  ["brazilian real", "BRL"],
  ["reais", "BRL"],
  ["nuevos soles", "PEN"],
  ["soles peruanos", "PEN"],
  ["sol peruano", "PEN"],
  ["peruvian soles", "PEN"],
  ["soles", "PEN"],
  // Kenya's shilling as Nairobi says it ("6k bob a night"), and by its name.
  ["kenyan shillings", "KES"],
  ["kenya shillings", "KES"],
  ["bob", "KES"],
  ["dolares canadienses", "CAD"],
  ["dolares canadenses", "CAD"],
  ["canadian dollars", "CAD"],
  ["canadian dollar", "CAD"],
  ["dolares estadounidenses", "USD"],
  ["dolares americanos", "USD"],
  ["dolares norte americanos", "USD"],
  ["us dollars", "USD"],
  ["us dollar", "USD"],
  ["american dollars", "USD"],
  ["libras esterlinas", "GBP"],
  ["pounds sterling", "GBP"],
  ["pounds", "GBP"],
  ["libras", "GBP"],
  ["quetzales", "GTQ"],
  ["lempiras", "HNL"],
  ["cordobas", "NIO"],
  ["colones", "CRC"],
  ["guaranies", "PYG"],
  ["meticais", "MZN"],
  ["metical", "MZN"],
  ["rands", "ZAR"],
  ["kwanzas", "AOA"],
  ["kwanza", "AOA"],
  // Cape Verde's escudo (Portugal's was replaced by the euro in 2002).
  ["escudos", "CVE"],
  ["escudo", "CVE"],
  ["rupees", "INR"],
  ["rupias", "INR"],
  ["guaranis", "PYG"],
  ["bolivares", "VES"],
  ["bolivianos", "BOB"],
  ["balboas", "PAB"],
  ["euros", "EUR"],
  ["euro", "EUR"],
  // "60 dls diarios", "180 dlls": how Mexicans write US dollars.
  ["dlls", "USD"],
  ["dls", "USD"],
  ["dolares", null],
  ["dolar", null],
  ["dollars", null],
  ["dollar", null],
  ["pesos", null],
  ["peso", null],
];

/** A currency's hundredth, read as a fraction of the company's currency ("72.5 cents" → 0.725). */
const CENTS = ["cents", "cent", "centavos", "centavo", "centimos", "centimo", "centimes"];
/** Sterling's hundredth: "45p a mile", "40 pence". */
const PENCE = ["pence", "p"];

/** ISO codes people type in lower case next to a number ("45000 clp"); other codes must be upper case. */
const LOWER_CASE_CODES = new Set(["usd", "eur", "clp", "mxn", "cop", "brl", "ars", "cad", "gbp", "uyu"]);

let isoCodes: Set<string> | undefined;
export function isCurrencyCode(code: string): boolean {
  if (!isoCodes) {
    try {
      isoCodes = new Set(Intl.supportedValuesOf("currency"));
    } catch {
      isoCodes = new Set(["USD", "EUR", "MXN", "COP", "BRL", "CLP", "ARS", "PEN", "CAD", "GBP"]);
    }
  }
  return isoCodes.has(code);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
// A sign made of letters ("Q", "L", "Bs") stands alone: "total 5" is not L 5.
const SIGN_PATTERN = SIGNS.map(([sign]) =>
  /^\p{L}/u.test(sign) ? `\\b${escape(sign.toLowerCase())}(?![a-z])` : escape(sign.toLowerCase()),
).join("|");
const NAME_PATTERN = [...NAMES.map(([name]) => name), ...CENTS, "pence"].map((name) => name.replace(/ /g, "[\\s-]+")).join("|");
const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const MULTIPLIER = String.raw`k|mil|millones|millon|milhoes|milhao|millions?|mm|lakhs?|lacs?|crores?|lucas?|lukas?|palos?`;

/**
 * One amount: an optional sign or code before, the number, an optional multiplier ("mil"), and an
 * optional sign, code or name after. Matched on the plain text (lower case, no accents); codes
 * are checked against the original's case afterwards.
 */
const AMOUNT = new RegExp(
  String.raw`(?<before>(?:${SIGN_PATTERN})|\b[a-z]{3}\b\.?)?\s?(?<!\d)(?<number>${NUMBER})(?![\d%])` +
    String.raw`(?:\s?(?<multiplier>${MULTIPLIER})\b)?` +
    String.raw`(?:\s?(?:de\s+)?(?<after>(?:${SIGN_PATTERN})|\b[a-z]{3}\b|\b(?:${NAME_PATTERN})\b|(?<=\d)p(?![a-z])))?`,
  "g",
);

/** "mil reais", "un mil pesos": a thousand written as a word before a currency name. */
const THOUSAND_WORD = new RegExp(
  String.raw`\b(?:(?<count>${Object.keys(NUMBER_WORDS).join("|")}) )?(?:mil|thousand)\s+(?<after>${NAME_PATTERN})\b`,
  "g",
);

export function findAmounts(text: string): FoundAmount[] {
  const lower = plain(text);
  const found: FoundAmount[] = [];
  for (const match of lower.matchAll(THOUSAND_WORD)) {
    const after = match.groups?.after ?? "";
    const mark = readMark(after, text, match.index + match[0].length - after.length);
    if (mark && !/\d\s*$/.test(lower.slice(0, match.index)))
      // "dez mil meticais", "two thousand pounds": the count before the thousand multiplies it.
      found.push({
        amount: 1000 * (NUMBER_WORDS[match.groups?.count ?? ""] ?? 1),
        mark,
        start: match.index,
        end: match.index + match[0].length,
      });
  }
  // Amounts in words come first and in text order; the numbers found after them are checked against
  // them with one pointer (numbers never overlap each other), so a text of thousands of amounts stays linear.
  const inWords = found.length;
  /** The multiplier a number was written with ("10 mil", "5k"). */
  const scaled = new Map<FoundAmount, number>();
  let word = 0;
  for (const match of lower.matchAll(AMOUNT)) {
    const groups = match.groups ?? {};
    const number = parseNumber(groups.number ?? "");
    if (number === undefined) continue;
    let start = match.index + (match[0].length - match[0].trimStart().length);
    let end = match.index + match[0].length;
    // A one-letter sign before a single digit is a label ("Q1 2026"), not a quetzal or a lempira.
    const oneLetter = /^[a-z]$/.test(groups.before?.trim() ?? "") && (groups.number ?? "").length === 1;
    const beforeMark = oneLetter ? undefined : readMark(groups.before, text, start);
    if (groups.before && !beforeMark) start = match.index + match[0].indexOf(groups.number ?? "", groups.before.length);
    const afterAt = end - (groups.after?.length ?? 0);
    const afterMark = readMark(groups.after, text, afterAt);
    if (groups.after && !afterMark) end = afterAt;
    let amount = number * multiplierOf(groups.multiplier);
    if (groups.after && (CENTS.includes(groups.after) || PENCE.includes(groups.after))) amount = Math.round(amount * 1000) / 100_000;
    // "$300 USD": the code after names which dollar the sign before meant.
    const mark =
      beforeMark?.kind === "dollarOrPeso" && afterMark?.kind === "code"
        ? afterMark
        : (beforeMark ?? afterMark ?? { kind: "none" as const });
    while (word < inWords && found[word]!.end <= start) word++;
    if (word < inWords && found[word]!.start < end) continue;
    const entry = { amount, mark, start, end: trimEnd(text, start, end) };
    found.push(entry);
    if (groups.multiplier) scaled.set(entry, multiplierOf(groups.multiplier));
  }
  found.sort((a, b) => a.start - b.start);
  // "de 2 a 10 mil", "between 3 and 5k": the first figure of a range takes the second's multiplier.
  for (let index = 1; index < found.length; index++) {
    const [first, second] = [found[index - 1]!, found[index]!];
    const scale = scaled.get(second);
    if (!scale || scaled.has(first) || first.amount >= 1000 || first.amount * scale > second.amount) continue;
    if (!RANGE_BETWEEN.test(lower.slice(first.end, second.start))) continue;
    found[index - 1] = { ...first, amount: first.amount * scale, mark: first.mark.kind === "none" ? second.mark : first.mark };
  }
  // "entre 500 y 3.000 dólares", "between 500 and 3,000 USD": the first figure is in the second's currency.
  for (let index = 1; index < found.length; index++) {
    const [first, second] = [found[index - 1]!, found[index]!];
    if (first.mark.kind !== "none" || second.mark.kind === "none" || first.amount >= second.amount) continue;
    if (!RANGE_BETWEEN.test(lower.slice(first.end, second.start))) continue;
    if (!/\b(?:entre|between|de|from|desde)\s*$/.test(lower.slice(Math.max(0, first.start - 10), first.start))) continue;
    found[index - 1] = { ...first, mark: second.mark };
  }
  return found;
}

/** What joins the two figures of a range: "2 a 10 mil", "3 to 5k", "2-10k". */
const RANGE_BETWEEN = /^\s*(?:a|al|to|-|–|y|e|and|hasta|ate|até)\s*$/;

function trimEnd(text: string, start: number, end: number): number {
  return start + text.slice(start, end).trimEnd().length;
}

function multiplierOf(word: string | undefined): number {
  if (!word) return 1;
  // Chile's and Argentina's "118 lucas" (thousands of pesos) and "1,9 palos" (millions).
  if (word === "k" || word === "mil" || /^lu[ck]as?$/.test(word)) return 1_000;
  // India's "1 lakh" (100,000) and "1 crore" (10 million).
  if (/^la(?:kh|c)s?$/.test(word)) return 100_000;
  if (/^crores?$/.test(word)) return 10_000_000;
  return 1_000_000;
}

/** The currency a sign, code or name stands for; undefined when the word is no currency. */
function readMark(token: string | undefined, original: string, at: number): CurrencyMark | undefined {
  if (!token) return undefined;
  const words = token
    .trim()
    .replace(/\.$/, "")
    .replace(/[\s-]+/g, " ");
  // "B/." keeps its dot (there is no "B/"); "Bs." and "Gs." read as well without it.
  const sign = SIGNS.find(([text]) => text.toLowerCase() === token.trim()) ?? SIGNS.find(([text]) => text.toLowerCase() === words);
  // A one-letter sign is a capital as written ("Q350", "L 800"); "l" or "q" alone is no currency.
  if (sign && /^\p{L}$/u.test(sign[0]) && original.slice(at, at + 1) !== sign[0]) return undefined;
  if (sign) return sign[1] ? { kind: "code", code: sign[1] } : { kind: "dollarOrPeso" };
  const name = NAMES.find(([text]) => text === words);
  if (name)
    return name[1]
      ? { kind: "code", code: name[1] }
      : /^pesos?$/.test(words)
        ? { kind: "dollarOrPeso", peso: true }
        : /^(?:dolares|dolar|dollars|dollar)$/.test(words)
          ? { kind: "dollarOrPeso", dollar: true }
          : { kind: "dollarOrPeso" };
  if (CENTS.includes(words)) return { kind: "dollarOrPeso" };
  if (PENCE.includes(words)) return { kind: "code", code: "GBP" };
  if (/^[a-z]{3}$/.test(words)) {
    const raw = original.slice(at, at + 3);
    const code = words.toUpperCase();
    if ((raw === code || LOWER_CASE_CODES.has(words)) && isCurrencyCode(code)) return { kind: "code", code };
  }
  return undefined;
}

/**
 * "45.000" and "1.500,50" are es/pt thousands; "1,500.00" and "2,000" English ones; "53,34" and
 * "0,26" decimal commas; "0.725" and "72.5" decimal points.
 */
export function parseNumber(token: string): number | undefined {
  const text = token.replace(/[\u00a0\u202f]/g, "");
  let normalised: string;
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(text) && !text.startsWith("0.")) {
    normalised = text.replace(/\./g, "").replace(",", ".");
  } else if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text) && !text.startsWith("0,")) {
    normalised = text.replace(/,/g, "");
  } else if (/^\d+,\d+$/.test(text)) {
    normalised = text.replace(",", ".");
  } else if (/^\d+(?:\.\d+)?$/.test(text)) {
    normalised = text;
  } else if (/^\d{1,3}(?:[\u00a0\u202f]?\d{3})+$/.test(token)) {
    normalised = text;
  } else {
    return undefined;
  }
  const value = Number(normalised);
  return Number.isFinite(value) ? value : undefined;
}
