import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePolicyTexts } from "~/lib/client/use-policy-texts";
import type { Language } from "~/lib/site/languages";
import { PolicyDownloads } from "./policy-downloads";
import { LoadingPolicyView } from "./policy-view";
import { VersionTabs } from "./version-tabs";
import { Button, ButtonLink } from "./ui/button";
import { Dialog } from "./ui/dialog";

export type ViewedGroup = { groupId: string; policies: { slug: string; language: Language; companyName: string }[] };

/** English first, else the first version made (spec §2). */
export function preferredVersion<T extends { language: Language }>(versions: T[]): T {
  return versions.find((version) => version.language === "en") ?? versions[0]!;
}

/** The My Policies viewer: one group's versions, opening on English, with a switch between them. */
export function PolicyViewerDialog({ group, onClose }: { group: ViewedGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [language, setLanguage] = useState<Language>(() => preferredVersion(group.policies).language);
  const current = group.policies.find((version) => version.language === language) ?? preferredVersion(group.policies);
  const { text } = usePolicyTexts({}, current.slug);
  return (
    <Dialog open onClose={onClose} labelledBy={titleId}>
      <div className="flex max-h-[90vh] flex-col">
        <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <h2 id={titleId} lang={current.language} className="text-xl font-semibold">
            {current.companyName}
          </h2>
          <Button variant="ghost" aria-label={t("common.close")} className="h-9 px-2" onClick={onClose}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Button>
        </header>
        <div className="flex-1 space-y-4 overflow-y-auto px-6 py-5">
          <VersionTabs versions={group.policies} current={current.language} onSelect={setLanguage} />
          <div className="flex flex-wrap gap-2">
            <PolicyDownloads slug={current.slug} />
            <ButtonLink variant="ghost" to={`/p/${current.slug}`}>
              {t("policies.list.openPublic")}
            </ButtonLink>
          </div>
          <LoadingPolicyView markdown={text} language={current.language} />
        </div>
        <footer className="flex justify-end border-t border-slate-200 px-6 py-3">
          <Button variant="secondary" onClick={onClose}>
            {t("common.close")}
          </Button>
        </footer>
      </div>
    </Dialog>
  );
}
