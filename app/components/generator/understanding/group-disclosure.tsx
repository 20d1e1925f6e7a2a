import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import type { GroupKey, GroupSummary } from "./group-summary";

/** Which groups of the panel are open, and what each one's line says. */
export interface GroupStates {
  summaries: Record<GroupKey, GroupSummary>;
  isOpen: (key: GroupKey | "notUsed") => boolean;
  toggle: (key: GroupKey | "notUsed") => void;
}

export const GroupStatesContext = createContext<GroupStates | null>(null);

export function useGroupStates(): GroupStates {
  const states = useContext(GroupStatesContext);
  if (!states) throw new Error("useGroupStates outside the understanding panel");
  return states;
}

/**
 * A group of the panel as one line — its name, how many rules, "Needs your answer" when a sentence
 * of the owner's waits on it — that opens to the rules (the disclosure pattern: a heading's button
 * with aria-expanded).
 */
export function GroupDisclosure({
  id,
  title,
  line,
  needsAnswer,
  open,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  /** "3 rules · 1 proposed by us". */
  line: string;
  needsAnswer: boolean;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-group-open={open}
      className={`rounded-md border bg-white ${needsAnswer ? "border-amber-400" : "border-slate-200"}`}
    >
      <h4 className="text-sm">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={onToggle}
          className="flex min-h-11 w-full items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-slate-50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`h-4 w-4 shrink-0 fill-none stroke-current stroke-2 text-slate-500 transition-transform ${open ? "rotate-90" : ""}`}
          >
            <path d="M9 6l6 6-6 6" />
          </svg>
          <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <span id={`${id}-title`} className="font-semibold uppercase tracking-wide text-slate-800">
              {title}
            </span>
            <span className="sr-only">, </span>
            <span className="text-xs text-slate-600">{line}</span>
            {needsAnswer ? (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                {t("understanding.notUsed.needsAnswer")}
              </span>
            ) : null}
          </span>
        </button>
      </h4>
      <div id={`${id}-body`} hidden={!open} className="space-y-2 border-t border-slate-200 p-2">
        {children}
      </div>
    </section>
  );
}

/** "3 rules · 1 proposed by us", "none yet". */
export function useGroupLine(summary: GroupSummary): string {
  const { t } = useTranslation();
  if (summary.rules === 0) return t("understanding.groupSummary.none");
  const rules = t("understanding.groupSummary.rules", { count: summary.rules });
  return summary.proposed > 0 ? `${rules} · ${t("understanding.groupSummary.proposed", { count: summary.proposed })}` : rules;
}
