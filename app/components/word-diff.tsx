import { diffWords } from "diff";
import { useMemo } from "react";

/** A word-level diff: words `to` adds underlined in green, words it removes struck in red. */
export function WordDiff({ from, to, labels, testId }: { from: string; to: string; labels: { identical: string; added: string; removed: string }; testId?: string }) {
  // Diffing two whole policies is the costly part: only when the texts change, not on every render.
  const parts = useMemo(() => (from === to ? [] : diffWords(from, to)), [from, to]);
  if (from === to) return <p className="mt-2 text-sm text-slate-600">{labels.identical}</p>;
  return (
    <pre className="mt-2 max-h-80 overflow-y-auto rounded bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap" data-testid={testId}>
      {parts.map((part, index) =>
        part.added ? (
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
