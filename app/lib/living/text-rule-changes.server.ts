import type { Language } from "~/lib/site/languages";
import { ruleChanges, type RuleChange } from "../rulebook/rule-changes";
import { readRulesFromText } from "../rules/rules-from-text.server";

/** What a new text does to the rules of the current one, and the rule rows it leaves unreadable. */
export type TextRuleChanges = { changes: RuleChange[]; unreadable: string[] };

export function textRuleChanges(
  before: string,
  after: string,
  { language, currency }: { language: Language; currency: string },
): TextRuleChanges {
  const wasUnreadable: string[] = [];
  const unreadable: string[] = [];
  const was = readRulesFromText(before, { language, currency, unreadable: wasUnreadable });
  const now = readRulesFromText(after, { language, currency, unreadable });
  // Only rows this text makes unreadable: one the owner already saved that way was asked about then.
  return { changes: ruleChanges(was, now), unreadable: unreadable.filter((row) => !wasUnreadable.includes(row)) };
}
