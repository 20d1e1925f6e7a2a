import { useCallback, useEffect, useId, useMemo, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, apiFetch, apiSend } from "~/lib/client/api-client";
import { loadCardControls } from "~/lib/client/card-controls";
import { useMediaQuery } from "~/lib/client/use-media-query";
import { summaryAfterVerdict, VERDICTS, type Verdict } from "~/lib/rulebook/expense";
import type { BatchRow, ShownUnreadRow, SplitGroup } from "~/lib/rules/expense-batch.server";
import { exampleTransactionsCsv } from "~/lib/rules/example-transactions";
import type { KeptCheckSummary } from "~/lib/rules/kept-checks.server";
import { formatMoney } from "~/lib/site/format-money";
import { AlertText } from "../ui/alert-text";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { EarlierChecks } from "./earlier-checks";

/*
 * The owner's "Check transactions": a card platform's CSV export goes to the policy's check
 * (POST /api/policies/{slug}/checks as text/csv: the public check's answer, kept with the policy)
 * and comes back as one verdict per row, in the file's order, a row it could not read said in its
 * place; shown as a table (cards on a phone) with a filter by verdict, amounts written as the
 * summaries write them (the policy's locale). The owner's last checks are listed below the file
 * and open in the same table. The download is the server's CSV of the kept check (or, for a check
 * too large to keep, of the same file posted again), whose cells are already safe to open in a
 * spreadsheet. In the tools' lazily loaded chunk.
 */

/** As the check takes it (MAX_BATCH_BYTES): a larger file is refused here, before it is read. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** Colour backs the words, never replaces them: every badge also says its verdict. */
const TONE: Record<Verdict | "unread", string> = {
  allowed: "bg-green-100 text-green-900",
  needs_approval: "bg-amber-100 text-amber-900",
  needs_document: "bg-sky-100 text-sky-900",
  over_limit: "bg-orange-100 text-orange-900",
  not_reimbursable: "bg-red-100 text-red-900",
  cannot_tell: "bg-slate-100 text-slate-800",
  unread: "border border-red-300 bg-white text-red-800",
};

/** The check's JSON answer to a file (docs/api.md), with the kept check (null: too large to keep). */
type Answer = {
  rows: BatchRow[];
  splitGroups: SplitGroup[];
  unread?: ShownUnreadRow[];
  verdictLabels: Record<Verdict, string>;
  locale: string;
  kept: KeptCheckSummary | null;
};
/** One line of the file as shown: its verdict, or why it could not be read. */
type Shown = { key: string; verdict: Verdict | "unread" } & ({ row: BatchRow; unread?: never } | { unread: ShownUnreadRow; row?: never });
/** `text`: the file itself, kept in the page only when the server could not keep its verdicts; `reopened`: opened from the list. */
type Checked = {
  file: string;
  text: string | null;
  answer: Answer;
  lines: Shown[];
  splitGroups: Map<number, SplitGroup>;
  reopened: boolean;
};
type Filter = Verdict | "unread" | "all";
const KINDS = [...VERDICTS, "unread"] as const;

/** The file's rows in its order: the checked ones and those it could not read, each in its place. */
function shownLines(answer: Answer): Shown[] {
  const lines: (Shown & { at: number })[] = [
    ...answer.rows.map((row) => ({ key: `r${row.index}`, verdict: row.verdict, row, at: row.line ?? row.index })),
    ...(answer.unread ?? []).map((unread) => ({ key: `u${unread.line}`, verdict: "unread" as const, unread, at: unread.line })),
  ];
  return lines.sort((a, b) => a.at - b.at);
}

export default function CheckTransactions({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const wide = useMediaQuery("(min-width: 640px)");
  const [checked, setChecked] = useState<Checked | null>(null);
  const [filter, setFilter] = useState<Filter>("all");
  const [pending, setPending] = useState<"check" | "open" | "download" | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The policy's currency: undefined while its card controls load, null when they could not. */
  const [currency, setCurrency] = useState<string | null | undefined>(undefined);
  const [earlier, setEarlier] = useState<KeptCheckSummary[] | null>(null);

  // The owner's last checks; without them the panel still checks files.
  const loadEarlier = useCallback(
    (signal?: AbortSignal) =>
      apiFetch<{ checks: KeptCheckSummary[] }>(`/api/policies/${slug}/checks`, { signal })
        .then((answer) => setEarlier(answer.checks))
        .catch(() => {}),
    [slug],
  );
  useEffect(() => {
    const controller = new AbortController();
    void loadEarlier(controller.signal);
    return () => controller.abort();
  }, [loadEarlier]);

  // The example file is written in the policy's currency, read from its card controls.
  useEffect(() => {
    const controller = new AbortController();
    loadCardControls(slug, controller.signal)
      .then((controls) => setCurrency(controls.policy.currency ?? null))
      // Without it, the example is in US dollars; the check itself says what is wrong.
      .catch(() => (controller.signal.aborted ? undefined : setCurrency(null)));
    return () => controller.abort();
  }, [slug]);
  const exampleHref = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(exampleTransactionsCsv(currency ?? "USD"))}`,
    [currency],
  );

  const failure = (caught: unknown) =>
    caught instanceof ApiError && caught.status === 404
      ? t("living.check.linkOff")
      : (caught instanceof ApiError && caught.serverMessage) || t("errors.unexpected");
  // Summaries in the interface's language; a refusal already comes in it (the preference cookie).
  const post = (path: string, text: string, accept: string) =>
    apiSend(path, {
      body: text,
      headers: { "Content-Type": "text/csv; charset=utf-8", Accept: accept, "Accept-Language": i18n.language },
    });
  const show = (file: string, answer: Answer, text: string | null, reopened: boolean) => {
    const splitGroups = new Map(answer.splitGroups.map((group) => [group.group, group]));
    setChecked({ file, text, answer, lines: shownLines(answer), splitGroups, reopened });
    setFilter("all");
  };

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
      const path = `/api/policies/${slug}/checks?file=${encodeURIComponent(file.name)}`;
      const answer = (await (await post(path, text, "application/json")).json()) as Answer;
      show(file.name, answer, answer.kept ? null : text, false);
      if (answer.kept) void loadEarlier();
    } catch (caught) {
      // The last file's table stays: a refused file changes nothing the owner already has.
      setError(failure(caught));
    } finally {
      setPending(null);
    }
  };

  /** A kept check gone meanwhile (deleted in another tab): said, and the list brought up to date. */
  const keptFailure = (caught: unknown) => {
    if (caught instanceof ApiError && caught.status === 404) {
      void loadEarlier();
      return t("living.check.earlier.gone");
    }
    return (caught instanceof ApiError && caught.serverMessage) || t("errors.unexpected");
  };

  const open = async (check: KeptCheckSummary) => {
    setError(null);
    setPending("open");
    try {
      show(check.fileName, await apiFetch<Answer>(`/api/policies/${slug}/checks/${check.id}`), null, true);
    } catch (caught) {
      setError(keptFailure(caught));
    } finally {
      setPending(null);
    }
  };

  const remove = async (check: KeptCheckSummary) => {
    setError(null);
    try {
      await apiFetch(`/api/policies/${slug}/checks/${check.id}`, { method: "DELETE" });
      setEarlier((checks) => checks?.filter((kept) => kept.id !== check.id) ?? null);
      if (checked?.answer.kept?.id === check.id) setChecked(null);
    } catch (caught) {
      setError(keptFailure(caught));
    }
  };

  const download = async () => {
    if (!checked) return;
    setError(null);
    setPending("download");
    try {
      const kept = checked.answer.kept;
      const response = kept
        ? await apiSend(`/api/policies/${slug}/checks/${kept.id}?download=1`, { method: "GET", headers: {} })
        : await post(`/api/policies/${slug}/check`, checked.text ?? "", "text/csv");
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? `checked-${slug}.csv`;
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = name;
      anchor.click();
      // Released once the browser has taken the file.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (caught) {
      setError(checked.answer.kept ? keptFailure(caught) : failure(caught));
    } finally {
      setPending(null);
    }
  };

  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const keptDates = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const label = (kind: Verdict | "unread") => (kind === "unread" ? t("living.check.unread") : t(`living.check.verdicts.${kind}`));
  // Counted from the rows shown, so a count can never disagree with the table.
  const counts = new Map<Verdict | "unread", number>();
  for (const line of checked?.lines ?? []) counts.set(line.verdict, (counts.get(line.verdict) ?? 0) + 1);
  const countOf = (kind: Verdict | "unread") => counts.get(kind) ?? 0;
  const present = KINDS.filter((kind) => countOf(kind) > 0);
  const describeCounts = (kept: Record<string, number>) =>
    KINDS.filter((kind) => kept[kind])
      .map((kind) => t("living.check.count", { label: label(kind), count: kept[kind] }))
      .join(", ");
  const shown = checked ? checked.lines.filter((line) => filter === "all" || line.verdict === filter) : [];

  /** A line's cells, the same for the table and the cards. */
  const cells = (line: Shown, answer: Answer) => {
    if (line.unread) {
      const { cells: raw, message } = line.unread;
      return {
        date: raw.date ?? "",
        merchant: raw.merchant ?? t("living.check.line", { line: line.unread.line }),
        amount: [raw.amount, raw.currency].filter(Boolean).join(" "),
        why: message,
        figures: [] as string[],
        split: null,
        sections: [] as string[],
      };
    }
    const row = line.row!;
    const group = row.splitGroup ? checked?.splitGroups.get(row.splitGroup) : undefined;
    const summary = row.summary ?? group?.summary ?? "";
    const excess = row.excess ?? group?.excess;
    const approver = row.approver ?? group?.approver;
    const figures = [
      ...(excess ? [t("living.check.excess", { amount: formatMoney(excess, answer.locale) })] : []),
      ...(approver && (row.verdict === "needs_approval" || row.verdict === "over_limit")
        ? [t("living.check.approver", { name: approver })]
        : []),
    ];
    return {
      date: dates.format(new Date(`${row.date}T00:00:00Z`)),
      merchant: row.merchant,
      amount: formatMoney({ amount: row.amount, currency: row.currency }, answer.locale),
      why: summaryAfterVerdict(summary, answer.verdictLabels[row.verdict]),
      figures,
      split: row.splitGroup ? t("living.check.split", { group: row.splitGroup }) : null,
      sections: row.clauses.map((clause) => `§${clause.section} ${clause.heading.replace(/^\d+\.\s*/, "")}`),
    };
  };
  const badge = (line: Shown, parts: ReturnType<typeof cells>) => (
    <>
      <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${TONE[line.verdict]}`}>{label(line.verdict)}</span>
      {parts.split ? (
        <span className="mt-1 block rounded border border-dashed border-slate-400 px-2 py-0.5 text-xs text-slate-800">{parts.split}</span>
      ) : null}
      {parts.figures.map((figure) => (
        <span key={figure} className="mt-1 block text-xs text-slate-700">
          {figure}
        </span>
      ))}
    </>
  );

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
          {/* Offered once the policy's currency is known: a click before would download an example in US dollars. */}
          {currency !== undefined ? (
            <a href={exampleHref} download="example-transactions.csv" className="underline">
              {t("living.check.example")}
            </a>
          ) : null}
        </p>
      </div>
      {earlier ? (
        <EarlierChecks
          checks={earlier}
          shownId={checked?.answer.kept?.id ?? null}
          pending={pending !== null}
          describeCounts={describeCounts}
          onOpen={(check) => void open(check)}
          onDelete={remove}
        />
      ) : null}
      {pending === "check" ? <Spinner label={t("living.check.checking")} className="py-4" /> : null}
      {pending === "open" ? <Spinner label={t("living.check.earlier.opening")} className="py-4" /> : null}
      <AlertText>{error}</AlertText>
      {checked ? (
        <div className="space-y-3">
          <p className="text-sm" aria-live="polite">
            {checked.reopened && checked.answer.kept
              ? `${t("living.check.earlier.checkedOn", { date: keptDates.format(new Date(checked.answer.kept.createdAt)) })} `
              : null}
            {t("living.check.summary", {
              count: checked.lines.length,
              file: checked.file,
              counts: describeCounts(Object.fromEntries(counts)),
            })}
          </p>
          {checked.answer.kept === null ? <p className="text-sm text-slate-700">{t("living.check.earlier.notKept")}</p> : null}
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
              {(["all", ...present] as const).map((option) => (
                <option key={option} value={option}>
                  {t("living.check.option", {
                    label: option === "all" ? t("living.check.all") : label(option),
                    count: option === "all" ? checked.lines.length : countOf(option),
                  })}
                </option>
              ))}
            </select>
          </div>
          {/* Seen above as the summary and the filter's choice; said with the table or the list. */}
          <p id={`${id}-caption`} className="sr-only">
            {t("living.check.caption", {
              file: checked.file,
              filter: filter === "all" ? t("living.check.all") : label(filter),
              shown: shown.length,
              count: checked.lines.length,
            })}
          </p>
          {wide ? (
            // Focusable, so a keyboard can scroll the table if a long word ever makes it wider than its box.
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
              <table className="w-full text-left text-sm" aria-labelledby={`${id}-caption`}>
                <thead>
                  <tr>
                    {(["date", "merchant", "amount", "verdict", "summary", "sections"] as const).map((column) => (
                      <th key={column} scope="col" className="py-1 pr-3 align-bottom">
                        {t(`living.check.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((line) => {
                    const parts = cells(line, checked.answer);
                    return (
                      <tr key={line.key} className="border-t border-slate-200 align-top">
                        <td className="py-1 pr-3 whitespace-nowrap">{parts.date}</td>
                        <th scope="row" className="py-1 pr-3 font-normal break-words">
                          {parts.merchant}
                        </th>
                        <td className="py-1 pr-3 whitespace-nowrap">{parts.amount}</td>
                        <td className="py-1 pr-3">{badge(line, parts)}</td>
                        <td className="py-1 pr-3 break-words">{parts.why}</td>
                        <td className="py-1">
                          <ul>
                            {parts.sections.map((section) => (
                              <li key={section}>{section}</li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : (
            // On a phone, one card a transaction: nothing to scroll sideways.
            <ul className="space-y-2" aria-labelledby={`${id}-caption`} data-testid="check-cards">
              {shown.map((line) => {
                const parts = cells(line, checked.answer);
                return (
                  <li key={line.key} className="rounded-md border border-slate-200 p-3 text-sm">
                    <div className="flex items-baseline justify-between gap-2">
                      <p className="min-w-0 font-medium break-words">{parts.merchant}</p>
                      <p className="shrink-0 whitespace-nowrap">{parts.amount}</p>
                    </div>
                    <p className="text-xs text-slate-600">{parts.date}</p>
                    <div className="mt-2">{badge(line, parts)}</div>
                    <p className="mt-2 break-words">{parts.why}</p>
                    {parts.sections.length > 0 ? <p className="mt-1 text-xs text-slate-600">{parts.sections.join(" · ")}</p> : null}
                  </li>
                );
              })}
            </ul>
          )}
          {shown.length === 0 ? <p className="py-2 text-sm text-slate-600">{t("living.check.none")}</p> : null}
          <Button variant="secondary" disabled={pending !== null} onClick={() => void download()}>
            {pending === "download" ? t("living.check.downloading") : t("living.check.download")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
