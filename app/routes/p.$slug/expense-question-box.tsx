import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AlertText } from "~/components/ui/alert-text";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { Verdict } from "~/lib/rulebook/expense";
import type { Asked, ShownAnswer } from "./asked.server";

const VERDICT_STYLE: Record<Verdict, string> = {
  allowed: "border-emerald-300 bg-emerald-50 text-emerald-900",
  needs_approval: "border-sky-300 bg-sky-50 text-sky-900",
  needs_document: "border-sky-300 bg-sky-50 text-sky-900",
  over_limit: "border-amber-300 bg-amber-50 text-amber-950",
  not_reimbursable: "border-rose-300 bg-rose-50 text-rose-900",
  cannot_tell: "border-slate-300 bg-slate-50 text-slate-900",
};

/**
 * "Can I expense this?" for anyone with the link: a question in words, answered from the policy's
 * rules in the visitor's interface language, with the clause that decides it and a link to its
 * section. A plain form post: it works before (or without) JavaScript, and in place after.
 */
export function ExpenseQuestionBox({ slug, posted }: { slug: string; posted: Asked | undefined }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Asked>();
  const shown = fetcher.data ?? posted;
  const busy = fetcher.state !== "idle";
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="expense-question"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {t("policies.check.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("policies.check.intro")}</p>
      <fetcher.Form method="post" action={`/p/${slug}`} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-question`} className="text-sm font-medium text-slate-800">
            {t("policies.check.label")}
          </label>
          <input
            id={`${id}-question`}
            name="question"
            required
            maxLength={1000}
            defaultValue={shown?.question}
            placeholder={t("policies.check.placeholder")}
            className="rounded-md border border-slate-300 px-3 py-2 text-base"
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t("policies.check.checking") : t("policies.check.submit")}
        </Button>
      </fetcher.Form>
      <div aria-live="polite" className="mt-4">
        {busy ? <Spinner label={t("policies.check.checking")} /> : null}
        {!busy && shown?.error ? <AlertText>{shown.error}</AlertText> : null}
        {!busy && shown?.answer ? <ExpenseAnswerView answer={shown.answer} /> : null}
      </div>
    </section>
  );
}

function ExpenseAnswerView({ answer }: { answer: ShownAnswer }) {
  const { t } = useTranslation();
  const understood = answer.understood;
  return (
    <div data-testid="expense-answer" data-verdict={answer.verdict}>
      <p className={`rounded-md border px-3 py-2 ${VERDICT_STYLE[answer.verdict]}`}>
        <strong className="mr-2">{answer.verdictLabel}</strong>
        {answer.summary}
      </p>
      {answer.clauses.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-800">{t("policies.check.decidedBy")}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {answer.clauses.map((clause) => (
              <li key={`${clause.section}:${clause.text}`}>
                <blockquote lang={answer.policyLanguage} className="border-l-4 border-slate-300 pl-3 text-sm text-slate-800">
                  {clause.text}
                </blockquote>
                <a href={`#section-${clause.section}`} className="text-sm text-brand-700 underline">
                  {t("policies.check.openSection", { number: clause.section, heading: clause.heading.replace(/^\d+\.\s*/, "") })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {understood.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-800">{t("policies.check.understood")}</h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="expense-understood">
            {understood.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <p className="mt-4 text-xs text-slate-600">{t("policies.check.notAdvice")}</p>
    </div>
  );
}
