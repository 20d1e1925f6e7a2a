/*
 * CSV cells a spreadsheet opens as data, in every locale. A spreadsheet runs a cell that starts
 * with = + - @ as a formula. Quoting alone does not stop it: Excel in Spanish or Portuguese
 * separates fields with ";" and, reading a comma-separated file, keeps the quotes of a field that
 * does not start with one as text, so "Cafe;=2*21;x" opens as three cells, the second a formula;
 * an importer that does not honour quoted line breaks makes "x\n=1+1" two rows. So every spot
 * where a cell could start — the text's start, and after a ";", ",", tab or line break — gets an
 * apostrophe before a formula character, or before the spaces, tabs and line breaks that lead to
 * one (an importer may trim them); a spreadsheet shows the cell as text. A cell that starts with a
 * tab, CR or LF gets one too. A signed number at such a spot ("-12.50") is left alone: it opens as
 * a number, never as a formula. Inside a cell read correctly the added apostrophes show: the price
 * of a file that is safe however it is read.
 */

const BREAKS = "\t\r\n";
const BLANKS = ` ${BREAKS}`;
const SEPARATORS = `;,${BREAKS}`;
const FORMULA_STARTS = "=+-@";
/** A signed number that fills its would-be cell. */
const SIGNED_NUMBER = /[+-]\d+(?:\.\d+)?(?=[;,\t\r\n]|$)/y;
/** An apostrophe `defuse` put at a spot (it is followed by what it defused). */
const DEFUSED_SPOT = /(^|[;,\t\r\n])'(?=[ \t\r\n]*[=+\-@]|[\t\r\n])/g;

/**
 * One CSV cell (RFC 4180). Text is always quoted and defused as above; a number stays a bare
 * number (a negative amount is still a number to the spreadsheet), as does a boolean.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  return `"${defuse(value).replaceAll('"', '""')}"`;
}

/** The text with an apostrophe at every spot where a spreadsheet could start a formula (one pass, linear). */
function defuse(text: string): string {
  // Whether a formula character comes at `index` once spaces, tabs and line breaks are skipped, read right to left.
  const leadsToFormula: boolean[] = new Array<boolean>(text.length + 1).fill(false);
  for (let index = text.length - 1; index >= 0; index -= 1)
    leadsToFormula[index] = BLANKS.includes(text[index]!) ? leadsToFormula[index + 1]! : FORMULA_STARTS.includes(text[index]!);
  let out = "";
  for (let index = 0; index < text.length; index += 1) {
    const spot = index === 0 || SEPARATORS.includes(text[index - 1]!);
    if (spot && ((index === 0 && BREAKS.includes(text[0]!)) || (leadsToFormula[index] && !signedNumberAt(text, index)))) out += "'";
    out += text[index];
  }
  return out;
}

function signedNumberAt(text: string, index: number): boolean {
  SIGNED_NUMBER.lastIndex = index;
  return SIGNED_NUMBER.test(text);
}

/** A cell's text as written before `csvCell` defused it: a file the product wrote reads back as it was. */
export function csvUndefused(value: string): string {
  return value.replace(DEFUSED_SPOT, "$1");
}
