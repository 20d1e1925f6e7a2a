import type { Language } from "~/lib/site/languages";
import { ruleChanges, type RuleChange } from "../rulebook/rule-changes";
import { readRulesFromText } from "../rules/rules-from-text.server";

/**
 * What a new text does to the rules of the current one, the rule rows it leaves unreadable, and the
 * lines it adds that look like a rule but are not read into one.
 */
export type TextRuleChanges = { changes: RuleChange[]; unreadable: string[]; notRead: string[] };

export function textRuleChanges(
  before: string,
  after: string,
  { language, currency, country }: { language: Language; currency: string; country?: string },
): TextRuleChanges {
  const wasUnreadable: string[] = [];
  const unreadable: string[] = [];
  const wasNotRead: string[] = [];
  const notRead: string[] = [];
  const was = readRulesFromText(before, { language, currency, country, unreadable: wasUnreadable, notRead: wasNotRead });
  const now = readRulesFromText(after, { language, currency, country, unreadable, notRead });
  // Only rows and lines this text brings: one the owner already saved that way was asked about then.
  return {
    changes: ruleChanges(was, now),
    unreadable: unreadable.filter((row) => !wasUnreadable.includes(row)),
    notRead: notRead.filter((line) => !wasNotRead.includes(line)),
  };
}
