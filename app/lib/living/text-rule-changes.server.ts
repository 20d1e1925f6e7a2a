import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { apiError, apiJson, methodNotAllowed } from "~/lib/platform/api-response.server";
import type { Language } from "~/lib/site/languages";
import { loadOwnedPolicy, readJson, MAX_BODY_BYTES } from "./policy-changes.server";
import { ruleChanges, type RuleChange } from "./rule-changes";
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

const Body = z.object({ markdown: z.string().max(MAX_BODY_BYTES) });

/** POST /api/policies/{slug}/rule-changes { markdown } — owner only: what saving this text would do to the rules. */
export async function showRuleChanges(request: Request, context: AppLoadContext, slug: string | undefined) {
  if (request.method !== "POST") return methodNotAllowed(request, context, "POST");
  const loaded = await loadOwnedPolicy(request, context, slug);
  if (!loaded.ok) return loaded.response;
  const body = await readJson(request, context);
  if (!body.ok) return body.response;
  const parsed = Body.safeParse(body.json);
  if (!parsed.success) return apiError(request, context, 400, "living.errors.markdownRequired");
  const { policy } = loaded;
  return apiJson(
    textRuleChanges(policy.markdown, parsed.data.markdown, { language: policy.language, currency: policy.reading?.currency.code ?? "USD" }),
  );
}
