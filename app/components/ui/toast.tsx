import { useTranslation } from "react-i18next";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

export type Toast = { id: number; title: string; description?: string; variant?: "default" | "destructive" };

const TOAST_DURATION_MS = 5_000;
const ToastContext = createContext<(toast: Omit<Toast, "id">) => void>(() => {});

/** Shows one toast at a time (spec §9): a new one replaces the last; each closes after 5 s. F8 focuses it. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<Toast | null>(null);
  const region = useRef<HTMLOListElement>(null);
  const next = useRef(1);
  const show = useCallback((toast: Omit<Toast, "id">) => setCurrent({ ...toast, id: next.current++ }), []);

  useEffect(() => {
    if (!current) return;
    // A modal <dialog> sits in the browser's top layer; re-showing the region as a popover puts
    // the toast above it.
    const element = region.current as (HTMLOListElement & { showPopover?: () => void; hidePopover?: () => void }) | null;
    if (element?.showPopover) {
      element.setAttribute("popover", "manual");
      if (element.matches(":popover-open")) element.hidePopover?.();
      element.showPopover();
    }
    const timer = setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") region.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ol
        ref={region}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        className="fixed inset-auto right-0 bottom-0 z-[100] m-0 flex w-full flex-col gap-2 border-0 bg-transparent p-4 outline-none md:max-w-[420px]"
      >
        {current ? (
          <li
            key={current.id}
            role="status"
            aria-live="polite"
            className={`rounded-lg border p-4 pr-8 shadow-lg ${current.variant === "destructive" ? "border-red-700 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"}`}
          >
            <p className="text-sm font-semibold">{current.title}</p>
            {current.description ? <p className="mt-1 text-sm opacity-90">{current.description}</p> : null}
            <button type="button" aria-label={t("common.close")} className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100" onClick={() => setCurrent(null)}>
              ×
            </button>
          </li>
        ) : null}
      </ol>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
