import { formatMoney } from "~/lib/site/format-money";
import type { CardRule } from "./card-rule";
import { describeRule, type Words } from "./describe-rule-change";

/*
 * One card-control rule in the interface's words, for the owner's table: every rule type of the
 * schema says what it is about and what it says. A rule that is also a rule of the rulebook is
 * described as the rule-change list describes it, so the table and the list beside Save agree.
 */

const MERCHANT_CATEGORIES = new Set([
  "bars",
  "liquorStores",
  "gambling",
  "airlines",
  "lodging",
  "restaurants",
  "carRental",
  "taxis",
  "fuel",
  "cashLike",
]);

const money = ({ value, currency }: { value: number; currency: string }) => ({ amount: value, currency });

export function describeCardRule(rule: CardRule, words: Words): { name: string; value: string } {
  const { t } = words;
  switch (rule.type) {
    case "roleMonthlyLimit":
    case "rolePerTransactionLimit":
      return { name: t(`living.controls.types.${rule.type}`, { role: rule.role }), value: formatMoney(money(rule.amount), words.locale) };
    case "receiptThreshold":
      return describeRule("receipts", { above: money(rule.amount) }, words);
    case "mealsPerDiem":
    case "lodgingCap": {
      const place =
        rule.region === "destination"
          ? { kind: "destination" as const, country: rule.country ?? null, city: rule.city ?? null }
          : { kind: rule.region };
      return describeRule(rule.type === "mealsPerDiem" ? "meals" : "lodging", { place, amount: money(rule.amount) }, words);
    }
    case "mileageRate":
      return describeRule("mileage", { unit: rule.unit, basis: "fixed", rate: money(rule.amount), official: null }, words);
    case "approvalThreshold":
      return describeRule(
        "approvals",
        { above: money(rule.amount), upTo: rule.upTo ? money(rule.upTo) : null, approver: rule.approver, scope: rule.scope },
        words,
      );
    case "submissionDeadline":
    case "reimbursementDeadline":
    case "advanceSettlementDeadline": {
      const kind =
        rule.type === "submissionDeadline" ? "submission" : rule.type === "reimbursementDeadline" ? "reimbursement" : "advanceSettlement";
      return describeRule(kind, { days: rule.days, businessDays: rule.businessDays }, words);
    }
    case "lateClaims":
      return describeRule(
        "lateClaims",
        { outcome: rule.outcome, approver: rule.approver, afterDays: rule.afterDays, dayOfNextMonth: rule.dayOfNextMonth },
        words,
      );
    case "bookingNotice":
      return describeRule("notice", { days: rule.days, scope: rule.scope }, words);
    case "documentRefused":
      return describeRule("documents", { document: rule.document, accepted: false, category: rule.category }, words);
    case "cashAdvance":
      return describeRule("cashAdvance", { allowed: rule.allowed, max: rule.max ? money(rule.max) : null }, words);
    case "travelClass":
      return describeRule("travelClass", { cabin: rule.cabin, allowed: rule.allowed, minHours: rule.minHours, role: rule.role }, words);
    case "prohibited":
      return describeRule("prohibited", { item: rule.item, except: rule.except }, words);
    case "itemCap":
      return describeRule("caps", { item: rule.item, amount: money(rule.amount), percent: null, per: rule.per }, words);
    case "itemPercentCap":
      return describeRule("caps", { item: rule.item, amount: null, percent: rule.percent, per: "bill" }, words);
    case "merchantCategory": {
      const category = MERCHANT_CATEGORIES.has(rule.category) ? t(`living.controls.categories.${rule.category}`) : rule.category;
      const mcc = rule.mcc.map(({ from, to }) => (from === to ? `${from}` : `${from}–${to}`)).join(", ");
      return {
        name: t("living.controls.types.merchantCategory", { category }),
        value: `${t(`living.controls.actions.${rule.action}`)} · MCC ${mcc}`,
      };
    }
  }
}
