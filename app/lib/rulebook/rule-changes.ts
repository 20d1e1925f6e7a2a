import type {
  ApprovalTier,
  CashAdvance,
  Days,
  DocumentRule,
  ItemCap,
  LateClaims,
  Limit,
  Mileage,
  Notice,
  PolicyRules,
  Prohibition,
  Receipts,
  RoleLimit,
  TravelClassRule,
} from "~/lib/rulebook/policy-rules";

/*
 * What a change of text does to the rules (issue "the rules follow the text"): the rules read from
 * the text before and after, compared rule by rule — added, changed, removed — so the owner sees
 * "Lodging per night (at home): 150 € → 140 €" or "no longer: approval above 500 €" before an
 * edit, a section rewrite or an update from another language is saved. Shared by the server (which
 * reads the texts) and the browser (which words the list), so it imports nothing server-only.
 */

export const RULE_KINDS = [
  "meals",
  "lodging",
  "roles",
  "approvals",
  "submission",
  "lateClaims",
  "reimbursement",
  "advanceSettlement",
  "notice",
  "receipts",
  "documents",
  "mileage",
  "travelClass",
  "prohibited",
  "cashAdvance",
  "caps",
] as const satisfies ReadonlyArray<keyof PolicyRules>;

export type RuleKind = (typeof RULE_KINDS)[number];

/** One rule of a kind, without its provenance (where a rule came from is no change of the rule). */
export type RuleOf<Kind extends RuleKind> = Omit<
  {
    meals: Limit;
    lodging: Limit;
    roles: RoleLimit;
    approvals: ApprovalTier;
    submission: Days;
    lateClaims: LateClaims;
    reimbursement: Days;
    advanceSettlement: Days;
    notice: Notice;
    receipts: Receipts;
    documents: DocumentRule;
    mileage: Mileage;
    travelClass: TravelClassRule;
    prohibited: Prohibition;
    cashAdvance: CashAdvance;
    caps: ItemCap;
  }[Kind],
  "provenance"
>;

export type RuleChange = {
  [Kind in RuleKind]: { kind: Kind; change: "added" | "changed" | "removed"; before: RuleOf<Kind> | null; after: RuleOf<Kind> | null };
}[RuleKind];

const lower = (text: string | null) => (text ?? "").trim().toLowerCase();

/** What makes two rules of a kind the same rule (its value may differ): its place, role, approver… */
const IDENTITY: { [Kind in RuleKind]: (rule: RuleOf<Kind>) => string } = {
  meals: (rule) => JSON.stringify(rule.place),
  lodging: (rule) => JSON.stringify(rule.place),
  roles: (rule) => lower(rule.role),
  approvals: (rule) => `${lower(rule.approver)}|${JSON.stringify(rule.scope)}`,
  submission: () => "",
  lateClaims: () => "",
  reimbursement: () => "",
  advanceSettlement: () => "",
  notice: (rule) => rule.scope,
  receipts: () => "",
  documents: (rule) => `${rule.document}|${rule.category ?? ""}`,
  mileage: () => "",
  travelClass: (rule) => `${rule.cabin}|${lower(rule.role)}`,
  prohibited: (rule) => rule.item,
  cashAdvance: () => "",
  caps: (rule) => `${rule.item}|${rule.per}`,
};

function withoutProvenance<Rule extends { provenance: unknown }>(rule: Rule): Omit<Rule, "provenance"> {
  const { provenance: _provenance, ...value } = rule;
  return value;
}

/** A kind's rules as a list; a role written on two rows (its own figure, a proposed one) is one role. */
function listOf<Kind extends RuleKind>(rules: PolicyRules, kind: Kind): RuleOf<Kind>[] {
  const value = rules[kind] as unknown;
  const list = (Array.isArray(value) ? value : value ? [value] : []).map(withoutProvenance) as RuleOf<Kind>[];
  if (kind !== "roles") return list;
  const merged = new Map<string, RuleOf<"roles">>();
  for (const role of list as RuleOf<"roles">[]) {
    const known = merged.get(lower(role.role));
    merged.set(
      lower(role.role),
      known ? { ...known, monthly: known.monthly ?? role.monthly, perTransaction: known.perTransaction ?? role.perTransaction } : role,
    );
  }
  return [...merged.values()] as RuleOf<Kind>[];
}

/** The rules `after` adds, changes and removes from `before`, kind by kind in the rulebook's order. */
export function ruleChanges(before: PolicyRules, after: PolicyRules): RuleChange[] {
  const changes: RuleChange[] = [];
  for (const kind of RULE_KINDS) {
    const identity = IDENTITY[kind] as (rule: RuleOf<typeof kind>) => string;
    const keyed = (rules: PolicyRules) => {
      const counted = new Map<string, number>();
      // Two rules of one identity (two tiers of one approver) are told apart by their order.
      return new Map(
        listOf(rules, kind).map((rule) => {
          const key = identity(rule);
          const seen = counted.get(key) ?? 0;
          counted.set(key, seen + 1);
          return [`${key}#${seen}`, rule] as const;
        }),
      );
    };
    const was = keyed(before);
    const now = keyed(after);
    for (const [key, rule] of now) {
      const old = was.get(key);
      if (!old) changes.push({ kind, change: "added", before: null, after: rule } as RuleChange);
      else if (JSON.stringify(old) !== JSON.stringify(rule))
        changes.push({ kind, change: "changed", before: old, after: rule } as RuleChange);
    }
    for (const [key, rule] of was) if (!now.has(key)) changes.push({ kind, change: "removed", before: rule, after: null } as RuleChange);
  }
  return changes;
}
