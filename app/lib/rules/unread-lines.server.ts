import { CATEGORY_WORDS, ITEM_WORDS, MILEAGE } from "~/lib/reading/rules";
import { plain } from "~/lib/reading/text";
import type { ExpenseQuery } from "../rulebook/expense";
import type { ExpenseCategory, ProhibitedItem } from "../rulebook/policy-rules";
import type { CardRule } from "./card-rule";

/*
 * Text and rules never disagree in silence (issue 33.3): a line of the policy that looks like a rule
 * but read into none ("| Personal car mileage | IRS standard rate ($0.70 per mile) |") still speaks
 * of a kind of expense. Where no rule of the controls limits that kind, the check does not answer
 * "nothing limits it": it cannot tell, quoting the line.
 */

/** The rule types that limit each kind of expense: with one of them, the controls already speak of it. */
const LIMITED_BY: Partial<Record<ExpenseCategory, ReadonlyArray<CardRule["type"]>>> = {
  meals: ["mealsPerDiem"],
  lodging: ["lodgingCap"],
  mileage: ["mileageRate"],
  airfare: ["travelClass"],
};

/** Whether a line speaks of the expense's kind: its category's words, or one of its items'. */
function speaksOf(line: string, category: ExpenseCategory | undefined, items: readonly ProhibitedItem[]): boolean {
  const lower = plain(line);
  if (category === "mileage" && MILEAGE.test(lower)) return true;
  if (category && CATEGORY_WORDS.some(([pattern, kind]) => kind === category && pattern.test(lower))) return true;
  return ITEM_WORDS.some(([pattern, item]) => items.includes(item) && pattern.test(lower));
}

/**
 * The spender has no receipt and the rules read no receipt rule: the first line of the text that
 * asks for receipts (not "no receipt needed"), to quote rather than answer a plain yes (a wrong
 * "yes" to a lost receipt costs more than a question).
 */
export function receiptLineOf(lines: readonly string[], rules: readonly CardRule[]): string | undefined {
  if (rules.some((rule) => rule.type === "receiptThreshold")) return undefined;
  return lines.find((line) => RECEIPTS.test(plain(line)) && !NOT_NEEDED.test(plain(line)));
}

/** A line on receipts that asks for them (not "no receipt needed"), in the three languages (`plain` text). */
const RECEIPTS = /\b(?:receipts?|recibos?|comprobantes?|comprovantes?|boletas?|facturas?|notas? fisca(?:l|is)|tickets?)\b/;
const NOT_NEEDED =
  /\b(?:no|without|sin|sem|nao)\s+(?:\w+\s+)?(?:receipts?|recibos?|comprobantes?|comprovantes?|boletas?|facturas?|notas?)\s+(?:needed|required|necesari[oa]s?|necessari[oa]s?)\b|\bnot (?:needed|required)\b/;

/**
 * The first line the rules reader could not place that speaks of this expense, when no rule of the
 * controls limits its kind or refuses its items; undefined otherwise.
 */
export function unreadLineAbout(
  lines: readonly string[] | undefined,
  query: Partial<ExpenseQuery>,
  rules: readonly CardRule[],
): string | undefined {
  if (!lines || lines.length === 0) return undefined;
  const items = query.items ?? [];
  const limiting = LIMITED_BY[query.category ?? "other"] ?? [];
  const category = limiting.length > 0 && rules.some((rule) => limiting.includes(rule.type)) ? undefined : query.category;
  const open = items.filter((item) => !rules.some((rule) => rule.type === "prohibited" && rule.item === item));
  if (!category && open.length === 0) return undefined;
  return lines.find((line) => speaksOf(line, category, open));
}
