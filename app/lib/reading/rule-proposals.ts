import { placeKey, sameScope } from "./rule-drafts";
import { emptyRules, type PolicyRules, type Provenance } from "../rulebook/policy-rules";

/**
 * What the server's full rulebook adds to the user's rules: for each limit, deadline or rule the
 * user did not give, the country's figure or our proposed one (never a rule of the user's: a rule
 * the user gave, or corrected, stays theirs). Arrays hold only the missing entries; a single rule
 * is there only when the user has none.
 */
export function proposalsFor(rules: PolicyRules, rulebook: PolicyRules | null): PolicyRules {
  const proposals = emptyRules();
  if (!rulebook) return proposals;
  const ours = <T extends { provenance: Provenance }>(rule: T) => rule.provenance.kind === "country" || rule.provenance.kind === "proposed";
  const missing = <T extends { provenance: Provenance }>(candidates: T[], given: T[], same: (a: T, b: T) => boolean) =>
    candidates.filter((candidate) => ours(candidate) && !given.some((rule) => same(rule, candidate)));
  const single = <T extends { provenance: Provenance } | null>(candidate: T, given: T): T | null =>
    given === null && candidate && ours(candidate) ? candidate : null;

  proposals.meals = missing(rulebook.meals, rules.meals, (a, b) => placeKey(a.place) === placeKey(b.place));
  proposals.lodging = missing(rulebook.lodging, rules.lodging, (a, b) => placeKey(a.place) === placeKey(b.place));
  proposals.roles = missing(rulebook.roles, rules.roles, (a, b) => a.role.toLowerCase() === b.role.toLowerCase());
  proposals.approvals = missing(
    rulebook.approvals,
    rules.approvals,
    (a, b) => sameScope(a.scope, b.scope) && a.above.amount === b.above.amount,
  );
  proposals.notice = missing(rulebook.notice, rules.notice, (a, b) => a.scope === b.scope);
  proposals.documents = missing(rulebook.documents, rules.documents, (a, b) => a.document === b.document && a.category === b.category);
  proposals.travelClass = missing(rulebook.travelClass, rules.travelClass, (a, b) => a.cabin === b.cabin);
  proposals.prohibited = missing(rulebook.prohibited, rules.prohibited, (a, b) => a.item === b.item);
  proposals.submission = single(rulebook.submission, rules.submission);
  proposals.reimbursement = single(rulebook.reimbursement, rules.reimbursement);
  proposals.advanceSettlement = single(rulebook.advanceSettlement, rules.advanceSettlement);
  proposals.receipts = single(rulebook.receipts, rules.receipts);
  proposals.mileage = single(rulebook.mileage, rules.mileage);
  proposals.perDiem = single(rulebook.perDiem, rules.perDiem);
  proposals.abroad = single(rulebook.abroad, rules.abroad);
  proposals.cashAdvance = single(rulebook.cashAdvance, rules.cashAdvance);
  return proposals;
}

/** A rulebook from the server's answer, or null when it is not one (an older server, an error page). */
export function rulebookFrom(answer: unknown): PolicyRules | null {
  const rulebook = typeof answer === "object" && answer !== null ? (answer as { rulebook?: unknown }).rulebook : undefined;
  if (typeof rulebook !== "object" || rulebook === null) return null;
  const fields = emptyRules();
  const shaped = (Object.keys(fields) as Array<keyof PolicyRules>).every((key) => {
    const value = (rulebook as Record<string, unknown>)[key];
    return Array.isArray(fields[key]) ? Array.isArray(value) : value === null || (typeof value === "object" && value !== undefined);
  });
  return shaped ? (rulebook as PolicyRules) : null;
}
