import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RuleDraft } from "~/lib/reading/rule-drafts";
import type { AnswerTopic } from "~/lib/reading/unanswered-topics";
import { SmallButton } from "./fields";
import { GroupDisclosure, useGroupStates } from "./group-disclosure";
import { RuleForm } from "./rule-form";

/**
 * "Not used yet": the sentences no rule came from, one line that opens to them (first and open when
 * one of them waits for the owner's answer, else last and closed). Each can become a rule (its kind, then its
 * figures) or be dismissed; none of them goes into the policy as written. A sentence that speaks of
 * a topic the rules leave open (`needsAnswer`) comes first, marked "Needs your answer": no default
 * of ours is written on that topic until the owner says what the sentence means.
 */
export function NotUsedYet({
  id: sectionId,
  sentences,
  needsAnswer,
  onTurn,
  onDismiss,
}: {
  /** The section's id, for the panel's link to it. */
  id: string;
  sentences: string[];
  needsAnswer: ReadonlyMap<string, AnswerTopic>;
  onTurn: (sentence: string, draft: RuleDraft) => void;
  onDismiss: (sentence: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const states = useGroupStates();
  const [turning, setTurning] = useState<string | null>(null);
  if (sentences.length === 0) return null;
  const ordered = [
    ...sentences.filter((sentence) => needsAnswer.has(sentence)),
    ...sentences.filter((sentence) => !needsAnswer.has(sentence)),
  ];
  const waiting = sentences.some((sentence) => needsAnswer.has(sentence));
  return (
    <GroupDisclosure
      id={sectionId}
      title={t("understanding.notUsed.title")}
      line={t("understanding.groupSummary.sentences", { count: sentences.length })}
      needsAnswer={waiting}
      open={states.isOpen("notUsed")}
      onToggle={() => states.toggle("notUsed")}
    >
      <p className="text-xs text-slate-600">{t("understanding.notUsed.hint")}</p>
      <ul className="space-y-2">
        {ordered.map((sentence, index) => {
          const sentenceId = `${id}-${index}`;
          const topic = needsAnswer.get(sentence);
          return (
            <li
              key={sentence}
              className={`space-y-2 rounded-md border bg-white p-2 ${topic ? "border-amber-400" : "border-slate-200"}`}
              data-needs-answer={topic ?? undefined}
            >
              {topic ? <p className="text-xs font-semibold text-amber-900">{t("understanding.notUsed.needsAnswer")}</p> : null}
              <p id={sentenceId} className="break-words text-sm text-slate-800">
                “{sentence}”
              </p>
              {topic ? (
                <p className="text-xs text-slate-700">
                  {t("understanding.notUsed.needsAnswerWhy", { topic: t(`understanding.answerTopics.${topic}`) })}
                </p>
              ) : null}
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
    </GroupDisclosure>
  );
}
