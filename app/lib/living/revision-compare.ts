/*
 * What History's comparison and its rows say, kept apart from React so the rules are testable:
 * a diff always reads from the older revision to the newer one, and every kind of revision has a
 * label, including kinds this browser's code has not heard of yet.
 */

/**
 * The two revisions to diff, the older first, whichever order the user picked them in: numbers
 * grow with every save, so the smaller one is the older text.
 */
export function olderToNewer(first: number, second: number): { older: number; newer: number } {
  return first <= second ? { older: first, newer: second } : { older: second, newer: first };
}

/** History's first comparison: the revision before the latest with the latest (the only one with itself). */
export function defaultComparison(numbers: readonly number[]): { first: number; second: number } | null {
  const newestFirst = [...numbers].sort((a, b) => b - a);
  if (newestFirst.length === 0) return null;
  return { first: newestFirst[1] ?? newestFirst[0]!, second: newestFirst[0]! };
}

export type RevisionKindLabel =
  | { key: "generation" | "edit" | "section" | "other" }
  | { key: "restore"; from: number }
  | { key: "restoreUnknown" }
  | { key: "update"; language: string }
  | { key: "updateUnknown" };

/**
 * The label of a revision's kind. "update" (a language version rewritten from another one) names
 * that language when the summary carries it; a kind added later on the server reads as a generic
 * change rather than breaking the list.
 */
export function revisionKindLabel(
  revision: { kind: string; restoredFrom?: number | null; sourceLanguage?: string | null },
  languageName: (code: string) => string,
): RevisionKindLabel {
  switch (revision.kind) {
    case "generation":
    case "edit":
    case "section":
      return { key: revision.kind };
    case "restore":
      return typeof revision.restoredFrom === "number" ? { key: "restore", from: revision.restoredFrom } : { key: "restoreUnknown" };
    case "update":
      return revision.sourceLanguage ? { key: "update", language: languageName(revision.sourceLanguage) } : { key: "updateUnknown" };
    default:
      return { key: "other" };
  }
}
