import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { buttonClass } from "./button";
import { dialogBoxClass, dialogOverlayClass, useReturnFocus } from "./dialog";

/**
 * A yes/no question (Radix AlertDialog, role alertdialog): focus starts on Cancel, Escape cancels,
 * a click outside does nothing, and focus goes back to what asked on close. While `pending`, it
 * cannot be closed and both buttons wait.
 */
type Question = {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  pendingLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
};

export function ConfirmDialog({ open, onCancel, ...question }: Question & { open: boolean; onCancel: () => void }) {
  const pending = question.pending ?? false;
  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      {open ? <ConfirmContent {...question} /> : null}
    </AlertDialogPrimitive.Root>
  );
}

/** Mounted only while open, so it remembers the element that had focus as the question was asked. */
function ConfirmContent({ title, body, confirmLabel, cancelLabel, pending = false, pendingLabel, danger = false, onConfirm }: Question) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={dialogOverlayClass} />
      <AlertDialogPrimitive.Content className={dialogBoxClass("small", "p-6")} onCloseAutoFocus={returnFocus}>
        <AlertDialogPrimitive.Title className="text-lg font-semibold">{title}</AlertDialogPrimitive.Title>
        <AlertDialogPrimitive.Description className="mt-3 overflow-y-auto text-slate-700">{body}</AlertDialogPrimitive.Description>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <AlertDialogPrimitive.Cancel className={buttonClass("secondary")} disabled={pending}>
            {cancelLabel}
          </AlertDialogPrimitive.Cancel>
          {/* Not an AlertDialog.Action: that would close at once, before the work is done. */}
          <button type="button" className={buttonClass(danger ? "danger" : "primary")} disabled={pending} onClick={onConfirm}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </button>
        </div>
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}
