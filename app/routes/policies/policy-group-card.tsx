import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { preferredVersion } from "./policy-viewer-dialog";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Tooltip } from "~/components/ui/tooltip";
import { useHydrated } from "~/lib/client/use-hydrated";
import { languageLabel } from "~/lib/site/language-names";
import type { Language } from "~/lib/site/languages";

type Group = {
  groupId: string;
  createdAt: string;
  policies: { slug: string; language: Language; companyName: string; outOfDate?: boolean }[];
};
type DeleteResult = { ok: boolean };

/** One policy group in My Policies: name, language badges, date, View, and delete with a confirm. */
export function PolicyGroupCard({ group, onView }: { group: Group; onView: () => void }) {
  const { t, i18n } = useTranslation();
  const companyName = preferredVersion(group.policies).companyName;
  const createdOn = useDisplayDate(group.createdAt);
  const [confirming, setConfirming] = useState(false);
  const fetcher = useFetcher<DeleteResult>();
  const deleting = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    setConfirming(false);
    // The list reloads by itself after a delete; a failure is only logged.
    if (!fetcher.data.ok) console.error(`Failed to delete policy group ${group.groupId}`);
  }, [fetcher.state, fetcher.data, group.groupId]);

  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg leading-snug font-semibold break-words">{companyName}</h2>
        <Tooltip label={t("policies.list.deleteLabel", { company: companyName })}>
          <Button
            variant="ghost"
            className="h-9 shrink-0 px-2 text-slate-600 hover:text-red-700"
            aria-label={t("policies.list.deleteLabel", {
              company: companyName,
            })}
            onClick={() => setConfirming(true)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
            </svg>
          </Button>
        </Tooltip>
      </div>
      <ul aria-label={t("policies.list.languages")} className="mt-3 flex flex-wrap gap-1.5">
        {group.policies.map((version) => (
          <li
            key={version.slug}
            className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${version.outOfDate ? "bg-amber-50 text-amber-900 ring-1 ring-amber-300" : "bg-brand-50 text-brand-700"}`}
          >
            {languageLabel(version.language, i18n.language)}
            {version.outOfDate ? ` · ${t("policies.list.outOfDate")}` : null}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">{t("policies.list.createdOn", { date: createdOn })}</p>
      <div className="mt-auto pt-4">
        <Button variant="secondary" className="w-full" onClick={onView}>
          {t("policies.list.view")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("policies.list.confirmTitle")}
        body={t("policies.list.confirm")}
        confirmLabel={t("policies.list.delete")}
        cancelLabel={t("common.cancel")}
        pending={deleting}
        pendingLabel={t("policies.list.deleting")}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => fetcher.submit({ groupId: group.groupId }, { method: "DELETE", action: "/policies" })}
      />
    </article>
  );
}

/**
 * "Jan 5, 2025" in the interface language. The server knows no reader's time zone, so
 * it prints the UTC date; the browser switches to its own zone once hydrated.
 */
function useDisplayDate(iso: string): string {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  return new Intl.DateTimeFormat(i18n.language, {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: hydrated ? undefined : "UTC",
  }).format(new Date(iso));
}
