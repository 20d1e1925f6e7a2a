import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiFetch } from "~/lib/client/api-client";
import { MAX_SAMPLE_NAME_CHARS } from "~/lib/admin/admin-limits";
import { Button, buttonClass } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/alert-dialog";
import { Tooltip } from "../../components/ui/tooltip";
import { useAdminAction } from "./use-admin-action";

export type AdminSample = { id: string; name: string; content: string; language: string; isActive: boolean };

const PREVIEW_CHARS = 100;
type Draft = { name: string; content: string; isActive: boolean };
const EMPTY_DRAFT: Draft = { name: "", content: "", isActive: true };

/** Section 'Sample Inputs Management'. */
export function SampleInputsManager({ samples }: { samples: AdminSample[] }) {
  const { t } = useTranslation();
  const run = useAdminAction();
  const titleId = useId();
  // null: closed; "new": Add Sample; otherwise the id being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<AdminSample | null>(null);
  const [deletePending, setDeletePending] = useState(false);

  const close = () => {
    setEditing(null);
    setDraft(EMPTY_DRAFT);
  };
  const save = async () => {
    setSaving(true);
    const body = { ...draft, language: "en" };
    const saved = await run(
      () =>
        editing === "new"
          ? apiFetch<AdminSample>("/api/admin/sample-inputs", { method: "POST", body })
          : apiFetch<AdminSample>(`/api/admin/sample-inputs/${editing}`, { method: "PUT", body }),
      { success: t("admin.samples.saved"), failure: t("admin.samples.saveFailed") },
    );
    setSaving(false);
    // A failed save keeps the editor open with everything typed.
    if (saved) close();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeletePending(true);
    await run(() => apiFetch(`/api/admin/sample-inputs/${deleting.id}`, { method: "DELETE" }), {
      success: t("admin.samples.deleted"),
      failure: t("admin.samples.deleteFailed"),
    });
    setDeletePending(false);
    if (editing === deleting.id) close();
    setDeleting(null);
  };

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-xl font-semibold">
            {t("admin.samples.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("admin.samples.description")}</p>
        </div>
        <Button
          onClick={() => {
            setEditing("new");
            setDraft(EMPTY_DRAFT);
          }}
        >
          {t("admin.samples.add")}
        </Button>
      </div>
      <p className="mt-3 rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-900">{t("admin.samples.note")}</p>
      {editing ? (
        <SampleEditor isNew={editing === "new"} draft={draft} onChange={setDraft} saving={saving} onSave={save} onCancel={close} />
      ) : null}
      {samples.length === 0 ? (
        <p className="mt-6 text-center text-sm text-slate-600">{t("admin.samples.empty")}</p>
      ) : (
        <ul className="mt-6 space-y-3" data-testid="sample-list">
          {samples.map((sample) => (
            <li key={sample.id} className="rounded-lg border border-slate-200 p-4" data-testid="sample-item">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{sample.name}</h3>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${sample.isActive ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}`}
                    >
                      {sample.isActive ? t("admin.samples.active") : t("admin.samples.inactive")}
                    </span>
                    <span className="rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700">
                      {t("admin.samples.englishBadge")}
                    </span>
                  </div>
                  <p className="mt-2 text-sm break-words text-slate-600">{`${sample.content.slice(0, PREVIEW_CHARS)}...`}</p>
                </div>
                <div className="flex gap-1">
                  <Tooltip label={t("admin.samples.edit", { name: sample.name })}>
                    <Button
                      variant="ghost"
                      aria-label={t("admin.samples.edit", { name: sample.name })}
                      onClick={() => {
                        setEditing(sample.id);
                        setDraft({ name: sample.name, content: sample.content, isActive: sample.isActive });
                      }}
                    >
                      <PencilIcon />
                    </Button>
                  </Tooltip>
                  <Tooltip label={t("admin.samples.delete", { name: sample.name })}>
                    <Button
                      variant="ghost"
                      aria-label={t("admin.samples.delete", { name: sample.name })}
                      onClick={() => setDeleting(sample)}
                    >
                      <TrashIcon />
                    </Button>
                  </Tooltip>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("admin.samples.deleteTitle")}
        body={t("admin.samples.confirmDelete", { name: deleting?.name ?? "", interpolation: { escapeValue: false } })}
        confirmLabel={t("admin.samples.confirm")}
        cancelLabel={t("admin.samples.cancel")}
        pending={deletePending}
        pendingLabel={t("admin.samples.deleting")}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function SampleEditor({
  isNew,
  draft,
  onChange,
  saving,
  onSave,
  onCancel,
}: {
  isNew: boolean;
  draft: Draft;
  onChange: (draft: Draft) => void;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const incomplete = draft.name.trim() === "" || draft.content.trim() === "";
  return (
    <form
      className="mt-6 space-y-4 rounded-lg border border-brand-100 bg-brand-50 p-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving && !incomplete) onSave();
      }}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {isNew ? t("admin.samples.newTitle") : t("admin.samples.editTitle")}
      </h3>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          role="switch"
          checked={draft.isActive}
          onChange={(event) => onChange({ ...draft, isActive: event.target.checked })}
          className="h-5 w-5"
        />
        {t("admin.samples.active")}
      </label>
      <label className="block text-sm font-medium">
        {t("admin.samples.nameLabel")}
        <input
          value={draft.name}
          maxLength={MAX_SAMPLE_NAME_CHARS}
          placeholder={t("admin.samples.namePlaceholder")}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
          className="mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3"
        />
      </label>
      <label className="block text-sm font-medium">
        {t("admin.samples.contentLabel")}
        <textarea
          value={draft.content}
          placeholder={t("admin.samples.contentPlaceholder")}
          onChange={(event) => onChange({ ...draft, content: event.target.value })}
          className="mt-1 block min-h-[200px] w-full rounded-md border border-slate-300 bg-white p-3 font-mono text-sm"
        />
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t("admin.samples.cancel")}
        </Button>
        <button type="submit" className={buttonClass("primary")} disabled={saving || incomplete}>
          {saving ? t("admin.samples.saving") : t("admin.samples.save")}
        </button>
      </div>
    </form>
  );
}

function PencilIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}
