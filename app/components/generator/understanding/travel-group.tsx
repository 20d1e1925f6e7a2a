import { useTranslation } from "react-i18next";
import type { Mileage, PerDiem, TravelClassRule } from "~/lib/rulebook/policy-rules";
import { AddRule } from "./add-rule";
import { MoneyField, NumberField, SelectField, TextField } from "./fields";
import { editGroup, PANEL, replaced, usePanelTools, without } from "./panel-tools";
import { RuleGroupSection, RuleRow } from "./rule-row";

/** Travel class with its conditions, mileage, per diem and the rule abroad. */
export function TravelGroup() {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const rules = tools.rules.travelClass;
  const shown = [...rules.map((rule, index) => ({ rule, index })), ...tools.proposals.travelClass.map((rule) => ({ rule, index: null }))];
  const abroad = tools.rules.abroad ?? tools.proposals.abroad;
  return (
    <RuleGroupSection
      group="travel"
      title={t("understanding.groups.travel")}
      empty={false}
      actions={<AddRule kind="travelClass" label={t("understanding.addTravelClass")} />}
    >
      {shown.map(({ rule, index }) => {
        const id = `${tools.id}-class-${index ?? `proposed-${rule.cabin}`}`;
        const set = (change: Partial<TravelClassRule>) => {
          const next = { ...rule, ...change, provenance: PANEL };
          editGroup(tools, "travelClass", index === null ? [...rules, next] : replaced(rules, index, next));
        };
        return (
          <RuleRow
            key={id}
            id={id}
            title={t(`understanding.cabins.${rule.cabin}`)}
            provenance={rule.provenance}
            onRemove={index === null ? undefined : () => editGroup(tools, "travelClass", without(rules, index))}
          >
            <SelectField
              id={`${id}-allowed`}
              label={t("understanding.allowed")}
              value={rule.allowed ? "yes" : "no"}
              describedBy={`${id}-note`}
              options={(["yes", "no"] as const).map((value) => ({ value, label: t(`understanding.allowedOptions.${value}`) }))}
              onValue={(value) => set({ allowed: value === "yes" })}
            />
            <NumberField
              id={`${id}-hours`}
              label={t("understanding.minHours")}
              value={rule.minHours}
              onValue={(minHours) => set({ minHours })}
            />
            <TextField id={`${id}-role`} label={t("understanding.onlyFor")} value={rule.role} onValue={(role) => set({ role })} />
          </RuleRow>
        );
      })}
      <MileageRow />
      <PerDiemRow />
      {abroad ? (
        <RuleRow id={`${tools.id}-abroad`} title={t("understanding.abroadRule")} provenance={abroad.provenance}>
          <p className="text-sm text-slate-800">
            {[
              abroad.currency ? t("understanding.abroadCurrency", { currency: abroad.currency }) : null,
              abroad.exchangeRateSource ? t("understanding.exchangeRate", { source: abroad.exchangeRateSource }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </RuleRow>
      ) : null}
    </RuleGroupSection>
  );
}

function MileageRow() {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const given = tools.rules.mileage;
  const mileage = given ?? tools.proposals.mileage;
  const id = `${tools.id}-mileage`;
  const unit = mileage?.unit ?? (tools.currency === "USD" ? "mi" : "km");
  const title = t("understanding.mileage", { unit: t(`understanding.units.${unit}`) });
  const set = (change: Partial<Mileage>) =>
    editGroup(tools, "mileage", { ...(mileage ?? { unit, basis: "fixed", rate: null, official: null }), ...change, provenance: PANEL });
  return (
    <RuleRow
      id={id}
      title={title}
      provenance={mileage?.provenance ?? null}
      onRemove={given ? () => editGroup(tools, "mileage", null) : undefined}
    >
      <MoneyField
        id={`${id}-rate`}
        label={t("understanding.rate")}
        value={mileage?.rate ?? null}
        describedBy={mileage ? `${id}-note` : undefined}
        onValue={(rate) => (rate || mileage ? set({ rate }) : undefined)}
      />
      <SelectField
        id={`${id}-unit`}
        label={t("understanding.unit")}
        value={unit}
        options={(["km", "mi"] as const).map((value) => ({ value, label: t(`understanding.units.${value}`) }))}
        onValue={(value) => set({ unit: value as Mileage["unit"] })}
      />
      {mileage?.basis === "official" ? (
        <p className="min-h-10 self-end text-sm text-slate-800">
          {t("understanding.officialRate", { name: mileage.official ? `: ${mileage.official}` : "" })}
        </p>
      ) : null}
    </RuleRow>
  );
}

function PerDiemRow() {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const given = tools.rules.perDiem;
  const perDiem = given ?? tools.proposals.perDiem;
  const id = `${tools.id}-per-diem`;
  const set = (next: PerDiem | null) => editGroup(tools, "perDiem", next);
  return (
    <RuleRow
      id={id}
      title={t("understanding.perDiem")}
      provenance={perDiem?.provenance ?? null}
      onRemove={given ? () => set(null) : undefined}
    >
      <SelectField
        id={`${id}-basis`}
        label={t("understanding.basis")}
        value={perDiem?.basis ?? ""}
        describedBy={perDiem ? `${id}-note` : undefined}
        options={(["", "actuals", "company", "official"] as const).map((value) => ({
          value,
          label: value ? t(`understanding.perDiemBases.${value}`) : t("understanding.notStated"),
        }))}
        onValue={(basis) =>
          set(
            basis
              ? { basis: basis as PerDiem["basis"], table: basis === "official" ? (perDiem?.table ?? null) : null, provenance: PANEL }
              : null,
          )
        }
      />
      {perDiem?.basis === "official" ? (
        <TextField
          id={`${id}-table`}
          label={t("understanding.officialTable")}
          value={perDiem.table}
          onValue={(table) => set({ ...perDiem, table, provenance: PANEL })}
        />
      ) : null}
    </RuleRow>
  );
}
