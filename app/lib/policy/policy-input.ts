import type { Language } from "~/lib/site/languages";
import { StructuredInputSchema, type RoleLimit, type StructuredInput } from "./structured-input";

/*
 * Reads the free-text company description (spec §5). Shared by the browser, which builds the
 * structured request, and the Worker, which checks it again — so no DOM or Node APIs here.
 */

type Field = "company" | "country" | "currency" | "employees" | "industry" | "meals" | "lodging";

/**
 * Labels in en, es and pt-BR. `localiseSample` translates the sample labels, so every label its
 * phrase tables produce must be listed here, or a localised sample would parse differently.
 */
const FIELD_LABELS: Record<Field, readonly string[]> = {
  company: [
    "Company Name", "Company", "Company Legal Name", "Legal Name", "Business Name", "Organization",
    "Organisation", "Nombre de la empresa", "Nombre de empresa", "Nombre de la compañía",
    "Empresa", "Compañía", "Razón social", "Nome da empresa", "Nome de empresa", "Companhia",
    "Razão social",
  ],
  country: ["Country", "País"],
  currency: ["Currency", "Moneda", "Divisa", "Moeda"],
  employees: [
    "Employees", "Number of employees", "Employee count", "Headcount", "Empleados",
    "Número de empleados", "Cantidad de empleados", "Funcionários", "Número de funcionários",
    "Colaboradores", "Número de colaboradores",
  ],
  industry: ["Industry", "Sector", "Industria", "Indústria", "Setor", "Segmento", "Ramo"],
  meals: [
    "Meals per day", "Meals", "Daily meals", "Comidas por día", "Comidas", "Alimentación por día",
    "Refeições por dia", "Refeições", "Alimentação por dia",
  ],
  lodging: [
    "Lodging per night", "Lodging", "Hotel per night", "Accommodation per night",
    "Alojamiento por noche", "Alojamiento", "Hospedaje por noche", "Hotel por noche",
    "Hospedagem por noite", "Hospedagem", "Hotel por noite",
  ],
};

const MONTHLY_WORDS = [
  "monthly", "per month", "a month", "/month", "mensual", "mensuales", "por mes", "al mes", "/mes",
  "mensal", "mensais", "por mês", "ao mês", "/mês",
];
const PER_TRANSACTION_WORDS = [
  "per transaction", "/transaction", "por transacción", "por transaccion", "por transação",
  "por transacao",
];

/** Compared without case, accents or repeated spaces: users type "Razon  social" too. */
function normaliseLabel(label: string): string {
  return label.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

const FIELD_BY_LABEL = new Map<string, Field>(
  (Object.entries(FIELD_LABELS) as Array<[Field, readonly string[]]>).flatMap(([field, labels]) =>
    labels.map((label) => [normaliseLabel(label), field] as const),
  ),
);

interface LabelledLine {
  label: string;
  value: string;
}

/** "- **Company Name:** Acme" and "Company Name : Acme" both read as label + value. */
function readLabelledLine(line: string): LabelledLine | null {
  const cleaned = line
    .replace(/\*+|_{2,}/g, "")
    .replace(/^\s*(?:[-•+]|#{1,6}|\d+[.)])\s*/, "")
    .trim();
  const colon = cleaned.indexOf(":");
  if (colon < 0) return null;
  return { label: cleaned.slice(0, colon).trim(), value: cleaned.slice(colon + 1).trim() };
}

const NUMBER = String.raw`\d+(?:[.,]\d+)*`;

/**
 * Spec §5 says commas are removed ("2,500,000"). Users writing in es/pt also type "2.500.000" or
 * "1.500,50"; reading those with the English rule would silently turn them into 2.5 or 150050.
 */
export function parseAmount(text: string): number | undefined {
  const token = new RegExp(NUMBER).exec(text)?.[0];
  if (token === undefined) return undefined;
  const dotGrouped = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(token);
  const commaDecimal = /^\d+,\d{1,2}$/.test(token);
  const normalised =
    dotGrouped || commaDecimal
      ? token.replace(/\./g, "").replace(",", ".")
      : token.replace(/,/g, "");
  const amount = Number(normalised);
  return Number.isFinite(amount) ? amount : undefined;
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
