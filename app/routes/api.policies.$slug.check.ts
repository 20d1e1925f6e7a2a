import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod/mini";
import { requireBudget } from "~/lib/platform/budgets.server";
import { invalidBody, parseBody, withApiErrors } from "~/lib/platform/http.server";
import { ExpenseQuerySchema } from "~/lib/rulebook/expense";
import { answerQuestion } from "~/lib/rules/expense-answer.server";
import { checkedFileJson, checkFile, readTransactionsRequest, type CheckedFile } from "~/lib/rules/checked-file.server";
import { batchCsv, MAX_BATCH_BYTES, parseTransactions, type TransactionsFile } from "~/lib/rules/expense-batch.server";
import { checkExpense, type CheckablePolicy } from "~/lib/rules/expense-check.server";
import { livePolicy, PUBLIC_RULES_HEADERS } from "~/lib/rules/live-policy.server";
import { acceptedLanguage } from "~/lib/site/languages";

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
  if ("file" in body) return batchResponse(request, policy, checkFile(policy, body.file, language));
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
    if (typeof json === "object" && json !== null && "transactions" in json) {
      const file: TransactionsFile = { rows: parseTransactions(json.transactions), lines: [], unread: [] };
      return { file };
    }
    const parsed = CheckSchema.safeParse(json);
    if (!parsed.success) throw invalidBody(parsed.error, JSON_BODY);
    return parsed.data;
  }
  return { file: await readTransactionsRequest(request) };
}

function batchResponse(request: Request, policy: CheckablePolicy, checked: CheckedFile) {
  if ((request.headers.get("Accept") ?? "").includes("text/csv")) {
    return new Response(batchCsv(checked, checked.language, checked.unread), {
      headers: {
        ...PUBLIC_RULES_HEADERS,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="checked-${policy.slug}.csv"`,
      },
    });
  }
  const { slug, revision, contentHash } = policy;
  return Response.json(
    { ...checkedFileJson(checked), provenance: { slug, revision, contentHash, language: checked.language } },
    { headers: PUBLIC_RULES_HEADERS },
  );
}
