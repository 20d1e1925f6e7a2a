import type { ParseKeys } from "i18next";
import { i18nextFor } from "./i18n.server";
import type { Language } from "./languages";

/** A translated message by key, for server code that runs outside a request's loader (the Durable Object). */
export function message(language: Language, key: ParseKeys, values: Record<string, unknown> = {}): string {
  return i18nextFor(language).t(key, values) as string;
}
