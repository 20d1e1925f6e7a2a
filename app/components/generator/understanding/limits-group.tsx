import { useTranslation } from "react-i18next";
import { displayName } from "~/lib/rulebook/default-approvers";
import { placeKey } from "~/lib/reading/rule-drafts";
import type { Limit, Place, RoleLimit } from "~/lib/rulebook/policy-rules";
import { AddRule } from "./add-rule";
import { CapsRows } from "./caps-rows";
import { MoneyField, SelectField, TextField } from "./fields";
import { editGroup, PANEL, replaced, usePanelTools, without } from "./panel-tools";
import { RuleGroupSection, RuleRow } from "./rule-row";

const PLACE_ORDER: Record<Place["kind"], number> = { home: 0, abroad: 1, destination: 2 };

/** Meals and lodging per place, role limits and cash advances: the figures a controller checks first. */
export function LimitsGroup() {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const { rules, proposals } = tools;
  const empty =
    [rules.meals, rules.lodging, rules.roles, rules.caps, proposals.meals, proposals.lodging, proposals.roles].every(
      (list) => list.length === 0,
    ) &&
    !rules.cashAdvance &&
    !proposals.cashAdvance;
  return (
    <RuleGroupSection
      group="limits"
      title={t("understanding.groups.limits")}
      empty={empty}
      actions={
        <>
          <AddRule kind="meals" label={t("understanding.addMeals")} />
          <AddRule kind="lodging" label={t("understanding.addLodging")} />
          <AddRule kind="role" label={t("understanding.addRole")} />
        </>
      }
    >
      <PlaceLimits group="meals" />
      <PlaceLimits group="lodging" />
      {rules.roles.map((role, index) => (
        <RoleRow key={`role-${index}`} role={role} index={index} />
      ))}
      {proposals.roles.map((role, index) => (
        <RoleRow key={`proposed-role-${index}`} role={role} index={null} />
      ))}
      <CapsRows />
      <CashAdvanceRow />
    </RuleGroupSection>
  );
}

function PlaceLimits({ group }: { group: "meals" | "lodging" }) {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const limits = tools.rules[group];
  const shown = [
    ...limits.map((limit, index) => ({ limit, index })),
    ...tools.proposals[group].map((limit) => ({ limit, index: null })),
  ].sort(
    (a, b) =>
      PLACE_ORDER[a.limit.place.kind] - PLACE_ORDER[b.limit.place.kind] || placeKey(a.limit.place).localeCompare(placeKey(b.limit.place)),
  );
  const place = (value: Place) =>
    value.kind === "destination"
      ? (value.city ?? (value.country ? tools.countryName(value.country) : ""))
      : t(`understanding.places.${value.kind}`);
  const set = (index: number | null, limit: Limit, amount: Limit["amount"] | null) => {
    if (index === null) {
      if (amount) editGroup(tools, group, [...limits, { ...limit, amount, provenance: PANEL }]);
    } else editGroup(tools, group, amount ? replaced(limits, index, { ...limit, amount, provenance: PANEL }) : without(limits, index));
  };
  return shown.map(({ limit, index }) => {
    const id = `${tools.id}-${group}-${index ?? `proposed-${placeKey(limit.place)}`}`;
    const title = t("understanding.limitIn", { limit: t(`understanding.${group}`), place: place(limit.place) });
    return (
      <RuleRow
        key={id}
        id={id}
        title={title}
        provenance={limit.provenance}
        legend={false}
        onRemove={index === null ? undefined : () => set(index, limit, null)}
      >
        <MoneyField id={id} label={title} value={limit.amount} describedBy={`${id}-note`} onValue={(amount) => set(index, limit, amount)} />
      </RuleRow>
    );
  });
}

function RoleRow({ role, index }: { role: RoleLimit; index: number | null }) {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const roles = tools.rules.roles;
  const id = `${tools.id}-role-${index ?? `proposed-${role.role}`}`;
  const set = (next: RoleLimit) =>
    editGroup(
      tools,
      "roles",
      index === null ? [...roles, { ...next, provenance: PANEL }] : replaced(roles, index, { ...next, provenance: PANEL }),
    );
  return (
    <RuleRow
      id={id}
      title={displayName(role.role, tools.language)}
      provenance={role.provenance}
      onRemove={index === null ? undefined : () => editGroup(tools, "roles", without(roles, index))}
    >
      <TextField
        id={`${id}-name`}
        label={t("understanding.role")}
        value={displayName(role.role, tools.language)}
        describedBy={`${id}-note`}
        onValue={(name) => name && set({ ...role, role: name })}
      />
      <MoneyField
        id={`${id}-monthly`}
        label={t("understanding.monthly")}
        value={role.monthly}
        onValue={(monthly) => set({ ...role, monthly })}
      />
      <MoneyField
        id={`${id}-each`}
        label={t("understanding.perTransaction")}
        value={role.perTransaction}
        onValue={(perTransaction) => set({ ...role, perTransaction })}
      />
    </RuleRow>
  );
}

function CashAdvanceRow() {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const given = tools.rules.cashAdvance;
  const advance = given ?? tools.proposals.cashAdvance;
  const id = `${tools.id}-cash-advance`;
  const title = t("understanding.cashAdvance");
  return (
    <RuleRow
      id={id}
      title={title}
      provenance={advance?.provenance ?? null}
      onRemove={given ? () => editGroup(tools, "cashAdvance", null) : undefined}
    >
      <SelectField
        id={`${id}-allowed`}
        label={t("understanding.allowed")}
        value={advance ? (advance.allowed ? "yes" : "no") : ""}
        options={(["", "yes", "no"] as const).map((value) => ({
          value,
          label: value ? t(`understanding.allowedOptions.${value}`) : t("understanding.notStated"),
        }))}
        onValue={(value) =>
          editGroup(
            tools,
            "cashAdvance",
            value ? { allowed: value === "yes", max: value === "yes" ? (advance?.max ?? null) : null, provenance: PANEL } : null,
          )
        }
      />
      {advance?.allowed ? (
        <MoneyField
          id={`${id}-max`}
          label={t("understanding.cashAdvanceMax")}
          value={advance.max}
          onValue={(max) => editGroup(tools, "cashAdvance", { allowed: true, max, provenance: PANEL })}
        />
      ) : null}
    </RuleRow>
  );
}
