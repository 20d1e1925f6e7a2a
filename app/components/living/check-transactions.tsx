import { useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, apiSend } from "~/lib/client/api-client";
import { VERDICTS, type Verdict } from "~/lib/rulebook/expense";
import type { BatchRow, SplitGroup } from "~/lib/rules/expense-batch.server";
import { formatMoney, numberLocale } from "~/lib/site/format-money";
import { isLanguage } from "~/lib/site/languages";
import { AlertText } from "../ui/alert-text";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";

/*
 * The owner's "Check transactions": a card platform's CSV export goes to the policy's check
 * (POST /api/policies/{slug}/check as text/csv) and comes back as one verdict per row, shown as a
 * table with a filter by verdict; the download posts the same file again for the server's CSV,
 * whose cells are already safe to open in a spreadsheet. In the tools' lazily loaded chunk.
 */

/** As the check takes it (MAX_BATCH_BYTES): a larger file is refused here, before it is read. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** English headers are read in every language; the server reads es and pt ones too. */
const EXAMPLE_CSV = [
  "date,merchant,mcc,amount,currency,cardholder role,note",
  "2026-03-02,Corner Bistro,5812,42.50,USD,,team lunch",
  "2026-03-02,Grand Hotel,7011,310.00,USD,,1 night",
  "2026-03-03,City Taxi,4121,18.00,USD,,",
  "2026-03-04,Office Supplies Co.,5943,120.00,USD,Sales representative,printer paper",
].join("\r\n");
const EXAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`${EXAMPLE_CSV}\r\n`)}`;

/** Colour backs the words, never replaces them: every badge also says its verdict. */
const TONE: Record<Verdict, string> = {
  allowed: "bg-green-100 text-green-900",
  needs_approval: "bg-amber-100 text-amber-900",
  needs_document: "bg-sky-100 text-sky-900",
  over_limit: "bg-orange-100 text-orange-900",
  not_reimbursable: "bg-red-100 text-red-900",
  cannot_tell: "bg-slate-100 text-slate-800",
};

type Checked = {
  file: string;
  text: string;
  rows: BatchRow[];
  /** By number: a row of a split group carries only the group's number, the group says why. */
  splitGroups: Map<number, SplitGroup>;
  verdicts: Partial<Record<Verdict, number>>;
};
type Filter = Verdict | "all";

export default function CheckTransactions({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [filter, setFilter] = useState<Filter>("all");
  const [pending, setPending] = useState<"check" | "download" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const failure = (caught: unknown) =>
    caught instanceof ApiError && caught.status === 404
      ? t("living.check.linkOff")
      : (caught instanceof ApiError && caught.serverMessage) || t("errors.unexpected");
  // Summaries in the interface's language; a refusal already comes in it (the preference cookie).
  const post = (text: string, accept: string) =>
    apiSend(`/api/policies/${slug}/check`, {
      body: text,
      headers: { "Content-Type": "text/csv; charset=utf-8", Accept: accept, "Accept-Language": i18n.language },
    });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    if (file.size > MAX_FILE_BYTES) {
      setError(t("errors.checkCsv.tooLarge"));
      return;
    }
    setPending("check");
    try {
      const text = await file.text();
      const answer = (await (await post(text, "application/json")).json()) as Pick<Checked, "rows" | "verdicts"> & {
        splitGroups: SplitGroup[];
      };
      const splitGroups = new Map(answer.splitGroups.map((group) => [group.group, group]));
      setChecked({ file: file.name, text, rows: answer.rows, splitGroups, verdicts: answer.verdicts });
    } catch (caught) {
      // The last file's table stays: a refused file changes nothing the owner already has.
      setError(failure(caught));
    } finally {
      setPending(null);
    }
  };

  const download = async () => {
    if (!checked) return;
    setError(null);
    setPending("download");
    try {
      const response = await post(checked.text, "text/csv");
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? `checked-${slug}.csv`;
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = name;
      anchor.click();
      // Released once the browser has taken the file.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setPending(null);
    }
  };

  const uiLanguage = isLanguage(i18n.language) ? i18n.language : "en";
  const locale = numberLocale(uiLanguage, null);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const label = (verdict: Verdict) => t(`living.check.verdicts.${verdict}`);
  const shown = checked ? checked.rows.filter((row) => filter === "all" || row.verdict === filter) : [];
  const countOf = (verdict: Verdict) => checked?.verdicts[verdict] ?? 0;
  return (
    <section aria-label={t("living.check.title")} className="space-y-3" data-testid="check-transactions">
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          {t("living.check.fileLabel")}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
          disabled={pending !== null}
          // Choosing the same file again (after fixing it) must check it again.
          onClick={(event) => {
            event.currentTarget.value = "";
          }}
          onChange={(event) => void choose(event)}
          className="mt-1 block w-full text-sm file:mr-3 file:h-11 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t("living.check.fileHint")}{" "}
          <a href={EXAMPLE_HREF} download="example-transactions.csv" className="underline">
            {t("living.check.example")}
          </a>
        </p>
      </div>
      {pending === "check" ? <Spinner label={t("living.check.checking")} className="py-4" /> : null}
      <AlertText>{error}</AlertText>
      {checked ? (
        <div className="space-y-3">
          <p className="text-sm" aria-live="polite">
            {t("living.check.summary", {
              count: checked.rows.length,
              file: checked.file,
              counts: VERDICTS.filter((verdict) => countOf(verdict) > 0)
                .map((verdict) => t("living.check.count", { label: label(verdict), count: countOf(verdict) }))
                .join(", "),
            })}
          </p>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <label htmlFor={`${id}-filter`} className="font-medium">
              {t("living.check.filterLabel")}
            </label>
            <select
              id={`${id}-filter`}
              value={filter}
              onChange={(event) => setFilter(event.target.value as Filter)}
              className="h-11 rounded-md border border-slate-300 bg-white px-2 text-sm"
            >
              {(["all", ...VERDICTS] as const).map((option) => (
                <option key={option} value={option}>
                  {t("living.check.option", {
                    label: option === "all" ? t("living.check.all") : label(option),
                    count: option === "all" ? checked.rows.length : countOf(option),
                  })}
                </option>
              ))}
            </select>
          </div>
          {/* Focusable, so a keyboard can scroll the table on a narrow screen. */}
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
            <table className="w-full min-w-[48rem] text-left text-sm">
              {/* Seen above the table as the summary and the filter's choice; said with the table. */}
              <caption id={`${id}-caption`} className="sr-only">
                {t("living.check.caption", {
                  file: checked.file,
                  filter: filter === "all" ? t("living.check.all") : label(filter),
                  shown: shown.length,
                  count: checked.rows.length,
                })}
              </caption>
              <thead>
                <tr>
                  {(["date", "merchant", "amount", "verdict", "summary", "sections"] as const).map((column) => (
                    <th key={column} scope="col" className="py-1 pr-3">
                      {t(`living.check.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.index} className="border-t border-slate-200 align-top">
                    <td className="py-1 pr-3 whitespace-nowrap">{dates.format(new Date(`${row.date}T00:00:00Z`))}</td>
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {row.merchant}
                    </th>
                    <td className="py-1 pr-3 whitespace-nowrap">{formatMoney({ amount: row.amount, currency: row.currency }, locale)}</td>
                    <td className="py-1 pr-3">
                      <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONE[row.verdict]}`}>
                        {label(row.verdict)}
                      </span>
                      {row.splitGroup ? (
                        <span className="mt-1 block rounded border border-dashed border-slate-400 px-2 py-0.5 text-xs text-slate-800">
                          {t("living.check.split", { group: row.splitGroup })}
                        </span>
                      ) : null}
                    </td>
                    <td className="min-w-[16rem] py-1 pr-3">
                      {row.summary ?? (row.splitGroup ? checked.splitGroups.get(row.splitGroup)?.summary : null)}
                    </td>
                    <td className="min-w-[12rem] py-1">
                      <ul>
                        {row.clauses.map((clause) => (
                          <li key={`${clause.section}:${clause.heading}`}>
                            §{clause.section} {clause.heading.replace(/^\d+\.\s*/, "")}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {shown.length === 0 ? <p className="py-2 text-sm text-slate-600">{t("living.check.none")}</p> : null}
          </div>
          <Button variant="secondary" disabled={pending !== null} onClick={() => void download()}>
            {pending === "download" ? t("living.check.downloading") : t("living.check.download")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
