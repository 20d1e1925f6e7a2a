import { ApiError } from "./api-client";

/** A revision saved after the text an owner's change was built on, as a 409 names it. */
export type SavedSince = { number: number; kind: string; restoredFrom: number | null; sourceLanguage: string | null; createdAt: string };

/** The refusal of a change built on an older text: the server's sentence, the current text, and what was saved since. */
export type StaleChange = {
  message: string;
  latest: { revision: number; markdown: string; contentHash: string };
  changedSince: SavedSince[];
};

/** The 409 `stale_base` refusal in an API error, or null for any other failure. */
export function staleChangeOf(caught: unknown): StaleChange | null {
  if (!(caught instanceof ApiError) || caught.status !== 409) return null;
  try {
    const body = JSON.parse(caught.body) as Partial<StaleChange> & { reason?: string };
    if (body.reason !== "stale_base" || !body.latest) return null;
    return { message: body.message ?? "", latest: body.latest, changedSince: Array.isArray(body.changedSince) ? body.changedSince : [] };
  } catch {
    return null;
  }
}
