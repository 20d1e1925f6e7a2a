import { useTranslation } from "react-i18next";
import { languageLabel } from "~/lib/site/language-names";
import type { Language } from "~/lib/site/languages";
import { Tabs } from "../ui/tabs";

/**
 * Tabs between a policy's language versions, named in the interface's language (two columns for
 * two languages, else three), with `children` (what belongs to the selected version) as the
 * selected tab's panel. One version: no tabs, just the children.
 */
export function VersionTabs({
  versions,
  current,
  onSelect,
  children,
}: {
  versions: { slug: string; language: Language }[];
  current: Language;
  onSelect: (language: Language) => void;
  children: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  if (versions.length < 2) return <div className="space-y-5">{children}</div>;
  return (
    <Tabs
      label={t("common.language")}
      tabs={versions.map((version) => ({
        value: version.language,
        label: languageLabel(version.language, i18n.language),
      }))}
      value={current}
      onValueChange={onSelect}
      columns={versions.length === 2 ? 2 : 3}
      panel={children}
    />
  );
}
