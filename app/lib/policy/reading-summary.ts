import type { CompanyReading, Money } from "./company-reading";

/** The reading as plain English lines, for the master prompt (the model also gets the raw text). */
export function readingSummary(reading: CompanyReading): string {
  const money = ({ amount, currency }: Money) => `${amount} ${currency}`;
  const lines = [
    `Company name: ${reading.company ?? "(not stated)"}`,
    `Country: ${reading.country.name} (${reading.country.code})`,
    `Currency: ${reading.currency.code}`,
  ];
  const add = (label: string, value: string | null | undefined) => {
    if (value) lines.push(`${label}: ${value}`);
  };
  add("Employees", reading.headcount?.toString());
  add("Industry", reading.industry);
  for (const role of reading.roles) {
    const limits = [
      role.monthlyLimit && `monthly limit ${money(role.monthlyLimit)}`,
      role.perTransactionLimit && `per transaction ${money(role.perTransactionLimit)}`,
    ].filter(Boolean);
    lines.push(`Role ${role.name}: ${limits.join(", ")}`);
  }
  add("Meals per day at home", reading.meals.home && money(reading.meals.home));
  add("Meals per day abroad", reading.meals.abroad && money(reading.meals.abroad));
  add("Lodging per night at home", reading.lodging.home && money(reading.lodging.home));
  add("Lodging per night abroad", reading.lodging.abroad && money(reading.lodging.abroad));
  add("Mileage rate", reading.mileage && `${money(reading.mileage.rate)} per ${reading.mileage.unit}`);
  add("Receipts required over", reading.receiptThreshold && money(reading.receiptThreshold));
  for (const rule of reading.approvals) {
    lines.push(`Approval: ${rule.over ? `over ${money(rule.over)} ` : ""}${rule.forRole ? `for ${rule.forRole} ` : ""}by ${rule.approver}`);
  }
  add("Alcohol", reading.alcohol);
  for (const rule of reading.travelClass) {
    lines.push(`Class of travel: ${rule.cabin}${rule.minFlightHours !== null ? ` on flights of ${rule.minFlightHours} hours or more` : ""}${rule.forRole ? ` for ${rule.forRole}` : ""}`);
  }
  add("Book travel at least (days ahead)", reading.advanceBookingDays?.toString());
  add("Corporate-card rules", reading.corporateCard.length > 0 ? `${reading.corporateCard.length}, in the description` : null);
  add("Cash advances", reading.cashAdvance && (reading.cashAdvance.allowed ? `allowed${reading.cashAdvance.max ? ` up to ${money(reading.cashAdvance.max)}` : ""}` : "not allowed"));
  add("Submit expenses within", reading.submissionDeadline && `${reading.submissionDeadline.days} ${reading.submissionDeadline.businessDays ? "business " : ""}days`);
  add("International travel notice (days)", reading.internationalNoticeDays?.toString());
  // The user's own sentences stay inside the delimited description, where the model reads them as data.
  add("Other company rules", reading.unplaced.length > 0 ? `${reading.unplaced.length}, in the description; keep each one` : null);
  return lines.join("\n").replace(/<<<|>>>/g, (mark) => (mark === "<<<" ? "‹‹‹" : "›››"));
}
