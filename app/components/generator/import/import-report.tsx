import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiFetch } from "~/lib/client/api-client";
import { isLanguage } from "~/lib/site/languages";
import { ensureImportTexts } from "./import-texts";

type Status = "kept" | "changed" | "added" | "notCarried";
type Entry = { status: Status; rule: string | null; before: string | null; after: string | null; quote: string | null; why: string | null };

const ORDER: Status[] = ["changed", "notCarried", "added", "kept"];

/**
 * "What changed from your policy", under a policy made from the company's document: each old rule
 * kept, changed, or not carried, each new one added, with why; downloadable beside the policy.
 */
export function ImportReport({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const [entries, setEntries] = useState<Entry[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void ensureImportTexts(i18n, language)
      .then(() => apiFetch<{ entries: Entry[] }>(`/api/policies/${slug}/import-report`, { signal: controller.signal }))
      .then((report) => setEntries(report.entries))
      .catch(() => undefined);
    return () => controller.abort();
  }, [i18n, language, slug]);

  if (!entries) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold">
          {t("import.changes.title")}
        </h3>
        <a href={`/api/policies/${slug}/import-report?download=1`} download className="text-sm font-medium text-brand-700 underline">
          {t("import.changes.download")}
        </a>
      </div>
      <p className="text-sm text-slate-700">
        {ORDER.map((status) =>
          t(`import.changes.${status}Count`, { count: entries.filter((entry) => entry.status === status).length }),
        ).join(" · ")}
      </p>
      {ORDER.map((status) => {
        const group = entries.filter((entry) => entry.status === status);
        if (group.length === 0) return null;
        return (
          <div key={status}>
            <h4 className="text-sm font-semibold">{t(`import.changes.${status}`)}</h4>
            <ul className="mt-1 space-y-1 text-sm">
              {group.map((entry, index) => (
                <li key={index} className="rounded border border-slate-100 bg-slate-50 p-2">
                  {entry.rule ? (
                    <span className="font-medium">
                      {entry.rule}
                      {entry.before && entry.after && entry.before !== entry.after
                        ? `: ${entry.before} → ${entry.after}`
                        : `: ${entry.after ?? entry.before ?? ""}`}
                    </span>
                  ) : null}
                  {entry.quote ? (
                    <span className="block text-xs text-slate-600">{t("import.changes.yourLine", { line: entry.quote })}</span>
                  ) : null}
                  {entry.why ? (
                    <span className="block text-xs text-slate-600">
                      {t("import.changes.why")}: {entry.why}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
