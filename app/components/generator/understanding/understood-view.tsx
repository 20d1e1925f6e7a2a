import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { withGroup, withPlaced, type Corrections, type RuleGroup } from "~/lib/reading/reading-corrections";
import { addRule } from "~/lib/reading/rule-drafts";
import { proposalsFor } from "~/lib/reading/rule-proposals";
import { unansweredTopics } from "~/lib/reading/unanswered-topics";
import { fromUser, type PolicyRules } from "~/lib/rulebook/policy-rules";
import { chosenVariant, variantLabel, variantsOf } from "~/lib/site/writing-variants";
import type { Language } from "~/lib/site/languages";
import { ApprovalsGroup } from "./approvals-group";
import { DeadlinesGroup } from "./deadlines-group";
import { DocumentsGroup, ProhibitedGroup } from "./documents-group";
import { NumberField, SelectField, SmallButton } from "./fields";
import { LimitsGroup } from "./limits-group";
import { NotUsedYet } from "./not-used-yet";
import { LOCALE, PanelToolsContext, type PanelTools } from "./panel-tools";
import { TravelGroup } from "./travel-group";

type Reader = typeof import("~/lib/reading/understanding-client");

/**
 * The body of "What we understood", loaded with the reader (a dynamic import): the country and
 * currency, then the rules by group — limits, approvals, deadlines, travel, documents, prohibited —
 * each editable in place, our proposed figures where the user gave none, and "Not used yet" last.
 */
export function UnderstoodView({
  id,
  reader,
  reading,
  rulebook,
  corrected,
  language,
  onCorrect,
}: {
  id: string;
  reader: Reader;
  /** The reading with the user's corrections. */
  reading: CompanyReading;
  /** The server's full rulebook (with proposed figures), when it came. */
  rulebook: PolicyRules | null;
  corrected: boolean;
  language: Language;
  onCorrect: (change: (corrections: Corrections) => Corrections) => void;
}) {
  const { t } = useTranslation();
  const tools = useMemo<PanelTools>(
    () => ({
      id,
      language,
      currency: reading.currency.code,
      rules: reading.rules,
      proposals: proposalsFor(reading.rules, rulebook),
      parse: reader.parseNumber,
      countryName: (code: string) => reader.countryName(code, language),
      editRules: (groups) =>
        onCorrect((corrections) =>
          (Object.entries(groups) as Array<[RuleGroup, PolicyRules[RuleGroup]]>).reduce(
            (current, [group, value]) => withGroup(current, group, value),
            corrections,
          ),
        ),
    }),
    [id, language, reading, rulebook, reader, onCorrect],
  );
  const countryLabel = reader.countryName(reading.country.code, language);
  const needsAnswer = useMemo(() => new Map(unansweredTopics(reading).map(({ topic, sentence }) => [sentence, topic] as const)), [reading]);
  const topicsWaiting = [...new Set(needsAnswer.values())].map((topic) => t(`understanding.answerTopics.${topic}`));

  return (
    <PanelToolsContext.Provider value={tools}>
      <div>
        <p className="text-sm font-medium text-slate-900" aria-live="polite" data-testid="understood-summary">
          {t("understanding.summary", { country: countryLabel, currency: reading.currency.code })}
        </p>
        <p className="text-xs text-slate-600">{t("understanding.hint")}</p>
        {needsAnswer.size > 0 ? (
          <p className="mt-2 rounded-md border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950" data-testid="needs-answer">
            <a href={`#${id}-not-used`} className="underline">
              {t("understanding.notUsed.waiting", { count: needsAnswer.size, topics: topicsWaiting.join(", ") })}
            </a>
          </p>
        ) : null}
      </div>

      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <SelectField
            id={`${id}-country`}
            label={t("understanding.country")}
            value={reading.country.code}
            describedBy={`${id}-country-why`}
            options={reader.countryOptions(language).map((option) => ({ value: option.code, label: option.name }))}
            onValue={(country) => onCorrect((current) => ({ ...current, country }))}
          />
          <p id={`${id}-country-why`} className="mt-1 text-xs text-slate-600">
            {t(`understanding.reasons.${reading.country.reason}`, { evidence: reading.country.evidence ?? "" })}
          </p>
        </div>
        <div>
          <SelectField
            id={`${id}-currency`}
            label={t("understanding.currency")}
            value={reading.currency.code}
            describedBy={`${id}-currency-why`}
            options={currencyOptions(language, reading.currency.code)}
            onValue={(currency) => onCorrect((current) => ({ ...current, currency }))}
          />
          <p id={`${id}-currency-why`} className="mt-1 text-xs text-slate-600">
            {t(`understanding.currencyReasons.${reading.currency.reason}`, { country: countryLabel })}
          </p>
        </div>
        <div>
          <SelectField
            id={`${id}-variant`}
            label={t("understanding.variant")}
            value={chosenVariant(language, reading.country.code, reading.variant)}
            describedBy={`${id}-variant-why`}
            options={variantsOf(language).map((variant) => ({ value: variant, label: `${variantLabel(variant, language)} (${variant})` }))}
            onValue={(variant) => onCorrect((current) => ({ ...current, variant }))}
          />
          <p id={`${id}-variant-why`} className="mt-1 text-xs text-slate-600">
            {t(reading.variant ? "understanding.variantChosen" : "understanding.variantOfCountry", { country: countryLabel })}
          </p>
        </div>
        <NumberField
          id={`${id}-headcount`}
          label={t("understanding.headcount")}
          value={reading.headcount}
          onValue={(headcount) => onCorrect((current) => ({ ...current, headcount }))}
        />
        {reading.industry ? (
          <p className="self-end text-sm">
            <span className="font-medium">{t("understanding.industry")}:</span> {reading.industry}
          </p>
        ) : null}
      </div>

      <LimitsGroup />
      <ApprovalsGroup />
      <DeadlinesGroup />
      <TravelGroup />
      <DocumentsGroup />
      <ProhibitedGroup />

      <NotUsedYet
        id={`${id}-not-used`}
        sentences={reading.unplaced}
        needsAnswer={needsAnswer}
        onDismiss={(sentence) => onCorrect((current) => withPlaced(current, sentence))}
        onTurn={(sentence, draft) =>
          onCorrect((current) =>
            withPlaced({ ...current, rules: { ...current.rules, ...addRule(reading.rules, draft, fromUser(sentence)) } }, sentence),
          )
        }
      />

      {corrected ? (
        <p className="flex flex-wrap items-center gap-3 text-xs text-slate-700">
          {t("understanding.corrected")}
          <SmallButton onClick={() => onCorrect(() => ({}))}>{t("understanding.undo")}</SmallButton>
        </p>
      ) : null}
    </PanelToolsContext.Provider>
  );
}

function currencyOptions(language: Language, current: string): Array<{ value: string; label: string }> {
  let codes: string[];
  try {
    codes = Intl.supportedValuesOf("currency");
  } catch {
    codes = [current];
  }
  if (!codes.includes(current)) codes = [current, ...codes];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([LOCALE[language]], { type: "currency" });
  } catch {
    names = null;
  }
  return codes.map((code) => ({ value: code, label: `${code} — ${names?.of(code) ?? code}` }));
}
