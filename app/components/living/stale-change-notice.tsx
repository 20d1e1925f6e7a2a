import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { revisionKindLabel } from "~/lib/living/revision-compare";
import { languageName } from "~/lib/site/language-names";
import type { StaleChange } from "~/lib/client/stale-change";
import { Button } from "../ui/button";

/** A revision's kind in the interface's language ("Restored from revision 2", "Updated from the English version"). */
export function revisionKindText(
  t: TFunction,
  revision: { kind: string; restoredFrom?: number | null; sourceLanguage?: string | null },
  interfaceLanguage: string,
): string {
  const label = revisionKindLabel(revision, (code) => languageName(code, interfaceLanguage));
  if (label.key === "restore") return t("living.history.kinds.restore", { from: label.from });
  if (label.key === "update") return t("living.history.kinds.update", { language: label.language });
  return t(`living.history.kinds.${label.key}`);
}

/**
 * A change refused because the text changed after it was built: what the server said, each
 * revision saved since, and the one way forward the tool offers (build it again on the current text).
 */
export function StaleChangeNotice({
  stale,
  actionLabel,
  onAction,
  busy = false,
}: {
  stale: StaleChange;
  actionLabel: string;
  onAction: () => void;
  busy?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div
      role="alert"
      data-testid="stale-change"
      className="space-y-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p>{stale.message}</p>
      {stale.changedSince.length > 0 ? (
        <div>
          <p className="font-medium">{t("living.conflict.savedSince")}</p>
          <ul className="list-disc pl-5">
            {stale.changedSince.map((revision) => (
              <li key={revision.number}>
                {t("living.conflict.item", {
                  number: revision.number,
                  kind: revisionKindText(t, revision, i18n.language),
                  date: date.format(new Date(revision.createdAt)),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button variant="secondary" onClick={onAction} disabled={busy}>
        {actionLabel}
      </Button>
    </div>
  );
}
