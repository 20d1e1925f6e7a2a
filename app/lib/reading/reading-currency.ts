import type { CompanyReading, Money } from "./company-reading";
import type { PolicyRules } from "../rulebook/policy-rules";

/**
 * The reading in another currency: every amount written in the old one is relabelled (not
 * converted: the user wrote the figures in the currency they meant), amounts stated in a third
 * currency ("90 USD abroad") stay as they are.
 */
export function withCurrency(reading: CompanyReading, code: string, reason: CompanyReading["currency"]["reason"]): CompanyReading {
  const from = reading.currency.code;
  return {
    ...reading,
    currency: { code, reason },
    rules: mapMoney(reading.rules, (money) => (money.currency === from ? { ...money, currency: code } : money)),
  };
}

/** The rules with `change` applied to every amount in them, wherever the schema puts one. */
export function mapMoney(rules: PolicyRules, change: (money: Money) => Money): PolicyRules {
  return mapDeep(rules, change) as PolicyRules;
}

function isMoney(value: object): value is Money {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as Money).amount === "number" && typeof (value as Money).currency === "string";
}

function mapDeep(value: unknown, change: (money: Money) => Money): unknown {
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, change));
  if (value === null || typeof value !== "object") return value;
  if (isMoney(value)) return change(value);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapDeep(item, change)]));
}
