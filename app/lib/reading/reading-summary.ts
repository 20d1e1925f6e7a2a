import type { CompanyReading, Money } from "./company-reading";
import type { ApprovalScope, Place, PolicyRules, Provenance } from "../rulebook/policy-rules";
import { displayName } from "../rulebook/default-approvers";

/**
 * The rulebook as plain English lines, for the master prompt: every rule the policy must state,
 * each with where it came from, so the model writes the same rules the composer would.
 * The model also gets the raw description, as data: it must never copy its sentences.
 */
export function readingSummary(reading: CompanyReading, rules: PolicyRules): string {
  const money = ({ amount, currency }: Money) => `${amount} ${currency}`;
  const origin = (provenance: Provenance) =>
    provenance.kind === "user" || provenance.kind === "panel"
      ? "(the company's rule)"
      : provenance.kind === "country"
        ? `(official figure: ${provenance.source}, as of ${provenance.asOf})`
        : "(proposed by us: mark it as proposed)";
  const place = (where: Place) =>
    where.kind === "destination" ? `in ${where.city ?? where.country ?? "the destination"}` : where.kind === "home" ? "at home" : "abroad";
  const scope = (value: ApprovalScope) =>
    value.kind === "all"
      ? "all expenses"
      : value.kind === "international"
        ? "international travel"
        : value.kind === "role"
          ? `spending by ${value.role}`
          : `${value.category} expenses`;
  const name = (value: string) => displayName(value, "en");
  const lines = [
    `Company name: ${reading.company ?? "(not stated)"}`,
    `Country: ${reading.country.name} (${reading.country.code}), where the company is based`,
    `Currency: ${reading.currency.code}`,
  ];
  const add = (line: string | false | null | undefined) => {
    if (line) lines.push(line);
  };
  add(reading.headcount !== null && `Employees: ${reading.headcount}`);
  add(reading.industry && `Industry: ${reading.industry}`);
  for (const role of rules.roles) {
    const limits = [
      role.monthly && `monthly ${money(role.monthly)}`,
      role.perTransaction && `per transaction ${money(role.perTransaction)}`,
    ].filter(Boolean);
    lines.push(`Role limit — ${name(role.role)}: ${limits.join(", ")} ${origin(role.provenance)}`);
  }
  for (const limit of rules.meals) lines.push(`Meals per day ${place(limit.place)}: ${money(limit.amount)} ${origin(limit.provenance)}`);
  for (const limit of rules.lodging)
    lines.push(`Lodging per night ${place(limit.place)}: ${money(limit.amount)} ${origin(limit.provenance)}`);
  for (const tier of rules.approvals) {
    const band = `${tier.above.amount > 0 ? `over ${money(tier.above)}` : "from the first unit"}${tier.upTo ? ` up to ${money(tier.upTo)}` : ""}`;
    lines.push(`Approval — ${band}, ${scope(tier.scope)}: ${name(tier.approver)} ${origin(tier.provenance)}`);
  }
  add(
    rules.submission &&
      `Submit expenses within ${rules.submission.days} ${rules.submission.businessDays ? "business " : ""}days ${origin(rules.submission.provenance)}`,
  );
  add(
    rules.reimbursement &&
      `Reimburse within ${rules.reimbursement.days} ${rules.reimbursement.businessDays ? "business " : ""}days ${origin(rules.reimbursement.provenance)}`,
  );
  add(
    rules.advanceSettlement &&
      `Cash advances settled within ${rules.advanceSettlement.days} days after the trip ${origin(rules.advanceSettlement.provenance)}`,
  );
  for (const notice of rules.notice)
    lines.push(
      `Notice before ${notice.scope === "international" ? "international trips" : "every trip"}: ${notice.days} days ${origin(notice.provenance)}`,
    );
  add(
    rules.receipts &&
      `Receipts: ${rules.receipts.above ? `for every expense over ${money(rules.receipts.above)}` : "for every expense"} ${origin(rules.receipts.provenance)}`,
  );
  for (const rule of rules.documents)
    lines.push(
      `Document: ${rule.document} ${rule.accepted ? "accepted" : "NOT accepted"}${rule.category ? ` for ${rule.category}` : ""} ${origin(rule.provenance)}`,
    );
  add(
    rules.mileage &&
      `Mileage: ${rules.mileage.basis === "official" ? `the official rate (${rules.mileage.official ?? ""})${rules.mileage.rate ? `, currently ${money(rules.mileage.rate)}` : ""}` : rules.mileage.rate ? money(rules.mileage.rate) : ""} per ${rules.mileage.unit} ${origin(rules.mileage.provenance)}`,
  );
  add(
    rules.perDiem &&
      `Per diem: ${rules.perDiem.basis}${rules.perDiem.table ? ` (${rules.perDiem.table})` : ""} ${origin(rules.perDiem.provenance)}`,
  );
  for (const rule of rules.travelClass) {
    lines.push(
      `Travel class: ${rule.cabin} ${rule.allowed ? "allowed" : "NEVER allowed"}${rule.minHours !== null ? ` on flights of ${rule.minHours} hours or more` : ""}${rule.role ? ` for ${rule.role}` : ""} ${origin(rule.provenance)}`,
    );
  }
  for (const rule of rules.prohibited)
    lines.push(
      `Not reimbursed: ${rule.item}${rule.except ? ` (except ${rule.except === "withClients" ? "with clients" : "with meals"})` : ""} ${origin(rule.provenance)}`,
    );
  add(
    rules.cashAdvance &&
      `Cash advances: ${rules.cashAdvance.allowed ? `allowed${rules.cashAdvance.max ? ` up to ${money(rules.cashAdvance.max)}` : ""}` : "not allowed"} ${origin(rules.cashAdvance.provenance)}`,
  );
  lines.push(
    "Write every rule above in the policy, in your own words and in the policy's language; never copy the description's sentences, and leave out anything in it that is not a rule.",
  );
  return lines.join("\n").replace(/<<<|>>>/g, (mark) => (mark === "<<<" ? "‹‹‹" : "›››"));
}
