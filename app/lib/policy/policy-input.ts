import type { Language } from "~/lib/site/languages";
import { parseNumber } from "./reading/money";
import { FIELD_BY_LABEL, normaliseLabel, readLabelledLine, type Field, type LabelledLine } from "./reading/labels";
import { StructuredInputSchema, type RoleLimit, type StructuredInput } from "./structured-input";

/*
 * Reads the free-text company description (spec §5). Shared by the browser, which builds the
 * structured request, and the Worker, which checks it again — so no DOM or Node APIs here.
 */

const MONTHLY_WORDS = [
  "monthly", "per month", "a month", "/month", "mensual", "mensuales", "por mes", "al mes", "/mes",
  "mensal", "mensais", "por mês", "ao mês", "/mês",
];
const PER_TRANSACTION_WORDS = [
  "per transaction", "/transaction", "por transacción", "por transaccion", "por transação",
  "por transacao",
];

const NUMBER = String.raw`\d+(?:[.,]\d+)*`;

/** Reads the first number of the text ("2,500,000", "1.500,50", "45.000"): the reader's own rule. */
export function parseAmount(text: string): number | undefined {
  const token = new RegExp(NUMBER).exec(text)?.[0];
  return token === undefined ? undefined : parseNumber(token);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

const CURRENCY_MARK = String.raw`(?:[A-Z]{3}|R\$|US\$|\$|€|£)`;

/** Finds the amount written next to a keyword: "2,500 USD monthly" or "monthly: $2,500". */
function amountBesideWords(words: readonly string[]) {
  const keyword = `(?:${words.map(escapeRegExp).join("|")})`;
  const before = new RegExp(`(${NUMBER})\\s*${CURRENCY_MARK}?\\s*${keyword}(?!\\p{L})`, "iu");
  const after = new RegExp(`(?<!\\p{L})${keyword}\\s*:?\\s*${CURRENCY_MARK}?\\s*(${NUMBER})`, "iu");
  return (text: string): number | undefined => {
    const token = before.exec(text)?.[1] ?? after.exec(text)?.[1];
    return token === undefined ? undefined : parseAmount(token);
  };
}

const monthlyAmount = amountBesideWords(MONTHLY_WORDS);
const perTransactionAmount = amountBesideWords(PER_TRANSACTION_WORDS);

/** A role counts only with both limits, since the schema needs both; its text still reaches the model. */
function readRole({ label, value }: LabelledLine): RoleLimit | null {
  const monthlyLimit = monthlyAmount(value);
  const perTransactionLimit = perTransactionAmount(value);
  if (monthlyLimit === undefined || perTransactionLimit === undefined) return null;
  if (label.length === 0 || label.length > 120) return null;
  return { name: label, monthlyLimit, perTransactionLimit };
}

interface Description {
  fields: Map<Field, string>;
  roles: RoleLimit[];
}

/** The first non-empty value wins for each field. */
function readDescription(text: string): Description {
  const fields = new Map<Field, string>();
  const roles: RoleLimit[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const labelled = readLabelledLine(line);
    if (!labelled) continue;
    const field = FIELD_BY_LABEL.get(normaliseLabel(labelled.label));
    if (field) {
      if (labelled.value && !fields.has(field)) fields.set(field, labelled.value);
      continue;
    }
    const role = readRole(labelled);
    if (role) roles.push(role);
  }
  return { fields, roles };
}

export function extractCompanyName(text: string): string {
  return readDescription(text).fields.get("company") ?? "";
}

/**
 * Only an upper-case ISO code qualifies ("COP", "COP (peso)"); "cop" or "pesos" do not. We do not
 * guess: the spec asks for 3 upper-case letters, and the legacy text form still carries the text.
 */
function readCurrency(value: string | undefined): string | undefined {
  return value === undefined ? undefined : /^([A-Z]{3})(?!\p{L})/u.exec(value)?.[1];
}

function readCount(value: string | undefined): number | undefined {
  const count = value === undefined ? undefined : parseAmount(value);
  return count !== undefined && Number.isInteger(count) ? count : undefined;
}

function readAmount(value: string | undefined): number | undefined {
  return value === undefined ? undefined : parseAmount(value);
}

/**
 * The structured request (spec §3, §5), or null when the text lacks a Country line or an
 * upper-case Currency code — or would not pass the schema (e.g. no company name, text over the
 * length limit). Null tells the caller to send the legacy text form, which loses nothing.
 */
export function toStructuredInput(
  text: string,
  options: { language: Language; companyName: string },
): StructuredInput | null {
  const { fields, roles } = readDescription(text);
  const country = fields.get("country");
  const currency = readCurrency(fields.get("currency"));
  if (!country || !currency) return null;

  const industry = fields.get("industry");
  const employeeCount = readCount(fields.get("employees"));
  const mealsPerDay = readAmount(fields.get("meals"));
  const lodgingPerNight = readAmount(fields.get("lodging"));
  const parsed = StructuredInputSchema.safeParse({
    companyName: options.companyName.trim() || (fields.get("company") ?? ""),
    country,
    currency,
    language: options.language,
    ...(industry !== undefined && { industry }),
    ...(employeeCount !== undefined && { employeeCount }),
    roles,
    travelCategories: {
      ...(mealsPerDay !== undefined && { mealsPerDay }),
      ...(lodgingPerNight !== undefined && { lodgingPerNight }),
    },
    additionalRequirements: text,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Models often wrap the whole policy in ```markdown … ``` (or a bare ```). Only such a wrapper
 * is removed; a fence closed before the last line means the text is several blocks, so it stays.
 */
export function stripCodeFences(markdown: string): string {
  const lines = markdown.trim().split(/\r\n|\r|\n/);
  // The first line is trimmed before matching: `\s*(md)?\s*$` on a long run of spaces backtracks
  // quadratically (seconds for 100 KB), a trimmed line cannot.
  const opening = /^(`{3,}|~{3,})[ \t]*(?:markdown|md)?$/i.exec((lines[0] ?? "").trim());
  if (!opening || lines.length < 2) return markdown;
  const fence = opening[1] ?? "";
  const isBareFence = (line: string) =>
    new RegExp(`^${fence[0] === "`" ? "`" : "~"}{${fence.length},}\\s*$`).test(line.trim());
  if (!isBareFence(lines[lines.length - 1] ?? "")) return markdown;

  const inner = lines.slice(1, -1);
  let depth = 0;
  for (const line of inner) {
    const trimmed = line.trim();
    if (!/^(`{3,}|~{3,})/.test(trimmed)) continue;
    if (!/^(`{3,}|~{3,})\s*$/.test(trimmed)) depth += 1;
    else if (depth > 0) depth -= 1;
    else return markdown;
  }
  return inner.join("\n").replace(/^\s*\n/, "").trimEnd();
}
