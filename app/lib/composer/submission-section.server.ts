import type { ApprovalScope, ApprovalTier } from "~/lib/rulebook/policy-rules";
import type { CompositionContext } from "./composition-context.server";
import { bullets, cell, table } from "./markdown.server";

/** Section 5: documents, deadlines, the approval matrix and international notice, the company's rules first. */
export function submissionAndApproval(context: CompositionContext): string[] {
  const { t, country } = context;
  return [
    `### ${t.documentsHeading}`,
    bullets([...receiptRules(context), ...documentRules(context), t.expenseDetails, ...country.documents]),
    `### ${t.deadlineHeading}`,
    bullets(deadlineLines(context)),
    `### ${t.approvalHeading}`,
    ...approvalMatrix(context),
    `### ${t.internationalHeading}`,
    internationalNoticeLine(context),
  ];
}

/** The submission deadline (with the tax warning a longer one costs) and when approved expenses are paid back. */
export function deadlineLines(context: CompositionContext): string[] {
  const { t, r, rules, name } = context;
  const submission = rules.submission;
  const reimbursement = rules.reimbursement
    ? r.reimburseWithin(rules.reimbursement.days, rules.reimbursement.businessDays)
    : t.reimbursementTiming;
  // No deadline when the company spoke of one in words we could not read: it waits for the owner's answer.
  const submit = submission ? [t.submitWithin(submission.days, submission.businessDays), ...deadlineNote(context, submission.days)] : [];
  const late = rules.lateClaims ? [r.lateClaims(rules.lateClaims.approver ? name(rules.lateClaims.approver) : null, rules.lateClaims)] : [];
  return [...submit, ...late, reimbursement];
}

/** How long ahead international trips are requested. */
export function internationalNoticeLine({ t, rules }: CompositionContext): string {
  const international = rules.notice.find((notice) => notice.scope === "international") ?? rules.notice[0]!;
  return t.internationalNotice(t.noticeLength(international.days));
}

/** A company deadline longer than the law's substantiation window (the IRS's) costs employees tax: say so. */
function deadlineNote({ country }: CompositionContext, days: number): string[] {
  const window = country.lateSubstantiation;
  return window && days > window.days ? [window.warning] : [];
}

/**
 * The company's receipts threshold wins over the country's default, stricter or not; the default
 * is quoted beside it: the law's lower threshold still asks for evidence, a stricter company rule
 * says so.
 */
export function receiptRules({ t, r, pack, format, rules }: CompositionContext): string[] {
  const receipts = rules.receipts;
  // The company spoke of receipts in words we could not read: no threshold of ours until it answers.
  if (!receipts) return [];
  const statutory = pack.defaults.receiptsFrom.value;
  const own = receipts.provenance.kind === "user" || receipts.provenance.kind === "panel";
  const lines = [
    receipts.above
      ? own
        ? t.receiptsOver(format.money(receipts.above))
        : t.receiptsFrom(format.money(receipts.above))
      : t.receiptsForEvery,
  ];
  if (own && statutory && receipts.above && receipts.above.currency === statutory.currency) {
    if (receipts.above.amount >= statutory.amount) lines.push(t.receiptsStatutory(format.money(statutory)));
    else lines.push(r.receiptsStricter(format.money(receipts.above), format.money(statutory)));
  }
  // IRS rule: lodging needs a receipt whatever the amount, so say it whenever a threshold applies.
  return pack.id === "us" && receipts.above ? [...lines, t.lodgingAlwaysReceipt] : lines;
}

export function documentRules({ r, rules }: CompositionContext): string[] {
  return rules.documents.map((rule) => {
    const category = rule.category ? r.categories[rule.category] : null;
    return rule.accepted
      ? r.documentAccepted(r.documents[rule.document], category)
      : r.documentRefused(r.documents[rule.document], category);
  });
}

/**
 * Who approves what, as one table in ascending order: every tier the company named, the default
 * tier below its lowest (so no amount is left without an approver), and international, category
 * and role scopes as rows of their own.
 */
export function approvalMatrix(context: CompositionContext): string[] {
  const { t, r, rules, name } = context;
  const order = (scope: ApprovalScope) => ["all", "international", "category", "role"].indexOf(scope.kind);
  const tiers = [...rules.approvals].sort((a, b) => order(a.scope) - order(b.scope) || a.above.amount - b.above.amount);
  const rows = tiers.map((tier) => [band(context, tier), cell(name(tier.approver)), scopeLabel(context, tier.scope)]);
  const topApprover = tiers.filter((tier) => tier.scope.kind === "all").at(-1)?.approver;
  return [r.approvalMatrixIntro, table(r.approvalMatrixHeader, rows), t.noSelfApproval(topApprover ? name(topApprover) : undefined)];
}

function band({ r, format, marked }: CompositionContext, tier: ApprovalTier): string {
  const from = tier.above.amount > 0 ? format.money(tier.above) : null;
  const to = tier.upTo ? format.money(tier.upTo) : null;
  const text = r.band(from, to);
  return tier.provenance.kind === "proposed" ? marked(text, tier.provenance) : text;
}

function scopeLabel({ r, name }: CompositionContext, scope: ApprovalScope): string {
  if (scope.kind === "international") return r.scopeInternational;
  if (scope.kind === "category") return r.categories[scope.category];
  if (scope.kind === "role") return r.scopeRole(name(scope.role));
  return r.scopeAll;
}
