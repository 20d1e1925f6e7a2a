import { useTranslation } from "react-i18next";
import type { ItemCap } from "~/lib/rulebook/policy-rules";
import { MoneyField } from "./fields";
import { editGroup, LOCALE, PANEL, replaced, usePanelTools, without } from "./panel-tools";
import { RuleRow } from "./rule-row";

/** Caps per ride, guest or bill ("Taxis and rides: up to $60.00 per ride"): a money cap edited, a percentage shown; each removable. */
export function CapsRows() {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const caps = tools.rules.caps;
  const percent = new Intl.NumberFormat(LOCALE[tools.language], { maximumFractionDigits: 2 });
  return caps.map((cap, index) => {
    const id = `${tools.id}-cap-${index}`;
    const per = t(`understanding.caps.per.${cap.per}`);
    const set = (change: Partial<ItemCap>) => editGroup(tools, "caps", replaced(caps, index, { ...cap, ...change, provenance: PANEL }));
    return (
      <RuleRow
        key={id}
        id={id}
        title={`${t(`understanding.caps.items.${cap.item}`)} (${per})`}
        provenance={cap.provenance}
        onRemove={() => editGroup(tools, "caps", without(caps, index))}
      >
        {cap.amount ? (
          <MoneyField
            id={`${id}-amount`}
            label={t("understanding.caps.title")}
            value={cap.amount}
            onValue={(amount) => (amount ? set({ amount }) : editGroup(tools, "caps", without(caps, index)))}
          />
        ) : (
          <p className="text-sm text-slate-800">{t("understanding.caps.percentOf", { percent: percent.format(cap.percent ?? 0) })}</p>
        )}
      </RuleRow>
    );
  });
}
