/**
 * A CSV file split into fields as a spreadsheet opens it (RFC 4180: a quoted field may hold the
 * separator, doubled quotes and line breaks), with the separator the spreadsheet's locale uses:
 * `,` in English, `;` where the decimal mark is a comma (Spanish, Portuguese). Written for the
 * tests, apart from the product's reader, so a mistake in one is not hidden by the other.
 */
export function spreadsheetRows(csv: string, separator: "," | ";"): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const char = csv[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (csv[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === separator) {
      row.push(field);
      field = "";
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && csv[index + 1] === "\n") index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The rows as records keyed by the header line's names (read with `,`). */
export function csvRecords(csv: string): Record<string, string>[] {
  const [header, ...rows] = spreadsheetRows(csv, ",");
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ""])));
}

/** Merchants, roles and notes as a card feed or an owner might write them, formulas hidden in each way a spreadsheet could find one. */
export const HOSTILE_TEXTS = [
  '=HYPERLINK("http://x","y")',
  "+1 Taxi",
  "-Minus",
  "@SUM(A1)",
  "\tTab",
  "\r=CR",
  "\n=LF",
  "Cafe;=2*21;x",
  "Cafe,=2*21,x",
  "x;-1+1",
  "x,+1+1",
  "x\n=1+1",
  "x\r\n@cmd",
  "x\t=1",
  "a\n\n=1",
  'Joe\'s "Best", Diner; -Minus',
  "x; =1",
];

/** What a spreadsheet would run: a field starting with a formula character (spaces trimmed, as importers may) that is not simply a number. */
export const isFormula = (field: string) => /^ *[=+\-@\t\r\n]/.test(field) && !/^[+-]\d+(?:\.\d+)?$/.test(field);
