import { diffWords } from "diff";
import { useMemo } from "react";
import { collapseUnchanged } from "~/lib/living/collapse-unchanged";

type Fold = { context: number; label: (lines: number) => string };

/**
 * A word-level diff: words `to` adds underlined in green, words it removes struck in red. With
 * `fold`, long unchanged stretches shrink to a line saying how many lines they hide.
 */
export function WordDiff({
  from,
  to,
  labels,
  testId,
  fold,
}: {
  from: string;
  to: string;
  labels: { identical: string; added: string; removed: string };
  testId?: string;
  fold?: Fold;
}) {
  // Diffing two whole policies is the costly part: only when the texts change, not on every render.
  const context = fold?.context;
  const parts = useMemo(() => {
    if (from === to) return [];
    const words = diffWords(from, to);
    return context === undefined ? words : collapseUnchanged(words, context);
  }, [from, to, context]);
  if (from === to) return <p className="mt-2 text-sm text-slate-600">{labels.identical}</p>;
  return (
    // Focusable, so a keyboard can scroll a diff taller than its box.
    <pre
      tabIndex={0}
      className="mt-2 max-h-80 overflow-y-auto rounded bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap"
      data-testid={testId}
    >
      {parts.map((part, index) =>
        "folded" in part ? (
          <span key={index} className="my-1 block border-y border-dashed border-slate-300 py-0.5 text-slate-500 italic">
            ⋯ {fold?.label(part.folded)}
          </span>
        ) : part.added ? (
          <ins key={index} className="bg-green-100 text-green-900" title={labels.added}>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className="bg-red-100 text-red-900" title={labels.removed}>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </pre>
  );
}
