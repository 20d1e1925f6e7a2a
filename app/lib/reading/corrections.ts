/*
 * A figure corrected as the writer types: "prestam contas 5 dias depois de voltar — aliás, ponha 7",
 * "a final de mes, 15 días, no, mejor 10", "meals 200.000 a day, perdón, 180", "14 days. Actually make
 * that 30 days". The corrected figure takes the place of the first and the correction's words go, so
 * every reader reads the figure the writer meant. Only a figure right after the correction's words
 * counts ("sorry for the typos, we are 12" corrects nothing), and only the nearest figure before it.
 */

/** What a count is of: "2 weeks … make that 30 days" corrects the unit too. */
const UNIT = String.raw`(?:days?|weeks?|months?|d[ií]as|semanas?|meses|m[eê]s)\b`;
const LEADING_UNIT = new RegExp(String.raw`^\s*${UNIT}`, "i");

const CORRECTED = new RegExp(
  String.raw`(?<![\d.,])(?<old>\d(?:[\d.,]*\d)?)(?<between>[^\d\n]{0,80}?)[\s,;:.—–-]+` +
    String.raw`(?:actually(?: no)?|sorry|perd[oó]n|ali[aá]s|(?:bueno )?no,? mejor(?: dicho)?|mejor dicho|na verdade|quer dizer|digo|scratch that|i mean|no wait|(?:bueno )?no,? ponele|n[aã]o,? p[oõ]e|rectifico|corrijo)` +
    String.raw`[,:]?\s*(?:make (?:that|it)|ponha|pon|ponele|put|en|em|a|que sean|sean|son|es|it'?s|s[aã]o|[eé])?\s*(?:(?:[A-Z]{1,3})?\$|S\/|€|£)?\s*(?<new>\d(?:[\d.,]*\d)?)(?<again>\s*(?:mil|k|thousand|millones|mill[oó]n)\b)?(?=\s*(?<unit>${UNIT})?)`,
  "gi",
);

/** The value of a figure as written ("200.000", "1,5", "30"), for comparing the scale of two figures. */
function valueOf(figure: string): number {
  const grouped = /^\d{1,3}(?:[.,]\d{3})+$/.test(figure);
  return Number(grouped ? figure.replace(/[.,]/g, "") : figure.replace(",", "."));
}

/** The correction's words alone: most texts have none and are left as they are without a figure's search. */
const CORRECTION_WORD =
  /\b(?:actually|sorry|perd[oó]n|ali[aá]s|mejor|na verdade|quer dizer|digo|scratch that|i mean|no wait|ponele|p[oõ]e|rectifico|corrijo)\b/i;

export function withCorrections(text: string): string {
  if (!CORRECTION_WORD.test(text)) return text;
  return text.replace(CORRECTED, (...args) => {
    const {
      old,
      between,
      new: corrected,
      unit,
      again,
    } = args.at(-1) as {
      old: string;
      between: string;
      new: string;
      unit?: string;
      again?: string;
    };
    const was = valueOf(old);
    let now = corrected;
    // "200.000 … perdón, 180": the writer dropped the thousands they wrote the first time.
    if (was >= 1000 && valueOf(corrected) < 1000 && Math.abs(valueOf(corrected) * 1000 - was) <= was * 0.5) {
      const separator = /[.,]/.exec(old.slice(-4))?.[0] ?? ".";
      now = `${corrected}${separator}000`;
    }
    // "35 mil pesos … bueno no, ponele 40 mil": the multiplier said again is the first one's.
    const said = again && !new RegExp(String.raw`^\s*${again.trim()}\b`, "i").test(between) ? `${again}${between}` : between;
    return `${now}${unit ? said.replace(LEADING_UNIT, ` ${unit}`) : said}`;
  });
}
