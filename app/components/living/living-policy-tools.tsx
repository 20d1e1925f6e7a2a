import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, apiFetch } from "~/lib/client/api-client";
import { defaultComparison, olderToNewer } from "~/lib/living/revision-compare";
import { staleChangeOf, type StaleChange } from "~/lib/client/stale-change";
import { loadCardControls, type CardControlsFile } from "~/lib/client/card-controls";
import { contentHash } from "~/lib/platform/content-hash";
import { restatedFigureOffer, updatePlaces, type OfferedFigure } from "~/lib/living/restated-figures";
import CardControlsTable from "./card-controls-table";
import CheckTransactions from "./check-transactions";
import { PolicyView } from "../policy/policy-view";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { useToast } from "../ui/toast";
import { FormattedDiff } from "./formatted-diff";
import { PublicLinkControl, SectionRewriter } from "./living-section-and-link";
import { AlertText } from "../ui/alert-text";
import { MarkdownTextarea } from "./markdown-textarea";
import { RestatedFiguresDialog } from "./restated-figures-dialog";
import { ConfirmUnreadableSave, DraftRuleChanges } from "./rule-change-list";
import { useRuleChanges } from "./use-rule-changes";
import { revisionKindText, StaleChangeNotice } from "./stale-change-notice";

/*
 * The owner's tools for a saved policy version: Edit (one section at a time in a form, or the whole
 * text as markdown with a live preview through the safe pipeline), History (a word diff between any two revisions, Restore), the card controls, a
 * section rewrite, the public link and the check of a file of card transactions.
 * Loaded with `import()` only when the owner opens one, so the generator page's script stays the
 * same size.
 */

/** A revision as the list answers it; `kind` stays open, so a kind added on the server later still lists. */
type Revision = {
  number: number;
  kind: string;
  restoredFrom: number | null;
  sourceLanguage?: string | null;
  contentHash: string;
  createdAt: string;
  author: { ownerToken?: true };
};
// The section editor (its form, grids and block model) is fetched on the first Edit.
const SectionEditing = lazy(() => import("./section-editor"));

type Panel = "edit" | "history" | "controls" | "section" | "link" | "check";

/** The server's translated message (the output check's refusal); the generic one otherwise. */
const messageOf = (caught: unknown, fallback: string) => (caught instanceof ApiError && caught.serverMessage) || fallback;

export default function LivingPolicyTools({
  slug,
  markdown,
  language,
  panel,
  onSaved,
  onClose,
  onRenamed,
}: {
  slug: string;
  markdown: string;
  language: string;
  panel: Panel;
  onSaved: (markdown: string) => void;
  onClose: () => void;
  onRenamed?: (slug: string) => void;
}) {
  const { t } = useTranslation();
  if (panel === "section") return <SectionRewriter slug={slug} language={language} onSaved={onSaved} />;
  if (panel === "link") return <PublicLinkControl slug={slug} onRenamed={onRenamed} />;
  if (panel === "check") return <CheckTransactions slug={slug} />;
  if (panel === "edit") {
    return (
      <Suspense fallback={<Spinner label={t("living.edit.loading")} />}>
        <SectionEditing
          slug={slug}
          markdown={markdown}
          language={language}
          onSaved={onSaved}
          wholeMarkdown={<PolicyEditor slug={slug} markdown={markdown} language={language} onSaved={onSaved} onClose={onClose} />}
        />
      </Suspense>
    );
  }
  if (panel === "history") return <PolicyHistory slug={slug} language={language} onSaved={onSaved} />;
  return <CardControlsPanel slug={slug} />;
}

function PolicyEditor({
  slug,
  markdown,
  language,
  onSaved,
  onClose,
}: {
  slug: string;
  markdown: string;
  language: string;
  onSaved: (markdown: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [draft, setDraft] = useState(markdown);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [offer, setOffer] = useState<OfferedFigure[] | null>(null);
  const [confirming, setConfirming] = useState<{ text: string; updated: number } | null>(null);
  const rules = useRuleChanges(slug, markdown, draft);
  const save = async ({ text, updated }: { text: string; updated: number }) => {
    setConfirming(null);
    setSaving(true);
    setError(null);
    try {
      // The text this edit started from: a save made elsewhere since then is refused, never overwritten.
      const baseHash = await contentHash(markdown);
      const saved = await apiFetch<{ policyMarkdown: string }>(`/api/policies/${slug}`, {
        method: "PUT",
        body: { markdown: text, baseHash },
      });
      onSaved(saved.policyMarkdown);
      toast({
        title:
          saved.policyMarkdown === markdown
            ? t("living.edit.unchanged")
            : updated > 0
              ? t("living.restatedFigures.saved", { count: updated })
              : t("living.edit.saved"),
      });
      onClose();
    } catch (caught) {
      setError(messageOf(caught, t("errors.unexpected")));
    } finally {
      setSaving(false);
    }
  };
  const proceed = (plan: { text: string; updated: number }) => {
    setOffer(null);
    if (rules.askBeforeSaving) setConfirming(plan);
    else void save(plan);
  };
  // A money figure the edit changes that the text still states elsewhere is asked about first.
  const askOrSave = () => {
    const figures = restatedFigureOffer(markdown, draft, draft);
    if (figures.length > 0) setOffer(figures);
    else proceed({ text: draft, updated: 0 });
  };
  return (
    <section aria-label={t("living.edit.title")} className="space-y-3" data-testid="policy-editor">
      <div className="grid gap-3 md:grid-cols-2">
        <MarkdownTextarea label={t("living.edit.editorLabel")} value={draft} onChange={setDraft} language={language} />
        <div>
          <p className="text-sm font-medium">{t("living.edit.preview")}</p>
          <div className="mt-1 h-96 overflow-y-auto rounded border border-slate-200 p-3">
            <PolicyView markdown={draft} language={language} label={t("living.edit.preview")} />
          </div>
        </div>
      </div>
      <AlertText>{error}</AlertText>
      <div className="flex flex-wrap items-start gap-2">
        <Button onClick={askOrSave} disabled={saving}>
          {saving ? t("living.edit.saving") : t("living.edit.save")}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {t("living.edit.cancel")}
        </Button>
        {draft !== markdown ? <DraftRuleChanges rules={rules} language={language} /> : null}
      </div>
      <RestatedFiguresDialog
        offer={offer}
        language={language}
        onUpdate={(chosen) => proceed({ text: updatePlaces(draft, chosen), updated: chosen.length })}
        onKeep={() => proceed({ text: draft, updated: 0 })}
        onCancel={() => setOffer(null)}
      />
      <ConfirmUnreadableSave
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void save(confirming)}
      />
    </section>
  );
}

/** Each revision's text, fetched once per History panel: a saved revision never changes. */
function useRevisionTexts(slug: string, wanted: number[]) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const requested = useRef(new Set<number>());
  const key = wanted.join(",");
  useEffect(() => {
    for (const number of wanted) {
      if (requested.current.has(number)) continue;
      requested.current.add(number);
      setError(null);
      apiFetch<{ markdown: string }>(`/api/policies/${slug}/revisions/${number}`)
        .then((answer) => setTexts((known) => ({ ...known, [number]: answer.markdown })))
        .catch((caught) => {
          // Forget the failure, so picking the revision again asks once more.
          requested.current.delete(number);
          setError(messageOf(caught, t("errors.unexpected")));
        });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the numbers wanted
  }, [slug, key, t]);
  return { texts, error };
}

function PolicyHistory({ slug, language, onSaved }: { slug: string; language: string; onSaved: (markdown: string) => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [folded, setFolded] = useState(0);
  const [kept, setKept] = useState<number | null>(null);
  const [picked, setPicked] = useState<{ first: number; second: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A restore refused because the text changed after this list was loaded: the revision wanted, and what changed.
  const [stale, setStale] = useState<{ number: number; change: StaleChange } | null>(null);
  const [restoring, setRestoring] = useState(false);
  const comparison = useRef<HTMLDivElement>(null);
  const load = () =>
    apiFetch<{ revisions: Revision[]; folded?: number; kept?: number }>(`/api/policies/${slug}/revisions`)
      .then((answer) => {
        setRevisions(answer.revisions);
        setFolded(answer.folded ?? 0);
        setKept(answer.kept ?? null);
        setPicked(defaultComparison(answer.revisions.map((revision) => revision.number)));
      })
      .catch((caught) => setError(messageOf(caught, t("errors.unexpected"))));
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only for another slug
  }, [slug]);

  const byNumber = new Map((revisions ?? []).map((revision) => [revision.number, revision]));
  const pair = picked ? olderToNewer(picked.first, picked.second) : null;
  // Two revisions with the same content hash need no texts to say they do not differ.
  const olderHash = pair && byNumber.get(pair.older)?.contentHash;
  const identical =
    pair !== null && (pair.older === pair.newer || (olderHash !== undefined && olderHash === byNumber.get(pair.newer)?.contentHash));
  const { texts, error: textError } = useRevisionTexts(slug, pair && !identical ? [pair.older, pair.newer] : []);

  /** Restores `number` over the text whose hash is `baseHash` (the newest revision this list shows, or the one a refusal named). */
  const restore = async (number: number, baseHash: string) => {
    setRestoring(true);
    try {
      const saved = await apiFetch<{ policyMarkdown: string }>(`/api/policies/${slug}/revisions/${number}/restore`, {
        method: "POST",
        body: { baseHash },
      });
      setStale(null);
      onSaved(saved.policyMarkdown);
      toast({ title: t("living.history.restored", { number }) });
      await load();
    } catch (caught) {
      const change = staleChangeOf(caught);
      if (change) {
        // Saved elsewhere since this list was loaded: show it, and what changed, before restoring over it.
        setStale({ number, change });
        onSaved(change.latest.markdown);
        await load();
      } else toast({ title: messageOf(caught, t("errors.unexpected")), variant: "destructive" });
    } finally {
      setRestoring(false);
    }
  };
  if (error) return <AlertText>{error}</AlertText>;
  if (!revisions || !picked || !pair) return <Spinner label={t("living.history.loading")} />;
  const latest = revisions[0]!.number;
  const showChangesSince = (number: number) => {
    setPicked({ first: number, second: latest });
    comparison.current?.scrollIntoView({ block: "nearest" });
  };
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const kindText = (revision: Revision) => revisionKindText(t, revision, i18n.language);
  const revisionSelect = (which: "first" | "second") => (
    <select
      id={`${id}-${which}`}
      value={picked[which]}
      onChange={(event) => setPicked({ ...picked, [which]: Number(event.target.value) })}
      className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
    >
      {revisions.map((revision) => (
        <option key={revision.number} value={revision.number}>
          {revision.number === latest ? t("living.history.latestOption", { number: revision.number }) : revision.number}
        </option>
      ))}
    </select>
  );
  const older = texts[pair.older];
  const newer = texts[pair.newer];
  return (
    <section aria-label={t("living.history.title")} data-testid="policy-history" className="space-y-3">
      {kept !== null ? <p className="text-sm text-slate-600">{t("living.history.retention", { kept })}</p> : null}
      {folded > 0 ? (
        <p className="text-sm text-slate-600">{t("living.history.folded", { count: folded, kept: revisions.length - 1 })}</p>
      ) : null}
      {stale ? (
        <StaleChangeNotice
          stale={stale.change}
          actionLabel={t("living.history.restoreAgain", { number: stale.number })}
          busy={restoring}
          onAction={() => void restore(stale.number, stale.change.latest.contentHash)}
        />
      ) : null}
      {revisions.length > 1 ? (
        <div ref={comparison} className="rounded border border-slate-200 p-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-first`}>{t("living.history.compareFirst")}</label>
            {revisionSelect("first")}
            <label htmlFor={`${id}-second`}>{t("living.history.compareSecond")}</label>
            {revisionSelect("second")}
          </div>
          <p className="mt-2 font-medium" aria-live="polite">
            {t("living.history.revision", { number: pair.older })} → {t("living.history.revision", { number: pair.newer })}
          </p>
          {identical ? (
            <p className="mt-2 text-sm text-slate-600">{t("living.history.noChanges")}</p>
          ) : older !== undefined && newer !== undefined ? (
            <FormattedDiff
              from={older}
              to={newer}
              language={language}
              testId="revision-diff"
              labels={{ identical: t("living.history.noChanges"), added: t("living.history.added"), removed: t("living.history.removed") }}
              fold={{ context: 1, label: (lines) => t("living.history.unchangedLines", { count: lines }) }}
            />
          ) : textError ? (
            <AlertText className="mt-2">{textError}</AlertText>
          ) : (
            <Spinner label={t("living.history.loadingTexts")} className="py-4" />
          )}
        </div>
      ) : null}
      <ol className="space-y-2" data-testid="revision-list">
        {revisions.map((revision) => (
          <li key={revision.number} className="rounded border border-slate-200 p-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <strong>{t("living.history.revision", { number: revision.number })}</strong>
              <span>{kindText(revision)}</span>
              <span className="text-slate-600">{date.format(new Date(revision.createdAt))}</span>
              <span className="text-slate-600">
                {t(revision.author.ownerToken ? "living.history.byOwnerToken" : "living.history.byUser")}
              </span>
              {revision.number === latest ? (
                <span className="font-medium">{t("living.history.current")}</span>
              ) : (
                <>
                  <Button variant="secondary" onClick={() => showChangesSince(revision.number)}>
                    {t("living.history.compare")}
                  </Button>
                  <Button variant="secondary" disabled={restoring} onClick={() => void restore(revision.number, revisions[0]!.contentHash)}>
                    {t("living.history.restore")}
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The owner's tools fetch the controls themselves; the table is shared with the public page. */
function CardControlsPanel({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const [controls, setControls] = useState<CardControlsFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadCardControls(slug)
      .then(setControls)
      .catch((caught) => setError(messageOf(caught, t("errors.unexpected"))));
  }, [slug, t]);
  if (error) return <AlertText>{error}</AlertText>;
  if (!controls) return <Spinner label={t("common.loading")} />;
  return <CardControlsTable slug={slug} controls={controls} />;
}
