import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { KeptCheckSummary } from "~/lib/rules/kept-checks.server";
import { ConfirmDialog } from "../ui/alert-dialog";
import { Button } from "../ui/button";

/*
 * "Earlier checks": the owner's last checked files, kept with the policy version (newest first),
 * each with its date in the interface's locale and its counts; Open shows its table again, Delete
 * asks first. The panel that holds it loads, opens and deletes (check-transactions.tsx).
 */

export function EarlierChecks({
  checks,
  shownId,
  pending,
  describeCounts,
  onOpen,
  onDelete,
}: {
  checks: KeptCheckSummary[];
  /** The kept check whose table is on screen, if any. */
  shownId: string | null;
  pending: boolean;
  describeCounts: (counts: Record<string, number>) => string;
  onOpen: (check: KeptCheckSummary) => void;
  /** Resolves once the check is gone (or the refusal is shown). */
  onDelete: (check: KeptCheckSummary) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [deleting, setDeleting] = useState<{ check: KeptCheckSummary; pending: boolean } | null>(null);
  // The owner's own clock: when they checked it, where they are.
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const when = (check: KeptCheckSummary) => dates.format(new Date(check.createdAt));

  const remove = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, pending: true });
    await onDelete(deleting.check);
    setDeleting(null);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 border-t border-slate-200 pt-3" data-testid="earlier-checks">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t("living.check.earlier.title")}
      </h3>
      {checks.length === 0 ? (
        <p className="text-sm text-slate-600">{t("living.check.earlier.none")}</p>
      ) : (
        <>
          <p className="text-xs text-slate-600">{t("living.check.earlier.hint")}</p>
          <ul className="space-y-2">
            {checks.map((check) => (
              <li
                key={check.id}
                className={`flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm ${check.id === shownId ? "border-brand-500" : "border-slate-200"}`}
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{check.fileName}</p>
                  <p className="text-xs text-slate-700">{t("living.check.earlier.when", { date: when(check), count: check.rowCount })}</p>
                  <p className="text-xs text-slate-700">{describeCounts(check.counts)}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="secondary"
                    disabled={pending}
                    aria-label={t("living.check.earlier.openLabel", { file: check.fileName, date: when(check) })}
                    aria-current={check.id === shownId ? "true" : undefined}
                    onClick={() => onOpen(check)}
                  >
                    {t("living.check.earlier.open")}
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={pending}
                    aria-label={t("living.check.earlier.deleteLabel", { file: check.fileName, date: when(check) })}
                    onClick={() => setDeleting({ check, pending: false })}
                  >
                    {t("living.check.earlier.delete")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        title={t("living.check.earlier.confirmTitle")}
        body={deleting ? t("living.check.earlier.confirmBody", { file: deleting.check.fileName, date: when(deleting.check) }) : ""}
        confirmLabel={t("living.check.earlier.confirm")}
        cancelLabel={t("living.check.earlier.cancel")}
        pending={deleting?.pending ?? false}
        pendingLabel={t("living.check.earlier.deleting")}
        danger
        onConfirm={() => void remove()}
      />
    </section>
  );
}
