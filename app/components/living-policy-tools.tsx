import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, apiFetch } from "~/lib/client/api-client";
import { loadCardControls, type CardControlRule } from "~/lib/client/card-controls";
import CardControlsTable from "./card-controls-table";
import { PolicyView } from "./policy-view";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";
import { useToast } from "./ui/toast";
import { WordDiff } from "./word-diff";
import { PublicLinkControl, SectionRewriter } from "./living-section-and-link";

/*
 * The owner's tools for a saved policy version: Edit (markdown with a live preview through the
 * safe pipeline), History (word diff against the current text, Restore), the card controls, a
 * section rewrite and the public link.
 * Loaded with `import()` only when the owner opens one, so the generator page's script stays the
 * same size.
 */

type Revision = { number: number; kind: "generation" | "edit" | "section" | "restore"; restoredFrom: number | null; createdAt: string; author: { ownerToken?: true } };
type Panel = "edit" | "history" | "controls" | "section" | "link";

/** The server's translated message (the output check's refusal); the generic one otherwise. */
const messageOf = (caught: unknown, fallback: string) => (caught instanceof ApiError && caught.serverMessage) || fallback;

const KIND_KEYS = {
  generation: "living.history.kinds.generation",
  edit: "living.history.kinds.edit",
  section: "living.history.kinds.section",
  restore: "living.history.kinds.restore",
} as const;

export default function LivingPolicyTools({
  slug, markdown, language, panel, onSaved, onClose, onRenamed,
}: { slug: string; markdown: string; language: string; panel: Panel; onSaved: (markdown: string) => void; onClose: () => void; onRenamed?: (slug: string) => void }) {
  if (panel === "section") return <SectionRewriter slug={slug} onSaved={onSaved} />;
  if (panel === "link") return <PublicLinkControl slug={slug} onRenamed={onRenamed} />;
  if (panel === "edit") return <PolicyEditor slug={slug} markdown={markdown} language={language} onSaved={onSaved} onClose={onClose} />;
  if (panel === "history") return <PolicyHistory slug={slug} markdown={markdown} onSaved={onSaved} />;
  return <CardControlsPanel slug={slug} />;
}

function PolicyEditor({ slug, markdown, language, onSaved, onClose }: { slug: string; markdown: string; language: string; onSaved: (markdown: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [draft, setDraft] = useState(markdown);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await apiFetch<{ policyMarkdown: string }>(`/api/policies/${slug}`, { method: "PUT", body: { markdown: draft } });
      onSaved(saved.policyMarkdown);
      toast({ title: t(saved.policyMarkdown === markdown ? "living.edit.unchanged" : "living.edit.saved") });
      onClose();
    } catch (caught) {
      setError(messageOf(caught, t("errors.unexpected")));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-label={t("living.edit.title")} className="space-y-3" data-testid="policy-editor">
      <div className="grid gap-3 md:grid-cols-2">
        <label className="block text-sm font-medium">
          {t("living.edit.editorLabel")}
          <textarea value={draft} onChange={(event) => setDraft(event.target.value)} spellCheck lang={language} className="mt-1 h-96 w-full rounded border border-slate-300 p-2 font-mono text-xs" />
        </label>
        <div>
          <p className="text-sm font-medium">{t("living.edit.preview")}</p>
          <div className="mt-1 h-96 overflow-y-auto rounded border border-slate-200 p-3">
            <PolicyView markdown={draft} language={language} label={t("living.edit.preview")} />
          </div>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button onClick={save} disabled={saving}>
          {saving ? t("living.edit.saving") : t("living.edit.save")}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {t("living.edit.cancel")}
        </Button>
      </div>
    </section>
  );
}

function PolicyHistory({ slug, markdown, onSaved }: { slug: string; markdown: string; onSaved: (markdown: string) => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [open, setOpen] = useState<{ number: number; markdown: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    apiFetch<{ revisions: Revision[] }>(`/api/policies/${slug}/revisions`)
      .then((answer) => setRevisions(answer.revisions))
      .catch((caught) => setError(messageOf(caught, t("errors.unexpected"))));
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only for another slug
  }, [slug]);
  const compare = async (number: number) => setOpen({ number, markdown: (await apiFetch<{ markdown: string }>(`/api/policies/${slug}/revisions/${number}`)).markdown });
  const restore = async (number: number) => {
    try {
      const saved = await apiFetch<{ policyMarkdown: string }>(`/api/policies/${slug}/revisions/${number}/restore`, { method: "POST" });
      onSaved(saved.policyMarkdown);
      toast({ title: t("living.history.restored", { number }) });
      setOpen(null);
      await load();
    } catch (caught) {
      toast({ title: messageOf(caught, t("errors.unexpected")), variant: "destructive" });
    }
  };
  if (error) return <p role="alert">{error}</p>;
  if (!revisions) return <Spinner label={t("living.history.loading")} />;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-label={t("living.history.title")} data-testid="policy-history">
      <ol className="space-y-2">
        {revisions.map((revision, index) => (
          <li key={revision.number} className="rounded border border-slate-200 p-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <strong>{t("living.history.revision", { number: revision.number })}</strong>
              <span>{t(KIND_KEYS[revision.kind], { from: revision.restoredFrom })}</span>
              <span className="text-slate-600">{date.format(new Date(revision.createdAt))}</span>
              {revision.author.ownerToken ? <span className="text-slate-600">{t("living.history.byOwnerToken")}</span> : null}
              {index === 0 ? (
                <span className="font-medium">{t("living.history.current")}</span>
              ) : (
                <>
                  <Button variant="secondary" onClick={() => void compare(revision.number)}>
                    {t("living.history.compare")}
                  </Button>
                  <Button variant="secondary" onClick={() => void restore(revision.number)}>
                    {t("living.history.restore")}
                  </Button>
                </>
              )}
            </div>
            {open?.number === revision.number ? (
              <WordDiff from={open.markdown} to={markdown} testId="revision-diff" labels={{ identical: t("living.history.noChanges"), added: t("living.history.added"), removed: t("living.history.removed") }} />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The owner's tools fetch the controls themselves; the table is shared with the public page. */
function CardControlsPanel({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const [rules, setRules] = useState<CardControlRule[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadCardControls(slug)
      .then(setRules)
      .catch((caught) => setError(messageOf(caught, t("errors.unexpected"))));
  }, [slug, t]);
  if (error) return <p role="alert">{error}</p>;
  if (!rules) return <Spinner label={t("common.loading")} />;
  return <CardControlsTable slug={slug} rules={rules} />;
}
