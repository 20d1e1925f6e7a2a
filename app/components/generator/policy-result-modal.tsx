import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiFetch } from "~/lib/client/api-client";
import { usePolicyTexts } from "~/lib/client/use-policy-texts";
import type { PolicyObject, PolicyVersion } from "~/lib/generation/generation-events";
import type { Language } from "~/lib/site/languages";
import { stripCodeFences } from "~/lib/markdown/code-fences";
import { useRootData } from "~/lib/client/use-root-data";
import { PolicyDownloads } from "../policy/policy-downloads";
import { LivingPolicyBar } from "../living/living-policy-bar";
import { ManageLinkCard } from "./manage-link-card";
import { ProposedFiguresCard } from "../living/proposed-figures-card";
import { LazyLoadingPolicyView as LoadingPolicyView } from "../policy/lazy-policy-view";
import { VersionTabs } from "../policy/version-tabs";
import { AddLanguageVersions } from "../policy/add-language-versions";
import { ImportReport } from "./import/import-report";
import { Button, ButtonAnchor } from "../ui/button";
import { Dialog, DialogContent, DialogTitle } from "../ui/dialog";
import { useToast } from "../ui/toast";

/** The result modal: versions, copy, share, the account card, the text, delete. */
export function PolicyResultModal({
  policy,
  anonymous,
  onClose,
  returnFocusTo,
  fromImport = false,
}: {
  policy: PolicyObject;
  anonymous: boolean;
  /** Made from the company's current policy: "What changed from your policy" follows the text. */
  fromImport?: boolean;
  onClose: () => void;
  /** What gets focus back on close: the modal opens after a generation, not from a trigger. */
  returnFocusTo?: React.RefObject<HTMLElement>;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const { user, brand } = useRootData();
  const [versions, setVersions] = useState<PolicyVersion[]>(policy.policies);
  const [selected, setSelected] = useState<Language>(policy.language);
  const [deleteStep, setDeleteStep] = useState<"idle" | "confirm" | "deleting">("idle");
  const [generatedAt] = useState(() => new Date());
  const textBox = useRef<HTMLDivElement>(null);
  const urlField = useRef<HTMLInputElement>(null);

  // A selected language that is not available falls back to the first one.
  const current = versions.find((version) => version.language === selected) ?? versions[0]!;
  useEffect(() => {
    if (current.language !== selected) setSelected(current.language);
  }, [current.language, selected]);

  const { text: loaded, remember } = usePolicyTexts({ [policy.slug]: policy.policyMarkdown }, current.slug);
  const text = loaded === undefined ? undefined : stripCodeFences(loaded) || t("result.notAvailable");
  const publicUrl = current.slug === policy.slug ? policy.storage.public_url : `${window.location.origin}/p/${current.slug}`;

  /**
   * Copies through the Clipboard API. When the browser refuses (no permission, no secure context),
   * it says so and selects the text instead, so Ctrl+C copies it: it never claims a copy it did not make.
   */
  const copy = async (write: () => Promise<void>, copied: string, refused: { select: () => void; message: string }) => {
    try {
      await write();
      toast({ title: copied });
    } catch {
      refused.select();
      toast({
        title: t("ui.copyFailedTitle"),
        description: refused.message,
        variant: "destructive",
      });
    }
  };
  const selectText = () => {
    const box = textBox.current;
    if (!box) return;
    box.focus();
    window.getSelection()?.selectAllChildren(box);
  };
  // The document as a mail or word processor pastes it (HTML) and as a plain-text field does (no
  // markdown marks); the renderers load only when the owner copies, and the clipboard takes the
  // promised contents while the click still counts as the owner's.
  const copyText = () =>
    copy(
      async () => {
        const contents = import("~/lib/markdown/policy-clipboard").then(({ policyClipboard }) => policyClipboard(text ?? ""));
        if (typeof ClipboardItem === "undefined") return navigator.clipboard.writeText((await contents).text);
        const blob = (type: "html" | "text") =>
          contents.then((made) => new Blob([made[type]], { type: type === "html" ? "text/html" : "text/plain" }));
        await navigator.clipboard.write([new ClipboardItem({ "text/html": blob("html"), "text/plain": blob("text") })]);
      },
      t("result.copied"),
      { message: t("ui.copyFailedText"), select: selectText },
    );
  const copyMarkdown = () =>
    copy(() => navigator.clipboard.writeText(text ?? ""), t("result.markdownCopied"), {
      message: t("ui.copyFailedText"),
      select: selectText,
    });
  const copyUrl = () =>
    copy(() => navigator.clipboard.writeText(publicUrl), t("result.urlCopied"), {
      message: t("ui.copyFailedUrl"),
      select: () => {
        urlField.current?.focus();
        urlField.current?.select();
      },
    });

  const remove = async () => {
    setDeleteStep("deleting");
    try {
      await apiFetch(`/api/policies/${current.slug}`, { method: "DELETE" });
      toast({ title: t("result.deleted") });
      onClose();
    } catch {
      setDeleteStep("idle");
      toast({ title: t("result.deleteFailed"), variant: "destructive" });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        // A stray click beside the modal must not throw the result away: Escape and Close do.
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <header className="border-b border-slate-200 px-6 py-4">
          <DialogTitle className="text-xl font-semibold">{t("result.title")}</DialogTitle>
          <p className="text-sm text-slate-600">{current.companyName}</p>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">
          <VersionTabs versions={versions} current={current.language} onSelect={setSelected}>
            {/* On a phone the share link and the text come first (the first screen was all buttons); the
                take-away buttons and the tools follow, delete stays last. The reading order is the desktop's. */}
            <div className="flex flex-col gap-5">
              <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
                <Button variant="secondary" disabled={text === undefined} onClick={copyText}>
                  {t("result.copyText")}
                </Button>
                <Button variant="secondary" disabled={text === undefined} onClick={copyMarkdown}>
                  {t("result.copyMarkdown")}
                </Button>
                <PolicyDownloads slug={current.slug} />
                <Button variant="secondary" onClick={copyUrl}>
                  {t("result.shareUrl")}
                </Button>
              </div>
              {/* The text shown and copied above is the saved one: an edit or a restore replaces it. */}
              <LivingPolicyBar
                slug={current.slug}
                markdown={loaded}
                language={current.language}
                onSaved={(markdown) => remember(current.slug, markdown)}
                onRenamed={(slug) => {
                  // A new public link: the old slug answers 404 from now on.
                  if (loaded !== undefined) remember(slug, loaded);
                  setVersions((known) => known.map((version) => (version.slug === current.slug ? { ...version, slug } : version)));
                }}
              />
              <ProposedFiguresCard
                slug={current.slug}
                markdown={loaded}
                language={current.language}
                onSaved={(markdown) => remember(current.slug, markdown)}
              />
              <AddLanguageVersions
                groupId={policy.groupId}
                versions={versions}
                onAdded={(added) => {
                  setVersions(added.policies);
                  remember(added.slug, added.policyMarkdown);
                  setSelected(added.language);
                }}
              />

              {anonymous || !user ? <ManageLinkCard slug={policy.slug} /> : null}
              {anonymous ? null : user ? (
                <div className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm">
                  <p className="font-medium text-green-900">{t("result.savedTitle")}</p>
                  <p className="text-green-800">
                    {t("result.signedInAs", {
                      name: user.firstName || user.email || t("result.user"),
                    })}
                  </p>
                </div>
              ) : (
                <div className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm">
                  <p className="font-medium text-brand-900">{t("result.signInPromptTitle")}</p>
                  <p className="mt-1 text-brand-700">{t("result.signInPromptBody")}</p>
                  <ButtonAnchor href={`/api/login?returnTo=${encodeURIComponent("/policies")}`} className="mt-3">
                    {t("result.signInWith")}
                  </ButtonAnchor>
                </div>
              )}

              <div className="max-md:order-first">
                <label className="text-sm font-medium" htmlFor={`${titleId}-url`}>
                  {t("result.shareableUrl")}
                </label>
                <div className="mt-1 flex gap-2">
                  <input
                    ref={urlField}
                    id={`${titleId}-url`}
                    readOnly
                    value={publicUrl}
                    className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 text-sm"
                  />
                  <Button variant="secondary" onClick={copyUrl}>
                    {t("result.copy")}
                  </Button>
                </div>
              </div>

              <section className="max-md:order-first">
                <h3 className="text-sm font-medium">{t("result.policyText")}</h3>
                {/* A focusable scroll area, so keyboard users can scroll the policy too. */}
                <div
                  ref={textBox}
                  tabIndex={0}
                  className="mt-1 max-h-[55dvh] overflow-y-auto rounded-md border border-slate-300 bg-white p-4 sm:p-6 md:max-h-[500px]"
                >
                  <LoadingPolicyView markdown={loaded} language={current.language} />
                </div>
              </section>

              {fromImport && current.slug === policy.slug ? <ImportReport slug={policy.slug} /> : null}

              {anonymous ? (
                <div className="rounded-lg border border-slate-200 p-4 text-sm">
                  <p className="font-medium">{t("result.uploadTitle", { provider: brand.providerName })}</p>
                  <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
                    <li>{t("result.uploadStep1", { provider: brand.providerName })}</li>
                    <li>{t("result.uploadStep2")}</li>
                    <li>{t("result.uploadStep3")}</li>
                    <li>{t("result.uploadStep4")}</li>
                  </ol>
                </div>
              ) : null}

              <div className="rounded-lg border border-red-200 p-4">
                {deleteStep === "idle" ? (
                  <Button variant="ghost" className="text-red-700" onClick={() => setDeleteStep("confirm")}>
                    {t("result.delete")}
                  </Button>
                ) : (
                  <div className="flex flex-wrap items-center gap-3">
                    <p className="text-sm text-red-800">{t("result.confirmDelete")}</p>
                    <Button variant="danger" disabled={deleteStep === "deleting"} onClick={remove}>
                      {deleteStep === "deleting" ? t("result.deleting") : t("result.delete")}
                    </Button>
                    <Button variant="secondary" disabled={deleteStep === "deleting"} onClick={() => setDeleteStep("idle")}>
                      {t("common.cancel")}
                    </Button>
                  </div>
                )}
              </div>
            </div>
          </VersionTabs>
        </div>
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-6 py-3 text-sm text-slate-600">
          <span>
            {t("result.generatedAt", {
              date: generatedAt.toLocaleString(i18n.language),
            })}
          </span>
          <Button variant="secondary" onClick={onClose}>
            {t("common.close")}
          </Button>
        </footer>
      </DialogContent>
    </Dialog>
  );
}
