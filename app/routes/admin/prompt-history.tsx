import { WordDiff } from "../../components/ui/word-diff";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";

export type PromptVersion = { id: string; prompt: string; savedByEmail: string | null; createdAt: string };

/** 'History': every saved version (who, when), a word diff against the active text, and Restore. */
export function PromptHistory({
  versions,
  activeText,
  onRestore,
}: {
  versions: PromptVersion[];
  activeText: string;
  onRestore: (text: string) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [restoring, setRestoring] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const restore = async (version: PromptVersion) => {
    setRestoring(version.id);
    await onRestore(version.prompt);
    setRestoring(null);
  };
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-semibold">
        {t("admin.history.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("admin.history.description")}</p>
      {versions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t("admin.history.empty")}</p>
      ) : (
        <ol className="mt-4 space-y-3" data-testid="prompt-history">
          {versions.map((version, index) => (
            <li key={version.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  <span className="font-medium">
                    {version.savedByEmail ? t("admin.history.savedBy", { email: version.savedByEmail }) : t("admin.history.savedByNobody")}
                  </span>
                  <span className="text-slate-500"> · </span>
                  <time dateTime={version.createdAt} className="text-slate-600" suppressHydrationWarning>
                    {date.format(new Date(version.createdAt))}
                  </time>
                  {index === 0 ? (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                      {t("admin.history.active")}
                    </span>
                  ) : null}
                </p>
                {index === 0 ? null : (
                  <Button variant="secondary" onClick={() => restore(version)} disabled={restoring !== null}>
                    {restoring === version.id ? t("admin.history.restoring") : t("admin.history.restore")}
                  </Button>
                )}
              </div>
              {index === 0 ? null : (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm text-brand-700">{t("admin.history.showDiff")}</summary>
                  <PromptDiff from={activeText} to={version.prompt} />
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What restoring would change. */
function PromptDiff({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  return (
    <WordDiff
      from={from}
      to={to}
      testId="prompt-diff"
      labels={{ identical: t("admin.history.identical"), added: t("admin.history.added"), removed: t("admin.history.removed") }}
    />
  );
}
