import { useEffect, useState } from "react";
import { apiFetch } from "./api-client";

/**
 * The markdown of a group's language versions by slug, each fetched the first time it is shown
 * (GET /api/policies/{slug}). A version that cannot be loaded becomes "" (shown as "not
 * available"); `undefined` means still loading.
 */
export function usePolicyTexts(initial: Record<string, string>, current: string) {
  const [texts, setTexts] = useState(initial);
  useEffect(() => {
    if (texts[current] !== undefined) return;
    let cancelled = false;
    apiFetch<{ policyMarkdown: string }>(`/api/policies/${current}`)
      .then((loaded) => loaded.policyMarkdown)
      .catch(() => "")
      .then((markdown) => {
        if (!cancelled) setTexts((all) => ({ ...all, [current]: markdown }));
      });
    return () => {
      cancelled = true;
    };
  }, [current, texts]);
  return { text: texts[current], remember: (slug: string, markdown: string) => setTexts((all) => ({ ...all, [slug]: markdown })) };
}
