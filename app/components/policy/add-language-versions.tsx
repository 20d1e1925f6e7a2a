import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "~/lib/client/api-client";
import { postAndFollow } from "~/lib/client/follow-generation";
import { forwardProgress, withTextEvent, type PolicyObject, type Stage } from "~/lib/generation/generation-events";
import { languageName } from "~/lib/site/language-names";
import { LANGUAGES, type Language } from "~/lib/site/languages";
import { GenerationProgress } from "../generator/generation-progress";
import { Button } from "../ui/button";
import { useToast } from "../ui/toast";

type Writing = { language: Language; percent: number; stage: Stage; text: string };

/**
 * "Add Spanish version" for each language the policy does not have yet, wherever the owner has the
 * policy open (the result, My Policies): the version is written by the generation's job
 * (POST /api/policies/group/{groupId}/versions), its progress shown as a generation's.
 */
export function AddLanguageVersions({
  groupId,
  versions,
  onAdded,
}: {
  groupId: string;
  versions: { language: Language }[];
  onAdded: (policy: PolicyObject) => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [writing, setWriting] = useState<Writing | null>(null);
  const missing = LANGUAGES.filter((language) => !versions.some((version) => version.language === language));
  if (missing.length === 0) return null;

  const failed = (message: string | null | undefined) =>
    toast({ title: t("result.addFailed"), description: message || undefined, variant: "destructive" });
  const add = async (language: Language) => {
    setWriting({ language, percent: 0, stage: "analyzing", text: "" });
    try {
      const last = await postAndFollow(`/api/policies/group/${groupId}/versions`, { language }, (event) => {
        if (event.type === "progress") setWriting((current) => current && { ...current, ...forwardProgress(current, event) });
        if (event.type === "text") setWriting((current) => current && { ...current, text: withTextEvent(current.text, event) });
      });
      if (last?.type === "done") onAdded(last.policy);
      else failed(last?.type === "error" ? last.message : null);
    } catch (error) {
      failed(error instanceof ApiError ? error.serverMessage : null);
    } finally {
      setWriting(null);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {missing.map((language) => (
          <Button key={language} variant="ghost" disabled={writing !== null} onClick={() => void add(language)}>
            {writing?.language === language
              ? t("result.adding", { language: languageName(language, i18n.language) })
              : t("result.addLanguage", { language: languageName(language, i18n.language) })}
          </Button>
        ))}
      </div>
      {writing ? <GenerationProgress percent={writing.percent} stage={writing.stage} text={writing.text} /> : null}
    </div>
  );
}
