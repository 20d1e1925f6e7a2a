import type { PolicyRules } from "~/lib/rulebook/policy-rules";
import type { ExpectedRule } from "./imported-policies";

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether a rulebook holds the rule a controller noted (its figure, its approver, its place). */
export function holdsRule(rules: PolicyRules, expected: ExpectedRule, country: string): boolean {
  switch (expected.kind) {
    case "meals":
    case "lodging":
      return rules[expected.kind].some((limit) => {
        const place = limit.place;
        const where =
          expected.place === "home"
            ? place.kind === "home" || (place.kind === "destination" && place.country === country)
            : expected.place === "abroad"
              ? place.kind === "abroad"
              : place.kind === "destination" && (place.country === expected.place || place.city === expected.place);
        return where && limit.amount.amount === expected.amount && limit.amount.currency === expected.currency;
      });
    case "approval":
      return rules.approvals.some(
        (tier) =>
          same(tier.approver, expected.approver) &&
          tier.above.amount === (expected.above ?? 0) &&
          (tier.upTo?.amount ?? null) === (expected.upTo ?? null),
      );
    case "submission":
    case "reimbursement":
    case "advanceSettlement":
      return rules[expected.kind]?.days === expected.days;
    case "notice":
      return rules.notice.some((notice) => notice.days === expected.days);
    case "receipts":
      return Boolean(rules.receipts) && (rules.receipts!.above?.amount ?? null) === expected.above;
    case "travelClass":
      return rules.travelClass.some((rule) => rule.cabin === expected.cabin && rule.allowed === expected.allowed);
    case "prohibited":
      return rules.prohibited.some((rule) => rule.item === expected.item);
    case "mileage":
      return rules.mileage?.rate?.amount === expected.rate;
    case "cashAdvance":
      return rules.cashAdvance?.allowed === expected.allowed;
    case "role":
      return rules.roles.some(
        (role) =>
          same(role.role, expected.role) &&
          (expected.monthly === undefined || role.monthly?.amount === expected.monthly) &&
          (expected.perTransaction === undefined || role.perTransaction?.amount === expected.perTransaction),
      );
  }
}
