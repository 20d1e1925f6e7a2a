import type { CompanyReading } from "~/lib/reading/company-reading";
import { readCompany } from "~/lib/reading/read-company";
import { orderApprovals } from "~/lib/reading/rules";
import type { Limit, PolicyRules } from "~/lib/rulebook/policy-rules";
import type { Language } from "~/lib/site/languages";
import { namedAfterInstruction, removalAsked, withoutRemoved } from "./instruction-removals";

const same = (a: string | null, b: string | null) => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/**
 * The reading with the figures an owner's instruction states ("meals 45 per day", "lodging 150
 * per night abroad", "directors 3000 per month") put in place of the stored ones, read by the
 * same reader as a description, in the policy's country and currency. What the instruction does
 * not state stays as it was; its words that name no figure change nothing here (only a model
 * can follow them). What it asks to take out ("drop the role tiers") is taken out, and no role or
 * approver is made of its own words.
 */
export function withInstructionFigures(reading: CompanyReading, instruction: string, language: Language): CompanyReading {
  if (!instruction.trim()) return reading;
  const read = readCompany(instruction, { siteCountry: reading.country.code, language }).rules;
  const asked: typeof read = {
    ...read,
    roles: read.roles.filter((role) => !namedAfterInstruction(role.role, instruction)),
    approvals: read.approvals.filter((tier) => !namedAfterInstruction(tier.approver, instruction)),
  };
  const removal = removalAsked(instruction, language, reading.rules);
  const own = removal ? withoutRemoved(reading.rules, removal) : reading.rules;
  // A prohibition the instruction lifts is not read back as one it asks for.
  if (removal) asked.prohibited = asked.prohibited.filter((rule) => !removal.items.includes(rule.item));
  const roles = own.roles.map((role) => {
    const change = asked.roles.find((candidate) => same(candidate.role, role.role));
    return change
      ? { ...role, monthly: change.monthly ?? role.monthly, perTransaction: change.perTransaction ?? role.perTransaction }
      : role;
  });
  const newRoles = asked.roles.filter((role) => !own.roles.some((known) => same(known.role, role.role)));
  const samePlace = (a: Limit, b: Limit) => JSON.stringify(a.place) === JSON.stringify(b.place);
  const limits = (mine: Limit[], theirs: Limit[]) => [
    ...mine.filter((limit) => !theirs.some((change) => samePlace(change, limit))),
    ...theirs,
  ];
  // A tier the instruction gives replaces the tier of the same approver; one that starts at zero
  // replaces the proposed tier that started there ("the area manager approves up to 5,000").
  const startsAtZero = asked.approvals.some((tier) => tier.above.amount === 0 && tier.scope.kind === "all");
  const approvals = [
    ...own.approvals.filter(
      (rule) =>
        !asked.approvals.some((change) => same(change.approver, rule.approver)) &&
        !(startsAtZero && rule.provenance.kind === "proposed" && rule.above.amount === 0 && rule.scope.kind === "all"),
    ),
    ...asked.approvals,
  ];
  const travelClass = [
    ...own.travelClass.filter((rule) => !asked.travelClass.some((change) => change.cabin === rule.cabin && same(change.role, rule.role))),
    ...asked.travelClass,
  ];
  const rules: PolicyRules = {
    ...own,
    roles: [...roles, ...newRoles],
    meals: limits(own.meals, asked.meals),
    lodging: limits(own.lodging, asked.lodging),
    mileage: asked.mileage ?? own.mileage,
    receipts: asked.receipts ?? own.receipts,
    approvals: orderApprovals(approvals),
    travelClass,
    notice: [...own.notice.filter((notice) => !asked.notice.some((change) => change.scope === notice.scope)), ...asked.notice],
    cashAdvance: asked.cashAdvance ?? own.cashAdvance,
    submission: asked.submission ?? own.submission,
    reimbursement: asked.reimbursement ?? own.reimbursement,
    advanceSettlement: asked.advanceSettlement ?? own.advanceSettlement,
    prohibited: [...own.prohibited.filter((rule) => !asked.prohibited.some((change) => change.item === rule.item)), ...asked.prohibited],
    documents: [...own.documents, ...asked.documents],
  };
  return { ...reading, rules };
}
