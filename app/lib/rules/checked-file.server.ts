import { boundedBody } from "~/lib/platform/form-body.server";
import { DomainError } from "~/lib/platform/http.server";
import { i18nextFor } from "~/lib/site/i18n.server";
import { numberLocale } from "~/lib/site/format-money";
import type { Language } from "~/lib/site/languages";
import type { Verdict } from "../rulebook/expense";
import {
  checkTransactions,
  MAX_BATCH_BYTES,
  readTransactionsCsv,
  withFileLines,
  type BatchRow,
  type ShownUnreadRow,
  type SplitGroup,
  type TransactionsFile,
} from "./expense-batch.server";
import type { CheckablePolicy } from "./expense-check.server";
import { EXPENSE_PHRASES } from "./expense-phrases.server";

/*
 * A CSV file of card transactions checked as a whole: the public check answers it, and the owner's
 * panel answers it and keeps it (kept-checks.server.ts). One shape for both, so a kept check opens
 * as it was first shown.
 */

/** A file's verdicts: the rows checked (each with its line), those that could not be read, and how to write them. */
export type CheckedFile = {
  rows: BatchRow[];
  splitGroups: SplitGroup[];
  unread: ShownUnreadRow[];
  language: Language;
  /** The locale the amounts are written in (the policy's country). */
  locale: string;
};

/** The request's CSV file, read; a file that cannot be read as a whole is refused with its line. */
export async function readTransactionsRequest(request: Request): Promise<TransactionsFile> {
  const bytes = await boundedBody(request, MAX_BATCH_BYTES);
  if (!bytes) throw new DomainError("tooLarge", "errors.checkCsv.tooLarge");
  const read = readTransactionsCsv(new TextDecoder().decode(bytes));
  if ("error" in read)
    throw new DomainError("invalid", read.error.key, { values: { line: read.error.line, column: read.error.column ?? "" } });
  return read;
}

/** Every row of a file judged by the policy, the rows it could not read said in `language`. */
export function checkFile(policy: CheckablePolicy, file: TransactionsFile, language: Language): CheckedFile {
  const batch = withFileLines(checkTransactions(policy, file.rows, language), file.lines);
  const { t } = i18nextFor(language);
  const unread = file.unread.map(({ line, key, column, cells }) => ({ line, message: t(key, { line, column: column ?? "" }), cells }));
  return { ...batch, unread, language, locale: numberLocale(language, policy.controls.policy.country) };
}

/** Rows per verdict, and `unread` for the rows that could not be read. */
export function verdictCounts({ rows, unread }: Pick<CheckedFile, "rows" | "unread">): Partial<Record<Verdict | "unread", number>> {
  const counts: Partial<Record<Verdict | "unread", number>> = {};
  for (const row of rows) counts[row.verdict] = (counts[row.verdict] ?? 0) + 1;
  if (unread.length > 0) counts.unread = unread.length;
  return counts;
}

/** The JSON a table of the file is drawn from (docs/api.md, "A file of transactions"). */
export function checkedFileJson({ rows, splitGroups, unread, language, locale }: CheckedFile) {
  return {
    rows,
    splitGroups,
    verdicts: verdictCounts({ rows, unread: [] }),
    // A file's rows that could not be read: each beside its line, while the others have their verdicts.
    ...(unread.length > 0 ? { unread } : {}),
    // The verdict words each summary opens with, and the locale its amounts are written in: a
    // table that shows the verdict beside the summary, and the amounts beside its figures, uses them.
    verdictLabels: EXPENSE_PHRASES[language].verdicts,
    locale,
  };
}
