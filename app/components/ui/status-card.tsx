import { useTranslation } from "react-i18next";
import { ButtonLink } from "./button";

/** A centred card with a heading, a sentence and a way home: 404s, errors, empty states. */
export function StatusCard({ title, body, hint }: { title: string; body: string; hint?: string }) {
  const { t } = useTranslation();
  return (
    <section className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-slate-600">{body}</p>
      {hint ? (
        <p className="mt-3 rounded bg-slate-100 px-3 py-2 font-mono text-xs text-slate-500" data-testid="router-hint">
          {hint}
        </p>
      ) : null}
      <ButtonLink to="/" className="mt-6">
        {t("common.backToHome")}
      </ButtonLink>
    </section>
  );
}
