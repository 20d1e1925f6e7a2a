import type {
  ApprovalScope,
  ApprovalTier,
  Cabin,
  Limit,
  Money,
  Place,
  PolicyRules,
  ProhibitedItem,
  Prohibition,
  Provenance,
} from "../rulebook/policy-rules";

/**
 * A rule the user makes in "What we understood" (adding a tier or a limit, or turning a sentence of
 * "Not used yet" into a rule): its kind and its figures, before it joins its group.
 */
export type RuleDraft =
  | { kind: "approval"; above: Money; approver: string; scope: "all" | "international" }
  | { kind: "meals" | "lodging"; amount: Money; place: Place }
  | { kind: "receipts"; above: Money }
  | { kind: "submission" | "reimbursement" | "advanceSettlement"; days: number; businessDays: boolean }
  | { kind: "notice"; days: number; scope: "all" | "international" }
  | { kind: "role"; role: string; monthly: Money | null; perTransaction: Money | null }
  | { kind: "prohibition"; item: ProhibitedItem; except: Prohibition["except"] }
  | { kind: "travelClass"; cabin: Cabin; allowed: boolean; minHours: number | null; role: string | null };

export type RuleKind = RuleDraft["kind"];

/** The kinds a sentence can become, in the order the panel offers them. */
export const RULE_KINDS = [
  "approval",
  "meals",
  "lodging",
  "role",
  "receipts",
  "submission",
  "reimbursement",
  "notice",
  "advanceSettlement",
  "prohibition",
  "travelClass",
] as const satisfies readonly RuleKind[];

/**
 * The group the draft belongs to, with the draft in it: `rules` are the rules as the user sees
 * them now. A limit for a place that has one, a second deadline, a tier at an amount that has an
 * approver: the new rule replaces the old one.
 */
export function addRule(rules: PolicyRules, draft: RuleDraft, provenance: Provenance): Partial<PolicyRules> {
  switch (draft.kind) {
    case "approval": {
      const scope: ApprovalScope = { kind: draft.scope };
      const others = rules.approvals.filter((tier) => !(sameScope(tier.scope, scope) && tier.above.amount === draft.above.amount));
      return { approvals: orderTiers([...others, { above: draft.above, upTo: null, approver: draft.approver.trim(), scope, provenance }]) };
    }
    case "meals":
    case "lodging": {
      const limit: Limit = { amount: draft.amount, place: draft.place, provenance };
      return { [draft.kind]: [...rules[draft.kind].filter((other) => placeKey(other.place) !== placeKey(draft.place)), limit] };
    }
    case "receipts":
      return { receipts: { above: draft.above, provenance } };
    case "submission":
    case "reimbursement":
    case "advanceSettlement":
      return { [draft.kind]: { days: draft.days, businessDays: draft.businessDays, provenance } };
    case "notice":
      return {
        notice: [...rules.notice.filter((other) => other.scope !== draft.scope), { days: draft.days, scope: draft.scope, provenance }],
      };
    case "role": {
      const role = draft.role.trim();
      const others = rules.roles.filter((other) => other.role.toLowerCase() !== role.toLowerCase());
      return { roles: [...others, { role, monthly: draft.monthly, perTransaction: draft.perTransaction, provenance }] };
    }
    case "prohibition":
      return {
        prohibited: [
          ...rules.prohibited.filter((other) => other.item !== draft.item),
          { item: draft.item, except: draft.except, provenance },
        ],
      };
    case "travelClass": {
      const rule = { cabin: draft.cabin, allowed: draft.allowed, minHours: draft.minHours, role: draft.role, provenance };
      return { travelClass: [...rules.travelClass.filter((other) => !(other.cabin === draft.cabin && other.role === draft.role)), rule] };
    }
  }
}

/**
 * The tiers with one of them changed: a tier that ended where the changed one began ends at its new
 * amount, so the matrix keeps no gap and no overlap the user did not write.
 */
export function withTierChanged(tiers: ApprovalTier[], tier: ApprovalTier, next: ApprovalTier): ApprovalTier[] {
  const moved = next.above.amount !== tier.above.amount || !sameScope(next.scope, tier.scope);
  return orderTiers(
    tiers.map((other) => {
      if (other === tier) return next;
      if (moved && other.upTo && sameScope(other.scope, tier.scope) && other.upTo.amount === tier.above.amount) {
        return { ...other, upTo: sameScope(next.scope, tier.scope) ? next.above : null };
      }
      return other;
    }),
  );
}

/** Approval tiers in the order of the matrix: every amount first, then international, categories, roles; ascending within each. */
export function orderTiers(tiers: ApprovalTier[]): ApprovalTier[] {
  return [...tiers].sort(
    (a, b) =>
      SCOPE_ORDER[a.scope.kind] - SCOPE_ORDER[b.scope.kind] ||
      scopeKey(a.scope).localeCompare(scopeKey(b.scope)) ||
      a.above.amount - b.above.amount,
  );
}

const SCOPE_ORDER: Record<ApprovalScope["kind"], number> = { all: 0, international: 1, category: 2, role: 3 };

export function scopeKey(scope: ApprovalScope): string {
  return scope.kind === "category" ? `category:${scope.category}` : scope.kind === "role" ? `role:${scope.role.toLowerCase()}` : scope.kind;
}

export const sameScope = (a: ApprovalScope, b: ApprovalScope) => scopeKey(a) === scopeKey(b);

/** One key per place: home, abroad, or one destination (its country and city). */
export function placeKey(place: Place): string {
  return place.kind === "destination" ? `destination:${place.country ?? ""}:${(place.city ?? "").trim().toLowerCase()}` : place.kind;
}
