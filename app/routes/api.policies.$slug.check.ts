import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod/mini";
import { requireBudget } from "~/lib/platform/budgets.server";
import { boundedBody } from "~/lib/platform/form-body.server";
import { DomainError, invalidBody, parseBody, withApiErrors } from "~/lib/platform/http.server";
import { ExpenseQuerySchema } from "~/lib/rulebook/expense";
import { answerQuestion } from "~/lib/rules/expense-answer.server";
import {
  batchCsv,
  checkTransactions,
  MAX_BATCH_BYTES,
  parseTransactions,
  readTransactionsCsv,
  withFileLines,
  type BatchAnswer,
  type ShownUnreadRow,
  type UnreadRow,
} from "~/lib/rules/expense-batch.server";
import { EXPENSE_PHRASES } from "~/lib/rules/expense-phrases.server";
import { i18nextFor } from "~/lib/site/i18n.server";
import { numberLocale } from "~/lib/site/format-money";
import { checkExpense, type CheckablePolicy } from "~/lib/rules/expense-check.server";
import { livePolicy, PUBLIC_RULES_HEADERS } from "~/lib/rules/live-policy.server";
import { LANGUAGES, type Language } from "~/lib/site/languages";

const QuestionSchema = z.object({ question: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)) });
const CheckSchema = z.union([QuestionSchema, ExpenseQuerySchema]);
/** Any JSON: a batch is told apart by its `transactions` key, so its refusal can name the row and field. */
const JsonSchema = { safeParse: (data: unknown) => ({ success: true as const, data }) };

/**
 * POST /api/policies/{slug}/check — "Can I expense this?", answered from the rules of the policy's
 * latest text: one expense (`{ amount, currency, category, … }`), a question in words
 * (`{ question }`), or a batch (`{ transactions }`, or a CSV file sent as `text/csv`; the verdicts
 * come back as CSV when `Accept: text/csv`). Public while the policy's link is live, like its card
 * controls; it changes nothing, so a card platform may call it from its own servers.
 */
const answerCheck = withApiErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  const policy = await livePolicy(context.cloudflare.env.DB, params.slug ?? "");
  await requireBudget(context, "check", null);
  const body = await readCheckBody(request);
  const asked = acceptedLanguage(request.headers.get("Accept-Language"));
  if ("question" in body)
    return Response.json(answerQuestion(policy, body.question, asked ?? undefined), { headers: PUBLIC_RULES_HEADERS });
  const language = asked ?? policy.language;
  if ("transactions" in body) {
    const batch = checkTransactions(policy, body.transactions, language);
    const unread = "unread" in body && body.unread ? shownUnread(body.unread, language) : [];
    return batchResponse(request, policy, "lines" in body && body.lines ? withFileLines(batch, body.lines) : batch, unread, language);
  }
  return Response.json(checkExpense(policy, body, language), { headers: PUBLIC_RULES_HEADERS });
});

export async function action(args: ActionFunctionArgs) {
  // Any page may read the answer, a refusal included (its message says what to fix).
  const response = await answerCheck(args);
  response.headers.set("Access-Control-Allow-Origin", "*");
  return response;
}

const JSON_BODY = {
  maxBytes: MAX_BATCH_BYTES,
  tooLarge: "errors.check.tooLarge",
  unreadable: "errors.check.invalid",
  invalid: "errors.check.invalid",
} as const;

/** JSON (one expense, a question or transactions), or a CSV file of transactions. */
async function readCheckBody(request: Request) {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "text/csv") {
    const json = await parseBody(request, JsonSchema, JSON_BODY);
    if (typeof json === "object" && json !== null && "transactions" in json) return { transactions: parseTransactions(json.transactions) };
    const parsed = CheckSchema.safeParse(json);
    if (!parsed.success) throw invalidBody(parsed.error, JSON_BODY);
    return parsed.data;
  }
  const bytes = await boundedBody(request, MAX_BATCH_BYTES);
  if (!bytes) throw new DomainError("tooLarge", "errors.checkCsv.tooLarge");
  const read = readTransactionsCsv(new TextDecoder().decode(bytes));
  if ("error" in read)
    throw new DomainError("invalid", read.error.key, { values: { line: read.error.line, column: read.error.column ?? "" } });
  return { transactions: read.rows, lines: read.lines, unread: read.unread };
}

/** The rows of a file the check could not read, each with its reason in the answer's language. */
function shownUnread(unread: UnreadRow[], language: Language): ShownUnreadRow[] {
  const { t } = i18nextFor(language);
  return unread.map(({ line, key, column, cells }) => ({ line, message: t(key, { line, column: column ?? "" }), cells }));
}

function batchResponse(request: Request, policy: CheckablePolicy, batch: BatchAnswer, unread: ShownUnreadRow[], language: Language) {
  if ((request.headers.get("Accept") ?? "").includes("text/csv")) {
    return new Response(batchCsv(batch, language, unread), {
      headers: {
        ...PUBLIC_RULES_HEADERS,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="checked-${policy.slug}.csv"`,
      },
    });
  }
  const verdicts: Record<string, number> = {};
  for (const row of batch.rows) verdicts[row.verdict] = (verdicts[row.verdict] ?? 0) + 1;
  const { slug, revision, contentHash } = policy;
  return Response.json(
    {
      rows: batch.rows,
      splitGroups: batch.splitGroups,
      verdicts,
      // A file's rows that could not be read: each beside its line, while the others have their verdicts.
      ...(unread.length > 0 ? { unread } : {}),
      // The verdict words each summary opens with, and the locale its amounts are written in: a
      // table that shows the verdict beside the summary, and the amounts beside its figures, uses them.
      verdictLabels: EXPENSE_PHRASES[language].verdicts,
      locale: numberLocale(language, policy.controls.policy.country),
      provenance: { slug, revision, contentHash, language },
    },
    { headers: PUBLIC_RULES_HEADERS },
  );
}

/** The first of the caller's Accept-Language tags that is one of the three ("pt" is Brazilian Portuguese). */
function acceptedLanguage(header: string | null): Language | null {
  for (const part of (header ?? "").split(",")) {
    const tag = part.split(";")[0]!.trim().toLowerCase();
    const found = LANGUAGES.find((language) => language.toLowerCase() === tag || language.split("-")[0] === tag.split("-")[0]);
    if (found) return found;
  }
  return null;
}
