import type { Language } from "~/lib/site/languages";
import type { RuleKind } from "~/lib/rulebook/rule-changes";
import { advanceRules, alcoholLine, classAndBookingRules, finishedText, ownProhibitions } from "./compose-policy.server";
import type { CompositionContext } from "./composition-context.server";
import { limitsTables } from "./limits-section.server";
import { bullets } from "./markdown.server";
import { approvalMatrix, deadlineLines, documentRules, internationalNoticeLine, receiptRules } from "./submission-section.server";

/*
 * The composer's own lines for each kind of rule, in the section it writes them in and in the
 * notation the rules reader reads back exactly: what restores a rule that another writer (a model,
 * a translation) lost. Every block is rendered by the section writers themselves, never copied.
 */

/** A block of rules as the composer writes it: its section (1–9) and its markdown, subheadings at depth 3. */
export type RuleBlock = {
  section: number;
  /** The kinds of rules the block states. */
  kinds: readonly RuleKind[];
  /** A table of rules: where a model wrote its own table of these rules, the block takes its place. */
  table: boolean;
  markdown: string;
};

type BlockSpec = { section: number; kinds: readonly RuleKind[]; table: boolean; render(context: CompositionContext): string[] };

const BLOCKS: readonly BlockSpec[] = [
  {
    section: 3,
    kinds: ["meals", "lodging", "roles", "mileage", "caps"],
    table: true,
    render: (context) => limitsTables(context),
  },
  {
    section: 5,
    kinds: ["approvals"],
    table: true,
    render: (context) => [`### ${context.t.approvalHeading}`, ...approvalMatrix(context)],
  },
  {
    section: 5,
    kinds: ["submission", "reimbursement"],
    table: false,
    render: (context) => (context.rules.submission ? [bullets(deadlineLines(context))] : []),
  },
  {
    section: 5,
    kinds: ["receipts", "documents"],
    table: false,
    render: (context) => {
      const lines = [...(context.rules.receipts ? receiptRules(context) : []), ...documentRules(context)];
      return lines.length > 0 ? [bullets(lines)] : [];
    },
  },
  {
    section: 5,
    kinds: ["notice"],
    table: false,
    render: (context) =>
      context.rules.notice.some((notice) => notice.scope === "international") ? [internationalNoticeLine(context)] : [],
  },
  {
    section: 2,
    kinds: ["travelClass", "notice"],
    table: false,
    render: (context) => {
      const lines = classAndBookingRules(context);
      return lines.length > 0 ? [bullets(lines)] : [];
    },
  },
  {
    section: 4,
    kinds: ["cashAdvance", "advanceSettlement"],
    table: false,
    render: (context) => {
      const lines = advanceRules(context);
      return lines.length > 0 ? [bullets(lines)] : [];
    },
  },
  {
    section: 6,
    kinds: ["prohibited"],
    table: false,
    render: (context) => {
      const line = context.rules.prohibited.some((rule) => rule.item === "alcohol") ? alcoholLine(context) : null;
      const alcohol = line ? [line] : [];
      const lines = [...ownProhibitions(context), ...alcohol];
      return lines.length > 0 ? [bullets(lines)] : [];
    },
  },
];

/** The composer's blocks that state rules of these kinds, from the context's rulebook; empty blocks left out. */
export function ruleBlocks(context: CompositionContext, language: Language, kinds: readonly RuleKind[]): RuleBlock[] {
  return BLOCKS.filter((block) => block.kinds.some((kind) => kinds.includes(kind))).flatMap((block) => {
    const rendered = block.render(context);
    if (rendered.length === 0) return [];
    const markdown = finishedText(rendered.join("\n\n"), language, context).trim();
    return [{ section: block.section, kinds: block.kinds, table: block.table, markdown }];
  });
}
