import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { withGroup, withPlaced, type Corrections, type RuleGroup } from "~/lib/reading/reading-corrections";
import { addRule } from "~/lib/reading/rule-drafts";
import { proposalsFor } from "~/lib/reading/rule-proposals";
import { unansweredTopics, type AnswerTopic } from "~/lib/reading/unanswered-topics";
import { fromUser, type PolicyRules } from "~/lib/rulebook/policy-rules";
import { chosenVariant, variantLabel, variantsOf } from "~/lib/site/writing-variants";
import type { Language } from "~/lib/site/languages";
import { ApprovalsGroup } from "./approvals-group";
import { DeadlinesGroup } from "./deadlines-group";
import { DocumentsGroup, ProhibitedGroup } from "./documents-group";
import { ComboField, NumberField, SelectField, SmallButton } from "./fields";
import { GroupStatesContext, type GroupStates } from "./group-disclosure";
import { GROUPS, groupOrder, groupSummaries, type GroupKey } from "./group-summary";
import { LimitsGroup } from "./limits-group";
import { NotUsedYet } from "./not-used-yet";
import { PanelToolsContext, type PanelTools } from "./panel-tools";
import { TravelGroup } from "./travel-group";

type Reader = typeof import("~/lib/reading/understanding-client");

/**
 * The body of "What we understood", loaded with the reader (a dynamic import): the country and
 * currency (searchable), then the rules by group — limits, approvals, deadlines, travel, documents,
 * prohibited — each one line that opens to its rules, editable in place, with our proposed figures
 * where the user gave none, and "Not used yet". What waits for the owner's answer comes first, open.
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
  const countries = useMemo(() => reader.countrySearchOptions(language), [reader, language]);
  const currencies = useMemo(() => reader.currencyOptions(language, reading.currency.code), [reader, language, reading.currency.code]);
  const groups = useGroups(tools, needsAnswer, reading.unplaced);

  return (
    <PanelToolsContext.Provider value={tools}>
      <div>
        <p className="text-sm font-medium text-slate-900" aria-live="polite" data-testid="understood-summary">
          {t("understanding.summary", { country: countryLabel, currency: reading.currency.code })}
        </p>
        <p className="text-xs text-slate-600">{t("understanding.hint")}</p>
        {needsAnswer.size > 0 ? (
          <p className="mt-2 rounded-md border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950" data-testid="needs-answer">
            <a
              href={`#${id}-not-used`}
              className="underline"
              onClick={() => groups.states.isOpen("notUsed") || groups.states.toggle("notUsed")}
            >
              {t("understanding.notUsed.waiting", { count: needsAnswer.size, topics: topicsWaiting.join(", ") })}
            </a>
          </p>
        ) : null}
      </div>

      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <ComboField
            id={`${id}-country`}
            label={t("understanding.country")}
            value={reading.country.code}
            describedBy={`${id}-country-why`}
            options={countries}
            onValue={(country) => onCorrect((current) => ({ ...current, country }))}
          />
          <p id={`${id}-country-why`} className="mt-1 text-xs text-slate-600">
            {t(`understanding.reasons.${reading.country.reason}`, { evidence: reading.country.evidence ?? "" })}
          </p>
        </div>
        <div>
          <ComboField
            id={`${id}-currency`}
            label={t("understanding.currency")}
            value={reading.currency.code}
            describedBy={`${id}-currency-why`}
            options={currencies}
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

      <GroupStatesContext.Provider value={groups.states}>
        <div className="space-y-2" onFocus={groups.freeze} onBlur={groups.thaw}>
          {groups.order.map((key) =>
            key === "notUsed" ? (
              <NotUsedYet
                key={key}
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
            ) : (
              <Group key={key} group={key} />
            ),
          )}
        </div>
      </GroupStatesContext.Provider>

      {corrected ? (
        <p className="flex flex-wrap items-center gap-3 text-xs text-slate-700">
          {t("understanding.corrected")}
          <SmallButton onClick={() => onCorrect(() => ({}))}>{t("understanding.undo")}</SmallButton>
        </p>
      ) : null}
    </PanelToolsContext.Provider>
  );
}

const GROUP_VIEWS: Record<GroupKey, () => React.ReactNode> = {
  limits: LimitsGroup,
  approvals: ApprovalsGroup,
  deadlines: DeadlinesGroup,
  travel: TravelGroup,
  documents: DocumentsGroup,
  prohibited: ProhibitedGroup,
};

function Group({ group }: { group: GroupKey }) {
  const View = GROUP_VIEWS[group];
  return <View />;
}

type Section = GroupKey | "notUsed";

/**
 * The groups' one lines and which are open: those waiting for the owner's answer first and open
 * (and kept open once answered), the others closed in their usual order, "Not used yet" first when
 * one of its sentences waits, else last. The order holds still while the focus is inside the groups,
 * so a group answered there does not jump away under the owner's hands.
 */
function useGroups(tools: PanelTools, needsAnswer: ReadonlyMap<string, AnswerTopic>, unplaced: string[]) {
  const summaries = useMemo(() => groupSummaries(tools.rules, tools.proposals, needsAnswer.values()), [tools, needsAnswer]);
  const notUsedWaits = unplaced.some((sentence) => needsAnswer.has(sentence));
  const waiting = useMemo(
    () => new Set<Section>([...GROUPS.filter((group) => summaries[group].needsAnswer), ...(notUsedWaits ? ["notUsed" as const] : [])]),
    [summaries, notUsedWaits],
  );
  const order: Section[] = useMemo(() => {
    const groups = groupOrder(summaries);
    return notUsedWaits ? ["notUsed", ...groups] : [...groups, ...(unplaced.length > 0 ? ["notUsed" as const] : [])];
  }, [summaries, notUsedWaits, unplaced.length]);

  // What the owner opened or closed; a group that waited for an answer stays open once shown open.
  const [opened, setOpened] = useState<Partial<Record<Section, boolean>>>({});
  useEffect(() => {
    setOpened((current) => {
      const added = [...waiting].filter((key) => current[key] === undefined);
      return added.length === 0 ? current : { ...current, ...Object.fromEntries(added.map((key) => [key, true])) };
    });
  }, [waiting]);
  const isOpen = useCallback((key: Section) => opened[key] ?? waiting.has(key), [opened, waiting]);
  const toggle = useCallback(
    (key: Section) => setOpened((current) => ({ ...current, [key]: !(current[key] ?? waiting.has(key)) })),
    [waiting],
  );
  const states = useMemo<GroupStates>(() => ({ summaries, isOpen, toggle }), [summaries, isOpen, toggle]);

  const [frozen, setFrozen] = useState<Section[] | null>(null);
  const shown = frozen ? [...frozen.filter((key) => order.includes(key)), ...order.filter((key) => !frozen.includes(key))] : order;
  return {
    states,
    order: shown,
    freeze: () => setFrozen((current) => current ?? order),
    thaw: (event: React.FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFrozen(null);
    },
  };
}
