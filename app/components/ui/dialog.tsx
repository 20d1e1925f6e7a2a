import * as DialogPrimitive from "@radix-ui/react-dialog";
import { forwardRef, useRef } from "react";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogSize = "large" | "small";

export const dialogOverlayClass = "fixed inset-0 z-50 bg-slate-900/50";

/**
 * A dialog's box: centred in the part of the screen above an open toast (`--toast-space`, set by
 * ui/toast), never taller than it, so a toast cannot cover the dialog's buttons. A flex column:
 * give the scrolling middle `min-h-0 flex-1 overflow-y-auto`.
 */
export function dialogBoxClass(size: DialogSize = "large", extra = "") {
  return [
    "fixed left-1/2 top-[calc((100dvh_-_var(--toast-space,0px))/2)] z-50 flex w-[calc(100%_-_2rem)] -translate-x-1/2 -translate-y-1/2 flex-col",
    "max-h-[calc(100dvh_-_var(--toast-space,0px)_-_2rem)] overflow-hidden rounded-xl bg-white text-slate-900 shadow-2xl outline-none",
    "transition-[top,max-height] duration-150",
    size === "large" ? "max-w-4xl" : "max-w-md",
    extra,
  ]
    .join(" ")
    .trim();
}

type ContentProps = React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & { size?: DialogSize };

/**
 * Gives focus back to whatever had it when the dialog opened. Radix does this only for a
 * <DialogTrigger>; our dialogs open from state (a View button, a finished generation), so the
 * opener is remembered here. A caller's own `onCloseAutoFocus` that prevents the default wins.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  // Read on the first render, before the dialog moves the focus inside itself.
  const opener = useRef(typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null));
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}

/**
 * A modal dialog (Radix): focus trapped inside and given back to what opened it on close, Escape
 * and a click outside close it, the rest of the page hidden from assistive technology. Name it
 * with a <DialogTitle>.
 */
export const DialogContent = forwardRef<HTMLDivElement, ContentProps>(function DialogContent(
  { size, className, children, onCloseAutoFocus, ...props },
  ref,
) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={dialogOverlayClass} />
      {/* No description by default: the title names the dialog and its content speaks for itself. */}
      <DialogPrimitive.Content
        ref={ref}
        aria-describedby={undefined}
        className={dialogBoxClass(size, className)}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});

export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;
