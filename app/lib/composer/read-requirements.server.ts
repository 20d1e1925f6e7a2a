import type { StructuredInput } from "~/lib/policy/structured-input";
import type { Money } from "~/lib/policy/company-reading";
import { normalizeForMatch } from "~/lib/policy/country-names.server";

/**
 * Reads the user's original description (`additionalRequirements`) for the three rules the
 * sample templates carry — receipts threshold, submission deadline, international-travel
 * notice — in English, Spanish or Portuguese, and keeps every other sentence the user wrote
 * as a company-specific rule, so nothing they asked for is lost.
 */
export interface CompanyRequirements {
  receiptsOver?: Money;
  submission?: { days: number; businessDays: boolean };
  internationalNotice?: { count: number; unit: "week" | "day" };
  /** The user's own rules, in their words. */
  extraRules: string[];
}

type Context = Pick<StructuredInput, "companyName" | "currency" | "roles" | "travelCategories">;

/** Labels of the structured lines the form's text parser reads (en/es/pt), normalised. */
const FIELD_LABELS = new Set(
  [
    "company",
    "company name",
    "name of the company",
    "nombre de la empresa",
    "nombre de empresa",
    "empresa",
    "razon social",
    "nome da empresa",
    "companhia",
    "nome",
    "country",
    "pais",
    "currency",
    "moneda",
    "divisa",
    "moeda",
    "employees",
    "number of employees",
    "employee count",
    "headcount",
    "empleados",
    "numero de empleados",
    "cantidad de empleados",
    "funcionarios",
    "numero de funcionarios",
    "colaboradores",
    "industry",
    "sector",
    "industria",
    "rubro",
    "setor",
    "segmento",
    "ramo",
  ].map(normalizeForMatch),
);
/** Labels that only introduce the user's own rules ("Rules: no alcohol"); the rule is the rest. */
const RULE_LIST_LABEL =
  /^(rules?|other rules|additional (rules|requirements)|requirements|notes?|reglas?|otras reglas|normas|requisitos( adicionales)?|notas?|regras?|outras regras|requisitos adicionais|observac(ao|oes))$/;
const MEALS_LABEL = /meal|comida|aliment|refei/;
const LODGING_LABEL = /lodging|hotel|accommodation|alojamiento|hospedaje|hospedagem|alojamento/;

export function readRequirements(text: string, context: Context): CompanyRequirements {
  const found: CompanyRequirements = { extraRules: [] };
  const roleNames = new Set(context.roles.map((role) => normalizeForMatch(role.name)));

  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine
      .replace(/^\s*(?:[-*•+]|\d+[.)])\s+/, "")
      .replace(/^#+\s*/, "")
      .trim();
    if (!line || isStructuredLine(line, context, roleNames)) continue;

    for (const sentence of splitSentences(withoutRuleListLabel(line))) {
      if (readRule(sentence, context.currency, found)) continue;
      found.extraRules.push(sentence);
    }
  }
  return found;
}

function isStructuredLine(line: string, context: Context, roleNames: Set<string>): boolean {
  if (normalizeForMatch(line) === normalizeForMatch(context.companyName)) return true;
  const labelled = /^([^:]{1,60}):\s*(.*)$/.exec(line);
  if (!labelled) return false;
  const [, label = "", value = ""] = labelled;
  const key = normalizeForMatch(label);
  // A bare label ("Rules:", "Roles and Limits:") introduces a list; it is not a rule itself.
  if (value.trim() === "") return true;
  if (FIELD_LABELS.has(key) || roleNames.has(key)) return true;
  const hasAmount = /\d/.test(value);
  const plainLabel = plain(label);
  if (hasAmount && MEALS_LABEL.test(plainLabel) && context.travelCategories.mealsPerDay !== undefined) return true;
  if (hasAmount && LODGING_LABEL.test(plainLabel) && context.travelCategories.lodgingPerNight !== undefined) {
    return true;
  }
  return false;
}

function withoutRuleListLabel(line: string): string {
  const labelled = /^([^:]{1,40}):\s*(.+)$/.exec(line);
  return labelled && RULE_LIST_LABEL.test(plain(labelled[1] ?? "").trim()) ? (labelled[2] ?? line) : line;
}

/** Splits "Submit within 30 days. No alcohol." without breaking "1.500" or "R$ 2.000,00". */
function splitSentences(line: string): string[] {
  return line
    .split(/(?<=;)\s+|(?<=[.!?])\s+(?=[¿¡"“(]?\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Lower case without accents, spacing kept, for pattern matching. */
function plain(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const RECEIPT_WORDS = /\b(receipts?|invoices?|recibos?|comprobantes?|facturas?|comprovantes?|notas? fisca(?:l|is)|cupons?)\b/;
const OVER_AMOUNT =
  /\b(?:over|above|exceeding|more than|greater than|superiores? a|mayores? (?:a|de)|mas de|por encima de|que superen|acima de|maiores? (?:que|de)|mais de|a partir de|from)\s*(r\$|us\$|\$|[a-z]{3}\b)?\s*(\d[\d.,]*)\s*([a-z]{3}\b)?/;

const DEADLINE =
  /\b(?:within|in|no later than|dentro de(?: los)?|en un plazo(?: maximo)? de|en|em ate|no prazo de|ate|em)\s+(\d{1,3})\s+(business |working )?(days|dias)( habiles| uteis)?\b/;
const DEADLINE_CONTEXT =
  /\b(submit\w*|report\w*|expenses?|claims?|enviar|presenta\w*|reporta\w*|gastos|rendi\w*|legaliza\w*|comprueb\w*|despesas|prestar contas|apresenta\w*|lanca\w*)\b/;

const NOTICE_WORDS = /\b(notice|aviso|antecedencia|anticipacion|antelacion)\b/;
const NOTICE_AMOUNT = /(\d{1,3})[\s-]*(weeks?|semanas?|days?|dias)\b/;
const INTERNATIONAL = /\b(international\w*|internaciona\w*|abroad|exterior|extranjero)\b/;

/** Reads whichever of the three rules the sentence states; true when it stated at least one. */
function readRule(sentence: string, currency: string, found: CompanyRequirements): boolean {
  const text = plain(sentence);
  const receipts = readReceipts(text, currency, found);
  const deadline = readDeadline(text, found);
  const notice = readNotice(text, found);
  return receipts || deadline || notice;
}

function readReceipts(text: string, currency: string, found: CompanyRequirements): boolean {
  if (found.receiptsOver !== undefined || !RECEIPT_WORDS.test(text)) return false;
  const over = OVER_AMOUNT.exec(text);
  const amount = over ? parseAmount(over[2] ?? "") : undefined;
  if (!over || amount === undefined) return false;
  found.receiptsOver = { amount, currency: currencyFrom(over[1] ?? over[3], currency) };
  return true;
}

function readDeadline(text: string, found: CompanyRequirements): boolean {
  if (found.submission !== undefined || !DEADLINE_CONTEXT.test(text) || NOTICE_WORDS.test(text)) return false;
  const deadline = DEADLINE.exec(text);
  if (!deadline) return false;
  found.submission = { days: Number(deadline[1]), businessDays: Boolean(deadline[2] ?? deadline[4]) };
  return true;
}

function readNotice(text: string, found: CompanyRequirements): boolean {
  if (found.internationalNotice !== undefined || !NOTICE_WORDS.test(text) || !INTERNATIONAL.test(text)) return false;
  const notice = NOTICE_AMOUNT.exec(text);
  if (!notice) return false;
  const unit = /^(weeks?|semanas?)$/.test(notice[2] ?? "") ? "week" : "day";
  found.internationalNotice = { count: Number(notice[1]), unit };
  return true;
}

function currencyFrom(token: string | undefined, companyCurrency: string): string {
  if (!token || token.includes("$")) return token === "us$" ? "USD" : companyCurrency;
  const code = token.toUpperCase();
  return code === companyCurrency || knownCurrencies().has(code) ? code : companyCurrency;
}

let currencies: Set<string> | undefined;
function knownCurrencies(): Set<string> {
  if (currencies) return currencies;
  try {
    currencies = new Set(Intl.supportedValuesOf("currency"));
  } catch {
    currencies = new Set(["USD", "EUR", "MXN", "COP", "BRL", "CLP", "ARS", "PEN", "UYU", "GBP", "CAD"]);
  }
  return currencies;
}

/**
 * "25", "25,000", "25.000", "1.500,50", "1,500.50" → numbers. A lone separator followed by
 * exactly three digits groups thousands; otherwise it is the decimal mark.
 */
export function parseAmount(token: string): number | undefined {
  const digits = token.replace(/[.,]+$/, "");
  if (!/^\d[\d.,]*$/.test(digits)) return undefined;
  const lastDot = digits.lastIndexOf(".");
  const lastComma = digits.lastIndexOf(",");
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? "." : ",";
    const group = decimal === "." ? "," : ".";
    normalized = digits.split(group).join("").replace(decimal, ".");
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? "." : ",";
    const parts = digits.split(separator);
    const groupsThousands = parts.length > 2 || parts.at(-1)?.length === 3;
    normalized = groupsThousands ? parts.join("") : parts.join(".");
  } else {
    normalized = digits;
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? value : undefined;
}
