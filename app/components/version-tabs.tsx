import { useTranslation } from "react-i18next";
import { LANGUAGE_LABELS, type Language } from "~/lib/site/languages";

/** Tabs between a policy's language versions (spec §9: two columns for two languages, else three). */
export function VersionTabs({ versions, current, onSelect }: { versions: { slug: string; language: Language }[]; current: Language; onSelect: (language: Language) => void }) {
  const { t } = useTranslation();
  if (versions.length < 2) return null;
  return (
    <div role="tablist" aria-label={t("common.language")} className={`grid gap-1 rounded-lg bg-slate-100 p-1 ${versions.length === 2 ? "grid-cols-2" : "grid-cols-3"}`}>
      {versions.map((version) => (
        <button
          key={version.slug}
          type="button"
          role="tab"
          aria-selected={version.language === current}
          onClick={() => onSelect(version.language)}
          className={`h-9 rounded-md text-sm font-medium ${version.language === current ? "bg-white shadow" : "text-slate-600"}`}
        >
          {LANGUAGE_LABELS[version.language]}
        </button>
      ))}
    </div>
  );
}
