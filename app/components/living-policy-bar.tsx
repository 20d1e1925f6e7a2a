import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";

// The editor, history and controls table come in their own chunk, fetched on the first press.
const LivingPolicyTools = lazy(() => import("./living-policy-tools"));

type Panel = "edit" | "history" | "controls";

/** The owner's Edit, History and Card controls buttons for one saved policy version. */
export function LivingPolicyBar({ slug, markdown, language, onSaved }: { slug: string; markdown: string | undefined; language: string; onSaved: (markdown: string) => void }) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel | null>(null);
  const toggle = (next: Panel) => setPanel((open) => (open === next ? null : next));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" aria-pressed={panel === "edit"} disabled={markdown === undefined} onClick={() => toggle("edit")}>
          {t("living.edit.button")}
        </Button>
        <Button variant="secondary" aria-pressed={panel === "history"} onClick={() => toggle("history")}>
          {t("living.history.button")}
        </Button>
        <Button variant="secondary" aria-pressed={panel === "controls"} onClick={() => toggle("controls")}>
          {t("living.controls.title")}
        </Button>
      </div>
      {panel && markdown !== undefined ? (
        <Suspense fallback={<Spinner label={t("living.edit.loading")} />}>
          <LivingPolicyTools key={`${slug}:${panel}`} slug={slug} markdown={markdown} language={language} panel={panel} onSaved={onSaved} onClose={() => setPanel(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
