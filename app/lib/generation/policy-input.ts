import type { Language } from "~/lib/site/languages";
import type { Money } from "../reading/company-reading";
import { readCompany } from "../reading/read-company";
import { readLabelledFields } from "../reading/labels";
import { parseNumber } from "../reading/money";
import { StructuredInputSchema, type StructuredInput } from "../reading/structured-input";

/*
 * The structured request from the free-text description, made from the company
 * reader's reading (one parser). The browser loads this module on demand when it sends a request.
 */
export { stripCodeFences } from "../markdown/code-fences";
export { extractCompanyName } from "../reading/labels";

const NUMBER = String.raw`\d+(?:[.,]\d+)*`;

/** Reads the first number of the text ("2,500,000", "1.500,50", "45.000"): the reader's own rule. */
export function parseAmount(text: string): number | undefined {
  const token = new RegExp(NUMBER).exec(text)?.[0];
  return token === undefined ? undefined : parseNumber(token);
}

/**
 * Only an upper-case ISO code qualifies ("COP", "COP (peso)"); "cop" or "pesos" do not. We do not
 * guess: the spec asks for 3 upper-case letters, and the legacy text form still carries the text.
 */
function readCurrency(value: string | undefined): string | undefined {
  return value === undefined ? undefined : /^([A-Z]{3})(?!\p{L})/u.exec(value)?.[1];
}

/** Figures of the reading written in the request's currency; the schema's amounts carry none. */
function amountIn(money: Money | null, currency: string): number | undefined {
  return money && money.currency === currency ? money.amount : undefined;
}

/**
 * The structured request, or null when the text lacks a Country line or an
 * upper-case Currency code — or would not pass the schema (e.g. no company name, text over the
 * length limit). Null tells the caller to send the legacy text form, which loses nothing.
 */
export function toStructuredInput(text: string, options: { language: Language; companyName: string }): StructuredInput | null {
  const fields = readLabelledFields(text);
  const country = fields.get("country");
  const currency = readCurrency(fields.get("currency"));
  if (!country || !currency) return null;

  const reading = readCompany(text, { siteCountry: country, language: options.language });
  const industry = fields.get("industry");
  const employeeCount = reading.headcount ?? undefined;
  const home = (limits: typeof reading.rules.meals) => limits.find((limit) => limit.place.kind === "home")?.amount ?? null;
  const mealsPerDay = amountIn(home(reading.rules.meals), currency);
  const lodgingPerNight = amountIn(home(reading.rules.lodging), currency);
  // A role counts only with both limits, since the schema needs both; its text still reaches the server.
  const roles = reading.rules.roles.flatMap((role) => {
    const monthlyLimit = amountIn(role.monthly, currency);
    const perTransactionLimit = amountIn(role.perTransaction, currency);
    return monthlyLimit === undefined || perTransactionLimit === undefined ? [] : [{ name: role.role, monthlyLimit, perTransactionLimit }];
  });
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
