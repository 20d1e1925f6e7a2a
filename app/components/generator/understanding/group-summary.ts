import type { AnswerTopic } from "~/lib/reading/unanswered-topics";
import type { PolicyRules } from "~/lib/rulebook/policy-rules";

/** The groups of "What we understood", in their usual order. */
export const GROUPS = ["limits", "approvals", "deadlines", "travel", "documents", "prohibited"] as const;
export type GroupKey = (typeof GROUPS)[number];

/** The rules each group shows. */
const FIELDS: Record<GroupKey, ReadonlyArray<keyof PolicyRules>> = {
  limits: ["meals", "lodging", "roles", "cashAdvance"],
  approvals: ["approvals"],
  deadlines: ["submission", "reimbursement", "advanceSettlement", "notice"],
  travel: ["travelClass", "mileage", "perDiem", "abroad"],
  documents: ["receipts", "documents"],
  prohibited: ["prohibited"],
};

/** The group where the owner answers a topic their own sentence left open. */
const TOPIC_GROUP: Record<AnswerTopic, GroupKey> = {
  alcohol: "prohibited",
  mileage: "travel",
  receipts: "documents",
  submission: "deadlines",
  cashAdvance: "limits",
};

export interface GroupSummary {
  /** Every rule the group shows: the owner's and ours. */
  rules: number;
  /** The rules we proposed (the country's or our figure where the owner gave none). */
  proposed: number;
  /** A sentence of the owner's speaks of this group's topic and no rule answers it yet. */
  needsAnswer: boolean;
}

const size = (value: PolicyRules[keyof PolicyRules]) => (Array.isArray(value) ? value.length : value ? 1 : 0);

/** What each group's one line says. */
export function groupSummaries(rules: PolicyRules, proposals: PolicyRules, waiting: Iterable<AnswerTopic>): Record<GroupKey, GroupSummary> {
  const needs = new Set([...waiting].map((topic) => TOPIC_GROUP[topic]));
  const summaries = {} as Record<GroupKey, GroupSummary>;
  for (const group of GROUPS) {
    const proposed = FIELDS[group].reduce((sum, field) => sum + size(proposals[field]), 0);
    const given = FIELDS[group].reduce((sum, field) => sum + size(rules[field]), 0);
    summaries[group] = { rules: given + proposed, proposed, needsAnswer: needs.has(group) };
  }
  return summaries;
}

/** The groups waiting for the owner's answer first, the others in their usual order. */
export function groupOrder(summaries: Record<GroupKey, GroupSummary>): GroupKey[] {
  return [...GROUPS.filter((group) => summaries[group].needsAnswer), ...GROUPS.filter((group) => !summaries[group].needsAnswer)];
}
