import * as ToastPrimitive from "@radix-ui/react-toast";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";

export type Toast = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};

/** One toast at a time, shown 5 s, dismissed by a 50 px swipe to the right. */
const TOAST_DURATION_MS = 5_000;
const SWIPE_THRESHOLD_PX = 50;

/**
 * The height the open toast takes at the bottom of the screen, as the CSS variable `--toast-space`
 * on <html>: dialogs (ui/dialog) stay above it, so a toast never covers a dialog's buttons.
 */
const TOAST_SPACE_VAR = "--toast-space";

const ToastContext = createContext<(toast: Toast) => void>(() => {});

export type ToastLabels = {
  /** The region's name, e.g. "Notifications ({hotkey})"; Radix puts "F8" in place of {hotkey}. */
  region: string;
  /** Read before each toast's text by screen readers. */
  announce: string;
  /** The accessible name of the × button. */
  dismiss: string;
};

/** Radix Toast: a new toast replaces the one on screen. F8 focuses the region. */
export function ToastProvider({ labels, children }: { labels: ToastLabels; children: React.ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const next = useRef(1);
  const show = useCallback((toast: Toast) => {
    setCurrent({ ...toast, id: next.current++ });
    setOpen(true);
  }, []);
  const viewport = useToastSpace();

  return (
    <ToastContext.Provider value={show}>
      <ToastPrimitive.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={SWIPE_THRESHOLD_PX}
        label={labels.announce}
      >
        {children}
        {current ? (
          <ToastPrimitive.Root
            // A new key per toast: the last one leaves at once and the new one gets its own 5 s.
            key={current.id}
            open={open}
            onOpenChange={setOpen}
            className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg transition-transform data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none ${
              current.variant === "destructive" ? "border-red-800 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"
            }`}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
              {current.description ? (
                <ToastPrimitive.Description className="text-sm opacity-95">{current.description}</ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label={labels.dismiss}
              // Visible on every variant (not only on hover), with the contrast of the toast's own text.
              className={`absolute top-2 right-2 flex h-7 w-7 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-1 ${
                current.variant === "destructive"
                  ? "text-white hover:bg-red-800 focus-visible:outline-white"
                  : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-brand-500"
              }`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-none stroke-current stroke-[2.5]">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ) : null}
        <ToastPrimitive.Viewport
          ref={viewport}
          label={labels.region}
          // A modal dialog hides the rest of the page from assistive technology, except live regions
          // (aria-hidden's rule). "off" announces nothing (Radix announces each toast itself) but keeps
          // the toasts, and their × buttons, readable and consistent while a dialog is open.
          aria-live="off"
          className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/** Publishes how much of the screen's bottom the open toast takes (0 when none is open). */
function useToastSpace() {
  const [element, setElement] = useState<HTMLOListElement | null>(null);
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const showing = element.querySelector('[data-state="open"]') !== null;
      root.style.setProperty(TOAST_SPACE_VAR, showing ? `${Math.ceil(element.getBoundingClientRect().height)}px` : "0px");
    };
    const resized = new ResizeObserver(update);
    resized.observe(element);
    const changed = new MutationObserver(update);
    changed.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["data-state"],
    });
    return () => {
      resized.disconnect();
      changed.disconnect();
      root.style.removeProperty(TOAST_SPACE_VAR);
    };
  }, [element]);
  return setElement;
}

export function useToast() {
  return useContext(ToastContext);
}
