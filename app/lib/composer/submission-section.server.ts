import type { Money, RoleRule } from "~/lib/policy/company-reading";
import type { CompositionContext } from "./composition-context.server";
import { bullets, cell, inlineUserText, table } from "./markdown.server";

/** Section 5: documents, deadline, approvals and international notice, the company's figures first. */
export function submissionAndApproval(context: CompositionContext): string[] {
  const { t, pack, country, reading } = context;
  const submission = reading.submissionDeadline ?? { days: pack.defaults.submissionDays.value, businessDays: false };
  const noticeDays = reading.internationalNoticeDays ?? pack.defaults.internationalNoticeDays.value;
  return [
    `### ${t.documentsHeading}`,
    bullets([...receiptRules(context), t.expenseDetails, ...country.documents]),
    `### ${t.deadlineHeading}`,
    bullets([t.submitWithin(submission.days, submission.businessDays), ...deadlineNote(context, submission.days), t.reimbursementTiming]),
    `### ${t.approvalHeading}`,
    ...approvalRules(context),
    `### ${t.internationalHeading}`,
    t.internationalNotice(t.noticeLength(noticeDays)),
  ];
}

/** A company deadline longer than the IRS substantiation window costs employees tax: say so. */
function deadlineNote({ t, pack }: CompositionContext, days: number): string[] {
  if (pack.id !== "us" || days <= pack.facts.substantiationDays.value) return [];
  return [t.deadlineStatutory(pack.facts.substantiationDays.value)];
}

function receiptRules({ t, pack, format, reading }: CompositionContext): string[] {
  const own = reading.receiptThreshold;
  const statutory = pack.defaults.receiptsFrom.value;
  const rules: string[] = [];
  if (own) {
    rules.push(own.amount === 0 ? t.receiptsForEvery : t.receiptsOver(format.money(own)));
    // The company's threshold cannot lift the tax law's: say so where the law asks for less.
    if (statutory && own.currency === statutory.currency && own.amount >= statutory.amount) {
      rules.push(t.receiptsStatutory(format.money(statutory)));
    }
  } else {
    rules.push(statutory ? t.receiptsFrom(format.money(statutory)) : t.receiptsForEvery);
  }
  // IRS rule: lodging needs a receipt whatever the amount, so say it whenever a threshold applies.
  const threshold = own ? own.amount > 0 : statutory !== null;
  return pack.id === "us" && threshold ? [...rules, t.lodgingAlwaysReceipt] : rules;
}

/**
 * The company's own thresholds when it wrote them; otherwise thresholds follow from each role's
 * limits: within the per-transaction limit the card's controls pre-approve; up to the monthly
 * limit the line manager approves first; beyond it, finance does.
 */
function approvalRules(context: CompositionContext): string[] {
  const { t, reading, format } = context;
  if (reading.approvals.length > 0) {
    const rules = reading.approvals.map((rule) =>
      t.approvalRule(
        rule.over ? format.money(rule.over) : null,
        inlineUserText(rule.approver),
        rule.forRole ? inlineUserText(rule.forRole) : null,
      ),
    );
    return [t.approvalRulesIntro, bullets(rules), t.noSelfApproval(undefined)];
  }
  const roles = reading.roles.filter(hasBothLimits);
  if (roles.length === 0) return [t.approvalWithoutRoles, t.noSelfApproval(undefined)];
  const rows = roles.map((role) => {
    const { monthlyLimit: monthly, perTransactionLimit: perTransaction } = role;
    const ceiling = monthly.amount >= perTransaction.amount ? monthly : perTransaction;
    const managerBand =
      monthly.amount > perTransaction.amount ? t.managerRange(format.money(perTransaction), format.money(monthly)) : "—";
    return [cell(role.name), t.preApprovedUpTo(format.money(perTransaction)), managerBand, t.financeAbove(format.money(ceiling))];
  });
  const topRole = roles.reduce((top, role) => (role.monthlyLimit.amount > top.monthlyLimit.amount ? role : top));
  return [t.approvalIntro, table(t.approvalTableHeader, rows), t.monthlyOverrun, t.noSelfApproval(inlineUserText(topRole.name))];
}

type RoleWithLimits = RoleRule & { monthlyLimit: Money; perTransactionLimit: Money };

function hasBothLimits(role: RoleRule): role is RoleWithLimits {
  return Boolean(role.monthlyLimit && role.perTransactionLimit && role.monthlyLimit.currency === role.perTransactionLimit.currency);
}
