import type { CompanyReading } from "~/lib/reading/company-reading";
import { type ApprovalTier, type Limit, type Money, type PolicyRules, type Provenance, type RoleLimit } from "~/lib/rulebook/policy-rules";
import { DEFAULT_APPROVERS } from "~/lib/rulebook/default-approvers";
import { proposedLimits, type ProposedLimits } from "~/lib/rulebook/proposed-limits";
import { unansweredSet } from "~/lib/reading/unanswered-topics";
import type { CountryPack } from "./country-packs.server";
import type { Sourced, TravelItem } from "./packs/sourced.server";

/**
 * The whole rulebook a policy is written from: the company's own rules first; where it
 * gave none, the country's official figure (provenance `country`, with source and date) or our
 * documented default (`proposed`, with why), so every limit has a figure and every amount an
 * approver. A company rule always wins over the country's default, stricter or not; the writer
 * quotes the default beside it.
 */
export function completeRules(reading: CompanyReading, pack: CountryPack): PolicyRules {
  const own = reading.rules;
  const proposed = proposedLimits(pack.code, reading.headcount, reading.currency.code);
  const propose = (): Provenance => ({ kind: "proposed", why: proposed.why });
  const reference = (item: TravelItem) => pack.references.find((figure) => figure.item === item);
  const limitOr = (limits: Limit[], place: "home" | "abroad", item: TravelItem, fallback: Money): Limit[] => {
    if (limits.some((limit) => limit.place.kind === place)) return [];
    const official = reference(item);
    return official
      ? [{ amount: official.value, place: { kind: place }, provenance: provenanceOf(official) }]
      : [{ amount: fallback, place: { kind: place }, provenance: propose() }];
  };
  const meals = [
    ...own.meals,
    ...limitOr(own.meals, "home", "mealsHome", proposed.meals.home),
    ...limitOr(own.meals, "abroad", "mealsAbroad", proposed.meals.abroad),
  ];
  const lodging = [
    ...own.lodging,
    ...limitOr(own.lodging, "home", "lodgingHome", proposed.lodging.home),
    ...limitOr(own.lodging, "abroad", "lodgingAbroad", proposed.lodging.abroad),
  ];
  const roles: RoleLimit[] =
    own.roles.length > 0
      ? own.roles.flatMap((role) => withProposedLimits(role, proposed.roles, propose()))
      : proposed.roles.map((role) => ({
          role: `@${role.key}`,
          monthly: role.monthly,
          perTransaction: role.perTransaction,
          provenance: propose(),
        }));
  const managerCeiling = proposed.roles[1]!.perTransaction;
  // A topic the company spoke of without a rule we could read gets no default: it waits for the owner's answer.
  const unanswered = unansweredSet(reading);
  const mileageReference = reference("mileage");
  return {
    ...own,
    meals: orderByPlace(meals),
    lodging: orderByPlace(lodging),
    roles,
    approvals: withDefaultTier(own.approvals, reading.currency.code, managerCeiling, propose()),
    submission:
      own.submission ??
      (unanswered.has("submission")
        ? null
        : {
            days: pack.defaults.submissionDays.value,
            businessDays: false,
            provenance: provenanceOf(pack.defaults.submissionDays),
          }),
    notice:
      own.notice.some((notice) => notice.scope === "international") || own.notice.some((notice) => notice.scope === "all")
        ? own.notice
        : [
            ...own.notice,
            {
              days: pack.defaults.internationalNoticeDays.value,
              scope: "international",
              provenance: provenanceOf(pack.defaults.internationalNoticeDays),
            },
          ],
    receipts:
      own.receipts ??
      (unanswered.has("receipts")
        ? null
        : { above: pack.defaults.receiptsFrom.value, provenance: provenanceOf(pack.defaults.receiptsFrom) }),
    mileage:
      own.mileage ??
      (mileageReference && !unanswered.has("mileage")
        ? {
            unit: mileageReference.unit ?? "km",
            basis: "official",
            rate: mileageReference.value,
            official: null,
            provenance: provenanceOf(mileageReference),
          }
        : null),
  };
}

/**
 * A role the company named with one limit only gets the other proposed, from the default role it
 * resembles (directors, managers, everyone else), as a row of its own marked proposed — never
 * mixed into the company's row, so the company's figure keeps its provenance.
 */
function withProposedLimits(role: RoleLimit, defaults: ProposedLimits["roles"], provenance: Provenance): RoleLimit[] {
  if (role.monthly && role.perTransaction) return [role];
  const name = role.role.toLowerCase();
  const key = /direct|diret|socio|sócio|partner|vp|vice|ceo|cfo|coo|president|owner|dueñ|dono/.test(name)
    ? "director"
    : /manag|gerent|jef|head|lead|supervis|coordin|gestor|chefe/.test(name)
      ? "manager"
      : "employee";
  const fallback = defaults.find((candidate) => candidate.key === key)!;
  const currency = (role.monthly ?? role.perTransaction)?.currency;
  if (currency !== fallback.monthly.currency) return [role];
  return [
    { ...role, monthly: role.monthly ?? null, perTransaction: role.perTransaction ?? null },
    {
      role: role.role,
      monthly: role.monthly ? null : fallback.monthly,
      perTransaction: role.perTransaction ? null : fallback.perTransaction,
      provenance,
    },
  ];
}

/** A pack figure's provenance: a judgement ("guess: …") is ours, anything else the country's. */
export function provenanceOf(fact: Sourced<unknown>): Provenance {
  return fact.source.startsWith("guess:")
    ? { kind: "proposed", why: fact.source.replace(/^guess:\s*/, ""), source: fact.source, asOf: fact.asOf }
    : { kind: "country", source: fact.source, asOf: fact.asOf };
}

const PLACE_ORDER = { home: 0, abroad: 1, destination: 2 } as const;

function orderByPlace(limits: Limit[]): Limit[] {
  return [...limits].sort((a, b) => PLACE_ORDER[a.place.kind] - PLACE_ORDER[b.place.kind]);
}

/**
 * No amount without an approver: below the company's lowest tier for all spend, the line manager
 * approves; above its highest, when every tier stops at a ceiling ("the area head approves up to
 * 2.000.000"), finance; with no tier at all, the line manager approves up to a manager's
 * per-transaction limit and finance above it.
 */
function withDefaultTier(tiers: ApprovalTier[], currency: string, managerCeiling: Money, provenance: Provenance): ApprovalTier[] {
  const all = tiers.filter((tier) => tier.scope.kind === "all");
  const zero = (unit: string): Money => ({ amount: 0, currency: unit });
  if (all.length === 0) {
    const ceiling = managerCeiling.currency === currency ? managerCeiling : null;
    const defaults: ApprovalTier[] = ceiling
      ? [
          { above: zero(currency), upTo: ceiling, approver: DEFAULT_APPROVERS.lineManager, scope: { kind: "all" }, provenance },
          { above: ceiling, upTo: null, approver: DEFAULT_APPROVERS.finance, scope: { kind: "all" }, provenance },
        ]
      : [{ above: zero(currency), upTo: null, approver: DEFAULT_APPROVERS.lineManager, scope: { kind: "all" }, provenance }];
    return [...defaults, ...tiers];
  }
  const lowest = all.reduce((low, tier) => (tier.above.amount < low.above.amount ? tier : low));
  const below: ApprovalTier = {
    above: zero(lowest.above.currency),
    upTo: lowest.above,
    approver: DEFAULT_APPROVERS.lineManager,
    scope: { kind: "all" },
    provenance,
  };
  const withBelow = lowest.above.amount === 0 ? tiers : [below, ...tiers];
  const ceilings = all.flatMap((tier) => (tier.upTo ? [tier.upTo] : []));
  if (ceilings.length < all.length) return withBelow;
  const highest = ceilings.reduce((high, ceiling) => (ceiling.amount > high.amount ? ceiling : high));
  return [...withBelow, { above: highest, upTo: null, approver: DEFAULT_APPROVERS.finance, scope: { kind: "all" }, provenance }];
}
