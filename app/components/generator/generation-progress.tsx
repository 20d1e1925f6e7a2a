import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Stage } from "~/lib/generation/generation-events";

/** The progress panel: bar, stage message, and the text as it is written. */
export function GenerationProgress({ percent, stage, text }: { percent: number; stage: Stage | "done"; text: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(percent);
  const preview = useRef<HTMLPreElement>(null);
  // Follow the writing: keep the newest lines in view.
  useEffect(() => {
    if (preview.current) preview.current.scrollTop = preview.current.scrollHeight;
  }, [text]);
  return (
    <div className="space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-4" data-testid="generation-progress">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-brand-900" aria-live="polite">
          {t(`generation.stages.${stage}`)}
        </span>
        <span className="tabular-nums text-brand-700">{rounded}%</span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        className="h-2 overflow-hidden rounded-full bg-white"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${rounded}%` }} />
      </div>
      {text ? (
        <pre
          ref={preview}
          className="max-h-48 overflow-y-auto whitespace-pre-wrap rounded border border-brand-100 bg-white p-3 text-xs text-slate-600"
          aria-label={t("result.livePreview")}
        >
          {text}
        </pre>
      ) : null}
    </div>
  );
}
