import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, apiFetch } from "~/lib/client/api-client";
import { contentHash } from "~/lib/platform/content-hash";
import { proposedFigures, withFiguresConfirmed } from "~/lib/rulebook/proposed-figures";
import type { Language } from "~/lib/site/languages";
import { Button } from "../ui/button";
import { useToast } from "../ui/toast";

/**
 * "We proposed N figures": every figure of the owner's text marked proposed, each in a field to
 * keep or change, confirmed all at once as one edit (decision 035). Until then employees read
 * "Not set yet" in their place. Nothing shows when the text has no proposed figure.
 */
export function ProposedFiguresCard({
  slug,
  markdown,
  language,
  onSaved,
}: {
  slug: string;
  /** The owner's current text (undefined while it loads). */
  markdown: string | undefined;
  language: Language;
  onSaved: (markdown: string) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const figures = useMemo(() => (markdown ? proposedFigures(markdown, language) : []), [markdown, language]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!markdown || figures.length === 0) return null;

  const confirm = async () => {
    setSaving(true);
    setError(null);
    try {
      const chosen = Object.fromEntries(figures.map((figure) => [figure.key, values[figure.key] ?? figure.figure]));
      const saved = await apiFetch<{ policyMarkdown: string }>(`/api/policies/${slug}`, {
        method: "PUT",
        body: { markdown: withFiguresConfirmed(markdown, language, chosen), baseHash: await contentHash(markdown) },
      });
      setValues({});
      onSaved(saved.policyMarkdown);
      toast({ title: t("proposals.confirmed") });
    } catch (caught) {
      setError((caught instanceof ApiError && caught.serverMessage) || t("proposals.failed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
      <h3 id={`${id}-title`} className="font-semibold text-amber-950">
        {t("proposals.title", { count: figures.length })}
      </h3>
      <p className="text-amber-900">{t("proposals.body")}</p>
      <ul className="grid gap-2 md:grid-cols-2">
        {figures.map((figure) => (
          <li key={figure.key}>
            <label htmlFor={`${id}-${figure.key}`} className="block text-xs font-medium text-slate-800">
              {t("proposals.figure", { row: figure.row, column: figure.column, interpolation: { escapeValue: false } })}
            </label>
            <input
              id={`${id}-${figure.key}`}
              value={values[figure.key] ?? figure.figure}
              maxLength={120}
              onChange={(event) => setValues((current) => ({ ...current, [figure.key]: event.target.value }))}
              className="mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-2"
            />
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      ) : null}
      <Button onClick={() => void confirm()} disabled={saving}>
        {saving ? t("proposals.confirming") : t("proposals.confirm")}
      </Button>
    </section>
  );
}
