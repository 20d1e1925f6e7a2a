import type { TFunction } from "i18next";
import { formatMoney } from "~/lib/site/format-money";
import { displayName } from "~/lib/rulebook/default-approvers";
import type { ApprovalScope, Days, Money, Place } from "~/lib/rulebook/policy-rules";
import type { Language } from "~/lib/site/languages";
import type { RuleChange, RuleKind, RuleOf } from "../rulebook/rule-changes";

/*
 * A rule change in the interface's words: "Lodging per night (at home): 150,00 € → 140,00 €",
 * "New: Approval by CFO, above $5,000.00", "The card controls will no longer include: …".
 * Figures are written the policy's way (its language and country), names in the interface's.
 */

export type Words = { t: TFunction; uiLanguage: Language; locale: string };

function region(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function placeName(place: Place, { t, uiLanguage }: Words): string {
  if (place.kind !== "destination") return t(`understanding.places.${place.kind}`);
  return place.city ?? (place.country ? region(place.country, uiLanguage) : t("understanding.places.destination"));
}

function scopeName(scope: ApprovalScope, { t, uiLanguage }: Words): string {
  if (scope.kind === "category") return t("understanding.scopes.category", { category: t(`understanding.categories.${scope.category}`) });
  if (scope.kind === "role") return t("understanding.scopes.role", { role: displayName(scope.role, uiLanguage) });
  return t(`understanding.scopes.${scope.kind}`);
}

const days = ({ days: count, businessDays }: Omit<Days, "provenance">, { t }: Words) =>
  t(businessDays ? "living.controls.businessDays" : "living.controls.days", { count });

/** "not reimbursed", "reimbursed only with the approval of the CFO", with its own cut-off when it has one. */
function lateOutcome(rule: RuleOf<"lateClaims">, words: Words): string {
  const outcome =
    rule.outcome === "forfeited"
      ? words.t("living.ruleChanges.lateForfeited")
      : words.t("living.ruleChanges.lateApproval", { approver: displayName(rule.approver ?? "—", words.uiLanguage) });
  if (rule.dayOfNextMonth) return words.t("living.ruleChanges.lateAfterDayOfMonth", { outcome, day: rule.dayOfNextMonth });
  if (rule.afterDays) return words.t("living.ruleChanges.lateAfterDays", { outcome, count: rule.afterDays });
  return outcome;
}

/** A rule's name (what it is about) and value (what it says), per kind. */
const DESCRIBE: { [Kind in RuleKind]: (rule: RuleOf<Kind>, words: Words) => { name: string; value: string } } = {
  meals: (rule, words) => ({
    name: words.t("understanding.limitIn", { limit: words.t("understanding.meals"), place: placeName(rule.place, words) }),
    value: money(rule.amount, words),
  }),
  lodging: (rule, words) => ({
    name: words.t("understanding.limitIn", { limit: words.t("understanding.lodging"), place: placeName(rule.place, words) }),
    value: money(rule.amount, words),
  }),
  roles: (rule, words) => ({
    name: words.t("living.ruleChanges.roleLimits", { role: displayName(rule.role, words.uiLanguage) }),
    value: words.t("living.ruleChanges.roleValue", {
      monthly: rule.monthly ? money(rule.monthly, words) : "—",
      perTransaction: rule.perTransaction ? money(rule.perTransaction, words) : "—",
    }),
  }),
  approvals: (rule, words) => {
    const approver = displayName(rule.approver, words.uiLanguage);
    const name =
      rule.scope.kind === "all"
        ? words.t("living.ruleChanges.approval", { approver })
        : words.t("living.ruleChanges.approvalFor", { approver, scope: scopeName(rule.scope, words) });
    const above = rule.above.amount > 0 ? money(rule.above, words) : null;
    const upTo = rule.upTo ? money(rule.upTo, words) : null;
    const value =
      above && upTo
        ? words.t("living.ruleChanges.between", { from: above, to: upTo })
        : above
          ? words.t("living.ruleChanges.above", { amount: above })
          : upTo
            ? words.t("living.ruleChanges.upTo", { amount: upTo })
            : words.t("living.ruleChanges.everyAmount");
    return { name, value };
  },
  submission: (rule, words) => ({ name: words.t("living.ruleChanges.submission"), value: days(rule, words) }),
  lateClaims: (rule, words) => ({ name: words.t("living.ruleChanges.lateClaims"), value: lateOutcome(rule, words) }),
  reimbursement: (rule, words) => ({ name: words.t("living.ruleChanges.reimbursement"), value: days(rule, words) }),
  advanceSettlement: (rule, words) => ({ name: words.t("living.ruleChanges.advanceSettlement"), value: days(rule, words) }),
  notice: (rule, words) => ({
    name: words.t(rule.scope === "international" ? "living.ruleChanges.noticeInternational" : "living.ruleChanges.notice"),
    value: words.t("living.controls.days", { count: rule.days }),
  }),
  receipts: (rule, words) => ({
    name: words.t("living.ruleChanges.receipts"),
    value: rule.above
      ? words.t("living.ruleChanges.above", { amount: money(rule.above, words) })
      : words.t("living.ruleChanges.everyExpense"),
  }),
  documents: (rule, words) => {
    const what = words.t(`understanding.documents.${rule.document}`);
    return {
      name: rule.category
        ? words.t("understanding.forCategory", { what, category: words.t(`understanding.categories.${rule.category}`) })
        : what,
      value: words.t(`understanding.acceptedOptions.${rule.accepted ? "yes" : "no"}`),
    };
  },
  mileage: (rule, words) => ({
    name: words.t("living.ruleChanges.mileage"),
    value: rule.rate
      ? words.t("living.ruleChanges.perUnit", { amount: money(rule.rate, words), unit: words.t(`understanding.units.${rule.unit}`) })
      : words.t("living.ruleChanges.officialRate", { authority: rule.official ?? "—" }),
  }),
  travelClass: (rule, words) => {
    const cabin = words.t(`understanding.cabins.${rule.cabin}`);
    const allowed = words.t(`understanding.allowedOptions.${rule.allowed ? "yes" : "no"}`);
    return {
      name: rule.role ? words.t("living.ruleChanges.cabinFor", { cabin, role: displayName(rule.role, words.uiLanguage) }) : cabin,
      value: rule.minHours ? words.t("living.ruleChanges.onFlightsOf", { allowed, hours: rule.minHours }) : allowed,
    };
  },
  prohibited: (rule, words) => ({
    name: words.t(`understanding.items.${rule.item}`),
    value: rule.except
      ? words.t("living.ruleChanges.notReimbursedExcept", { exception: words.t(`understanding.exceptions.${rule.except}`) })
      : words.t("living.ruleChanges.notReimbursed"),
  }),
  cashAdvance: (rule, words) => ({
    name: words.t("understanding.cashAdvance"),
    value:
      rule.allowed && rule.max
        ? words.t("living.ruleChanges.upTo", { amount: money(rule.max, words) })
        : words.t(`understanding.allowedOptions.${rule.allowed ? "yes" : "no"}`),
  }),
  caps: (rule, words) => ({ name: words.t(`understanding.caps.items.${rule.item}`), value: capValue(rule, words) }),
};

function money(value: Money, { locale }: Words): string {
  return formatMoney(value, locale);
}

/** What one rule is about and what it says, in the interface's words with the policy's figures. */
export function describeRule<Kind extends RuleKind>(kind: Kind, rule: RuleOf<Kind>, words: Words): { name: string; value: string } {
  return (DESCRIBE[kind] as (rule: RuleOf<Kind>, words: Words) => { name: string; value: string })(rule, words);
}

/** One line for the list beside Save. */
export function describeRuleChange(change: RuleChange, words: Words): string {
  const describe = (rule: RuleOf<RuleKind>, words: Words) => describeRule(change.kind, rule, words);
  const { t } = words;
  if (change.change === "changed") {
    const before = describe(change.before!, words);
    const after = describe(change.after!, words);
    return t("living.ruleChanges.changed", { rule: after.name, before: before.value, after: after.value });
  }
  const rule = describe((change.after ?? change.before)!, words);
  return t(change.change === "added" ? "living.ruleChanges.added" : "living.ruleChanges.removed", { rule: `${rule.name}: ${rule.value}` });
}

/** A cap's value in words: "up to $60.00 per ride", "up to 15 % of the bill". */
export function capValue(cap: Pick<RuleOf<"caps">, "amount" | "percent" | "per">, words: Words): string {
  const per = words.t(`understanding.caps.per.${cap.per}`);
  return cap.amount
    ? words.t("understanding.caps.amountPer", { amount: money(cap.amount, words), per })
    : words.t("understanding.caps.percentOf", { percent: cap.percent });
}
