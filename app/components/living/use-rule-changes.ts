import { useEffect, useState } from "react";
import { apiFetch } from "~/lib/client/api-client";
import type { ShownRuleChange } from "./rule-change-list";

/** What the draft would do to the rules, asked a moment after the owner stops typing. */
export function useRuleChanges(slug: string, saved: string, draft: string) {
  const [answer, setAnswer] = useState<{ draft: string; changes: ShownRuleChange[]; unreadable: string[]; notRead?: string[] } | null>(
    null,
  );
  useEffect(() => {
    if (draft === saved) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<{ changes: ShownRuleChange[]; unreadable: string[]; notRead?: string[] }>(`/api/policies/${slug}/rule-changes`, {
        method: "POST",
        body: { markdown: draft },
        signal: controller.signal,
      })
        .then((found) => setAnswer({ draft, ...found }))
        .catch(() => {}); // The list is a help: without it, Save still works and the server still checks the text.
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, saved, draft]);
  if (draft === saved) return { changes: [], unreadable: [], notRead: [], current: true, askBeforeSaving: false };
  const unreadable = answer?.unreadable ?? [];
  const notRead = answer?.notRead ?? [];
  const current = answer?.draft === draft;
  return {
    changes: answer?.changes ?? [],
    unreadable,
    notRead,
    current,
    // A row that no longer reads as a rule would leave the card controls, and a line that looks like a
    // rule but is read into none would not reach them: both are asked about before saving.
    askBeforeSaving: current && unreadable.length + notRead.length > 0,
  };
}
