import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { cleanName, hasVisibleCharacter } from "~/lib/platform/clean-name";
import { apiError } from "~/lib/platform/api-response.server";
import { getLocale } from "~/lib/site/i18n.server";
import { message } from "~/lib/site/messages.server";
import { MAX_PROMPT_BYTES, MAX_SAMPLE_CONTENT_BYTES, MAX_SAMPLE_NAME_CHARS, utf8Length } from "./admin-limits";

// Room for the largest prompt plus the JSON around it and escapes.
const MAX_ADMIN_BODY_BYTES = 2 * MAX_PROMPT_BYTES + 4 * 1024;

/** Stored texts are English only: whatever language is sent, `en` is kept. Unknown fields are dropped. */
export const MasterPromptBodySchema = z.object({
  name: z
    .string({ error: "admin.errors.nameRequired" })
    .transform(cleanName)
    .pipe(z.string().refine(hasVisibleCharacter, "admin.errors.nameRequired").max(MAX_SAMPLE_NAME_CHARS, "admin.errors.nameTooLong"))
    .default("Master Prompt - English"),
  prompt: z
    .string({ error: "admin.errors.promptRequired" })
    .refine((text) => text.trim().length > 0, "admin.errors.promptRequired")
    .refine((text) => utf8Length(text) <= MAX_PROMPT_BYTES, "admin.errors.promptTooLong"),
});

export const SampleInputBodySchema = z.object({
  name: z
    .string({ error: "admin.errors.nameRequired" })
    .transform(cleanName)
    .pipe(z.string().refine(hasVisibleCharacter, "admin.errors.nameRequired").max(MAX_SAMPLE_NAME_CHARS, "admin.errors.nameTooLong")),
  content: z
    .string({ error: "admin.errors.contentRequired" })
    .refine((text) => text.trim().length > 0, "admin.errors.contentRequired")
    .refine((text) => utf8Length(text) <= MAX_SAMPLE_CONTENT_BYTES, "admin.errors.contentTooLong"),
  isActive: z.boolean({ error: "admin.errors.invalidActive" }).default(true),
});

export const PreviewBodySchema = z.object({
  prompt: z
    .string({ error: "admin.errors.promptRequired" })
    .refine((text) => text.trim().length > 0, "admin.errors.promptRequired")
    .refine((text) => utf8Length(text) <= MAX_PROMPT_BYTES, "admin.errors.promptTooLong"),
  sampleId: z.string({ error: "admin.errors.sampleRequired" }).min(1, "admin.errors.sampleRequired"),
  language: z.enum(["en", "es", "pt-BR"], { error: "admin.errors.invalidLanguage" }).default("en"),
});

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads and validates a JSON body; a bad one becomes a translated 400 (or 413) listing every problem. */
export async function parseAdminBody<T>(request: Request, context: AppLoadContext, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_ADMIN_BODY_BYTES)
    return { ok: false, response: await apiError(request, context, 413, "admin.errors.bodyTooLarge") };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, response: await apiError(request, context, 400, "admin.errors.invalidBody") };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  const locale = await getLocale(request, context.config.sites);
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: message(locale, (issue.message.startsWith("admin.errors.") ? issue.message : "admin.errors.invalidBody") as never),
  }));
  const response = Response.json({ message: issues[0]!.message, issues }, { status: 400, headers: { "Cache-Control": "no-store" } });
  return { ok: false, response };
}
