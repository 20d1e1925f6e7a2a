import { useEffect, useState } from "react";
import { hasOwnerHint } from "~/lib/auth/owner-hint";
import { apiFetch } from "./api-client";
import { useRootData } from "./use-root-data";

/** One rule of `GET /api/policies/{slug}/controls.json`, as the tables show it. */
export type CardControlRule = {
  id: string;
  type: string;
  role?: string | null;
  region?: "home" | "abroad";
  category?: string;
  action?: "blocked" | "restricted";
  mcc?: { from: number; to: number }[];
  amount?: { value: number; currency: string };
  unit?: string;
  days?: number;
  businessDays?: boolean;
  source: { section: number; heading: string };
};

export async function loadCardControls(slug: string, signal?: AbortSignal): Promise<CardControlRule[]> {
  return (await apiFetch<{ rules: CardControlRule[] }>(`/api/policies/${slug}/controls.json`, { signal })).rules;
}

/**
 * The card controls of a shared policy when this browser belongs to its owner, else null. The page
 * itself is the same for everyone (the edge caches it), so the question is asked after hydration,
 * and only by a signed-in user or a holder of the owner-token hint: other visitors send nothing.
 * Ownership is asked of an owner-only endpoint (the link's state) first, because the controls
 * themselves are public while the link is live.
 */
export function useOwnerCardControls(slug: string | null): CardControlRule[] | null {
  const { user } = useRootData();
  const [owned, setOwned] = useState<{ slug: string; rules: CardControlRule[] } | null>(null);
  useEffect(() => {
    if (!slug || (!user && !hasOwnerHint(document.cookie))) return;
    const controller = new AbortController();
    apiFetch(`/api/policies/${slug}/link`, { signal: controller.signal })
      .then(() => loadCardControls(slug, controller.signal))
      .then((rules) => setOwned({ slug, rules }))
      // A visitor (404) or a failed call: the page simply shows no table.
      .catch(() => {});
    return () => controller.abort();
  }, [slug, user]);
  return owned?.slug === slug ? owned.rules : null;
}
