import { z } from "zod";
import { cleanName, hasVisibleCharacter } from "~/lib/platform/clean-name";
import type { BodyRules } from "~/lib/platform/http.server";
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

/** Admin bodies: room for the largest prompt; each problem listed in the admin's language. */
export const ADMIN_BODY: BodyRules = {
  maxBytes: MAX_ADMIN_BODY_BYTES,
  tooLarge: "admin.errors.bodyTooLarge",
  unreadable: "admin.errors.invalidBody",
  invalid: "admin.errors.invalidBody",
  issues: "admin.errors.",
};
