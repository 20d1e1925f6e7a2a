import { z } from "zod";
import { LegacyRequestSchema } from "~/lib/generation/generation-input";
import { boundedBody } from "~/lib/platform/form-body.server";
import { DomainError, invalidBody, type BodyRules } from "~/lib/platform/http.server";
import type { Language } from "~/lib/site/languages";
import { checkedText, documentText } from "./document-text.server";
import { importError } from "./import-error.server";
import { MAX_IMPORT_BYTES } from "./import-limits";

/*
 * The two bodies of POST /api/policies/import: a multipart form with the `file` (and `language`,
 * `companyName`), or JSON with the text already extracted. Both give the policy's text and the two
 * fields; the file's bytes live only as long as this request.
 */

/** The form's fields besides the file: the generator's own rules for them. */
const FieldsSchema = z.object({
  language: LegacyRequestSchema.shape.language,
  companyName: LegacyRequestSchema.shape.companyName,
  country: z.string().trim().max(80).optional(),
});
const TextBodySchema = FieldsSchema.extend({
  text: z.string({ error: "import.errors.textRequired" }).min(1, "import.errors.textRequired"),
});

/** Room for the form's other fields and its boundaries beside a file of the largest size. */
const FORM_OVERHEAD = 64 * 1024;
/** A JSON body carries text only: 30,000 words are about 250 KB, escaped at most twice that. */
const MAX_JSON_BYTES = 1024 * 1024;

const RULES: BodyRules = {
  maxBytes: MAX_JSON_BYTES,
  tooLarge: "generation.errors.bodyTooLarge",
  unreadable: "generation.errors.invalidBody",
  invalid: "generation.errors.invalidBody",
  issues: "generation.errors.",
};

export type ImportRequest = { text: string; language: Language; companyName: string; country?: string };

export async function readImportRequest(request: Request): Promise<ImportRequest> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data") return readUpload(request);
  if (type === "application/json" || type === "") return readText(request);
  throw importError("unsupported");
}

async function readUpload(request: Request): Promise<ImportRequest> {
  const limit = MAX_IMPORT_BYTES + FORM_OVERHEAD;
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  const bytes = declared > limit ? null : await boundedBody(request, limit);
  if (!bytes) throw importError("tooLarge", { megabytes: MAX_IMPORT_BYTES / 1024 / 1024 });
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type")! } }).formData();
  } catch {
    throw new DomainError("invalid", "generation.errors.invalidBody");
  }
  const fields = FieldsSchema.safeParse({
    language: form.get("language") ?? undefined,
    companyName: form.get("companyName") ?? undefined,
    country: form.get("country") || undefined,
  });
  if (!fields.success) throw invalidBody(fields.error, RULES);
  const file = form.get("file");
  if (!file || typeof file === "string") throw new DomainError("invalid", "import.errors.fileRequired");
  const text = documentText(file.name, new Uint8Array(await file.arrayBuffer()));
  return { ...fields.data, text };
}

async function readText(request: Request): Promise<ImportRequest> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  const bytes = declared > MAX_JSON_BYTES ? null : await boundedBody(request, MAX_JSON_BYTES);
  if (!bytes) throw importError("tooLarge", { megabytes: MAX_IMPORT_BYTES / 1024 / 1024 });
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new DomainError("invalid", "generation.errors.invalidBody");
  }
  const parsed = TextBodySchema.safeParse(json);
  if (!parsed.success) throw invalidBody(parsed.error, RULES);
  return { ...parsed.data, text: checkedText(parsed.data.text) };
}
