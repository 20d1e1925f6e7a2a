import { useTranslation } from "react-i18next";
import type { DocumentRule, Prohibition } from "~/lib/rulebook/policy-rules";
import { AddRule } from "./add-rule";
import { MoneyField, SelectField } from "./fields";
import { editGroup, PANEL, replaced, usePanelTools, without } from "./panel-tools";
import { RuleGroupSection, RuleRow } from "./rule-row";

/** When receipts are required, and which documents are accepted or refused. */
export function DocumentsGroup() {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const given = tools.rules.receipts;
  const receipts = given ?? tools.proposals.receipts;
  const documents = tools.rules.documents;
  const shown = [...documents.map((rule, index) => ({ rule, index })), ...tools.proposals.documents.map((rule) => ({ rule, index: null }))];
  const id = `${tools.id}-receipts`;
  const title = t("understanding.receipts");
  return (
    <RuleGroupSection group="documents" title={t("understanding.groups.documents")} empty={false}>
      <RuleRow
        id={id}
        title={title}
        provenance={receipts?.provenance ?? null}
        legend={false}
        onRemove={given ? () => editGroup(tools, "receipts", null) : undefined}
      >
        {receipts && receipts.above === null ? (
          <p className="min-h-10 text-sm text-slate-800" id={id}>
            {t("understanding.receiptsAlways")}
          </p>
        ) : (
          <MoneyField
            id={id}
            label={title}
            value={receipts?.above ?? null}
            describedBy={receipts ? `${id}-note` : undefined}
            onValue={(above) => editGroup(tools, "receipts", above ? { above, provenance: PANEL } : null)}
          />
        )}
      </RuleRow>
      {shown.map(({ rule, index }) => {
        const rowId = `${tools.id}-document-${index ?? `proposed-${rule.document}-${rule.category ?? "all"}`}`;
        const name = t(`understanding.documents.${rule.document}`);
        const rowTitle = rule.category
          ? t("understanding.forCategory", { what: name, category: t(`understanding.categories.${rule.category}`) })
          : name;
        const set = (next: DocumentRule) =>
          editGroup(tools, "documents", index === null ? [...documents, next] : replaced(documents, index, next));
        return (
          <RuleRow
            key={rowId}
            id={rowId}
            title={rowTitle}
            provenance={rule.provenance}
            legend={false}
            onRemove={index === null ? undefined : () => editGroup(tools, "documents", without(documents, index))}
          >
            <SelectField
              id={rowId}
              label={rowTitle}
              value={rule.accepted ? "yes" : "no"}
              describedBy={`${rowId}-note`}
              options={(["yes", "no"] as const).map((value) => ({ value, label: t(`understanding.acceptedOptions.${value}`) }))}
              onValue={(value) => set({ ...rule, accepted: value === "yes", provenance: PANEL })}
            />
          </RuleRow>
        );
      })}
    </RuleGroupSection>
  );
}

/** What is never paid back, with the exceptions the user wrote. */
export function ProhibitedGroup() {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const items = tools.rules.prohibited;
  const shown = [...items.map((rule, index) => ({ rule, index })), ...tools.proposals.prohibited.map((rule) => ({ rule, index: null }))];
  return (
    <RuleGroupSection
      group="prohibited"
      title={t("understanding.groups.prohibited")}
      empty={shown.length === 0}
      actions={<AddRule kind="prohibition" label={t("understanding.addProhibition")} />}
    >
      {shown.map(({ rule, index }) => {
        const id = `${tools.id}-prohibited-${index ?? `proposed-${rule.item}`}`;
        const title = t(`understanding.items.${rule.item}`);
        const set = (next: Prohibition) => editGroup(tools, "prohibited", index === null ? [...items, next] : replaced(items, index, next));
        return (
          <RuleRow
            key={id}
            id={id}
            title={title}
            provenance={rule.provenance}
            onRemove={index === null ? undefined : () => editGroup(tools, "prohibited", without(items, index))}
          >
            <SelectField
              id={`${id}-except`}
              label={t("understanding.exception")}
              value={rule.except ?? ""}
              describedBy={`${id}-note`}
              options={(["", "withMeals", "withClients"] as const).map((value) => ({
                value,
                label: t(`understanding.exceptions.${value || "none"}`),
              }))}
              onValue={(value) => set({ ...rule, except: (value || null) as Prohibition["except"], provenance: PANEL })}
            />
          </RuleRow>
        );
      })}
    </RuleGroupSection>
  );
}
