import { useEffect, useState } from "react";
import { hasOwnerHint } from "~/lib/auth/owner-hint";
import type { CardRule } from "~/lib/rules/card-rule";
import { apiFetch } from "./api-client";
import { useRootData } from "./use-root-data";

/** `GET /api/policies/{slug}/controls.json` (schema v2), as the table shows it. */
export type CardControlsFile = { policy: { language: string; country: string | null; currency?: string | null }; rules: CardRule[] };

export async function loadCardControls(slug: string, signal?: AbortSignal): Promise<CardControlsFile> {
  return await apiFetch<CardControlsFile>(`/api/policies/${slug}/controls.json`, { signal });
}

/**
 * The card controls of a shared policy when this browser belongs to its owner, else null. The page
 * itself is the same for everyone (the edge caches it), so the question is asked after hydration,
 * and only by a signed-in user or a holder of the owner-token hint: other visitors send nothing.
 * Ownership is asked of an owner-only endpoint (the link's state) first, because the controls
 * themselves are public while the link is live. `asked` turns true after hydration once the answer
 * is in (at once when there is nothing to ask), so the page can say it will not change any more.
 */
export function useOwnerCardControls(slug: string | null): { controls: CardControlsFile | null; asked: boolean } {
  const { user } = useRootData();
  const [answer, setAnswer] = useState<{ slug: string; controls: CardControlsFile | null } | null>(null);
  useEffect(() => {
    if (!slug) return;
    if (!user && !hasOwnerHint(document.cookie)) {
      setAnswer({ slug, controls: null });
      return;
    }
    const controller = new AbortController();
    apiFetch(`/api/policies/${slug}/link`, { signal: controller.signal })
      .then(() => loadCardControls(slug, controller.signal))
      .then((controls) => setAnswer({ slug, controls }))
      // A visitor (404) or a failed call: the page simply shows no table.
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ slug, controls: null });
      });
    return () => controller.abort();
  }, [slug, user]);
  const answered = answer?.slug === slug;
  return { controls: answered ? answer.controls : null, asked: answered };
}
