import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiFetch, ApiError } from "~/lib/client/api-client";
import { languageLabel } from "~/lib/site/language-names";
import { LANGUAGES, type Language } from "~/lib/site/languages";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/select";
import { AlertText } from "../../components/ui/alert-text";

/** 'Preview': the editor's prompt filled in for a sample, exactly as the AI model would receive it (made on the server). */
export function PromptPreview({ prompt, samples }: { prompt: string; samples: Array<{ id: string; name: string }> }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [sampleId, setSampleId] = useState(samples[0]?.id ?? "");
  const [language, setLanguage] = useState<Language>("en");
  const [result, setResult] = useState<{ text: string } | { error: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const chosen = samples.some((sample) => sample.id === sampleId) ? sampleId : (samples[0]?.id ?? "");

  const show = async () => {
    setLoading(true);
    try {
      setResult(
        await apiFetch<{ text: string }>("/api/admin/master-prompts/preview", {
          method: "POST",
          body: { prompt, sampleId: chosen, language },
        }),
      );
    } catch (error) {
      setResult({ error: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("admin.preview.failed") });
    }
    setLoading(false);
  };

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t("admin.preview.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("admin.preview.description")}</p>
      {samples.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t("admin.preview.noSamples")}</p>
      ) : (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1 text-sm font-medium">
            <label htmlFor={`${id}-sample`}>{t("admin.preview.sample")}</label>
            <Select
              id={`${id}-sample`}
              value={chosen}
              onValueChange={setSampleId}
              options={samples.map((sample) => ({ value: sample.id, label: sample.name }))}
            />
          </div>
          <div className="flex flex-col gap-1 text-sm font-medium">
            <label htmlFor={`${id}-language`}>{t("admin.preview.language")}</label>
            <Select
              id={`${id}-language`}
              value={language}
              onValueChange={setLanguage}
              options={LANGUAGES.map((code) => ({ value: code, label: languageLabel(code, i18n.language) }))}
            />
          </div>
          <Button variant="secondary" onClick={show} disabled={loading || prompt.trim() === ""}>
            {loading ? t("admin.preview.loading") : t("admin.preview.show")}
          </Button>
        </div>
      )}
      {result && "text" in result ? (
        <pre
          aria-label={t("admin.preview.result")}
          className="mt-4 max-h-[32rem] overflow-y-auto rounded bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap"
          data-testid="prompt-preview"
        >
          {result.text}
        </pre>
      ) : null}
      {result && "error" in result ? <AlertText className="mt-4">{result.error}</AlertText> : null}
    </section>
  );
}
