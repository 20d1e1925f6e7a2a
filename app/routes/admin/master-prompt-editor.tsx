import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiFetch } from "~/lib/client/api-client";
import { MAX_PROMPT_BYTES, utf8Length } from "~/lib/admin/admin-limits";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/alert-dialog";
import { useAdminAction } from "./use-admin-action";

export type AdminPrompt = { id: string; name: string; language: string; prompt: string; isActive: boolean };

export const ENGLISH_PROMPT_NAME = "Master Prompt - English";
const COMPANY_DETAILS = "{{companyDetails}}";

/**
 * Saves the English prompt: PUT to the stored one, else POST a new one; always
 * active. Restoring a version is the same save with the old text.
 */
export function useSavePrompt(englishPrompt: AdminPrompt | null) {
  const { t } = useTranslation();
  const run = useAdminAction();
  return (prompt: string) => {
    const body = { name: englishPrompt?.name ?? ENGLISH_PROMPT_NAME, prompt, language: "en", isActive: true };
    const request = englishPrompt
      ? () => apiFetch<AdminPrompt>(`/api/admin/master-prompts/${englishPrompt.id}`, { method: "PUT", body })
      : () => apiFetch<AdminPrompt>("/api/admin/master-prompts", { method: "POST", body });
    return run(request, { success: t("admin.prompt.saved"), failure: t("admin.prompt.saveFailed") });
  };
}

/** Section 'AI Master Prompt Management'. */
export function MasterPromptEditor({
  prompts,
  englishPrompt,
  text,
  onTextChange,
}: {
  prompts: AdminPrompt[];
  englishPrompt: AdminPrompt | null;
  text: string;
  onTextChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const save = useSavePrompt(englishPrompt);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const bytes = utf8Length(text);

  const doSave = async () => {
    setConfirming(false);
    setSaving(true);
    const saved = await save(text);
    setSaving(false);
    if (saved) onTextChange(saved.prompt);
  };
  const onSave = () => (text.includes(COMPANY_DETAILS) ? doSave() : setConfirming(true));
  const activeLanguages = [...new Set(prompts.filter((prompt) => prompt.isActive).map((prompt) => prompt.language))];

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="text-xl font-semibold">
        {t("admin.prompt.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("admin.prompt.description")}</p>
      <label htmlFor={fieldId} className="mt-4 block text-sm font-medium">
        {t("admin.prompt.label")}
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        className="mt-2 block min-h-[400px] w-full rounded-md border border-slate-300 p-3 font-mono text-sm"
        spellCheck={false}
        data-testid="master-prompt"
      />
      <p className={`mt-1 text-right text-xs ${bytes > MAX_PROMPT_BYTES ? "text-red-700" : "text-slate-500"}`}>
        {t("admin.prompt.size", { used: (bytes / 1024).toFixed(1), max: MAX_PROMPT_BYTES / 1024 })}
      </p>
      <div className="mt-3 rounded-lg bg-slate-50 p-4 text-sm">
        <p className="font-medium">{t("admin.prompt.placeholdersTitle")}</p>
        <ul className="mt-2 space-y-1">
          <li>
            <code className="rounded bg-white px-1">{"{{companyDetails}}"}</code> — {t("admin.prompt.placeholderCompanyDetails")}
          </li>
          <li>
            <code className="rounded bg-white px-1">{"{{currency}}"}</code> — {t("admin.prompt.placeholderCurrency")}
          </li>
          <li>
            <code className="rounded bg-white px-1">{"{{language}}"}</code> — {t("admin.prompt.placeholderLanguage")}
          </li>
        </ul>
      </div>
      <Button className="mt-4" onClick={onSave} disabled={saving || text.trim() === ""}>
        {saving ? t("admin.prompt.saving") : t("admin.prompt.save")}
      </Button>
      <div className="mt-6">
        <h3 className="text-sm font-semibold">{t("admin.prompt.activePrompts")}</h3>
        {activeLanguages.length ? (
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="active-prompts">
            {activeLanguages.map((language) => (
              <li key={language} className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 uppercase">
                {language}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t("admin.prompt.noActivePrompts")}</p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("admin.prompt.missingCompanyDetailsTitle")}
        body={t("admin.prompt.missingCompanyDetailsBody", { placeholder: COMPANY_DETAILS, interpolation: { escapeValue: false } })}
        confirmLabel={t("admin.prompt.saveAnyway")}
        cancelLabel={t("common.cancel")}
        onConfirm={doSave}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
