import { useTranslation } from "react-i18next";
import { displayName } from "~/lib/rulebook/default-approvers";
import { orderTiers, sameScope, withTierChanged } from "~/lib/reading/rule-drafts";
import type { ApprovalScope, ApprovalTier } from "~/lib/rulebook/policy-rules";
import { AddRule } from "./add-rule";
import { MoneyField, SelectField, TextField } from "./fields";
import { editGroup, PANEL, usePanelTools } from "./panel-tools";
import { RuleGroupSection, RuleRow } from "./rule-row";

/** The approval matrix: every tier in ascending order with who approves and what it applies to. */
export function ApprovalsGroup() {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const given = tools.rules.approvals;
  // One order for the user's tiers and ours, kept apart by identity.
  const tiers = orderTiers([...given, ...tools.proposals.approvals]);
  const save = (next: ApprovalTier[]) => editGroup(tools, "approvals", orderTiers(next));
  const scopeLabel = (scope: ApprovalScope) =>
    scope.kind === "category"
      ? t("understanding.scopes.category", { category: t(`understanding.categories.${scope.category}`) })
      : scope.kind === "role"
        ? t("understanding.scopes.role", { role: scope.role })
        : t(`understanding.scopes.${scope.kind}`);

  return (
    <RuleGroupSection
      group="approvals"
      title={t("understanding.groups.approvals")}
      empty={tiers.length === 0}
      actions={<AddRule kind="approval" label={t("understanding.addTier")} />}
    >
      {tiers.map((tier, position) => {
        const index = given.indexOf(tier);
        const id = `${tools.id}-tier-${position}`;
        const set = (change: Partial<ApprovalTier>) => {
          const next = { ...tier, ...change, provenance: PANEL };
          if (next.upTo && next.upTo.amount <= next.above.amount) next.upTo = null;
          save(index < 0 ? [...given, next] : withTierChanged(given, tier, next));
        };
        return (
          <RuleRow
            key={id}
            id={id}
            title={t("understanding.tier", { number: position + 1 })}
            provenance={tier.provenance}
            onRemove={index < 0 ? undefined : () => save(given.filter((other) => other !== tier))}
          >
            <MoneyField
              id={`${id}-above`}
              label={t("understanding.above")}
              value={tier.above}
              describedBy={`${id}-note`}
              onValue={(above) => above && set({ above })}
            />
            <MoneyField id={`${id}-up-to`} label={t("understanding.upTo")} value={tier.upTo} onValue={(upTo) => set({ upTo })} />
            <TextField
              id={`${id}-approver`}
              label={t("understanding.approver")}
              value={displayName(tier.approver, tools.language)}
              describedBy={`${id}-note`}
              onValue={(approver) => approver && set({ approver })}
            />
            {tier.scope.kind === "all" || tier.scope.kind === "international" ? (
              <SelectField
                id={`${id}-scope`}
                label={t("understanding.scope")}
                value={tier.scope.kind}
                options={(["all", "international"] as const).map((value) => ({ value, label: t(`understanding.scopes.${value}`) }))}
                onValue={(kind) =>
                  !sameScope(tier.scope, { kind: kind as "all" }) && set({ scope: { kind: kind as "all" | "international" } })
                }
              />
            ) : (
              <p className="min-h-10 self-end text-sm text-slate-800">{`${t("understanding.scope")}: ${scopeLabel(tier.scope)}`}</p>
            )}
          </RuleRow>
        );
      })}
    </RuleGroupSection>
  );
}
