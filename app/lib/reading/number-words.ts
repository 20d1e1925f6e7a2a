/** Small counts written as words in en, es and pt ("two nights", "dos noches", "duas noites"). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  quatro: 4,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
};

// The words of a number written out in full, in en, es and pt ("siete", "quinze", "twenty-five").
const UNITS =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|" +
  "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|" +
  "un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\\p{L}+|veinte|veinti\\p{L}+|" +
  "treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|doscientos|trescientos|cuatrocientos|quinientos|" +
  "seiscientos|setecientos|ochocientos|novecientos|mil|" +
  "um|uma|dois|duas|tr[eê]s|quatro|sete|oito|nove|dez|onze|doze|treze|catorze|quatorze|quinze|dezesseis|dezessete|dezoito|" +
  "dezenove|vinte|trinta|quarenta|cinquenta|sessenta|oitenta|cem|cento|duzentos|trezentos|quatrocentos|quinhentos|seiscentos|" +
  "setecentos|oitocentos|novecentos";
const SPELLED_THEN_DIGITS = new RegExp(
  String.raw`\b(?:${UNITS})(?:[\s-]+(?:(?:y|e|and)\s+)?(?:${UNITS}))*(?<percent>\s+(?:por\s+ciento|por\s+cento|per\s*cent|percent))?\s*\((?<digits>\d[\d.,]*)\s*(?<sign>%)?\)`,
  "giu",
);

/** "30 (trinta) dias", "10 (ten) days": the digits first, then the same count in words. */
const DIGITS_THEN_SPELLED = new RegExp(String.raw`(?<=\d)\s*\((?:${UNITS})(?:[\s-]+(?:(?:y|e|and)\s+)?(?:${UNITS}))*\)`, "giu");

/**
 * "siete (7) días", "diez por ciento (10%)", "quinze (15) dias", "30 (trinta) dias": a contract's count
 * written twice is read once, as its digits.
 */
export function withoutSpelledCounts(text: string): string {
  if (!text.includes("(")) return text;
  return text
    .replace(SPELLED_THEN_DIGITS, (...args) => {
      const groups = args.at(-1) as { percent?: string; digits: string; sign?: string };
      return `${groups.digits}${groups.percent || groups.sign ? "%" : ""}`;
    })
    .replace(DIGITS_THEN_SPELLED, "");
}

/** Tens and teens written as words, in en, es and pt, with their values. */
const TENS: Record<string, number> = {
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  onze: 11,
  doze: 12,
  treze: 13,
  quatorze: 14,
  quinze: 15,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  oitenta: 80,
};
/** What a spelled count is followed by when it is a figure to read: thousands, money, staff. */
const COUNTED =
  "mil|thousand|k|employees|people|staff|workers|personas|empleados|trabajadores|colaboradores|pessoas|funcion[aá]rios|trabalhadores|" +
  "d[oó]lares|dollars|pesos|euros|reais|soles|libras|pounds|kwanzas|escudos|meticais|rupees";
const SPELLED_TENS = new RegExp(
  // "a hundred and twenty", "cento e vinte": a count with hundreds is not two tens' worth (left to the reader as written).
  String.raw`(?<!\b(?:hundred|ciento|cien|cento|duzentos|trezentos|doscientos|trescientos)(?:\s+(?:and|y|e))?\s+)\b(?<tens>${Object.keys(TENS).join("|")})(?:(?:-|\s+(?:y|e|and)\s+|\s+)(?<unit>${Object.keys(NUMBER_WORDS).join("|")}))?(?=\s+(?:${COUNTED})\b)`,
  "giu",
);

/** "cinco lucas", "dos mil", "three thousand": a unit before thousands is its digit ("5 lucas" is read as money). */
const SPELLED_THOUSANDS = new RegExp(
  String.raw`\b(two|three|four|five|six|seven|eight|nine|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|dois|duas|quatro|sete|oito|nove)(?=\s+(?:mil|lucas?|lukas?|thousand|palos?)\b)`,
  "gi",
);

/**
 * "forty-one employees", "noventa mil pesos", "cincuenta mil", "cuarenta y cinco personas": a count
 * people spell out before what it counts is read as its digits.
 */
export function withSpelledTens(text: string): string {
  return text
    .replace(SPELLED_THOUSANDS, (_, unit: string) => String(NUMBER_WORDS[unit.toLowerCase()]))
    .replace(SPELLED_TENS, (...args) => {
      const { tens, unit } = args.at(-1) as { tens: string; unit?: string };
      const base = TENS[tens.toLowerCase()] ?? 0;
      const extra = unit ? (NUMBER_WORDS[unit.toLowerCase()] ?? 0) : 0;
      return String(base < 20 ? base : base + extra);
    });
}
