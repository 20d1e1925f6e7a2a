import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { showRuleChanges } from "~/lib/living/text-rule-changes.server";

/** POST /api/policies/{slug}/rule-changes — owner only: the rules a new text adds, changes and removes. */
export function action({ request, context, params }: ActionFunctionArgs) {
  return showRuleChanges(request, context, params.slug);
}

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return showRuleChanges(request, context, params.slug);
}
