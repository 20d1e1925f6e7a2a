import * as z from "zod/mini";
import enLiving from "~/locales/en/living";
import esLiving from "~/locales/es/living";
import ptLiving from "~/locales/pt-BR/living";
import { readExpenseNote } from "~/lib/reading/expense-question";
import { normaliseWords } from "~/lib/reading/text";
import { formatMoney, numberLocale, writtenWithoutCents } from "~/lib/site/format-money";
import type { Language } from "~/lib/site/languages";
import type { CardRule } from "./card-rule";
import { summaryAfterVerdict, type ExpenseAnswer, type ExpenseQuery, type MissingField, type Verdict } from "../rulebook/expense";
import { checkExpense, type CheckablePolicy } from "./expense-check.server";
import { EXPENSE_PHRASES } from "./expense-phrases.server";
import { MERCHANT_CATEGORIES, type MerchantCategory } from "./merchant-categories";
import type { ExpenseCategory, ProhibitedItem } from "../rulebook/policy-rules";
import { csvCell, csvUndefused } from "~/lib/platform/csv";
import type { ErrorKey } from "~/lib/platform/api-response.server";
import { DomainError } from "~/lib/platform/http.server";

/*
 * "A thousand at once": card transactions, as a card platform exports them, each judged by the
 * policy's own rules (checkExpense), with merchant category codes read through the card controls
 * and purchases split to stay under a limit flagged as a group.
 */

export const MAX_BATCH_ROWS = 5000;
export const MAX_BATCH_BYTES = 2 * 1024 * 1024;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** The longest text each text field takes (a refusal names it). */
const TEXT_LIMITS = { id: 120, merchant: 200, role: 120, cardholder: 120, note: 500, city: 80 } as const;

export const TransactionSchema = z.object({
  /** The caller's own reference, echoed back. */
  id: z.optional(text(TEXT_LIMITS.id)),
  /** YYYY-MM-DD. */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.refine(isCalendarDate)),
  merchant: text(TEXT_LIMITS.merchant),
  /**
   * ISO 18245 merchant category code, as a string or a number (card platforms send both): `3504`,
   * `"3504"`, `742` and `"742"` (a code whose leading zero was dropped) are read as four digits.
   */
  mcc: z.optional(
    z.pipe(
      z.union([z.string().check(z.regex(/^\d{1,4}$/)), z.number().check(z.int(), z.nonnegative(), z.lte(9999))]),
      z.transform((code) => String(code).padStart(4, "0")),
    ),
  ),
  amount: z.number().check(z.nonnegative(), z.lte(1e9)),
  /** ISO 4217 code. */
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  /** The cardholder's role, as the policy names roles. */
  role: z.optional(text(TEXT_LIMITS.role)),
  /** Who holds the card (a name, an employee number, the card's last digits): split purchases are one person's. */
  cardholder: z.optional(text(TEXT_LIMITS.cardholder)),
  note: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.note))),
  /** Where the merchant is (card feeds carry it): decides home or abroad limits. ISO 3166-1 alpha-2. */
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  city: z.optional(text(TEXT_LIMITS.city)),
  /** Policy-currency units per one unit of `currency`, for a purchase in another currency. */
  exchangeRate: z.optional(z.number().check(z.positive(), z.lte(1e6))),
});
export type Transaction = z.infer<typeof TransactionSchema>;
export const TransactionsSchema = z.array(TransactionSchema).check(z.minLength(1), z.maxLength(MAX_BATCH_ROWS));

type Field = keyof Transaction;

/** What each field of a JSON transaction must be, as the refusal says it (`transactions[3].mcc: four digits expected`). */
const BATCH_FIELD_ERRORS: Record<Field, ErrorKey> = {
  id: "errors.checkBatch.text",
  date: "errors.checkBatch.date",
  merchant: "errors.checkBatch.text",
  mcc: "errors.checkBatch.mcc",
  amount: "errors.checkBatch.amount",
  currency: "errors.checkBatch.currency",
  role: "errors.checkBatch.text",
  cardholder: "errors.checkBatch.text",
  note: "errors.checkBatch.text",
  country: "errors.checkBatch.country",
  city: "errors.checkBatch.text",
  exchangeRate: "errors.checkBatch.exchangeRate",
};

/**
 * JSON transactions, validated. A refusal names the first wrong row and field as a path
 * (`transactions[3].mcc`, in `message` and in `field`), so a card platform knows what to fix.
 */
export function parseTransactions(value: unknown): Transaction[] {
  const parsed = TransactionsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const [index, field] = parsed.error.issues[0]!.path;
  if (typeof index !== "number")
    throw new DomainError("invalid", "errors.checkBatch.rows", { values: { path: "transactions" }, extra: { field: "transactions" } });
  const named = typeof field === "string" && field in BATCH_FIELD_ERRORS ? (field as Field) : null;
  const path = `transactions[${index}]${named ? `.${named}` : ""}`;
  throw new DomainError("invalid", named ? BATCH_FIELD_ERRORS[named] : "errors.checkBatch.row", {
    values: { path, max: named && named in TEXT_LIMITS ? TEXT_LIMITS[named as keyof typeof TEXT_LIMITS] : undefined },
    extra: { field: path },
  });
}

/** Translation keys of what can be wrong with an uploaded file (the route translates them). */
export const CSV_ERROR_KEYS = [
  "errors.checkCsv.tooLarge",
  "errors.checkCsv.tooManyRows",
  "errors.checkCsv.empty",
  "errors.checkCsv.missingColumn",
  "errors.checkCsv.unclosedQuote",
  "errors.checkCsv.missingValue",
  "errors.checkCsv.badDate",
  "errors.checkCsv.badAmount",
  "errors.checkCsv.ambiguousAmount",
  "errors.checkCsv.negativeAmount",
  "errors.checkCsv.badCurrency",
  "errors.checkCsv.badMcc",
  "errors.checkCsv.badValue",
] as const;
export type CsvErrorKey = (typeof CSV_ERROR_KEYS)[number];
/** `line` is the file's line the record starts on (the header is line 1; 0: the file as a whole). */
export type CsvError = { line: number; key: CsvErrorKey; column?: Field };

/** Header names in en, es and pt, folded (lower case, no accents, words separated by one space). */
const HEADERS: Record<string, Field> = {};
for (const [field, names] of Object.entries({
  id: ["id", "reference", "ref", "referencia", "transaction id"],
  date: ["date", "fecha", "data", "transaction date", "fecha de la transaccion", "data da transacao"],
  merchant: ["merchant", "merchant name", "comercio", "establecimiento", "estabelecimento"],
  mcc: ["mcc", "merchant category code"],
  amount: ["amount", "monto", "importe", "valor"],
  currency: ["currency", "moneda", "divisa", "moeda"],
  role: ["role", "cardholder role", "rol", "cargo", "rol del titular", "cargo do titular"],
  cardholder: ["cardholder", "card holder", "employee", "titular", "empleado", "portador", "funcionario", "colaborador"],
  note: ["note", "notes", "memo", "description", "nota", "notas", "descripcion", "observacao", "observacoes"],
  country: ["country", "pais", "merchant country"],
  city: ["city", "ciudad", "cidade", "merchant city"],
  exchangeRate: ["exchange rate", "rate", "tipo de cambio", "tasa de cambio", "taxa de cambio"],
} satisfies Record<Field, string[]>)) {
  for (const name of names) HEADERS[name] = field as Field;
}
const REQUIRED: Field[] = ["date", "merchant", "amount", "currency"];

/** A row the file holds but the check could not read: its line, what is wrong, and its cells as written (to show it). */
export type UnreadRow = CsvError & { cells: Partial<Record<"date" | "merchant" | "amount" | "currency", string>> };

/** What a file gave: the rows read (with the line each starts on) and the rows that could not be. */
export type TransactionsFile = { rows: Transaction[]; lines: number[]; unread: UnreadRow[] };

/** A cell as shown beside its row's error: one line, bounded. */
const shownCell = (value: string) => value.replace(/\s+/g, " ").slice(0, 200);

/**
 * Transactions from a CSV file (RFC 4180: quoted fields, doubled quotes, CRLF or LF, a BOM), with
 * headers in en, es or pt in any case and any order; unknown columns are ignored. A comma, a
 * semicolon or a tab separates fields, whichever the header line uses most (spreadsheets in es
 * and pt write semicolons). A wrong cell sets its row aside with its line and column, and the other
 * rows are read; only what breaks the whole file (its size, a quote never closed, no header or no
 * rows, a required column missing, no row that can be read) refuses it.
 */
export function readTransactionsCsv(input: string): TransactionsFile | { error: CsvError } {
  if (utf8Length(input) > MAX_BATCH_BYTES) return { error: { line: 0, key: "errors.checkCsv.tooLarge" } };
  const source = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const delimiter = delimiterOf(source);
  const read = readRecords(source, delimiter, MAX_BATCH_ROWS + 2);
  if ("unclosedAt" in read) return { error: { line: read.unclosedAt, key: "errors.checkCsv.unclosedQuote" } };
  const [header, ...records] = read.records;
  if (!header) return { error: { line: 0, key: "errors.checkCsv.empty" } };
  if (records.length > MAX_BATCH_ROWS) return { error: { line: records[MAX_BATCH_ROWS]!.line, key: "errors.checkCsv.tooManyRows" } };
  if (records.length === 0) return { error: { line: header.line, key: "errors.checkCsv.empty" } };

  const columns = new Map<Field, number>();
  header.cells.forEach((name, index) => {
    const field = HEADERS[normaliseWords(name)];
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const missing = REQUIRED.find((field) => !columns.has(field));
  if (missing) return { error: { line: header.line, key: "errors.checkCsv.missingColumn", column: missing } };

  const cell = (cells: string[], field: Field) => {
    const index = columns.get(field);
    // A cell defused on the way out (`'=…`, `x;'=…`) reads back as written.
    return index === undefined ? "" : csvUndefused((cells[index] ?? "").trim());
  };
  const amounts = records.map((record) => readAmount(cell(record.cells, "amount")));
  // Spreadsheets that separate fields with semicolons write decimal commas ("85.000" is 85000).
  const decimal = decimalSeparatorOf(amounts) ?? (delimiter === ";" ? "," : null);
  const file: TransactionsFile = { rows: [], lines: [], unread: [] };
  for (const [position, { line, cells }] of records.entries()) {
    const row = readRow((field) => cell(cells, field), amounts[position]!, decimal);
    if ("key" in row) {
      const shown = Object.fromEntries(
        (["date", "merchant", "amount", "currency"] as const)
          .map((field) => [field, shownCell(cell(cells, field))])
          .filter(([, value]) => value),
      );
      file.unread.push({ line, key: row.key, column: row.column, cells: shown });
    } else {
      file.rows.push(row);
      file.lines.push(line);
    }
  }
  // A file none of whose rows can be read is refused with its first one: the last good check stays on screen.
  const [first] = file.unread;
  if (file.rows.length === 0 && first) return { error: { line: first.line, key: first.key, column: first.column } };
  return file;
}

/** One record as a transaction, or what is wrong with it (the first wrong cell). */
function readRow(
  cell: (field: Field) => string,
  readAmountCell: ReadAmount,
  decimal: "." | "," | null,
): Transaction | { key: CsvErrorKey; column: Field } {
  const fail = (key: CsvErrorKey, column: Field) => ({ key, column });
  for (const field of REQUIRED) if (!cell(field)) return fail("errors.checkCsv.missingValue", field);
  const date = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(cell("date"));
  const isoDate = date && `${date[1]}-${date[2]!.padStart(2, "0")}-${date[3]!.padStart(2, "0")}`;
  if (!isoDate || !isCalendarDate(isoDate)) return fail("errors.checkCsv.badDate", "date");
  const currency = cell("currency").toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return fail("errors.checkCsv.badCurrency", "currency");
  // A currency nobody writes cents in ("85.000 COP") groups thousands whatever the file's other rows say.
  const amount = resolveAmount(readAmountCell, writtenWithoutCents(currency) ? "none" : decimal);
  if (typeof amount === "string") return fail(amount, "amount");
  const mcc = cell("mcc");
  // Spreadsheets drop an MCC's leading zeros ("742" for 0742).
  if (mcc && !/^\d{1,4}$/.test(mcc)) return fail("errors.checkCsv.badMcc", "mcc");
  let exchangeRate: number | undefined;
  if (cell("exchangeRate")) {
    const rate = resolveAmount(readAmount(cell("exchangeRate")), decimal);
    if (typeof rate === "string") return fail("errors.checkCsv.badValue", "exchangeRate");
    exchangeRate = rate;
  }
  const candidate = {
    id: cell("id") || undefined,
    date: isoDate,
    merchant: cell("merchant"),
    mcc: mcc ? mcc.padStart(4, "0") : undefined,
    amount,
    currency,
    role: cell("role") || undefined,
    cardholder: cell("cardholder") || undefined,
    note: cell("note") || undefined,
    country: cell("country").toUpperCase() || undefined,
    city: cell("city") || undefined,
    exchangeRate,
  };
  const parsed = TransactionSchema.safeParse(candidate);
  if (!parsed.success) return fail("errors.checkCsv.badValue", parsed.error.issues[0]!.path[0] as Field);
  return stripUndefined(parsed.data);
}

type CsvRecord = { line: number; cells: string[] };

/** Records with the line each starts on; stops after `limit` records. Blank lines are skipped. */
function readRecords(source: string, delimiter: string, limit: number): { records: CsvRecord[] } | { unclosedAt: number } {
  const records: CsvRecord[] = [];
  let position = 0;
  let line = 1;
  while (position < source.length && records.length < limit) {
    const start = line;
    const cells: string[] = [];
    for (;;) {
      let value = "";
      if (source[position] === '"') {
        let from = position + 1;
        for (;;) {
          const quote = source.indexOf('"', from);
          if (quote < 0) return { unclosedAt: start };
          value += source.slice(from, quote);
          if (source[quote + 1] !== '"') {
            position = quote + 1;
            break;
          }
          value += '"';
          from = quote + 2;
        }
        for (let index = value.indexOf("\n"); index >= 0; index = value.indexOf("\n", index + 1)) line += 1;
      }
      // Unquoted text (or what follows a closing quote, kept as written) runs to the delimiter or the line's end.
      let end = position;
      while (end < source.length && source[end] !== delimiter && source[end] !== "\n" && source[end] !== "\r") end += 1;
      value += source.slice(position, end);
      position = end;
      cells.push(value);
      if (source[position] === delimiter) {
        position += 1;
        continue;
      }
      if (source[position] === "\r") position += 1;
      if (source[position] === "\n") position += 1;
      line += 1;
      break;
    }
    if (cells.some((value) => value.trim() !== "")) records.push({ line: start, cells });
  }
  return { records };
}

/** The separator the header line uses most, outside quotes. */
function delimiterOf(source: string): string {
  const counts: Record<string, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (let index = 0; index < source.length && index < 10_000; index += 1) {
    const char = source[index]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char in counts) counts[char]! += 1;
  }
  return Object.entries(counts).reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

type ReadAmount =
  | { value: number; decimal: "." | "," | null }
  /** "1.500" or "1,500": a thousand and five hundred, or one and a half. */
  | { ambiguous: "." | ","; asDecimal: number; asGrouped: number }
  | { error: CsvErrorKey };

/** An amount as written: "1500", "1,500.50", "1.500,50", "12,5", "1 500,00"; no currency signs. */
function readAmount(raw: string): ReadAmount {
  const written = raw.replace(/[\s\u00a0\u202f]/g, "");
  if (/^-\d/.test(written)) return { error: "errors.checkCsv.negativeAmount" };
  if (!/^\d[\d.,]*$/.test(written) || /[.,]$/.test(written)) return { error: "errors.checkCsv.badAmount" };
  const lastPoint = written.lastIndexOf(".");
  const lastComma = written.lastIndexOf(",");
  if (lastPoint < 0 && lastComma < 0) return { value: Number(written), decimal: null };
  const grouped = (digits: string, separator: string) => new RegExp(`^\\d{1,3}(?:\\${separator}\\d{3})*$`).test(digits);
  if (lastPoint >= 0 && lastComma >= 0) {
    const decimal = lastPoint > lastComma ? "." : ",";
    const group = decimal === "." ? "," : ".";
    const [whole, fraction] = [written.slice(0, Math.max(lastPoint, lastComma)), written.slice(Math.max(lastPoint, lastComma) + 1)];
    if (!grouped(whole, group) || /[.,]/.test(fraction)) return { error: "errors.checkCsv.badAmount" };
    return { value: Number(`${whole.replaceAll(group, "")}.${fraction}`), decimal };
  }
  const separator = lastPoint >= 0 ? "." : ",";
  const parts = written.split(separator);
  if (parts.length > 2) {
    if (!grouped(written, separator)) return { error: "errors.checkCsv.badAmount" };
    return { value: Number(parts.join("")), decimal: separator === "." ? "," : "." };
  }
  const [whole, fraction] = parts as [string, string];
  if (fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole))
    return { ambiguous: separator, asDecimal: Number(`${whole}.${fraction}`), asGrouped: Number(whole + fraction) };
  return { value: Number(`${whole}.${fraction}`), decimal: separator };
}

/** The file's decimal separator, when its unambiguous amounts agree on one. */
function decimalSeparatorOf(amounts: ReadAmount[]): "." | "," | null {
  const seen = new Set(amounts.flatMap((amount) => ("decimal" in amount && amount.decimal ? [amount.decimal] : [])));
  return seen.size === 1 ? [...seen][0]! : null;
}

/** `"none"`: the amount has no decimals, so a lone separator groups thousands. */
function resolveAmount(amount: ReadAmount, decimal: "." | "," | "none" | null): number | CsvErrorKey {
  if ("error" in amount) return amount.error;
  if ("value" in amount) return Number.isFinite(amount.value) && amount.value <= 1e9 ? amount.value : "errors.checkCsv.badAmount";
  if (!decimal) return "errors.checkCsv.ambiguousAmount";
  return decimal === amount.ambiguous ? amount.asDecimal : amount.asGrouped;
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function utf8Length(value: string): number {
  // Every UTF-16 unit is one to three UTF-8 bytes: encode only when the answer is not obvious.
  if (value.length > MAX_BATCH_BYTES || value.length * 3 <= MAX_BATCH_BYTES) return value.length;
  return new TextEncoder().encode(value).length;
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/* ------------------------------------------------------------------------------------------ */

/** The merchant category of an MCC (ISO 18245), by the table the card controls are written from. */
export function merchantCategoryOf(mcc: string | undefined): MerchantCategory | null {
  if (!mcc) return null;
  const code = Number(mcc);
  for (const [category, ranges] of Object.entries(MERCHANT_CATEGORIES))
    if (ranges.some((range) => code >= range.from && code <= range.to)) return category as MerchantCategory;
  return null;
}

/**
 * What a merchant category is, as an expense. Fuel is ground transport, not mileage: mileage pays a
 * private car by distance, which a card transaction never states; fuel on a card is a cost of a
 * rental or company car.
 */
const EXPENSE_OF: Record<MerchantCategory, { category: ExpenseCategory; items: ProhibitedItem[] }> = {
  restaurants: { category: "meals", items: [] },
  bars: { category: "meals", items: ["alcohol"] },
  liquorStores: { category: "other", items: ["alcohol"] },
  lodging: { category: "lodging", items: [] },
  airlines: { category: "airfare", items: [] },
  carRental: { category: "groundTransport", items: [] },
  taxis: { category: "groundTransport", items: [] },
  fuel: { category: "groundTransport", items: [] },
  gambling: { category: "other", items: ["gambling"] },
  cashLike: { category: "other", items: ["cashWithdrawals"] },
};

export function expenseOfMcc(mcc: string | undefined): {
  merchantCategory: MerchantCategory | null;
  category: ExpenseCategory;
  items: ProhibitedItem[];
} {
  const merchantCategory = merchantCategoryOf(mcc);
  return merchantCategory ? { merchantCategory, ...EXPENSE_OF[merchantCategory] } : { merchantCategory, category: "other", items: [] };
}

/* ------------------------------------------------------------------------------------------ */

export type BatchClause = { section: number; heading: string };

export type BatchRow = {
  /** The transaction's position in the request (0-based). */
  index: number;
  /** The line of the uploaded file the transaction starts on (a CSV upload only). */
  line?: number;
  id?: string;
  date: string;
  merchant: string;
  mcc?: string;
  amount: number;
  currency: string;
  /** What the transaction was judged as. */
  category: ExpenseCategory;
  verdict: Verdict;
  /**
   * One sentence in the answer's language. Absent on a row of a split group: its verdict is the
   * group's, and the group's `summary` says why, once for all its rows.
   */
  summary?: string;
  approver?: string;
  /** This transaction's own excess over a limit, in the policy's currency (a split group's is its group's). */
  excess?: { amount: number; currency: string };
  missing?: MissingField[];
  clauses: BatchClause[];
  /** The split group (`splitGroups`) this payment belongs to: payments to one merchant on one day, each under a limit and together over it. */
  splitGroup?: number;
};

/** One split purchase, listed once however many rows it has (each row carries only its `splitGroup`). */
export type SplitGroup = {
  /** 1, 2, …: the number its rows carry. */
  group: number;
  /** The indexes of the group's rows, in the request's order. */
  rows: number[];
  merchant: string;
  date: string;
  /** The group's total, in the rows' currency. */
  total: number;
  currency: string;
  /** The verdict the policy gives the total: every row of the group takes it. */
  verdict: Verdict;
  /** Why, in the answer's language: the payments, their total, and what the policy says of it. */
  summary: string;
  approver?: string;
  /** The limit or approval threshold the total crosses, in the policy's currency, when the policy states one. */
  limit?: { amount: number; currency: string };
  excess?: { amount: number; currency: string };
};

/** A batch's verdicts: one row per transaction, and the split purchases among them. */
export type BatchAnswer = { rows: BatchRow[]; splitGroups: SplitGroup[] };

const SEVERITY: Record<Exclude<Verdict, "cannot_tell">, number> = {
  allowed: 0,
  needs_document: 1,
  needs_approval: 2,
  over_limit: 3,
  not_reimbursable: 4,
};
const severity = (verdict: Verdict) => (verdict === "cannot_tell" ? -1 : SEVERITY[verdict]);

const CATEGORY_NAMES: Record<Language, Record<MerchantCategory, string>> = {
  en: enLiving.controls.categories,
  es: esLiving.controls.categories,
  "pt-BR": ptLiving.controls.categories,
};

type Phrases = {
  blocked: (category: string, mcc: string) => string;
  review: (category: string, mcc: string) => string;
  split: (count: number, merchant: string, date: string, total: string, limit: string | null) => string;
};

const PHRASES: Record<Language, Phrases> = {
  en: {
    blocked: (category, mcc) => `${category} (MCC ${mcc}): blocked by the policy's card controls, not reimbursable.`,
    review: (category, mcc) =>
      `${category} (MCC ${mcc}): named among the expenses the policy does not pay, to be reviewed before it is accepted.`,
    split: (count, merchant, date, total, limit) =>
      `Possible split purchase: ${count} payments to ${merchant} on ${date} add up to ${total}${limit ? `, over ${limit}` : ""}.`,
  },
  es: {
    blocked: (category, mcc) => `${category} (MCC ${mcc}): bloqueado por los controles de tarjeta de la política, no reembolsable.`,
    review: (category, mcc) =>
      `${category} (MCC ${mcc}): la política lo nombra entre los gastos que no paga; debe revisarse antes de aceptarlo.`,
    split: (count, merchant, date, total, limit) =>
      `Posible compra fraccionada: ${count} pagos a ${merchant} el ${date} suman ${total}${limit ? `, por encima de ${limit}` : ""}.`,
  },
  "pt-BR": {
    blocked: (category, mcc) => `${category} (MCC ${mcc}): bloqueado pelos controles de cartão da política, não reembolsável.`,
    review: (category, mcc) =>
      `${category} (MCC ${mcc}): a política o cita entre as despesas que não paga; deve ser revisado antes de ser aceito.`,
    split: (count, merchant, date, total, limit) =>
      `Possível compra fracionada: ${count} pagamentos a ${merchant} em ${date} somam ${total}${limit ? `, acima de ${limit}` : ""}.`,
  },
};

type MerchantRule = Extract<CardRule, { type: "merchantCategory" }>;

const clauseOf = (rule: CardRule): BatchClause => ({ section: rule.source.section, heading: rule.source.heading });
/** The sections an answer quotes, each once (an answer may quote several lines of one section). */
const clausesOf = (answer: ExpenseAnswer): BatchClause[] =>
  mergeClauses(answer.clauses.map(({ section, heading }) => ({ section, heading })));

function mergeClauses(...lists: BatchClause[][]): BatchClause[] {
  const seen = new Map<number, BatchClause>();
  for (const clause of lists.flat()) if (!seen.has(clause.section)) seen.set(clause.section, clause);
  return [...seen.values()];
}

/** A merchant's name as two payments to it compare: "STARBUCKS #1234" and "Starbucks" are one. */
function merchantKey(merchant: string): string {
  return normaliseWords(merchant)
    .split(" ")
    .filter((word) => !/^\d+$/.test(word))
    .join(" ");
}

/**
 * One verdict per transaction, in the rows' order. A merchant category the controls block is not
 * reimbursable whatever the amount; every other row is judged by checkExpense. Then payments to one
 * merchant on one day by one cardholder (without one: by one role), in one currency and category,
 * that are each under a limit or an approval threshold and together over it are flagged: every row
 * of the group takes the verdict the policy gives the total. The group itself, with the summary
 * that says why, is listed once in `splitGroups`, so the answer grows with its rows, never with
 * their square.
 */
export function checkTransactions(policy: CheckablePolicy, rows: readonly Transaction[], language: Language): BatchAnswer {
  const phrases = PHRASES[language];
  const merchantRules = policy.controls.rules.filter((rule): rule is MerchantRule => rule.type === "merchantCategory");
  const ruleOf = (code: number, action: MerchantRule["action"], condition?: MerchantRule["condition"]) =>
    merchantRules.find(
      (rule) =>
        rule.action === action &&
        (condition === undefined || rule.condition === condition) &&
        rule.mcc.some((range) => code >= range.from && code <= range.to),
    );
  // Transactions repeat (the same taxi fare, the same hotel night): each distinct one is judged once.
  const answers = new Map<string, ExpenseAnswer>();
  // A row's note is read as one expense's description is, what the policy refuses in words included.
  const judge = (query: Partial<ExpenseQuery>, note?: string) => {
    const key = note ? `${JSON.stringify(query)}\u0000${note}` : JSON.stringify(query);
    let answer = answers.get(key);
    if (!answer) {
      answer = checkExpense(policy, query, language, note);
      answers.set(key, answer);
    }
    return answer;
  };

  const queries: Partial<ExpenseQuery>[] = [];
  const results = rows.map((row, index): BatchRow => {
    const { merchantCategory, category, items } = expenseOfMcc(row.mcc);
    const query: Partial<ExpenseQuery> = { amount: row.amount, currency: row.currency, category, date: row.date };
    if (row.city) query.city = row.city;
    // With no place, checkExpense takes a charge in the policy's own currency as made at home, as it does one expense.
    if (row.country) query.country = row.country;
    if (row.role) query.role = row.role;
    if (row.exchangeRate) query.exchangeRate = row.exchangeRate;
    if (items.length > 0) query.items = [...items];
    Object.assign(query, readExpenseNote(row.note));
    queries.push(query);
    const result: BatchRow = {
      index,
      ...(row.id ? { id: row.id } : {}),
      date: row.date,
      merchant: row.merchant,
      ...(row.mcc ? { mcc: row.mcc } : {}),
      amount: row.amount,
      currency: row.currency,
      category,
      verdict: "allowed",
      summary: "",
      clauses: [],
    };
    const code = Number(row.mcc);
    const blocked = row.mcc ? ruleOf(code, "blocked") : undefined;
    if (blocked && merchantCategory) {
      result.verdict = "not_reimbursable";
      result.summary = phrases.blocked(CATEGORY_NAMES[language][merchantCategory], row.mcc!);
      result.clauses = [clauseOf(blocked)];
      return result;
    }
    const answer = judge(query, row.note);
    result.verdict = answer.verdict;
    result.summary = answer.summary;
    if (answer.approver) result.approver = answer.approver;
    if (answer.excess) result.excess = answer.excess;
    if (answer.missing) result.missing = answer.missing;
    result.clauses = clausesOf(answer);
    // A category the policy names among what it does not pay (the sentence may be narrower than the category): reviewed, not refused.
    const review = row.mcc ? ruleOf(code, "restricted", "namedAsNonReimbursable") : undefined;
    if (review && merchantCategory && severity(answer.verdict) >= 0 && severity(answer.verdict) < SEVERITY.needs_approval) {
      result.verdict = "needs_approval";
      result.summary = phrases.review(CATEGORY_NAMES[language][merchantCategory], row.mcc!);
      result.clauses = mergeClauses([clauseOf(review)], result.clauses);
    }
    return result;
  });

  return { rows: results, splitGroups: flagSplits(policy, rows, results, queries, judge, language) };
}

function flagSplits(
  policy: CheckablePolicy,
  rows: readonly Transaction[],
  results: BatchRow[],
  queries: Partial<ExpenseQuery>[],
  judge: (query: Partial<ExpenseQuery>) => ExpenseAnswer,
  language: Language,
): SplitGroup[] {
  const groups = new Map<string, number[]>();
  results.forEach((result, index) => {
    // A row over a limit or refused on its own is not hiding under one.
    if (result.verdict === "cannot_tell" || severity(result.verdict) > SEVERITY.needs_approval) return;
    const row = rows[index]!;
    const who = row.cardholder ? `holder:${normaliseWords(row.cardholder)}` : `role:${normaliseWords(row.role ?? "")}`;
    const key = [merchantKey(row.merchant), row.date, who, row.currency, result.category].join("|");
    const members = groups.get(key);
    if (members) members.push(index);
    else groups.set(key, [index]);
  });
  const figures = figuresOf(policy.controls.rules);
  const policyCurrency = policy.controls.policy.currency;
  const locale = numberLocale(language, policy.controls.policy.country);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const flagged: SplitGroup[] = [];
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const total = round(members.reduce((sum, index) => sum + rows[index]!.amount, 0));
    const query = queries[members[0]!]!;
    // Only a figure of the policy (or a per-person or per-night one times the people or nights) between the
    // largest payment and the total can change the verdict: other groups need no second look.
    const largest = members.reduce((most, index) => Math.max(most, rows[index]!.amount), 0);
    const rate = query.currency === policyCurrency || !policyCurrency ? 1 : query.exchangeRate;
    const scales = [1, (query.attendees ?? 1) * (query.nights ?? 1)];
    const between = (figure: number) => largest * rate! <= figure && figure < total * rate!;
    if (rate !== undefined && !figures.some((figure) => scales.some((scale) => between(figure * scale)))) continue;
    const combined = judge({ ...query, amount: total });
    const worst = members.reduce((most, index) => Math.max(most, severity(results[index]!.verdict)), -1);
    const approvers = new Set(members.map((index) => results[index]!.approver));
    const crosses =
      (combined.verdict === "over_limit" || combined.verdict === "needs_approval") &&
      (severity(combined.verdict) > worst || (combined.verdict === "needs_approval" && !approvers.has(combined.approver)));
    if (!crosses) continue;
    const group = flagged.length + 1;
    const limit = limitCrossed(policy, combined, query, largest);
    const first = rows[members[0]!]!;
    const date = dates.format(new Date(`${first.date}T00:00:00Z`));
    const summary = `${PHRASES[language].split(
      members.length,
      first.merchant,
      date,
      formatMoney({ amount: total, currency: first.currency }, locale),
      limit ? formatMoney(limit, locale) : null,
    )} ${combined.summary}`;
    const combinedClauses = clausesOf(combined);
    for (const index of members) {
      const result = results[index]!;
      result.verdict = combined.verdict;
      // Said once, by the group: a copy per row would make a 5,000-row group's answer megabytes of one sentence.
      delete result.summary;
      if (combined.approver) result.approver = combined.approver;
      result.clauses = mergeClauses(result.clauses, combinedClauses);
      result.splitGroup = group;
    }
    flagged.push({
      group,
      rows: members,
      merchant: first.merchant,
      date: first.date,
      total,
      currency: first.currency,
      verdict: combined.verdict,
      summary,
      ...(combined.approver ? { approver: combined.approver } : {}),
      ...(limit ? { limit } : {}),
      ...(combined.excess ? { excess: combined.excess } : {}),
    });
  }
  return flagged;
}

/** Every amount the rules state (limits, caps, approval bands): the only places an amount's verdict can change. */
function figuresOf(rules: readonly CardRule[]): number[] {
  return rules.flatMap((rule) => [
    ...("amount" in rule ? [rule.amount.value] : []),
    ...("upTo" in rule && rule.upTo ? [rule.upTo.value] : []),
    ...("max" in rule && rule.max ? [rule.max.value] : []),
  ]);
}

/**
 * The figure a group's total crosses: the limit its excess is measured from, or the approval band
 * it enters (the band of the approver the answer names, else the highest band that applies to it).
 */
function limitCrossed(
  policy: CheckablePolicy,
  answer: ExpenseAnswer,
  query: Partial<ExpenseQuery>,
  largest: number,
): { amount: number; currency: string } | undefined {
  const { amount: total, currency } = answer.understood;
  if (total === undefined) return undefined;
  if (answer.verdict === "over_limit") {
    const excess = answer.excess;
    return excess && currency === excess.currency ? { amount: round(total - excess.amount), currency } : undefined;
  }
  const home = policy.controls.policy.country;
  const applies = (scope: Extract<CardRule, { type: "approvalThreshold" }>["scope"]) =>
    scope.kind === "all" ||
    (scope.kind === "category" && scope.category === query.category) ||
    (scope.kind === "role" && query.role !== undefined && sameRole(scope.role, query.role)) ||
    (scope.kind === "international" && Boolean(query.country && home && query.country !== home));
  const bands = policy.controls.rules.filter(
    (rule): rule is Extract<CardRule, { type: "approvalThreshold" }> =>
      rule.type === "approvalThreshold" &&
      rule.amount.value > 0 &&
      rule.amount.currency === currency &&
      largest <= rule.amount.value &&
      rule.amount.value < total &&
      applies(rule.scope),
  );
  const named = bands.filter((rule) => rule.approver === answer.approver);
  const band = (named.length > 0 ? named : bands).sort((a, b) => b.amount.value - a.amount.value)[0];
  return band ? { amount: band.amount.value, currency: band.amount.currency } : undefined;
}

/** "Directors" and "director", "Gerentes" and "gerente": case, accents and a plural ending aside. */
function sameRole(a: string, b: string): boolean {
  const [x, y] = [normaliseWords(a), normaliseWords(b)];
  return x === y || [`${x}s`, `${x}es`].includes(y) || [`${y}s`, `${y}es`].includes(x);
}

const round = (value: number) => Math.round(value * 100) / 100;

/* ------------------------------------------------------------------------------------------ */

/**
 * Stable English column keys (a spreadsheet formula or an import keeps working whatever the
 * language), with the verdict twice: its key, and `verdict_label` in the answer's language, in the
 * words the public page's box uses; the summary, in that language too, says why after the label
 * (it does not open with the verdict again). A row of a split group carries its group's figures.
 * An uploaded file's rows are in the file's order, each with its `line`; a row the check could not
 * read has no verdict and says why in `error`.
 */
export const BATCH_CSV_COLUMNS = [
  "index",
  "id",
  "date",
  "merchant",
  "mcc",
  "amount",
  "currency",
  "category",
  "verdict",
  "verdict_label",
  "summary",
  "approver",
  "excess",
  "excess_currency",
  "split_group",
  "split_total",
  "split_limit",
  "split_limit_currency",
  "clauses",
  "line",
  "error",
] as const;

type CsvColumn = (typeof BATCH_CSV_COLUMNS)[number];

/** A row of an uploaded file the check could not read, its reason already in the answer's language. */
export type ShownUnreadRow = { line: number; message: string; cells: UnreadRow["cells"] };

/** The lines each checked transaction of an uploaded file starts on, by its index. */
export function withFileLines(batch: BatchAnswer, lines: readonly number[]): BatchAnswer {
  for (const row of batch.rows) {
    const line = lines[row.index];
    if (line !== undefined) row.line = line;
  }
  return batch;
}

/** The verdicts as CSV (RFC 4180, CRLF; text cells quoted and defused for spreadsheets in every locale: `csvCell`). */
export function batchCsv({ rows, splitGroups }: BatchAnswer, language: Language, unread: readonly ShownUnreadRow[] = []): string {
  const groups = new Map(splitGroups.map((group) => [group.group, group]));
  const labels = EXPENSE_PHRASES[language].verdicts;
  const checked = rows.map((row) => {
    const split = row.splitGroup === undefined ? undefined : groups.get(row.splitGroup);
    const summary = row.summary ?? split?.summary;
    const excess = row.excess ?? split?.excess;
    const cells: Partial<Record<CsvColumn, string | number | undefined>> = {
      index: row.index,
      id: row.id,
      date: row.date,
      merchant: row.merchant,
      mcc: row.mcc,
      amount: row.amount,
      currency: row.currency,
      category: row.category,
      verdict: row.verdict,
      verdict_label: labels[row.verdict],
      summary: summary === undefined ? undefined : summaryAfterVerdict(summary, labels[row.verdict]),
      approver: row.approver ?? split?.approver,
      excess: excess?.amount,
      excess_currency: excess?.currency,
      split_group: split?.group,
      split_total: split?.total,
      split_limit: split?.limit?.amount,
      split_limit_currency: split?.limit?.currency,
      clauses: row.clauses.map((clause) => clause.heading).join("; "),
      line: row.line,
    };
    return { line: row.line ?? row.index, cells };
  });
  const refused = unread.map((row) => {
    const cells: Partial<Record<CsvColumn, string | number | undefined>> = { ...row.cells, line: row.line, error: row.message };
    return { line: row.line, cells };
  });
  const ordered = refused.length > 0 ? [...checked, ...refused].sort((a, b) => a.line - b.line) : checked;
  const lines = ordered.map(({ cells }) => BATCH_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(","));
  return [BATCH_CSV_COLUMNS.join(","), ...lines].join("\r\n") + "\r\n";
}
