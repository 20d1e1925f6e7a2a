import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, apiFetch } from "~/lib/client/api-client";
import { postAndFollow } from "~/lib/client/follow-generation";
import { forwardProgress, withTextEvent, type LanguageUpdate, type Stage } from "~/lib/generation/generation-events";
import { GenerationProgress } from "../generator/generation-progress";
import { Button } from "../ui/button";
import { useToast } from "../ui/toast";
import { AlertText } from "../ui/alert-text";
import { RuleChangeList, type ShownRuleChange } from "./rule-change-list";
import { StaleChangeNotice } from "./stale-change-notice";
import { staleChangeOf, type StaleChange } from "~/lib/client/stale-change";
import { languageName } from "~/lib/site/language-names";

/*
 * "This version may be out of date": shown to the owner of a language version when another
 * version of the same policy changed after it was written, with "Update from {language}".
 */

type StaleSource = { language: string; slug: string; revision: number; changedAt: string; ruleChanges?: ShownRuleChange[] };
type Writing = { percent: number; stage: Stage; text: string };

export function LanguageFreshnessNotice({
  slug,
  markdown,
  onSaved,
}: {
  slug: string;
  markdown: string;
  onSaved: (markdown: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [sources, setSources] = useState<StaleSource[]>([]);
  // This version's text as the notice was made on it: Update and "Mark as up to date" are built on it.
  const [baseHash, setBaseHash] = useState<string | null>(null);
  // An update refused because this version changed after the notice was made: which source, and what changed.
  const [stale, setStale] = useState<{ source: StaleSource; change: StaleChange } | null>(null);
  const [writing, setWriting] = useState<Writing | null>(null);
  const [marking, setMarking] = useState(false);
  const [result, setResult] = useState<LanguageUpdate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);
  // Asked again whenever this version's text changes (an edit, a restore, an update) and after each update.
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<{ sources: StaleSource[]; contentHash?: string }>(`/api/policies/${slug}/freshness`, { signal: controller.signal })
      .then((answer) => {
        setSources(answer.sources);
        setBaseHash(answer.contentHash ?? null);
      })
      .catch(() => {}); // Not knowing is no reason to bother the owner: the notice stays hidden.
    return () => controller.abort();
  }, [slug, markdown, asked]);

  const name = (code: string) => languageName(code, i18n.language);
  /** The refusal of a change built on an older text: shown with what changed, the current text taken in. */
  const refused = (caught: unknown, source: StaleSource) => {
    const change = staleChangeOf(caught);
    if (!change) return setError((caught instanceof ApiError && caught.serverMessage) || t("errors.unexpected"));
    setStale({ source, change });
    setBaseHash(change.latest.contentHash);
    onSaved(change.latest.markdown);
  };
  const update = async (source: StaleSource, base = baseHash) => {
    setError(null);
    setStale(null);
    setResult(null);
    setWriting({ percent: 0, stage: "analyzing", text: "" });
    try {
      const last = await postAndFollow(`/api/policies/${slug}/update-from`, { from: source.language, baseHash: base }, (event) => {
        if (event.type === "progress") setWriting((current) => current && { ...current, ...forwardProgress(current, event) });
        if (event.type === "text") setWriting((current) => current && { ...current, text: withTextEvent(current.text, event) });
      });
      if (last?.type === "done") {
        onSaved(last.policy.policyMarkdown);
        toast({ title: t("living.freshness.updated", { language: name(source.language) }) });
        if (last.update) setResult(last.update);
      } else setError((last?.type === "error" && last.message) || t("errors.unexpected"));
    } catch (caught) {
      refused(caught, source);
    } finally {
      setWriting(null);
      setAsked((count) => count + 1);
    }
  };
  const markUpToDate = async (source: StaleSource) => {
    setError(null);
    setStale(null);
    setMarking(true);
    try {
      await apiFetch(`/api/policies/${slug}/update-from`, {
        method: "POST",
        body: { from: source.language, markUpToDate: true, baseHash },
      });
      toast({ title: t("living.freshness.markedUpToDate", { language: name(source.language) }) });
      setResult(null);
    } catch (caught) {
      refused(caught, source);
    } finally {
      setMarking(false);
      setAsked((count) => count + 1);
    }
  };

  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  if (sources.length === 0 && !result && !error && !stale) return null;
  return (
    <div
      role="status"
      className="space-y-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="language-freshness"
    >
      {sources.map((source) => (
        <div key={source.slug} className="flex flex-wrap items-center gap-2">
          <p className="flex-1">
            {t("living.freshness.notice", {
              language: name(source.language),
              date: date.format(new Date(source.changedAt)),
              revision: source.revision,
            })}
          </p>
          <Button variant="secondary" disabled={writing !== null || marking} onClick={() => void update(source)}>
            {writing
              ? t("living.freshness.updating", { language: name(source.language) })
              : t("living.freshness.update", { language: name(source.language) })}
          </Button>
          <Button variant="ghost" disabled={writing !== null || marking} onClick={() => void markUpToDate(source)}>
            {t("living.freshness.markUpToDate")}
          </Button>
          {source.ruleChanges && source.ruleChanges.length > 0 ? (
            <div className="basis-full">
              <RuleChangeList
                changes={source.ruleChanges}
                policyLanguage={source.language}
                title={t("living.ruleChanges.updateBrings")}
                testId="update-rule-changes"
              />
            </div>
          ) : null}
        </div>
      ))}
      {writing ? <GenerationProgress percent={writing.percent} stage={writing.stage} text={writing.text} /> : null}
      {result?.writer === "composer" ? (
        <div className="space-y-1">
          <p>
            {result.carried.length > 0
              ? t("living.freshness.carried", {
                  figures: result.carried.map(({ from, to }) => `${numbers.format(from)} → ${numbers.format(to)}`).join(", "),
                })
              : t("living.freshness.nothingCarried")}
          </p>
          {result.notCarried.length > 0 ? <p>{t("living.freshness.notCarried", { sections: result.notCarried.join(", ") })}</p> : null}
        </div>
      ) : null}
      {stale ? (
        <StaleChangeNotice
          stale={stale.change}
          actionLabel={t("living.freshness.updateAgain", { language: name(stale.source.language) })}
          busy={writing !== null || marking}
          onAction={() => void update(stale.source, stale.change.latest.contentHash)}
        />
      ) : null}
      <AlertText>{error}</AlertText>
    </div>
  );
}
