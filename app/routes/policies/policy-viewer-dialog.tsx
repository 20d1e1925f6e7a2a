import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePolicyTexts } from "~/lib/client/use-policy-texts";
import type { Language } from "~/lib/site/languages";
import { PolicyDownloads } from "../../components/policy/policy-downloads";
import { LivingPolicyBar } from "../../components/living/living-policy-bar";
import { ProposedFiguresCard } from "../../components/living/proposed-figures-card";
import { ManageLinkCard } from "../../components/generator/manage-link-card";
import { LoadingPolicyView } from "../../components/policy/policy-view";
import { VersionTabs } from "../../components/policy/version-tabs";
import { AddLanguageVersions } from "../../components/policy/add-language-versions";
import { Button, ButtonLink, buttonClass } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "../../components/ui/dialog";

export type ViewedGroup = {
  groupId: string;
  policies: { slug: string; language: Language; companyName: string }[];
};

/** English first, else the first version made. */
export function preferredVersion<T extends { language: Language }>(versions: T[]): T {
  return versions.find((version) => version.language === "en") ?? versions[0]!;
}

/** The My Policies viewer: one group's versions, opening on English, with a switch between them and a way to add the others. */
export function PolicyViewerDialog({ group, onClose }: { group: ViewedGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // The versions grow here when the owner adds a language; the list behind is read again for its badges
  // after that and after every save.
  const [versions, setVersions] = useState(group.policies);
  const [language, setLanguage] = useState<Language>(() => preferredVersion(versions).language);
  const current = versions.find((version) => version.language === language) ?? preferredVersion(versions);
  const { text, remember } = usePolicyTexts({}, current.slug);
  // A saved text (an edit, an update from another language) changes which versions may be out of date.
  const saved = (markdown: string) => {
    remember(current.slug, markdown);
    revalidator.revalidate();
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <DialogTitle lang={current.language} className="text-xl font-semibold">
            {current.companyName}
          </DialogTitle>
          <DialogClose aria-label={t("common.close")} className={buttonClass("ghost", "h-9 px-2")}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </DialogClose>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">
          <VersionTabs versions={versions} current={current.language} onSelect={setLanguage}>
            <div className="flex flex-wrap gap-2">
              <PolicyDownloads slug={current.slug} />
              <ButtonLink variant="ghost" to={`/p/${current.slug}`}>
                {t("policies.list.openPublic")}
              </ButtonLink>
            </div>
            {/* My Policies lists only the signed-in owner's policies, so the viewer always offers the owner's tools. */}
            <LivingPolicyBar
              slug={current.slug}
              markdown={text}
              language={current.language}
              onSaved={saved}
              // A new public link renames the version: the list and this viewer are read again.
              onRenamed={() => window.location.reload()}
            />
            <ProposedFiguresCard slug={current.slug} markdown={text} language={current.language} onSaved={saved} />
            <AddLanguageVersions
              groupId={group.groupId}
              versions={versions}
              onAdded={(added) => {
                setVersions(added.policies);
                remember(added.slug, added.policyMarkdown);
                setLanguage(added.language);
                revalidator.revalidate();
              }}
            />
            {/* A policy made without an account: its private management link (nothing shows for one kept in an account). */}
            <ManageLinkCard slug={current.slug} />
            <LoadingPolicyView markdown={text} language={current.language} />
          </VersionTabs>
        </div>
        <footer className="flex justify-end border-t border-slate-200 px-6 py-3">
          <Button variant="secondary" onClick={onClose}>
            {t("common.close")}
          </Button>
        </footer>
      </DialogContent>
    </Dialog>
  );
}
