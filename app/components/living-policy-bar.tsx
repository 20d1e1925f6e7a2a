import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageFreshnessNotice } from "./language-freshness-notice";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";

// The editor, history and controls table come in their own chunk, fetched on the first press.
const LivingPolicyTools = lazy(() => import("./living-policy-tools"));

type Panel = "edit" | "history" | "controls" | "section" | "link";

/** The owner's Edit, History, Card controls, Rewrite a section and Public link buttons for one saved policy version. */
export function LivingPolicyBar({
  slug, markdown, language, onSaved, onRenamed,
}: { slug: string; markdown: string | undefined; language: string; onSaved: (markdown: string) => void; onRenamed?: (slug: string) => void }) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel | null>(null);
  const toggle = (next: Panel) => setPanel((open) => (open === next ? null : next));
  return (
    <div className="space-y-3">
      {markdown !== undefined ? <LanguageFreshnessNotice key={slug} slug={slug} markdown={markdown} onSaved={onSaved} /> : null}
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
        <Button variant="secondary" aria-pressed={panel === "section"} onClick={() => toggle("section")}>
          {t("living.section.button")}
        </Button>
        <Button variant="secondary" aria-pressed={panel === "link"} onClick={() => toggle("link")}>
          {t("living.link.title")}
        </Button>
      </div>
      {panel && markdown !== undefined ? (
        <Suspense fallback={<Spinner label={t("living.edit.loading")} />}>
          <LivingPolicyTools key={`${slug}:${panel}`} slug={slug} markdown={markdown} language={language} panel={panel} onSaved={onSaved} onClose={() => setPanel(null)} onRenamed={onRenamed} />
        </Suspense>
      ) : null}
    </div>
  );
}
