import type { PolicyRules, Place } from "~/lib/rulebook/policy-rules";

/*
 * Two readings of one text as one rulebook: the first (the exact one) keeps every rule it read; the
 * second adds the rules the first has none of — a limit for another place, a band from another
 * floor, another item, role or document. A rule is the same rule by what it governs, not its value.
 */

const place = (where: Place) => (where.kind === "destination" ? `${where.country ?? ""}/${(where.city ?? "").toLowerCase()}` : where.kind);

const KEYS: { [Kind in keyof PolicyRules]?: (rule: NonNullable<PolicyRules[Kind]> extends Array<infer Rule> ? Rule : never) => string } = {
  meals: (limit) => place(limit.place),
  lodging: (limit) => place(limit.place),
  roles: (role) => role.role.trim().toLowerCase(),
  approvals: (tier) => `${JSON.stringify(tier.scope)}>${tier.above.amount} ${tier.above.currency}`,
  notice: (notice) => notice.scope,
  documents: (rule) => `${rule.document}/${rule.category ?? ""}`,
  travelClass: (rule) => `${rule.cabin}/${(rule.role ?? "").toLowerCase()}`,
  prohibited: (rule) => rule.item,
  caps: (cap) => `${cap.item}/${cap.per}`,
};

export function mergeRules(exact: PolicyRules, more: PolicyRules): PolicyRules {
  const merged = { ...exact } as Record<keyof PolicyRules, unknown>;
  for (const kind of Object.keys(exact) as Array<keyof PolicyRules>) {
    const mine = exact[kind];
    const theirs = more[kind];
    if (!Array.isArray(mine)) {
      merged[kind] = mine ?? theirs ?? null;
      continue;
    }
    const key = KEYS[kind] as ((rule: unknown) => string) | undefined;
    if (!key) continue;
    const known = new Set(mine.map(key));
    merged[kind] = [...mine, ...(theirs as unknown[]).filter((rule) => !known.has(key(rule)))];
  }
  return merged as PolicyRules;
}
