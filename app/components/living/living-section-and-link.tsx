import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, apiFetch } from "~/lib/client/api-client";
import { postAndFollow } from "~/lib/client/follow-generation";
import { forwardProgress, withTextEvent, type SectionProposal, type Stage } from "~/lib/generation/generation-events";
import { GenerationProgress } from "../generator/generation-progress";
import { ConfirmDialog } from "../ui/alert-dialog";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { useToast } from "../ui/toast";
import { FormattedDiff } from "./formatted-diff";
import { AlertText } from "../ui/alert-text";
import { RuleChangeList } from "./rule-change-list";
import { StaleChangeNotice } from "./stale-change-notice";
import { staleChangeOf, type StaleChange } from "~/lib/client/stale-change";

/*
 * Two of the owner's tools, in the lazily loaded chunk: rewrite one section (a proposal shown as
 * a diff, saved only on Accept) and the public link's switch, expiry and replacement.
 */

const MAX_INSTRUCTION_CHARS = 500;
const messageOf = (caught: unknown, fallback: string) => (caught instanceof ApiError && caught.serverMessage) || fallback;

type Writing = { percent: number; stage: Stage; text: string };

export function SectionRewriter({ slug, language, onSaved }: { slug: string; language: string; onSaved: (markdown: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [sections, setSections] = useState<{ number: number; heading: string }[] | null>(null);
  const [number, setNumber] = useState(3);
  const [instruction, setInstruction] = useState("");
  const [writing, setWriting] = useState<Writing | null>(null);
  const [proposal, setProposal] = useState<SectionProposal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // An Accept refused because the text changed after the rewrite was proposed.
  const [stale, setStale] = useState<StaleChange | null>(null);
  useEffect(() => {
    apiFetch<{ sections: { number: number; heading: string }[] }>(`/api/policies/${slug}/sections`)
      .then((answer) => setSections(answer.sections))
      .catch((caught) => setError(messageOf(caught, t("errors.unexpected"))));
  }, [slug, t]);

  const rewrite = async () => {
    setError(null);
    setStale(null);
    setProposal(null);
    setWriting({ percent: 0, stage: "analyzing", text: "" });
    try {
      const last = await postAndFollow(`/api/policies/${slug}/sections/${number}/regenerate`, { instruction }, (event) => {
        if (event.type === "progress") setWriting((current) => current && { ...current, ...forwardProgress(current, event) });
        if (event.type === "text") setWriting((current) => current && { ...current, text: withTextEvent(current.text, event) });
      });
      if (last?.type === "done" && last.section) setProposal(last.section);
      else setError((last?.type === "error" && last.message) || t("errors.unexpected"));
    } catch (caught) {
      setError(messageOf(caught, t("errors.unexpected")));
    } finally {
      setWriting(null);
    }
  };

  const accept = async () => {
    if (!proposal) return;
    setConfirming(false);
    setSaving(true);
    try {
      // Sent back with the hash of the text it was proposed on: a save made since then is never undone by it.
      const saved = await apiFetch<{ policyMarkdown: string }>(`/api/policies/${slug}/sections/${proposal.number}`, {
        method: "PUT",
        body: { markdown: proposal.proposed, baseHash: proposal.baseHash },
      });
      onSaved(saved.policyMarkdown);
      toast({ title: t("living.section.accepted") });
      setProposal(null);
      setInstruction("");
    } catch (caught) {
      const change = staleChangeOf(caught);
      if (change) {
        // The proposal is stale: it goes, the current text is shown, and the same rewrite can be asked for again.
        setProposal(null);
        setStale(change);
        onSaved(change.latest.markdown);
      } else setError(messageOf(caught, t("errors.unexpected")));
    } finally {
      setSaving(false);
    }
  };
  const discard = () => {
    setProposal(null);
    toast({ title: t("living.section.discarded") });
  };

  if (!sections) return error ? <AlertText>{error}</AlertText> : <Spinner label={t("living.section.loading")} />;
  const busy = writing !== null || saving;
  return (
    <section aria-label={t("living.section.title")} className="space-y-3" data-testid="section-rewriter">
      <div className="grid gap-3 md:grid-cols-[minmax(0,16rem)_1fr]">
        <label className="block text-sm font-medium">
          {t("living.section.sectionLabel")}
          <select
            value={number}
            onChange={(event) => setNumber(Number(event.target.value))}
            disabled={busy}
            className="mt-1 w-full rounded border border-slate-300 p-2 text-sm"
          >
            {sections.map((section) => (
              <option key={section.number} value={section.number}>
                {section.heading}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          {t("living.section.instructionLabel")}
          <textarea
            value={instruction}
            onChange={(event) => setInstruction(event.target.value)}
            maxLength={MAX_INSTRUCTION_CHARS}
            disabled={busy}
            aria-describedby="section-instruction-hint"
            className="mt-1 h-20 w-full rounded border border-slate-300 p-2 text-sm"
          />
          <span id="section-instruction-hint" className="block text-xs font-normal text-slate-600">
            {t("living.section.instructionHint")} ({instruction.length}/{MAX_INSTRUCTION_CHARS})
          </span>
        </label>
      </div>
      <Button onClick={() => void rewrite()} disabled={busy}>
        {writing ? t("living.section.writing") : t("living.section.rewrite")}
      </Button>
      {writing ? <GenerationProgress percent={writing.percent} stage={writing.stage} text={writing.text} /> : null}
      <AlertText>{error}</AlertText>
      {stale ? (
        <StaleChangeNotice stale={stale} actionLabel={t("living.section.rewriteAgain")} busy={busy} onAction={() => void rewrite()} />
      ) : null}
      {proposal ? (
        <div className="space-y-2" data-testid="section-proposal">
          <p className="text-sm font-medium">{t("living.section.proposal", { heading: proposal.heading })}</p>
          <FormattedDiff
            from={proposal.current}
            to={proposal.proposed}
            language={language}
            testId="section-diff"
            labels={{ identical: t("living.history.noChanges"), added: t("living.history.added"), removed: t("living.history.removed") }}
          />
          <RuleChangeList
            changes={proposal.ruleChanges ?? []}
            unreadable={proposal.unreadable ?? []}
            policyLanguage={language}
            testId="section-rule-changes"
          />
          <div className="flex gap-2">
            <Button
              onClick={() => (proposal.ruleChanges?.some((change) => change.unasked) ? setConfirming(true) : void accept())}
              disabled={saving}
            >
              {t("living.section.accept")}
            </Button>
            <Button variant="secondary" onClick={discard} disabled={saving}>
              {t("living.section.discard")}
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            onCancel={() => setConfirming(false)}
            title={t("living.ruleChanges.confirmUnaskedTitle")}
            body={t("living.ruleChanges.confirmUnaskedBody")}
            confirmLabel={t("living.ruleChanges.acceptAll")}
            cancelLabel={t("living.ruleChanges.reviewAgain")}
            danger
            onConfirm={() => void accept()}
          />
        </div>
      ) : null}
    </section>
  );
}

type Link = { slug: string; publicUrl: string; enabled: boolean; expiresAt: string | null; live: boolean };

export function PublicLinkControl({ slug, onRenamed }: { slug: string; onRenamed?: (slug: string) => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [link, setLink] = useState<Link | null>(null);
  const [expiry, setExpiry] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiFetch<Link>(`/api/policies/${slug}/link`)
      .then((answer) => {
        setLink(answer);
        setExpiry(answer.expiresAt?.slice(0, 10) ?? "");
      })
      .catch((caught) => setError(messageOf(caught, t("errors.unexpected"))));
  }, [slug, t]);

  const change = async (body: { enabled?: boolean; expiresAt?: string | null; newSlug?: true }) => {
    if (!link) return;
    setPending(true);
    setError(null);
    // The switch moves at once; a refusal puts it back.
    if (body.enabled !== undefined) setLink({ ...link, enabled: body.enabled });
    try {
      const next = await apiFetch<Link>(`/api/policies/${link.slug}/link`, { method: "PUT", body });
      setLink(next);
      setExpiry(next.expiresAt?.slice(0, 10) ?? "");
      if (next.slug !== link.slug) {
        toast({ title: t("living.link.replaced", { url: next.publicUrl }) });
        onRenamed?.(next.slug);
      } else toast({ title: t("living.link.saved") });
    } catch (caught) {
      setLink(link);
      setError(messageOf(caught, t("errors.unexpected")));
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  if (!link) return error ? <AlertText>{error}</AlertText> : <Spinner label={t("living.link.loading")} />;
  const date = link.expiresAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(link.expiresAt)) : null;
  const expired = link.enabled && !link.live;
  const status = !link.enabled
    ? t("living.link.off")
    : expired
      ? t("living.link.expired", { date })
      : date
        ? t("living.link.expires", { date })
        : t("living.link.on");
  return (
    <section aria-label={t("living.link.title")} className="space-y-3" data-testid="link-control">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          role="switch"
          checked={link.enabled}
          disabled={pending}
          onChange={(event) => void change({ enabled: event.target.checked })}
          className="h-4 w-4"
        />
        {t("living.link.switchLabel")}
      </label>
      <p className="text-sm" aria-live="polite">
        {status}{" "}
        {link.live ? (
          <a href={link.publicUrl} className="break-all underline">
            {link.publicUrl}
          </a>
        ) : null}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="block text-sm font-medium">
          {t("living.link.expiryLabel")}
          <input
            type="date"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            disabled={pending}
            className="mt-1 block rounded border border-slate-300 p-2 text-sm"
          />
        </label>
        <Button variant="secondary" disabled={pending || !expiry} onClick={() => void change({ expiresAt: expiry })}>
          {t("living.link.setExpiry")}
        </Button>
        <Button variant="secondary" disabled={pending || !link.expiresAt} onClick={() => void change({ expiresAt: null })}>
          {t("living.link.clearExpiry")}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => setConfirming(true)}>
          {t("living.link.replace")}
        </Button>
      </div>
      <AlertText>{error}</AlertText>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        title={t("living.link.confirmTitle")}
        body={t("living.link.confirmBody")}
        confirmLabel={t("living.link.confirmReplace")}
        cancelLabel={t("living.link.keep")}
        pending={pending}
        danger
        onConfirm={() => void change({ newSlug: true })}
      />
    </section>
  );
}
