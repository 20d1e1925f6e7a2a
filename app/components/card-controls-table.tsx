import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { CardControlRule } from "~/lib/client/card-controls";
import { ButtonAnchor } from "./ui/button";

/*
 * The card controls of one policy as a table, with the JSON and CSV downloads: in the owner's tools
 * and on the public page for its owner. Both load it lazily; it never fetches anything itself.
 */

const RULE_KEYS = {
  roleMonthlyLimit: "living.controls.types.roleMonthlyLimit",
  rolePerTransactionLimit: "living.controls.types.rolePerTransactionLimit",
  receiptThreshold: "living.controls.types.receiptThreshold",
  mealsPerDiem: "living.controls.types.mealsPerDiem",
  lodgingCap: "living.controls.types.lodgingCap",
  mileageRate: "living.controls.types.mileageRate",
  approvalThreshold: "living.controls.types.approvalThreshold",
  submissionDeadline: "living.controls.types.submissionDeadline",
  merchantCategory: "living.controls.types.merchantCategory",
} as const;

const CATEGORY_KEYS = {
  bars: "living.controls.categories.bars",
  liquorStores: "living.controls.categories.liquorStores",
  gambling: "living.controls.categories.gambling",
  airlines: "living.controls.categories.airlines",
  lodging: "living.controls.categories.lodging",
  restaurants: "living.controls.categories.restaurants",
  carRental: "living.controls.categories.carRental",
  taxis: "living.controls.categories.taxis",
  fuel: "living.controls.categories.fuel",
  cashLike: "living.controls.categories.cashLike",
} as const;

const keyOf = <Keys extends Record<string, string>>(keys: Keys, name: string | undefined): Keys[keyof Keys] | undefined =>
  name !== undefined && Object.hasOwn(keys, name) ? keys[name as keyof Keys] : undefined;

export default function CardControlsTable({ slug, rules, withHeading = false }: { slug: string; rules: CardControlRule[]; withHeading?: boolean }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const ruleName = (rule: CardControlRule) => {
    const type = t(keyOf(RULE_KEYS, rule.type) ?? RULE_KEYS.merchantCategory);
    const category = keyOf(CATEGORY_KEYS, rule.category);
    // The role is the company's own word; a region or a merchant category is ours, so translated.
    const detail = rule.role ?? (rule.region ? t(`living.controls.regions.${rule.region}`) : category ? t(category) : rule.category);
    return detail ? `${type} (${detail})` : type;
  };
  const value = (rule: CardControlRule) => {
    if (rule.amount) return `${new Intl.NumberFormat(i18n.language, { style: "currency", currency: rule.amount.currency }).format(rule.amount.value)}${rule.unit ? ` / ${rule.unit}` : ""}`;
    if (rule.days !== undefined) return t(rule.businessDays ? "living.controls.businessDays" : "living.controls.days", { count: rule.days });
    if (rule.mcc) return `${rule.action ? `${t(`living.controls.actions.${rule.action}`)} · ` : ""}MCC ${rule.mcc.map(({ from, to }) => (from === to ? from : `${from}–${to}`)).join(", ")}`;
    return "";
  };
  return (
    <section aria-label={withHeading ? undefined : t("living.controls.title")} aria-labelledby={withHeading ? headingId : undefined} data-testid="card-controls">
      {withHeading ? (
        <h2 id={headingId} className="mb-3 text-xl font-semibold text-slate-900">
          {t("living.controls.title")}
        </h2>
      ) : null}
      {rules.length === 0 ? (
        <p>{t("living.controls.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">{t("living.controls.rule")}</th>
                <th scope="col" className="py-1 pr-3">{t("living.controls.value")}</th>
                <th scope="col" className="py-1">{t("living.controls.section")}</th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id} className="border-t border-slate-200">
                  <td className="py-1 pr-3">{ruleName(rule)}</td>
                  <td className="py-1 pr-3">{value(rule)}</td>
                  <td className="py-1">
                    {rule.source.section}. {rule.source.heading}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-3 flex gap-2">
        {(["json", "csv"] as const).map((format) => (
          <ButtonAnchor key={format} variant="secondary" href={`/api/policies/${slug}/controls.${format}`} download>
            {t("living.controls.download", { format: format.toUpperCase() })}
          </ButtonAnchor>
        ))}
      </div>
    </section>
  );
}
