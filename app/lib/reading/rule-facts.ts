import type { CompanyReading } from "./company-reading";
import type { Money, Place, PolicyRules } from "../rulebook/policy-rules";

/**
 * A reading as comparable facts, one string per rule, provenance left out: what the reader
 * understood, in a form a test table can state by hand and a score can count.
 *
 *   country=CO · headcount=40
 *   meals@home=80 USD · lodging@abroad=180 USD · lodging@US=250 USD · lodging@NYC=350 USD
 *   role:directors monthly=5000 USD perTx=1000 USD
 *   approval>1000 USD<=5000 USD by practice manager [all]      (approver lower case, no article)
 *   submission=10 business d · reimbursement=5 d · settlement=10 d · notice[international]=15 d
 *   receipts>20 USD · receipts=all · document boleta refused [lodging]
 *   mileage fixed 0.7 USD/mi · mileage official IRS 0.7 USD/mi · perdiem official GSA · perdiem actuals
 *   class business allowed>=6h [partners] · class first never
 *   prohibited alcohol except withClients · advance allowed max=300 USD · advance refused
 *   cap taxi=60 USD/ride · cap tips=15%/bill · cap entertainment=120 USD/person
 */
export function ruleFacts(reading: Pick<CompanyReading, "country" | "headcount" | "rules">): string[] {
  const { rules } = reading;
  const facts = [`country=${reading.country.code}`];
  if (reading.headcount !== null) facts.push(`headcount=${reading.headcount}`);
  facts.push(...limitFacts("meals", rules.meals), ...limitFacts("lodging", rules.lodging));
  for (const role of rules.roles) {
    facts.push(
      `role:${name(role.role)}${role.monthly ? ` monthly=${money(role.monthly)}` : ""}${role.perTransaction ? ` perTx=${money(role.perTransaction)}` : ""}`,
    );
  }
  for (const tier of rules.approvals) {
    const scope =
      tier.scope.kind === "category" ? tier.scope.category : tier.scope.kind === "role" ? `role ${name(tier.scope.role)}` : tier.scope.kind;
    facts.push(`approval>${money(tier.above)}${tier.upTo ? `<=${money(tier.upTo)}` : ""} by ${name(tier.approver)} [${scope}]`);
  }
  const days = (label: string, value: PolicyRules["submission"]) =>
    value && facts.push(`${label}=${value.days}${value.businessDays ? " business" : ""} d`);
  days("submission", rules.submission);
  days("reimbursement", rules.reimbursement);
  days("settlement", rules.advanceSettlement);
  for (const notice of rules.notice) facts.push(`notice[${notice.scope}]=${notice.days} d`);
  if (rules.receipts) facts.push(rules.receipts.above ? `receipts>${money(rules.receipts.above)}` : "receipts=all");
  for (const rule of rules.documents)
    facts.push(`document ${rule.document} ${rule.accepted ? "accepted" : "refused"}${rule.category ? ` [${rule.category}]` : ""}`);
  const mileage = rules.mileage;
  if (mileage)
    facts.push(
      `mileage ${mileage.basis}${mileage.official ? ` ${mileage.official}` : ""}${mileage.rate ? ` ${money(mileage.rate)}` : ""}/${mileage.unit}`,
    );
  if (rules.perDiem) facts.push(`perdiem ${rules.perDiem.basis}${rules.perDiem.table ? ` ${rules.perDiem.table}` : ""}`);
  for (const rule of rules.travelClass) {
    facts.push(
      `class ${rule.cabin} ${rule.allowed ? "allowed" : "never"}${rule.minHours !== null ? `>=${rule.minHours}h` : ""}${rule.role ? ` [${name(rule.role)}]` : ""}`,
    );
  }
  for (const rule of rules.prohibited) facts.push(`prohibited ${rule.item}${rule.except ? ` except ${rule.except}` : ""}`);
  if (rules.cashAdvance)
    facts.push(
      rules.cashAdvance.allowed
        ? `advance allowed${rules.cashAdvance.max ? ` max=${money(rules.cashAdvance.max)}` : ""}`
        : "advance refused",
    );
  for (const cap of rules.caps) facts.push(`cap ${cap.item}=${cap.amount ? money(cap.amount) : `${cap.percent}%`}/${cap.per}`);
  return facts;
}

function limitFacts(kind: "meals" | "lodging", limits: PolicyRules["meals"]): string[] {
  return limits.map((limit) => `${kind}@${place(limit.place)}=${money(limit.amount)}`);
}

function place(where: Place): string {
  if (where.kind !== "destination") return where.kind;
  return where.city ?? where.country ?? "?";
}

const money = ({ amount, currency }: Money) => `${Number(amount.toFixed(4))} ${currency}`;

/** A role or approver as compared: lower case, accents kept, leading article gone. */
function name(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^(?:the|el|la|los|las|o|a|os|as|our|nuestro|nuestra|nosso|nossa)\s+/, "");
}
