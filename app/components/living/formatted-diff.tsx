import { useMemo } from "react";
import { sanitizePolicyHtml } from "~/lib/client/sanitize-html";
import { renderDiffHtml } from "~/lib/markdown/render-diff-html";

type Fold = { context: number; label: (lines: number) => string };

/**
 * Two versions of a policy or a section, as the policy reads (headings, lists, tables) with the
 * words the newer one adds underlined in green and those it removes struck in red. The HTML comes
 * from the one markdown pipeline and is sanitised again in the browser, as the policy itself is.
 */
export function FormattedDiff({
  from,
  to,
  language,
  labels,
  testId,
  fold,
}: {
  from: string;
  to: string;
  language: string;
  labels: { identical: string; added: string; removed: string };
  testId?: string;
  /** Unchanged stretches further than `context` blocks (paragraphs, tables, lists) from a change shrink to a line. */
  fold?: Fold;
}) {
  const { added, removed } = labels;
  const context = fold?.context;
  const label = fold?.label;
  // Diffing two whole policies is the costly part: only when the texts change, not on every render.
  const html = useMemo(
    () => renderDiffHtml(from, to, { labels: { added, removed }, fold: context === undefined || !label ? undefined : { context, label } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `label` is a new function each render; its words follow the language, as the labels do
    [from, to, added, removed, context],
  );
  if (html === null) return <p className="mt-2 text-sm text-slate-600">{labels.identical}</p>;
  return (
    // Focusable, so a keyboard can scroll a diff taller than its box.
    <div
      tabIndex={0}
      lang={language}
      className="policy-prose policy-diff mt-2 max-h-96 overflow-y-auto rounded border border-slate-200 bg-white p-3 text-sm"
      data-testid={testId}
      // Built by renderPolicyHtml (safe by construction) with <ins>/<del> added, sanitised again here.
      dangerouslySetInnerHTML={{ __html: sanitizePolicyHtml(html) }}
    />
  );
}
