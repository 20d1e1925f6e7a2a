import { useTranslation } from "react-i18next";
import type { Days, Notice } from "~/lib/rulebook/policy-rules";
import { AddRule } from "./add-rule";
import { CheckField, NumberField } from "./fields";
import { editGroup, PANEL, replaced, usePanelTools, without } from "./panel-tools";
import { RuleGroupSection, RuleRow } from "./rule-row";

const DEADLINES = ["submission", "reimbursement", "advanceSettlement"] as const;

/** Submission, reimbursement and cash-advance settlement deadlines, and the notice before trips. */
export function DeadlinesGroup() {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const notices = tools.rules.notice;
  const shownNotices = [
    ...notices.map((notice, index) => ({ notice, index })),
    ...tools.proposals.notice.map((notice) => ({ notice, index: null })),
  ];
  return (
    <RuleGroupSection
      group="deadlines"
      title={t("understanding.groups.deadlines")}
      empty={false}
      actions={<AddRule kind="notice" label={t("understanding.addNotice")} />}
    >
      {DEADLINES.map((group) => (
        <DeadlineRow key={group} group={group} />
      ))}
      {shownNotices.map(({ notice, index }) => {
        const id = `${tools.id}-notice-${index ?? `proposed-${notice.scope}`}`;
        const title = t("understanding.notice", { scope: t(`understanding.scopes.${notice.scope}`) });
        const set = (days: number | null) => {
          const next: Notice | null = days ? { ...notice, days, provenance: PANEL } : null;
          if (index === null) return next && editGroup(tools, "notice", [...notices, next]);
          editGroup(tools, "notice", next ? replaced(notices, index, next) : without(notices, index));
        };
        return (
          <RuleRow
            key={id}
            id={id}
            title={title}
            provenance={notice.provenance}
            legend={false}
            onRemove={index === null ? undefined : () => set(null)}
          >
            <NumberField id={id} label={title} value={notice.days} describedBy={`${id}-note`} onValue={set} />
          </RuleRow>
        );
      })}
    </RuleGroupSection>
  );
}

function DeadlineRow({ group }: { group: (typeof DEADLINES)[number] }) {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const given = tools.rules[group];
  const deadline = given ?? tools.proposals[group];
  const id = `${tools.id}-${group}`;
  const title = t(`understanding.deadlines.${group}`);
  const set = (next: Days | null) => editGroup(tools, group, next);
  return (
    <RuleRow id={id} title={title} provenance={deadline?.provenance ?? null} legend={false} onRemove={given ? () => set(null) : undefined}>
      <NumberField
        id={id}
        label={title}
        value={deadline?.days ?? null}
        describedBy={deadline ? `${id}-note` : undefined}
        onValue={(days) => set(days ? { days, businessDays: deadline?.businessDays ?? false, provenance: PANEL } : null)}
      />
      {deadline ? (
        <CheckField
          id={`${id}-business`}
          label={t("understanding.businessDays")}
          checked={deadline.businessDays}
          onValue={(businessDays) => set({ ...deadline, businessDays, provenance: PANEL })}
        />
      ) : null}
    </RuleRow>
  );
}
