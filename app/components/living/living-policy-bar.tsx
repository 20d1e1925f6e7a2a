import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageFreshnessNotice } from "./language-freshness-notice";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { useLaterSection } from "~/lib/client/later-texts";

// The editor, history and controls table come in their own chunk, fetched on the first press.
const LivingPolicyTools = lazy(() => import("./living-policy-tools"));

type Panel = "edit" | "history" | "controls" | "section" | "link" | "check";

/** The buttons, in order, with their labels (Edit waits for the text). */
const PANELS = [
  ["edit", "living.edit.button"],
  ["history", "living.history.button"],
  ["controls", "living.controls.title"],
  ["section", "living.section.button"],
  ["link", "living.link.title"],
  ["check", "living.check.title"],
] as const satisfies readonly (readonly [Panel, string])[];

/** The owner's Edit, History, Card controls, Rewrite a section, Public link and Check transactions buttons for one saved policy version. */
export function LivingPolicyBar({
  slug,
  markdown,
  language,
  onSaved,
  onRenamed,
}: {
  slug: string;
  markdown: string | undefined;
  language: string;
  onSaved: (markdown: string) => void;
  onRenamed?: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel | null>(null);
  const toggle = (next: Panel) => setPanel((open) => (open === next ? null : next));
  // Its texts are not in the generator page's catalogue: they load with the first result shown.
  const textsHere = useLaterSection("living");
  if (!textsHere) return <Spinner label={t("common.loading")} />;
  return (
    <div className="space-y-3">
      {markdown !== undefined ? <LanguageFreshnessNotice key={slug} slug={slug} markdown={markdown} onSaved={onSaved} /> : null}
      <div className="flex flex-wrap gap-2">
        {PANELS.map(([name, label]) => (
          <Button
            key={name}
            variant="secondary"
            aria-pressed={panel === name}
            disabled={name === "edit" && markdown === undefined}
            onClick={() => toggle(name)}
          >
            {t(label)}
          </Button>
        ))}
      </div>
      {panel && markdown !== undefined ? (
        <Suspense fallback={<Spinner label={t("living.edit.loading")} />}>
          <LivingPolicyTools
            key={`${slug}:${panel}`}
            slug={slug}
            markdown={markdown}
            language={language}
            panel={panel}
            onSaved={onSaved}
            onClose={() => setPanel(null)}
            onRenamed={onRenamed}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
