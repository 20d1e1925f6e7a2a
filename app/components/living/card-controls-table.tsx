import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { CardControlsFile } from "~/lib/client/card-controls";
import { describeCardRule } from "~/lib/rules/describe-card-rule";
import { numberLocale } from "~/lib/site/format-money";
import { isLanguage, type Language } from "~/lib/site/languages";
import { ButtonAnchor } from "../ui/button";

/*
 * The card controls of one policy as a table, with the JSON and CSV downloads: in the owner's tools
 * and on the public page for its owner. Both load it lazily; it never fetches anything itself.
 */

export default function CardControlsTable({
  slug,
  controls,
  withHeading = false,
}: {
  slug: string;
  controls: CardControlsFile;
  withHeading?: boolean;
}) {
  const { rules, policy } = controls;
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const uiLanguage: Language = isLanguage(i18n.language) ? i18n.language : "en";
  // Names in the interface's words, figures written the policy's way (as in the list beside Save).
  const words = { t, uiLanguage, locale: numberLocale(isLanguage(policy.language) ? policy.language : "en", policy.country) };
  return (
    <section
      aria-label={withHeading ? undefined : t("living.controls.title")}
      aria-labelledby={withHeading ? headingId : undefined}
      data-testid="card-controls"
    >
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
                <th scope="col" className="py-1 pr-3">
                  {t("living.controls.rule")}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t("living.controls.value")}
                </th>
                <th scope="col" className="py-1">
                  {t("living.controls.section")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id} className="border-t border-slate-200">
                  <td className="py-1 pr-3">{describeCardRule(rule, words).name}</td>
                  <td className="py-1 pr-3">{describeCardRule(rule, words).value}</td>
                  <td className="py-1">
                    {/* The heading carries its own number ("3. Spending Limits"): said once, as the check's table says it. */}§
                    {rule.source.section} {rule.source.heading.replace(/^\d+\.\s*/, "")}
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
