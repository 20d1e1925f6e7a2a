import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RuleDraft } from "~/lib/reading/rule-drafts";
import { SmallButton } from "./fields";
import { RuleForm } from "./rule-form";

/**
 * "Not used yet": the sentences no rule came from, last. Each can become a rule (its kind, then its
 * figures) or be dismissed; none of them goes into the policy as written.
 */
export function NotUsedYet({
  sentences,
  onTurn,
  onDismiss,
}: {
  sentences: string[];
  onTurn: (sentence: string, draft: RuleDraft) => void;
  onDismiss: (sentence: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [turning, setTurning] = useState<string | null>(null);
  if (sentences.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h4 id={`${id}-heading`} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {t("understanding.notUsed.title")}
      </h4>
      <p className="text-xs text-slate-600">{t("understanding.notUsed.hint")}</p>
      <ul className="space-y-2">
        {sentences.map((sentence, index) => {
          const sentenceId = `${id}-${index}`;
          return (
            <li key={sentence} className="space-y-2 rounded-md border border-slate-200 bg-white p-2">
              <p id={sentenceId} className="break-words text-sm text-slate-800">
                “{sentence}”
              </p>
              {turning === sentence ? (
                <RuleForm
                  title={t("understanding.notUsed.turn")}
                  words={sentence}
                  onCancel={() => setTurning(null)}
                  onAdd={(draft) => {
                    setTurning(null);
                    onTurn(sentence, draft);
                  }}
                />
              ) : (
                <div className="flex flex-wrap gap-2">
                  <SmallButton onClick={() => setTurning(sentence)} describedBy={sentenceId}>
                    {t("understanding.notUsed.turn")}
                  </SmallButton>
                  <SmallButton onClick={() => onDismiss(sentence)} describedBy={sentenceId}>
                    {t("understanding.notUsed.dismiss")}
                  </SmallButton>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
