import type { CompanyReading, Money } from "./company-reading";

/**
 * The reading in another currency: every amount written in the old one is relabelled (not
 * converted: the user wrote the figures in the currency they meant), amounts stated in a third
 * currency ("90 USD abroad") stay as they are.
 */
export function withCurrency(reading: CompanyReading, code: string, reason: CompanyReading["currency"]["reason"]): CompanyReading {
  const from = reading.currency.code;
  const money = <T extends Money | null>(value: T): T => (value && value.currency === from ? ({ ...value, currency: code } as T) : value);
  return {
    ...reading,
    currency: { code, reason },
    roles: reading.roles.map((role) => ({ ...role, monthlyLimit: money(role.monthlyLimit), perTransactionLimit: money(role.perTransactionLimit) })),
    meals: { home: money(reading.meals.home), abroad: money(reading.meals.abroad) },
    lodging: { home: money(reading.lodging.home), abroad: money(reading.lodging.abroad) },
    mileage: reading.mileage && { ...reading.mileage, rate: money(reading.mileage.rate) },
    receiptThreshold: money(reading.receiptThreshold),
    approvals: reading.approvals.map((rule) => ({ ...rule, over: money(rule.over) })),
    cashAdvance: reading.cashAdvance && { ...reading.cashAdvance, max: money(reading.cashAdvance.max) },
  };
}
