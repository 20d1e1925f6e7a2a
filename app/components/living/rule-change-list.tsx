import { useTranslation } from "react-i18next";
import { describeRuleChange } from "~/lib/rules/describe-rule-change";
import type { RuleChange } from "~/lib/rulebook/rule-changes";
import { numberLocale } from "~/lib/site/format-money";
import { isLanguage, type Language } from "~/lib/site/languages";
import { ConfirmDialog } from "../ui/alert-dialog";

/*
 * The rules a change adds, changes and removes, in a short list beside the button that saves it
 * (the editor's Save, a section rewrite's Accept, "Update from …"); rows that no longer read as
 * rules are named, since their rules would leave the card controls.
 */

export type ShownRuleChange = RuleChange & { unasked?: boolean };

export function RuleChangeList({
  changes,
  unreadable = [],
  notRead = [],
  policyLanguage,
  country = null,
  title,
  testId = "rule-changes",
}: {
  changes: ShownRuleChange[];
  unreadable?: string[];
  /** Lines the change adds that look like a rule but are read into none. */
  notRead?: string[];
  policyLanguage: string;
  country?: string | null;
  title?: string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const uiLanguage: Language = isLanguage(i18n.language) ? i18n.language : "en";
  const words = { t, uiLanguage, locale: numberLocale(isLanguage(policyLanguage) ? policyLanguage : "en", country) };
  return (
    <div className="space-y-1 rounded border border-slate-200 bg-slate-50 p-2 text-sm" data-testid={testId} aria-live="polite">
      <p className="font-medium">{title ?? t("living.ruleChanges.title")}</p>
      {changes.length === 0 ? (
        <p className="text-slate-600">{t("living.ruleChanges.none")}</p>
      ) : (
        <ul className="list-disc space-y-0.5 pl-5">
          {changes.map((change, index) => (
            <li key={index} data-change={change.change} className={change.change === "removed" ? "text-red-800" : undefined}>
              {describeRuleChange(change, words)}
              {change.unasked ? <strong className="ml-1 text-amber-800">({t("living.ruleChanges.unasked")})</strong> : null}
            </li>
          ))}
        </ul>
      )}
      {unreadable.length > 0 ? (
        <div className="text-amber-900" data-testid={`${testId}-unreadable`}>
          <p>{t("living.ruleChanges.unreadable")}</p>
          <ul className="list-disc pl-5 font-mono text-xs">
            {unreadable.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {notRead.length > 0 ? (
        <div className="text-amber-900" data-testid={`${testId}-not-read`}>
          <p>{t("living.ruleChanges.notRead")}</p>
          <ul className="list-disc pl-5 text-xs">
            {notRead.map((line) => (
              <li key={line}>“{line}”</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Beside an editor's Save: what the draft changes in the rules, or that it is being checked. */
export function DraftRuleChanges({
  rules,
  language,
}: {
  /** What `useRuleChanges` found for the draft; `current` once it answers for the draft as it stands. */
  rules: { changes: ShownRuleChange[]; unreadable: string[]; notRead: string[]; current: boolean };
  language: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-w-[16rem] flex-1">
      {rules.current ? (
        <RuleChangeList changes={rules.changes} unreadable={rules.unreadable} notRead={rules.notRead} policyLanguage={language} />
      ) : (
        <p className="text-sm text-slate-600">{t("living.ruleChanges.checking")}</p>
      )}
    </div>
  );
}

/** Asked before saving rows that no longer read as rules (their rules would leave the card controls). */
export function ConfirmUnreadableSave({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onCancel={onCancel}
      title={t("living.ruleChanges.confirmUnreadableTitle")}
      body={t("living.ruleChanges.confirmUnreadableBody")}
      confirmLabel={t("living.ruleChanges.saveAnyway")}
      cancelLabel={t("living.ruleChanges.keepEditing")}
      danger
      onConfirm={onConfirm}
    />
  );
}
