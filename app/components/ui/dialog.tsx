import { useEffect, useRef } from "react";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: React.ReactNode;
  /** A confirmation that needs an answer: role alertdialog, described by its question. */
  alert?: { describedBy: string };
  size?: "large" | "small";
};

/** A modal dialog on the native <dialog> element: focus trap, Escape and backdrop come built in. */
export function Dialog({ open, onClose, labelledBy, children, alert, size = "large" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      role={alert ? "alertdialog" : undefined}
      aria-describedby={alert?.describedBy}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${size === "large" ? "max-w-4xl" : "max-w-md"} rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50`}
    >
      {open ? children : null}
    </dialog>
  );
}
